#pragma once

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace gpuscout {

struct Catalog;
struct Measurement;
enum class Metric;

// The catalog's measurements as a table for the catalog editor: one row per measured figure,
// filtered by kind (trial runs, benchmarks or all) and by the words of a search (each must
// occur in the source, system, GPU, model, task, metric or notes). SortRole carries the number
// or the text a column sorts by, for a QSortFilterProxyModel; the tooltip gives the citation.
class MeasurementsModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        KindColumn, SourceColumn, SystemColumn, GpuColumn, TaskColumn, ModelColumn, ParametersColumn,
        WorkloadColumn, MetricColumn, ValueColumn, DateColumn, NotesColumn, ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, MeasurementIndexRole, TrialRole };
    enum class Kinds { Trials, Benchmarks, All };

    explicit MeasurementsModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    void setKinds(Kinds kinds);
    Kinds kinds() const { return m_kinds; }
    void setFilterText(const QString &text);
    QString filterText() const { return m_filterText; }
    // The index into the catalog's measurements of a row.
    int measurementAt(int row) const;
    int trialCount() const { return m_trials; }
    int benchmarkCount() const { return m_benchmarks; }
    // Every row's words again (their language changed).
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A metric as people read it: "Output tokens/s", "Time to first token (ms)".
    static QString metricName(Metric metric);

private:
    void rebuild();
    QString text(const Measurement &m, int column) const;
    QString searchText(int measurement) const;

    std::shared_ptr<const Catalog> m_catalog;
    Kinds m_kinds = Kinds::Trials;
    QString m_filterText;
    std::vector<int> m_rows; // row -> measurement index
    int m_trials = 0;
    int m_benchmarks = 0;
};

} // namespace gpuscout
