#include "scoring/ScoringEngine.h"

#include "domain/Catalog.h"
#include "workload/JobCost.h"
#include "domain/Stability.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace gpuscout {

QString exclusionKey(Exclusion e)
{
    switch (e) {
    case Exclusion::Provider: return QStringLiteral("provider");
    case Exclusion::Region: return QStringLiteral("region");
    case Exclusion::Gpu: return QStringLiteral("gpu");
    case Exclusion::NoPrice: return QStringLiteral("no-price");
    case Exclusion::Currency: return QStringLiteral("currency");
    case Exclusion::Budget: return QStringLiteral("max-price");
    case Exclusion::MinVram: return QStringLiteral("min-vram");
    case Exclusion::MinGpus: return QStringLiteral("min-gpus");
    case Exclusion::DoesNotFit: return QStringLiteral("does-not-fit");
    case Exclusion::PlaceholderPrice: return QStringLiteral("placeholder-price");
    case Exclusion::Illustrative: return QStringLiteral("illustrative");
    }
    return {};
}

namespace {

QSet<QString> lowerSet(const QStringList &list)
{
    QSet<QString> set;
    for (const QString &s : list)
        set.insert(s.trimmed().toLower());
    return set;
}

double computeFor(const Catalog &catalog, const Offer &o, Precision precision)
{
    if (o.gpu < 0)
        return Unknown;
    return o.gpuCount * catalog.gpus[o.gpu].tflops(precision);
}

double vramFor(const Catalog &catalog, const Offer &o)
{
    if (o.gpu < 0)
        return Unknown;
    return o.gpuCount * catalog.gpus[o.gpu].vramGb;
}

void normalizeColumn(const std::vector<double> &raw, std::vector<double> &out, bool cost,
                     Normalization method, double *outMin, double *outMax)
{
    *outMin = 0;
    *outMax = 0;
    double lo = INFINITY;
    double hi = -INFINITY;
    for (double x : raw) {
        if (isKnown(x)) {
            lo = std::min(lo, x);
            hi = std::max(hi, x);
        }
    }
    out.assign(raw.size(), 0.0);
    if (lo > hi)
        return; // nothing known
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const double x = raw[i];
        if (!isKnown(x))
            continue;
        if (hi == lo) {
            out[i] = 1.0;
        } else if (method == Normalization::MinMax) {
            out[i] = cost ? (hi - x) / (hi - lo) : (x - lo) / (hi - lo);
        } else if (cost) {
            out[i] = x <= 0 ? 1.0 : std::max(lo, 0.0) / x;
        } else {
            out[i] = hi <= 0 ? 0.0 : std::max(x, 0.0) / hi;
        }
    }
    const auto [smallest, largest] = std::minmax_element(out.cbegin(), out.cend());
    *outMin = *smallest; // out is not empty: something is known
    *outMax = *largest;
}

// Weighted mean of the normalised scores; w sums to 1.
void weightedSumScores(const PreparedOffers &p, const std::array<double, CriterionCount> &w, std::vector<double> &score)
{
    const std::size_t n = p.size();
    score.assign(n, 0.0);
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (w[k] == 0)
            continue;
        const double *col = p.normalized[k].data();
        double *out = score.data();
        for (std::size_t i = 0; i < n; ++i)
            out[i] += w[k] * col[i];
    }
}

// TOPSIS closeness; w sums to 1. The closeness is computed as 1 / (1 + D+/D-), equal to
// D- / (D+ + D-) but monotone in D+ and D- under rounding too: an offer at least as good
// as another on every criterion then never scores below it.
void topsisScores(const PreparedOffers &p, const std::array<double, CriterionCount> &w, std::vector<double> &score)
{
    const std::size_t n = p.size();
    std::vector<double> toWorst(n, 0.0); // squared D-
    score.assign(n, 0.0);                // squared D+ until the last loop
    double spread = 0;                   // squared distance from the ideal to the anti-ideal
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (w[k] == 0)
            continue;
        const double best = p.normalizedMax[k];
        const double worst = p.normalizedMin[k];
        spread += (w[k] * (best - worst)) * (w[k] * (best - worst));
        const double *col = p.normalized[k].data();
        double *plus = score.data();
        double *minus = toWorst.data();
        for (std::size_t i = 0; i < n; ++i) {
            const double dPlus = w[k] * (best - col[i]);
            const double dMinus = w[k] * (col[i] - worst);
            plus[i] += dPlus * dPlus;
            minus[i] += dMinus * dMinus;
        }
    }
    if (!(spread > 0)) {
        score.assign(n, 1.0); // every offer is the ideal and the anti-ideal at once
        return;
    }
    for (std::size_t i = 0; i < n; ++i)
        score[i] = toWorst[i] > 0 ? 1.0 / (1.0 + std::sqrt(score[i] / toWorst[i])) : 0.0;
}

