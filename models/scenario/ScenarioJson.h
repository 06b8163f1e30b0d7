#pragma once

#include <QJsonObject>
#include <QString>

namespace gpuscout {

struct Scenario;

// Scenario files (JSON). Format, documented in README: {"format": "gpuscout-scenario",
// "version": 1, "weights": {...}, "constraints": {...}, "billing", "currency",
// "cny_per_usd", "precision", "normalization", "method" ("weighted-sum", the default, or
// "topsis"), "job_hours", "no_sla_availability",
// "workload" (an object, see WorkloadJson.h, or null), "objective" ("hourly" or "job")}.
// Missing members keep their defaults; a wrong one fails with its name and what is expected.
QJsonObject scenarioToJson(const Scenario &scenario);
bool scenarioFromJson(const QJsonObject &json, Scenario *out, QString *error);

bool readScenarioFile(const QString &path, Scenario *out, QString *error);
bool writeScenarioFile(const QString &path, const Scenario &scenario, QString *error); // atomic

} // namespace gpuscout
