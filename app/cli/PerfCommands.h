#pragma once

class QCommandLineParser;

namespace gpuscout {

// gpuscout perf validate [--format table|json]: the performance model against every
// benchmark measurement of the catalog, each predicted with its own run left out
// (perf/Validation.h).
int runPerf(const QCommandLineParser &parser);

} // namespace gpuscout
