#include "catalogeditor/MeasurementsModel.h"

#include "domain/Catalog.h"
#include "domain/Format.h"
#include "itemmodels/JobBasisText.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

// Enough digits to tell runs apart, never more than the figure carries.
QString valueText(double value)
{
    if (!isKnown(value))
        return unknownText();
    return formatNumber(value, value < 10 ? 3 : value < 1000 ? 1 : 0);
}

} // namespace

MeasurementsModel::MeasurementsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString MeasurementsModel::metricName(Metric metric)
{
    switch (metric) {
    case Metric::OutputTokensPerSecond: return tr("Output tokens/s");
    case Metric::RequestsPerSecond: return tr("Requests/s");
    case Metric::TtftMs: return tr("Time to first token (ms)");
    case Metric::TpotMs: return tr("Time per output token (ms)");
    case Metric::PrefillTokensPerSecond: return tr("Prefill tokens/s");
    case Metric::DecodeTokensPerSecond: return tr("Decode tokens/s");
    case Metric::Minutes: return tr("Minutes to train");
    case Metric::StepSeconds: return tr("Seconds per step");
    case Metric::TrainingTokensPerSecond: return tr("Training tokens/s");
    }
    return {};
}

void MeasurementsModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    rebuild();
    endResetModel();
}

void MeasurementsModel::setKinds(Kinds kinds)
{
    if (kinds == m_kinds)
        return;
    beginResetModel();
    m_kinds = kinds;
    rebuild();
    endResetModel();
}

void MeasurementsModel::setFilterText(const QString &text)
{
    if (text == m_filterText)
        return;
    beginResetModel();
    m_filterText = text;
    rebuild();
    endResetModel();
}

void MeasurementsModel::retranslate()
{
    beginResetModel();
    rebuild();
    endResetModel();
}

QString MeasurementsModel::searchText(int measurement) const
{
    const Measurement &m = m_catalog->measurements[measurement];
    QStringList words;
    for (int c = SourceColumn; c <= MetricColumn; ++c)
        words << text(m, c);
    words << m.gpu << m.engine << m.notes << m.reference;
    return words.join(u' ');
}

void MeasurementsModel::rebuild()
{
    m_rows.clear();
    m_trials = 0;
    m_benchmarks = 0;
    if (!m_catalog)
        return;
    const QStringList words = m_filterText.split(u' ', Qt::SkipEmptyParts);
    for (int i = 0; i < m_catalog->measurements.size(); ++i) {
        const bool trial = m_catalog->measurements[i].kind == MeasurementKind::Trial;
        ++(trial ? m_trials : m_benchmarks);
        if ((m_kinds == Kinds::Trials && !trial) || (m_kinds == Kinds::Benchmarks && trial))
            continue;
        if (!words.isEmpty()) {
            const QString haystack = searchText(i);
            const bool all = std::all_of(words.cbegin(), words.cend(), [&haystack](const QString &w) {
                return haystack.contains(w, Qt::CaseInsensitive);
            });
            if (!all)
                continue;
        }
        m_rows.push_back(i);
    }
}

int MeasurementsModel::measurementAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)] : -1;
}

int MeasurementsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MeasurementsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MeasurementsModel::text(const Measurement &m, int column) const
{
    switch (column) {
    case KindColumn: return m.kind == MeasurementKind::Trial ? tr("Trial run") : tr("Benchmark");
    case SourceColumn: return measurementSourceText(*m_catalog, m, true);
    case SystemColumn:
        // A benchmark's system that is not a cloud instance type is named in its reference.
        return m.instanceType.isEmpty() ? QStringLiteral("–") : measurementSystemText(*m_catalog, m);
    case GpuColumn: return tr("%1 × %2").arg(m.gpu, formatGpuCount(m.gpusUsed));
    case TaskColumn: return taskName(m.task);
    case ModelColumn: return m.model;
    case ParametersColumn: return modelSizeText(m.parameters);
    case WorkloadColumn:
        if (m.task == Task::Inference) {
            return tr("%1 in / %2 out × %3")
                .arg(formatNumber(m.promptTokens, 0), formatNumber(m.outputTokens, 0),
                     isKnown(m.concurrency) ? formatNumber(m.concurrency, m.concurrency == std::round(m.concurrency) ? 0 : 1) : tr("saturated"));
        }
        return tr("batch %1 × %2 tokens").arg(formatNumber(m.batch, 0), formatNumber(m.seqLen, 0));
    case MetricColumn: return metricName(m.metric);
    case ValueColumn: return valueText(m.value);
    case DateColumn: return m.date;
    case NotesColumn: return m.notes;
    default: return {};
    }
}

QVariant MeasurementsModel::data(const QModelIndex &index, int role) const
{
    if (!m_catalog || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const int i = m_rows[static_cast<std::size_t>(index.row())];
    const Measurement &m = m_catalog->measurements[i];
    switch (role) {
    case Qt::DisplayRole: return text(m, index.column());
    case SortRole:
        switch (index.column()) {
        case ParametersColumn: return m.parameters;
        case ValueColumn: return m.value;
        case GpuColumn: return QString(m.gpu.toLower() + QStringLiteral(" %1").arg(m.gpusUsed, 8, 'f', 3, u'0'));
        default: return text(m, index.column()).toLower();
        }
    case MeasurementIndexRole: return i;
    case TrialRole: return m.kind == MeasurementKind::Trial;
    case Qt::TextAlignmentRole:
        return index.column() == ParametersColumn || index.column() == ValueColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << (m.kind == MeasurementKind::Trial ? tr("Your trial run on %1").arg(measurementSystemText(*m_catalog, m))
                                                   : measurementSourceText(*m_catalog, m));
        if (!m.reference.isEmpty())
            lines << tr("Reference: %1").arg(m.reference);
        lines << tr("Run: %1").arg(measurementWorkloadText(m));
        QStringList how;
        if (!m.engine.isEmpty())
            how << tr("engine %1").arg(m.engine);
        if (!m.precision.isEmpty())
            how << tr("weights %1").arg(m.precision.toUpper());
        if (!m.region.isEmpty())
            how << tr("region %1").arg(regionDisplayName(m.region));
        if (!how.isEmpty())
            lines << how.join(QStringLiteral(", "));
        if (!m.notes.isEmpty())
            lines << m.notes;
        lines << tr("Key %1").arg(m.key);
        return lines.join(u'\n');
    }
    default: return {};
    }
}

QVariant MeasurementsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SystemColumn: return tr("The provider and instance type the run used, or the system a benchmark names");
        case GpuColumn: return tr("The GPU model and how many GPUs the run used");
        case WorkloadColumn:
            return tr("Serving: prompt and output tokens of each request × requests in flight; training: sequences per "
                      "step × tokens per sequence");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn: return tr("Kind");
    case SourceColumn: return tr("Source");
    case SystemColumn: return tr("System");
    case GpuColumn: return tr("GPU × used");
    case TaskColumn: return tr("Task");
    case ModelColumn: return tr("Model");
    case ParametersColumn: return tr("Parameters");
    case WorkloadColumn: return tr("Workload");
    case MetricColumn: return tr("Metric");
    case ValueColumn: return tr("Value");
    case DateColumn: return tr("Date");
    case NotesColumn: return tr("Notes");
    default: return {};
    }
}

} // namespace gpuscout
