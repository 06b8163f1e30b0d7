#pragma once

class QCommandLineParser;

namespace gpuscout {

// gpuscout catalog measure add|list|remove KEY|import FILE|export: the buyer's trial runs
// (and, with --what benchmark|all, the bundled benchmark measurements).
int runCatalogMeasure(const QCommandLineParser &parser);

} // namespace gpuscout
