#include "job/JobEstimate.h"

#include "domain/Format.h"

#include "domain/GpuSpec.h"
#include "domain/Offer.h"
#include "domain/Workload.h"
#include "perf/JobShapes.h"
#include "perf/PerformanceModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

constexpr double SecondsPerHour = 3600;

QString number(double v)
{
    return QString::number(v, 'g', 4);
}

QString latencyLimitsText(const Workload &w)
{
    QStringList parts;
    if (isKnown(w.maxTtftMs))
        parts << QCoreApplication::translate("gpuscout::JobEstimate", "first token within %1 ms").arg(formatNumber(w.maxTtftMs, 0));
    if (isKnown(w.maxTpotMs))
        parts << QCoreApplication::translate("gpuscout::JobEstimate", "%1 ms per output token").arg(formatNumber(w.maxTpotMs, 0));
    return parts.join(QStringLiteral(", "));
}

// Fills fit, gpusNeeded, instancesNeeded and gpusUsed.
void judgeFit(JobEstimate &e, const Offer &offer, const GpuSpec &gpu)
{
    const double need = e.memory.totalGb;
    const double overhead = e.memory.overheadGb;
    if (!isKnown(need)) {
        e.fit = Fit::Undetermined;
        e.reason = QCoreApplication::translate("gpuscout::JobEstimate", "the memory the job needs is not known; give working_set_gb");
        return;
    }
    if (!isKnown(gpu.vramGb) || !(offer.gpuCount > 0)) {
        e.fit = Fit::Undetermined;
        e.reason = QCoreApplication::translate("gpuscout::JobEstimate", "the offer's GPUs (%1) have unknown VRAM").arg(gpu.model);
        return;
    }
    // Both sides in 10^9 bytes (gpuMemoryGb); a partition gets its share.
    const double perGpu = gpuMemoryGb(gpu.vramGb) * std::min(1.0, offer.gpuCount);
    if (offer.gpuCount < 1) {
        if (need <= perGpu) {
            e.fit = Fit::OneGpu;
            e.gpusNeeded = offer.gpuCount;
            e.instancesNeeded = 1;
            e.gpusUsed = offer.gpuCount;
        } else {
            e.fit = Fit::No;
            e.reason = QCoreApplication::translate("gpuscout::JobEstimate", "needs %1 GB but the offer is %2 GB, a fraction of one GPU that cannot be combined with others")
                           .arg(number(need), number(perGpu));
        }
        return;
    }
    if (perGpu <= overhead) {
        e.fit = Fit::No;
        e.reason = QCoreApplication::translate("gpuscout::JobEstimate", "each GPU's %1 GB is no more than the %2 GB runtime overhead per GPU")
                       .arg(number(perGpu), number(overhead));
        return;
    }
    const double gpus = need <= perGpu ? 1.0 : std::ceil(e.memory.shardableGb() / (perGpu - overhead) - 1e-9);
    e.gpusNeeded = gpus;
    e.instancesNeeded = std::ceil(gpus / offer.gpuCount - 1e-9);
    e.gpusUsed = e.instancesNeeded * offer.gpuCount;
    if (gpus <= 1)
        e.fit = Fit::OneGpu;
    else if (e.instancesNeeded <= 1)
        e.fit = Fit::OneInstance;
    else
        e.fit = Fit::MultiInstance;
}

bool positive(double v)
{
    return isKnown(v) && std::isfinite(v) && v > 0;
}

// One way to serve the job on the GPUs rented: `copies` copies of the model, each on `gpus`
// GPUs (tensor parallel), the requests shared among them.
struct ServingPlan {
    double gpus = 1;
    double copies = 1;
};

