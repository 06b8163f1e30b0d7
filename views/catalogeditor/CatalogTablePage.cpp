#include "catalogeditor/CatalogTablePage.h"

#include "catalogeditor/CatalogEditor.h"

#include <QHBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuscout {

CatalogTablePage::CatalogTablePage(CatalogEditor *editor, const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_table(new QTableWidget(this))
    , m_hint(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_remove(new QPushButton(this))
{
    retranslateButtons();
    setObjectName(name + QStringLiteral("Page"));
    m_table->setObjectName(name + QStringLiteral("Table"));
    m_add->setObjectName(name + QStringLiteral("AddButton"));
    m_edit->setObjectName(name + QStringLiteral("EditButton"));
    m_remove->setObjectName(name + QStringLiteral("DeleteButton"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setSortingEnabled(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false); // Tab moves on to the next control
    m_hint->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] { add(); });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (currentRow() >= 0)
            edit(currentRow());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (currentRow() >= 0)
            remove(currentRow());
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { edit(row); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CatalogTablePage::updateButtons);
    updateButtons();
}

void CatalogTablePage::retranslateButtons()
{
    m_add->setText(tr("&Add…"));
    m_edit->setText(tr("&Edit…"));
    m_remove->setText(tr("&Delete"));
}

void CatalogTablePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateButtons();
        retranslate();
        if (m_editor->catalog())
            setCatalog(*m_editor->catalog());
    }
    QWidget::changeEvent(event);
}

void CatalogTablePage::setHint(const QString &hint)
{
    m_hint->setText(hint);
}

void CatalogTablePage::setHeaders(const QStringList &headers, const QStringList &tooltips)
{
    m_table->setColumnCount(static_cast<int>(headers.size()));
    for (int c = 0; c < headers.size(); ++c) {
        auto *item = new QTableWidgetItem(headers[c]);
        if (c < tooltips.size())
            item->setToolTip(tooltips[c]);
        m_table->setHorizontalHeaderItem(c, item);
    }
}

void CatalogTablePage::setRow(int row, const QStringList &cells, const QList<int> &rightAligned)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (rightAligned.contains(c))
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, c, item);
    }
}

void CatalogTablePage::finishFill()
{
    // Short lists: measuring every row on each change is cheap and keeps new, longer names readable.
    m_table->resizeColumnsToContents();
    for (int c = 0; c < m_table->columnCount(); ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c) + 16, 260));
    if (!m_sized) {
        if (m_stretchColumn >= 0)
            m_table->horizontalHeader()->setSectionResizeMode(m_stretchColumn, QHeaderView::Stretch);
        m_sized = true;
    }
    updateButtons();
}

void CatalogTablePage::selectRow(int row)
{
    if (row >= 0 && row < m_table->rowCount()) {
        m_table->selectRow(row);
        m_table->scrollToItem(m_table->item(row, 0));
    }
}

void CatalogTablePage::setRemoveText(const QString &text)
{
    m_remove->setText(text);
}

void CatalogTablePage::setStretchColumn(int column)
{
    m_stretchColumn = column;
}

int CatalogTablePage::currentRow() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_table->selectedRanges();
    return ranges.isEmpty() ? -1 : ranges.first().topRow();
}

void CatalogTablePage::setEditable(bool editable)
{
    m_editable = editable;
    updateButtons();
}

void CatalogTablePage::updateButtons()
{
    const bool selected = currentRow() >= 0;
    m_add->setEnabled(m_editable);
    m_edit->setEnabled(m_editable && selected);
    m_remove->setEnabled(m_editable && selected);
}

} // namespace gpuscout
