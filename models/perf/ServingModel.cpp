#include "perf/ServingModel.h"

#include <cmath>

namespace gpuscout {

namespace {

// llama-bench's default micro-batch: a longer prompt is processed 512 tokens at a time,
// each pass reading every weight again.
constexpr double LlamaCppMicroBatch = 512;
// GuideLLM's synchronous runs report a concurrency a hair under or over 1.
constexpr double OneAtATime = 1.05;

ServingFeatures zero()
{
    ServingFeatures f;
    f.fill(0);
    return f;
}

ServingFeatures &operator+=(ServingFeatures &a, const ServingFeatures &b)
{
    for (int i = 0; i < ServingTermCount; ++i)
        a[static_cast<std::size_t>(i)] += b[static_cast<std::size_t>(i)];
    return a;
}

ServingFeatures scaled(ServingFeatures f, double k)
{
    for (double &v : f)
        v *= k;
    return f;
}

double parallelLayers(const ServingShape &s, const ServingSystem &sys)
{
    return sys.gpus > 1 ? s.layers : 0;
}

// GB all-reduced by tensor parallelism for `tokens` tokens (llama.cpp's layer split passes
// one activation per GPU boundary, too little to count).
double parallelTraffic(const ServingShape &s, const ServingSystem &sys, double tokens)
{
    if (sys.gpus <= 1 || sys.engine == ServingEngine::LlamaCpp)
        return 0;
    return tokens * s.layers * s.hidden * 2 * 2 / 1e9;
}

// Bytes of attention scores (f32) for `tokens` queries over an average context of `context`.
double attentionScores(const ServingShape &s, const ServingSystem &sys, double tokens, double context)
{
    if (sys.engine != ServingEngine::LlamaCpp)
        return 0;
    return s.layers * s.heads * tokens * context * 4 / sys.passBandwidth();
}

ServingFeatures prefill(const ServingShape &s, const ServingSystem &sys, double p)
{
    const double passes = sys.engine == ServingEngine::LlamaCpp ? std::max(1.0, std::ceil(p / LlamaCppMicroBatch)) : 1.0;
    ServingFeatures f = zero();
    f[MemoryTraffic] = s.kvBytesPerToken * p / sys.passBandwidth();
    f[PrefillWeights] = s.weightBytes * passes / sys.passBandwidth();
    f[Compute] = (2 * s.parameters * p + 2 * s.layers * s.attentionWidth * p * p) / sys.passFlops();
    f[TokenLayers] = p * s.layers;
    f[PrefillLayers] = s.layers * passes;
    f[ParallelLayers] = parallelLayers(s, sys) * passes;
    f[ParallelTraffic] = parallelTraffic(s, sys, p);
    f[AttentionScores] = attentionScores(s, sys, p, p / 2);
    return f;
}

// One decode step for c sequences at an average context of ctx tokens.
ServingFeatures decodeStep(const ServingShape &s, const ServingSystem &sys, double c, double ctx)
{
    ServingFeatures f = zero();
    f[DecodeLayers] = s.layers;
    f[MemoryTraffic] = (s.weightBytes + c * s.kvBytesPerToken * ctx) / sys.passBandwidth();
    f[Compute] = c * (2 * s.parameters + 4 * s.layers * s.attentionWidth * ctx) / sys.passFlops();
    f[TokenLayers] = c * s.layers;
    f[ParallelLayers] = parallelLayers(s, sys);
    f[ParallelTraffic] = parallelTraffic(s, sys, c);
    f[AttentionScores] = attentionScores(s, sys, c, ctx);
    return f;
}

bool positive(double v)
{
    return isKnown(v) && v > 0 && std::isfinite(v);
}

} // namespace

QString servingEngineKey(ServingEngine e)
{
    return e == ServingEngine::LlamaCpp ? QStringLiteral("llama.cpp") : QStringLiteral("vllm");
}

bool servingEngineFromKey(const QString &key, ServingEngine *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("vllm"))
        *out = ServingEngine::Vllm;
    else if (k == QLatin1String("llama.cpp") || k == QLatin1String("llamacpp"))
        *out = ServingEngine::LlamaCpp;
    else
        return false;
    return true;
}