// Every plan whose copies hold the weights and their share of the KV cache, from one copy
// per GPU group of gpusNeeded (what the fit check sized) to one copy over all GPUs rented.
QList<ServingPlan> servingPlans(const JobEstimate &e, const Offer &offer, const GpuSpec &gpu)
{
    if (offer.gpuCount < 1)
        return {ServingPlan{offer.gpuCount, 1}};
    QList<ServingPlan> plans;
    const double perGpu = gpuMemoryGb(gpu.vramGb);
    const double overhead = e.memory.overheadGb;
    for (double t = 1; t <= e.gpusUsed + 1e-9; t += 1) {
        const double copies = std::floor(e.gpusUsed / t + 1e-9);
        const double perCopy = e.memory.weightsGb + e.memory.kvCacheGb / copies;
        if (t + 1e-9 >= e.gpusNeeded || perCopy / t + overhead <= perGpu)
            plans << ServingPlan{t, copies};
    }
    return plans;
}

bool sizedServing(const Workload &w)
{
    return w.task == Task::Inference && (isKnown(w.requestsPerSecond) || isKnown(w.maxTtftMs) || isKnown(w.maxTpotMs));
}

// Every plan's copy on `t` GPUs at every batch its memory holds (JobEstimate.h "demand").
void servingPoints(JobEstimate &e, const Workload &w, ServingEngine engine, const ServingShape &shape,
                   const Offer &offer, const GpuSpec &gpu, const PerformanceModel &perf)
{
    if (!shape.known())
        return;
    const double kvPerRequestGb = shape.kvBytesPerToken * (w.promptTokens + w.outputTokens) / 1e9;
    for (const ServingPlan &plan : servingPlans(e, offer, gpu)) {
        const double gpus = plan.gpus;
        ServingSystem sys = servingSystemFor(engine, gpu, Task::Inference, w.precision, std::max(1.0, gpus));
        if (gpus < 1) {
            sys.bandwidthBytesPerSecond *= gpus;
            sys.flopsPerSecond *= gpus;
        }
        const ServingCalibration::Fit &fit = perf.servingFit(engine, offer.gpu, gpus > 1);
        if (!fit.ok())
            continue;
        const double memory = gpus < 1 ? gpuMemoryGb(gpu.vramGb) * gpus - e.memory.overheadGb
                                       : gpus * (gpuMemoryGb(gpu.vramGb) - e.memory.overheadGb);
        const double fitsRequests = std::floor((memory - e.memory.weightsGb) / kvPerRequestGb + 1e-9);
        const double most = std::min(MaxServingConcurrency, fitsRequests);
        if (!(most >= 1))
            continue;
        ServingFeatures x{};
        double units = Unknown;
        if (!servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, 1, Metric::TtftMs}, &x, &units))
            continue;
        const double ttftAlone = dot(fit.coefficients, x) * 1000;
        const QString calibration = servingEngineKey(engine) + u' ' + calibrationLevelKey(fit.level)
            + (fit.scope.isEmpty() ? QString() : u' ' + fit.scope);
        QList<double> batches;
        for (double c = 1; c < most; c *= 2)
            batches << c;
        batches << most;
        for (double c : batches) {
            ServingPoint point{gpus, c, Unknown, Unknown, Unknown, calibration};
            if (!servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, c, Metric::OutputTokensPerSecond}, &x, &units))
                continue;
            const double seconds = dot(fit.coefficients, x);
            if (!positive(seconds))
                continue;
            point.tokensPerSecond = units / seconds;
            if (servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, c, Metric::TpotMs}, &x, &units))
                point.tpotMs = dot(fit.coefficients, x) * 1000;
            if (positive(ttftAlone) && positive(point.tpotMs))
                point.ttftMs = ttftAlone + (c > 1 ? point.tpotMs : 0.0);
            e.servingPoints << point;
        }
    }
}

