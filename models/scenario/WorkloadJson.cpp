#include "scenario/WorkloadJson.h"

#include "workload/ModelPresets.h"
#include "domain/Workload.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace gpuscout {

namespace {

const QString Prefix = QStringLiteral("workload.");

QJsonValue orNull(double v)
{
    return isKnown(v) ? QJsonValue(v) : QJsonValue();
}

// A number member; null allowed only where the field may be unknown. Range checks are left to
// validateWorkload(), which names the same member.
bool readNumber(const QJsonObject &o, const char *key, double *out, QString *error, bool nullable = false)
{
    const QString k = QString::fromLatin1(key);
    if (!o.contains(k))
        return true;
    const QJsonValue v = o.value(k);
    if (nullable && v.isNull()) {
        *out = Unknown;
        return true;
    }
    if (!v.isDouble()) {
        *error = nullable ? QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected a number or null").arg(Prefix + k)
                          : QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected a number").arg(Prefix + k);
        return false;
    }
    *out = v.toDouble();
    return true;
}

} // namespace

QJsonObject workloadToJson(const Workload &w)
{
    QJsonObject o{
        {QStringLiteral("task"), taskKey(w.task)},
        {QStringLiteral("parameters"), orNull(w.parameters)},
        {QStringLiteral("precision"), weightPrecisionKey(w.precision)},
        {QStringLiteral("layers"), orNull(w.shape.layers)},
        {QStringLiteral("hidden_size"), orNull(w.shape.hidden)},
        {QStringLiteral("attention_heads"), orNull(w.shape.heads)},
        {QStringLiteral("kv_heads"), orNull(w.shape.kvHeads)},
        {QStringLiteral("head_dim"), orNull(w.shape.headDim)},
        {QStringLiteral("seq_len"), w.seqLen},
        {QStringLiteral("batch"), w.batch},
        {QStringLiteral("flash_attention"), w.flashAttention},
        {QStringLiteral("lora_rank"), w.loraRank},
        {QStringLiteral("tokens"), orNull(w.tokens)},
        {QStringLiteral("hours"), orNull(w.hours)},
        {QStringLiteral("concurrent_requests"), w.concurrentRequests},
        {QStringLiteral("context_len"), w.contextLen},
        {QStringLiteral("prompt_tokens"), w.promptTokens},
        {QStringLiteral("output_tokens"), w.outputTokens},
        {QStringLiteral("requests_per_second"), orNull(w.requestsPerSecond)},
        {QStringLiteral("max_ttft_ms"), orNull(w.maxTtftMs)},
        {QStringLiteral("max_tpot_ms"), orNull(w.maxTpotMs)},
        {QStringLiteral("engine"), w.servingEngine},
        {QStringLiteral("stack"), softwareStackKey(w.stack)},
        {QStringLiteral("working_set_gb"), orNull(w.workingSetGb)},
        {QStringLiteral("fp64_work_pflop"), orNull(w.fp64WorkPflop)},
        {QStringLiteral("render_work_gpu_hours"), orNull(w.renderWorkGpuHours)},
        {QStringLiteral("reference_gpu"), w.referenceGpu.isEmpty() ? QJsonValue() : QJsonValue(w.referenceGpu)},
        {QStringLiteral("dataset_gb"), w.datasetGb},
        {QStringLiteral("storage_per_gb_month"), w.storagePerGbMonth},
        {QStringLiteral("egress_gb"), w.egressGb},
        {QStringLiteral("egress_per_gb"), w.egressPerGb},
        {QStringLiteral("utilisation"), w.utilisation},
        {QStringLiteral("overhead_gb_per_gpu"), w.overheadGbPerGpu},
        {QStringLiteral("checkpoint_hours"), w.checkpointHours},
        {QStringLiteral("restart_hours"), w.restartHours},
        {QStringLiteral("hybrid_base_share"), w.hybridBaseShare},
        {QStringLiteral("deadline_hours"), orNull(w.deadlineHours)},
        {QStringLiteral("max_instances"), w.maxInstances},
    };
    if (!w.model.isEmpty())
        o.insert(QStringLiteral("model"), w.model);
    return o;
}

