#pragma once

#include "domain/Precision.h"
#include "domain/Unknown.h"

#include <QString>
#include <QStringList>

#include <array>

namespace gpuscout {

// What the user wants done. The sizing (MemoryEstimate), the per-offer fit and time
// (JobEstimate) and the total cost (JobCost) are all computed from this plain value.
//
// Task keys: pretrain | full-finetune | lora | qlora | inference | rendering | fp64.
// rendering and fp64 are the "simpler cases": they have no model, only a working set in GB
// and a fixed number of hours.
enum class Task { Pretrain, FullFinetune, Lora, Qlora, Inference, Rendering, Fp64 };

// The software stack a job's framework runs on. A GPU that does not list it (Radeon Pro V520:
// graphics only; a vGPU slice) leaves the ranking. Keys: cuda | rocm | any.
enum class SoftwareStack { Cuda, Rocm, Any };
QString softwareStackKey(SoftwareStack s);
bool softwareStackFromKey(const QString &key, SoftwareStack *out);
QStringList softwareStackKeys();

// Storage precision of the model weights. Keys: fp32 | bf16 | fp16 | fp8 | int8 | int4.
enum class WeightPrecision { FP32, BF16, FP16, FP8, INT8, INT4 };

inline constexpr std::array AllTasks{Task::Pretrain, Task::FullFinetune, Task::Lora, Task::Qlora,
                                     Task::Inference, Task::Rendering, Task::Fp64};
inline constexpr std::array AllWeightPrecisions{WeightPrecision::FP32, WeightPrecision::BF16, WeightPrecision::FP16,
                                                WeightPrecision::FP8, WeightPrecision::INT8, WeightPrecision::INT4};

QString taskKey(Task t);
bool taskFromKey(const QString &key, Task *out);
QStringList taskKeys();
QString taskName(Task t); // translated, for people
bool isTrainingTask(Task t); // pretrain, full-finetune, lora, qlora
bool hasModel(Task t);       // every task except rendering and fp64

QString weightPrecisionKey(WeightPrecision p);
bool weightPrecisionFromKey(const QString &key, WeightPrecision *out);
QStringList weightPrecisionKeys();
double bytesPerParameter(WeightPrecision p); // 4, 2, 2, 1, 1, 0.5

// The precision whose dense TFLOPS figure drives the job's time (see README "Workload sizing
// formulas"): fp64 -> FP64, rendering -> FP32, qlora -> FP16 (the 4-bit base is dequantised to
// BF16 for every matmul); otherwise fp32 -> FP32, bf16/fp16 -> FP16, fp8 -> FP8, int8 -> INT8,
// int4 -> FP16 (weight-only 4-bit formats compute in 16-bit).
Precision computePrecision(Task task, WeightPrecision weights);

// Transformer shape. Unknown fields are filled by MemoryEstimate from the parameter count
// (documented guess); a model preset fills them from the model's published config.
struct ModelShape {
    double layers = Unknown;
    double hidden = Unknown;
    double heads = Unknown;   // attention (query) heads
    double kvHeads = Unknown; // key/value heads (grouped-query attention); = heads for MHA
    double headDim = Unknown;
    bool operator==(const ModelShape &other) const;
};

// The most instances a deadline may rent for one job: 64 (512 GPUs of 8-GPU machines, the
// size of the largest MLPerf Training submissions on rented clouds).
inline constexpr double DefaultMaxInstances = 64;

struct Workload {
    Task task = Task::FullFinetune;
    QString model;                  // model preset key; empty = custom size
    double parameters = Unknown;    // count, e.g. 70e9; required for every task with a model
    WeightPrecision precision = WeightPrecision::BF16;
    ModelShape shape;

    // Training (and the activation estimate)
    double seqLen = 2048;           // editable default
    double batch = 1;               // global batch, sequences per step; 1 = the least memory
    bool flashAttention = true;     // drop the 5as/h attention-score term (FlashAttention)
    double loraRank = 16;           // LoRA/QLoRA rank r on the q, k, v, o projections

    // Duration: either tokens (training tokens; tokens to generate for inference) or hours.
    // When hours is known it wins ("fixed hours" mode) and tokens are ignored.
    double tokens = Unknown;
    double hours = Unknown;

    // Serving
    double concurrentRequests = 1;
    double contextLen = 8192;       // the 2026 selection-guide article's vLLM example: --max-model-len 8192
    // Tokens per request: the middle of the three request shapes the bundled vLLM
    // measurements use (256/128 chat, 1024/256 retrieval, 4096/512 long documents).
    double promptTokens = 1024;
    double outputTokens = 256;
    // A demand (Unknown = none): requests a second the service must answer. Each offer then
    // rents the replicas it needs, the requests in flight per replica chosen by the model.
    double requestsPerSecond = Unknown;
    // Latency limits in milliseconds (Unknown = none): time to first token, time per output
    // token. An offer that cannot meet them at any batch leaves the ranking.
    double maxTtftMs = Unknown;
    double maxTpotMs = Unknown;
    QString servingEngine = QStringLiteral("vllm"); // vllm | llama.cpp: whose measurements calibrate serving
    SoftwareStack stack = SoftwareStack::Cuda;       // not checked for rendering

    // Rendering / fp64: the memory the job needs, given directly
    double workingSetGb = Unknown;
    // Rendering / fp64 by the amount of work instead of hours, so that a faster GPU finishes
    // sooner (hours, when known, still wins): FP64 work in PFLOP (10^15 floating-point
    // operations); a render's hours on one reference GPU, a catalog GPU model.
    double fp64WorkPflop = Unknown;
    double renderWorkGpuHours = Unknown;
    QString referenceGpu;

    // Money and data. Amounts are in the display currency; 0 = not counted. Never a tariff
    // of our own: the user enters what their provider charges.
    double datasetGb = 0;           // moved in over the network (D of T = D/B), and stored
    double storagePerGbMonth = 0;   // price per GB-month for the dataset while the job runs
    double egressGb = 0;
    double egressPerGb = 0;

    // Editable assumptions (defaults documented in README "Workload sizing formulas")
    double utilisation = 0.5;       // the buying-guide article: "A100 单卡训练利用率往往只有50%左右"
    double overheadGbPerGpu = 1.0;  // CUDA context, allocator and framework buffers per GPU
    double checkpointHours = 1.0;   // spot: lost work per interruption = half of this
    double restartHours = 0.0;      // spot: time to get capacity back and reload; 0 = not counted
    double hybridBaseShare = 0.5;   // hybrid plan: share of the instance-hours on the base
    // A deadline in hours (Unknown = none): a job that cannot finish in time leaves the
    // ranking; a training job with tokens, or serving with tokens, rents more instances to
    // finish in time (the S(N) scaling), up to maxInstances.
    double deadlineHours = Unknown;
    double maxInstances = DefaultMaxInstances;

    bool operator==(const Workload &other) const;
};

// The job's time follows from an amount of work (fp64 PFLOP, a render's reference hours)
// rather than fixed hours.
bool hasWork(const Workload &workload);

// The first problem found, naming the field and what is expected; empty when the workload
// can be estimated.
QString validateWorkload(const Workload &workload);

// Parses a parameter count as people write it: "70B", "13b", "7e9", "1.5T", "350M",
// "7000000000". Suffixes K, M, B (or G), T are 10^3, 10^6, 10^9, 10^12, any case. The count
// must be above 0. On failure *error says what was wrong and what is expected.
bool parseParameterCount(const QString &text, double *out, QString *error);

} // namespace gpuscout
