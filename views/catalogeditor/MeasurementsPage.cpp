#include "catalogeditor/MeasurementsPage.h"

#include "catalogeditor/CatalogEditor.h"
#include "catalogeditor/MeasurementsModel.h"
#include "domain/Catalog.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuscout {

MeasurementsPage::MeasurementsPage(CatalogEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_model(new MeasurementsModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_hint(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_kinds(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_empty(new QLabel(m_table->viewport()))
    , m_remove(new QPushButton(this))
    , m_removeNote(new QLabel(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("measurementsPage"));
    m_hint->setWordWrap(true);
    m_search->setObjectName(QStringLiteral("measurementSearch"));
    m_search->setClearButtonEnabled(true);
    m_kinds->setObjectName(QStringLiteral("measurementKindFilter"));
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(MeasurementsModel::SortRole);

    m_table->setObjectName(QStringLiteral("measurementsTable"));
    m_table->setModel(m_sorted);
    m_table->setTabKeyNavigation(false); // Tab moves on to the next control
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Fixed row heights keep the layout cheap at the bundled benchmarks' 7,000 rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // catalog order until a click
    m_table->setSortingEnabled(true);
    const QFontMetrics fm = fontMetrics();
    const struct { int column; const char *sample; } widths[] = {
        {MeasurementsModel::KindColumn, "Benchmark"},
        {MeasurementsModel::SourceColumn, "MLPerf Training v5.0"},
        {MeasurementsModel::SystemColumn, "Google Cloud g2-standard"},
        {MeasurementsModel::GpuColumn, "H100-SXM × 8"},
        {MeasurementsModel::TaskColumn, "Inference serving"},
        {MeasurementsModel::ModelColumn, "Llama 3.1 70B"},
        {MeasurementsModel::ParametersColumn, "405.9B"},
        {MeasurementsModel::WorkloadColumn, "4,096 in / 512 out × 64"},
        {MeasurementsModel::MetricColumn, "Output tokens/s"},
        {MeasurementsModel::ValueColumn, "12,345.6"},
        {MeasurementsModel::DateColumn, "2026-01-19"}};
    // The columns fit the editor's 1,240 pixels; a longer cell is cut short, the row's tooltip
    // has all of it.
    for (const auto &w : widths) {
        const QString header = m_model->headerData(w.column, Qt::Horizontal).toString();
        m_table->setColumnWidth(w.column, std::max(fm.horizontalAdvance(QString::fromUtf8(w.sample)),
                                                   fm.horizontalAdvance(header) + 8)
                                              + 14);
    }

    m_empty->setObjectName(QStringLiteral("measurementsEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_empty->hide();
    // The empty text covers the table's viewport, whose size the page's layout settles later.
    m_table->viewport()->installEventFilter(this);
    m_remove->setObjectName(QStringLiteral("removeMeasurementButton"));
    m_removeNote->setObjectName(QStringLiteral("measurementRemoveNote"));
    m_removeNote->setWordWrap(true);
    m_removeNote->hide();
    m_count->setObjectName(QStringLiteral("measurementCount"));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_kinds);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addWidget(m_removeNote);
    buttons->addStretch(1);
    buttons->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::textChanged, m_model, &MeasurementsModel::setFilterText);
    connect(m_kinds, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setKinds(static_cast<MeasurementsModel::Kinds>(m_kinds->currentData().toInt())); });
    connect(m_remove, &QPushButton::clicked, this, &MeasurementsPage::removeSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MeasurementsPage::updateState);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MeasurementsPage::updateState);
    retranslate();
}

void MeasurementsPage::retranslate()
{
    m_hint->setText(tr("What the performance model is calibrated on and what stands in for its estimates: benchmark "
                       "results bundled with the catalog (Spare Cores, MLPerf) and your own trial runs. A trial run "
                       "on an instance type is trusted first for comparable jobs on it."));
    m_search->setPlaceholderText(tr("Filter by source, system, GPU, model, task or metric"));
    {
        const QSignalBlocker block(m_kinds);
        const int kinds = m_kinds->currentIndex() < 0 ? 0 : m_kinds->currentIndex();
        m_kinds->clear();
        m_kinds->addItem(tr("Trial runs"), static_cast<int>(MeasurementsModel::Kinds::Trials));
        m_kinds->addItem(tr("Benchmarks"), static_cast<int>(MeasurementsModel::Kinds::Benchmarks));
        m_kinds->addItem(tr("All measurements"), static_cast<int>(MeasurementsModel::Kinds::All));
        m_kinds->setCurrentIndex(kinds);
    }
    m_kinds->setToolTip(tr("Show your trial runs, the bundled benchmarks, or both"));
    m_remove->setText(tr("&Remove Trial Run"));
    m_model->retranslate();
    updateState();
}

void MeasurementsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool MeasurementsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        m_empty->setGeometry(m_table->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

void MeasurementsPage::setCatalog(const Catalog &)
{
    // The model keeps the catalog the editor holds (shared, not copied).
    m_model->setCatalog(m_editor->catalog());
}

void MeasurementsPage::setEditable(bool editable)
{
    m_editable = editable;
    updateState();
}

QList<int> MeasurementsPage::selectedMeasurements() const
{
    QList<int> out;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        out << m_model->measurementAt(m_sorted->mapToSource(i).row());
    return out;
}

void MeasurementsPage::updateState()
{
    const std::shared_ptr<const Catalog> c = m_model->catalog();
    const QList<int> selected = selectedMeasurements();
    const bool benchmarkSelected = c && std::any_of(selected.cbegin(), selected.cend(), [&c](int i) {
        return c->measurements[i].kind != MeasurementKind::Trial;
    });
    m_remove->setEnabled(m_editable && !selected.isEmpty() && !benchmarkSelected);
    m_remove->setText(selected.size() > 1 ? tr("&Remove %n Trial Runs", nullptr, static_cast<int>(selected.size()))
                                          : tr("&Remove Trial Run"));
    m_remove->setToolTip(tr("Remove the selected trial runs: the ranking goes back to the estimate, or to another "
                            "measurement (Ctrl+Z undoes)"));
    // Said where the button is: a disabled button alone does not say why.
    m_removeNote->setText(tr("Benchmarks cannot be removed: they are published results bundled with the catalog. "
                             "Only your trial runs can."));
    m_removeNote->setVisible(benchmarkSelected);

    const int trials = m_model->trialCount();
    const int benchmarks = m_model->benchmarkCount();
    const int total = trials + benchmarks;
    const int shown = m_model->rowCount();
    QString count = tr("%1, %2").arg(tr("%Ln trial run(s)", nullptr, trials), tr("%Ln benchmark(s)", nullptr, benchmarks));
    const MeasurementsModel::Kinds kinds = m_model->kinds();
    const int ofKind = kinds == MeasurementsModel::Kinds::Trials ? trials
        : kinds == MeasurementsModel::Kinds::Benchmarks          ? benchmarks
                                                                 : total;
    if (shown != ofKind)
        count = tr("%1 shown · %2").arg(QLocale().toString(shown), count);
    m_count->setText(count);

    if (shown == 0) {
        QString text;
        if (!m_model->filterText().trimmed().isEmpty() && total > 0) {
            text = tr("No measurement matches the search. Clear the search box, or choose All measurements.");
        } else if (m_model->kinds() == MeasurementsModel::Kinds::Benchmarks) {
            text = tr("This catalog holds no benchmark results. The bundled catalog ships Spare Cores and MLPerf "
                      "results for its GPUs; gpuscout catalog measure import FILE adds others.");
        } else {
            text = tr("No trial run recorded yet. To record one, right-click the offer you ran on in the ranking and "
                      "choose Record a Trial Run… (or select it and use Catalog → Record a Trial Run…, Ctrl+T). "
                      "What you measure then stands in for the estimate of comparable jobs on that instance type.");
            if (benchmarks > 0)
                text += u'\n' + tr("The %Ln bundled benchmark result(s) are listed under Benchmarks.", nullptr, benchmarks);
        }
        m_empty->setText(text);
        m_empty->setGeometry(m_table->viewport()->rect());
        m_empty->show();
    } else {
        m_empty->hide();
    }
}

void MeasurementsPage::removeSelected()
{
    const std::shared_ptr<const Catalog> now = m_editor->catalog();
    const QList<int> selected = selectedMeasurements();
    if (!now || selected.isEmpty() || !m_remove->isEnabled())
        return;
    QSet<QString> keys;
    for (int i : selected)
        keys.insert(now->measurements[i].key);
    Catalog edited = *now;
    edited.measurements.removeIf([&keys](const Measurement &m) { return keys.contains(m.key); });
    const Measurement &first = now->measurements[selected.first()];
    const QString what = selected.size() == 1
        ? tr("Remove the trial run on %1").arg(first.instanceType.isEmpty() ? first.gpu : first.instanceType)
        : tr("Remove %n trial runs", nullptr, static_cast<int>(selected.size()));
    QString error;
    if (m_editor->commit(edited, what, &error))
        m_editor->showStatus(what + tr(" (Ctrl+Z undoes)"));
    else
        m_editor->showStatus(error, true);
}

} // namespace gpuscout
