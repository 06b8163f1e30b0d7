#pragma once

#include "domain/PriceAge.h"
#include "domain/RankingView.h"
#include "scoring/JobFigure.h"
#include "scoring/Ranking.h"

#include <QAbstractTableModel>
#include <QPair>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

namespace gpuscout {

// The ranking as a table. Grouped (the default), one row per machine (provider + instance
// type) in its best-ranked region among the rows shown, with the number and price range of
// its other regions; a machine expands to list those regions under it (setExpanded). Not
// grouped, one row per feasible offer. Grouping only changes what is listed: ranks and
// scores are the engine's, over every feasible offer. Display text is for people;
// RawValueRole carries the number behind it (charts, tests), Unknown as an invalid QVariant.
// The figures are the instance's own (price per hour, total VRAM, TFLOPS, network), whatever
// the basis the scores compare on.
//
// The model sorts and filters itself instead of sitting behind a QSortFilterProxyModel:
// a proxy asks data() for every comparison, which at 100,000 rows costs seconds on each
// re-ranking; here sorting reads the engine's columns directly, the rank order needs no
// sort at all, and the text filter is computed once per filter text, not per ranking.
// The rank column always shows each offer's true rank, whatever the sort order.
//
// When the ranking is by the job (Objective::Job with a duration), the price and TFLOPS
// columns show the job's cost and hours to complete under their own headers; the hours
// carry a mark for where the time comes from (✓ measured, ≈ estimated; JobBasisText.h) and
// their tooltip names the measurement or the calibration. A serving workload fills the
// tokens-per-second column (the view hides it for other workloads).
class RankingModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Score and price come early: they are what a procurement reader looks for first.
    enum Column {
        RankColumn, ScoreColumn, ProviderColumn, InstanceColumn, RegionColumn, OtherRegionsColumn, GpuColumn,
        PriceColumn, PricePerGpuColumn, VramColumn, TflopsColumn, TflopsPerMoneyColumn,
        BandwidthColumn, StabilityColumn,
        TokensPerSecondColumn, // serving: output tokens a second over all copies
        // With a workload: what is rented (instances, their price per hour together); serving:
        // the replicas and the cost per million output tokens. New columns go last: the
        // settings name columns by key, the view places them.
        InstancesColumn, RentedPerHourColumn, ReplicasColumn, CostPerMillionTokensColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1, OfferIndexRole, PinnedRole,
                PriceFlagsRole, // PriceFlag bits of the price cells: stale or expired quotes
                NegotiatedRole, // true for a price cell at the buyer's price book price
                RegionRowRole,  // true for a region listed under its expanded machine
                ExpandedRole,   // true for a machine row whose regions are listed
                PerformanceBasisRole }; // with a workload: where the job's time comes from (performanceBasisKey)

    explicit RankingModel(QObject *parent = nullptr);

    void setResult(const RankingResult &result);
    const RankingResult &result() const { return m_result; }

