#pragma once

#include "domain/Catalog.h"

#include <QDate>
#include <QDialog>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QToolButton;
class QTabWidget;
class QUndoStack;

namespace gpuscout {

class CatalogTablePage;
class MeasurementsPage;
class OffersPage;

// The catalog editor: offers, GPU specs, providers, the exchange-rate table and the
// measurements (trial runs and benchmarks), each on a tab, with add, edit and delete. It never writes anything itself: every change is a whole
// new catalog handed to the committer (the window's CatalogStore, which writes the file and
// re-ranks, and puts the change on the undo stack), and the editor shows whatever catalog
// setCatalog() gives it afterwards. Non-modal: the ranking beside it follows each edit.
class CatalogEditor final : public QDialog
{
    Q_OBJECT

public:
    enum Page { OffersTab, GpusTab, ProvidersTab, CurrenciesTab, MeasurementsTab, PriceBookTab };
    // Writes the catalog; false with the reason when it could not.
    using Committer = std::function<bool(const Catalog &catalog, const QString &description, QString *error)>;

    CatalogEditor(QUndoStack *undoStack, Committer committer, QWidget *parent = nullptr);
    ~CatalogEditor() override;

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    void setStaleAfterDays(int days);
    int staleAfterDays() const { return m_staleAfterDays; }
    void setToday(const QDate &today); // tests; the current date otherwise
    QDate today() const { return m_today; }
    // Where the offer form reads an offer's earlier prices when the catalog was read
    // without its history.
    void setHistorySource(PriceHistorySource source) { m_historySource = std::move(source); }
    const PriceHistorySource &historySource() const { return m_historySource; }
    void showPage(Page page);
    // Why the catalog cannot be changed (a viewer of a team catalog, an offline copy), shown
    // above the tabs; every change is then refused with it. Empty: editable.
    void setReadOnly(const QString &reason);
    QString readOnlyReason() const { return m_readOnlyReason; }

    // For the pages: commit a change, and say what happened in the status line.
    bool commit(const Catalog &catalog, const QString &description, QString *error);
    void showStatus(const QString &text, bool error = false);
    QString statusText() const;

Q_SIGNALS:
    void staleAfterDaysEdited(int days);
    void quotesRequested(const QList<int> &offerIndices);

protected:
    // A language switch reaches the open editor: title, tabs, buttons, every page.
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QUndoStack *m_undo;
    Committer m_committer;
    std::shared_ptr<const Catalog> m_catalog;
    int m_staleAfterDays = 90;
    QDate m_today = QDate::currentDate();
    PriceHistorySource m_historySource;
    QTabWidget *m_tabs;
    OffersPage *m_offers;
    QList<CatalogTablePage *> m_tables;
    MeasurementsPage *m_measurements;
    QLabel *m_status;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QLabel *m_readOnly;
    QString m_readOnlyReason;
};

} // namespace gpuscout
