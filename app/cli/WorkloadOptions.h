#pragma once

#include <QString>

class QCommandLineParser;

namespace gpuscout {

struct Workload;

// The workload options shared by rank, report and estimate: --task, --model, --params,
// --precision (of the weights, once a workload is given), --seq-len, --batch, --tokens,
// --hours, --concurrent, --context-len, --working-set-gb, --dataset-gb,
// --storage-price, --egress-gb, --egress-price, --utilisation, --lora-rank.
void addWorkloadOptions(QCommandLineParser *parser);
bool hasWorkloadOptions(const QCommandLineParser &parser);

// Applies the options on top of `base` (from a scenario file, or the defaults) and
// validates the result. False with one line naming the option and what is accepted.
bool workloadFromOptions(const QCommandLineParser &parser, const Workload &base, Workload *out, QString *error);

} // namespace gpuscout
