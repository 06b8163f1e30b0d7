#pragma once

#include <QString>

class QCommandLineParser;

namespace gpuscout {

struct Catalog;
struct Scenario;

// The scenario options shared by rank, report and sensitivity. Options override the
// values of --scenario FILE; names are checked against the catalog so that a typo is
// reported with the list of known names instead of silently ranking nothing.
void addScenarioOptions(QCommandLineParser *parser);
bool scenarioFromOptions(const QCommandLineParser &parser, const Catalog &catalog, Scenario *out,
                         QString *error);

// Parses "compute=5,price=2" (criteria left out weigh 0). False with a message naming the
// bad part and what is accepted.
bool parseWeights(const QString &text, struct Weights *out, QString *error);

} // namespace gpuscout
