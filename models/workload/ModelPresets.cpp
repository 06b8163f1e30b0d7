#include "workload/ModelPresets.h"

namespace gpuscout {

namespace {

ModelPreset preset(const char *key, const char *name, double parameters, double layers, double hidden,
                   double heads, double kvHeads, double headDim)
{
    return ModelPreset{QString::fromLatin1(key), QString::fromLatin1(name), parameters,
                       ModelShape{layers, hidden, heads, kvHeads, headDim}};
}

} // namespace

QList<ModelPreset> modelPresets()
{
    // Columns: parameters, num_hidden_layers, hidden_size, num_attention_heads,
    // num_key_value_heads, head dim (hidden_size / num_attention_heads).
    return {
        // meta-llama/Llama-2-*-hf: the 7B and 13B use full multi-head attention.
        preset("llama-2-7b", "Llama 2 7B", 6.74e9, 32, 4096, 32, 32, 128),
        preset("llama-2-13b", "Llama 2 13B", 13.0e9, 40, 5120, 40, 40, 128),
        preset("llama-2-70b", "Llama 2 70B", 69.0e9, 80, 8192, 64, 8, 128),
        // meta-llama/Llama-3.1-*: grouped-query attention with 8 KV heads throughout.
        preset("llama-3.1-8b", "Llama 3.1 8B", 8.03e9, 32, 4096, 32, 8, 128),
        preset("llama-3.1-70b", "Llama 3.1 70B", 70.6e9, 80, 8192, 64, 8, 128),
        preset("llama-3.1-405b", "Llama 3.1 405B", 405.9e9, 126, 16384, 128, 8, 128),
        // Qwen/Qwen2.5-*
        preset("qwen2.5-7b", "Qwen2.5 7B", 7.61e9, 28, 3584, 28, 4, 128),
        preset("qwen2.5-14b", "Qwen2.5 14B", 14.7e9, 48, 5120, 40, 8, 128),
        preset("qwen2.5-72b", "Qwen2.5 72B", 72.7e9, 80, 8192, 64, 8, 128),
        // mistralai/Mistral-7B-v0.1
        preset("mistral-7b", "Mistral 7B", 7.24e9, 32, 4096, 32, 8, 128),
    };
}

bool modelPresetFromKey(const QString &key, ModelPreset *out)
{
    for (const ModelPreset &p : modelPresets()) {
        if (p.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = p;
            return true;
        }
    }
    return false;
}

QStringList modelPresetKeys()
{
    QStringList keys;
    for (const ModelPreset &p : modelPresets())
        keys << p.key;
    return keys;
}

bool applyModelPreset(const QString &key, Workload *workload)
{
    ModelPreset p;
    if (!modelPresetFromKey(key, &p))
        return false;
    workload->model = p.key;
    workload->parameters = p.parameters;
    workload->shape = p.shape;
    return true;
}

} // namespace gpuscout
