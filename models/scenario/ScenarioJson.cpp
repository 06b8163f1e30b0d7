#include "scenario/ScenarioJson.h"

#include "domain/CurrencyRates.h"
#include "domain/Scenario.h"
#include "scenario/WorkloadJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace gpuscout {

namespace {

const QString FormatName = QStringLiteral("gpuscout-scenario");
constexpr int FormatVersion = 1;


QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

bool readNumber(const QJsonObject &o, const QString &key, const QString &path, double min,
                double *out, QString *error, bool nullable = false)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (nullable && v.isNull()) {
        *out = Unknown;
        return true;
    }
    if (!v.isDouble() || v.toDouble() < min) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected a number of %2 or more%3")
                     .arg(path, QString::number(min), nullable ? QCoreApplication::translate("gpuscout::ScenarioJson", ", or null") : QString());
        return false;
    }
    *out = v.toDouble();
    return true;
}

bool readStrings(const QJsonObject &o, const QString &key, const QString &path, QStringList *out,
                 QString *error)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (!v.isArray()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected a list of names").arg(path);
        return false;
    }
    QStringList list;
    for (const QJsonValue &item : v.toArray()) {
        if (!item.isString()) {
            *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected a list of names").arg(path);
            return false;
        }
        list << item.toString();
    }
    *out = list;
    return true;
}

} // namespace

QJsonObject scenarioToJson(const Scenario &s)
{
    QJsonObject weights;
    for (Criterion c : AllCriteria)
        weights.insert(criterionKey(c), s.weights[c]);
    QJsonObject constraints{
        {QStringLiteral("max_price_per_hour"),
         isKnown(s.constraints.maxPricePerHour) ? QJsonValue(s.constraints.maxPricePerHour) : QJsonValue()},
        {QStringLiteral("min_total_vram_gb"), s.constraints.minTotalVramGb},
        {QStringLiteral("min_gpu_count"), s.constraints.minGpuCount},
        {QStringLiteral("providers"), toArray(s.constraints.providers)},
        {QStringLiteral("regions"), toArray(s.constraints.regions)},
        {QStringLiteral("gpus"), toArray(s.constraints.gpus)},
    };
    return QJsonObject{
        {QStringLiteral("format"), FormatName},
        {QStringLiteral("version"), FormatVersion},
        {QStringLiteral("weights"), weights},
        {QStringLiteral("constraints"), constraints},
        {QStringLiteral("billing"), billingModeKey(s.billing)},
        {QStringLiteral("currency"), s.currency},
        {QStringLiteral("precision"), precisionKey(s.precision)},
        {QStringLiteral("normalization"), normalizationKey(s.normalization)},
        {QStringLiteral("method"), rankingMethodKey(s.method)},
        {QStringLiteral("job_hours"), s.jobHours},
        {QStringLiteral("no_sla_availability"), s.stability.noSlaAvailability},
        {QStringLiteral("workload"), s.workload ? QJsonValue(workloadToJson(*s.workload)) : QJsonValue()},
        {QStringLiteral("objective"), objectiveKey(s.objective)},
        {QStringLiteral("include_illustrative"), s.includeIllustrative},
    };
}

