#pragma once

#include "domain/Workload.h"
#include "perf/ServingModel.h"
#include "perf/TrainingModel.h"

namespace gpuscout {

struct GpuSpec;

// A workload as the serving and training terms see it. The model's shape is the workload's
// own, the rest estimated from the parameter count as MemoryEstimate does. The KV cache
// holds 2 bytes a value (4 with fp32 weights), as MemoryEstimate counts it.
ServingShape servingShapeFor(const Workload &workload);
TrainingShape trainingShapeFor(const Workload &workload);

// One copy of the model on `gpus` GPUs of this kind, at the compute precision of the task
// and weights (Workload.h computePrecision()).
ServingSystem servingSystemFor(ServingEngine engine, const GpuSpec &gpu, Task task, WeightPrecision precision,
                               double gpus);

} // namespace gpuscout
