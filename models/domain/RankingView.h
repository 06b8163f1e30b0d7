#pragma once

#include "domain/Unknown.h"

#include <QString>
#include <QStringList>

namespace gpuscout {

// The period the ranking's prices are shown in. Prices are stored per hour; a month is 730
// hours and a year 8,760, the figures the vendors' own monthly prices use.
enum class PricePeriod { Hour, Month, Year };
QString pricePeriodKey(PricePeriod p);                  // hour | month | year
bool pricePeriodFromKey(const QString &key, PricePeriod *out);
QStringList pricePeriodKeys();
double pricePeriodHours(PricePeriod p);                 // 1, 730, 8760

// The ranking table's columns by stable key, in RankingModel::Column order: the settings
// (hidden columns) and the scenario's sort name columns by these, so a new column does not
// shift what was remembered.
QStringList rankingColumnKeys();

// How the ranking table is looked at: what it lists and in which order, and the period its
// prices read in. It narrows the listing only: ranks, scores and normalisation stay the
// engine's, over every feasible offer (to rank only within a budget, use the constraints).
// Saved with the scenario, so `catalog export --what ranking --scenario FILE` writes the
// rows the window shows, in its order and period.
struct RankingView {
    QString search;              // every word in the provider, instance type, region or GPU
    double minVramGb = Unknown;  // the instance's total VRAM at least this
    // The price column as shown at most this: per period in the display currency, or the
    // job's total cost when a job is compared.
    double maxPrice = Unknown;
    double gpuCount = Unknown;   // exactly this many GPUs in the instance
    bool hideStale = false;      // leave out prices quoted longer ago than the stale limit
    PricePeriod period = PricePeriod::Hour;
    QString sortColumn;          // a ranking column's key (RankingModel::columnKey); empty = by rank
    bool sortDescending = false;

    // A filter beyond the search text is set.
    bool hasFilters() const { return isKnown(minVramGb) || isKnown(maxPrice) || isKnown(gpuCount) || hideStale; }
    void clearFilters() { minVramGb = maxPrice = gpuCount = Unknown; hideStale = false; } // the search, order and period stay
    bool operator==(const RankingView &other) const;
};

} // namespace gpuscout
