#include "cli/MeasureCommands.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "catalog/CsvReader.h"
#include "catalog/MeasurementCsv.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/FormatOption.h"
#include "domain/Catalog.h"
#include "io/JsonNumbers.h"
#include "workload/ModelPresets.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

// A positive number option; false with the message printed when it is given and bad.
bool positiveOption(const QCommandLineParser &parser, const QString &name, double *out)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const double v = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --%1 '%2' is not valid; expected a number above 0").arg(name, parser.value(name)));
        return false;
    }
    *out = v;
    return true;
}

// The trial run described by the options; false with the message printed.
bool trialFromOptions(const QCommandLineParser &parser, const Catalog &catalog, QList<Measurement> *out)
{
    Measurement m;
    m.key = newMeasurementKey();
    m.kind = MeasurementKind::Trial;
    m.source = QStringLiteral("trial");
    m.suite = QStringLiteral("trial");
    const QStringList providers = parser.values(QStringLiteral("provider"));
    m.provider = providers.value(0).trimmed();
    m.instanceType = parser.value(QStringLiteral("instance")).trimmed();
    if (providers.size() != 1 || m.provider.isEmpty() || m.instanceType.isEmpty()) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: catalog measure add needs --provider KEY and --instance TYPE: the instance type the run used"));
        return false;
    }
    const int provider = catalog.providerIndex(m.provider);
    if (provider < 0) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --provider '%1' is not a provider of the catalog; expected one of %2")
                       .arg(m.provider, catalog.providerKeys().join(QStringLiteral(", "))));
        return false;
    }
    m.provider = catalog.providers[provider].key;
    const Offer *offer = nullptr;
    for (const Offer &o : catalog.offers) {
        if (o.provider == provider && o.instanceType.compare(m.instanceType, Qt::CaseInsensitive) == 0) {
            offer = &o;
            break;
        }
    }
    if (!offer || offer->gpu < 0) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: %1 has no instance type '%2' in the catalog; give the type as the catalog lists it "
                      "(gpuscout catalog export --format csv)").arg(m.provider, m.instanceType));
        return false;
    }
    m.instanceType = offer->instanceType;
    m.region = parser.values(QStringLiteral("region")).value(0);
    m.gpu = catalog.gpus[offer->gpu].model;
    m.gpuCount = offer->gpuCount;
    m.gpusUsed = offer->gpuCount;
    if (!positiveOption(parser, QStringLiteral("gpus"), &m.gpusUsed))
        return false;
    const QString task = parser.value(QStringLiteral("task"));
    if (!taskFromKey(task, &m.task) || !hasModel(m.task)) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --task '%1' is not valid for a trial run; expected pretrain, full-finetune, lora, qlora or inference").arg(task));
        return false;
    }
    if (parser.isSet(QStringLiteral("model"))) {
        ModelPreset preset;
        if (modelPresetFromKey(parser.value(QStringLiteral("model")), &preset)) {
            m.model = preset.name;
            m.parameters = preset.parameters;
            m.shape = preset.shape;
        } else {
            m.model = parser.value(QStringLiteral("model")).trimmed();
        }
    }
    if (parser.isSet(QStringLiteral("params"))) {
        QString why;
        if (!parseParameterCount(parser.value(QStringLiteral("params")), &m.parameters, &why)) {
            printError(QStringLiteral("gpuscout: --params: ") + why);
            return false;
        }
    }
    if (!isKnown(m.parameters)) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: catalog measure add needs --params N (or --model with a preset): the size of the model that ran"));
        return false;
    }
    m.precision = parser.isSet(QStringLiteral("precision")) ? parser.value(QStringLiteral("precision")).trimmed().toLower()
                                                           : QStringLiteral("bf16");
    WeightPrecision precision;
    if (!weightPrecisionFromKey(m.precision, &precision)) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --precision '%1' is not known; expected one of %2")
                       .arg(m.precision, weightPrecisionKeys().join(QStringLiteral(", "))));
        return false;
    }
    m.engine = parser.value(QStringLiteral("engine")).trimmed().toLower();
    if (!positiveOption(parser, QStringLiteral("prompt-tokens"), &m.promptTokens)
        || !positiveOption(parser, QStringLiteral("output-tokens"), &m.outputTokens)
        || !positiveOption(parser, QStringLiteral("concurrent"), &m.concurrency)
        || !positiveOption(parser, QStringLiteral("batch"), &m.batch)
        || !positiveOption(parser, QStringLiteral("seq-len"), &m.seqLen))
        return false;
    if (parser.isSet(QStringLiteral("tokens"))) {
        QString why;
        if (!parseParameterCount(parser.value(QStringLiteral("tokens")), &m.tokens, &why)) {
            printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --tokens '%1' is not valid; expected a count above 0 such as 2e9").arg(parser.value(QStringLiteral("tokens"))));
            return false;
        }
    }
    m.date = parser.isSet(QStringLiteral("date")) ? parser.value(QStringLiteral("date")).trimmed()
                                                 : QDate::currentDate().toString(Qt::ISODate);
    m.notes = parser.value(QStringLiteral("notes"));
    const bool serving = m.task == Task::Inference;
    if (serving) {
        if (!isKnown(m.concurrency))
            m.concurrency = 1;
        if (!isKnown(m.promptTokens) || !isKnown(m.outputTokens)) {
            printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: a serving trial needs --prompt-tokens N and --output-tokens M: the tokens in and out "
                          "of each request while it was measured"));
            return false;
        }
    } else if (!isKnown(m.seqLen)) {
        m.seqLen = Workload{}.seqLen;
    }
    // The figures: one measurement each, all of the same run.
    struct Figure {
        const char *option;
        Metric servingMetric;
        Metric trainingMetric;
    };
    const Figure figures[] = {
        {"tokens-per-second", Metric::OutputTokensPerSecond, Metric::TrainingTokensPerSecond},
        {"ttft-ms", Metric::TtftMs, Metric::TtftMs},
        {"tpot-ms", Metric::TpotMs, Metric::TpotMs},
        {"step-seconds", Metric::StepSeconds, Metric::StepSeconds},
        {"minutes", Metric::Minutes, Metric::Minutes},
    };
    QList<Measurement> runs;
    for (const Figure &f : figures) {
        const QString name = QString::fromLatin1(f.option);
        if (!parser.isSet(name))
            continue;
        Measurement r = m;
        if (!runs.isEmpty())
            r.key = newMeasurementKey();
        r.metric = serving ? f.servingMetric : f.trainingMetric;
        if (!positiveOption(parser, name, &r.value))
            return false;
        const QString problem = validateMeasurement(r);
        if (!problem.isEmpty()) {
            printError(QStringLiteral("gpuscout: --%1: ").arg(name) + problem);
            return false;
        }
        runs << r;
    }
    if (runs.isEmpty()) {
        printError(serving ? QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: give what was measured: --tokens-per-second X, or --ttft-ms X and --tpot-ms Y")
                           : QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: give what was measured: --tokens-per-second X, --step-seconds X or --minutes X"));
        return false;
    }
    *out = runs;
    return true;
}

