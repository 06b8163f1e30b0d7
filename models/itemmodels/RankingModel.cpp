#include "itemmodels/RankingModel.h"

#include "scoring/OfferComparison.h"

#include "itemmodels/JobBasisText.h"
#include "itemmodels/OfferSearch.h"

#include "domain/Format.h"
#include "domain/PriceBook.h"
#include "domain/Stability.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <functional>

namespace gpuscout {

namespace {

QVariant orInvalid(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

} // namespace

QString RankingModel::moneyRange(const OtherRegions &other) const
{
    if (!isKnown(other.minPrice))
        return unknownText();
    const double hours = periodHours(); // the period the price column reads in
    if (other.minPrice == other.maxPrice)
        return formatMoney(other.minPrice * hours, m_result.currency);
    return tr("%1–%2").arg(formatMoney(other.minPrice * hours, m_result.currency), formatMoney(other.maxPrice * hours, m_result.currency));
}

QString RankingModel::otherRegionsCell(std::uint32_t rankIndex, int row) const
{
    const OtherRegions other = otherRegions(m_result, rankIndex);
    if (other.count == 0)
        return QStringLiteral("–");
    return tr("%1 +%2 · %3").arg(isExpanded(row) ? QStringLiteral("▾") : QStringLiteral("▸")).arg(other.count).arg(moneyRange(other));
}

RankingModel::RankingModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RankingModel::setResult(const RankingResult &result)
{
    // A weight change keeps the same offers and only reorders them: a layout change keeps
    // the view's scroll position and selection (following each offer to its new row) and
    // costs the view far less than a reset.
    const bool reorderOnly = result.prepared && result.prepared == m_result.prepared
        && result.catalog == m_result.catalog && result.size() == m_result.size() && result.size() > 0;
    if (!reorderOnly) {
        beginResetModel();
        m_result = result;
        if (m_result.catalog != m_filteredCatalog)
            rebuildFilter();
        if (m_result.catalog != m_agesCatalog || m_result.billing != m_agesBilling)
            rebuildAges();
        rebuildRows();
        endResetModel();
        updateStaleSummary();
        return;
    }
    relayout([this, &result] {
        m_result = result;
        rebuildRows();
    });
}

void RankingModel::relayout(const std::function<void()> &change)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> offers;
    offers.reserve(before.size());
    for (const QModelIndex &index : before)
        offers << offerIndexAt(index.row());
    change();
    if (!before.isEmpty()) {
        QHash<int, int> rowOfOffer;
        for (int row = 0; row < rowCount(); ++row)
            rowOfOffer.insert(offerIndexAt(row), row);
        QModelIndexList after;
        after.reserve(before.size());
        for (int i = 0; i < before.size(); ++i) {
            const int row = rowOfOffer.value(offers[i], -1);
            after << (row < 0 ? QModelIndex() : index(row, before[i].column()));
        }
        changePersistentIndexList(before, after);
    }
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RankingModel::setFilterText(const QString &text)
{
    RankingView v = view();
    v.search = text;
    setView(v);
}

QString RankingModel::columnKey(int column)
{
    Q_ASSERT(rankingColumnKeys().size() == ColumnCount);
    return rankingColumnKeys().value(column);
}

int RankingModel::columnFromKey(const QString &key)
{
    return static_cast<int>(rankingColumnKeys().indexOf(key));
}

void RankingModel::setView(const RankingView &wanted)
{
    RankingView v = wanted;
    const int column = v.sortColumn.isEmpty() ? int(RankColumn) : columnFromKey(v.sortColumn);
    if (column < 0)
        v.sortColumn.clear(); // a column this version does not have: by rank
    if (v == m_view)
        return;
    const bool searchChanged = v.search != m_view.search;
    const bool periodChanged = v.period != m_view.period;
    RankingView sameOrder = v;
    sameOrder.sortColumn = m_view.sortColumn;
    sameOrder.sortDescending = m_view.sortDescending;
    const bool sortOnly = sameOrder == m_view;
    if (sortOnly) {
        // The selection and current cell follow their offers to their sorted rows.
        relayout([this, &v, column] {
            m_view = v;
            m_sortColumn = std::max(0, column);
            m_sortOrder = v.sortDescending ? Qt::DescendingOrder : Qt::AscendingOrder;
            rebuildRows();
        });
    } else {
        beginResetModel();
        m_view = v;
        m_sortColumn = std::max(0, column);
        m_sortOrder = v.sortDescending ? Qt::DescendingOrder : Qt::AscendingOrder;
        if (searchChanged)
            rebuildFilter();
        rebuildRows();
        endResetModel();
    }
    if (periodChanged)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    Q_EMIT viewChanged();
}

void RankingModel::setPricePeriod(PricePeriod period)
{
    if (period == m_view.period)
        return;
    RankingView v = m_view;
    const double before = periodHours();
    v.period = period;
    if (isKnown(v.maxPrice) && !jobMode())
        v.maxPrice = v.maxPrice * pricePeriodHours(periodFor(period)) / before;
    setView(v);
}

QString RankingModel::narrowingText() const
{
    QStringList parts;
    if (!OfferSearch(m_view.search).isEmpty())
        parts << tr("the search “%1”").arg(m_view.search.trimmed());
    if (isKnown(m_view.minVramGb))
        parts << tr("VRAM ≥ %1 GB").arg(formatNumber(m_view.minVramGb, 0));
    if (isKnown(m_view.maxPrice)) {
        const QString money = formatMoney(m_view.maxPrice, m_result.currency.isEmpty() ? QStringLiteral("USD") : m_result.currency);
        parts << (jobMode() ? tr("job cost ≤ %1").arg(money)
                  : pricePeriod() == PricePeriod::Month ? tr("price ≤ %1 a month").arg(money)
                  : pricePeriod() == PricePeriod::Year  ? tr("price ≤ %1 a year").arg(money)
                                                        : tr("price ≤ %1 an hour").arg(money));
    }
    if (isKnown(m_view.gpuCount))
        parts << tr("GPUs = %1").arg(formatGpuCount(m_view.gpuCount));
    if (m_view.hideStale)
        parts << tr("stale prices hidden");
    return parts.join(tr(", "));
}

PricePeriod RankingModel::pricePeriod() const
{
    return periodFor(m_view.period);
}

PricePeriod RankingModel::periodFor(PricePeriod chosen) const
{
    if (!m_result.prepared || jobMode())
        return PricePeriod::Hour;
    if (chosen == PricePeriod::Hour && m_result.billing == BillingMode::Monthly)
        return PricePeriod::Month; // a subscription reads as it is bought
    return chosen;
}

void RankingModel::setGrouped(bool grouped)
{
    if (grouped == m_grouped)
        return;
    beginResetModel();
    m_grouped = grouped;
    rebuildRows();
    endResetModel();
}

QPair<int, QString> RankingModel::machineKey(std::uint32_t rankIndex) const
{
    const Offer &o = m_result.catalog->offers[m_result.offerIndexAt(rankIndex)];
    return {o.provider, o.instanceType};
}

bool RankingModel::isExpanded(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    return m_expanded.contains(machineKey(m_rows[static_cast<std::size_t>(row)]));
}

void RankingModel::setExpanded(int row, bool expanded)
{
    if (row < 0 || row >= rowCount() || isExpanded(row) == expanded)
        return;
    // The rows of one machine come and go under it: a layout change keeps the selection and
    // the scroll position on the rows that stay.
    const QPair<int, QString> key = machineKey(m_rows[static_cast<std::size_t>(row)]);
    relayout([this, &key, expanded] {
        if (expanded)
            m_expanded.insert(key);
        else
            m_expanded.remove(key);
        rebuildRows();
    });
}

void RankingModel::toggleExpanded(int row)
{
    setExpanded(row, !isExpanded(row));
}

void RankingModel::setHiddenOffers(std::shared_ptr<const std::vector<char>> byPosition)
{
    if (byPosition == m_hidden)
        return;
    beginResetModel();
    m_hidden = std::move(byPosition);
    rebuildRows();
    endResetModel();
}

void RankingModel::setPinnedOffers(const QList<int> &offerIndices)
{
    m_pinned = offerIndices;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, RankColumn), index(rowCount() - 1, RankColumn), {PinnedRole});
}

