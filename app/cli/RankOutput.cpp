#include "cli/RankOutput.h"

#include "cli/PriceBookJson.h"

#include "domain/Format.h"

#include "scoring/RankingSummary.h"
#include "domain/Catalog.h"
#include "domain/PriceAge.h"
#include "scoring/OfferLabel.h"

#include "catalog/CsvReader.h"
#include "job/JobEstimate.h"
#include "job/JobWork.h"
#include "workload/MemoryEstimate.h"
#include "insight/Sensitivity.h"
#include "domain/Workload.h"
#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "scoring/WinnerComparison.h"
#include "io/JsonNumbers.h"
#include "itemmodels/RankingModel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpuscout {

namespace {


// JSON numbers at the precision each figure has (io/JsonNumbers.h): no float noise.
using JsonNumbers::measured;
using JsonNumbers::money;
using JsonNumbers::score;

// An offer's hourly price: the catalog's figure as stored when it is in the display
// currency; converted, it is money computed here and rounded as such.
QJsonValue hourlyPrice(const RankingResult &r, const RankedRow &row)
{
    return row.offer->currency.compare(r.currency, Qt::CaseInsensitive) == 0 ? JsonNumbers::stored(row.hourlyPrice)
                                                                               : money(row.hourlyPrice);
}

// Another price of the row's offer (its list price, its account price) in the ranking's
// currency, stored unrounded when no conversion was needed, like price_per_hour; null
// when unknown.
QJsonValue otherPrice(const RankingResult &r, const RankedRow &row, double perHour)
{
    const double shown = row.shownPrice(perHour, r.billing);
    if (!isKnown(shown))
        return QJsonValue(QJsonValue::Null);
    return row.offer->currency.compare(r.currency, Qt::CaseInsensitive) == 0 ? JsonNumbers::stored(perHour) : money(shown);
}

QJsonValue termValue(const RankingResult &r, const RankedRow &row)
{
    const PriceTerm *t = findPriceTerm(r.catalog->priceBook, row.offer->priceTerm[indexOf(r.billing)]);
    return t ? QJsonValue(priceTermReference(*t)) : QJsonValue(QJsonValue::Null);
}

QJsonObject priceBookObject(const PriceBookUse &use)
{
    const auto refs = [](const QList<PriceTerm> &terms) {
        QJsonArray out;
        for (const PriceTerm &t : terms) {
            QJsonObject o = priceTermReference(t);
            o.insert(QStringLiteral("valid_until"), t.validUntil);
            out << o;
        }
        return out;
    };
    return QJsonObject{{QStringLiteral("applied"), !use.used.isEmpty()},
                       {QStringLiteral("list_prices"), use.listPrices},
                       {QStringLiteral("hidden"), use.hidden},
                       {QStringLiteral("offers_at_your_price"), use.offersAtYourPrice},
                       {QStringLiteral("terms_used"), refs(use.used)},
                       {QStringLiteral("expiring"), refs(use.expiringSoon)},
                       {QStringLiteral("expired"), refs(use.expired)}};
}

QJsonValue availabilityValue(const Offer &o)
{
    if (o.availability == Availability::NotStated)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("status"), availabilityKey(o.availability)}, {QStringLiteral("as_of"), o.availabilityAsOf}};
}

QString cell(double v, int decimals)
{
    return isKnown(v) ? QString::number(v, 'f', decimals) : QStringLiteral("-");
}

// What a printed row says about its price's age and trustworthiness.
struct RowMarks {
    QString asOf;
    bool stale = false;
    QStringList flags;
};

RowMarks marksOf(const RankingResult &r, const RankedRow &row, const PriceAges &ages, int staleAfterDays)
{
    RowMarks m;
    const int offerIndex = static_cast<int>(row.offer - r.catalog->offers.constData());
    m.asOf = row.offer->priceAsOfFor(r.billing);
    m.stale = ages.stale(offerIndex, staleAfterDays);
    for (const QString &f : row.offer->flags.split(u';', Qt::SkipEmptyParts))
        m.flags << f.trimmed();
    if (row.offer->illustrative && !m.flags.contains(QStringLiteral("illustrative")))
        m.flags << QStringLiteral("illustrative");
    if (row.offer->priceTerm[indexOf(r.billing)] != 0)
        m.flags << QStringLiteral("negotiated");
    // Stock changes by the hour and a buyer may reserve ahead: flagged, not left out.
    if (row.offer->availability == Availability::SoldOut)
        m.flags << QStringLiteral("sold-out");
    return m;
}

// The normalised scores (4 decimals).
QJsonObject criteriaObject(const std::array<double, CriterionCount> &values)
{
    QJsonObject o;
    for (Criterion c : AllCriteria)
        o.insert(criterionKey(c), score(values[indexOf(c)]));
    return o;
}