QString shortKey(const QString &key)
{
    return key.left(9);
}

int writeMeasurements(const QCommandLineParser &parser, const std::function<bool(const Catalog &, Catalog *, QString *)> &edit,
                      const QString &done)
{
    return writeCommandCatalog(parser, edit, [&](const QString &path) { return done.arg(path); });
}

QJsonObject measurementJson(const Measurement &m)
{
    return QJsonObject{
        {QStringLiteral("key"), m.key},
        {QStringLiteral("kind"), measurementKindKey(m.kind)},
        {QStringLiteral("source"), m.source},
        {QStringLiteral("provider"), m.provider},
        {QStringLiteral("instance_type"), m.instanceType},
        {QStringLiteral("region"), m.region},
        {QStringLiteral("gpu"), m.gpu},
        {QStringLiteral("gpus_used"), JsonNumbers::stored(m.gpusUsed)},
        {QStringLiteral("task"), taskKey(m.task)},
        {QStringLiteral("model"), m.model},
        {QStringLiteral("parameters"), JsonNumbers::stored(m.parameters)},
        {QStringLiteral("precision"), m.precision},
        {QStringLiteral("engine"), m.engine},
        {QStringLiteral("prompt_tokens"), JsonNumbers::stored(m.promptTokens)},
        {QStringLiteral("output_tokens"), JsonNumbers::stored(m.outputTokens)},
        {QStringLiteral("concurrency"), JsonNumbers::stored(m.concurrency)},
        {QStringLiteral("metric"), metricKey(m.metric)},
        {QStringLiteral("value"), JsonNumbers::stored(m.value)},
        {QStringLiteral("date"), m.date},
        {QStringLiteral("notes"), m.notes},
    };
}

