#pragma once

class QCommandLineParser;

namespace gpuscout {

// gpuscout catalog history --gpu MODEL [--provider KEY]... [--billing MODE] [--since DATE]
// [--currency CODE] [--format table|csv|json]: the series the Prices over Time chart draws.
int runCatalogHistory(const QCommandLineParser &parser);

} // namespace gpuscout
