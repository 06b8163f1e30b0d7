#include "perf/JobShapes.h"

#include "domain/GpuSpec.h"
#include "workload/MemoryEstimate.h"

namespace gpuscout {

ServingShape servingShapeFor(const Workload &w)
{
    ServingShape s;
    if (!isKnown(w.parameters))
        return s;
    bool guessed = false;
    const ModelShape shape = effectiveShape(w, &guessed);
    const double kvBytes = w.precision == WeightPrecision::FP32 ? 4 : 2;
    s.parameters = w.parameters;
    s.layers = shape.layers;
    s.attentionWidth = shape.heads * shape.headDim;
    s.hidden = shape.hidden;
    s.heads = shape.heads;
    s.kvBytesPerToken = 2 * shape.layers * shape.kvHeads * shape.headDim * kvBytes;
    s.weightBytes = w.parameters * bytesPerParameter(w.precision);
    return s;
}

TrainingShape trainingShapeFor(const Workload &w)
{
    TrainingShape s;
    if (!isKnown(w.parameters))
        return s;
    bool guessed = false;
    const ModelShape shape = effectiveShape(w, &guessed);
    s.parameters = w.parameters;
    s.layers = shape.layers;
    s.attentionWidth = shape.heads * shape.headDim;
    s.seqLen = w.seqLen;
    s.frozenWeights = w.task == Task::Lora || w.task == Task::Qlora;
    return s;
}

ServingSystem servingSystemFor(ServingEngine engine, const GpuSpec &gpu, Task task, WeightPrecision precision,
                               double gpus)
{
    ServingSystem sys;
    sys.engine = engine;
    sys.gpus = gpus;
    sys.bandwidthBytesPerSecond = isKnown(gpu.memoryBandwidthGbs) ? gpu.memoryBandwidthGbs * 1e9 : Unknown;
    const double peak = gpu.tflops(computePrecision(task, precision));
    sys.flopsPerSecond = isKnown(peak) ? peak * 1e12 : Unknown;
    return sys;
}

} // namespace gpuscout
