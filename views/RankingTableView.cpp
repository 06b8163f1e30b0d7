#include "RankingTableView.h"

#include "RankingModel.h"

#include <QHeaderView>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

namespace gpuscout {

namespace {

// Paints the rank-1 row with a highlight so the winner stands out in any sort order.
class WinnerDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QModelIndex rankIndex = index.siblingAtColumn(RankingModel::RankColumn);
        if (rankIndex.data(RankingModel::RawValueRole).toInt() == 1) {
            QColor winner = option.palette.highlight().color();
            winner.setAlpha(48);
            painter->fillRect(option.rect, winner);
        }
        QStyledItemDelegate::paint(painter, option, index);
    }
};

} // namespace

RankingTableView::RankingTableView(QWidget *parent)
    : QTableView(parent)
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("rankingTable"));
    m_proxy->setSortRole(RankingModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    setModel(m_proxy);
    setItemDelegate(new WinnerDelegate(this));
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    sortByColumn(RankingModel::RankColumn, Qt::AscendingOrder);
}

void RankingTableView::setRankingModel(RankingModel *model)
{
    m_proxy->setSourceModel(model);
    // Column widths from the header text: measuring every row would cost a full pass
    // over up to 100,000 rows on each ranking.
    const QFontMetrics fm = horizontalHeader()->fontMetrics();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        setColumnWidth(c, std::max(70, fm.horizontalAdvance(title) + 28));
    }
    setColumnWidth(RankingModel::ProviderColumn, fm.horizontalAdvance(QStringLiteral("Microsoft Azure")) + 24);
    setColumnWidth(RankingModel::InstanceColumn, 210);
    setColumnWidth(RankingModel::RegionColumn, 150);
    setColumnWidth(RankingModel::GpuColumn, 130);
}

} // namespace gpuscout
