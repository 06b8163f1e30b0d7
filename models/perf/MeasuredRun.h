#pragma once

#include "perf/ServingModel.h"
#include "perf/TrainingModel.h"

#include <QString>

namespace gpuscout {

struct GpuSpec;
struct Measurement;

// A measurement restated in the performance model's terms: what the model needs to predict
// it, and the seconds the measured figure stands for. `reason` says why a run cannot be
// predicted (an input its source does not publish, a figure the catalog lacks).
struct MeasuredRun {
    enum class Kind { Serving, Training, Unpredictable };
    Kind kind = Kind::Unpredictable;
    QString reason; // translated; set when Unpredictable

    // Serving
    ServingShape shape;
    ServingSystem system;
    ServingCase servingCase;
    ServingFeatures features{};
    double units = Unknown;

    // Training
    TrainingShape trainingShape;
    TrainingSystem trainingSystem;
    double tokens = Unknown;          // tokens the measured seconds cover
    Precision computePrecision = Precision::FP8; // whose peak the ideal time is at

    double seconds = Unknown;         // what the measured figure stands for
};

// rdma: the run's instances have an RDMA fabric (needed only for a training run on more
// than one node; MLPerf's multi-node systems count as RDMA-connected).
MeasuredRun describeRun(const Measurement &m, const GpuSpec &gpu, bool rdma);

// The weights' bytes per parameter and the compute peak a serving run uses, from its
// precision key; Unknown when the precision is not recorded or the GPU lacks the figure.
ServingShape servingShapeOf(const Measurement &m);
// A training run's compute precision: its weights' (computePrecision()), FP8 when not recorded
// (MLPerf's LLM submissions).
Precision trainingPrecisionOf(const Measurement &m);

} // namespace gpuscout

namespace gpuscout {

// The runs a validation leaves out together: the same system (instance type, or the cited
// system of a result) and the same workload, whatever figure each reports (a vLLM run's
// TTFT, TPOT and throughput are one run).
QString runGroupKey(const Measurement &m);

// The kind of work a measurement or job is, for comparing one with the other:
// serving | adapters (LoRA, QLoRA) | full (pre-training, full fine-tuning).
QString workClass(Task task);

} // namespace gpuscout