void RankingModel::setStaleAfterDays(int days)
{
    if (days == m_staleAfterDays)
        return;
    m_staleAfterDays = days;
    updateStaleSummary();
    if (m_view.hideStale) {
        beginResetModel();
        rebuildRows();
        endResetModel();
    }
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceColumn), {PriceFlagsRole});
}

void RankingModel::updateStaleSummary()
{
    int stale = 0;
    int dated = 0;
    QString newest;
    if (m_result.catalog) {
        // The offer's index alone: a whole row (every criterion's figures) for each of
        // 100,000 offers was 14 ms of the window's first show.
        for (std::size_t i = 0; i < m_result.size(); ++i) {
            const int offer = m_result.offerIndexAt(i);
            if (m_ages.days(offer) == PriceAges::NoAge)
                continue;
            ++dated;
            if (m_ages.stale(offer, m_staleAfterDays)) {
                ++stale;
                const QString asOf = m_result.catalog->offers[offer].priceAsOfFor(m_result.billing);
                if (asOf > newest)
                    newest = asOf;
            }
        }
    }
    if (stale == m_staleRanked && dated == m_rankedWithAge && newest == m_newestStaleAsOf)
        return;
    m_staleRanked = stale;
    m_rankedWithAge = dated;
    m_newestStaleAsOf = newest;
    Q_EMIT staleSummaryChanged();
}

