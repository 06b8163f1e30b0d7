#pragma once

#include "domain/Measurement.h"
#include "domain/Unknown.h"

#include <QString>

#include <array>

namespace gpuscout {

struct GpuSpec;

// LLM serving as a sum of costs, each a physical quantity divided by what the GPUs deliver,
// with one calibrated coefficient per term (README "Performance model"):
//
//   time = sum over terms of coefficient[k] x feature[k]
//
//   DecodeLayers    layers run by a decode step (one kernel launch pattern per layer): L
//   MemoryTraffic   bytes a decode step reads / bandwidth: every weight once (W = P x bytes
//                   per parameter) plus the KV cache (c x kv bytes per token x context); in a
//                   prefill, the KV cache it writes
//   Compute         FLOPs / peak: prefill 2 P p + 2 L d p^2 (causal attention, d = heads x
//                   head dim), decode 2 P + 4 L d x context per sequence and step
//   RequestOverhead one per request served alone (HTTP, tokenising, scheduling)
//   TokenLayers     tokens x layers: the per-token elementwise work (norms, rotary, sampling)
//   PrefillLayers   layers run by a prefill pass (no CUDA graph: more launch overhead)
//   ParallelLayers  layers run with tensor parallelism over more than one GPU (two
//                   all-reduces per layer)
//   PrefillWeights  the weights a prefill pass reads / bandwidth: its kernels (tiled tensor-
//                   core GEMMs; on GPUs without int8 dot products, llama.cpp dequantises every
//                   weight to 16 bits first) read them at another rate than a decode step
//   ParallelTraffic GB that tensor parallelism all-reduces: tokens x layers x hidden x 2 x 2
//                   bytes (two all-reduces of 16-bit activations per layer), zero on one GPU
//   AttentionScores llama.cpp only (it runs without FlashAttention by default): the attention
//                   score matrices it writes and reads, layers x heads x tokens x context x 4
//                   bytes / bandwidth
//
// Prefill is compute-bound (Compute dominates for long prompts), decode is bandwidth-bound
// until the batch c makes Compute the larger term. A coefficient is 1 / the fraction of the
// datasheet figure the engine reaches (MemoryTraffic, Compute) or seconds (the others).
enum ServingTerm {
    DecodeLayers, MemoryTraffic, Compute, RequestOverhead, TokenLayers, PrefillLayers, ParallelLayers,
    PrefillWeights, ParallelTraffic, AttentionScores,
};
inline constexpr int ServingTermCount = 10;
using ServingFeatures = std::array<double, ServingTermCount>;
using ServingCoefficients = std::array<double, ServingTermCount>;

// The engines calibrated on measurements. llama.cpp splits a model across GPUs by layers and
// runs them one after another (one GPU's bandwidth and compute at a time) and reads the
// weights once per micro-batch of 512 prompt tokens; vLLM shards each layer (tensor
// parallel) and prefills a prompt in one pass.
enum class ServingEngine { Vllm, LlamaCpp };
QString servingEngineKey(ServingEngine e); // vllm | llama.cpp
bool servingEngineFromKey(const QString &key, ServingEngine *out);

// The model as the cost terms see it.
struct ServingShape {
    double parameters = Unknown;
    double layers = Unknown;
    double attentionWidth = Unknown;   // heads x head dim
    double heads = Unknown;
    double hidden = Unknown;           // the residual stream's width
    double kvBytesPerToken = Unknown;  // 2 x layers x kv heads x head dim x bytes per value
    double weightBytes = Unknown;      // parameters x bytes per parameter
    bool known() const;
};

// The GPUs that serve one copy of the model.
struct ServingSystem {
    ServingEngine engine = ServingEngine::Vllm;
    double gpus = 1;                   // GPUs holding one copy (tensor parallel degree)
    double bandwidthBytesPerSecond = Unknown; // one GPU's
    double flopsPerSecond = Unknown;   // one GPU's, at the compute precision
    // What a pass can use: all GPUs for vLLM, one at a time for llama.cpp.
    double passBandwidth() const;
    double passFlops() const;
};

// The workload of one measurement or one job, for the terms above.
struct ServingCase {
    double promptTokens = Unknown;
    double outputTokens = Unknown;
    double concurrency = Unknown;      // requests in flight; <= 1.05 counts as one at a time
    Metric metric = Metric::OutputTokensPerSecond;
};

// The features of `c` and the figure's "units" (tokens, requests or 1): a rate metric is
// units / time, a time metric is time (seconds; ms metrics scale by 1000). False when an
// input is unknown (a prompt length MLPerf does not publish, a GPU's bandwidth).
bool servingFeatures(const ServingShape &shape, const ServingSystem &system, const ServingCase &c,
                     ServingFeatures *features, double *units);

// Seconds the measured figure stands for (rate: units / value; time: value), the quantity
// the coefficients are fitted to.
double measuredSeconds(Metric metric, double value, double units);
// The figure a predicted time gives (the inverse of measuredSeconds).
double valueFromSeconds(Metric metric, double seconds, double units);

double dot(const ServingCoefficients &c, const ServingFeatures &f);

} // namespace gpuscout