bool scenarioFromJson(const QJsonObject &json, Scenario *out, QString *error)
{
    if (json.value(QStringLiteral("format")).toString() != FormatName) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "format: expected \"%1\"; this is not a GpuScout scenario").arg(FormatName);
        return false;
    }
    if (json.value(QStringLiteral("version")).toInt() > FormatVersion) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "version: %1 is newer than this GpuScout reads (%2)")
                     .arg(json.value(QStringLiteral("version")).toInt()).arg(FormatVersion);
        return false;
    }
    Scenario s;
    const QJsonObject w = json.value(QStringLiteral("weights")).toObject();
    for (Criterion c : AllCriteria) {
        if (!readNumber(w, criterionKey(c), QStringLiteral("weights.") + criterionKey(c), 0,
                        &s.weights[c], error))
            return false;
    }
    const QJsonObject c = json.value(QStringLiteral("constraints")).toObject();
    if (!readNumber(c, QStringLiteral("max_price_per_hour"), QStringLiteral("constraints.max_price_per_hour"),
                    0, &s.constraints.maxPricePerHour, error, true)
        || !readNumber(c, QStringLiteral("min_total_vram_gb"), QStringLiteral("constraints.min_total_vram_gb"),
                       0, &s.constraints.minTotalVramGb, error)
        || !readNumber(c, QStringLiteral("min_gpu_count"), QStringLiteral("constraints.min_gpu_count"), 0,
                       &s.constraints.minGpuCount, error)
        || !readStrings(c, QStringLiteral("providers"), QStringLiteral("constraints.providers"),
                        &s.constraints.providers, error)
        || !readStrings(c, QStringLiteral("regions"), QStringLiteral("constraints.regions"),
                        &s.constraints.regions, error)
        || !readStrings(c, QStringLiteral("gpus"), QStringLiteral("constraints.gpus"), &s.constraints.gpus,
                        error))
        return false;
    if (json.contains(QStringLiteral("billing"))
        && !billingModeFromKey(json.value(QStringLiteral("billing")).toString(), &s.billing)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "billing: expected one of %1").arg(billingModeKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (json.contains(QStringLiteral("currency"))) {
        const QString cur = json.value(QStringLiteral("currency")).toString().toUpper();
        if (!isCurrencyCode(cur)) {
            *error = QCoreApplication::translate("gpuscout::ScenarioJson", "currency: '%1' is not a currency code; expected three letters such as USD or CNY").arg(cur);
            return false;
        }
        s.currency = cur;
    }
    if (json.contains(QStringLiteral("precision"))
        && !precisionFromKey(json.value(QStringLiteral("precision")).toString(), &s.precision)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "precision: expected one of %1").arg(precisionKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (json.contains(QStringLiteral("normalization"))
        && !normalizationFromKey(json.value(QStringLiteral("normalization")).toString(), &s.normalization)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "normalization: expected minmax or ratio");
        return false;
    }
    if (json.contains(QStringLiteral("method"))
        && !rankingMethodFromKey(json.value(QStringLiteral("method")).toString(), &s.method)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "method: expected one of %1")
                     .arg(rankingMethodKeys().join(QStringLiteral(", ")));
        return false;
    }
    // Files written before the rate table moved to the catalog carry "cny_per_usd"; it is
    // read for validity only: rates now come from the catalog's rate table.
    double legacyRate = 1;
    if (!readNumber(json, QStringLiteral("cny_per_usd"), QStringLiteral("cny_per_usd"), 0, &legacyRate, error)
        || !readNumber(json, QStringLiteral("job_hours"), QStringLiteral("job_hours"), 0, &s.jobHours, error)
        || !readNumber(json, QStringLiteral("no_sla_availability"), QStringLiteral("no_sla_availability"), 0,
                       &s.stability.noSlaAvailability, error))
        return false;
    if (!(legacyRate > 0)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "cny_per_usd: expected an exchange rate above 0");
        return false;
    }
    const QJsonValue workload = json.value(QStringLiteral("workload"));
    if (workload.isObject()) {
        Workload parsed;
        if (!workloadFromJson(workload.toObject(), &parsed, error))
            return false;
        s.workload = parsed;
    } else if (!workload.isNull() && !workload.isUndefined()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "workload: expected an object or null");
        return false;
    }
    if (json.contains(QStringLiteral("objective"))
        && !objectiveFromKey(json.value(QStringLiteral("objective")).toString(), &s.objective)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "objective: expected hourly or job");
        return false;
    }
    const QJsonValue illustrative = json.value(QStringLiteral("include_illustrative"));
    if (illustrative.isBool()) {
        s.includeIllustrative = illustrative.toBool();
    } else if (!illustrative.isUndefined() && !illustrative.isNull()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "include_illustrative: expected true or false");
        return false;
    }
    if (s.objective == Objective::Job && !s.workload) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson",
                                             "objective: \"job\" needs a workload; set one or use \"hourly\"");
        return false;
    }
    if (s.stability.noSlaAvailability >= 1) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "no_sla_availability: expected a fraction below 1, such as 0.99");
        return false;
    }
    *out = s;
    return true;
}

bool readScenarioFile(const QString &path, Scenario *out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: cannot be read (%2)").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: not a JSON object (%2 at byte %3)")
                     .arg(path, parseError.errorString()).arg(parseError.offset);
        return false;
    }
    QString detail;
    if (!scenarioFromJson(doc.object(), out, &detail)) {
        *error = path + QStringLiteral(": ") + detail;
        return false;
    }
    return true;
}

bool writeScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(scenarioToJson(scenario)).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace gpuscout