void RankingModel::setToday(const QDate &today)
{
    m_today = today;
    rebuildAges();
    updateStaleSummary();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceColumn), {PriceFlagsRole});
}

void RankingModel::rebuildAges()
{
    m_agesCatalog = m_result.catalog;
    m_agesBilling = m_result.billing;
    m_ages = m_result.catalog ? PriceAges(*m_result.catalog, m_result.billing, m_today) : PriceAges();
}

QString RankingModel::sourceText(const RankedRow &r) const
{
    return tr("%1, as of %2%3").arg(r.offer->source, r.offer->asOf,
                                    r.offer->illustrative ? tr(" (illustrative figure, not a quote)") : QString());
}

QString RankingModel::ageText(const RankedRow &r) const
{
    const int offer = static_cast<int>(r.offer - m_result.catalog->offers.constData());
    QStringList lines;
    const QString age = priceAgeText(r.offer->priceAsOfFor(m_result.billing), m_ages.days(offer));
    if (!age.isEmpty())
        lines << tr("%1 price %2").arg(billingModeName(m_result.billing), age);
    if (m_ages.stale(offer, m_staleAfterDays))
        lines << tr("Stale: older than %n day(s) (the limit is set in Catalog → Edit Catalog)", nullptr,
                    m_staleAfterDays);
    if (m_ages.expired(offer))
        lines << tr("The vendor's quote expired on %1").arg(r.offer->validUntil);
    return lines.join(u'\n');
}

void RankingModel::sort(int column, Qt::SortOrder order)
{
    RankingView v = m_view;
    v.sortColumn = column <= RankColumn || column >= ColumnCount ? QString() : columnKey(column);
    v.sortDescending = order == Qt::DescendingOrder;
    setView(v);
}

int RankingModel::offerIndexAt(int row) const
{
    return m_result.prepared->offer[m_result.ranking->order[m_rows[static_cast<std::size_t>(row)]]];
}

void RankingModel::rebuildFilter()
{
    m_filteredCatalog = m_result.catalog;
    m_offerMatches.clear();
    const OfferSearch search(m_view.search);
    if (search.isEmpty() || !m_result.catalog)
        return;
    const Catalog &c = *m_result.catalog;
    m_offerMatches.resize(static_cast<std::size_t>(c.offers.size()), 0);
    for (int i = 0; i < c.offers.size(); ++i)
        m_offerMatches[static_cast<std::size_t>(i)] = search.matches(c, c.offers[i]) ? 1 : 0;
}

double RankingModel::numericKey(std::uint32_t rankIndex, int column) const
{
    const std::uint32_t pos = m_result.ranking->order[rankIndex];
    const PreparedOffers &p = *m_result.prepared;
    switch (column) {
    case StabilityColumn: return p.rawValue(pos, Criterion::Stability);
    case ScoreColumn: return m_result.ranking->score[pos];
    case OtherRegionsColumn: return otherRegions(m_result, rankIndex).count;
    case VramColumn:
    case TflopsColumn:
    case PriceColumn:
    case BandwidthColumn:
    case PricePerGpuColumn:
    case TflopsPerMoneyColumn:
    case TokensPerSecondColumn:
    case InstancesColumn:
    case RentedPerHourColumn:
    case ReplicasColumn:
    case CostPerMillionTokensColumn: return columnValue(m_result.row(rankIndex), rankIndex, column);
    default: return static_cast<double>(rankIndex);
    }
}

double RankingModel::columnValue(const RankedRow &r, std::uint32_t rankIndex, int column) const
{
    const OfferJob *job = jobMode() ? &m_result.prepared->job[m_result.ranking->order[rankIndex]] : nullptr;
    switch (column) {
    case VramColumn: return r.vramTotalGb();
    case TflopsColumn: return job ? job->hours : r.tflops;
    case PriceColumn: return job ? job->costTotal : r.hourlyPrice;
    case PricePerGpuColumn: return r.pricePerGpuHour();
    case TflopsPerMoneyColumn: return r.tflopsPerMoney();
    case BandwidthColumn: return r.networkGbps();
    case TokensPerSecondColumn:
    case InstancesColumn:
    case RentedPerHourColumn:
    case ReplicasColumn:
    case CostPerMillionTokensColumn: {
        const OfferJob *j = columnApplies(column) ? jobAt(rankIndex) : nullptr;
        return j ? jobFigureValue(*j, *jobFigureOf(column)) : Unknown;
    }
    default: return Unknown;
    }
}

