#include "cli/PerfCommands.h"

#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/FormatOption.h"
#include "domain/Catalog.h"
#include "io/JsonNumbers.h"
#include "perf/Validation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

QString system(const Measurement &m)
{
    if (!m.instanceType.isEmpty())
        return m.provider + u' ' + m.instanceType;
    return m.reference;
}

QString workload(const Measurement &m)
{
    QString text = m.model;
    if (m.task != Task::Inference)
        text += u' ' + taskKey(m.task);
    if (!m.engine.isEmpty())
        text += u' ' + m.engine;
    if (isKnown(m.promptTokens) || isKnown(m.outputTokens))
        text += QStringLiteral(" %1/%2").arg(isKnown(m.promptTokens) ? QString::number(m.promptTokens) : QStringLiteral("?"),
                                             isKnown(m.outputTokens) ? QString::number(m.outputTokens) : QStringLiteral("?"));
    if (isKnown(m.concurrency))
        text += QStringLiteral(" x%1").arg(QString::number(m.concurrency, 'g', 3));
    if (isKnown(m.batch))
        text += QStringLiteral(" batch %1").arg(m.batch);
    return text;
}

QJsonObject summaryJson(const ValidationSummary &s)
{
    return QJsonObject{
        {QStringLiteral("n"), s.rows},
        {QStringLiteral("median_abs_error"), JsonNumbers::measured(isKnown(s.medianAbsError) ? s.medianAbsError * 100 : s.medianAbsError)},
        {QStringLiteral("within_1_5x"), JsonNumbers::score(s.within15)},
        {QStringLiteral("within_2x"), JsonNumbers::score(s.within2)},
        {QStringLiteral("worst_ratio"), JsonNumbers::measured(s.worstRatio)},
        {QStringLiteral("unpredicted"), s.unpredicted},
    };
}

QString summaryLine(const QString &name, const ValidationSummary &s)
{
    if (s.rows == 0)
        return QStringLiteral("%1: no row predicted (%2 unpredicted)").arg(name).arg(s.unpredicted);
    return QStringLiteral("%1: n %2, median error %3 %, within 1.5x %4 %, within 2x %5 %, worst %6x, unpredicted %7")
        .arg(name)
        .arg(s.rows)
        .arg(s.medianAbsError * 100, 0, 'f', 1)
        .arg(s.within15 * 100, 0, 'f', 1)
        .arg(s.within2 * 100, 0, 'f', 1)
        .arg(s.worstRatio, 0, 'f', 2)
        .arg(s.unpredicted);
}

} // namespace

int runPerf(const QCommandLineParser &parser)
{
    const QString sub = parser.positionalArguments().value(1);
    if (sub != QLatin1String("validate")) {
        printError(QCoreApplication::translate("gpuscout::PerfCommands", "gpuscout: 'perf %1' is not a command; expected 'perf validate'").arg(sub));
        return CommandLine::ExitBadInput;
    }
    const QString format = formatOption(parser, QStringLiteral("perf validate"),
                                        {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("markdown")});
    if (format.isEmpty())
        return CommandLine::ExitBadInput;
    int exitCode = CommandLine::ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    const QList<ValidationRow> rows = validatePerformance(*catalog);
    const ValidationSummary summary = summarizeValidation(rows);
    if (format == QLatin1String("markdown")) // the README's table
        return printOutput(validationMarkdown(*catalog, rows).toUtf8());
    if (format == QLatin1String("json")) {
        QJsonArray out;
        for (const ValidationRow &r : rows) {
            const Measurement &m = catalog->measurements[r.measurement];
            out.append(QJsonObject{
                {QStringLiteral("key"), m.key},
                {QStringLiteral("source"), m.source},
                {QStringLiteral("system"), system(m)},
                {QStringLiteral("gpu"), m.gpu},
                {QStringLiteral("gpus"), JsonNumbers::stored(m.gpusUsed)},
                {QStringLiteral("workload"), workload(m)},
                {QStringLiteral("metric"), metricKey(m.metric)},
                {QStringLiteral("family"), r.family},
                {QStringLiteral("calibration"), r.level.isEmpty() ? QJsonValue() : QJsonValue(r.level)},
                {QStringLiteral("measured"), JsonNumbers::stored(r.measured)},
                {QStringLiteral("predicted"), JsonNumbers::measured(r.predicted)},
                {QStringLiteral("ratio"), JsonNumbers::measured(isKnown(r.predicted) ? r.predicted / r.measured : r.predicted)},
                {QStringLiteral("note"), r.note.isEmpty() ? QJsonValue() : QJsonValue(r.note)},
            });
        }
        QJsonArray families;
        for (const QString &f : validationFamilies(rows)) {
            QList<ValidationRow> of;
            std::copy_if(rows.cbegin(), rows.cend(), std::back_inserter(of), [&](const ValidationRow &r) { return r.family == f; });
            QJsonObject o = summaryJson(summarizeValidation(of));
            o.insert(QStringLiteral("family"), f);
            o.insert(QStringLiteral("name"), familyName(f));
            families.append(o);
        }
        const QJsonObject root{{QStringLiteral("rows"), out}, {QStringLiteral("families"), families},
                               {QStringLiteral("summary"), summaryJson(summary)}};
        return printOutput(QJsonDocument(root).toJson(QJsonDocument::Indented));
    }
    QString text;
    QTextStream ts(&text);
    ts << "source\tsystem\tgpu x n\tworkload\tmetric\tmeasured\tpredicted\tratio\tcalibration\n";
    for (const ValidationRow &r : rows) {
        const Measurement &m = catalog->measurements[r.measurement];
        ts << m.source << '\t' << system(m) << '\t' << m.gpu << " x " << m.gpusUsed << '\t' << workload(m) << '\t'
           << metricKey(m.metric) << '\t' << QString::number(r.measured, 'g', 5) << '\t'
           << (isKnown(r.predicted) ? QString::number(r.predicted, 'g', 5) : QStringLiteral("-")) << '\t'
           << (isKnown(r.predicted) ? QString::number(r.predicted / r.measured, 'f', 3) : QStringLiteral("-")) << '\t'
           << (r.note.isEmpty() ? r.level : QStringLiteral("not predicted: ") + r.note) << '\n';
    }
    ts << '\n';
    for (const QString &f : validationFamilies(rows)) {
        QList<ValidationRow> of;
        std::copy_if(rows.cbegin(), rows.cend(), std::back_inserter(of), [&](const ValidationRow &r) { return r.family == f; });
        ts << summaryLine(familyName(f), summarizeValidation(of)) << '\n';
    }
    ts << summaryLine(QStringLiteral("All predicted rows"), summary) << '\n';
    ts.flush();
    return printOutput(text.toUtf8());
}

} // namespace gpuscout
