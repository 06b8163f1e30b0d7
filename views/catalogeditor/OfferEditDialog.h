#pragma once

#include "domain/Catalog.h"
#include "catalogeditor/EditDialog.h"
#include "catalog/OfferChecks.h"

#include <QDate>
#include <QHash>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

class QVBoxLayout;

namespace gpuscout {

// Every field of one offer, checked as the user types with checkOffer(): errors in red
// under their field block OK, warnings in amber (spot above on-demand, a price far from
// the median, an expired quote, the same instance in the same region twice) are shown and
// allowed. A GPU name the catalog does not know offers the closest spelling and a "New GPU
// spec…" form; a spec added there is saved with the offer. A changed price is dated today
// unless the user dates it, and the old one goes to the price history listed at the bottom.
//
// Object names: providerCombo, instanceTypeEdit, familyCombo, gpuCombo, gpuCountEdit,
// useSuggestedGpuButton, newGpuButton, vcpusEdit, ramEdit, nvmeEdit, networkEdit, rdmaCombo,
// regionCombo, zoneEdit, currencyCombo, onDemandEdit / spotEdit / reservedEdit / monthlyEdit
// (and ...AsOfEdit), spotInterruptionEdit, sourceCombo, asOfEdit, validUntilEdit,
// illustrativeCheck, notesEdit, priceHistoryTable; messages <field>Message.
class OfferEditDialog final : public EditDialog
{
    Q_OBJECT

public:
    // offerIndex -1 adds a new offer, filled from `initial`; otherwise edits that offer.
    OfferEditDialog(const Catalog &catalog, int offerIndex, const Offer &initial, const QDate &today,
                    QWidget *parent = nullptr);

    // The catalog with the edit applied (and any GPU spec added here).
    Catalog editedCatalog() const;
    // The same edit applied to `now`, the catalog as reloaded while the form was open (a
    // team catalog follows other desktops): the offer is found by its id, the provider and
    // GPU by their keys, and a GPU spec added here is added to it too.
    Catalog editedCatalogOn(const Catalog &now) const;
    // The offer as the form opened on it (its id; the base of conflict checks).
    const Offer &original() const { return m_original; }
    Offer formOffer() const;
    QList<OfferProblem> problems() const { return m_problems; }
    // The offer's earlier prices (oldest first), for a catalog read without its history:
    // shown in the form only, never added to the catalog the form edits (saving would store
    // them a second time).
    void setPriceHistory(const QList<PriceChange> &changes);
    // The label of the price history section's rows, newest first (tests).
    int historyRowCount() const;
    // Rows of the server's record of price changes (a team catalog), newest first (tests).
    int auditRowCount() const;

private:
    void buildForm();
    QWidget *buildPrices();
    QWidget *buildHistory();
    void addAuditTable(QVBoxLayout *layout);
    void fill(const Offer &o);
    void validate();
    void priceEdited(BillingMode m);
    void addGpuSpec();
    QLabel *message(const QString &field);

    Catalog m_catalog; // a working copy: a GPU spec added here joins it
    int m_offerIndex;
    Offer m_original;
    QDate m_today;
    PriceMedians m_medians;
    QList<OfferProblem> m_problems;

    QTableWidget *m_audit = nullptr;
    QComboBox *m_provider = nullptr;
    QLineEdit *m_instance = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_gpu = nullptr;
    QLineEdit *m_gpuCount = nullptr;
    QPushButton *m_useSuggestion = nullptr;
    QPushButton *m_newGpu = nullptr;
    QString m_suggestion;
    QLineEdit *m_vcpus = nullptr;
    QLineEdit *m_ram = nullptr;
    QLineEdit *m_nvme = nullptr;
    QLineEdit *m_network = nullptr;
    QComboBox *m_rdma = nullptr;
    QComboBox *m_region = nullptr;
    QLineEdit *m_zone = nullptr;
    QComboBox *m_currency = nullptr;
    std::array<QLineEdit *, BillingModeCount> m_price{};
    std::array<QLineEdit *, BillingModeCount> m_priceAsOf{};
    std::array<bool, BillingModeCount> m_asOfTouched{};
    QLineEdit *m_spotInterruption = nullptr;
    QComboBox *m_source = nullptr;
    QLineEdit *m_asOf = nullptr;
    QLineEdit *m_validUntil = nullptr;
    QCheckBox *m_illustrative = nullptr;
    QLineEdit *m_notes = nullptr;
    QTableWidget *m_history = nullptr;
    QLabel *m_historyEmpty = nullptr;
    QHash<QString, QLabel *> m_messages; // checkOffer field -> message line
};

} // namespace gpuscout
