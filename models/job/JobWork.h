#pragma once

#include <QString>

namespace gpuscout {

struct Workload;

// How an FP64 or rendering job's time follows from its work (JobEstimate.h "fp64 work",
// "render work"), in one sentence: the rank table, the report and the window say the same.
// Empty for a job without work.
QString jobWorkText(const Workload &workload);

} // namespace gpuscout