bool workloadFromJson(const QJsonObject &json, Workload *out, QString *error)
{
    Workload w;
    if (json.contains(QStringLiteral("task"))
        && !taskFromKey(json.value(QStringLiteral("task")).toString(), &w.task)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected one of %2")
                     .arg(Prefix + QStringLiteral("task"), taskKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (json.contains(QStringLiteral("model"))) {
        const QString key = json.value(QStringLiteral("model")).toString();
        if (!applyModelPreset(key, &w)) {
            *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: '%2' is not a model preset; expected one of %3")
                         .arg(Prefix + QStringLiteral("model"), key, modelPresetKeys().join(QStringLiteral(", ")));
            return false;
        }
    }
    const QJsonValue params = json.value(QStringLiteral("parameters"));
    if (params.isString()) {
        QString detail;
        if (!parseParameterCount(params.toString(), &w.parameters, &detail)) {
            *error = Prefix + QStringLiteral("parameters: ") + detail;
            return false;
        }
    } else if (!params.isUndefined() && !readNumber(json, "parameters", &w.parameters, error, true)) {
        return false;
    }
    if (json.contains(QStringLiteral("precision"))
        && !weightPrecisionFromKey(json.value(QStringLiteral("precision")).toString(), &w.precision)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected one of %2")
                     .arg(Prefix + QStringLiteral("precision"), weightPrecisionKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (json.contains(QStringLiteral("engine"))) {
        const QJsonValue engine = json.value(QStringLiteral("engine"));
        if (!engine.isString()) {
            *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected vllm or llama.cpp")
                         .arg(Prefix + QStringLiteral("engine"));
            return false;
        }
        w.servingEngine = engine.toString().trimmed().toLower();
    }
    if (json.contains(QStringLiteral("reference_gpu"))) {
        const QJsonValue reference = json.value(QStringLiteral("reference_gpu"));
        if (!reference.isNull() && !reference.isString()) {
            *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected a GPU model name such as A10, or null")
                         .arg(Prefix + QStringLiteral("reference_gpu"));
            return false;
        }
        w.referenceGpu = reference.toString().trimmed();
    }
    if (json.contains(QStringLiteral("stack"))
        && !softwareStackFromKey(json.value(QStringLiteral("stack")).toString(), &w.stack)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected one of %2")
                     .arg(Prefix + QStringLiteral("stack"), softwareStackKeys().join(QStringLiteral(", ")));
        return false;
    }
    const QJsonValue flash = json.value(QStringLiteral("flash_attention"));
    if (!flash.isUndefined()) {
        if (!flash.isBool()) {
            *error = QCoreApplication::translate("gpuscout::WorkloadJson", "%1: expected true or false")
                         .arg(Prefix + QStringLiteral("flash_attention"));
            return false;
        }
        w.flashAttention = flash.toBool();
    }
    if (!readNumber(json, "layers", &w.shape.layers, error, true)
        || !readNumber(json, "hidden_size", &w.shape.hidden, error, true)
        || !readNumber(json, "attention_heads", &w.shape.heads, error, true)
        || !readNumber(json, "kv_heads", &w.shape.kvHeads, error, true)
        || !readNumber(json, "head_dim", &w.shape.headDim, error, true)
        || !readNumber(json, "seq_len", &w.seqLen, error) || !readNumber(json, "batch", &w.batch, error)
        || !readNumber(json, "lora_rank", &w.loraRank, error)
        || !readNumber(json, "tokens", &w.tokens, error, true)
        || !readNumber(json, "hours", &w.hours, error, true)
        || !readNumber(json, "concurrent_requests", &w.concurrentRequests, error)
        || !readNumber(json, "context_len", &w.contextLen, error)
        || !readNumber(json, "prompt_tokens", &w.promptTokens, error)
        || !readNumber(json, "output_tokens", &w.outputTokens, error)
        || !readNumber(json, "requests_per_second", &w.requestsPerSecond, error, true)
        || !readNumber(json, "max_ttft_ms", &w.maxTtftMs, error, true)
        || !readNumber(json, "max_tpot_ms", &w.maxTpotMs, error, true)
        || !readNumber(json, "working_set_gb", &w.workingSetGb, error, true)
        || !readNumber(json, "fp64_work_pflop", &w.fp64WorkPflop, error, true)
        || !readNumber(json, "render_work_gpu_hours", &w.renderWorkGpuHours, error, true)
        || !readNumber(json, "dataset_gb", &w.datasetGb, error)
        || !readNumber(json, "storage_per_gb_month", &w.storagePerGbMonth, error)
        || !readNumber(json, "egress_gb", &w.egressGb, error)
        || !readNumber(json, "egress_per_gb", &w.egressPerGb, error)
        || !readNumber(json, "utilisation", &w.utilisation, error)
        || !readNumber(json, "overhead_gb_per_gpu", &w.overheadGbPerGpu, error)
        || !readNumber(json, "checkpoint_hours", &w.checkpointHours, error)
        || !readNumber(json, "restart_hours", &w.restartHours, error)
        || !readNumber(json, "hybrid_base_share", &w.hybridBaseShare, error)
        || !readNumber(json, "deadline_hours", &w.deadlineHours, error, true)
        || !readNumber(json, "max_instances", &w.maxInstances, error))
        return false;
    const QString problem = validateWorkload(w);
    if (!problem.isEmpty()) {
        *error = Prefix + problem;
        return false;
    }
    *out = w;
    return true;
}

} // namespace gpuscout