// Picks the way to serve from the points, their times multiplied by `correction` (a
// measurement's): within the latency limits, the largest batch of each plan; with a demand,
// the plan renting the fewest instances, else the one serving the most tokens a second on the
// instances the memory needs.
void chooseServing(JobEstimate &e, const Workload &w, const Offer &offer, double correction)
{
    struct Choice {
        double instances = Unknown;
        double copies = Unknown;
        const ServingPoint *point = nullptr;
        double rate = Unknown;
        double tpot = Unknown;
    };
    QHash<double, Choice> bestOfPlan; // by GPUs per copy: the largest batch within the limits
    for (const ServingPoint &p : std::as_const(e.servingPoints)) {
        const double ttft = p.ttftMs * correction;
        const double tpot = p.tpotMs * correction;
        if ((isKnown(w.maxTtftMs) && !(isKnown(ttft) && ttft <= w.maxTtftMs))
            || (isKnown(w.maxTpotMs) && !(isKnown(tpot) && tpot <= w.maxTpotMs)))
            continue;
        Choice &c = bestOfPlan[p.gpus];
        if (!c.point || p.tokensPerSecond / correction > c.rate) {
            c.point = &p;
            c.rate = p.tokensPerSecond / correction;
            c.tpot = tpot;
        }
    }
    const bool fraction = offer.gpuCount < 1;
    const Choice *best = nullptr;
    for (auto it = bestOfPlan.begin(); it != bestOfPlan.end(); ++it) {
        Choice &c = *it;
        const double t = c.point->gpus;
        const double perInstance = fraction ? 1.0 : std::floor(offer.gpuCount / t + 1e-9);
        const double instancesPerCopy = fraction ? 1.0 : std::ceil(t / offer.gpuCount - 1e-9);
        if (isKnown(w.requestsPerSecond)) {
            const double needed = std::ceil(w.requestsPerSecond * w.outputTokens / c.rate - 1e-9);
            c.instances = perInstance >= 1 ? std::ceil(needed / perInstance - 1e-9) : needed * instancesPerCopy;
            c.copies = perInstance >= 1 ? c.instances * perInstance : needed;
        } else {
            c.instances = e.instancesNeeded;
            c.copies = fraction ? 1.0 : std::floor(e.gpusUsed / t + 1e-9);
        }
        const auto better = [&](const Choice &a, const Choice &b) {
            if (isKnown(w.requestsPerSecond))
                return a.instances != b.instances ? a.instances < b.instances : a.tpot < b.tpot;
            return a.copies * a.rate > b.copies * b.rate;
        };
        if (!best || better(c, *best))
            best = &c;
    }
    if (!best || !std::isfinite(best->instances) || best->instances > w.maxInstances) {
        e.missesServing = true;
        if (!best)
            e.servingNote = QCoreApplication::translate("gpuscout::JobEstimate", "cannot meet the latency limits at any batch (%1)")
                                .arg(latencyLimitsText(w));
        else
            e.servingNote = QCoreApplication::translate("gpuscout::JobEstimate", "needs %1 instances to serve %2 requests a second, over the limit of %3")
                                .arg(formatNumber(best->instances, 0), formatNumber(w.requestsPerSecond, 1), formatNumber(w.maxInstances, 0));
        e.tokensPerSecond = Unknown;
        e.ttftMs = Unknown;
        e.tpotMs = Unknown;
        return;
    }
    const ServingPoint &p = *best->point;
    e.servingGpusPerCopy = p.gpus;
    e.servingCopies = best->copies;
    e.servingConcurrency = p.concurrency;
    e.tokensPerSecond = best->copies * best->rate;
    e.ttftMs = p.ttftMs * correction;
    e.tpotMs = p.tpotMs * correction;
    e.calibration = p.calibration;
    if (isKnown(w.requestsPerSecond) && !fraction) {
        e.instancesNeeded = best->instances;
        e.gpusUsed = best->instances * offer.gpuCount;
        if (best->instances > 1)
            e.fit = Fit::MultiInstance;
    }
}

