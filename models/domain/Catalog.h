#pragma once

#include "domain/BillingMode.h"
#include "domain/CurrencyRates.h"
#include "domain/GpuSpec.h"
#include "domain/Measurement.h"
#include "domain/PriceAudit.h"
#include "domain/PriceTerm.h"
#include "domain/Offer.h"
#include "domain/Provider.h"
#include "domain/Source.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace gpuscout {

class PerformanceModel;

// A price an update replaced, kept so that the offer's detail can show its history.
struct PriceChange {
    qint64 offerId = 0;
    BillingMode billing = BillingMode::OnDemand;
    double pricePerHour = 0;
    QString currency;
    QString asOf;       // when the old price was quoted
    QString replacedOn; // the date of the update that replaced it
    bool operator==(const PriceChange &) const = default;
};

// The whole catalog in memory, as plain data: what the scoring engine reads.
struct Catalog {
    QList<GpuSpec> gpus;
    QList<Provider> providers;
    QList<Source> sources;
    QList<Offer> offers;
    QHash<QString, QString> gpuAliases; // lower-case alias -> canonical model
    QList<PriceChange> priceHistory;    // replaced prices, oldest first
    // False when the catalog was read without its price history (and a team catalog's audit
    // trail) for a command that shows neither: 5,000,000 history rows made `rank` take 1.8 s
    // and 514 MB. Such a catalog never replaces one read with its history (CatalogDatabase::
    // update refuses); a view that shows history reads it through a PriceHistorySource.
    bool historyLoaded = true;
    // A team catalog's audit trail, oldest first (read only: the server writes it; empty
    // for a catalog file).
    QList<PriceAuditEntry> priceAudit;
    CurrencyRates rates = CurrencyRates::defaults();
    // The buyer's negotiated prices (domain/PriceBook.h applies them to a ranking's copy).
    QList<PriceTerm> priceBook;
    // A team catalog whose price book this login may not read: it ranks on list prices.
    bool priceBookHidden = false;
    // Measured performance: benchmark results shipped with the catalog and the buyer's trial runs.
    QList<Measurement> measurements;
    // The performance model fitted on `measurements` and `gpus` (perf/PerformanceModel.h), set
    // by whoever reads or writes the catalog; null: the scoring engine fits one when it needs it.
    std::shared_ptr<const PerformanceModel> performance;

    int gpuIndex(const QString &modelOrAlias) const;     // -1 if unknown
    int providerIndex(const QString &keyOrName) const;   // -1 if unknown
    int sourceIndex(const QString &key) const;
    QStringList regions() const;                         // sorted, distinct
    QStringList providerKeys() const;
    QStringList gpuModels() const;
    // The ids of the offers of these GPU models (canonical names), in catalog order.
    QList<qint64> offerIdsOfGpus(const QStringList &models) const;
};

// Reads the stored price history of some offers (oldest first), for a catalog held without
// it: the window's catalog, so that years of daily feeds do not slow its opening.
using PriceHistorySource = std::function<QList<PriceChange>(const QList<qint64> &offerIds)>;

// `catalog` with `history` as its price history: what a chart or a report reads. Its lists
// are shared with `catalog`; historyLoaded is left as it was.
Catalog withPriceHistory(const Catalog &catalog, QList<PriceChange> history);

} // namespace gpuscout
