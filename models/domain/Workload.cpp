#include "domain/Workload.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <cmath>

namespace gpuscout {

namespace {


// Unknown equals Unknown: a workload read back from a file compares equal to the one written.
bool same(double a, double b)
{
    return (!isKnown(a) && !isKnown(b)) || a == b;
}

bool finitePositive(double v) { return std::isfinite(v) && v > 0; }
bool finiteNonNegative(double v) { return std::isfinite(v) && v >= 0; }

} // namespace

QString taskKey(Task t)
{
    switch (t) {
    case Task::Pretrain: return QStringLiteral("pretrain");
    case Task::FullFinetune: return QStringLiteral("full-finetune");
    case Task::Lora: return QStringLiteral("lora");
    case Task::Qlora: return QStringLiteral("qlora");
    case Task::Inference: return QStringLiteral("inference");
    case Task::Rendering: return QStringLiteral("rendering");
    case Task::Fp64: return QStringLiteral("fp64");
    }
    return {};
}

bool taskFromKey(const QString &key, Task *out)
{
    for (Task t : AllTasks) {
        if (taskKey(t).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = t;
            return true;
        }
    }
    return false;
}

QStringList taskKeys()
{
    QStringList keys;
    for (Task t : AllTasks)
        keys << taskKey(t);
    return keys;
}

QString taskName(Task t)
{
    switch (t) {
    case Task::Pretrain: return QCoreApplication::translate("gpuscout::Workload", "Pre-training");
    case Task::FullFinetune: return QCoreApplication::translate("gpuscout::Workload", "Full fine-tune");
    case Task::Lora: return QCoreApplication::translate("gpuscout::Workload", "LoRA fine-tune");
    case Task::Qlora: return QCoreApplication::translate("gpuscout::Workload", "QLoRA fine-tune");
    case Task::Inference: return QCoreApplication::translate("gpuscout::Workload", "Inference serving");
    case Task::Rendering: return QCoreApplication::translate("gpuscout::Workload", "Rendering");
    case Task::Fp64: return QCoreApplication::translate("gpuscout::Workload", "FP64 scientific computing");
    }
    return {};
}

bool isTrainingTask(Task t)
{
    return t == Task::Pretrain || t == Task::FullFinetune || t == Task::Lora || t == Task::Qlora;
}

bool hasModel(Task t)
{
    return t != Task::Rendering && t != Task::Fp64;
}

QString softwareStackKey(SoftwareStack s)
{
    switch (s) {
    case SoftwareStack::Cuda: return QStringLiteral("cuda");
    case SoftwareStack::Rocm: return QStringLiteral("rocm");
    case SoftwareStack::Any: return QStringLiteral("any");
    }
    return {};
}

bool softwareStackFromKey(const QString &key, SoftwareStack *out)
{
    for (SoftwareStack s : {SoftwareStack::Cuda, SoftwareStack::Rocm, SoftwareStack::Any}) {
        if (softwareStackKey(s).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = s;
            return true;
        }
    }
    return false;
}

QStringList softwareStackKeys()
{
    return {softwareStackKey(SoftwareStack::Cuda), softwareStackKey(SoftwareStack::Rocm), softwareStackKey(SoftwareStack::Any)};
}

QString weightPrecisionKey(WeightPrecision p)
{
    switch (p) {
    case WeightPrecision::FP32: return QStringLiteral("fp32");
    case WeightPrecision::BF16: return QStringLiteral("bf16");
    case WeightPrecision::FP16: return QStringLiteral("fp16");
    case WeightPrecision::FP8: return QStringLiteral("fp8");
    case WeightPrecision::INT8: return QStringLiteral("int8");
    case WeightPrecision::INT4: return QStringLiteral("int4");
    }
    return {};
}

bool weightPrecisionFromKey(const QString &key, WeightPrecision *out)
{
    for (WeightPrecision p : AllWeightPrecisions) {
        if (weightPrecisionKey(p).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = p;
            return true;
        }
    }
    return false;
}

QStringList weightPrecisionKeys()
{
    QStringList keys;
    for (WeightPrecision p : AllWeightPrecisions)
        keys << weightPrecisionKey(p);
    return keys;
}

double bytesPerParameter(WeightPrecision p)
{
    switch (p) {
    case WeightPrecision::FP32: return 4;
    case WeightPrecision::BF16:
    case WeightPrecision::FP16: return 2;
    case WeightPrecision::FP8:
    case WeightPrecision::INT8: return 1;
    case WeightPrecision::INT4: return 0.5;
    }
    return Unknown;
}

Precision computePrecision(Task task, WeightPrecision weights)
{
    if (task == Task::Fp64)
        return Precision::FP64;
    if (task == Task::Rendering)
        return Precision::FP32;
    if (task == Task::Qlora)
        return Precision::FP16;
    switch (weights) {
    case WeightPrecision::FP32: return Precision::FP32;
    case WeightPrecision::BF16:
    case WeightPrecision::FP16:
    case WeightPrecision::INT4: return Precision::FP16;
    case WeightPrecision::FP8: return Precision::FP8;
    case WeightPrecision::INT8: return Precision::INT8;
    }
    return Precision::FP16;
}

bool ModelShape::operator==(const ModelShape &o) const
{
    return same(layers, o.layers) && same(hidden, o.hidden) && same(heads, o.heads)
        && same(kvHeads, o.kvHeads) && same(headDim, o.headDim);
}

bool Workload::operator==(const Workload &o) const
{
    return task == o.task && model == o.model && same(parameters, o.parameters) && precision == o.precision
        && shape == o.shape && same(seqLen, o.seqLen) && same(batch, o.batch)
        && flashAttention == o.flashAttention && same(loraRank, o.loraRank) && same(tokens, o.tokens)
        && same(hours, o.hours) && same(concurrentRequests, o.concurrentRequests)
        && same(contextLen, o.contextLen) && same(workingSetGb, o.workingSetGb)
        && same(datasetGb, o.datasetGb) && same(storagePerGbMonth, o.storagePerGbMonth)
        && same(egressGb, o.egressGb) && same(egressPerGb, o.egressPerGb) && same(utilisation, o.utilisation)
        && same(overheadGbPerGpu, o.overheadGbPerGpu) && same(checkpointHours, o.checkpointHours)
        && same(restartHours, o.restartHours) && same(hybridBaseShare, o.hybridBaseShare)
        && same(promptTokens, o.promptTokens) && same(outputTokens, o.outputTokens)
        && servingEngine == o.servingEngine && stack == o.stack && same(deadlineHours, o.deadlineHours)
        && same(maxInstances, o.maxInstances) && same(requestsPerSecond, o.requestsPerSecond)
        && same(maxTtftMs, o.maxTtftMs) && same(maxTpotMs, o.maxTpotMs) && same(fp64WorkPflop, o.fp64WorkPflop)
        && same(renderWorkGpuHours, o.renderWorkGpuHours) && referenceGpu == o.referenceGpu;
}

bool hasWork(const Workload &w)
{
    return !isKnown(w.hours)
        && ((w.task == Task::Fp64 && isKnown(w.fp64WorkPflop)) || (w.task == Task::Rendering && isKnown(w.renderWorkGpuHours)));
}

QString validateWorkload(const Workload &w)
{
    if (hasModel(w.task)) {
        if (!isKnown(w.parameters))
            return QCoreApplication::translate("gpuscout::Workload", "parameters: missing; expected the model size, such as 7e9 or 70B, or a model preset");
        if (!finitePositive(w.parameters))
            return QCoreApplication::translate("gpuscout::Workload", "parameters: %1 is not a model size; expected a number of parameters above 0, such as 7e9 or 70B")
                .arg(w.parameters);
        const bool fullTraining = w.task == Task::Pretrain || w.task == Task::FullFinetune;
        if (fullTraining && (w.precision == WeightPrecision::INT8 || w.precision == WeightPrecision::INT4))
            return QCoreApplication::translate("gpuscout::Workload", "precision: %1 weights cannot be trained in full; expected fp32, bf16, fp16 or fp8, "
                      "or the task lora / qlora for a quantised base")
                .arg(weightPrecisionKey(w.precision));
        const struct { const char *key; double value; } shapeFields[] = {
            {"layers", w.shape.layers}, {"hidden_size", w.shape.hidden}, {"attention_heads", w.shape.heads},
            {"kv_heads", w.shape.kvHeads}, {"head_dim", w.shape.headDim}};
        for (const auto &f : shapeFields) {
            if (isKnown(f.value) && !finitePositive(f.value))
                return QCoreApplication::translate("gpuscout::Workload", "%1: expected a number above 0, or null to estimate it from the parameters")
                    .arg(QString::fromLatin1(f.key));
        }
    } else if (isKnown(w.workingSetGb) && !finitePositive(w.workingSetGb)) {
        return QCoreApplication::translate("gpuscout::Workload", "working_set_gb: expected the memory the job needs in GB, above 0");
    }
    const struct { const char *key; double value; const char *expected; } atLeastOne[] = {
        {"seq_len", w.seqLen, QT_TRANSLATE_NOOP("gpuscout::Workload", "a sequence length of 1 token or more")},
        {"batch", w.batch, QT_TRANSLATE_NOOP("gpuscout::Workload", "a batch size of 1 sequence or more")},
        {"lora_rank", w.loraRank, QT_TRANSLATE_NOOP("gpuscout::Workload", "a LoRA rank of 1 or more")},
        {"concurrent_requests", w.concurrentRequests, QT_TRANSLATE_NOOP("gpuscout::Workload", "1 concurrent request or more")},
        {"prompt_tokens", w.promptTokens, QT_TRANSLATE_NOOP("gpuscout::Workload", "a prompt of 1 token or more")},
        {"output_tokens", w.outputTokens, QT_TRANSLATE_NOOP("gpuscout::Workload", "1 output token or more per request")},
        {"context_len", w.contextLen, QT_TRANSLATE_NOOP("gpuscout::Workload", "a context length of 1 token or more")}};
    for (const auto &f : atLeastOne) {
        if (!std::isfinite(f.value) || f.value < 1)
            return QCoreApplication::translate("gpuscout::Workload", "%1: expected %2").arg(QString::fromLatin1(f.key), QCoreApplication::translate("gpuscout::Workload", f.expected));
    }
    if (isKnown(w.tokens) && !finitePositive(w.tokens))
        return QCoreApplication::translate("gpuscout::Workload", "tokens: %1 is not a token count; expected a number of tokens above 0, such as 1e12 or 1T")
            .arg(w.tokens);
    if (isKnown(w.hours) && !finitePositive(w.hours))
        return QCoreApplication::translate("gpuscout::Workload", "hours: %1 is not a duration; expected a number of hours above 0").arg(w.hours);
    if (isKnown(w.fp64WorkPflop)) {
        if (!finitePositive(w.fp64WorkPflop))
            return QCoreApplication::translate("gpuscout::Workload", "fp64_work_pflop: %1 is not an amount of work; expected PFLOP (10^15 FP64 operations) above 0, such as 5000").arg(w.fp64WorkPflop);
    }
    if (isKnown(w.renderWorkGpuHours)) {
        if (!finitePositive(w.renderWorkGpuHours))
            return QCoreApplication::translate("gpuscout::Workload", "render_work_gpu_hours: %1 is not an amount of work; expected the hours the job takes on one reference GPU, above 0").arg(w.renderWorkGpuHours);
        // Each task reads its own work: another task's (kept while the user tries tasks out) is ignored.
        if (w.task == Task::Rendering && w.referenceGpu.trimmed().isEmpty())
            return QCoreApplication::translate("gpuscout::Workload", "reference_gpu: missing; expected the GPU model the render hours were measured on, such as A10");
    }
    if (isKnown(w.deadlineHours) && !finitePositive(w.deadlineHours))
        return QCoreApplication::translate("gpuscout::Workload", "deadline_hours: %1 is not a deadline; expected a number of hours above 0").arg(w.deadlineHours);
    if (isKnown(w.requestsPerSecond) && !finitePositive(w.requestsPerSecond))
        return QCoreApplication::translate("gpuscout::Workload", "requests_per_second: %1 is not a demand; expected a number of requests a second above 0, such as 0.5 or 1000").arg(w.requestsPerSecond);
    if (isKnown(w.maxTtftMs) && !finitePositive(w.maxTtftMs))
        return QCoreApplication::translate("gpuscout::Workload", "max_ttft_ms: %1 is not a latency limit; expected milliseconds above 0").arg(w.maxTtftMs);
    if (isKnown(w.maxTpotMs) && !finitePositive(w.maxTpotMs))
        return QCoreApplication::translate("gpuscout::Workload", "max_tpot_ms: %1 is not a latency limit; expected milliseconds above 0").arg(w.maxTpotMs);
    if (!std::isfinite(w.maxInstances) || w.maxInstances < 1 || w.maxInstances > 100000 || w.maxInstances != std::floor(w.maxInstances))
        return QCoreApplication::translate("gpuscout::Workload", "max_instances: expected a whole number of instances from 1 to 100000");
    if (!finitePositive(w.utilisation) || w.utilisation > 1)
        return QCoreApplication::translate("gpuscout::Workload", "utilisation: expected a fraction above 0 and at most 1, such as 0.5");
    const struct { const char *key; double value; } nonNegative[] = {
        {"dataset_gb", w.datasetGb}, {"storage_per_gb_month", w.storagePerGbMonth}, {"egress_gb", w.egressGb},
        {"egress_per_gb", w.egressPerGb}, {"overhead_gb_per_gpu", w.overheadGbPerGpu},
        {"restart_hours", w.restartHours}};
    for (const auto &f : nonNegative) {
        if (!finiteNonNegative(f.value))
            return QCoreApplication::translate("gpuscout::Workload", "%1: expected 0 or more (0 = not counted)").arg(QString::fromLatin1(f.key));
    }
    if (!finitePositive(w.checkpointHours))
        return QCoreApplication::translate("gpuscout::Workload", "checkpoint_hours: expected a checkpoint interval in hours above 0");
    if (w.servingEngine != QLatin1String("vllm") && w.servingEngine != QLatin1String("llama.cpp"))
        return QCoreApplication::translate("gpuscout::Workload", "engine: '%1' is not a serving engine; expected vllm or llama.cpp").arg(w.servingEngine);
    if (!finiteNonNegative(w.hybridBaseShare) || w.hybridBaseShare > 1)
        return QCoreApplication::translate("gpuscout::Workload", "hybrid_base_share: expected a fraction from 0 to 1, such as 0.5");
    return {};
}

bool parseParameterCount(const QString &text, double *out, QString *error)
{
    QString t = text.trimmed();
    double scale = 1;
    if (!t.isEmpty()) {
        switch (t.back().toUpper().unicode()) {
        case 'K': scale = 1e3; break;
        case 'M': scale = 1e6; break;
        case 'B':
        case 'G': scale = 1e9; break;
        case 'T': scale = 1e12; break;
        default: break;
        }
        if (scale != 1)
            t = t.left(t.size() - 1).trimmed();
    }
    bool ok = false;
    const double value = QLocale::c().toDouble(t, &ok) * scale;
    if (!ok || !std::isfinite(value)) {
        *error = QCoreApplication::translate("gpuscout::Workload", "'%1' is not a parameter count; expected a number with an optional K, M, B or T, "
                    "such as 7e9, 70B or 1.5T")
                     .arg(text);
        return false;
    }
    if (!(value > 0)) {
        *error = QCoreApplication::translate("gpuscout::Workload", "'%1': expected a parameter count above 0").arg(text);
        return false;
    }
    *out = value;
    return true;
}

} // namespace gpuscout
