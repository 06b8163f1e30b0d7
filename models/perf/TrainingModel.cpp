#include "perf/TrainingModel.h"

#include <cmath>

namespace gpuscout {

namespace {

bool positive(double v)
{
    return isKnown(v) && std::isfinite(v) && v > 0;
}

} // namespace

double trainingFlopsPerToken(const TrainingShape &s)
{
    if (!positive(s.parameters) || !positive(s.layers) || !positive(s.attentionWidth) || !positive(s.seqLen))
        return Unknown;
    const double weights = (s.frozenWeights ? 4.0 : 6.0) * s.parameters;
    return weights + 12 * s.layers * s.attentionWidth * s.seqLen;
}

double trainingSpeedup(const TrainingSystem &sys, const SpeedupSettings &settings)
{
    if (!positive(sys.gpusPerNode) || !positive(sys.nodes))
        return Unknown;
    return jobSpeedup(sys.gpusPerNode, sys.nodes, sys.fastGpuLink, sys.rdma, settings);
}

double idealTrainingSeconds(double tokens, const TrainingShape &shape, const TrainingSystem &sys,
                            const SpeedupSettings &settings)
{
    const double perToken = trainingFlopsPerToken(shape);
    const double speedup = trainingSpeedup(sys, settings);
    if (!positive(tokens) || !positive(perToken) || !positive(speedup) || !positive(sys.peakFlopsPerGpu))
        return Unknown;
    return tokens * perToken / (sys.peakFlopsPerGpu * speedup);
}

} // namespace gpuscout