// Stable LSD radix sort of positions by descending score. The input is in tie-break
// order, so stability keeps price and id as the tie-breakers for free. Scores are
// non-negative doubles, whose bit patterns order like unsigned integers.
void sortByScoreDescending(std::vector<std::uint32_t> &order, const std::vector<double> &score)
{
    const std::size_t n = order.size();
    std::vector<std::uint64_t> keys(n);
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t bits;
        std::memcpy(&bits, &score[order[i]], sizeof bits);
        keys[i] = ~bits;
    }
    std::array<std::array<std::uint32_t, 256>, 8> counts{};
    for (std::uint64_t k : keys) {
        for (int b = 0; b < 8; ++b)
            ++counts[b][(k >> (8 * b)) & 0xff];
    }
    std::vector<std::uint64_t> keysTmp(n);
    std::vector<std::uint32_t> orderTmp(n);
    for (int b = 0; b < 8; ++b) {
        auto &c = counts[b];
        if (std::any_of(c.begin(), c.end(), [n](std::uint32_t v) { return v == n; }))
            continue; // every key shares this byte
        std::uint32_t sum = 0;
        for (auto &v : c) {
            const std::uint32_t here = v;
            v = sum;
            sum += here;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t slot = c[(keys[i] >> (8 * b)) & 0xff]++;
            keysTmp[slot] = keys[i];
            orderTmp[slot] = order[i];
        }
        keys.swap(keysTmp);
        order.swap(orderTmp);
    }
}

} // namespace

