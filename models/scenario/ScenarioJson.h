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

// A scenario file is a few kilobytes; 1 MiB leaves room for long name lists (10,000
// region names fit in a third of it) while bounding what a wrong file can cost to parse.
inline constexpr qint64 MaxScenarioBytes = 1024 * 1024;

// The file must be a regular file (not a folder, device or pipe) of at most
// MaxScenarioBytes; errors name the file and, for JSON errors, the line and column.
bool readScenarioFile(const QString &path, Scenario *out, QString *error);
// The same for bytes already read; `name` is used in messages.
bool parseScenario(const QByteArray &bytes, const QString &name, Scenario *out, QString *error);
// Atomic (writeFileAtomically): the old file stays whole when the write fails.
bool writeScenarioFile(const QString &path, const Scenario &scenario, QString *error);

} // namespace gpuscout