// Serving: the plan that serves the most tokens a second; its time to first token and time
// per output token.
void estimateServing(JobEstimate &e, const Workload &w, const Offer &offer, const GpuSpec &gpu,
                     const PerformanceModel *perf, QString *why)
{
    ServingEngine engine = ServingEngine::Vllm;
    servingEngineFromKey(w.servingEngine, &engine);
    if (!perf || !perf->servingFit(engine, offer.gpu).ok()) {
        *why = QCoreApplication::translate("gpuscout::JobEstimate", "no %1 measurement calibrates serving").arg(servingEngineKey(engine));
        return;
    }
    const ServingSystem one = servingSystemFor(engine, gpu, Task::Inference, w.precision, 1);
    if (!positive(one.bandwidthBytesPerSecond)) {
        *why = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no memory bandwidth figure in the catalog").arg(gpu.model);
        return;
    }
    if (!positive(one.flopsPerSecond)) {
        *why = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no dense %2 TFLOPS figure in the catalog")
                   .arg(gpu.model, precisionKey(computePrecision(Task::Inference, w.precision)));
        return;
    }
    const ServingShape shape = servingShapeFor(w);
    if (sizedServing(w)) {
        servingPoints(e, w, engine, shape, offer, gpu, *perf);
        if (e.servingPoints.isEmpty()) {
            *why = QCoreApplication::translate("gpuscout::JobEstimate", "the model's shape is not known");
            return;
        }
        e.basis = PerformanceBasis::Estimated;
        return;
    }
    for (const ServingPlan &plan : servingPlans(e, offer, gpu)) {
        ServingSystem sys = servingSystemFor(engine, gpu, Task::Inference, w.precision, std::max(1.0, plan.gpus));
        if (plan.gpus < 1) { // a slice of one GPU gets its share of it
            sys.bandwidthBytesPerSecond *= plan.gpus;
            sys.flopsPerSecond *= plan.gpus;
        }
        const ServingCalibration::Fit *fit = &perf->servingFit(engine, offer.gpu, plan.gpus > 1);
        if (!fit->ok())
            continue; // no measurement of this GPU's family on several GPUs: no such plan
        const double busy = std::min(plan.copies, w.concurrentRequests);
        const double perBusyCopy = w.concurrentRequests / busy;
        ServingFeatures x{};
        double units = Unknown;
        if (!servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, perBusyCopy, Metric::OutputTokensPerSecond}, &x, &units))
            continue;
        const double seconds = dot(fit->coefficients, x);
        if (!positive(seconds) || (isKnown(e.tokensPerSecond) && busy * units / seconds <= e.tokensPerSecond))
            continue;
        e.tokensPerSecond = busy * units / seconds;
        e.servingGpusPerCopy = plan.gpus;
        e.servingCopies = plan.copies;
        e.servingConcurrency = perBusyCopy;
        e.calibration = servingEngineKey(engine) + u' ' + calibrationLevelKey(fit->level)
            + (fit->scope.isEmpty() ? QString() : u' ' + fit->scope);
        if (servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, 1, Metric::TtftMs}, &x, &units))
            e.ttftMs = dot(fit->coefficients, x) * 1000;
        if (servingFeatures(shape, sys, {w.promptTokens, w.outputTokens, perBusyCopy, Metric::TpotMs}, &x, &units))
            e.tpotMs = dot(fit->coefficients, x) * 1000;
    }
    if (!isKnown(e.tokensPerSecond)) {
        *why = QCoreApplication::translate("gpuscout::JobEstimate", "the model's shape is not known");
        return;
    }
    e.basis = PerformanceBasis::Estimated;
}

