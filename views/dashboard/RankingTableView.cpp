#include "dashboard/RankingTableView.h"

#include "catalogeditor/FormFields.h"
#include "itemmodels/RankingModel.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QItemSelection>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>

namespace gpuscout {

namespace {

// Tints the rank-1 row so the winner stands out in any sort order, and draws a bar at
// the left edge of pinned rows (they are on the radar and in the compare view). Stale and
// expired prices are marked (see RankingModel::PriceFlagsRole).
class RankingDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QModelIndex rankIndex = index.siblingAtColumn(RankingModel::RankColumn);
        if (rankIndex.data(RankingModel::RawValueRole).toInt() == 1) {
            QColor winner(46, 160, 67);
            winner.setAlpha(45);
            painter->fillRect(option.rect, winner);
        }
        QStyledItemDelegate::paint(painter, option, index);
        if (index.column() == RankingModel::RankColumn && index.data(RankingModel::PinnedRole).toBool()) {
            const QRect bar(option.rect.left(), option.rect.top() + 2, 4, option.rect.height() - 4);
            painter->fillRect(bar, QColor(230, 159, 0));
        }
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == RankingModel::PriceColumn)
            applyPriceFlags(option, index.data(RankingModel::PriceFlagsRole).toInt());
        // A region listed under its machine reads as part of it: lighter text.
        if (index.data(RankingModel::RegionRowRole).toBool())
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    }
};

} // namespace

RankingTableView::RankingTableView(QWidget *parent)
    : QTableView(parent)
    , m_empty(new QLabel(viewport()))
{
    setObjectName(QStringLiteral("rankingTable"));
    setItemDelegate(new RankingDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->hide();
    // Fixed row heights keep layout O(1) with 100,000 rows.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setSortIndicatorShown(true);
    m_empty->setObjectName(QStringLiteral("rankingEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_empty->hide();
    connect(this, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (m_model && index.isValid() && index.column() != RankingModel::OtherRegionsColumn)
            Q_EMIT pinToggleRequested({m_model->offerIndexAt(index.row())});
    });
    // A click on a machine's "other regions" cell lists them under it, or folds them away.
    connect(this, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (m_model && index.isValid() && index.column() == RankingModel::OtherRegionsColumn
            && !index.data(RankingModel::RegionRowRole).toBool())
            m_model->toggleExpanded(index.row());
    });
}

void RankingTableView::setRankingModel(RankingModel *model)
{
    m_model = model;
    setModel(model);
    setSortingEnabled(true);
    horizontalHeader()->setSortIndicator(RankingModel::RankColumn, Qt::AscendingOrder);
    // Column widths from the header text: measuring every row would cost a full pass
    // over up to 100,000 rows on each ranking.
    const QFontMetrics fm = horizontalHeader()->fontMetrics();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        setColumnWidth(c, std::max(64, fm.horizontalAdvance(title) + 28));
    }
    setColumnWidth(RankingModel::ProviderColumn, fm.horizontalAdvance(QStringLiteral("Microsoft Azure")) + 24);
    setColumnWidth(RankingModel::InstanceColumn, 210);
    setColumnWidth(RankingModel::RegionColumn, 150);
    setColumnWidth(RankingModel::OtherRegionsColumn, fm.horizontalAdvance(QStringLiteral("▸ +28 · $98.320–$186.610")) + 16);
    setColumnWidth(RankingModel::GpuColumn, 130);
    connect(model, &QAbstractItemModel::modelReset, this, &RankingTableView::updateEmptyOverlay);
    connect(model, &QAbstractItemModel::layoutChanged, this, &RankingTableView::updateEmptyOverlay);
    updateEmptyOverlay();
}

void RankingTableView::setEmptyText(const QString &text)
{
    m_empty->setText(text);
    updateEmptyOverlay();
}

QString RankingTableView::emptyText() const
{
    return m_empty->isVisibleTo(this) ? m_empty->text() : QString();
}

QList<int> RankingTableView::selectedOfferIndices() const
{
    QList<int> out;
    if (!m_model || !selectionModel())
        return out;
    for (const QModelIndex &index : selectionModel()->selectedRows())
        out << m_model->offerIndexAt(index.row());
    return out;
}

void RankingTableView::selectOfferIndices(const QList<int> &offerIndices)
{
    if (!m_model || !selectionModel())
        return;
    QItemSelection selection;
    int first = -1;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!offerIndices.contains(m_model->offerIndexAt(row)))
            continue;
        selection.select(m_model->index(row, 0), m_model->index(row, m_model->columnCount() - 1));
        if (first < 0)
            first = row;
    }
    if (first < 0)
        return;
    selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selectionModel()->setCurrentIndex(m_model->index(first, 0), QItemSelectionModel::NoUpdate);
}

void RankingTableView::updateEmptyOverlay()
{
    const bool empty = !m_model || m_model->rowCount() == 0;
    m_empty->setVisible(empty && !m_empty->text().isEmpty());
    m_empty->setGeometry(viewport()->rect());
}

void RankingTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    m_empty->setGeometry(viewport()->rect());
}

void RankingTableView::keyPressEvent(QKeyEvent *event)
{
    // + and - unfold and fold a machine's regions, as in a tree.
    if ((event->key() == Qt::Key_Plus || event->key() == Qt::Key_Minus) && m_model && currentIndex().isValid()
        && !currentIndex().data(RankingModel::RegionRowRole).toBool()) {
        m_model->setExpanded(currentIndex().row(), event->key() == Qt::Key_Plus);
        return;
    }
    if (event->key() == Qt::Key_Space && !selectedOfferIndices().isEmpty()) {
        Q_EMIT pinToggleRequested(selectedOfferIndices());
        return;
    }
    QTableView::keyPressEvent(event);
}

void RankingTableView::contextMenuEvent(QContextMenuEvent *event)
{
    const QList<int> offers = selectedOfferIndices();
    if (offers.isEmpty())
        return;
    QMenu menu(this);
    menu.addAction(tr("Pin or unpin for the radar and compare view\tSpace"), this,
                   [this, offers] { Q_EMIT pinToggleRequested(offers); });
    const QModelIndex at = indexAt(event->pos());
    if (m_model && at.isValid() && !at.data(RankingModel::RegionRowRole).toBool()
        && at.siblingAtColumn(RankingModel::OtherRegionsColumn).data(RankingModel::RawValueRole).toInt() > 0) {
        const int row = at.row();
        menu.addAction(m_model->isExpanded(row) ? tr("Hide the other regions of this machine")
                                                : tr("List the other regions of this machine"),
                       this, [this, row] { m_model->toggleExpanded(row); });
    }
    menu.exec(event->globalPos());
}

} // namespace gpuscout
