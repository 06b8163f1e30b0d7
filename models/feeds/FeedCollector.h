#pragma once

#include "domain/Availability.h"
#include "domain/BillingMode.h"
#include "domain/Source.h"
#include "domain/Unknown.h"
#include "feeds/FeedSource.h"
#include "feeds/InstanceDirectory.h"
#include "import/ImportRecord.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <utility>

namespace gpuscout {

// One price a vendor's list states for an instance type in a region, per hour.
struct FeedPrice {
    QString instanceType;
    QString region;
    BillingMode mode = BillingMode::OnDemand;
    double perHour = Unknown;
    QString currency;
    QString effective;            // the vendor's effective date of the price, YYYY-MM-DD
    QString where;                // where the feed states it, for messages ("us-east-1 offer file, SKU ...")
    // What the feed itself says about the instance (Unknown/empty: take the catalog's).
    double gpuCount = Unknown;
    double vcpus = Unknown;
    double ramGib = Unknown;
    QString gpuName;              // ec2instances.info names the model; the others do not
    // A fraction of spot instances reclaimed per month, when the vendor publishes one
    // (Alibaba's DescribeSpotAdvice); Unknown otherwise.
    double spotInterruption = Unknown;
    // The account's own price per hour after its discounts, where the API states it beside
    // the list price (Alibaba TradePrice, Huawei amount); Unknown otherwise.
    double accountPerHour = Unknown;
    // The stock the vendor reports for the instance type where this price was read.
    Availability availability = Availability::NotStated;
};

// Gathers a feed's prices into import records, one per instance type and region, and
// says what it left out. The readers only parse; the rules shared by every source live
// here:
// - a region outside the chosen ones is ignored;
// - an instance type the catalog does not know is left out and named in one warning
//   (its GPU model cannot be told from the price list), unless the feed names a GPU
//   the catalog knows;
// - a price of 0 is a placeholder (AWS capacity-block twins, withdrawn meters): left
//   out and counted in a warning; a negative or unreadable price rejects its item;
// - two prices for the same instance, region and billing mode: the later effective date
//   wins, and on the same date the lower (a warning counts them); the account's price
//   goes with the list price it was quoted beside;
// - the stock of an instance type in a region is the best any of its zones or prices
//   reports (in stock, then low, then sold out).
// Each price belongs to the edition of the feed it came from (beginEdition), whose
// Source carries the feed's name, its publication or fetch date and URL.
class FeedCollector
{
public:
    FeedCollector(FeedSource source, InstanceDirectory instances, QStringList regions);

    FeedSource source() const { return m_source; }
    const InstanceDirectory &instances() const { return m_instances; }
    QString provider() const { return m_provider; }

    void beginEdition(const Source &edition);
    const Source &edition() const { return m_edition; }
    bool wantsRegion(const QString &region) const;

    void add(const FeedPrice &price);
    void reject(const QString &where, const QString &column, const QString &message);
    void warn(const QString &message);

    int recordCount() const { return static_cast<int>(m_entries.size()); }
    int rejectedCount() const { return static_cast<int>(m_rejected.size()); }
    int priceCount() const { return m_prices; }

    // The records so far (sorted by instance type and region), the sources they name and
    // the warnings, as an import document named `name`.
    ImportDocument document(const QString &name) const;

private:
    struct Entry {
        ImportRecord record;
        std::array<QString, BillingModeCount> effective;
    };

    FeedSource m_source;
    QString m_provider;
    InstanceDirectory m_instances;
    QSet<QString> m_regions; // empty: every region
    Source m_edition;
    QHash<QString, Source> m_editions;          // by key
    QHash<QString, std::pair<QString, QString>> m_effectiveRange; // edition key -> first, last effective date
    QHash<QString, Entry> m_entries;            // lower-case instance + region
    QList<ImportIssue> m_rejected;
    QStringList m_warnings;
    QSet<QString> m_unknownInstances;
    int m_zeroPrices = 0;
    QString m_firstZero;
    int m_conflicts = 0;
    int m_sequence = 0;
    int m_prices = 0;
};

} // namespace gpuscout
