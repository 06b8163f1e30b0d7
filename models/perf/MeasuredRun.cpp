#include "perf/MeasuredRun.h"

#include "domain/GpuSpec.h"
#include "domain/Measurement.h"
#include "perf/JobShapes.h"
#include "workload/Speedup.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuscout {

namespace {

bool positive(double v)
{
    return isKnown(v) && std::isfinite(v) && v > 0;
}

MeasuredRun unpredictable(const QString &why)
{
    MeasuredRun r;
    r.reason = why;
    return r;
}

Workload workloadOf(const Measurement &m)
{
    Workload w;
    w.task = m.task;
    w.parameters = m.parameters;
    w.shape = m.shape;
    WeightPrecision p;
    if (weightPrecisionFromKey(m.precision, &p))
        w.precision = p;
    if (positive(m.seqLen))
        w.seqLen = m.seqLen;
    return w;
}

} // namespace

Precision trainingPrecisionOf(const Measurement &m)
{
    WeightPrecision p;
    if (!weightPrecisionFromKey(m.precision, &p))
        return Precision::FP8;
    return computePrecision(m.task, p);
}

ServingShape servingShapeOf(const Measurement &m)
{
    WeightPrecision p;
    if (!weightPrecisionFromKey(m.precision, &p))
        return ServingShape{};
    return servingShapeFor(workloadOf(m));
}

MeasuredRun describeRun(const Measurement &m, const GpuSpec &gpu, bool rdma)
{
    if (!positive(m.value))
        return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "no measured figure"));
    if (!positive(m.gpusUsed))
        return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the number of GPUs used is not recorded"));
    if (isServingMetric(m.metric)) {
        MeasuredRun r;
        r.kind = MeasuredRun::Kind::Serving;
        if (!isKnown(m.promptTokens) || (!isKnown(m.concurrency) && m.metric != Metric::PrefillTokensPerSecond
                                         && m.metric != Metric::DecodeTokensPerSecond))
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the prompt length or the requests in flight are not published with the result"));
        ServingEngine engine = ServingEngine::Vllm;
        if (!m.engine.isEmpty() && !servingEngineFromKey(m.engine, &engine))
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the engine %1 is not one the model is calibrated for (vllm, llama.cpp)").arg(m.engine));
        WeightPrecision precision;
        if (!weightPrecisionFromKey(m.precision, &precision))
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the weights' precision is not recorded"));
        r.shape = servingShapeOf(m);
        r.system = servingSystemFor(engine, gpu, Task::Inference, precision, m.gpusUsed);
        if (!positive(r.system.bandwidthBytesPerSecond))
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "%1 has no memory bandwidth figure in the catalog").arg(gpu.model));
        if (!positive(r.system.flopsPerSecond))
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "%1 has no dense %2 figure in the catalog")
                                     .arg(gpu.model, precisionKey(computePrecision(Task::Inference, precision))));
        r.servingCase = ServingCase{m.promptTokens, m.outputTokens, m.concurrency, m.metric};
        if (!servingFeatures(r.shape, r.system, r.servingCase, &r.features, &r.units)) {
            if (!isKnown(m.promptTokens) || !isKnown(m.concurrency))
                return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the prompt length or the requests in flight are not published with the result"));
            return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the run's workload is incomplete"));
        }
        r.seconds = measuredSeconds(m.metric, m.value, r.units);
        return r;
    }
    MeasuredRun r;
    r.kind = MeasuredRun::Kind::Training;
    const Workload w = workloadOf(m);
    r.trainingShape = trainingShapeFor(w);
    const double perNode = positive(m.gpuCount) ? std::min(m.gpuCount, m.gpusUsed) : m.gpusUsed;
    r.trainingSystem.gpusPerNode = perNode;
    r.trainingSystem.nodes = std::ceil(m.gpusUsed / perNode - 1e-9);
    // At the run's own compute precision; MLPerf's LLM runs, which do not record it, train in
    // FP8 (or lower): against the FP8 peak.
    r.computePrecision = trainingPrecisionOf(m);
    const double peak = gpu.tflops(r.computePrecision);
    r.trainingSystem.peakFlopsPerGpu = isKnown(peak) ? peak * 1e12 : Unknown;
    r.trainingSystem.fastGpuLink = hasFastGpuLink(gpu);
    r.trainingSystem.rdma = rdma;
    if (!positive(r.trainingSystem.peakFlopsPerGpu))
        return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "%1 has no dense %2 figure in the catalog")
                                 .arg(gpu.model, precisionKey(r.computePrecision)));
    switch (m.metric) {
    case Metric::Minutes:
        r.tokens = m.tokens;
        r.seconds = m.value * 60;
        break;
    case Metric::StepSeconds:
        r.tokens = m.batch * m.seqLen;
        r.seconds = m.value;
        break;
    case Metric::TrainingTokensPerSecond:
        r.tokens = 1;
        r.seconds = 1 / m.value;
        break;
    default: break;
    }
    if (!positive(r.tokens) || !positive(trainingFlopsPerToken(r.trainingShape)))
        return unpredictable(QCoreApplication::translate("gpuscout::MeasuredRun", "the tokens trained or the sequence length are not recorded"));
    return r;
}

} // namespace gpuscout

namespace gpuscout {

QString runGroupKey(const Measurement &m)
{
    const QChar sep(0x1f);
    // A cited result without an instance type names its system in the reference; Spare
    // Cores' references name the server's log, one per server.
    const QString system = m.instanceType.isEmpty()
        ? m.reference
        : m.provider.toLower() + sep + m.instanceType.toLower();
    const bool concurrent = isKnown(m.concurrency) && m.concurrency > 1.05;
    return system + sep + m.gpu.toLower() + sep + QString::number(m.gpusUsed) + sep + m.engine.toLower() + sep
        + m.model.toLower() + sep + QString::number(m.parameters) + sep + QString::number(m.promptTokens) + sep
        + QString::number(m.outputTokens) + sep + (concurrent ? QStringLiteral("many") : QStringLiteral("one")) + sep
        + workClass(m.task) + sep + QString::number(m.batch) + sep + QString::number(m.tokens);
}

QString workClass(Task task)
{
    switch (task) {
    case Task::Inference: return QStringLiteral("serving");
    case Task::Lora:
    case Task::Qlora: return QStringLiteral("adapters");
    case Task::Pretrain:
    case Task::FullFinetune: return QStringLiteral("full");
    case Task::Rendering:
    case Task::Fp64: break;
    }
    return QString();
}

} // namespace gpuscout