// The raw figures: the price criterion is money (per GPU-hour, or the job's cost), the
// others measured figures.
QJsonObject rawObject(const std::array<double, CriterionCount> &values)
{
    QJsonObject o;
    for (Criterion c : AllCriteria)
        o.insert(criterionKey(c), c == Criterion::Price ? money(values[indexOf(c)]) : measured(values[indexOf(c)]));
    return o;
}

// The rank indices listed: every offer, or each machine's best-ranked offer.
std::vector<std::size_t> listedRows(const RankingResult &r, bool allRegions, std::size_t count)
{
    std::vector<std::size_t> rows;
    if (allRegions || !r.groups) {
        for (std::size_t i = 0; i < std::min(count, r.size()); ++i)
            rows.push_back(i);
        return rows;
    }
    for (std::size_t g = 0; g < std::min(count, r.groups->size()); ++g)
        rows.push_back(r.groups->leader(g));
    return rows;
}

QJsonObject offerSummary(const RankingResult &r, std::size_t rankIndex)
{
    const RankedRow row = r.row(rankIndex);
    return {{QStringLiteral("rank"), row.rank},
            {QStringLiteral("offer_id"), row.offer->id},
            {QStringLiteral("provider"), row.provider ? row.provider->key : QString()},
            {QStringLiteral("instance_type"), row.offer->instanceType},
            {QStringLiteral("region"), row.offer->region},
            {QStringLiteral("score"), score(row.score)},
            {QStringLiteral("price_per_hour"), hourlyPrice(r, row)},
            {QStringLiteral("job_cost_ratio"), measured(r.prepared->jobCostRatio(r.ranking->order[rankIndex]))},
            {QStringLiteral("job_time_ratio"), measured(r.prepared->jobTimeRatio(r.ranking->order[rankIndex]))}};
}

QString jobTierKey(JobTier tier)
{
    switch (tier) {
    case JobTier::Eligible:
        return QStringLiteral("eligible");
    case JobTier::Dominated:
        return QStringLiteral("dominated");
    case JobTier::OverLimit:
        return QStringLiteral("over_cost_limit");
    }
    return {};
}

QJsonArray comparisonArray(const QList<CriterionComparison> &list)
{
    QJsonArray out;
    for (const CriterionComparison &c : list) {
        out << QJsonObject{{QStringLiteral("criterion"), criterionKey(c.criterion)},
                           {QStringLiteral("winner_score"), score(c.winnerScore)},
                           {QStringLiteral("runner_up_score"), score(c.runnerUpScore)},
                           {QStringLiteral("contribution"), score(c.contribution)}};
    }
    return out;
}

// Where the job's time comes from: JSON job.performance.
QJsonObject performanceObject(const Catalog &catalog, const OfferJob &job)
{
    QJsonObject o{{QStringLiteral("basis"), performanceBasisKey(job.basis)},
                  {QStringLiteral("tokens_per_second"), measured(job.tokensPerSecond)},
                  {QStringLiteral("ttft_ms"), measured(job.ttftMs)},
                  {QStringLiteral("tpot_ms"), measured(job.tpotMs)},
                  {QStringLiteral("efficiency"), measured(job.efficiency)}};
    if (job.basis == PerformanceBasis::Measured && job.measurement >= 0 && job.measurement < catalog.measurements.size()) {
        const Measurement &m = catalog.measurements[job.measurement];
        o.insert(QStringLiteral("source"), m.source);
        o.insert(QStringLiteral("as_of"), m.date.isEmpty() ? QJsonValue() : QJsonValue(m.date));
        o.insert(QStringLiteral("measurement"), m.key);
        o.insert(QStringLiteral("kind"), measurementKindKey(m.kind));
        o.insert(QStringLiteral("reference"), m.reference);
        o.insert(QStringLiteral("system"), m.instanceType.isEmpty() ? m.gpu : m.provider + u' ' + m.instanceType);
        o.insert(QStringLiteral("correction"), measured(job.correction));
    } else if (job.basis == PerformanceBasis::Estimated) {
        o.insert(QStringLiteral("source"), QStringLiteral("model"));
        o.insert(QStringLiteral("calibration"), job.calibration);
    }
    return o;
}

