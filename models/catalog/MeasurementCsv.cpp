#include "catalog/MeasurementCsv.h"

#include "catalog/CsvReader.h"
#include "catalog/CsvRowReader.h"
#include "domain/Catalog.h"
#include "domain/Measurement.h"

#include <QCoreApplication>
#include <QUuid>

namespace gpuscout {

namespace {

QString number(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 17) : QString();
}

} // namespace

QStringList measurementCsvHeader()
{
    return {QStringLiteral("key"), QStringLiteral("source"), QStringLiteral("kind"), QStringLiteral("suite"),
            QStringLiteral("reference"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("gpus_used"),
            QStringLiteral("task"), QStringLiteral("model"), QStringLiteral("parameters"), QStringLiteral("layers"),
            QStringLiteral("hidden"), QStringLiteral("heads"), QStringLiteral("kv_heads"), QStringLiteral("head_dim"),
            QStringLiteral("precision"), QStringLiteral("engine"), QStringLiteral("prompt_tokens"),
            QStringLiteral("output_tokens"), QStringLiteral("concurrency"), QStringLiteral("batch"),
            QStringLiteral("seq_len"), QStringLiteral("tokens"), QStringLiteral("metric"), QStringLiteral("value"),
            QStringLiteral("date"), QStringLiteral("notes")};
}

QStringList measurementCsvColumns()
{
    return {QStringLiteral("gpu"), QStringLiteral("gpus_used"), QStringLiteral("task"), QStringLiteral("parameters"),
            QStringLiteral("metric"), QStringLiteral("value")};
}

QString newMeasurementKey()
{
    return QStringLiteral("t") + QUuid::createUuid().toString(QUuid::Id128);
}

bool readMeasurementRows(const CsvTable &t, const QString &file, const Catalog &catalog, QList<Measurement> *out,
                         QString *error)
{
    QList<Measurement> rows;
    rows.reserve(t.rowCount());
    QString err;
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, file, &err);
        Measurement m;
        m.key = row.text(QStringLiteral("key"));
        if (m.key.isEmpty())
            m.key = newMeasurementKey();
        const QString kind = row.text(QStringLiteral("kind")).toLower();
        if (kind.isEmpty() || kind == QLatin1String("trial"))
            m.kind = MeasurementKind::Trial;
        else if (kind == QLatin1String("benchmark"))
            m.kind = MeasurementKind::Benchmark;
        else
            row.fail(QStringLiteral("kind"), QCoreApplication::translate("gpuscout::MeasurementCsv", "'%1' is not benchmark or trial").arg(kind));
        m.source = row.text(QStringLiteral("source"));
        if (m.source.isEmpty())
            m.source = m.kind == MeasurementKind::Trial ? QStringLiteral("trial") : QString();
        m.suite = row.text(QStringLiteral("suite"));
        if (m.suite.isEmpty() && m.kind == MeasurementKind::Trial)
            m.suite = QStringLiteral("trial");
        m.reference = row.text(QStringLiteral("reference"));
        m.provider = row.text(QStringLiteral("provider"));
        m.instanceType = row.text(QStringLiteral("instance_type"));
        m.region = row.text(QStringLiteral("region"));
        const QString gpu = row.text(QStringLiteral("gpu"));
        const int gi = catalog.gpuIndex(gpu);
        if (gi < 0)
            row.fail(QStringLiteral("gpu"), QCoreApplication::translate("gpuscout::MeasurementCsv", "'%1' is not a GPU model or alias of the catalog").arg(gpu));
        else
            m.gpu = catalog.gpus[gi].model;
        m.gpuCount = row.number(QStringLiteral("gpu_count"));
        m.gpusUsed = row.number(QStringLiteral("gpus_used"));
        const QString task = row.text(QStringLiteral("task"));
        if (!taskFromKey(task, &m.task))
            row.fail(QStringLiteral("task"), QCoreApplication::translate("gpuscout::MeasurementCsv", "'%1' is not a task; expected one of %2").arg(task, taskKeys().join(QStringLiteral(", "))));
        m.model = row.text(QStringLiteral("model"));
        m.parameters = row.number(QStringLiteral("parameters"));
        m.shape.layers = row.number(QStringLiteral("layers"));
        m.shape.hidden = row.number(QStringLiteral("hidden"));
        m.shape.heads = row.number(QStringLiteral("heads"));
        m.shape.kvHeads = row.number(QStringLiteral("kv_heads"));
        m.shape.headDim = row.number(QStringLiteral("head_dim"));
        m.precision = row.text(QStringLiteral("precision")).toLower();
        WeightPrecision precision;
        if (!m.precision.isEmpty() && !weightPrecisionFromKey(m.precision, &precision))
            row.fail(QStringLiteral("precision"), QCoreApplication::translate("gpuscout::MeasurementCsv", "'%1' is not a precision; expected one of %2, or empty when not recorded")
                                                    .arg(m.precision, weightPrecisionKeys().join(QStringLiteral(", "))));
        m.engine = row.text(QStringLiteral("engine"));
        m.promptTokens = row.number(QStringLiteral("prompt_tokens"));
        m.outputTokens = row.number(QStringLiteral("output_tokens"));
        m.concurrency = row.number(QStringLiteral("concurrency"));
        m.batch = row.number(QStringLiteral("batch"));
        m.seqLen = row.number(QStringLiteral("seq_len"));
        m.tokens = row.number(QStringLiteral("tokens"));
        const QString metric = row.text(QStringLiteral("metric"));
        if (!metricFromKey(metric, &m.metric)) {
            QStringList keys;
            for (Metric k : AllMetrics)
                keys << metricKey(k);
            row.fail(QStringLiteral("metric"), QCoreApplication::translate("gpuscout::MeasurementCsv", "'%1' is not a metric; expected one of %2").arg(metric, keys.join(QStringLiteral(", "))));
        }
        m.value = row.number(QStringLiteral("value"));
        m.date = row.text(QStringLiteral("date"));
        m.notes = row.text(QStringLiteral("notes"));
        if (row.ok()) {
            const QString problem = validateMeasurement(m);
            if (!problem.isEmpty())
                row.fail(QStringLiteral("row"), problem);
        }
        if (!row.ok()) {
            *error = err;
            return false;
        }
        rows << m;
    }
    *out << rows;
    return true;
}

QString measurementsCsv(const QList<Measurement> &measurements)
{
    QString out = csvLine(measurementCsvHeader()) + u'\n';
    for (const Measurement &m : measurements) {
        out += csvLine({m.key, m.source, measurementKindKey(m.kind), m.suite, m.reference, m.provider, m.instanceType,
                        m.region, m.gpu, number(m.gpuCount), number(m.gpusUsed), taskKey(m.task), m.model,
                        number(m.parameters), number(m.shape.layers), number(m.shape.hidden), number(m.shape.heads),
                        number(m.shape.kvHeads), number(m.shape.headDim), m.precision, m.engine, number(m.promptTokens),
                        number(m.outputTokens), number(m.concurrency), number(m.batch), number(m.seqLen),
                        number(m.tokens), metricKey(m.metric), number(m.value), m.date, m.notes})
            + u'\n';
    }
    return out;
}

} // namespace gpuscout