const OfferJob *RankingModel::jobAt(std::uint32_t rankIndex) const
{
    const PreparedOffers &p = *m_result.prepared;
    return p.job.empty() ? nullptr : &p.job[m_result.ranking->order[rankIndex]];
}

bool RankingModel::hasServingFigures() const
{
    return m_result.prepared && m_result.prepared->serving && !m_result.prepared->job.empty();
}

std::optional<JobFigure> RankingModel::jobFigureOf(int column)
{
    switch (column) {
    case TokensPerSecondColumn: return JobFigure::TokensPerSecond;
    case InstancesColumn: return JobFigure::Instances;
    case RentedPerHourColumn: return JobFigure::RentedPerHour;
    case ReplicasColumn: return JobFigure::Replicas;
    case CostPerMillionTokensColumn: return JobFigure::CostPerMillionTokens;
    default: return std::nullopt;
    }
}

bool RankingModel::columnApplies(int column) const
{
    const std::optional<JobFigure> figure = jobFigureOf(column);
    return !figure || (m_result.prepared && jobFigureApplies(*m_result.prepared, *figure));
}

QString RankingModel::markedJobFigure(std::uint32_t rankIndex, double value, int decimals) const
{
    const OfferJob *job = jobAt(rankIndex);
    const QString mark = job && isKnown(value) ? basisMark(*job) : QString();
    return mark.isEmpty() ? formatNumber(value, decimals) : mark + u' ' + formatNumber(value, decimals);
}

QString RankingModel::textKey(std::uint32_t rankIndex, int column) const
{
    const Catalog &c = *m_result.catalog;
    const Offer &o = c.offers[m_result.prepared->offer[m_result.ranking->order[rankIndex]]];
    switch (column) {
    case ProviderColumn: return o.provider >= 0 ? providerDisplayName(c.providers[o.provider]) : QString();
    case InstanceColumn: return o.instanceType;
    case RegionColumn: return regionDisplayName(o.region);
    case GpuColumn: return o.gpu >= 0 ? c.gpus[o.gpu].model : QString();
    default: return {};
    }
}

bool RankingModel::shown(std::uint32_t rankIndex) const
{
    const std::uint32_t pos = m_result.ranking->order[rankIndex];
    // A hidden set made for other prepared offers (a prepare in between) hides nothing.
    if (m_hidden && m_hidden->size() == m_result.size() && (*m_hidden)[pos])
        return false;
    if (!m_offerMatches.empty() && !m_offerMatches[static_cast<std::size_t>(m_result.prepared->offer[pos])])
        return false;
    return !m_view.hasFilters() || passesColumnFilters(rankIndex);
}

bool RankingModel::passesColumnFilters(std::uint32_t rankIndex) const
{
    // An unknown figure fails a filter set on it: "VRAM at least 80 GB" cannot be vouched for.
    const RankedRow r = m_result.row(rankIndex);
    if (isKnown(m_view.minVramGb) && !(r.vramTotalGb() >= m_view.minVramGb))
        return false;
    if (isKnown(m_view.gpuCount) && std::abs(r.offer->gpuCount - m_view.gpuCount) > 1e-9)
        return false;
    if (isKnown(m_view.maxPrice)) {
        // Against the figure as shown (per period, or the job's cost), with room for the cents
        // the person typed from the rounded display.
        const double shown = columnValue(r, rankIndex, PriceColumn) * periodHours();
        if (!(shown <= m_view.maxPrice * (1 + 1e-9)))
            return false;
    }
    if (m_view.hideStale) {
        const int offer = static_cast<int>(r.offer - m_result.catalog->offers.constData());
        if (m_ages.stale(offer, m_staleAfterDays))
            return false;
    }
    return true;
}

void RankingModel::rebuildRows()
{
    m_rows.clear();
    m_regionRow.clear();
    const std::size_t n = m_result.size();
    m_shownOffers = 0;
    if (!m_grouped || !m_result.groups) {
        m_rows.reserve(n);
        for (std::uint32_t k = 0; k < n; ++k) {
            if (shown(k))
                m_rows.push_back(k);
        }
        m_shownOffers = static_cast<int>(m_rows.size());
        sortRows(m_rows);
        m_regionRow.assign(m_rows.size(), 0);
        return;
    }
    // Each machine is listed once, at its best-ranked offer among those shown; one pass also
    // counts the offers shown (a slider step at 100,000 offers walks them once, not twice).
    const MachineGroups &g = *m_result.groups;
    std::vector<char> listed(g.size(), 0);
    std::vector<std::uint32_t> machines;
    for (std::uint32_t k = 0; k < n; ++k) {
        if (!shown(k))
            continue;
        ++m_shownOffers;
        const std::uint32_t group = g.groupOfRank[k];
        if (!listed[group]) {
            listed[group] = 1;
            machines.push_back(k);
        }
    }
    sortRows(machines);
    m_rows.reserve(machines.size());
    for (std::uint32_t k : machines) {
        m_rows.push_back(k);
        m_regionRow.push_back(0);
        if (m_expanded.isEmpty() || !m_expanded.contains(machineKey(k)))
            continue;
        const std::uint32_t group = g.groupOfRank[k];
        for (std::uint32_t m = g.start[group]; m < g.start[group + 1]; ++m) {
            const std::uint32_t member = g.members[m];
            if (member != k && shown(member)) {
                m_rows.push_back(member);
                m_regionRow.push_back(1);
            }
        }
    }
}