// Training: seconds at an efficiency of 1, and the efficiency to divide by.
void estimateTraining(JobEstimate &e, const Workload &w, const Offer &offer, const GpuSpec &gpu,
                      const PerformanceModel *perf, double *ideal)
{
    const SpeedupSettings settings = perf ? perf->speedup() : defaultSpeedupSettings();
    const Precision precision = computePrecision(w.task, w.precision);
    const double calibrated = perf ? perf->trainingEfficiency(offer.gpu) : Unknown;
    // The calibration is against the FP8 peak of runs that train in FP8 or lower: it stands for
    // FP8 jobs; no measured 16-bit run calibrates a BF16 job, which keeps the utilisation.
    const bool useCalibration = isKnown(calibrated) && precision == Precision::FP8;
    const double peak = gpu.tflops(precision);
    e.efficiency = useCalibration ? calibrated : w.utilisation;
    e.calibration = useCalibration
        ? QStringLiteral("training ") + gpu.architecture
        : QStringLiteral("utilisation %1 (not calibrated)").arg(w.utilisation);
    if (!positive(peak) || !isKnown(e.trainingFlops))
        return;
    TrainingSystem sys;
    sys.gpusPerNode = offer.gpuCount;
    sys.nodes = e.instancesNeeded;
    sys.peakFlopsPerGpu = peak * 1e12;
    sys.fastGpuLink = hasFastGpuLink(gpu);
    sys.rdma = hasRdma(offer);
    const double speedup = trainingSpeedup(sys, settings);
    if (positive(speedup))
        *ideal = e.trainingFlops / (sys.peakFlopsPerGpu * speedup);
    e.basis = PerformanceBasis::Estimated;
}

// An FP64 or rendering job by its work: seconds at an efficiency of 1 (FP64), or relative to
// the reference GPU, whose own efficiency the render's hours already hold (rendering).
void estimateWork(JobEstimate &e, const Workload &w, const GpuSpec &gpu, const GpuSpec *reference)
{
    if (!positive(e.speedup))
        return;
    if (w.task == Task::Fp64) {
        e.efficiency = w.utilisation;
        e.calibration = QStringLiteral("utilisation %1 of the FP64 peak (not calibrated)").arg(w.utilisation);
        if (!positive(gpu.fp64Tflops)) {
            e.modelNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no FP64 TFLOPS figure in the catalog").arg(gpu.model);
            return;
        }
        e.idealTrainingSeconds = w.fp64WorkPflop * 1e15 / (gpu.fp64Tflops * 1e12 * e.speedup);
    } else {
        e.efficiency = 1;
        if (!reference) {
            e.modelNote = QCoreApplication::translate("gpuscout::JobEstimate", "the reference GPU %1 is not in the catalog").arg(w.referenceGpu);
            return;
        }
        e.calibration = QStringLiteral("fp32 relative to ") + reference->model;
        if (!positive(reference->fp32Tflops) || !positive(gpu.fp32Tflops)) {
            e.modelNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no FP32 TFLOPS figure in the catalog")
                              .arg(positive(reference->fp32Tflops) ? gpu.model : reference->model);
            return;
        }
        e.idealTrainingSeconds = w.renderWorkGpuHours * SecondsPerHour * reference->fp32Tflops / (gpu.fp32Tflops * e.speedup);
    }
    e.basis = PerformanceBasis::Estimated;
}

// What the model says, before any measurement: depends on the offer only through its GPU,
// GPU count and fabric, so JobEstimator computes it once per such kind of offer.
void estimateModel(JobEstimate &e, const Workload &w, const Offer &offer, const GpuSpec &gpu,
                   const PerformanceModel *perf, const GpuSpec *reference)
{
    const Precision precision = computePrecision(w.task, w.precision);
    e.peakTflops = gpu.tflops(precision);
    const SpeedupSettings settings = perf ? perf->speedup() : defaultSpeedupSettings();
    if (!fits(e.fit))
        return;
    e.speedup = jobSpeedup(offer.gpuCount, e.instancesNeeded, hasFastGpuLink(gpu), hasRdma(offer), settings);
    if (w.task == Task::Inference)
        estimateServing(e, w, offer, gpu, perf, &e.modelNote);
    else if (isTrainingTask(w.task))
        estimateTraining(e, w, offer, gpu, perf, &e.idealTrainingSeconds);
    else if (hasWork(w))
        estimateWork(e, w, gpu, reference);
    if (isTrainingTask(w.task) && (!positive(e.idealTrainingSeconds) || !positive(e.efficiency))) {
        e.modelNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no dense %2 TFLOPS figure in the catalog")
                          .arg(gpu.model, precisionKey(precision));
        e.basis = PerformanceBasis::None;
    }
}

