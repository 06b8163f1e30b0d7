#pragma once

#include "domain/Workload.h"

namespace gpuscout {

// GPU memory a workload needs, in GB of 10^9 bytes, part by part. Every formula, its source
// and its assumptions are in README "Workload sizing formulas"; in short (P = parameters,
// b = bytes per parameter of the weights' precision):
//
//  weights      P x b (inference, the frozen LoRA base), P x 0.5 (QLoRA's 4-bit NF4 base),
//               P x 2 or 4 (full training: 16-bit or fp32 trainable weights; fp8 training keeps
//               BF16 weights and casts to FP8 per matmul, as NVIDIA Transformer Engine does)
//  gradients    same bytes as the trainable weights
//  optimizer    AdamW: fp32 master copy + m + v = 12 B/param with 16-bit weights, m + v = 8 with
//               fp32 weights -- 16 B/param in all (Rajbhandari et al. 2020, ZeRO, section 3.1)
//  LoRA/QLoRA   adapters A (r x d_in) and B (d_out x r) on q, k, v, o of every layer:
//               r x (6h + 2 x kv_heads x head_dim) per layer (Hu et al. 2021); 16 B/param for
//               their weights, gradients and AdamW states
//  activations  training only, Korthikanti et al. 2022 (table 2, no parallelism, no
//               recomputation): s x b x h x (34 + 5 a s / h) bytes per layer; the 5as/h term
//               (attention scores) is dropped with FlashAttention; x2 for fp32 training
//  KV cache     serving only: 2 x layers x kv_heads x head_dim x context x concurrent x 2 bytes
//               (4 with fp32 weights)
//  overhead     Workload::overheadGbPerGpu, an editable assumption (1 GB: CUDA context and
//               framework buffers), counted once here and once per GPU when sharded
//
// Without a preset, an unknown shape is estimated from P by P = 12 L h^2 with h = 128 L
// (Kaplan et al. 2020, eq. 2.1; Llama 2 7B: 32 layers of 4096), heads = h / 128, KV heads =
// heads, head dim 128 -- and marked as guessed.
struct MemoryEstimate {
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0;
    double kvCacheGb = 0;
    double workingSetGb = 0;   // rendering / fp64: as given (Unknown when not given)
    double overheadGb = 0;     // one GPU's
    double totalGb = 0;        // Unknown when a part is unknown

    // The background articles' rule of thumb M = P x 2 x (3 ~ 12): FP16 weights times a redundancy factor
    // of 3 to 12 for gradients, optimizer states and activations (the buying-guide article), so a training
    // rule: Unknown for serving and for tasks without a model.
    double ruleOfThumbLowGb = Unknown;
    double ruleOfThumbHighGb = Unknown;

    double trainableParameters = 0; // all of P (full training), the adapters (LoRA), 0 (serving)
    ModelShape shape;               // the shape used, every field known for tasks with a model
    bool shapeGuessed = false;      // some of the shape came from the parameter count

    // Everything but the per-GPU overhead: the part that shards across GPUs.
    double shardableGb() const { return totalGb - overheadGb; }
};

// The shape used for the estimate: the workload's own figures, the rest from P as above.
ModelShape effectiveShape(const Workload &workload, bool *guessed);

// LoRA adapter parameters for rank r on q, k, v, o of every layer.
double loraAdapterParameters(double rank, const ModelShape &shape);

// The rule of thumb as [low, high] GB.
double ruleOfThumbLowGb(double parameters);
double ruleOfThumbHighGb(double parameters);

// Expects a workload that passed validateWorkload().
MemoryEstimate estimateMemory(const Workload &workload);

inline constexpr double BytesPerGb = 1e9;

// GPU memory as vendors sell it: an "80 GB" GPU has 80 GiB (2^30 bytes each) of memory,
// 85.9 x 10^9 bytes. The fit check compares the job's need and the GPU's memory both in
// 10^9 bytes, so a GPU's catalog figure goes through here first. What the driver exposes
// is a little less (an H100 80GB shows 81,559 MiB = 85.5 x 10^9 bytes; GDDR cards with ECC
// on lose a further 1/16): the per-GPU overhead allowance of the workload is where that goes.
inline constexpr double BytesPerVendorGb = 1073741824.0;
inline double gpuMemoryGb(double vendorGb) { return vendorGb * BytesPerVendorGb / BytesPerGb; }
inline constexpr double AdamMixedPrecisionBytesPerParam = 16;

} // namespace gpuscout
