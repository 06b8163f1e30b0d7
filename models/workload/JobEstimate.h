#pragma once

#include "workload/MemoryEstimate.h"
#include "workload/Speedup.h"
#include "domain/Unknown.h"

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
//  training     FLOPs = 6 P D for pre-training and full fine-tunes (Kaplan et al. 2020, eq. 2.1;
//               Hoffmann et al. 2022), 4 P D for LoRA/QLoRA (the frozen weights need no
//               weight-gradient matmuls: forward 2PD + activation gradients 2PD).
//               hours = FLOPs / (peak x 10^12 x utilisation x S(job)) / 3600, the peak being one
//               GPU's dense TFLOPS at computePrecision().
//  serving      decode reads every weight once per step for the whole batch and each request's
//               KV cache: tokens/s <= concurrent x B / (R x W + KV), B = the pool's memory
//               bandwidth, R = model copies the pool holds, W = weight bytes, KV = the KV cache
//               bytes; also <= pool peak x utilisation / (2 P). The smaller bound is taken (an
//               upper bound: no bandwidth efficiency factor). hours = tokens / (tokens/s) / 3600.
//  fixed hours  Workload::hours when known, whatever the task.
//  transfer     D / B: dataset GB x 8 / network Gbps / 3600 hours (the buying-guide article's T = D / B); unknown
//               network -> unknown time. Reported, not added to the billed hours.
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
    double tokensPerSecond = Unknown;  // serving
    double hours = Unknown;            // time to complete; Unknown when not computable
    QString hoursNote;                 // why hours is unknown; translated
    double transferHours = Unknown;
};

// 6 (or 4 for LoRA/QLoRA) x P x D; Unknown without tokens or for tasks without a model.
double trainingFlops(const Workload &workload);

// Expects a workload that passed validateWorkload().
JobEstimate estimateJob(const Workload &workload, const Offer &offer, const GpuSpec &gpu,
                        const SpeedupSettings &speedup = defaultSpeedupSettings());

} // namespace gpuscout
