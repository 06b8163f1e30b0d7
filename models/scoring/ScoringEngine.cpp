#include "scoring/ScoringEngine.h"

#include "perf/PerformanceModel.h"

#include "domain/Catalog.h"
#include "domain/Stability.h"
#include "scoring/Normalize.h"
#include "scoring/ScoreOrder.h"
#include "scoring/Topsis.h"
#include "job/JobCost.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <optional>

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
    case Exclusion::Stack: return QStringLiteral("stack");
    case Exclusion::Deadline: return QStringLiteral("deadline");
    case Exclusion::Serving: return QStringLiteral("serving");
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

// Weighted mean of the normalised scores; w sums to 1. Under KnownOnly each offer's sum is
// divided by the weight of its known criteria instead.
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
    if (p.unknownPolicy != UnknownPolicy::KnownOnly)
        return;
    std::vector<double> weight(n, 0.0);
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (w[k] == 0)
            continue;
        const char *known = p.known[k].data();
        double *out = weight.data();
        for (std::size_t i = 0; i < n; ++i)
            out[i] += known[i] ? w[k] : 0.0;
    }
    for (std::size_t i = 0; i < n; ++i)
        score[i] = weight[i] > 0 ? score[i] / weight[i] : 0.0;
}

// TOPSIS closeness over the five columns; w sums to 1.
void topsisScores(const PreparedOffers &p, const std::array<double, CriterionCount> &w, std::vector<double> &score)
{
    std::vector<const std::vector<double> *> columns;
    std::vector<const std::vector<char> *> masks;
    const bool knownOnly = p.unknownPolicy == UnknownPolicy::KnownOnly;
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        columns.push_back(&p.normalized[k]);
        masks.push_back(knownOnly ? &p.known[k] : nullptr);
    }
    topsisCloseness(columns, masks, std::vector<double>(w.begin(), w.end()),
                    std::vector<double>(p.normalizedMax.begin(), p.normalizedMax.end()),
                    std::vector<double>(p.normalizedMin.begin(), p.normalizedMin.end()), score);
}

// A job without a duration is compared by what its work costs: per million output tokens
// when serving, per PFLOP (10^15 FLOP at the delivered rate) otherwise. Unknown without a rate.
double costOfWork(const OfferJob &job, bool serving)
{
    const double rate = job.effectiveTflops;
    if (!isKnown(rate) || !(rate > 0) || !isKnown(job.pricePerHour))
        return Unknown;
    return serving ? job.pricePerHour / (rate * 3600.0) * 1e6 : job.pricePerHour / (rate * 3.6);
}