// A comparable measurement takes the place of the estimate (the GPU model and count's
// evidence comes with the cached estimate); then the hours.
void finishJob(JobEstimate &e, const Workload &w, const Offer &offer, const PerformanceModel *perf,
               const PerformanceModel::Evidence &gpuEvidence)
{
    if (fits(e.fit) && perf && hasModel(w.task) && e.basis == PerformanceBasis::Estimated) {
        ServingEngine engine = ServingEngine::Vllm;
        servingEngineFromKey(w.servingEngine, &engine);
        PerformanceModel::Evidence evidence = perf->instanceEvidence(offer, w, engine);
        if (evidence.measurement < 0)
            evidence = gpuEvidence;
        if (evidence.measurement >= 0) {
            e.basis = PerformanceBasis::Measured;
            e.measurement = evidence.measurement;
            e.correction = evidence.correction;
            if (sizedServing(w)) {
                // chooseServing below applies the correction
            } else if (w.task == Task::Inference) {
                e.tokensPerSecond /= evidence.correction;
                e.ttftMs *= evidence.correction;
                e.tpotMs *= evidence.correction;
            } else {
                e.efficiency = 1 / evidence.correction;
            }
        }
    }
    if (fits(e.fit) && sizedServing(w) && e.basis != PerformanceBasis::None) {
        chooseServing(e, w, offer, e.basis == PerformanceBasis::Measured ? e.correction : 1.0);
    } else if (fits(e.fit) && (isKnown(w.maxTtftMs) || isKnown(w.maxTpotMs))) {
        // never optimistic: a latency nobody knows does not meet a limit
        e.missesServing = true;
        e.servingNote = QCoreApplication::translate("gpuscout::JobEstimate", "its latency is unknown (%1), so it cannot be shown to meet %2")
                            .arg(e.modelNote, latencyLimitsText(w));
    }
    if (w.task == Task::Inference)
        e.servedTokensPerSecond = isKnown(w.requestsPerSecond) && isKnown(e.tokensPerSecond)
            ? w.requestsPerSecond * w.outputTokens : e.tokensPerSecond;
    if (w.datasetGb == 0)
        e.transferHours = 0;
    else if (isKnown(offer.networkGbps) && offer.networkGbps > 0)
        e.transferHours = w.datasetGb * 8 / offer.networkGbps / SecondsPerHour;
    if (isKnown(w.hours)) {
        e.hours = w.hours;
        return;
    }
    if (!fits(e.fit)) {
        e.hoursNote = e.reason;
        return;
    }
    if (hasWork(w)) {
        if (e.basis == PerformanceBasis::None)
            e.hoursNote = e.modelNote;
        else
            e.hours = e.idealTrainingSeconds / e.efficiency / SecondsPerHour;
        return;
    }
    if (!hasModel(w.task)) {
        e.hoursNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 jobs are priced by hours; give hours").arg(taskKey(w.task));
        return;
    }
    if (!isKnown(w.tokens)) {
        e.hoursNote = w.task == Task::Inference
            ? QCoreApplication::translate("gpuscout::JobEstimate", "give tokens to generate or hours to price the serving")
            : QCoreApplication::translate("gpuscout::JobEstimate", "give training tokens or hours");
        return;
    }
    if (w.task == Task::Inference) {
        if (isKnown(e.servedTokensPerSecond))
            e.hours = w.tokens / e.servedTokensPerSecond / SecondsPerHour;
        else
            e.hoursNote = e.missesServing ? e.servingNote : e.modelNote;
        return;
    }
    if (e.basis == PerformanceBasis::None) {
        e.hoursNote = e.modelNote;
        return;
    }
    e.hours = e.idealTrainingSeconds / e.efficiency / SecondsPerHour;
}

