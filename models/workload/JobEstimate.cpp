#include "workload/JobEstimate.h"

#include "domain/GpuSpec.h"
#include "domain/Offer.h"
#include "domain/Workload.h"

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

// Serving: the smaller of the memory-bandwidth and the compute bound, in tokens per second.
double servingRate(const JobEstimate &e, const Workload &w, const GpuSpec &gpu, double poolFlopsPerSecond)
{
    double rate = isKnown(poolFlopsPerSecond) ? poolFlopsPerSecond / (2 * w.parameters) : Unknown;
    if (isKnown(gpu.memoryBandwidthGbs)) {
        const double weightBytes = e.memory.weightsGb * BytesPerGb;
        const double kvBytes = e.memory.kvCacheGb * BytesPerGb;
        const double copies = std::max(1.0, std::floor(e.gpusUsed / std::max(1.0, e.gpusNeeded)));
        const double bandwidth = e.gpusUsed * gpu.memoryBandwidthGbs * BytesPerGb;
        const double bound = w.concurrentRequests * bandwidth / (copies * weightBytes + kvBytes);
        rate = isKnown(rate) ? std::min(rate, bound) : bound;
    }
    return rate;
}

void estimateHours(JobEstimate &e, const Workload &w, const Offer &offer, const GpuSpec &gpu,
                   const SpeedupSettings &speedup)
{
    const Precision precision = computePrecision(w.task, w.precision);
    e.peakTflops = gpu.tflops(precision);
    double poolFlopsPerSecond = Unknown;
    if (fits(e.fit)) {
        e.speedup = jobSpeedup(offer.gpuCount, e.instancesNeeded, hasFastGpuLink(gpu), hasRdma(offer), speedup);
        poolFlopsPerSecond = e.peakTflops * 1e12 * w.utilisation * e.speedup; // Unknown if the peak is
        if (w.task == Task::Inference)
            e.tokensPerSecond = servingRate(e, w, gpu, poolFlopsPerSecond);
    }
    if (isKnown(w.hours)) {
        e.hours = w.hours;
        return;
    }
    if (!fits(e.fit)) {
        e.hoursNote = e.reason;
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
    if (w.task == Task::Inference && isKnown(e.tokensPerSecond)) {
        e.hours = w.tokens / e.tokensPerSecond / SecondsPerHour;
        return;
    }
    if (!isKnown(poolFlopsPerSecond)) {
        e.hoursNote = QCoreApplication::translate("gpuscout::JobEstimate", "%1 has no dense %2 TFLOPS figure in the catalog")
                          .arg(gpu.model, precisionKey(precision));
        return;
    }
    e.hours = e.trainingFlops / poolFlopsPerSecond / SecondsPerHour;
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
    const double perParameterToken = (w.task == Task::Lora || w.task == Task::Qlora) ? 4.0 : 6.0;
    return perParameterToken * w.parameters * w.tokens;
}

JobEstimate estimateJob(const Workload &w, const Offer &offer, const GpuSpec &gpu, const SpeedupSettings &speedup)
{
    JobEstimate e;
    e.memory = estimateMemory(w);
    e.trainingFlops = trainingFlops(w);
    judgeFit(e, offer, gpu);
    estimateHours(e, w, offer, gpu, speedup);
    if (w.datasetGb == 0)
        e.transferHours = 0;
    else if (isKnown(offer.networkGbps) && offer.networkGbps > 0)
        e.transferHours = w.datasetGb * 8 / offer.networkGbps / SecondsPerHour;
    return e;
}

} // namespace gpuscout
