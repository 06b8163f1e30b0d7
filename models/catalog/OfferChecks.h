#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"

#include <QHash>
#include <QList>
#include <QString>

namespace gpuscout {

struct Catalog;
struct Offer;

// What is wrong with an offer. Errors stop a save or an import of that row; warnings are
// shown and the row is kept (the catalog build flags the same things, see build_report.md).
struct OfferProblem {
    enum class Severity { Error, Warning };
    enum class Kind {
        MissingField,     // provider, instance type, region or currency empty
        UnknownProvider,
        UnknownGpu,       // suggestion holds the closest known spelling, if any
        BadGpuCount,      // not above 0
        BadPrice,         // not above 0
        NoPrice,          // no billing mode has a price: a warning, the offer needs a quote
        BadCurrency,      // not a three-letter code
        BadNumber,        // vCPUs, RAM, ... negative; spot interruption outside 0..1
        BadDate,          // as-of or valid-until not YYYY-MM-DD
        SpotAboveOnDemand,
        PriceOutlier,     // per-GPU-hour far from the median for the same GPU
        QuoteExpired,     // valid-until in the past
    };
    Severity severity = Severity::Error;
    Kind kind = Kind::MissingField;
    QString field;       // the column it is about: "gpu", "on_demand", ...
    QString message;     // translated, complete sentence
    QString suggestion;  // e.g. the closest GPU model
};

// Per-GPU-hour on-demand medians, per (GPU model, currency): the median of each provider's
// own median, so a provider with fifty regions counts once. Illustrative rows do not count;
// a GPU offered by fewer than two providers has no yardstick. Same rule as the catalog
// build (resources/catalog/build_catalog.py).
class PriceMedians
{
public:
    static constexpr double OutlierFactor = 5.0;

    PriceMedians() = default;
    explicit PriceMedians(const Catalog &catalog);
    // Unknown when there is no yardstick. Not for use from two threads at once: the last
    // answer is kept (an import asks for the same GPU and currency 100,000 times, and each
    // key took three allocations).
    double median(const QString &gpuModel, const QString &currency) const;

private:
    QHash<QString, double> m_median; // "model\ncurrency"
    mutable QString m_lastModel;
    mutable QString m_lastCurrency;
    mutable double m_lastMedian = 0;
    mutable bool m_hasLast = false;
};

// The closest of `candidates` to `name` by edit distance (case-insensitive), or empty when
// nothing is close (more than a third of the name would have to change).
QString closestName(const QStringList &candidates, const QString &name);
// The closest GPU model or alias to `name` by edit distance (case-insensitive), or empty
// when nothing is close (more than a third of the name would have to change).
QString closestGpuName(const Catalog &catalog, const QString &name);

// Checks one offer against the catalog it belongs (or will belong) to. today is the date
// quotes are judged expired against (YYYY-MM-DD).
QList<OfferProblem> checkOffer(const Catalog &catalog, const Offer &offer, const PriceMedians &medians,
                               const QString &today);

bool isIsoDate(const QString &text);
bool hasErrors(const QList<OfferProblem> &problems);

} // namespace gpuscout