// A deadline: as many instances as the job needs to finish in time, from what its memory
// needs up to the workload's limit; a job whose time is unknown misses it. Training spreads by S(N) over the fabric (no RDMA: the
// seeds' TCP scaling, which rarely helps); serving with tokens adds replicas, linearly. A job
// of fixed hours cannot be hurried.
void applyDeadline(JobEstimate &e, const Workload &w, const Offer &offer, const GpuSpec &gpu, const PerformanceModel *perf)
{
    if (!isKnown(w.deadlineHours) || !fits(e.fit) || e.hours <= w.deadlineHours)
        return;
    const double deadline = w.deadlineHours;
    e.missesDeadline = true;
    if (!isKnown(e.hours)) { // never optimistic: a time nobody knows does not meet a deadline
        e.deadlineNote = QCoreApplication::translate("gpuscout::JobEstimate", "its time is unknown, so it cannot be shown to finish within %1 hours")
                             .arg(formatNumber(deadline, 1));
        return;
    }
    // A demand fixes the rate the tokens come at: more replicas do not hurry it.
    if (isKnown(w.hours) || isKnown(w.requestsPerSecond) || !(isTrainingTask(w.task) || w.task == Task::Inference || hasWork(w))
        || offer.gpuCount < 1) {
        e.deadlineNote = QCoreApplication::translate("gpuscout::JobEstimate", "takes %1 hours, over the deadline of %2")
                             .arg(formatNumber(e.hours, 1), formatNumber(deadline, 1));
        return;
    }
    const double n0 = e.instancesNeeded;
    double found = Unknown;
    double hoursThen = Unknown;
    if (w.task == Task::Inference) {
        const double n = std::ceil(n0 * e.hours / deadline - 1e-9);
        if (n <= w.maxInstances) {
            found = n;
            hoursThen = e.hours * n0 / n;
        }
    } else if (hasWork(w)) {
        // The work spreads over more instances by S(job), as the estimate does.
        const SpeedupSettings settings = perf ? perf->speedup() : defaultSpeedupSettings();
        const double base = jobSpeedup(offer.gpuCount, n0, hasFastGpuLink(gpu), hasRdma(offer), settings);
        for (double n = n0 + 1; positive(base) && n <= w.maxInstances; n += 1) {
            const double s = jobSpeedup(offer.gpuCount, n, hasFastGpuLink(gpu), hasRdma(offer), settings);
            if (positive(s) && e.hours * base / s <= deadline) {
                found = n;
                hoursThen = e.hours * base / s;
                e.speedup = s;
                break;
            }
        }
    } else {
        const SpeedupSettings settings = perf ? perf->speedup() : defaultSpeedupSettings();
        TrainingSystem sys;
        sys.gpusPerNode = offer.gpuCount;
        sys.peakFlopsPerGpu = positive(e.peakTflops) ? e.peakTflops * 1e12 : 1e12;
        sys.fastGpuLink = hasFastGpuLink(gpu);
        sys.rdma = hasRdma(offer);
        sys.nodes = n0;
        const double base = trainingSpeedup(sys, settings);
        for (double n = n0 + 1; positive(base) && n <= w.maxInstances; n += 1) {
            sys.nodes = n;
            const double s = trainingSpeedup(sys, settings);
            if (positive(s) && e.hours * base / s <= deadline) {
                found = n;
                hoursThen = e.hours * base / s;
                if (isKnown(e.speedup))
                    e.speedup *= s / base;
                break;
            }
        }
    }
    if (!isKnown(found)) {
        e.deadlineNote = QCoreApplication::translate("gpuscout::JobEstimate", "cannot finish within %1 hours on up to %2 instances (%3 hours on %4)")
                             .arg(formatNumber(deadline, 1), formatNumber(w.maxInstances, 0), formatNumber(e.hours, 1), formatNumber(n0, 0));
        return;
    }
    if (w.task == Task::Inference && isKnown(e.tokensPerSecond)) {
        e.tokensPerSecond *= found / n0;
        e.servedTokensPerSecond = e.tokensPerSecond;
        e.servingCopies *= found / n0;
    }
    e.missesDeadline = false;
    e.scaledForDeadline = true;
    e.instancesNeeded = found;
    e.gpusUsed = found * offer.gpuCount;
    e.fit = found > 1 ? Fit::MultiInstance : e.fit;
    e.hours = hoursThen;
    e.deadlineNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 instances to finish within the deadline of %2 hours (its memory needs %3)")
                         .arg(formatNumber(found, 0), formatNumber(deadline, 1), formatNumber(n0, 0));
}

} // namespace

