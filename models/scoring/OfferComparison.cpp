#include "scoring/OfferComparison.h"

#include <cmath>

#include "domain/Format.h"
#include "domain/Stability.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace gpuscout {

// The words keep the compare view's translation context: they were its own before the
// report needed them too.

namespace {

enum class Best { None, Highest, Lowest };

constexpr std::array<Best, ComparisonRowCount> BestRule{
    Best::Lowest, Best::Highest, Best::Highest, Best::Highest, Best::Highest, Best::Highest,
    Best::Highest,
    Best::Lowest, Best::Lowest, Best::None, Best::Lowest, Best::None, Best::Highest, Best::Lowest, // the job's
    Best::None, Best::None, Best::None, Best::None, Best::Highest, Best::Highest,
    Best::Highest, Best::Lowest, Best::Lowest, Best::Highest, Best::Highest, Best::None, Best::Highest,
    Best::Highest, Best::Highest, Best::Lowest, Best::None, Best::None};

QString amount(double v) { return QLocale().toString(v, 'f', v < 10 ? 3 : 2); }

// A catalog price that was never converted: the currency code says which money it is.
QString nativeMoney(double v, const QString &currency)
{
    return isKnown(v) ? amount(v) + u' ' + currency : unknownText();
}

QString rdmaText(const QString &rdma)
{
    if (rdma.isEmpty())
        return QCoreApplication::translate("gpuscout::CompareView", "not stated");
    if (rdma == QLatin1String("none"))
        return QCoreApplication::translate("gpuscout::CompareView", "none");
    if (rdma == QLatin1String("efa"))
        return QStringLiteral("EFA");
    if (rdma == QLatin1String("infiniband"))
        return QStringLiteral("InfiniBand");
    if (rdma == QLatin1String("gpudirect"))
        return QStringLiteral("GPUDirect");
    return rdma;
}

QString regionText(const QString &region)
{
    return regionDisplayName(region);
}

double knownCount(double count) { return count > 0 ? count : Unknown; }

ComparisonColumn columnFor(const RankingResult &result, int offerIndex)
{
    const Catalog &catalog = *result.catalog;
    const Offer &o = catalog.offers[offerIndex];
    const Provider *provider = o.provider >= 0 ? &catalog.providers[o.provider] : nullptr;
    const GpuSpec *gpu = o.gpu >= 0 ? &catalog.gpus[o.gpu] : nullptr;
    ComparisonColumn col;
    auto &c = col.cells;
    const QString providerName = provider ? providerDisplayName(*provider) : unknownText();
    col.provider = providerName;
    col.instanceType = o.instanceType;
    col.region = regionText(o.region);

    const QString sourceTip = QCoreApplication::translate("gpuscout::CompareView", "Source: %1, as of %2").arg(o.source, o.asOf);
    const int rankIndex = result.rankIndexOfOffer(offerIndex);
    if (rankIndex >= 0) {
        const RankedRow r = result.row(static_cast<std::size_t>(rankIndex));
        c[RankRow] = {QLocale().toString(r.rank), static_cast<double>(r.rank), {}};
        c[ScoreRow] = {formatNumber(r.score, 3), r.score,
                       result.prepared->method == RankingMethod::Topsis
                           ? QCoreApplication::translate("gpuscout::CompareView", "TOPSIS closeness to the ideal offer, 0 to 1")
                           : QCoreApplication::translate("gpuscout::CompareView", "Weighted mean of the normalised criteria, 0 to 1")};
        for (Criterion k : AllCriteria) {
            const std::size_t i = indexOf(k);
            c[ComputeScoreRow + i] = {
                formatNumber(r.normalized[i], 3), r.normalized[i],
                r.known[i] ? QString()
                : result.prepared->unknownPolicy == UnknownPolicy::KnownOnly
                    ? QCoreApplication::translate("gpuscout::CompareView", "The value is unknown, so this criterion is left out of the offer's score.")
                    : QCoreApplication::translate("gpuscout::CompareView", "The value is unknown, so it scores 0.")};
        }
        const double tflops = r.tflops; // the instance's, whatever the basis or objective
        const double price = r.hourlyPrice;
        const double stability = r.raw[indexOf(Criterion::Stability)];
        c[TflopsRow] = {formatNumber(tflops, 1), tflops, {}};
        c[PriceRow] = {formatMoney(price, result.currency), price, sourceTip};
        c[PricePerGpuRow] = {formatMoney(r.pricePerGpuHour(), result.currency), r.pricePerGpuHour(), {}};
        c[TflopsPerPriceRow] = {formatNumber(r.tflopsPerMoney(), 1), r.tflopsPerMoney(),
                                QCoreApplication::translate("gpuscout::CompareView", "Price-performance R = dense TFLOPS of all GPUs / price per hour")};
        c[StabilityRow] = {formatNumber(stability, 3), stability, stabilityFormulaText()};
        if (!result.prepared->job.empty()) {
            const OfferJob &job = result.prepared->job[result.ranking->order[static_cast<std::size_t>(rankIndex)]];
            for (JobFigure f : jobFigures(*result.prepared)) {
                const QString why = jobFigureUnknownReason(job, f);
                c[JobCostRow + static_cast<int>(f)] = {jobFigureText(job, f, result.currency), jobFigureValue(job, f),
                                                       why.isEmpty() ? jobFigureTip(f) : jobFigureTip(f) + u'\n' + why};
            }
        }
    } else {
        // Everything that depends on the scenario (precision, billing, currency) comes from
        // the ranking; an offer outside it shows what the catalog alone says.
        const QString why = result.ok() || !result.ranking
            ? QCoreApplication::translate("gpuscout::CompareView", "Filtered out by the constraints, so it has no rank, score or scenario figures.")
            : QCoreApplication::translate("gpuscout::CompareView", "No ranking: %1").arg(result.ranking->error);
        for (int row : {int(RankRow), int(ScoreRow), int(ComputeScoreRow), int(VramScoreRow),
                        int(PriceScoreRow), int(BandwidthScoreRow), int(StabilityScoreRow), int(TflopsRow),
                        int(TflopsPerPriceRow), int(StabilityRow), int(JobCostRow), int(JobHoursRow),
                        int(JobInstancesRow), int(JobRentedPerHourRow), int(JobReplicasRow),
                        int(JobTokensPerSecondRow), int(JobCostPerMillionTokensRow)})
            c[row] = {QCoreApplication::translate("gpuscout::CompareView", "not ranked"), Unknown, why};
        BillingMode mode = BillingMode::OnDemand;
        for (BillingMode m : AllBillingModes) {
            if (isKnown(o.priceFor(m))) {
                mode = m;
                break;
            }
        }
        const double price = o.priceFor(mode);
        const QString tip = QCoreApplication::translate("gpuscout::CompareView", "Catalog price in the offer's own currency, %1; not ranked, so not "
                                            "converted and not compared.\n%2").arg(billingModeName(mode), sourceTip);
        const QString perGpu = isKnown(price) && o.gpuCount > 0 ? nativeMoney(price / o.gpuCount, o.currency)
                                                                : unknownText();
        c[PriceRow] = {isKnown(price) ? QCoreApplication::translate("gpuscout::CompareView", "%1, %2").arg(nativeMoney(price, o.currency), billingModeName(mode))
                                      : unknownText(),
                       Unknown, tip};
        c[PricePerGpuRow] = {perGpu, Unknown, tip};
    }

    c[ProviderRow] = {providerName, Unknown, provider ? provider->notes : QString()};
    c[InstanceRow] = {o.instanceType, Unknown, o.notes};
    c[RegionRow] = {regionText(o.region), Unknown, o.zone};
    c[GpuRow] = {gpu ? gpu->model : unknownText(), Unknown, gpu ? gpu->interconnect : QString()};
    c[GpuCountRow] = {o.gpuCount > 0 ? formatGpuCount(o.gpuCount) : unknownText(),
                      knownCount(o.gpuCount), {}};
    const double vram = gpu ? o.gpuCount * gpu->vramGb : Unknown;
    c[VramRow] = {formatNumber(vram, 0), vram, {}};
    c[NetworkRow] = {formatNumber(o.networkGbps, 0), o.networkGbps, {}};
    c[RdmaRow] = {rdmaText(o.rdma), Unknown, {}};
    c[VcpusRow] = {formatNumber(o.vcpus, 0), o.vcpus, {}};
    c[RamRow] = {formatNumber(o.ramGib, 0), o.ramGib, {}};
    const double spot = o.priceFor(BillingMode::Spot);
    c[SpotPriceRow] = {formatMoney(spot, o.currency), spot,
                       isKnown(o.spotInterruption)
                           ? QCoreApplication::translate("gpuscout::CompareView", "In the offer's own currency; about %1% of spot instances are "
                                             "reclaimed per month").arg(QLocale().toString(o.spotInterruption * 100, 'g', 3))
                           : QCoreApplication::translate("gpuscout::CompareView", "In the offer's own currency")};

    const int sourceIndex = catalog.sourceIndex(o.source);
    const Source *source = sourceIndex >= 0 ? &catalog.sources[sourceIndex] : nullptr;
    QString sourceText = source ? sourceDisplayName(source->name) : o.source.text();
    if (o.illustrative)
        sourceText += u'\n' + QCoreApplication::translate("gpuscout::CompareView", "illustrative figure, not a quote");
    c[SourceRow] = {sourceText, Unknown, source ? QStringList{source->url, source->notes}.join(u'\n').trimmed()
                                                : QString()};
    c[AsOfRow] = {o.asOf.isEmpty() ? unknownText() : o.asOf.text(), Unknown, {}};
    return col;
}

// Marks every column holding the best value of a row. A tie is judged as the reader sees it:
// figures that print the same (6.88 from 55.04 / 8 and from 13.76 / 2) are equally best,
// whatever their last bits, and a row whose known figures all print the same marks none.
void markBest(QList<ComparisonColumn> &columns, int row, const QList<double> &values, bool lowestIsBest)
{
    const std::size_t k = static_cast<std::size_t>(row);
    int bestCol = -1;
    int known = 0;
    for (int col = 0; col < values.size(); ++col) {
        const double v = values[col];
        if (!isKnown(v))
            continue;
        if (bestCol < 0 || (lowestIsBest ? v < values[bestCol] : v > values[bestCol]))
            bestCol = col;
        ++known;
    }
    if (known < 2)
        return;
    const double best = values[bestCol];
    const QString bestText = columns[bestCol].cells[k].text;
    const auto tiesBest = [&](int col) {
        const double v = values[col];
        return isKnown(v) && (columns[col].cells[k].text == bestText || std::abs(v - best) <= 1e-9 * std::abs(best));
    };
    bool allEqual = true;
    for (int col = 0; col < values.size(); ++col) {
        if (isKnown(values[col]) && !tiesBest(col))
            allEqual = false;
    }
    if (allEqual)
        return;
    for (int col = 0; col < values.size(); ++col) {
        if (tiesBest(col))
            columns[col].best[k] = true;
    }
}

} // namespace

