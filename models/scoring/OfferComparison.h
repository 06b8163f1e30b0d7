#pragma once

#include "scoring/JobFigure.h"
#include "scoring/Ranking.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace gpuscout {

// Offers side by side as text and numbers, one column per offer and one row per attribute:
// what the compare view shows and the report prints. In each comparable row the best value
// is marked: the highest for benefit rows, the lowest for prices; no mark when fewer than
// two values are known or all are equal; every column holding the best value is marked.
enum ComparisonRow {
    RankRow, ScoreRow, ComputeScoreRow, VramScoreRow, PriceScoreRow, BandwidthScoreRow,
    StabilityScoreRow,
    // With a workload: the job's figures, in JobFigure's order (JobCostRow + JobFigure).
    JobCostRow, JobHoursRow, JobInstancesRow, JobRentedPerHourRow, JobReplicasRow, JobTokensPerSecondRow,
    JobCostPerMillionTokensRow,
    ProviderRow, InstanceRow, RegionRow, GpuRow, GpuCountRow, VramRow,
    TflopsRow, PriceRow, PricePerGpuRow, TflopsPerPriceRow, NetworkRow, RdmaRow, VcpusRow,
    RamRow, StabilityRow, SpotPriceRow, SourceRow, AsOfRow, ComparisonRowCount
};

// One cell: the text people read and the number the best-value mark compares. value stays
// Unknown where the cell takes no part in the comparison (unknown, or not ranked).
struct ComparisonCell {
    QString text;
    double value = Unknown;
    QString tooltip;
};

struct ComparisonColumn {
    QString provider;
    QString instanceType;
    QString region;
    std::array<ComparisonCell, ComparisonRowCount> cells;
    std::array<bool, ComparisonRowCount> best{}; // holds the best value of the row
};

// Whether a row has figures for the ranking: the job's rows only with a workload that has
// them (jobFigureApplies); the others always. The view hides, the report skips the rest.
bool comparisonRowApplies(const RankingResult &result, int row);

QList<QString> comparisonRowKeys();                          // stable keys: "price", "vram", ...
QStringList comparisonRowLabels(const QString &currency);    // as people read them

// offerIndices are indices into result.catalog->offers; offers that are not in the ranking
// (filtered out) get the rank "not ranked" and their catalog price in their own currency.
QList<ComparisonColumn> compareOffers(const RankingResult &result, const QList<int> &offerIndices);

// "on-demand", "spot", ... inside a sentence.
QString billingModeName(BillingMode mode);

} // namespace gpuscout
