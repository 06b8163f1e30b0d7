#pragma once

#include "perf/PerformanceModel.h"
#include "workload/MemoryEstimate.h"
#include "workload/Speedup.h"
#include "domain/Unknown.h"
#include "domain/Workload.h"

#include <QHash>
#include <QString>

namespace gpuscout {

struct GpuSpec;
struct Offer;
struct Workload;

// Where the workload's memory fits on an offer.
enum class Fit {
    OneGpu,        // the whole estimate fits in one GPU
    OneInstance,   // sharded across the instance's GPUs
    MultiInstance, // needs instancesNeeded instances
    No,            // cannot fit at all; reason says why
    Undetermined,  // cannot be judged (VRAM or the memory need unknown); reason says why
};
QString fitKey(Fit f); // one-gpu | one-instance | multi-instance | no | unknown
bool fits(Fit f);      // OneGpu, OneInstance or MultiInstance

// A workload on one offer: fit, GPU count, time. Costs are in JobCost.
//
//  fit          need and GPU memory both in 10^9 bytes, the GPU's from gpuMemoryGb() (an
//               "80 GB" GPU holds 85.9 x 10^9 bytes, so an 81 GB job fits one H100 80GB);
//               sharding is taken as perfect (ZeRO-3 / FSDP / tensor parallel): each of g GPUs
//               holds shardable / g + overhead, so g = ceil(shardable / (VRAM - overhead));
//               instances = ceil(g / GPUs per instance). A fractional GPU cannot be combined.
//  compute pool every GPU of the instances rented (instances x GPUs per instance): they are
//               paid for, so the job uses them.
//  training     FLOPs = (6 P + 12 L d s) D for pre-training and full fine-tunes, (4 P + 12 L d s) D
//               for LoRA/QLoRA (perf/TrainingModel.h: PaLM's MFU definition; the frozen weights
//               need no weight-gradient matmuls). hours = FLOPs / (peak x efficiency x S(job)) /
//               3600 with for an FP8 job, the efficiency the performance model fitted for the GPU's
//               architecture against its FP8 peak (MLPerf Training); otherwise (a BF16 job, an
//               uncalibrated architecture) Workload::utilisation against the peak at
//               computePrecision(); S(job) with the
//               fitted RDMA scaling.
//  serving      perf/ServingModel.h: the GPUs rented hold copies of the model, each on t GPUs
//               (tensor parallel) with its share of the concurrent requests and of their KV
//               cache; of the plans that fit, the one serving the most tokens a second is
//               taken. Prefill compute-bound, decode bandwidth-bound, with the engine's
//               coefficients calibrated on measurements (a plan over several GPUs only with a
//               calibration that saw several GPUs). tokens/s = copies busy x output tokens /
//               the time of a round; hours = tokens / (tokens/s) / 3600. A GPU without a bandwidth or peak figure, or an engine with no
//               calibration, gives unknown, never a bound.
//  demand       with requests a second R or latency limits: for every plan and batch c (1 to
//               192 requests in flight, as many as the copy's memory holds after the weights),
//               the copy's rate and latencies (ServingPoint); the batches that meet the limits
//               are kept and the largest taken. With R, each plan needs
//               ceil(R x output tokens / the copy's rate) copies; instances = the copies'
//               GPUs rounded up to whole instances; the plan renting the fewest instances wins
//               (then the lower time per token). hours = tokens / (R x output tokens) / 3600.
//  measured     a comparable measurement (PerformanceModel::evidenceFor) replaces the estimate:
//               the model's time for the job x (measured / the model's time for the measured run).
//  fp64 work    hours = work (PFLOP x 10^15) / (FP64 peak x Workload::utilisation x S(job)) / 3600,
//               S(job) in GPUs as for training; the FP64 peak is the vector (non-tensor) figure
//               of the catalog; no HPL measurement is bundled, so the utilisation (default 0.5)
//               is an assumption the answer states.
//  render work  hours = the render's hours on one reference GPU x its FP32 peak / (the GPU's
//               FP32 peak x S(job)): FP32 throughput relative to the reference, no rendering
//               benchmark being bundled (estimated, never measured).
//  fixed hours  Workload::hours when known, whatever the task.
//  transfer     D / B: dataset GB x 8 / network Gbps / 3600 hours (the buying-guide article's T = D / B); unknown
//               network -> unknown time. Reported, not added to the billed hours.
// One way to serve on an offer, for one copy of the model: on `gpus` GPUs (tensor parallel)
// with `concurrency` requests in flight, its output tokens a second and its latencies, before
// any measured correction. Time to first token under load = the prompt's prefill alone + one
// decode step at the batch (a request arriving while the copy decodes starts at the next step).
struct ServingPoint {
    double gpus = 1;
    double concurrency = 1;
    double tokensPerSecond = Unknown;
    double ttftMs = Unknown;
    double tpotMs = Unknown;
    QString calibration;
};

// The most requests in flight on one copy the model considers: 192, about the most the bundled
// measurements saw (GuideLLM's throughput runs reach 195).
inline constexpr double MaxServingConcurrency = 192;

// Where a job's time comes from.
enum class PerformanceBasis { Estimated, Measured, None };
QString performanceBasisKey(PerformanceBasis b); // estimated | measured | unknown

struct JobEstimate {
    MemoryEstimate memory;
    Fit fit = Fit::Undetermined;
    QString reason;                    // why it does not fit / cannot be judged; translated
    double gpusNeeded = Unknown;       // by memory
    double instancesNeeded = Unknown;
    double gpusUsed = Unknown;         // the compute pool
    double speedup = Unknown;          // S(job) over the pool
    double peakTflops = Unknown;       // one GPU, at the compute precision
    double trainingFlops = Unknown;
    double tokensPerSecond = Unknown;  // serving: output tokens a second, all copies
    double ttftMs = Unknown;           // serving: time to first token of one request, no queueing
    double tpotMs = Unknown;           // serving: time per output token at the job's concurrency
    double servingGpusPerCopy = Unknown; // serving: the plan chosen, copies x GPUs per copy
    double servingCopies = Unknown;    // copies running on what is rented (replicas)
    double servingConcurrency = Unknown; // requests in flight per copy at the figures above
    // Output tokens a second the job pays for: the demand's (requests a second x output tokens)
    // when the workload has one, else tokensPerSecond.
    double servedTokensPerSecond = Unknown;
    // With a demand or latency limits: no way to serve on this offer meets them (servingNote
    // says why). The plans considered, for the choice after a measured correction.
    bool missesServing = false;
    QString servingNote;
    QList<ServingPoint> servingPoints;
    double efficiency = Unknown;       // training: the fraction of the peak assumed
    double hours = Unknown;            // time to complete; Unknown when not computable
    QString hoursNote;                 // why hours is unknown; translated
    double transferHours = Unknown;
    // With a deadline: the job cannot finish in time on up to Workload::maxInstances instances
    // (deadlineNote says why); or it rents more instances than its memory needs to finish in
    // time (scaledForDeadline, instancesNeeded is that count).
    bool missesDeadline = false;
    bool scaledForDeadline = false;
    QString deadlineNote;