void RankingModel::sortRows(std::vector<std::uint32_t> &rows) const
{
    const std::size_t n = m_result.size();
    if (m_sortColumn == RankColumn) {
        if (m_sortOrder == Qt::DescendingOrder)
            std::reverse(rows.begin(), rows.end());
        return;
    }
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    // Ties keep rank order; unknown values go last in either direction.
    if ((m_sortColumn >= ProviderColumn && m_sortColumn <= RegionColumn) || m_sortColumn == GpuColumn) {
        std::vector<QString> keys(n);
        for (std::uint32_t k : rows)
            keys[k] = textKey(k, m_sortColumn);
        std::stable_sort(rows.begin(), rows.end(), [&](std::uint32_t a, std::uint32_t b) {
            const int cmp = QString::compare(keys[a], keys[b], Qt::CaseInsensitive);
            return descending ? cmp > 0 : cmp < 0;
        });
        return;
    }
    std::vector<double> keys(n);
    for (std::uint32_t k : rows)
        keys[k] = numericKey(k, m_sortColumn);
    std::stable_sort(rows.begin(), rows.end(), [&](std::uint32_t a, std::uint32_t b) {
        const double x = keys[a];
        const double y = keys[b];
        if (!isKnown(x) || !isKnown(y))
            return isKnown(x) && !isKnown(y);
        return descending ? x > y : x < y;
    });
}

int RankingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RankingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RankingModel::rawValue(const RankedRow &r, std::uint32_t rankIndex, int column) const
{
    switch (column) {
    case RankColumn: return r.rank;
    case ProviderColumn: return r.provider ? providerDisplayName(*r.provider) : QString();
    // Ranked only on request, and marked wherever they show: illustrative prices, and GPUs
    // the vendor's own table does not name.
    case InstanceColumn: {
        const QString name = r.offer->illustrative ? tr("%1 (illustrative)").arg(r.offer->instanceType) : r.offer->instanceType;
        // Sold out is flagged, not hidden: stock changes by the hour and may be reserved.
        return r.offer->availability == Availability::SoldOut ? tr("%1 (sold out)").arg(name) : name;
    }
    case RegionColumn: return regionDisplayName(r.offer->region);
    case GpuColumn:
        return r.gpu && r.offer->hasFlag(u"gpu-inferred") ? tr("%1 (inferred)").arg(r.gpu->model)
                                                         : (r.gpu ? r.gpu->model : QString());
    case OtherRegionsColumn: return otherRegions(m_result, rankIndex).count;
    case VramColumn:
    case TflopsColumn:
    case PriceColumn:
    case PricePerGpuColumn:
    case TflopsPerMoneyColumn:
    case BandwidthColumn:
    case TokensPerSecondColumn:
    case InstancesColumn:
    case RentedPerHourColumn:
    case ReplicasColumn:
    case CostPerMillionTokensColumn: return orInvalid(columnValue(r, rankIndex, column));
    case StabilityColumn: return orInvalid(r.raw[indexOf(Criterion::Stability)]);
    case ScoreColumn: return r.score;
    }
    return {};
}

bool RankingModel::jobMode() const
{
    return m_result.prepared && m_result.prepared->byJob && !m_result.prepared->jobPerHour;
}

QString RankingModel::jobText(std::uint32_t rankIndex) const
{
    const PreparedOffers &p = *m_result.prepared;
    if (p.job.empty())
        return {};
    const OfferJob &job = p.job[m_result.ranking->order[rankIndex]];
    // What the memory needs and what is rented differ (one GPU's job on an 8-GPU instance).
    const double perInstance = m_result.row(rankIndex).offer->gpuCount;
    const double rented = job.instancesNeeded * perInstance;
    QStringList lines{tr("Workload: its memory needs %1 GPU(s); it rents %2 instance(s), %3 GPU(s) in all; %4 hours to "
                         "complete, total cost %5")
                          .arg(formatNumber(job.gpusNeeded, job.gpusNeeded < 1 ? 2 : 0), formatNumber(job.instancesNeeded, 0),
                               formatNumber(rented, rented < 1 ? 2 : 0), formatNumber(job.hours, 1),
                               formatMoney(job.costTotal, m_result.currency))};
    if (!job.fitNote.isEmpty())
        lines << job.fitNote;
    return lines.join(u'\n');
}

