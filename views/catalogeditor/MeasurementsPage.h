#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace gpuscout {

class CatalogEditor;
class MeasurementsModel;
struct Catalog;

// The catalog's measurements: the buyer's trial runs and the bundled benchmarks the
// performance model is calibrated on, filtered by kind and by a search, sortable by any
// column, each row's tooltip citing its source. Trial runs can be removed (Ctrl+Z undoes);
// benchmarks cannot: they are published results, and the page says so. Trial runs are
// recorded from the ranking (Record a Trial Run…), which the empty list explains.
// Object names: measurementSearch, measurementKindFilter, measurementsTable,
// measurementsEmptyText, removeMeasurementButton, measurementRemoveNote, measurementCount.
class MeasurementsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit MeasurementsPage(CatalogEditor *editor, QWidget *parent = nullptr);

    void setCatalog(const Catalog &catalog);
    void setEditable(bool editable);
    MeasurementsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    void removeSelected();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    QList<int> selectedMeasurements() const; // indices into the catalog's measurements
    void updateState();

    CatalogEditor *m_editor;
    MeasurementsModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QLabel *m_hint;
    QLineEdit *m_search;
    QComboBox *m_kinds;
    QTableView *m_table;
    QLabel *m_empty;
    QPushButton *m_remove;
    QLabel *m_removeNote;
    QLabel *m_count;
    bool m_editable = true;
};

} // namespace gpuscout
