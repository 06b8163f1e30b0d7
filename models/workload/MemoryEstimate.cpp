#include "workload/MemoryEstimate.h"

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

// Kaplan et al. 2020: non-embedding parameters of a dense transformer = 12 L h^2. With the
// common aspect h = 128 L this gives h = cbrt(128 P / 12).
constexpr double HiddenPerLayer = 128;
constexpr double GuessedHeadDim = 128;

// Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models",
// table 2: activation bytes per layer without parallelism = s b h (34 + 5 a s / h), for 16-bit
// activations.
double activationBytesPerLayer(double seq, double batch, double hidden, double heads, bool flashAttention)
{
    const double attentionScores = flashAttention ? 0.0 : 5.0 * heads * seq / hidden;
    return seq * batch * hidden * (34.0 + attentionScores);
}

} // namespace

ModelShape effectiveShape(const Workload &w, bool *guessed)
{
    ModelShape s = w.shape;
    *guessed = false;
    if (!isKnown(s.hidden) || !isKnown(s.layers)) {
        const double hidden = std::cbrt(HiddenPerLayer * w.parameters / 12.0);
        if (!isKnown(s.hidden))
            s.hidden = hidden;
        if (!isKnown(s.layers))
            s.layers = std::max(1.0, w.parameters / (12.0 * s.hidden * s.hidden));
        *guessed = true;
    }
    if (!isKnown(s.headDim)) {
        s.headDim = isKnown(s.heads) ? s.hidden / s.heads : GuessedHeadDim;
        *guessed = *guessed || !isKnown(s.heads);
    }
    if (!isKnown(s.heads)) {
        s.heads = s.hidden / s.headDim;
        *guessed = true;
    }
    if (!isKnown(s.kvHeads)) {
        s.kvHeads = s.heads; // multi-head attention: the largest KV cache, so the safe guess
        *guessed = true;
    }
    return s;
}

double loraAdapterParameters(double rank, const ModelShape &s)
{
    // q and o map h -> h, k and v map h -> kv_heads x head_dim; an adapter on a d_in -> d_out
    // matrix has r (d_in + d_out) parameters.
    const double kv = s.kvHeads * s.headDim;
    return rank * s.layers * (2 * (s.hidden + s.hidden) + 2 * (s.hidden + kv));
}

double ruleOfThumbLowGb(double parameters)
{
    return parameters * 2 * 3 / BytesPerGb;
}

double ruleOfThumbHighGb(double parameters)
{
    return parameters * 2 * 12 / BytesPerGb;
}

MemoryEstimate estimateMemory(const Workload &w)
{
    MemoryEstimate m;
    m.overheadGb = w.overheadGbPerGpu;
    if (!hasModel(w.task)) {
        m.workingSetGb = w.workingSetGb;
        m.totalGb = w.workingSetGb + m.overheadGb; // Unknown stays unknown
        return m;
    }
    const double p = w.parameters;
    m.shape = effectiveShape(w, &m.shapeGuessed);
    // The buying-guide article's rule multiplies the FP16 weights by the redundancy of gradients, optimizer
    // states and activations: a full-training rule. Next to a serving or a LoRA total (a frozen
    // base has neither gradients nor optimizer states: 7B LoRA needs 24 GB, the rule says 42-168)
    // it would mislead.
    if (w.task == Task::Pretrain || w.task == Task::FullFinetune) {
        m.ruleOfThumbLowGb = ruleOfThumbLowGb(p);
        m.ruleOfThumbHighGb = ruleOfThumbHighGb(p);
    }
    // QLoRA computes in BF16 whatever the precision says.
    const bool fp32 = w.precision == WeightPrecision::FP32 && w.task != Task::Qlora;

    switch (w.task) {
    case Task::Pretrain:
    case Task::FullFinetune: {
        const double trainable = fp32 ? 4 : 2; // fp8 training keeps BF16 weights
        m.trainableParameters = p;
        m.weightsGb = p * trainable / BytesPerGb;
        m.gradientsGb = p * trainable / BytesPerGb;
        m.optimizerGb = p * (AdamMixedPrecisionBytesPerParam - 2 * trainable) / BytesPerGb;
        break;
    }
    case Task::Lora:
    case Task::Qlora: {
        const double base = w.task == Task::Qlora ? 0.5 : bytesPerParameter(w.precision);
        const double adapters = loraAdapterParameters(w.loraRank, m.shape);
        m.trainableParameters = adapters;
        m.weightsGb = (p * base + adapters * 2) / BytesPerGb;
        m.gradientsGb = adapters * 2 / BytesPerGb;
        m.optimizerGb = adapters * (AdamMixedPrecisionBytesPerParam - 4) / BytesPerGb;
        break;
    }
    case Task::Inference: {
        m.weightsGb = p * bytesPerParameter(w.precision) / BytesPerGb;
        const double kvBytes = fp32 ? 4 : 2;
        m.kvCacheGb = 2 * m.shape.layers * m.shape.kvHeads * m.shape.headDim * w.contextLen
                      * w.concurrentRequests * kvBytes / BytesPerGb;
        break;
    }
    case Task::Rendering:
    case Task::Fp64: break;
    }
    if (isTrainingTask(w.task)) {
        const double perLayer = activationBytesPerLayer(w.seqLen, w.batch, m.shape.hidden, m.shape.heads,
                                                        w.flashAttention);
        m.activationsGb = perLayer * m.shape.layers * (fp32 ? 2 : 1) / BytesPerGb;
    }
    m.totalGb = m.weightsGb + m.gradientsGb + m.optimizerGb + m.activationsGb + m.kvCacheGb + m.overheadGb;
    return m;
}

} // namespace gpuscout
