#include "domain/Measurement.h"

#include <QCoreApplication>
#include <QDate>

#include <cmath>

namespace gpuscout {

namespace {

bool positive(double v)
{
    return std::isfinite(v) && v > 0;
}

bool same(double a, double b)
{
    return (!isKnown(a) && !isKnown(b)) || a == b;
}

} // namespace

QString metricKey(Metric m)
{
    switch (m) {
    case Metric::OutputTokensPerSecond: return QStringLiteral("output-tokens-per-second");
    case Metric::RequestsPerSecond: return QStringLiteral("requests-per-second");
    case Metric::TtftMs: return QStringLiteral("ttft-ms");
    case Metric::TpotMs: return QStringLiteral("tpot-ms");
    case Metric::PrefillTokensPerSecond: return QStringLiteral("prefill-tokens-per-second");
    case Metric::DecodeTokensPerSecond: return QStringLiteral("decode-tokens-per-second");
    case Metric::Minutes: return QStringLiteral("minutes");
    case Metric::StepSeconds: return QStringLiteral("step-seconds");
    case Metric::TrainingTokensPerSecond: return QStringLiteral("training-tokens-per-second");
    }
    return {};
}

bool metricFromKey(const QString &key, Metric *out)
{
    for (Metric m : AllMetrics) {
        if (metricKey(m).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = m;
            return true;
        }
    }
    return false;
}

QString metricUnit(Metric m)
{
    switch (m) {
    case Metric::OutputTokensPerSecond:
    case Metric::PrefillTokensPerSecond:
    case Metric::DecodeTokensPerSecond:
    case Metric::TrainingTokensPerSecond: return QStringLiteral("tokens/s");
    case Metric::RequestsPerSecond: return QStringLiteral("requests/s");
    case Metric::TtftMs:
    case Metric::TpotMs: return QStringLiteral("ms");
    case Metric::Minutes: return QStringLiteral("min");
    case Metric::StepSeconds: return QStringLiteral("s/step");
    }
    return {};
}

bool isServingMetric(Metric m)
{
    return m != Metric::Minutes && m != Metric::StepSeconds && m != Metric::TrainingTokensPerSecond;
}

bool isRateMetric(Metric m)
{
    switch (m) {
    case Metric::OutputTokensPerSecond:
    case Metric::RequestsPerSecond:
    case Metric::PrefillTokensPerSecond:
    case Metric::DecodeTokensPerSecond:
    case Metric::TrainingTokensPerSecond: return true;
    case Metric::TtftMs:
    case Metric::TpotMs:
    case Metric::Minutes:
    case Metric::StepSeconds: return false;
    }
    return false;
}

bool Measurement::operator==(const Measurement &o) const
{
    return key == o.key && source == o.source && kind == o.kind && suite == o.suite && reference == o.reference
        && provider == o.provider && instanceType == o.instanceType && region == o.region && gpu == o.gpu
        && same(gpuCount, o.gpuCount) && same(gpusUsed, o.gpusUsed) && task == o.task && model == o.model
        && same(parameters, o.parameters) && shape == o.shape && precision == o.precision && engine == o.engine
        && same(promptTokens, o.promptTokens) && same(outputTokens, o.outputTokens)
        && same(concurrency, o.concurrency) && same(batch, o.batch) && same(seqLen, o.seqLen)
        && same(tokens, o.tokens) && metric == o.metric && same(value, o.value) && date == o.date
        && notes == o.notes;
}

QString measurementKindKey(MeasurementKind k)
{
    return k == MeasurementKind::Trial ? QStringLiteral("trial") : QStringLiteral("benchmark");
}

QString validateMeasurement(const Measurement &m)
{
    if (m.gpu.trimmed().isEmpty())
        return QCoreApplication::translate("gpuscout::Measurement", "gpu: missing; expected the GPU model the run used");
    if (!positive(m.gpusUsed))
        return QCoreApplication::translate("gpuscout::Measurement", "gpus used: expected the number of GPUs the run used, 1 or more");
    if (!hasModel(m.task))
        return QCoreApplication::translate("gpuscout::Measurement", "task: %1 has no model to measure; expected pretrain, full-finetune, lora, qlora or inference")
            .arg(taskKey(m.task));
    if (!positive(m.parameters))
        return QCoreApplication::translate("gpuscout::Measurement", "parameters: expected the model size, such as 7e9 or 70B");
    if (!positive(m.value))
        return QCoreApplication::translate("gpuscout::Measurement", "value: expected the measured figure, a number above 0");
    if (isServingMetric(m.metric) != (m.task == Task::Inference))
        return m.task == Task::Inference
            ? QCoreApplication::translate("gpuscout::Measurement", "metric: %1 measures training; expected tokens per second, TTFT and TPOT, or requests per second for inference").arg(metricKey(m.metric))
            : QCoreApplication::translate("gpuscout::Measurement", "metric: %1 measures serving; expected tokens per second, seconds per step or minutes for a training task").arg(metricKey(m.metric));
    for (const auto &[name, value] : {std::pair{"prompt tokens", m.promptTokens}, std::pair{"output tokens", m.outputTokens},
                                      std::pair{"concurrent", m.concurrency}, std::pair{"batch", m.batch},
                                      std::pair{"seq len", m.seqLen}, std::pair{"tokens", m.tokens}}) {
        if (isKnown(value) && !(std::isfinite(value) && value >= 0))
            return QCoreApplication::translate("gpuscout::Measurement", "%1: expected a number of 0 or more, or nothing when not known").arg(QString::fromLatin1(name));
    }
    if (m.metric == Metric::Minutes && !positive(m.tokens))
        return QCoreApplication::translate("gpuscout::Measurement", "tokens: minutes to train need the number of tokens trained, such as 2e9");
    if (m.metric == Metric::StepSeconds && !(positive(m.batch) && positive(m.seqLen)))
        return QCoreApplication::translate("gpuscout::Measurement", "batch and seq len: seconds per step need the sequences per step and their length");
    if (!m.date.isEmpty() && !QDate::fromString(m.date, Qt::ISODate).isValid())
        return QCoreApplication::translate("gpuscout::Measurement", "date: '%1' is not a date; expected YYYY-MM-DD").arg(m.date);
    return {};
}

} // namespace gpuscout
