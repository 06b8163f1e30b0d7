#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace gpuscout {

class CatalogEditor;
class CatalogOffersModel;
struct Catalog;
struct Offer;

// Every offer of the catalog, filtered by text, provider and "Needs a quote" (offers with
// specs and no price), with Add / Edit / Duplicate / Delete, Request Quotes… and the
// stale-price limit. Stale and expired prices are amber.
// Object names: offerSearch, offerProviderFilter, needsQuoteFilter, staleDaysSpin,
// offersTable, addOfferButton, editOfferButton, duplicateOfferButton, deleteOfferButton,
// requestQuotesButton, offerCount.
class OffersPage final : public QWidget
{
    Q_OBJECT

public:
    explicit OffersPage(CatalogEditor *editor, QWidget *parent = nullptr);

    void setCatalog(const Catalog &catalog);
    void setStaleAfterDays(int days);
    CatalogOffersModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Selects the offer with this id, if shown.
    void selectOffer(qint64 id);

    void addOffer();
    void editSelected();
    void duplicateSelected();
    void deleteSelected();
    // A read-only catalog (a team catalog's viewer, an offline copy): offers can be looked
    // at (Edit… opens the form with its price history), not added, duplicated or deleted.
    void setEditable(bool editable);

Q_SIGNALS:
    void staleAfterDaysEdited(int days);
    // Request Quotes…: the selected offers, or every offer shown when none is selected.
    void quotesRequested(const QList<int> &offerIndices);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void openForm(int offerIndex, const Offer &initial);
    QList<int> selectedOffers() const;
    void updateState();

    CatalogEditor *m_editor;
    CatalogOffersModel *m_model;
    QLineEdit *m_search;
    QComboBox *m_provider;
    QCheckBox *m_needsQuote;
    QSpinBox *m_staleDays;
    QTableView *m_table;
    QLabel *m_empty;
    QLabel *m_count;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_duplicate;
    QPushButton *m_delete;
    QPushButton *m_quotes;
    QLabel *m_staleLabel;
    bool m_editable = true;
};

} // namespace gpuscout