    // Rows whose provider, instance type, region or GPU contain every word of the text
    // (case-insensitive; see OfferSearch).
    void setFilterText(const QString &text);
    QString filterText() const { return m_view.search; }
    // The whole view: search, column filters (VRAM at least, price at most as shown, GPUs
    // exactly; an unknown figure fails a filter set on it), hiding stale prices, the order
    // and the price period. viewChanged() follows every change, from here or from sort().
    void setView(const RankingView &view);
    const RankingView &view() const { return m_view; }
    // Another period: a price filter keeps its meaning (2 an hour becomes 1,460 a month).
    void setPricePeriod(PricePeriod period);
    // The search and filters that narrow the list, in words ("VRAM ≥ 80 GB, 8 GPUs"); empty
    // when none is set.
    QString narrowingText() const;
    // The period prices read in: the view's, except that a subscription ranked under monthly
    // billing reads per month when the view says per hour, and a job's cost has no period.
    PricePeriod pricePeriod() const;
    bool pricePeriodApplies() const { return !jobMode(); }
    // The rows as listed, by rank index (RankingResult::row), and whether a row is a region
    // listed under its machine: what an export of "what is shown" writes.
    const std::vector<std::uint32_t> &listedRankIndices() const { return m_rows; }
    bool isRegionRow(int row) const { return m_regionRow[static_cast<std::size_t>(row)] != 0; }
    // Stable column keys (rankingColumnKeys()) and back; -1 for an unknown key.
    static QString columnKey(int column);
    static int columnFromKey(const QString &key);
    // One row per machine (true, the default) or one per offer.
    void setGrouped(bool grouped);
    bool isGrouped() const { return m_grouped; }
    // Lists the other regions of the machine of a row under it, or folds them away.
    void setExpanded(int row, bool expanded);
    void toggleExpanded(int row);
    bool isExpanded(int row) const;
    // Offers left out of the rows, by position in the result's PreparedOffers (1 = hidden),
    // e.g. those dominated on all five criteria; the rank column keeps their true ranks
    // counting. Null, or a set of another size than the ranking, hides nothing.
    void setHiddenOffers(std::shared_ptr<const std::vector<char>> byPosition);
    // Catalog offer indices shown with a pin.
    void setPinnedOffers(const QList<int> &offerIndices);
    // Prices quoted longer ago than this are flagged (PriceFlagsRole, tooltip).
    void setStaleAfterDays(int days);
    int staleAfterDays() const { return m_staleAfterDays; }
    void setToday(const QDate &today); // tests; the current date otherwise
    // Most ranked prices are older than the stale limit (a catalog not updated for months):
    // the window says so once, in a banner, and the per-row stale marker is left off (it
    // would be on nearly every row and mean nothing); expired quotes keep theirs.
    bool mostlyStale() const { return m_rankedWithAge > 0 && m_staleRanked * 2 > m_rankedWithAge; }
    int staleRankedCount() const { return m_staleRanked; }
    int rankedCount() const { return static_cast<int>(m_result.size()); }
    QString newestStaleAsOf() const { return m_newestStaleAsOf; } // YYYY-MM-DD

Q_SIGNALS:
    void staleSummaryChanged();
    void viewChanged();

public:

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Ranked offers that pass the search and are not hidden (with one row per machine, the
    // other regions folded under a row count too), and whether the search or hiding leaves any out.
    int shownOfferCount() const { return m_shownOffers; }
    bool isNarrowed() const { return m_shownOffers < static_cast<int>(m_result.size()); }
    int offerIndexAt(int row) const;
    // The ranking is of a serving workload: the tokens-per-second column has figures.
    bool hasServingFigures() const;
    // The column has figures for this ranking: a job's columns only with a workload that
    // has them (JobFigure); every other column always.
    bool columnApplies(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const RankedRow &row, std::uint32_t rankIndex, int column) const;
    // The number a figure column shows: the instance's own, or the job's cost and hours.
    double columnValue(const RankedRow &row, std::uint32_t rankIndex, int column) const;
    QString moneyRange(const OtherRegions &other) const;
    QString otherRegionsCell(std::uint32_t rankIndex, int row) const;
    QString tooltip(const RankedRow &row, std::uint32_t rankIndex, int column) const;
    QString jobText(std::uint32_t rankIndex) const;
    static std::optional<JobFigure> jobFigureOf(int column); // the job figure a column shows, if any
    const OfferJob *jobAt(std::uint32_t rankIndex) const; // null without a workload
    // The job's hours (or tokens a second) with the mark of their basis.
    QString markedJobFigure(std::uint32_t rankIndex, double value, int decimals) const;
    // Objective::Job: the price column holds the job's total cost and the TFLOPS column its
    // hours to complete; the engine marks it by ranking compute as lower-is-better.
    bool jobMode() const;
    // What an hourly price is multiplied by to read in pricePeriod().
    double periodHours() const { return pricePeriodHours(pricePeriod()); }
    PricePeriod periodFor(PricePeriod chosen) const;
    void rebuildRows();
    // Runs a change that only reorders, adds or drops rows of offers as a layout change:
    // persistent indexes (the view's selection, its current cell) follow their offers, and
    // those whose offer is no longer listed become invalid.
    void relayout(const std::function<void()> &change);
    void sortRows(std::vector<std::uint32_t> &rows) const;
    bool shown(std::uint32_t rankIndex) const; // passes the filter and is not hidden
    bool passesColumnFilters(std::uint32_t rankIndex) const;
    QPair<int, QString> machineKey(std::uint32_t rankIndex) const;
    void rebuildFilter();
    void rebuildAges();
    QString sourceText(const RankedRow &r) const; // "aws-pricing, as of 2026-01-19"
    QString ageText(const RankedRow &row) const;
    double numericKey(std::uint32_t rankIndex, int column) const;
    QString textKey(std::uint32_t rankIndex, int column) const;

    RankingResult m_result;
    std::vector<std::uint32_t> m_rows; // view row -> rank index
    std::vector<char> m_regionRow;     // view row -> 1 for a region under its expanded machine
    int m_shownOffers = 0;
    int m_staleRanked = 0;
    int m_rankedWithAge = 0;
    QString m_newestStaleAsOf;
    void updateStaleSummary();
    bool m_grouped = true;
    QSet<QPair<int, QString>> m_expanded; // machines (provider, instance type) listed region by region
    RankingView m_view; // search and filters; the sort is m_sortColumn / m_sortOrder
    std::vector<char> m_offerMatches;  // by catalog offer index; empty = no filter
    std::shared_ptr<const std::vector<char>> m_hidden; // by position
    std::shared_ptr<const Catalog> m_filteredCatalog;
    QList<int> m_pinned;
    // Ages of the prices under the ranking's billing mode, worked out once per catalog.
    PriceAges m_ages;
    std::shared_ptr<const Catalog> m_agesCatalog;
    BillingMode m_agesBilling = BillingMode::OnDemand;
    int m_staleAfterDays = PriceAges::DefaultStaleAfterDays;
    QDate m_today = QDate::currentDate();
    int m_sortColumn = RankColumn;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace gpuscout
