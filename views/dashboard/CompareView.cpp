#include "dashboard/CompareView.h"

#include "scoring/OfferComparison.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>


namespace gpuscout {

namespace {

// Soft green with dark text so the mark reads in light themes and stays legible in dark ones.
const QColor BestBackground(0xd6, 0xef, 0xd8);
const QColor BestForeground(0x14, 0x4d, 0x22);

void markItem(QTableWidgetItem *item)
{
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    item->setText(QStringLiteral("✓ ") + item->text());
    item->setBackground(BestBackground);
    item->setForeground(BestForeground);
    const QString tip = item->toolTip();
    item->setToolTip(tip.isEmpty() ? CompareView::tr("Best in this row")
                                   : CompareView::tr("Best in this row") + u'\n' + tip);
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_hint(new QLabel(tr("Pin two to six offers in the ranking to compare them side by side."), this))
    , m_table(new QTableWidget(this))
    , m_rowKeys(comparisonRowKeys())
    , m_best(ComparisonRowCount, -1)
{
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setMargin(24);
    QPalette hintPalette = m_hint->palette();
    hintPalette.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    m_hint->setPalette(hintPalette);

    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setTabKeyNavigation(false); // Tab moves on to the next control
    m_table->setRowCount(ComparisonRowCount);
    m_table->setVerticalHeaderLabels(comparisonRowLabels(QString()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    // Equal columns share the width, as a side-by-side comparison reads best; below the
    // minimum the table scrolls and long text (sources) wraps. Row heights follow the
    // column widths once the header has laid them all out (hence queued): measured earlier,
    // they would fit the minimum width and leave wrapped rows too tall.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(120);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents, Qt::QueuedConnection);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 8);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    m_table->hide();
}

int CompareView::rowOf(const QString &attributeKey) const
{
    return static_cast<int>(m_rowKeys.indexOf(attributeKey));
}

int CompareView::bestColumn(int row) const
{
    return row >= 0 && row < m_best.size() ? m_best[row] : -1;
}

void CompareView::setOffers(const RankingResult &result, const QList<int> &offerIndices)
{
    QList<int> offers;
    const int catalogSize = result.catalog ? static_cast<int>(result.catalog->offers.size()) : 0;
    for (int index : offerIndices) {
        if (index >= 0 && index < catalogSize && !offers.contains(index) && offers.size() < MaxOffers)
            offers << index;
    }
    m_best.fill(-1);
    m_table->clearContents();
    m_table->setVerticalHeaderLabels(comparisonRowLabels(result.currency));
    if (offers.size() < 2) {
        m_table->setColumnCount(0);
        m_table->hide();
        m_hint->show();
        return;
    }
    m_hint->hide();
    m_table->show();

    const QList<ComparisonColumn> columns = compareOffers(result, offers);
    const int n = static_cast<int>(columns.size());
    m_table->setColumnCount(n);
    QStringList headers;
    for (const ComparisonColumn &col : columns)
        headers << col.provider + u'\n' + col.instanceType + u'\n' + col.region;
    m_table->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < ComparisonRowCount; ++row) {
        m_table->setRowHidden(row, !comparisonRowApplies(result, row));
        for (int col = 0; col < n; ++col) {
            const ComparisonCell &cell = columns[col].cells[static_cast<std::size_t>(row)];
            auto *item = new QTableWidgetItem(cell.text);
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(cell.tooltip);
            m_table->setItem(row, col, item);
            if (columns[col].best[static_cast<std::size_t>(row)]) {
                if (m_best[row] < 0)
                    m_best[row] = col;
                markItem(item);
            }
        }
    }

    m_table->setCurrentItem(nullptr);
    m_table->resizeRowsToContents();
}

} // namespace gpuscout
