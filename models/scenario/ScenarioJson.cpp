#include "scenario/ScenarioJson.h"

#include "io/RegularFile.h"

#include "domain/CurrencyRates.h"
#include "domain/Scenario.h"
#include "domain/Weights.h"
#include "scenario/WorkloadJson.h"
#include "import/ImportText.h"
#include "io/SafeFileWriter.h"


#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

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
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min) {
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

// An object member such as "weights": absent is fine (defaults stay), anything but an
// object is an error naming it.
bool readObject(const QJsonObject &o, const QString &key, QJsonObject *out, QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isObject()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected an object ({...})").arg(key);
        return false;
    }
    *out = v.toObject();
    return true;
}

QString oneOf(const QString &keys)
{
    return QCoreApplication::translate("gpuscout::ScenarioJson", "one of %1").arg(keys);
}

// A keyword member such as "billing": absent keeps the default; present must be text.
bool readKeyword(const QJsonObject &o, const QString &key, QString *out, bool *present, QString *error,
                 const QString &expected)
{
    const QJsonValue v = o.value(key);
    *present = !v.isUndefined();
    if (!*present)
        return true;
    if (!v.isString()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected %2").arg(key, expected);
        return false;
    }
    *out = v.toString();
    return true;
}

bool readBool(const QJsonObject &o, const QString &key, const QString &path, bool *out, QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isBool()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: expected true or false").arg(path);
        return false;
    }
    *out = v.toBool();
    return true;
}

// "table": the ranking table's view (RankingView); every member optional.
bool readView(const QJsonObject &json, RankingView *out, QString *error)
{
    QJsonObject t;
    if (!readObject(json, QStringLiteral("table"), &t, error))
        return false;
    RankingView v;
    const QJsonValue search = t.value(QStringLiteral("search"));
    if (search.isString()) {
        v.search = search.toString();
    } else if (!search.isUndefined() && !search.isNull()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "table.search: expected text");
        return false;
    }
    if (!readNumber(t, QStringLiteral("min_vram_gb"), QStringLiteral("table.min_vram_gb"), 0, &v.minVramGb, error, true)
        || !readNumber(t, QStringLiteral("max_price"), QStringLiteral("table.max_price"), 0, &v.maxPrice, error, true)
        || !readNumber(t, QStringLiteral("gpu_count"), QStringLiteral("table.gpu_count"), 0, &v.gpuCount, error, true)
        || !readBool(t, QStringLiteral("hide_stale"), QStringLiteral("table.hide_stale"), &v.hideStale, error)
        || !readBool(t, QStringLiteral("sort_descending"), QStringLiteral("table.sort_descending"), &v.sortDescending, error))
        return false;
    if (isKnown(v.gpuCount) && v.gpuCount <= 0) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "table.gpu_count: expected a GPU count above 0, or null");
        return false;
    }
    QString key;
    bool present = false;
    const QString periods = pricePeriodKeys().join(QStringLiteral(", "));
    if (!readKeyword(t, QStringLiteral("price_period"), &key, &present, error, oneOf(periods)))
        return false;
    if (present && !pricePeriodFromKey(key, &v.period)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "table.price_period: expected %1").arg(oneOf(periods));
        return false;
    }
    const QString columns = rankingColumnKeys().join(QStringLiteral(", "));
    if (!readKeyword(t, QStringLiteral("sort"), &key, &present, error, oneOf(columns)))
        return false;
    if (present && !rankingColumnKeys().contains(key)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "table.sort: '%1' is not a column; expected %2").arg(key, oneOf(columns));
        return false;
    }
    if (present && key != QLatin1String("rank"))
        v.sortColumn = key;
    *out = v;
    return true;
}

} // namespace

namespace {

// An unknown figure (NaN) is written as null, every other one exactly.
QJsonValue exact(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue();
}

} // namespace