QString RankingModel::tooltip(const RankedRow &r, std::uint32_t rankIndex, int column) const
{
    if (jobMode()) {
        switch (column) {
        case PriceColumn: {
            // The hourly price the cost is made of keeps its source and date, as in every price tooltip.
            QString tip = tr("Total cost to complete the job under the billing mode: instances x price per hour x hours + "
                             "storage + traffic")
                + u'\n' + jobText(rankIndex)
                + (m_result.prepared->fixedHours ? QString()
                                                 : u'\n' + jobBasisLine(*m_result.catalog, *jobAt(rankIndex)))
                + u'\n' + tr("Price per hour %1: %2").arg(formatMoney(r.hourlyPrice, m_result.currency), sourceText(r));
            if (const QString age = ageText(r); !age.isEmpty())
                tip += u'\n' + age;
            return tip;
        }
        case TflopsColumn: {
            const PreparedOffers &p = *m_result.prepared;
            const QString formula = p.fixedHours ? tr("Hours to complete the job: the hours the workload gives")
                : p.serving ? tr("Hours to complete the job: tokens to generate / output tokens a second / 3600")
                            : tr("Hours to complete the job: FLOPs / (peak TFLOPS x efficiency x speedup)");
            return formula + u'\n' + jobText(rankIndex) + u'\n'
                + jobBasisDetail(*m_result.catalog, *jobAt(rankIndex), p.serving, p.fixedHours);
        }
        case VramColumn:
            return tr("VRAM of the instance. The job needs %1 GB (10^9 bytes); VRAM to spare over that scores up to "
                      "%2 % of the need")
                .arg(formatNumber(m_result.prepared->job[m_result.ranking->order[rankIndex]].needGb, 1),
                     formatNumber(JobVramHeadroomCap * 100, 0));
        default: break;
        }
    }
    switch (column) {
    case OtherRegionsColumn: {
        const OtherRegions other = otherRegions(m_result, rankIndex);
        if (other.count == 0)
            return tr("This machine passes the constraints in this region only.");
        return tr("The same machine in %n other region(s) that pass the constraints, at %1 per hour. Click to list "
                  "them under it; each keeps its own rank and score.", nullptr, other.count)
            .arg(moneyRange(other));
    }
    case ScoreColumn: {
        QStringList lines{m_result.prepared->method == RankingMethod::Topsis
                              ? tr("Score %1 = TOPSIS closeness to the ideal offer, from the normalised criteria:").arg(formatNumber(r.score, 3))
                              : tr("Score %1 = weighted mean of the normalised criteria:").arg(formatNumber(r.score, 3))};
        for (Criterion c : AllCriteria)
            lines << tr("%1: %2").arg(criterionNameInText(c), formatNumber(r.normalized[indexOf(c)], 3));
        const PreparedOffers &p = *m_result.prepared;
        lines << (p.byJob ? tr("Compared by the job: its cost, its time, VRAM to spare and (across instances) the network")
                  : p.basis == Basis::PerGpu ? tr("Compared per GPU: compute, VRAM, price and network divided by the GPU count")
                                             : tr("Compared per instance"));
        return lines.join(u'\n');
    }
    case StabilityColumn: return stabilityFormulaText();
    case TokensPerSecondColumn: {
        const OfferJob *job = hasServingFigures() ? jobAt(rankIndex) : nullptr;
        if (!job)
            return tr("Output tokens a second: shown for an LLM serving workload");
        return tr("Output tokens a second over all copies of the model the job rents, at its concurrent requests")
            + u'\n' + jobBasisDetail(*m_result.catalog, *job, true, false);
    }
    case InstancesColumn:
    case RentedPerHourColumn:
    case ReplicasColumn:
    case CostPerMillionTokensColumn: {
        const OfferJob *job = columnApplies(column) ? jobAt(rankIndex) : nullptr;
        if (!job)
            return {};
        const JobFigure figure = *jobFigureOf(column);
        const QString why = jobFigureUnknownReason(*job, figure);
        return jobFigureTip(figure) + u'\n' + (why.isEmpty() ? jobText(rankIndex) : why);
    }
    case InstanceColumn: {
        if (r.offer->availability == Availability::NotStated)
            return {};
        return tr("%1 reported %2 in %3 on %4. Stock changes by the hour: check before you order.")
            .arg(r.provider ? providerDisplayName(*r.provider) : QString(), availabilityText(r.offer->availability),
                 regionDisplayName(r.offer->region), r.offer->availabilityAsOf);
    }
    case TflopsPerMoneyColumn:
        return tr("Price-performance R = dense TFLOPS of all GPUs / price per hour");
    case BandwidthColumn:
        if (m_result.prepared->networkIsNotNeeded(m_result.ranking->order[rankIndex]))
            return tr("The job fits in one instance: it needs no network between instances, so this offer scores as "
                      "the best network figure");
        return r.offer->rdma.isEmpty() || r.offer->rdma == QLatin1String("none")
            ? tr("Network bandwidth of the instance in Gbit/s")
            : tr("Network bandwidth of the instance in Gbit/s, with RDMA (%1)").arg(r.offer->rdma);
    case PriceColumn: {
        const QString source = tr("Source: %1").arg(sourceText(r));
        const QString age = ageText(r);
        const QString job = jobText(rankIndex);
        QStringList lines;
        if (pricePeriod() == PricePeriod::Month && isKnown(r.hourlyPrice))
            lines << tr("%1 a month = %2 an hour (a month counts 730 hours)")
                         .arg(formatMoney(r.hourlyPrice * MonthHours, m_result.currency), formatMoney(r.hourlyPrice, m_result.currency));
        else if (pricePeriod() == PricePeriod::Year && isKnown(r.hourlyPrice))
            lines << tr("%1 a year = %2 an hour (a year counts 8,760 hours)")
                         .arg(formatMoney(r.hourlyPrice * periodHours(), m_result.currency), formatMoney(r.hourlyPrice, m_result.currency));
        lines << source;
        if (const PriceTerm *term = findPriceTerm(m_result.catalog->priceBook, r.offer->priceTerm[indexOf(m_result.billing)])) {
            const double shownList = r.shownPrice(r.offer->listPriceFor(m_result.billing), m_result.billing);
            lines.prepend(tr("Your negotiated price: price book term %1 (%2, %3); list price %4")
                              .arg(term->id)
                              .arg(term->ref, priceTermValueText(*term),
                                   isKnown(shownList) ? formatMoney(shownList * periodHours(), m_result.currency)
                                                      : tr("none")));
        }
        if (const double converted = r.shownPrice(r.offer->accountPrice[indexOf(m_result.billing)], m_result.billing); isKnown(converted)) {
            lines << (pricePeriod() == PricePeriod::Month
                          ? tr("Your account's price: %1 a month, after its discounts, as the vendor's API stated it")
                                .arg(formatMoney(converted * MonthHours, m_result.currency))
                      : pricePeriod() == PricePeriod::Year
                          ? tr("Your account's price: %1 a year, after its discounts, as the vendor's API stated it")
                                .arg(formatMoney(converted * periodHours(), m_result.currency))
                          : tr("Your account's price: %1 an hour, after its discounts, as the vendor's API stated it")
                                .arg(formatMoney(converted, m_result.currency)));
        }
        if (!age.isEmpty())
            lines << age;
        if (!job.isEmpty())
            lines << job;
        return lines.join(u'\n');
    }
    default: return {};
    }
}