bool ServingShape::known() const
{
    return positive(parameters) && positive(layers) && positive(attentionWidth) && positive(heads) && positive(hidden)
        && positive(kvBytesPerToken) && positive(weightBytes);
}

double ServingSystem::passBandwidth() const
{
    return engine == ServingEngine::LlamaCpp ? bandwidthBytesPerSecond : bandwidthBytesPerSecond * gpus;
}

double ServingSystem::passFlops() const
{
    return engine == ServingEngine::LlamaCpp ? flopsPerSecond : flopsPerSecond * gpus;
}

bool servingFeatures(const ServingShape &s, const ServingSystem &sys, const ServingCase &c,
                     ServingFeatures *features, double *units)
{
    if (!s.known() || !positive(sys.bandwidthBytesPerSecond) || !positive(sys.flopsPerSecond) || !positive(sys.gpus))
        return false;
    const double p = c.promptTokens;
    const double o = c.outputTokens;
    ServingFeatures f = zero();
    switch (c.metric) {
    case Metric::PrefillTokensPerSecond:
        if (!positive(p))
            return false;
        f = prefill(s, sys, p);
        *units = p;
        break;
    case Metric::DecodeTokensPerSecond: {
        if (!positive(o))
            return false;
        const double start = isKnown(p) && p >= 0 ? p : 0;
        f = scaled(decodeStep(s, sys, 1, start + o / 2), o);
        *units = o;
        break;
    }
    case Metric::TtftMs:
        if (!positive(p))
            return false;
        f = prefill(s, sys, p);
        f[RequestOverhead] = 1;
        *units = 1;
        break;
    case Metric::TpotMs: {
        if (!positive(p) || !positive(o))
            return false;
        const double batch = positive(c.concurrency) ? std::max(1.0, c.concurrency) : 1.0;
        f = decodeStep(s, sys, batch, p + o / 2);
        *units = 1;
        break;
    }
    case Metric::OutputTokensPerSecond:
    case Metric::RequestsPerSecond: {
        if (!positive(p) || !positive(o) || !positive(c.concurrency))
            return false;
        const double ctx = p + o / 2;
        if (c.concurrency <= OneAtATime) {
            f = prefill(s, sys, p);
            f[RequestOverhead] += 1;
            f += scaled(decodeStep(s, sys, 1, ctx), std::max(0.0, o - 1));
            *units = c.metric == Metric::RequestsPerSecond ? 1 : o;
        } else {
            // c requests in flight: their prefills take turns with o decode steps of c sequences.
            f = scaled(prefill(s, sys, p), c.concurrency);
            f += scaled(decodeStep(s, sys, c.concurrency, ctx), o);
            *units = c.metric == Metric::RequestsPerSecond ? c.concurrency : c.concurrency * o;
        }
        break;
    }
    case Metric::Minutes:
    case Metric::StepSeconds:
    case Metric::TrainingTokensPerSecond: return false;
    }
    *features = f;
    return true;
}

double measuredSeconds(Metric metric, double value, double units)
{
    if (isRateMetric(metric))
        return units / value;
    switch (metric) {
    case Metric::TtftMs:
    case Metric::TpotMs: return value / 1000;
    case Metric::Minutes: return value * 60;
    default: return value;
    }
}

double valueFromSeconds(Metric metric, double seconds, double units)
{
    if (isRateMetric(metric))
        return units / seconds;
    switch (metric) {
    case Metric::TtftMs:
    case Metric::TpotMs: return seconds * 1000;
    case Metric::Minutes: return seconds / 60;
    default: return seconds;
    }
}

double dot(const ServingCoefficients &c, const ServingFeatures &f)
{
    double t = 0;
    for (std::size_t i = 0; i < c.size(); ++i)
        t += c[i] * f[i];
    return t;
}

} // namespace gpuscout