QString fitKey(Fit f)
{
    switch (f) {
    case Fit::OneGpu: return QStringLiteral("one-gpu");
    case Fit::OneInstance: return QStringLiteral("one-instance");
    case Fit::MultiInstance: return QStringLiteral("multi-instance");
    case Fit::No: return QStringLiteral("no");
    case Fit::Undetermined: return QStringLiteral("unknown");
    }
    return {};
}

bool fits(Fit f)
{
    return f == Fit::OneGpu || f == Fit::OneInstance || f == Fit::MultiInstance;
}

double trainingFlops(const Workload &w)
{
    if (!isTrainingTask(w.task) || !isKnown(w.tokens) || !isKnown(w.parameters))
        return Unknown;
    return trainingFlopsPerToken(trainingShapeFor(w)) * w.tokens;
}

QString performanceBasisKey(PerformanceBasis b)
{
    switch (b) {
    case PerformanceBasis::Estimated: return QStringLiteral("estimated");
    case PerformanceBasis::Measured: return QStringLiteral("measured");
    case PerformanceBasis::None: return QStringLiteral("unknown");
    }
    return {};
}

bool runsStack(const Workload &w, const Offer &offer, const GpuSpec &gpu)
{
    if (w.task == Task::Rendering || w.stack == SoftwareStack::Any)
        return true;
    if (offer.gpuCount < 1)
        return false;
    const QString wanted = softwareStackKey(w.stack);
    if (gpu.stacks.trimmed().isEmpty()) {
        // Not listed: CUDA is NVIDIA's and ROCm AMD's own; a GPU of another or no stated maker
        // cannot be judged and stays.
        const QString maker = gpu.maker.trimmed().toLower();
        if (maker == QLatin1String("nvidia"))
            return w.stack == SoftwareStack::Cuda;
        if (maker == QLatin1String("amd"))
            return w.stack == SoftwareStack::Rocm;
        return true;
    }
    for (QStringView s : QStringView(gpu.stacks).split(u';')) {
        if (s.trimmed().compare(wanted, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

JobEstimate estimateJob(const Workload &w, const Offer &offer, const GpuSpec &gpu, const PerformanceModel *performance,
                        const GpuSpec *reference)
{
    return JobEstimator(w, performance, reference).estimate(offer, gpu);
}

JobEstimator::JobEstimator(const Workload &workload, const PerformanceModel *performance, const GpuSpec *reference)
    : m_workload(workload)
    , m_performance(performance)
    , m_reference(reference)
{
    m_base.memory = estimateMemory(workload);
    m_base.trainingFlops = trainingFlops(workload);
}

JobEstimate JobEstimator::estimate(const Offer &offer, const GpuSpec &gpu)
{
    // GPU, GPU count and fabric decide the fit and the model's figures; the rest is per offer.
    const Key key{offer.gpu, offer.gpuCount, hasRdma(offer), &gpu};
    auto it = m_cache.find(key);
    if (it == m_cache.end()) {
        Cached c{m_base, {}};
        judgeFit(c.estimate, offer, gpu);
        estimateModel(c.estimate, m_workload, offer, gpu, m_performance, m_reference);
        if (m_performance && hasModel(m_workload.task)) {
            ServingEngine engine = ServingEngine::Vllm;
            servingEngineFromKey(m_workload.servingEngine, &engine);
            c.gpuEvidence = m_performance->gpuEvidence(offer.gpu, offer.gpuCount, m_workload, engine);
        }
        it = m_cache.insert(key, c);
    }
    JobEstimate e = it->estimate;
    finishJob(e, m_workload, offer, m_performance, it->gpuEvidence);
    applyDeadline(e, m_workload, offer, gpu, m_performance);
    return e;
}

} // namespace gpuscout