// Positions by price ascending (unknown last), then offer id ascending. Sorting the keys
// themselves, not positions that point at them, keeps the comparisons in cache.
std::vector<std::uint32_t> tieBreakOrder(const std::vector<double> &price, const std::vector<qint64> &offerId)
{
    struct TieKey {
        double price;
        qint64 id;
        std::uint32_t pos;
    };
    std::vector<TieKey> keys(price.size());
    for (std::uint32_t i = 0; i < keys.size(); ++i)
        keys[i] = {price[i], offerId[i], i};
    // An unknown price (a job whose cost cannot be worked out) comes after every known one.
    std::sort(keys.begin(), keys.end(), [](const TieKey &a, const TieKey &b) {
        if (isKnown(a.price) != isKnown(b.price))
            return isKnown(a.price);
        return isKnown(a.price) && a.price != b.price ? a.price < b.price : a.id < b.id;
    });
    std::vector<std::uint32_t> order(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        order[i] = keys[i].pos;
    return order;
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
    const bool byJob = workload && scenario.objective == Objective::Job;
    // A job with neither hours nor tokens has no duration: its cost and time cannot be worked
    // out, so it is compared per hour of the job instead (jobPerHour).
    const bool hasDuration = workload && (isKnown(workload->hours) || hasWork(*workload) || (hasModel(workload->task) && isKnown(workload->tokens)));
    const bool perHour = byJob && !hasDuration;
    p.byJob = byJob;
    p.serving = workload && workload->task == Task::Inference;
    p.jobPerHour = perHour;
    p.fixedHours = workload && isKnown(workload->hours);
    p.hasDuration = hasDuration;
    if (workload && workload->task == Task::Inference)
        p.servingDemand = workload->requestsPerSecond;
    if (workload)
        p.deadlineHours = workload->deadlineHours;
    p.basis = scenario.basis;
    p.unknownPolicy = scenario.unknownPolicy;
    p.lowerIsBetter[indexOf(Criterion::Compute)] = byJob && !perHour;

    std::vector<char> providerAllowed(catalog.providers.size(), providers.isEmpty() ? 1 : 0);
    for (int i = 0; i < catalog.providers.size(); ++i) {
        if (providers.contains(catalog.providers[i].key.toLower())
            || providers.contains(catalog.providers[i].name.toLower()))
            providerAllowed[i] = 1;
    }

    // A catalog read from a database carries its fitted model; one put together in memory
    // gets one here.
    std::shared_ptr<const PerformanceModel> ownModel;
    if (workload && !catalog.performance)
        ownModel = PerformanceModel::build(catalog);
    const PerformanceModel *performance = catalog.performance ? catalog.performance.get() : ownModel.get();
    std::optional<JobEstimator> estimator;
    if (workload) {
        const int reference = workload->referenceGpu.isEmpty() ? -1 : catalog.gpuIndex(workload->referenceGpu);
        estimator.emplace(*workload, performance, reference >= 0 ? &catalog.gpus[reference] : nullptr);
    }

    const std::size_t reserve = catalog.offers.size();
    p.positionOfOffer.assign(reserve, -1);
    p.offer.reserve(reserve);
    p.offerId.reserve(reserve);
    p.machine.reserve(reserve);
    p.hourlyPrice.reserve(reserve);
    p.tflops.reserve(reserve);
    for (auto &col : p.raw)
        col.reserve(reserve);
    // Machines (provider + instance type) numbered as they come; the same type name under
    // two providers is two machines.
    // Keys view the catalog's own strings: no copies, no reference counting.
    QHash<std::pair<int, QStringView>, std::uint32_t> machines;
    machines.reserve(static_cast<qsizetype>(reserve));
    // Of the providers chosen by name: which have offers but no price under the billing mode.
    std::vector<char> chosenHasOffer(catalog.providers.size(), 0);
    std::vector<char> chosenHasPrice(catalog.providers.size(), 0);

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
        const bool placeholder = isKnown(native) && o.hasFlag(u"placeholder-price");
        if (!providers.isEmpty() && o.provider >= 0 && providerAllowed[o.provider]) {
            chosenHasOffer[o.provider] = 1;
            if (isKnown(native) && !placeholder && (!o.illustrative || scenario.includeIllustrative))
                chosenHasPrice[o.provider] = 1;
        }
        double price = Unknown;
        if (!isKnown(native)) {
            fail(Exclusion::NoPrice);
        } else {
            ++p.pricedForBilling;
            // A placeholder is not a price; an illustrative one is a price nobody quoted.
            if (placeholder)
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
            if (o.gpu >= 0 && !runsStack(*workload, o, catalog.gpus[o.gpu]))
                fail(Exclusion::Stack);
            if (o.gpu >= 0) {
                const JobEstimate estimate = estimator->estimate(o, catalog.gpus[o.gpu]);
                job.fit = estimate.fit;
                job.fitNote = estimate.reason;
                job.modelNote = estimate.missesServing ? estimate.servingNote : estimate.modelNote;
                job.hoursNote = estimate.hoursNote;
                if (estimate.missesDeadline)
                    fail(Exclusion::Deadline);
                if (estimate.missesServing)
                    fail(Exclusion::Serving);
                else if (estimate.scaledForDeadline)
                    job.deadlineNote = estimate.deadlineNote;
                job.gpusNeeded = estimate.gpusNeeded;
                job.instancesNeeded = estimate.instancesNeeded;
                job.hours = estimate.hours;
                job.needGb = estimate.memory.totalGb;
                job.basis = estimate.basis;
                job.measurement = estimate.measurement;
                job.correction = estimate.correction;
                job.calibration = estimate.calibration;
                job.tokensPerSecond = estimate.tokensPerSecond;
                job.ttftMs = estimate.ttftMs;
                job.tpotMs = estimate.tpotMs;
                job.efficiency = estimate.efficiency;
                // What an hour of the job costs and delivers, for a job without a duration; the
                // instances are priced as JobCost prices them (1 when the fit cannot be judged).
                job.pricePerHour = (fits(estimate.fit) ? estimate.instancesNeeded : 1.0) * price;
                // Delivered: tokens a second for serving, else the peak x the efficiency assumed
                // (the measured one where a run is comparable) x the speedup.
                job.effectiveTflops = workload->task == Task::Inference
                    ? estimate.servedTokensPerSecond
                    : estimate.peakTflops * estimate.speedup * (isKnown(estimate.efficiency) ? estimate.efficiency : 1.0);
                if (workload->task == Task::Inference) {
                    job.replicas = estimate.servingCopies;
                    job.concurrency = estimate.servingConcurrency;
                    const double served = estimate.servedTokensPerSecond;
                    if (isKnown(served) && served > 0 && isKnown(job.pricePerHour))
                        job.costPerMillionTokens = job.pricePerHour / (served * 3600.0) * 1e6;
                }
                if (fits(estimate.fit)) {
                    job.poolGb = estimate.instancesNeeded * o.gpuCount * gpuMemoryGb(catalog.gpus[o.gpu].vramGb);
                    if (job.needGb > 0)
                        job.headroom = std::clamp(job.poolGb / job.needGb - 1, 0.0, JobVramHeadroomCap);
                }
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
        // Catalogs list a machine's regions together: the previous offer's machine is checked
        // first. Otherwise one lookup: a new machine finds its slot at 0 and takes the next
        // number + 1.
        const Offer *previous = p.offer.size() > 1 ? &catalog.offers[p.offer[p.offer.size() - 2]] : nullptr;
        if (previous && previous->provider == o.provider && previous->instanceType == o.instanceType) {
            p.machine.push_back(p.machine.back());
        } else {
            std::uint32_t &machine = machines[{o.provider, QStringView(o.instanceType)}];
            if (machine == 0)
                machine = ++p.machineCount;
            p.machine.push_back(machine - 1);
        }
        // Per GPU: one whole GPU's worth of the instance. Without a GPU count there is
        // nothing to divide by, and the instance's figures stand.
        const double share = scenario.basis == Basis::PerGpu && o.gpuCount > 0 ? o.gpuCount : 1.0;
        const double tflops = computeFor(catalog, o, precision);
        p.hourlyPrice.push_back(price);
        p.tflops.push_back(tflops);
        p.raw[indexOf(Criterion::Compute)].push_back(perHour ? job.effectiveTflops : byJob ? job.hours : tflops / share);
        p.raw[indexOf(Criterion::Vram)].push_back(byJob ? job.headroom : vram / share);
        p.raw[indexOf(Criterion::Price)].push_back(perHour ? costOfWork(job, p.serving) : byJob ? job.costTotal : price / share);
        p.raw[indexOf(Criterion::Bandwidth)].push_back(o.networkGbps / share);
        const double horizon = workload && isKnown(job.hours) ? job.hours : scenario.jobHours;
        p.raw[indexOf(Criterion::Stability)].push_back(
            o.provider >= 0 ? stabilityScore(o, catalog.providers[o.provider], scenario.billing, horizon,
                                             scenario.stability)
                            : Unknown);
        if (byJob)
            p.networkNotNeeded.push_back(job.instancesNeeded == 1 ? 1 : 0);
        if (workload)
            p.job.push_back(job);
    }
    // The working sets go as soon as they are done with: at 100,000 offers the machine table
    // and the sort keys were 70 bytes an offer on top of the columns, alive while they were
    // normalised, which made the ranking's peak memory.
    machines = {};
    for (int i = 0; i < catalog.providers.size(); ++i) {
        if (chosenHasOffer[i] && !chosenHasPrice[i])
            p.unpricedProviders.push_back(i);
    }
    p.tieOrder = tieBreakOrder(p.raw[indexOf(Criterion::Price)], p.offerId);
    p.method = scenario.method;
    if (byJob) {
        p.jobNormalization = scenario.jobNormalization;
        // Without a duration, the guards compare a unit of the job's work: its cost (the price
        // criterion already) and the time it takes, the inverse of the rate.
        p.jobCost = p.raw[indexOf(Criterion::Price)];
        p.jobTime = p.raw[indexOf(Criterion::Compute)];
        if (perHour) {
            for (std::size_t i = 0; i < p.size(); ++i) {
                const double rate = p.job[i].effectiveTflops;
                p.jobTime[i] = isKnown(rate) && rate > 0 ? 1.0 / rate : Unknown;
            }
        }
        setJobCostLimit(p, scenario.maxJobCostRatio);
    }
    normalize(p, scenario.normalization);
    return p;
}

void normalize(PreparedOffers &p, Normalization method)
{
    p.normalization = method;
    const bool knownOnly = p.unknownPolicy == UnknownPolicy::KnownOnly;
    for (Criterion c : AllCriteria) {
        const std::size_t k = indexOf(c);
        const std::vector<char> *asBest = c == Criterion::Bandwidth && !p.networkNotNeeded.empty() ? &p.networkNotNeeded : nullptr;
        const bool jobFigure = !p.jobTier.empty() && (c == Criterion::Price || c == Criterion::Compute);
        normalizeColumn(p.raw[k], asBest, p.lowerIsBetter[k], jobFigure ? p.jobNormalization : method, p.normalized[k]);
        auto &known = p.known[k];
        known.resize(p.size());
        for (std::size_t i = 0; i < p.size(); ++i)
            known[i] = isKnown(p.raw[k][i]) || (asBest && (*asBest)[i]) ? 1 : 0;
        // The ideal and anti-ideal: unknown figures count as their score of 0, unless the
        // offers are scored on what is known.
        double lo = INFINITY;
        double hi = -INFINITY;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (knownOnly && !known[i])
                continue;
            lo = std::min(lo, p.normalized[k][i]);
            hi = std::max(hi, p.normalized[k][i]);
        }
        p.normalizedMin[k] = lo <= hi ? lo : 0.0;
        p.normalizedMax[k] = lo <= hi ? hi : 0.0;
    }
}

void setJobCostLimit(PreparedOffers &p, double maxJobCostRatio)
{
    if (!p.byJob)
        return;
    p.maxJobCostRatio = maxJobCostRatio;
    JobGuards guards = jobGuards(p.jobCost, p.jobTime, p.raw[indexOf(Criterion::Stability)], maxJobCostRatio);
    p.jobTier = std::move(guards.tier);
    p.cheapestJobCost = guards.cheapestCost;
    p.fastestJobHours = guards.fastestHours;
    p.tierStart = {};
    for (JobTier t : p.jobTier)
        ++p.tierStart[static_cast<std::size_t>(t) + 1];
    for (std::size_t t = 1; t < p.tierStart.size(); ++t)
        p.tierStart[t] += p.tierStart[t - 1];
    std::array<std::size_t, 4> next = p.tierStart;
    p.tieOrderByTier.assign(p.tieOrder.size(), 0);
    for (std::uint32_t pos : p.tieOrder)
        p.tieOrderByTier[next[static_cast<std::size_t>(p.jobTier[pos])]++] = pos;
}

double PreparedOffers::jobCostRatio(std::size_t pos) const
{
    const double cost = jobTier.empty() ? Unknown : jobCost[pos];
    return !isKnown(cost) || !(cheapestJobCost > 0) ? Unknown : cost / cheapestJobCost;
}

double PreparedOffers::jobTimeRatio(std::size_t pos) const
{
    const double hours = jobTier.empty() ? Unknown : jobTime[pos];
    return !isKnown(hours) || !(fastestJobHours > 0) ? Unknown : hours / fastestJobHours;
}

int PreparedOffers::unknownCount(std::size_t pos) const
{
    int count = 0;
    for (const auto &column : known)
        count += column[pos] ? 0 : 1;
    return count;
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
    if (p.jobTier.empty()) {
        sortByScoreDescending(r.order, r.score);
    } else {
        // Tier by tier: the groups were made once, in setJobCostLimit().
        r.order = p.tieOrderByTier;
        std::vector<std::uint32_t> group;
        for (std::size_t t = 0; t + 1 < p.tierStart.size(); ++t) {
            const auto first = r.order.begin() + static_cast<std::ptrdiff_t>(p.tierStart[t]);
            const auto last = r.order.begin() + static_cast<std::ptrdiff_t>(p.tierStart[t + 1]);
            if (last - first < 2)
                continue;
            group.assign(first, last);
            sortByScoreDescending(group, r.score);
            std::copy(group.begin(), group.end(), first);
        }
    }
    r.rankOf.resize(n);
    for (std::uint32_t k = 0; k < n; ++k)
        r.rankOf[r.order[k]] = k;
    return r;
}

} // namespace gpuscout