bool comparisonRowApplies(const RankingResult &result, int row)
{
    if (row < JobCostRow || row > JobCostPerMillionTokensRow)
        return true;
    return result.prepared && jobFigureApplies(*result.prepared, static_cast<JobFigure>(row - JobCostRow));
}

QList<QString> comparisonRowKeys()
{
    return {QStringLiteral("rank"), QStringLiteral("score"), QStringLiteral("compute_score"),
            QStringLiteral("vram_score"), QStringLiteral("price_score"), QStringLiteral("bandwidth_score"),
            QStringLiteral("stability_score"), QStringLiteral("job_cost"), QStringLiteral("job_hours"),
            QStringLiteral("job_instances"), QStringLiteral("job_rented_per_hour"), QStringLiteral("job_replicas"),
            QStringLiteral("job_tokens_per_second"), QStringLiteral("job_cost_per_million_tokens"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("vram"),
            QStringLiteral("tflops"), QStringLiteral("price"), QStringLiteral("price_per_gpu"),
            QStringLiteral("tflops_per_price"), QStringLiteral("network"), QStringLiteral("rdma"),
            QStringLiteral("vcpus"), QStringLiteral("ram"), QStringLiteral("stability"),
            QStringLiteral("spot_price"), QStringLiteral("source"), QStringLiteral("as_of")};
}

QStringList comparisonRowLabels(const QString &currency)
{
    const QString cur = currency.isEmpty() ? QStringLiteral("USD") : currency;
    return {QCoreApplication::translate("gpuscout::CompareView", "Rank"), QCoreApplication::translate("gpuscout::CompareView", "Score"), QCoreApplication::translate("gpuscout::CompareView", "Compute score"),
            QCoreApplication::translate("gpuscout::CompareView", "VRAM score"), QCoreApplication::translate("gpuscout::CompareView", "Price score"), QCoreApplication::translate("gpuscout::CompareView", "Bandwidth score"),
            QCoreApplication::translate("gpuscout::CompareView", "Stability score"),
            jobFigureLabel(JobFigure::Cost, cur), jobFigureLabel(JobFigure::Hours, cur),
            jobFigureLabel(JobFigure::Instances, cur), jobFigureLabel(JobFigure::RentedPerHour, cur),
            jobFigureLabel(JobFigure::Replicas, cur), jobFigureLabel(JobFigure::TokensPerSecond, cur),
            jobFigureLabel(JobFigure::CostPerMillionTokens, cur), QCoreApplication::translate("gpuscout::CompareView", "Provider"), QCoreApplication::translate("gpuscout::CompareView", "Instance type"),
            QCoreApplication::translate("gpuscout::CompareView", "Region"), QCoreApplication::translate("gpuscout::CompareView", "GPU"), QCoreApplication::translate("gpuscout::CompareView", "GPU count"),
            QCoreApplication::translate("gpuscout::CompareView", "Total VRAM (GB)"), QCoreApplication::translate("gpuscout::CompareView", "Dense TFLOPS"), QCoreApplication::translate("gpuscout::CompareView", "Price per hour"),
            QCoreApplication::translate("gpuscout::CompareView", "Per GPU-hour"), QCoreApplication::translate("gpuscout::CompareView", "TFLOPS per %1/h").arg(cur),
            QCoreApplication::translate("gpuscout::CompareView", "Network (Gbit/s)"), QCoreApplication::translate("gpuscout::CompareView", "RDMA"), QCoreApplication::translate("gpuscout::CompareView", "vCPUs"),
            QCoreApplication::translate("gpuscout::CompareView", "RAM (GiB)"), QCoreApplication::translate("gpuscout::CompareView", "Stability"), QCoreApplication::translate("gpuscout::CompareView", "Spot price per hour"),
            QCoreApplication::translate("gpuscout::CompareView", "Source"), QCoreApplication::translate("gpuscout::CompareView", "As of")};
}

QString billingModeName(BillingMode m)
{
    switch (m) {
    case BillingMode::OnDemand: return QCoreApplication::translate("gpuscout::CompareView", "on-demand");
    case BillingMode::Spot: return QCoreApplication::translate("gpuscout::CompareView", "spot");
    case BillingMode::Reserved1y: return QCoreApplication::translate("gpuscout::CompareView", "reserved 1 year");
    case BillingMode::Monthly: return QCoreApplication::translate("gpuscout::CompareView", "monthly");
    }
    return {};
}


QList<ComparisonColumn> compareOffers(const RankingResult &result, const QList<int> &offerIndices)
{
    QList<ComparisonColumn> columns;
    QList<QString> spotCurrencies;
    for (int index : offerIndices) {
        columns << columnFor(result, index);
        spotCurrencies << result.catalog->offers[index].currency;
    }
    for (int row = 0; row < ComparisonRowCount; ++row) {
        if (BestRule[static_cast<std::size_t>(row)] == Best::None)
            continue;
        QList<double> values;
        for (const ComparisonColumn &col : columns)
            values << col.cells[static_cast<std::size_t>(row)].value;
        if (row == SpotPriceRow) {
            // Spot prices stay in each offer's own currency: only like with like compares.
            QSet<QString> currencies;
            for (qsizetype col = 0; col < values.size(); ++col) {
                if (isKnown(values[col]))
                    currencies.insert(spotCurrencies[col]);
            }
            if (currencies.size() > 1)
                values.fill(Unknown);
        }
        markBest(columns, row, values, BestRule[static_cast<std::size_t>(row)] == Best::Lowest);
    }
    return columns;
}

} // namespace gpuscout
