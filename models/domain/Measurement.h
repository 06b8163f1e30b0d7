#pragma once

#include "domain/Unknown.h"
#include "domain/Workload.h"

#include <QString>
#include <QStringList>

#include <array>

namespace gpuscout {

// What a measurement measured. Keys (the catalog's and the command line's):
//   output-tokens-per-second   serving: output tokens a second over all requests
//   requests-per-second        serving: requests completed a second
//   ttft-ms                    serving: time to first token, one request's median
//   tpot-ms                    serving: time per output token after the first
//   prefill-tokens-per-second  serving: prompt tokens a second processed in one batch
//   decode-tokens-per-second   serving: tokens a second generated one at a time
//   minutes                    training: wall-clock minutes to train `tokens` tokens
//   step-seconds               training: seconds per optimiser step of batch x seq_len tokens
//   training-tokens-per-second training: tokens a second trained
enum class Metric {
    OutputTokensPerSecond, RequestsPerSecond, TtftMs, TpotMs, PrefillTokensPerSecond,
    DecodeTokensPerSecond, Minutes, StepSeconds, TrainingTokensPerSecond,
};
inline constexpr std::array AllMetrics{
    Metric::OutputTokensPerSecond, Metric::RequestsPerSecond, Metric::TtftMs, Metric::TpotMs,
    Metric::PrefillTokensPerSecond, Metric::DecodeTokensPerSecond, Metric::Minutes, Metric::StepSeconds,
    Metric::TrainingTokensPerSecond};

QString metricKey(Metric m);
bool metricFromKey(const QString &key, Metric *out);
QString metricUnit(Metric m);        // "tokens/s", "ms", "min", ... (not translated: units)
bool isServingMetric(Metric m);
// A rate (more is better: tokens or requests a second) rather than a time.
bool isRateMetric(Metric m);

// Where a measurement comes from: a published benchmark bundled with the catalog, or the
// buyer's own trial run (the most trusted figure for its instance type).
enum class MeasurementKind { Benchmark, Trial };
QString measurementKindKey(MeasurementKind k); // benchmark | trial

// One measured figure: what ran, where, and what it achieved. A figure the source does not
// give is Unknown (prompt length of an MLPerf result, say), never guessed.
struct Measurement {
    QString key;            // stable identity (a UUID for trial runs; a digest for bundled rows)
    QString source;         // Source key; "trial" for trial runs
    MeasurementKind kind = MeasurementKind::Benchmark;
    QString suite;          // mlperf-training | mlperf-inference | sparecores-llama.cpp | sparecores-vllm | trial
    QString reference;      // citation: result id, log path and commit
    QString provider;       // provider key as the source names it (may be outside the catalog)
    QString instanceType;   // empty: a system that is not a cloud instance type
    QString region;
    QString gpu;            // the catalog GPU model
    double gpuCount = Unknown; // GPUs per instance (or per node)
    double gpusUsed = Unknown; // GPUs the run used (tensor parallel degree; nodes x GPUs)

    Task task = Task::Inference;
    QString model;          // the model's name as run
    double parameters = Unknown;
    ModelShape shape;
    QString precision;      // weight precision key (WeightPrecision); empty = not recorded
    QString engine;         // vllm | llama.cpp | mlperf | the training framework ...
    double promptTokens = Unknown;
    double outputTokens = Unknown;
    double concurrency = Unknown; // requests in flight (fractional: an average); Unknown = saturated
    double batch = Unknown;       // training: global batch, sequences
    double seqLen = Unknown;      // training: tokens per sequence
    double tokens = Unknown;      // training: tokens to train (for minutes)

    Metric metric = Metric::OutputTokensPerSecond;
    double value = Unknown;
    QString date;           // YYYY-MM-DD
    QString notes;

    // Unknown equals Unknown: a measurement read back compares equal to the one written.
    bool operator==(const Measurement &other) const;
};

// The first problem of a measurement as a person entered it (a trial run), naming the field
// and what is expected; empty when it can be stored.
QString validateMeasurement(const Measurement &m);

} // namespace gpuscout