// --what trial (default) | benchmark | all
bool selection(const QCommandLineParser &parser, QString *what)
{
    *what = parser.isSet(QStringLiteral("what")) ? parser.value(QStringLiteral("what")).toLower() : QStringLiteral("trial");
    if (*what == QLatin1String("trial") || *what == QLatin1String("benchmark") || *what == QLatin1String("all"))
        return true;
    printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: --what '%1' is not known for catalog measure; expected trial, benchmark or all").arg(*what));
    return false;
}

QList<Measurement> selected(const Catalog &catalog, const QString &what)
{
    QList<Measurement> out;
    for (const Measurement &m : catalog.measurements) {
        if (what == QLatin1String("all") || measurementKindKey(m.kind) == what)
            out << m;
    }
    return out;
}

int list(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QStringLiteral("catalog measure list"), {QStringLiteral("table"), QStringLiteral("json")});
    QString what;
    if (format.isEmpty() || !selection(parser, &what))
        return ExitBadInput;
    int exitCode = ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    const QList<Measurement> rows = selected(*catalog, what);
    if (format == QLatin1String("json")) {
        QJsonArray out;
        for (const Measurement &m : rows)
            out.append(measurementJson(m));
        return printOutput(QJsonDocument(out).toJson(QJsonDocument::Indented));
    }
    QString text = QStringLiteral("key\tkind\tprovider\tinstance type\tgpu x used\ttask\tmodel\tparameters\tworkload\tmetric\tvalue\tdate\n");
    for (const Measurement &m : rows) {
        const QString workload = m.task == Task::Inference
            ? QStringLiteral("%1/%2 x%3").arg(m.promptTokens).arg(m.outputTokens).arg(m.concurrency)
            : QStringLiteral("batch %1, seq %2").arg(m.batch).arg(m.seqLen);
        text += QStringList{shortKey(m.key), measurementKindKey(m.kind), m.provider, m.instanceType,
                            m.gpu + QStringLiteral(" x ") + QString::number(m.gpusUsed), taskKey(m.task), m.model,
                            QString::number(m.parameters, 'g', 4), workload, metricKey(m.metric),
                            QString::number(m.value, 'g', 6), m.date}
                    .join(u'\t')
            + u'\n';
    }
    if (rows.isEmpty() && what == QLatin1String("trial"))
        text += QCoreApplication::translate("gpuscout::MeasureCommands", "No trial run recorded yet: gpuscout catalog measure add --provider KEY --instance TYPE ... "
                   "records one (see gpuscout --help).") + u'\n';
    return printOutput(text.toUtf8());
}

int exportCsv(const QCommandLineParser &parser)
{
    QString what;
    if (!selection(parser, &what))
        return ExitBadInput;
    int exitCode = ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    return printOutput(measurementsCsv(selected(*catalog, what)).toUtf8());
}

int add(const QCommandLineParser &parser)
{
    int exitCode = ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    QList<Measurement> runs;
    if (!trialFromOptions(parser, *catalog, &runs))
        return ExitBadInput;
    QStringList keys;
    for (const Measurement &m : std::as_const(runs))
        keys << shortKey(m.key);
    return writeMeasurements(
        parser,
        [&](const Catalog &now, Catalog *after, QString *) {
            *after = now;
            after->measurements << runs;
            return true;
        },
        QCoreApplication::translate("gpuscout::MeasureCommands", "Recorded the trial run in %1 (%2).").arg(QStringLiteral("%1"), keys.join(QStringLiteral(", "))));
}