QVariant RankingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const std::uint32_t rankIndex = m_rows[static_cast<std::size_t>(index.row())];
    const RankedRow r = m_result.row(rankIndex);
    const QString &currency = m_result.currency;
    switch (role) {
    case RawValueRole: return rawValue(r, rankIndex, index.column());
    case RegionRowRole: return m_regionRow[static_cast<std::size_t>(index.row())] != 0;
    case ExpandedRole: return !m_regionRow[static_cast<std::size_t>(index.row())] && isExpanded(index.row());
    case OfferIndexRole: return offerIndexAt(index.row());
    case PinnedRole: return m_pinned.contains(offerIndexAt(index.row()));
    case PerformanceBasisRole: {
        const OfferJob *job = jobAt(rankIndex);
        return job ? QVariant(performanceBasisKey(job->basis)) : QVariant();
    }
    case PriceFlagsRole: {
        if (index.column() != PriceColumn)
            return 0;
        const int offer = offerIndexAt(index.row());
        // Mostly stale: the banner says it once for every row.
        return (!mostlyStale() && m_ages.stale(offer, m_staleAfterDays) ? PriceStale : 0) | (m_ages.expired(offer) ? PriceExpired : 0);
    }

    case NegotiatedRole:
        return (index.column() == PriceColumn || index.column() == PricePerGpuColumn)
            && r.offer->priceTerm[indexOf(m_result.billing)] != 0;
    case Qt::ToolTipRole: return tooltip(r, rankIndex, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= ProviderColumn && index.column() <= GpuColumn
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DisplayRole:
        switch (index.column()) {
        case GpuColumn:
            return r.gpu ? tr("%1 × %2").arg(r.gpu->model, formatGpuCount(r.offer->gpuCount)) : unknownText();
        case RegionColumn: {
            const QString region = regionDisplayName(r.offer->region);
            return m_regionRow[static_cast<std::size_t>(index.row())] ? tr("↳ %1").arg(region) : region;
        }
        case OtherRegionsColumn: return m_regionRow[static_cast<std::size_t>(index.row())] ? QString() : otherRegionsCell(rankIndex, index.row());
        case VramColumn: return formatNumber(columnValue(r, rankIndex, VramColumn), 0);
        case TflopsColumn:
            // The mark says where the hours come from; hours the workload fixes carry none.
            return jobMode() && !m_result.prepared->fixedHours
                ? markedJobFigure(rankIndex, columnValue(r, rankIndex, TflopsColumn), 1)
                : formatNumber(columnValue(r, rankIndex, TflopsColumn), 1);
        case TokensPerSecondColumn:
            return hasServingFigures() ? markedJobFigure(rankIndex, columnValue(r, rankIndex, TokensPerSecondColumn), 1)
                                       : QString();
        case PriceColumn: {
            // Read in the chosen period; the value (and sorting) stay hourly.
            const double v = columnValue(r, rankIndex, PriceColumn);
            return formatMoney(isKnown(v) ? v * periodHours() : v, currency);
        }
        case InstancesColumn:
        case RentedPerHourColumn:
        case ReplicasColumn:
        case CostPerMillionTokensColumn: {
            const OfferJob *job = columnApplies(index.column()) ? jobAt(rankIndex) : nullptr;
            return job ? jobFigureText(*job, *jobFigureOf(index.column()), currency) : QString();
        }
        case PricePerGpuColumn: {
            const double v = r.pricePerGpuHour();
            return formatMoney(isKnown(v) ? v * periodHours() : v, currency);
        }
        case TflopsPerMoneyColumn: return formatNumber(r.tflopsPerMoney(), 1);
        case BandwidthColumn: return formatNumber(r.networkGbps(), 0);
        case StabilityColumn: return formatNumber(r.raw[indexOf(Criterion::Stability)], 3);
        case ScoreColumn: return formatNumber(r.score, 3);
        default: return rawValue(r, rankIndex, index.column());
        }
    default: return {};
    }
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole
        && ((section == TflopsColumn && jobMode()) || section == TokensPerSecondColumn)) {
        return tr("✓ measured: a benchmark or your trial run of a comparable job on this instance type or GPU stands "
                  "in for the estimate. ≈ estimated by the performance model. The cell's tooltip says which.");
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && jobFigureOf(section))
        return jobFigureTip(*jobFigureOf(section));
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString cur = m_result.currency.isEmpty() ? QStringLiteral("USD") : m_result.currency;
    switch (section) {
    case RankColumn: return tr("Rank");
    case ProviderColumn: return tr("Provider");
    case InstanceColumn: return tr("Instance type");
    case RegionColumn: return tr("Region");
    case OtherRegionsColumn: return tr("Other regions");
    case GpuColumn: return tr("GPU × count");
    case VramColumn: return tr("VRAM (GB)");
    case TflopsColumn: return jobMode() ? tr("Hours to complete") : tr("Dense TFLOPS");
    case PriceColumn:
        return jobMode() ? tr("Job cost (%1)").arg(cur)
            : pricePeriod() == PricePeriod::Month ? tr("Price/month (%1)").arg(cur)
            : pricePeriod() == PricePeriod::Year  ? tr("Price/year (%1)").arg(cur)
                                                  : tr("Price/h (%1)").arg(cur);
    case PricePerGpuColumn:
        return pricePeriod() == PricePeriod::Month ? tr("Per GPU-month (%1)").arg(cur)
            : pricePeriod() == PricePeriod::Year   ? tr("Per GPU-year (%1)").arg(cur)
                                                   : tr("Per GPU-hour (%1)").arg(cur);
    case TflopsPerMoneyColumn: return tr("TFLOPS per %1/h").arg(cur);
    case BandwidthColumn: return tr("Network (Gbit/s)");
    case StabilityColumn: return tr("Stability");
    case ScoreColumn: return tr("Score");
    case TokensPerSecondColumn: return tr("Tokens/s");
    case InstancesColumn:
    case RentedPerHourColumn:
    case ReplicasColumn:
    case CostPerMillionTokensColumn: return jobFigureLabel(*jobFigureOf(section), cur);
    }
    return {};
}

} // namespace gpuscout