QByteArray asJson(const RankingResult &r, const Scenario &scenario, const std::vector<std::size_t> &rows, bool allRegions,
                  const PriceAges &ages, int staleAfterDays, const PriceBookUse &priceBook, PricePeriod period)
{
    const double hours = pricePeriodHours(period);
    const QString periodKey = pricePeriodKey(period);
    QJsonArray results;
    for (std::size_t i : rows) {
        const RankedRow row = r.row(i);
        const RowMarks marks = marksOf(r, row, ages, staleAfterDays);
        QJsonObject result{
            {QStringLiteral("rank"), row.rank},
            {QStringLiteral("offer_id"), row.offer->id},
            {QStringLiteral("provider"), row.provider ? row.provider->key : QString()},
            {QStringLiteral("provider_name"), row.provider ? row.provider->name : QString()},
            {QStringLiteral("instance_type"), row.offer->instanceType},
            {QStringLiteral("region"), row.offer->region},
            {QStringLiteral("gpu"), row.gpu ? row.gpu->model : QString()},
            {QStringLiteral("gpu_count"), row.offer->gpuCount},
            {QStringLiteral("score"), score(row.score)},
            {QStringLiteral("criteria"), criteriaObject(row.normalized)},
            {QStringLiteral("raw"), rawObject(row.raw)},
            {QStringLiteral("currency"), r.currency},
            {QStringLiteral("price_per_hour"), hourlyPrice(r, row)},
            {QStringLiteral("list_price_per_hour"), otherPrice(r, row, row.offer->listPriceFor(r.billing))},
            {QStringLiteral("price_book"), termValue(r, row)},
            {QStringLiteral("account_price_per_hour"), otherPrice(r, row, row.offer->accountPrice[indexOf(r.billing)])},
            {QStringLiteral("price_per_gpu_hour"), money(row.pricePerGpuHour())},
            {QStringLiteral("availability"), availabilityValue(*row.offer)},
            {QStringLiteral("vram_gb_total"), measured(row.vramTotalGb())},
            {QStringLiteral("tflops_total"), measured(row.tflops)},
            {QStringLiteral("network_gbps"), measured(row.networkGbps())},
            {QStringLiteral("tflops_per_price"), measured(row.tflopsPerMoney())},
            {QStringLiteral("source"), row.offer->source},
            {QStringLiteral("as_of"), marks.asOf},
            {QStringLiteral("stale"), marks.stale},
            {QStringLiteral("flags"), QJsonArray::fromStringList(marks.flags)},
            {QStringLiteral("illustrative"), row.offer->illustrative},
        };
        if (period != PricePeriod::Hour) {
            result.insert(QStringLiteral("price_per_") + periodKey, money(row.hourlyPrice * hours));
            result.insert(QStringLiteral("price_per_gpu_") + periodKey, money(row.pricePerGpuHour() * hours));
        }
        if (!r.prepared->job.empty()) {
            const std::uint32_t pos = r.ranking->order[i];
            const OfferJob &job = r.prepared->job[pos];
            const QJsonValue fitsValue = fits(job.fit) ? QJsonValue(true) : job.fit == Fit::No ? QJsonValue(false) : QJsonValue();
            result.insert(QStringLiteral("job"),
                          QJsonObject{{QStringLiteral("fits"), fitsValue},
                                      {QStringLiteral("fit"), fitKey(job.fit)},
                                      {QStringLiteral("gpus_needed"), measured(job.gpusNeeded)},
                                      {QStringLiteral("instances_needed"), measured(job.instancesNeeded)},
                                      {QStringLiteral("instances_why"), job.deadlineNote.isEmpty() ? QJsonValue() : QJsonValue(job.deadlineNote)},
                                      {QStringLiteral("hours"), measured(job.hours)},
                                      {QStringLiteral("cost_total"), money(job.costTotal)},
                                      {QStringLiteral("need_gb"), measured(job.needGb)},
                                      {QStringLiteral("vram_headroom"), measured(job.headroom)},
                                      {QStringLiteral("cost_ratio"), measured(r.prepared->jobCostRatio(pos))},
                                      {QStringLiteral("time_ratio"), measured(r.prepared->jobTimeRatio(pos))},
                                      {QStringLiteral("tier"), r.prepared->jobTier.empty() ? QJsonValue() : QJsonValue(jobTierKey(r.prepared->tierOf(pos)))},
                                      {QStringLiteral("cost_per_hour"), money(job.pricePerHour)},
                                      {QStringLiteral("performance"), performanceObject(*r.catalog, job)}});
            if (r.prepared->serving) {
                QJsonObject o = result.value(QStringLiteral("job")).toObject();
                o.insert(QStringLiteral("replicas"), measured(job.replicas));
                o.insert(QStringLiteral("concurrency"), measured(job.concurrency));
                o.insert(QStringLiteral("cost_per_million_tokens"), money(job.costPerMillionTokens));
                o.insert(QStringLiteral("tokens_per_second"), measured(job.tokensPerSecond));
                o.insert(QStringLiteral("ttft_ms"), measured(job.ttftMs));
                o.insert(QStringLiteral("tpot_ms"), measured(job.tpotMs));
                result.insert(QStringLiteral("job"), o);
            }
        }
        if (!allRegions && r.groups) {
            const MachineGroups &g = *r.groups;
            const std::uint32_t group = g.groupOfRank[i];
            QJsonArray others;
            for (std::uint32_t m = g.start[group]; m < g.start[group + 1]; ++m) {
                if (g.members[m] == i) // a filtered listing may show a machine at another region than its best
                    continue;
                const RankedRow other = r.row(g.members[m]);
                others << QJsonObject{{QStringLiteral("region"), other.offer->region},
                                      {QStringLiteral("price_per_hour"), hourlyPrice(r, other)},
                                      {QStringLiteral("score"), score(other.score)}};
            }
            result.insert(QStringLiteral("regions"), static_cast<int>(g.offerCount(group)));
            result.insert(QStringLiteral("other_regions"), others);
        }
        results << result;
    }
    QJsonObject excluded;
    for (std::size_t e = 0; e < ExclusionCount; ++e)
        excluded.insert(exclusionKey(static_cast<Exclusion>(e)), r.prepared->excluded[e]);
    QJsonObject root{
        {QStringLiteral("scenario"), scenarioToJson(scenario)},
        {QStringLiteral("catalog_offers"), r.prepared->catalogSize},
        {QStringLiteral("feasible_offers"), static_cast<qint64>(r.prepared->size())},
        {QStringLiteral("machines"), static_cast<qint64>(r.machineCount())},
        {QStringLiteral("listing"), allRegions ? QStringLiteral("offers") : QStringLiteral("machines")},
        {QStringLiteral("excluded"), excluded},
        {QStringLiteral("stale_after_days"), staleAfterDays},
        {QStringLiteral("price_period"), periodKey},
        {QStringLiteral("price_book"), priceBookObject(priceBook)},
        {QStringLiteral("results"), results},
    };
    if (!r.prepared->jobTier.empty()) {
        root.insert(QStringLiteral("job_guards"),
                    QJsonObject{{QStringLiteral("cheapest_job_cost"), money(r.prepared->cheapestJobCost)},
                                {QStringLiteral("fastest_job_hours"), measured(r.prepared->fastestJobHours)},
                                {QStringLiteral("max_job_cost_ratio"), measured(r.prepared->maxJobCostRatio)}});
    }
    if (scenario.workload && hasWork(*scenario.workload)) {
        const Workload &w = *scenario.workload;
        const bool fp64 = w.task == Task::Fp64;
        root.insert(QStringLiteral("job_work"),
                    QJsonObject{{QStringLiteral("measure"), fp64 ? QStringLiteral("fp64_pflop") : QStringLiteral("render_gpu_hours")},
                                {QStringLiteral("amount"), fp64 ? w.fp64WorkPflop : w.renderWorkGpuHours},
                                {QStringLiteral("reference_gpu"), fp64 ? QJsonValue() : QJsonValue(w.referenceGpu)},
                                {QStringLiteral("throughput"), fp64 ? QStringLiteral("fp64 peak") : QStringLiteral("fp32 peak relative to the reference")},
                                {QStringLiteral("efficiency"), fp64 ? QJsonValue(w.utilisation) : QJsonValue()},
                                {QStringLiteral("efficiency_source"), fp64 ? QJsonValue(QStringLiteral("assumed (utilisation); no HPL measurement bundled"))
                                                                           : QJsonValue()},
                                {QStringLiteral("basis"), QStringLiteral("estimated")},
                                {QStringLiteral("text"), jobWorkText(w)}});
    }
    const WinnerComparison cmp = compareWinner(r, scenario.weights);
    root.insert(QStringLiteral("winner"), cmp.winner >= 0 ? QJsonValue(offerSummary(r, 0)) : QJsonValue());
    root.insert(QStringLiteral("runner_up"), cmp.runnerUp >= 0 ? QJsonValue(offerSummary(r, static_cast<std::size_t>(cmp.runnerUp)))
                                                               : QJsonValue());
    root.insert(QStringLiteral("reasons"), comparisonArray(cmp.reasons));
    root.insert(QStringLiteral("drawbacks"), comparisonArray(cmp.drawbacks));
    root.insert(QStringLiteral("unknown_figures"),
                cmp.winner >= 0 ? QJsonValue(QJsonObject{{QStringLiteral("winner"), cmp.winnerUnknown},
                                                         {QStringLiteral("runner_up"), cmp.runnerUp >= 0 ? QJsonValue(cmp.runnerUpUnknown) : QJsonValue()}})
                                : QJsonValue());
    if (noPriceInCatalog(r))
        root.insert(QStringLiteral("notice"), noPriceInCatalogText(r.billing));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

// The other regions of a listed machine: "+9 0.80-1.20" (their hourly price range), or "-".
QString otherRegionsCell(const RankingResult &r, std::size_t rankIndex, double hours)
{
    const OtherRegions other = otherRegions(r, rankIndex);
    if (other.count == 0)
        return QStringLiteral("-");
    if (!isKnown(other.minPrice))
        return QStringLiteral("+%1").arg(other.count);
    return QStringLiteral("+%1 %2-%3").arg(other.count).arg(cell(other.minPrice * hours, 2), cell(other.maxPrice * hours, 2));
}

QStringList rowCells(const RankingResult &r, std::size_t rankIndex, bool grouped, bool job, bool csv, const RowMarks &marks,
                     PricePeriod period)
{
    const double hours = pricePeriodHours(period);
    const bool serving = job && r.prepared->serving;
    const RankedRow row = r.row(rankIndex);
    QStringList cells{QString::number(row.rank),
                      row.provider ? row.provider->key : QString(),
                      row.offer->instanceType,
                      row.offer->region};
    if (grouped) {
        if (csv) {
            const OtherRegions other = otherRegions(r, rankIndex);
            cells << QString::number(other.count + 1) << cell(other.minPrice * hours, 4) << cell(other.maxPrice * hours, 4);
        } else {
            cells << otherRegionsCell(r, rankIndex, hours);
        }
    }
    cells << (row.gpu ? row.gpu->model : QString())
          << QString::number(row.offer->gpuCount, 'g', 4)
          << cell(row.vramTotalGb(), 0)
          << cell(row.tflops, 1)
          << cell(row.hourlyPrice * hours, 4)
          << cell(row.pricePerGpuHour() * hours, 4)
          << cell(row.networkGbps(), 0)
          << cell(row.raw[indexOf(Criterion::Stability)], 3);
    if (job) {
        const OfferJob &j = r.prepared->job[r.ranking->order[rankIndex]];
        cells << cell(j.hours, 1) << cell(j.costTotal, 2) << cell(j.instancesNeeded, 0) << cell(j.pricePerHour, 4);
        if (serving)
            cells << cell(j.replicas, 0) << cell(j.tokensPerSecond, 1) << cell(j.costPerMillionTokens, 4);
        cells << performanceBasisKey(j.basis);
    }
    const QString stale = csv ? (marks.stale ? QStringLiteral("true") : QStringLiteral("false"))
                              : (marks.stale ? QStringLiteral("stale") : QString());
    cells << QString::number(row.score, 'f', 4) << marks.asOf << stale
          << (marks.flags.isEmpty() && !csv ? QStringLiteral("-") : marks.flags.join(u';'));
    return cells;
}

// The score column names the method, as the price columns name the currency: a TOPSIS
// closeness and a weighted mean are different figures. The figures are the instance's own,
// whatever the basis the scores compare on.
QStringList headerCells(const RankingResult &r, bool grouped, bool job, bool csv, PricePeriod period)
{
    const QString currency = r.currency.toLower();
    const QString per = pricePeriodKey(period) + u'_';
    QStringList cells{QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"),
                      QStringLiteral("region")};
    if (grouped) {
        if (csv)
            cells << QStringLiteral("regions")
                  << (period == PricePeriod::Hour ? QStringLiteral("other_regions_min_price_") : QStringLiteral("other_regions_min_price_per_") + per) + currency
                  << (period == PricePeriod::Hour ? QStringLiteral("other_regions_max_price_") : QStringLiteral("other_regions_max_price_per_") + per) + currency;
        else
            cells << QStringLiteral("other_regions");
    }
    cells << QStringLiteral("gpu") << QStringLiteral("gpu_count") << QStringLiteral("vram_gb_total")
          << QStringLiteral("tflops_total") << QStringLiteral("price_per_") + per + currency
          << QStringLiteral("price_per_gpu_") + per + currency << QStringLiteral("network_gbps")
          << QStringLiteral("stability");
    if (job) {
        // What is rented: the instances the job needs and their price per hour together.
        cells << QStringLiteral("job_hours") << QStringLiteral("job_cost_") + currency << QStringLiteral("instances")
              << QStringLiteral("rented_per_hour_") + currency;
        if (r.prepared->serving)
            cells << QStringLiteral("replicas") << QStringLiteral("tokens_per_s")
                  << QStringLiteral("cost_per_m_tokens_") + currency;
        cells << QStringLiteral("perf_basis");
    }
    cells << QStringLiteral("score_") + rankingMethodKey(r.prepared->method).replace(u'-', u'_')
          << QStringLiteral("as_of") << QStringLiteral("stale") << QStringLiteral("flags");
    return cells;
}

QByteArray asCsv(const RankingResult &r, const std::vector<std::size_t> &rows, bool grouped, const PriceAges &ages,
                 int staleAfterDays, PricePeriod period)
{
    const bool job = !r.prepared->job.empty();
    QStringList lines{csvLine(headerCells(r, grouped, job, true, period))};
    for (std::size_t i : rows)
        lines << csvLine(rowCells(r, i, grouped, job, true, marksOf(r, r.row(i), ages, staleAfterDays), period));
    return (lines.join(u'\n') + u'\n').toUtf8();
}

QByteArray asTable(const RankingResult &r, const std::vector<std::size_t> &listed, bool grouped, const PriceAges &ages,
                   int staleAfterDays, const PriceBookUse &priceBook, const Workload *workload, PricePeriod period)
{
    const bool job = !r.prepared->job.empty();
    const QStringList header = headerCells(r, grouped, job, false, period);
    const qsizetype firstNumber = header.indexOf(QStringLiteral("gpu_count"));
    const qsizetype firstText = header.indexOf(QStringLiteral("as_of")); // as_of, stale and flags are text
    QList<QStringList> rows{header};
    int stale = 0;
    int negotiated = 0;
    bool illustrative = false;
    for (std::size_t i : listed) {
        const RankedRow row = r.row(i);
        const RowMarks marks = marksOf(r, row, ages, staleAfterDays);
        stale += marks.stale ? 1 : 0;
        negotiated += row.offer->priceTerm[indexOf(r.billing)] != 0 ? 1 : 0;
        illustrative = illustrative || row.offer->illustrative;
        rows << rowCells(r, i, grouped, job, false, marks, period);
    }
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : rows) {
        for (int c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    QString out;
    for (const QStringList &row : rows) {
        QStringList padded;
        for (int c = 0; c < row.size(); ++c) {
            const bool numeric = c == 0 || (c >= firstNumber && c < firstText);
            padded << (numeric ? row[c].rightJustified(widths[c]) : row[c].leftJustified(widths[c]));
        }
        out += padded.join(QStringLiteral("  ")) + u'\n';
    }
    const std::size_t total = grouped ? r.machineCount() : r.size();
    if (noPriceInCatalog(r)) {
        out += noPriceInCatalogText(r.billing) + u'\n';
        return out.toUtf8();
    }
    if (listed.empty()) {
        out += emptyRankingText(r) + u'\n';
        return out.toUtf8();
    }
    if (grouped)
        out += QCoreApplication::translate("gpuscout::RankOutput", "%1 of %2 machines shown, each in its best-ranked region (%3 feasible offers; --all-regions lists every offer).")
                   .arg(listed.size()).arg(total).arg(r.size()) + u'\n';
    else if (listed.size() < total)
        out += QCoreApplication::translate("gpuscout::RankOutput", "%1 of %2 feasible offers shown.").arg(listed.size()).arg(total) + u'\n';
    if (negotiated > 0) {
        QStringList refs;
        for (const PriceTerm &t : priceBook.used)
            refs << QStringLiteral("%1 %2").arg(t.id).arg(t.ref);
        out += QCoreApplication::translate("gpuscout::RankOutput", "%1 of the offers shown at your negotiated price (flag negotiated; price book terms: %2); --list-prices ranks on list prices.")
                   .arg(negotiated).arg(refs.join(QStringLiteral(", "))) + u'\n';
    }
    const PreparedOffers &p = *r.prepared;
    out += QCoreApplication::translate("gpuscout::RankOutput", "Scored %1, %2 normalisation, %3; unknown figures %4.")
               .arg(p.byJob ? (p.jobPerHour ? QCoreApplication::translate("gpuscout::RankOutput", "by what the job's work costs (no hours or tokens given: per million tokens served, or per PFLOP)")
                                            : QCoreApplication::translate("gpuscout::RankOutput", "by the job's cost and time"))
                    : p.basis == Basis::PerGpu ? QCoreApplication::translate("gpuscout::RankOutput", "per GPU")
                                               : QCoreApplication::translate("gpuscout::RankOutput", "per instance"),
                    p.jobTier.empty() ? normalizationKey(p.normalization)
                                      : QCoreApplication::translate("gpuscout::RankOutput", "%1 (the job's cost and time), %2 (the rest)")
                                            .arg(normalizationKey(p.jobNormalization), normalizationKey(p.normalization)),
                    rankingMethodKey(p.method),
                    p.unknownPolicy == UnknownPolicy::KnownOnly ? QCoreApplication::translate("gpuscout::RankOutput", "left out")
                                                                : QCoreApplication::translate("gpuscout::RankOutput", "score 0"))
        + u'\n';
    if (!p.jobTier.empty() && r.size() > 0) {
        out += (isKnown(p.maxJobCostRatio)
                    ? QCoreApplication::translate("gpuscout::RankOutput", "Job guards: a job costing more than %1 × the cheapest%2, or beaten on cost and time by an offer at least as stable, ranks after the others.")
                          .arg(formatNumber(p.maxJobCostRatio, 2),
                               p.jobPerHour ? QString() : QCoreApplication::translate("gpuscout::RankOutput", " (%1)").arg(formatMoney(p.cheapestJobCost, r.currency)))
                    : QCoreApplication::translate("gpuscout::RankOutput", "Job guards: no cost limit; a job beaten on cost and time by an offer at least as stable ranks after the others."))
            + u'\n';
    }
    if (workload && hasWork(*workload))
        out += QCoreApplication::translate("gpuscout::RankOutput", "Work: %1.").arg(jobWorkText(*workload)) + u'\n';
    if (stale > 0)
        out += QCoreApplication::translate("gpuscout::RankOutput", "%n shown price(s) quoted more than %1 days ago marked stale.", nullptr, stale).arg(staleAfterDays) + u'\n';
    if (illustrative)
        out += QCoreApplication::translate("gpuscout::RankOutput", "Rows flagged 'illustrative' rank figures from background articles, not quotes.") + u'\n';
    const int placeholders = r.prepared->excluded[static_cast<std::size_t>(Exclusion::PlaceholderPrice)];
    const int unranked = r.prepared->excluded[static_cast<std::size_t>(Exclusion::Illustrative)];
    if (placeholders > 0 || unranked > 0)
        out += QCoreApplication::translate("gpuscout::RankOutput", "Not ranked: %1, %2 (--include-illustrative ranks those).")
                   .arg(QCoreApplication::translate("gpuscout::RankOutput", "%n offer(s) with a placeholder price", nullptr, placeholders),
                        QCoreApplication::translate("gpuscout::RankOutput", "%n offer(s) with an illustrative price", nullptr, unranked)) + u'\n';
    return out.toUtf8();
}

} // namespace

QByteArray formatEstimate(const Workload &workload, bool json)
{
    const MemoryEstimate m = estimateMemory(workload);
    const double flops = trainingFlops(workload);
    const QList<QPair<QString, double>> parts{
        {QStringLiteral("weights"), m.weightsGb},         {QStringLiteral("gradients"), m.gradientsGb},
        {QStringLiteral("optimizer"), m.optimizerGb},     {QStringLiteral("activations"), m.activationsGb},
        {QStringLiteral("kv_cache"), m.kvCacheGb},        {QStringLiteral("overhead"), m.overheadGb},
        {QStringLiteral("total"), m.totalGb}};
    if (json) {
        QJsonObject memory;
        for (const auto &[key, value] : parts)
            memory.insert(key, measured(value));
        const QJsonObject root{
            {QStringLiteral("task"), taskKey(workload.task)},
            {QStringLiteral("parameters"), JsonNumbers::stored(workload.parameters)},
            {QStringLiteral("precision"), weightPrecisionKey(workload.precision)},
            {QStringLiteral("memory_gb"), memory},
            {QStringLiteral("rule_of_thumb_gb"), isKnown(m.ruleOfThumbLowGb)
                                                     ? QJsonValue(QJsonArray{measured(m.ruleOfThumbLowGb), measured(m.ruleOfThumbHighGb)})
                                                     : QJsonValue()},
            {QStringLiteral("training_flops"), measured(flops)},
            {QStringLiteral("shape"), hasModel(workload.task)
                                          ? QJsonValue(QJsonObject{{QStringLiteral("layers"), measured(m.shape.layers)},
                                                                   {QStringLiteral("hidden_size"), measured(m.shape.hidden)},
                                                                   {QStringLiteral("attention_heads"), measured(m.shape.heads)},
                                                                   {QStringLiteral("kv_heads"), measured(m.shape.kvHeads)},
                                                                   {QStringLiteral("head_dim"), measured(m.shape.headDim)}})
                                          : QJsonValue()},
            {QStringLiteral("shape_guessed"), m.shapeGuessed},
        };
        return QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    QString out;
    for (const auto &[key, value] : parts)
        out += key.leftJustified(12) + cell(value, 2).rightJustified(12) + QStringLiteral(" GB\n");
    // The buying-guide article's rule of thumb is for training; serving prints no such range.
    if (isKnown(m.ruleOfThumbLowGb))
        out += QStringLiteral("training rule of thumb (P x 2 bytes x 3-12): %1 - %2 GB\n")
                   .arg(cell(m.ruleOfThumbLowGb, 1), cell(m.ruleOfThumbHighGb, 1));
    out += QStringLiteral("training FLOPs %1\n").arg(isKnown(flops) ? QString::number(flops, 'g', 4) : QStringLiteral("-"));
    return out.toUtf8();
}

QByteArray formatSensitivity(const Catalog &catalog, const PreparedOffers &prepared,
                             const std::array<WeightInterval, CriterionCount> &intervals, bool json)
{
    auto offerJson = [&](int pos) -> QJsonValue {
        if (pos < 0)
            return QJsonValue();
        const Offer &o = catalog.offers[prepared.offer[static_cast<std::size_t>(pos)]];
        return QJsonObject{{QStringLiteral("offer_id"), o.id},
                           {QStringLiteral("provider"), o.provider >= 0 ? catalog.providers[o.provider].key : QString()},
                           {QStringLiteral("instance_type"), o.instanceType},
                           {QStringLiteral("region"), o.region}};
    };
    auto offerText = [&](int pos) {
        return pos < 0 ? QStringLiteral("-")
                       : offerLabel(catalog, prepared.offer[static_cast<std::size_t>(pos)], ProviderText::Key);
    };
    if (json) {
        QJsonArray rows;
        for (const WeightInterval &iv : intervals) {
            rows << QJsonObject{{QStringLiteral("criterion"), criterionKey(iv.criterion)},
                                {QStringLiteral("current_share"), score(iv.currentShare)},
                                {QStringLiteral("low"), score(iv.low)},
                                {QStringLiteral("high"), score(iv.high)},
                                {QStringLiteral("winner"), offerJson(iv.winner)},
                                {QStringLiteral("below_low_winner"), offerJson(iv.belowLow)},
                                {QStringLiteral("above_high_winner"), offerJson(iv.aboveHigh)}};
        }
        return QJsonDocument(rows).toJson(QJsonDocument::Indented);
    }
    QString out = QStringLiteral("method: %1\nwinner: %2\n").arg(rankingMethodKey(prepared.method), offerText(intervals[0].winner));
    for (const WeightInterval &iv : intervals) {
        out += QStringLiteral("%1  share %2  stays winner from %3 to %4;  below: %5;  above: %6\n")
                   .arg(criterionKey(iv.criterion).leftJustified(9), cell(iv.currentShare, 3), cell(iv.low, 3),
                        cell(iv.high, 3), offerText(iv.belowLow), offerText(iv.aboveHigh));
    }
    return out.toUtf8();
}

void listingOf(const RankingModel &model, RankPrintOptions *options)
{
    const std::vector<std::uint32_t> &rows = model.listedRankIndices();
    options->listed = std::vector<std::size_t>(rows.begin(), rows.end());
    options->listedByMachine = model.isGrouped();
    options->period = model.pricePeriod();
    options->staleAfterDays = model.staleAfterDays();
}

bool rankFormatFromKey(const QString &key, RankFormat *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("table"))
        *out = RankFormat::Table;
    else if (k == QLatin1String("csv"))
        *out = RankFormat::Csv;
    else if (k == QLatin1String("json"))
        *out = RankFormat::Json;
    else
        return false;
    return true;
}

QByteArray formatRanking(const RankingResult &result, const Scenario &scenario, RankFormat format,
                         const RankPrintOptions &options)
{
    const std::size_t count = options.top < 0 ? result.size() : static_cast<std::size_t>(options.top);
    std::vector<std::size_t> rows;
    if (result.ok() && options.listed) {
        rows = *options.listed;
        rows.resize(std::min(rows.size(), count));
    } else if (result.ok()) {
        rows = listedRows(result, options.allRegions, count);
    }
    const bool byOffer = options.listed ? !options.listedByMachine || !result.groups : options.allRegions || !result.groups;
    const bool grouped = !byOffer;
    const PriceAges ages = result.catalog ? PriceAges(*result.catalog, result.billing, options.today) : PriceAges();
    switch (format) {
    case RankFormat::Json:
        return asJson(result, scenario, rows, byOffer, ages, options.staleAfterDays, options.priceBook, options.period);
    case RankFormat::Csv: return asCsv(result, rows, grouped, ages, options.staleAfterDays, options.period);
    case RankFormat::Table:
        return asTable(result, rows, grouped, ages, options.staleAfterDays, options.priceBook,
                       scenario.workload ? &*scenario.workload : nullptr, options.period);
    }
    return {};
}

} // namespace gpuscout