QJsonObject scenarioToJson(const Scenario &s)
{
    QJsonObject weights;
    for (Criterion c : AllCriteria)
        weights.insert(criterionKey(c), exact(s.weights[c]));
    // Written exactly, not rounded like the figures of rank output (io/JsonNumbers.h): a
    // scenario file must give back the same ranking, and a small weight rounded to 0 would
    // make a file that cannot be read (all weights zero).
    QJsonObject constraints{
        {QStringLiteral("max_price_per_hour"), exact(s.constraints.maxPricePerHour)},
        {QStringLiteral("min_total_vram_gb"), exact(s.constraints.minTotalVramGb)},
        {QStringLiteral("min_gpu_count"), s.constraints.minGpuCount},
        {QStringLiteral("providers"), toArray(s.constraints.providers)},
        {QStringLiteral("regions"), toArray(s.constraints.regions)},
        {QStringLiteral("gpus"), toArray(s.constraints.gpus)},
    };
    const QJsonObject table{
        {QStringLiteral("search"), s.view.search},
        {QStringLiteral("min_vram_gb"), exact(s.view.minVramGb)},
        {QStringLiteral("max_price"), exact(s.view.maxPrice)},
        {QStringLiteral("gpu_count"), exact(s.view.gpuCount)},
        {QStringLiteral("hide_stale"), s.view.hideStale},
        {QStringLiteral("price_period"), pricePeriodKey(s.view.period)},
        {QStringLiteral("sort"), s.view.sortColumn.isEmpty() ? QStringLiteral("rank") : s.view.sortColumn},
        {QStringLiteral("sort_descending"), s.view.sortDescending},
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
        {QStringLiteral("job_normalization"), normalizationKey(s.jobNormalization)},
        {QStringLiteral("max_job_cost_ratio"), exact(s.maxJobCostRatio)},
        {QStringLiteral("method"), rankingMethodKey(s.method)},
        {QStringLiteral("job_hours"), exact(s.jobHours)},
        {QStringLiteral("no_sla_availability"), exact(s.stability.noSlaAvailability)},
        {QStringLiteral("workload"), s.workload ? QJsonValue(workloadToJson(*s.workload)) : QJsonValue()},
        {QStringLiteral("objective"), objectiveKey(s.objective)},
        {QStringLiteral("basis"), basisKey(s.basis)},
        {QStringLiteral("unknown_figures"), unknownPolicyKey(s.unknownPolicy)},
        {QStringLiteral("include_illustrative"), s.includeIllustrative},
        {QStringLiteral("table"), table},
    };
}

bool scenarioFromJson(const QJsonObject &json, Scenario *out, QString *error)
{
    const QJsonValue format = json.value(QStringLiteral("format"));
    if (!format.isString() || format.toString() != FormatName) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "format: expected \"%1\"; this is not a GpuScout scenario").arg(FormatName);
        return false;
    }
    const QJsonValue version = json.value(QStringLiteral("version"));
    if (!version.isUndefined() && (!version.isDouble() || version.toDouble() < 1 || version.toDouble() != std::floor(version.toDouble()))) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "version: expected a whole number such as %1").arg(FormatVersion);
        return false;
    }
    if (version.toDouble() > FormatVersion) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "version: %1 is newer than this GpuScout reads (%2)")
                     .arg(version.toDouble()).arg(FormatVersion);
        return false;
    }
    Scenario s;
    QJsonObject w;
    if (!readObject(json, QStringLiteral("weights"), &w, error))
        return false;
    QStringList criteria;
    for (Criterion c : AllCriteria)
        criteria << criterionKey(c);
    for (auto it = w.constBegin(); it != w.constEnd(); ++it) {
        if (!criteria.contains(it.key())) {
            *error = QCoreApplication::translate("gpuscout::ScenarioJson", "weights.%1: not a criterion; expected %2")
                         .arg(it.key(), criteria.join(QStringLiteral(", ")));
            return false;
        }
    }
    for (Criterion c : AllCriteria) {
        const QString path = QStringLiteral("weights.") + criterionKey(c);
        if (!readNumber(w, criterionKey(c), path, 0, &s.weights[c], error))
            return false;
        if (s.weights[c] > MaxWeight) {
            *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: %2 is too large; expected a number from 0 to %3 "
                                                                           "(only the proportions between weights matter)")
                         .arg(path, QString::number(s.weights[c]), QString::number(MaxWeight, 'f', 0));
            return false;
        }
    }
    if (!w.isEmpty() && s.weights.total() <= 0) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "weights: all are zero; give at least one criterion a weight above 0");
        return false;
    }
    QJsonObject c;
    if (!readObject(json, QStringLiteral("constraints"), &c, error))
        return false;
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
    QString key;
    bool present = false;
    if (!readKeyword(json, QStringLiteral("billing"), &key, &present, error, oneOf(billingModeKeys().join(QStringLiteral(", ")))))
        return false;
    if (present && !billingModeFromKey(key, &s.billing)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "billing: expected one of %1").arg(billingModeKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (!readKeyword(json, QStringLiteral("currency"), &key, &present, error,
                     QCoreApplication::translate("gpuscout::ScenarioJson", "a currency code such as USD or CNY")))
        return false;
    if (present) {
        const QString cur = key.toUpper();
        if (!isCurrencyCode(cur)) {
            *error = QCoreApplication::translate("gpuscout::ScenarioJson", "currency: '%1' is not a currency code; expected three letters such as USD or CNY").arg(key);
            return false;
        }
        s.currency = cur;
    }
    if (!readKeyword(json, QStringLiteral("precision"), &key, &present, error, oneOf(precisionKeys().join(QStringLiteral(", ")))))
        return false;
    if (present && !precisionFromKey(key, &s.precision)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "precision: expected one of %1").arg(precisionKeys().join(QStringLiteral(", ")));
        return false;
    }
    const QString normalizations = normalizationKeys().join(QStringLiteral(", "));
    if (!readKeyword(json, QStringLiteral("normalization"), &key, &present, error, oneOf(normalizations)))
        return false;
    if (present && !normalizationFromKey(key, &s.normalization)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "normalization: expected one of %1").arg(normalizations);
        return false;
    }
    if (!readKeyword(json, QStringLiteral("job_normalization"), &key, &present, error, oneOf(normalizations)))
        return false;
    if (present && !normalizationFromKey(key, &s.jobNormalization)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "job_normalization: expected one of %1").arg(normalizations);
        return false;
    }
    if (!readKeyword(json, QStringLiteral("basis"), &key, &present, error, oneOf(QStringLiteral("per-gpu, per-instance"))))
        return false;
    if (present && !basisFromKey(key, &s.basis)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "basis: expected per-gpu or per-instance");
        return false;
    }
    if (!readKeyword(json, QStringLiteral("unknown_figures"), &key, &present, error, oneOf(QStringLiteral("zero, known-only"))))
        return false;
    if (present && !unknownPolicyFromKey(key, &s.unknownPolicy)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "unknown_figures: expected zero or known-only");
        return false;
    }
    if (!readKeyword(json, QStringLiteral("method"), &key, &present, error, oneOf(rankingMethodKeys().join(QStringLiteral(", ")))))
        return false;
    if (present && !rankingMethodFromKey(key, &s.method)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "method: expected one of %1")
                     .arg(rankingMethodKeys().join(QStringLiteral(", ")));
        return false;
    }
    // Files written before the rate table moved to the catalog carry "cny_per_usd"; it is
    // read for validity only: rates now come from the catalog's rate table.
    double legacyRate = 1;
    if (!readNumber(json, QStringLiteral("cny_per_usd"), QStringLiteral("cny_per_usd"), 0, &legacyRate, error)
        || !readNumber(json, QStringLiteral("job_hours"), QStringLiteral("job_hours"), 0, &s.jobHours, error)
        || !readNumber(json, QStringLiteral("max_job_cost_ratio"), QStringLiteral("max_job_cost_ratio"), 1,
                       &s.maxJobCostRatio, error, true)
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
    if (!readKeyword(json, QStringLiteral("objective"), &key, &present, error, oneOf(QStringLiteral("hourly, job"))))
        return false;
    if (present && !objectiveFromKey(key, &s.objective)) {
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
    if (!readView(json, &s.view, error))
        return false;
    // "job" is the default and only matters once a workload is set: without one it is kept,
    // not refused, so a scenario saved before its workload reads back as written.
    if (s.stability.noSlaAvailability >= 1) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "no_sla_availability: expected a fraction below 1, such as 0.99");
        return false;
    }
    *out = s;
    return true;
}