    PerformanceBasis basis = PerformanceBasis::None;
    int measurement = -1;              // measured: index into the catalog's measurements
    double correction = Unknown;       // measured: measured / the model's seconds for that run
    // estimated: what calibrates the figure, e.g. "vllm gpu L4", "training hopper",
    // "utilisation 0.5 (not calibrated)"
    QString calibration;

    // The model's own figures, before a measurement: training seconds (an FP64 or rendering
    // job's seconds by its work) at an efficiency of 1, and why the model gives no figure.
    double idealTrainingSeconds = Unknown;
    QString modelNote;
};

// (6 P + 12 L d s) x D, (4 P + 12 L d s) x D for LoRA/QLoRA (perf/TrainingModel.h); Unknown
// without tokens or for tasks without a model.
double trainingFlops(const Workload &workload);

// Expects a workload that passed validateWorkload(). `performance` may be null (no
// calibration: serving is unknown, training uses Workload::utilisation); offer.gpu indexes
// its fits.
// `reference` is the catalog's spec of Workload::referenceGpu (a render's work), null when the
// catalog has no such GPU.
JobEstimate estimateJob(const Workload &workload, const Offer &offer, const GpuSpec &gpu,
                        const PerformanceModel *performance, const GpuSpec *reference = nullptr);

// estimateJob() for many offers: the memory estimate once, the fit and the model's figures
// once per GPU model, GPU count and fabric (100,000 offers share a few hundred of those);
// a measurement and the hours per offer.
class JobEstimator
{
public:
    JobEstimator(const Workload &workload, const PerformanceModel *performance, const GpuSpec *reference = nullptr);
    JobEstimate estimate(const Offer &offer, const GpuSpec &gpu);

private:
    struct Key {
        int gpu;
        double gpuCount;
        bool rdma;
        const GpuSpec *spec;
        bool operator==(const Key &) const = default;
    };
    friend size_t qHash(const Key &k, size_t seed)
    {
        return qHashMulti(seed, k.gpu, k.gpuCount, k.rdma, k.spec);
    }

    struct Cached {
        JobEstimate estimate;
        PerformanceModel::Evidence gpuEvidence;
    };

    Workload m_workload;
    const PerformanceModel *m_performance;
    const GpuSpec *m_reference;
    JobEstimate m_base;
    QHash<Key, Cached> m_cache;
};

// The GPU runs the workload's software stack (Workload::stack; never checked for rendering):
// one of GpuSpec::stacks, or where the catalog lists none, its maker's own (NVIDIA: CUDA,
// AMD: ROCm; another maker, or none, cannot be judged and passes). A fraction of a
// GPU is a vGPU slice, whose CUDA support depends on a licence the catalog does not record:
// it counts as graphics only.
bool runsStack(const Workload &workload, const Offer &offer, const GpuSpec &gpu);

} // namespace gpuscout
