#pragma once

#include "domain/Unknown.h"
#include "workload/Speedup.h"

namespace gpuscout {

// Training FLOPs per token, the definition behind model FLOPs utilisation (MFU) in Chowdhery
// et al. 2022 (PaLM, appendix B): 6 N + 12 L H Q T for a full step (forward 2N, backward 4N;
// attention 12 L H Q T with H x Q = heads x head dim and T the sequence length). LoRA and
// QLoRA freeze the weights: no weight gradients, so 4 N (forward 2N + activation gradients
// 2N), while attention, which has no weights, keeps its 12 L H Q T.
struct TrainingShape {
    double parameters = Unknown;
    double layers = Unknown;
    double attentionWidth = Unknown; // heads x head dim
    double seqLen = Unknown;
    bool frozenWeights = false;      // LoRA / QLoRA
};
double trainingFlopsPerToken(const TrainingShape &shape);

// The GPUs of a training run.
struct TrainingSystem {
    double gpusPerNode = Unknown;
    double nodes = 1;
    double peakFlopsPerGpu = Unknown; // FP8 dense peak (see TrainingCalibration)
    bool fastGpuLink = false;
    bool rdma = false;
};

// S(job) of Speedup.h over the run's GPUs.
double trainingSpeedup(const TrainingSystem &system, const SpeedupSettings &settings);

// Seconds the run would take at an efficiency of 1: FLOPs / (peak x S(job)); Unknown when
// an input is.
double idealTrainingSeconds(double tokens, const TrainingShape &shape, const TrainingSystem &system,
                            const SpeedupSettings &settings);

} // namespace gpuscout