bool parseScenario(const QByteArray &bytes, const QString &name, Scenario *out, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1:%2: not valid JSON (%3)")
                     .arg(name, utf8LineColumn(bytes, parseError.offset), parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson",
                                             "%1: a scenario is one JSON object ({\"format\": \"gpuscout-scenario\", ...}), "
                                             "not %2")
                     .arg(name, doc.isArray() ? QCoreApplication::translate("gpuscout::ScenarioJson", "a list")
                                              : QCoreApplication::translate("gpuscout::ScenarioJson", "a single value"));
        return false;
    }
    QString detail;
    if (!scenarioFromJson(doc.object(), out, &detail)) {
        *error = name + QStringLiteral(": ") + detail;
        return false;
    }
    return true;
}

bool readScenarioFile(const QString &path, Scenario *out, QString *error)
{
    if (path.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "no scenario file name was given");
        return false;
    }
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1: no such file").arg(path);
        return false;
    }
    if (info.isDir()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson", "%1 is a folder; give a scenario file (.json)").arg(path);
        return false;
    }
    // A device or a pipe (/dev/zero, a FIFO) would block or feed the reader without end.
    QFile file;
    QString why;
    if (!openRegularFile(&file, path, &why)) {
        *error = why.contains(QLatin1String("regular file"))
            ? QCoreApplication::translate("gpuscout::ScenarioJson", "%1 is not a regular file (a device or a pipe); give a scenario file (.json)").arg(path)
            : why;
        return false;
    }
    const QByteArray bytes = file.read(MaxScenarioBytes + 1);
    if (bytes.size() > MaxScenarioBytes) {
        *error = QCoreApplication::translate("gpuscout::ScenarioJson",
                                             "%1 is larger than a scenario can be (%2 KiB); a scenario file holds "
                                             "weights, constraints and a workload, a few kilobytes")
                     .arg(path)
                     .arg(MaxScenarioBytes / 1024);
        return false;
    }
    return parseScenario(bytes, path, out, error);
}

bool writeScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    return writeFileAtomically(path, QJsonDocument(scenarioToJson(scenario)).toJson(QJsonDocument::Indented), error);
}

} // namespace gpuscout