int remove(const QCommandLineParser &parser)
{
    const QString key = parser.positionalArguments().value(3).trimmed();
    if (key.size() < 6) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: catalog measure remove needs KEY, the key (or its first 6 characters or more) of a trial run "
                      "(gpuscout catalog measure list)"));
        return ExitBadInput;
    }
    return writeMeasurements(
        parser,
        [&](const Catalog &now, Catalog *after, QString *error) {
            int found = -1;
            for (int i = 0; i < now.measurements.size(); ++i) {
                if (now.measurements[i].key.startsWith(key, Qt::CaseInsensitive)) {
                    if (found >= 0) {
                        *error = QCoreApplication::translate("gpuscout::MeasureCommands", "'%1' names more than one measurement; give more of the key").arg(key);
                        return false;
                    }
                    found = i;
                }
            }
            if (found < 0) {
                *error = QCoreApplication::translate("gpuscout::MeasureCommands", "no measurement has the key '%1' (gpuscout catalog measure list)").arg(key);
                return false;
            }
            if (now.measurements[found].kind != MeasurementKind::Trial) {
                *error = QCoreApplication::translate("gpuscout::MeasureCommands", "%1 is a bundled benchmark, not a trial run; only trial runs are removed").arg(key);
                return false;
            }
            *after = now;
            after->measurements.removeAt(found);
            return true;
        },
        QCoreApplication::translate("gpuscout::MeasureCommands", "Removed the trial run %1 from %2.").arg(key, QStringLiteral("%1")));
}

int import(const QCommandLineParser &parser)
{
    const QString file = parser.positionalArguments().value(3);
    if (file.isEmpty()) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: catalog measure import needs FILE, a CSV file of measurements (gpuscout catalog measure export shows the columns)"));
        return ExitBadInput;
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: %1 cannot be read: %2").arg(file, f.errorString()));
        return ExitBadInput;
    }
    // Measurements are a few hundred bytes a row: 64 MB is far beyond any real file.
    constexpr qint64 MaxBytes = 64 * 1024 * 1024;
    if (f.size() > MaxBytes) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: %1 is larger than 64 MB; expected a CSV file of measurements").arg(file));
        return ExitBadInput;
    }
    const CsvTable table = CsvTable::parse(QString::fromUtf8(f.readAll()), file);
    if (!table.ok()) {
        printError(QStringLiteral("gpuscout: ") + table.error());
        return ExitBadInput;
    }
    const QStringList missing = table.missingColumns(measurementCsvColumns());
    if (!missing.isEmpty()) {
        printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: %1: missing column(s) %2; expected the columns of gpuscout catalog measure export")
                       .arg(file, missing.join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    return writeMeasurements(
        parser,
        [&](const Catalog &now, Catalog *after, QString *error) {
            QList<Measurement> rows;
            if (!readMeasurementRows(table, file, now, &rows, error))
                return false;
            *after = now;
            for (const Measurement &m : std::as_const(rows)) {
                const auto same = std::find_if(after->measurements.begin(), after->measurements.end(),
                                               [&](const Measurement &x) { return x.key == m.key; });
                if (same != after->measurements.end())
                    *same = m;
                else
                    after->measurements << m;
            }
            return true;
        },
        QCoreApplication::translate("gpuscout::MeasureCommands", "Imported %1 into %2.").arg(file, QStringLiteral("%1")));
}

} // namespace

int runCatalogMeasure(const QCommandLineParser &parser)
{
    const QString sub = parser.positionalArguments().value(2);
    if (sub == QLatin1String("add"))
        return add(parser);
    if (sub == QLatin1String("list"))
        return list(parser);
    if (sub == QLatin1String("remove"))
        return remove(parser);
    if (sub == QLatin1String("import"))
        return import(parser);
    if (sub == QLatin1String("export"))
        return exportCsv(parser);
    printError(QCoreApplication::translate("gpuscout::MeasureCommands", "gpuscout: 'catalog measure %1' is not a command; expected add, list, remove KEY, import FILE or export").arg(sub));
    return ExitBadInput;
}

} // namespace gpuscout
