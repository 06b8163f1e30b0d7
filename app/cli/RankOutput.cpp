#include "cli/RankOutput.h"

#include "controller/RankingSummary.h"
#include "domain/PriceAge.h"

#include "catalog/CsvReader.h"
#include "workload/JobEstimate.h"
#include "workload/MemoryEstimate.h"
#include "insight/Sensitivity.h"
#include "domain/Workload.h"
#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpuscout {

namespace {


QJsonValue jnum(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue();
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
    return m;
}

QJsonObject criteriaObject(const std::array<double, CriterionCount> &values)
{
    QJsonObject o;
    for (Criterion c : AllCriteria)
        o.insert(criterionKey(c), jnum(values[indexOf(c)]));
    return o;
}

QByteArray asJson(const RankingResult &r, const Scenario &scenario, std::size_t count, const PriceAges &ages,
                  int staleAfterDays)
{
    QJsonArray results;
    for (std::size_t i = 0; i < count; ++i) {
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
            {QStringLiteral("score"), row.score},
            {QStringLiteral("criteria"), criteriaObject(row.normalized)},
            {QStringLiteral("raw"), criteriaObject(row.raw)},
            {QStringLiteral("currency"), r.currency},
            {QStringLiteral("price_per_hour"), jnum(row.hourlyPrice)},
            {QStringLiteral("price_per_gpu_hour"), jnum(row.pricePerGpuHour())},
            {QStringLiteral("tflops_per_price"), jnum(row.tflopsPerMoney())},
            {QStringLiteral("source"), row.offer->source},
            {QStringLiteral("as_of"), marks.asOf},
            {QStringLiteral("stale"), marks.stale},
            {QStringLiteral("flags"), QJsonArray::fromStringList(marks.flags)},
            {QStringLiteral("illustrative"), row.offer->illustrative},
        };
        if (!r.prepared->job.empty()) {
            const OfferJob &job = r.prepared->job[r.ranking->order[i]];
            const QJsonValue fitsValue = fits(job.fit) ? QJsonValue(true) : job.fit == Fit::No ? QJsonValue(false) : QJsonValue();
            result.insert(QStringLiteral("job"),
                          QJsonObject{{QStringLiteral("fits"), fitsValue},
                                      {QStringLiteral("fit"), fitKey(job.fit)},
                                      {QStringLiteral("gpus_needed"), jnum(job.gpusNeeded)},
                                      {QStringLiteral("instances_needed"), jnum(job.instancesNeeded)},
                                      {QStringLiteral("hours"), jnum(job.hours)},
                                      {QStringLiteral("cost_total"), jnum(job.costTotal)}});
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
        {QStringLiteral("excluded"), excluded},
        {QStringLiteral("stale_after_days"), staleAfterDays},
        {QStringLiteral("results"), results},
    };
    if (noPriceInCatalog(r))
        root.insert(QStringLiteral("notice"), noPriceInCatalogText(r.billing));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList rowCells(const RankedRow &row, const RowMarks &marks, bool csv)
{
    const QString stale = csv ? (marks.stale ? QStringLiteral("true") : QStringLiteral("false"))
                              : (marks.stale ? QStringLiteral("stale") : QString());
    return {QString::number(row.rank),
            row.provider ? row.provider->key : QString(),
            row.offer->instanceType,
            row.offer->region,
            row.gpu ? row.gpu->model : QString(),
            QString::number(row.offer->gpuCount, 'g', 4),
            cell(row.raw[indexOf(Criterion::Vram)], 0),
            cell(row.raw[indexOf(Criterion::Compute)], 1),
            cell(row.hourlyPrice, 4),
            cell(row.pricePerGpuHour(), 4),
            cell(row.raw[indexOf(Criterion::Bandwidth)], 0),
            cell(row.raw[indexOf(Criterion::Stability)], 3),
            QString::number(row.score, 'f', 4),
            marks.asOf,
            stale,
            marks.flags.isEmpty() && !csv ? QStringLiteral("-") : marks.flags.join(u';')};
}

// The score column names the method, as the price columns name the currency: a TOPSIS
// closeness and a weighted mean are different figures.
QStringList headerCells(const QString &currency, RankingMethod method)
{
    return {QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("gpu_count"),
            QStringLiteral("vram_gb"), QStringLiteral("tflops"),
            QStringLiteral("price_per_hour_") + currency.toLower(),
            QStringLiteral("price_per_gpu_hour_") + currency.toLower(), QStringLiteral("network_gbps"),
            QStringLiteral("stability"), QStringLiteral("score_") + rankingMethodKey(method).replace(u'-', u'_'),
            QStringLiteral("as_of"), QStringLiteral("stale"), QStringLiteral("flags")};
}

QByteArray asCsv(const RankingResult &r, std::size_t count, const PriceAges &ages, int staleAfterDays)
{
    QStringList lines{csvLine(headerCells(r.currency, r.prepared->method))};
    for (std::size_t i = 0; i < count; ++i) {
        const RankedRow row = r.row(i);
        lines << csvLine(rowCells(row, marksOf(r, row, ages, staleAfterDays), true));
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

QByteArray asTable(const RankingResult &r, std::size_t count, const PriceAges &ages, int staleAfterDays)
{
    QList<QStringList> rows{headerCells(r.currency, r.prepared->method)};
    int stale = 0;
    bool illustrative = false;
    for (std::size_t i = 0; i < count; ++i) {
        const RankedRow row = r.row(i);
        const RowMarks marks = marksOf(r, row, ages, staleAfterDays);
        stale += marks.stale ? 1 : 0;
        illustrative = illustrative || row.offer->illustrative;
        rows << rowCells(row, marks, false);
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
            const bool numeric = c == 0 || (c >= 5 && c <= 12); // as_of, stale and flags are text
            padded << (numeric ? row[c].rightJustified(widths[c]) : row[c].leftJustified(widths[c]));
        }
        out += padded.join(QStringLiteral("  ")) + u'\n';
    }
    if (noPriceInCatalog(r)) {
        out += noPriceInCatalogText(r.billing) + u'\n';
    } else if (count == 0) {
        out += QCoreApplication::translate("gpuscout::RankOutput", "No offer passes the constraints (%1 in the catalog).").arg(r.prepared->catalogSize) + u'\n';
    } else if (count < r.size()) {
        out += QCoreApplication::translate("gpuscout::RankOutput", "%1 of %2 feasible offers shown.").arg(count).arg(r.size()) + u'\n';
    }
    if (stale > 0)
        out += QCoreApplication::translate("gpuscout::RankOutput", "%1 shown price(s) quoted more than %2 days ago are marked stale.").arg(stale).arg(staleAfterDays) + u'\n';
    if (illustrative)
        out += QCoreApplication::translate("gpuscout::RankOutput", "Rows flagged 'illustrative' rank figures from background articles, not quotes.") + u'\n';
    const int placeholders = r.prepared->excluded[static_cast<std::size_t>(Exclusion::PlaceholderPrice)];
    const int unranked = r.prepared->excluded[static_cast<std::size_t>(Exclusion::Illustrative)];
    if (placeholders > 0 || unranked > 0)
        out += QCoreApplication::translate("gpuscout::RankOutput", "Not ranked: %1 offer(s) with a placeholder price, %2 with an illustrative price (--include-illustrative ranks those).")
                   .arg(placeholders).arg(unranked) + u'\n';
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
            memory.insert(key, jnum(value));
        const QJsonObject root{
            {QStringLiteral("task"), taskKey(workload.task)},
            {QStringLiteral("parameters"), jnum(workload.parameters)},
            {QStringLiteral("precision"), weightPrecisionKey(workload.precision)},
            {QStringLiteral("memory_gb"), memory},
            {QStringLiteral("rule_of_thumb_gb"), QJsonArray{jnum(m.ruleOfThumbLowGb), jnum(m.ruleOfThumbHighGb)}},
            {QStringLiteral("training_flops"), jnum(flops)},
            {QStringLiteral("shape_guessed"), m.shapeGuessed},
        };
        return QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    QString out;
    for (const auto &[key, value] : parts)
        out += key.leftJustified(12) + cell(value, 2).rightJustified(12) + QStringLiteral(" GB\n");
    out += QStringLiteral("rule of thumb %1 - %2 GB\n").arg(cell(m.ruleOfThumbLowGb, 1), cell(m.ruleOfThumbHighGb, 1));
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
        if (pos < 0)
            return QStringLiteral("-");
        const Offer &o = catalog.offers[prepared.offer[static_cast<std::size_t>(pos)]];
        return QStringLiteral("%1 %2 (%3)").arg(o.provider >= 0 ? catalog.providers[o.provider].key : QString(),
                                               o.instanceType, o.region);
    };
    if (json) {
        QJsonArray rows;
        for (const WeightInterval &iv : intervals) {
            rows << QJsonObject{{QStringLiteral("criterion"), criterionKey(iv.criterion)},
                                {QStringLiteral("current_share"), iv.currentShare},
                                {QStringLiteral("low"), iv.low},
                                {QStringLiteral("high"), iv.high},
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
    const int top = options.top;
    const std::size_t count = top < 0 ? result.size() : std::min<std::size_t>(result.size(), static_cast<std::size_t>(top));
    const PriceAges ages = result.catalog ? PriceAges(*result.catalog, result.billing, options.today) : PriceAges();
    switch (format) {
    case RankFormat::Json: return asJson(result, scenario, count, ages, options.staleAfterDays);
    case RankFormat::Csv: return asCsv(result, count, ages, options.staleAfterDays);
    case RankFormat::Table: return asTable(result, count, ages, options.staleAfterDays);
    }
    return {};
}

} // namespace gpuscout