PreparedOffers prepare(const Catalog &catalog, const Scenario &scenario)
{
    PreparedOffers p;
    p.catalogSize = static_cast<int>(catalog.offers.size());
    const Constraints &c = scenario.constraints;
    const QSet<QString> providers = lowerSet(c.providers);
    const QSet<QString> regions = lowerSet(c.regions);
    QSet<int> gpus;
    for (const QString &g : c.gpus)
        gpus.insert(catalog.gpuIndex(g));

    // A workload that does not validate is ignored, and the reason kept for the views.
    std::optional<Workload> workload = scenario.workload;
    if (workload) {
        p.workloadError = validateWorkload(*workload);
        if (!p.workloadError.isEmpty())
            workload.reset();
    }
    Precision precision = scenario.precision;
    if (workload)
        precision = computePrecision(workload->task, workload->precision);
    p.lowerIsBetter[indexOf(Criterion::Compute)] = workload && scenario.objective == Objective::Job;

    std::vector<char> providerAllowed(catalog.providers.size(), providers.isEmpty() ? 1 : 0);
    for (int i = 0; i < catalog.providers.size(); ++i) {
        if (providers.contains(catalog.providers[i].key.toLower())
            || providers.contains(catalog.providers[i].name.toLower()))
            providerAllowed[i] = 1;
    }

    const std::size_t reserve = catalog.offers.size();
    p.positionOfOffer.assign(reserve, -1);
    p.offer.reserve(reserve);
    p.offerId.reserve(reserve);
    for (auto &col : p.raw)
        col.reserve(reserve);

    for (int i = 0; i < catalog.offers.size(); ++i) {
        const Offer &o = catalog.offers[i];
        bool feasible = true;
        auto fail = [&](Exclusion e) {
            ++p.excluded[static_cast<std::size_t>(e)];
            feasible = false;
        };
        if (o.provider < 0 || !providerAllowed[o.provider])
            fail(Exclusion::Provider);
        if (!regions.isEmpty() && !regions.contains(o.region.toLower()))
            fail(Exclusion::Region);
        if (!gpus.isEmpty() && !gpus.contains(o.gpu))
            fail(Exclusion::Gpu);
        const double native = o.priceFor(scenario.billing);
        double price = Unknown;
        if (!isKnown(native)) {
            fail(Exclusion::NoPrice);
        } else {
            ++p.pricedForBilling;
            // A placeholder is not a price; an illustrative one is a price nobody quoted.
            if (o.hasFlag(u"placeholder-price"))
                fail(Exclusion::PlaceholderPrice);
            else if (o.illustrative && !scenario.includeIllustrative)
                fail(Exclusion::Illustrative);
            price = scenario.rates.convert(native, o.currency, scenario.currency);
            if (!isKnown(price))
                fail(Exclusion::Currency);
            else if (isKnown(c.maxPricePerHour) && price > c.maxPricePerHour)
                fail(Exclusion::Budget);
        }
        const double vram = vramFor(catalog, o);
        if (c.minTotalVramGb > 0 && !(isKnown(vram) && vram >= c.minTotalVramGb))
            fail(Exclusion::MinVram);
        if (c.minGpuCount > 0 && o.gpuCount < c.minGpuCount)
            fail(Exclusion::MinGpus);
        OfferJob job;
        if (workload) {
            if (o.gpu >= 0) {
                const JobEstimate estimate = estimateJob(*workload, o, catalog.gpus[o.gpu]);
                job.fit = estimate.fit;
                job.fitNote = estimate.reason;
                job.gpusNeeded = estimate.gpusNeeded;
                job.instancesNeeded = estimate.instancesNeeded;
                job.hours = estimate.hours;
                if (feasible && estimate.fit != Fit::No) {
                    const JobCost cost = estimateCost(*workload, o, estimate, scenario.currency, scenario.rates);
                    job.costTotal = cost.totalFor(scenario.billing);
                }
            }
            if (job.fit == Fit::No)
                fail(Exclusion::DoesNotFit);
        }
        if (!feasible)
            continue;

        p.positionOfOffer[static_cast<std::size_t>(i)] = static_cast<int>(p.offer.size());
        p.offer.push_back(i);
        p.offerId.push_back(o.id);
        const bool byJob = workload && scenario.objective == Objective::Job;
        const double tflops = computeFor(catalog, o, precision);
        p.hourlyPrice.push_back(price);
        p.tflops.push_back(tflops);
        p.raw[indexOf(Criterion::Compute)].push_back(byJob ? job.hours : tflops);
        p.raw[indexOf(Criterion::Vram)].push_back(vram);
        p.raw[indexOf(Criterion::Price)].push_back(byJob ? job.costTotal : price);
        p.raw[indexOf(Criterion::Bandwidth)].push_back(o.networkGbps);
        const double horizon = workload && isKnown(job.hours) ? job.hours : scenario.jobHours;
        p.raw[indexOf(Criterion::Stability)].push_back(
            o.provider >= 0 ? stabilityScore(o, catalog.providers[o.provider], scenario.billing, horizon,
                                             scenario.stability)
                            : Unknown);
        if (workload)
            p.job.push_back(job);
    }

    // Sorting the keys themselves, not positions that point at them, keeps the
    // comparisons in cache.
    struct TieKey {
        double price;
        qint64 id;
        std::uint32_t pos;
    };
    const auto &priceCol = p.raw[indexOf(Criterion::Price)];
    std::vector<TieKey> keys(p.size());
    for (std::uint32_t i = 0; i < keys.size(); ++i)
        keys[i] = {priceCol[i], p.offerId[i], i};
    std::sort(keys.begin(), keys.end(), [](const TieKey &a, const TieKey &b) {
        return a.price != b.price ? a.price < b.price : a.id < b.id;
    });
    p.tieOrder.resize(p.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        p.tieOrder[i] = keys[i].pos;
    p.method = scenario.method;
    normalize(p, scenario.normalization);
    return p;
}

void normalize(PreparedOffers &p, Normalization method)
{
    for (Criterion c : AllCriteria)
        normalizeColumn(p.raw[indexOf(c)], p.normalized[indexOf(c)], p.lowerIsBetter[indexOf(c)], method,
                        &p.normalizedMin[indexOf(c)], &p.normalizedMax[indexOf(c)]);
}

QString validateWeights(const Weights &weights)
{
    for (Criterion c : AllCriteria) {
        const double w = weights[c];
        if (!std::isfinite(w) || w < 0 || w > MaxWeight) {
            return QCoreApplication::translate("gpuscout::ScoringEngine",
                                               "The weight of %1 must be a number from 0 to %2, not %3.")
                .arg(criterionKey(c), QString::number(MaxWeight, 'f', 0), QString::number(w));
        }
    }
    if (weights.total() <= 0) {
        return QCoreApplication::translate("gpuscout::ScoringEngine",
                                           "All weights are zero: give at least one criterion a weight above 0.");
    }
    return {};
}

Ranking rank(const PreparedOffers &p, const Weights &weights)
{
    Ranking r;
    r.error = validateWeights(weights);
    if (!r.ok())
        return r;
    const double total = weights.total();
    std::array<double, CriterionCount> w{};
    for (Criterion c : AllCriteria)
        w[indexOf(c)] = weights[c] / total;
    if (p.method == RankingMethod::Topsis)
        topsisScores(p, w, r.score);
    else
        weightedSumScores(p, w, r.score);
    const std::size_t n = p.size();
    r.order = p.tieOrder;
    sortByScoreDescending(r.order, r.score);
    r.rankOf.resize(n);
    for (std::uint32_t k = 0; k < n; ++k)
        r.rankOf[r.order[k]] = k;
    return r;
}

} // namespace gpuscout
