#include "dashboard/RankingTableView.h"

#include "catalogeditor/FormFields.h"
#include "itemmodels/RankingModel.h"

#include <QAbstractItemView>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QItemSelection>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QToolTip>

#include <algorithm>

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

    // A cell too narrow for its text is elided; its tooltip then starts with the full text.
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override
    {
        if (event->type() != QEvent::ToolTip || !index.isValid())
            return QStyledItemDelegate::helpEvent(event, view, option, index);
        const QString text = index.data(Qt::DisplayRole).toString();
        QString tip = index.data(Qt::ToolTipRole).toString();
        const int room = option.rect.width() - 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
        if (!text.isEmpty() && option.fontMetrics.horizontalAdvance(text) > room)
            tip = tip.isEmpty() ? text : text + u'\n' + tip;
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPos(), tip, view, option.rect);
        return true;
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == RankingModel::PriceColumn)
            applyPriceFlags(option, index.data(RankingModel::PriceFlagsRole).toInt());
        // Your negotiated price, not the vendor's list price (the tooltip names the term).
        if (index.data(RankingModel::NegotiatedRole).toBool())
            option->font.setBold(true);
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
    setTextElideMode(Qt::ElideRight);
    // Tab leaves the table for the next control instead of walking 13 columns x every row.
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    // Fixed row heights keep layout O(1) with 100,000 rows.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setSortIndicatorShown(true);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &RankingTableView::showHeaderMenu);
    m_empty->setObjectName(QStringLiteral("rankingEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_empty->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_empty, &QLabel::linkActivated, this, &RankingTableView::emptyActionRequested);
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
    // Long names are elided (full text in the tooltip) so that the price fits beside the
    // offer's name at 1366 pixels: the price sits right after the region.
    const QFontMetrics fm = horizontalHeader()->fontMetrics();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        setColumnWidth(c, std::clamp(fm.horizontalAdvance(title) + 28, 56, 110));
    }
    setColumnWidth(RankingModel::RankColumn, std::max(48, fm.horizontalAdvance(QStringLiteral("2,460")) + 28));
    setColumnWidth(RankingModel::ProviderColumn, fm.horizontalAdvance(QStringLiteral("Lambda Labs")) + 16);
    setColumnWidth(RankingModel::InstanceColumn, fm.horizontalAdvance(QStringLiteral("a3-ultragpu-8g")) + 16);
    setColumnWidth(RankingModel::RegionColumn, fm.horizontalAdvance(QStringLiteral("asia-northeast1")) + 12);
    setColumnWidth(RankingModel::OtherRegionsColumn, fm.horizontalAdvance(QStringLiteral("▸ +28 · $98.32–$186.61")) + 16);
    setColumnWidth(RankingModel::GpuColumn, fm.horizontalAdvance(QStringLiteral("H100-SXM")) + 20);
    setColumnWidth(RankingModel::PriceColumn, std::max(columnWidth(RankingModel::PriceColumn),
                                                       fm.horizontalAdvance(QStringLiteral("$186.610")) + 16));
    QHeaderView *header = horizontalHeader();
    header->moveSection(header->visualIndex(RankingModel::PriceColumn), header->visualIndex(RankingModel::RegionColumn) + 1);
    // Tokens a second read beside the hours they make.
    header->moveSection(header->visualIndex(RankingModel::TokensPerSecondColumn),
                        header->visualIndex(RankingModel::TflopsColumn) + 1);
    // What is rented reads beside what the job costs: per million tokens, per hour, how many.
    int after = header->visualIndex(RankingModel::PriceColumn);
    for (int column : {int(RankingModel::CostPerMillionTokensColumn), int(RankingModel::RentedPerHourColumn),
                       int(RankingModel::InstancesColumn), int(RankingModel::ReplicasColumn)}) {
        const int from = header->visualIndex(column);
        header->moveSection(from, from > after ? after + 1 : after);
        after = header->visualIndex(column);
    }
    setHiddenColumns(defaultHiddenColumns());
    connect(model, &QAbstractItemModel::modelReset, this, &RankingTableView::updateEmptyOverlay);
    // Whether a serving workload is ranked changes only with a reset (a new prepare).
    connect(model, &QAbstractItemModel::modelReset, this, &RankingTableView::applyHiddenColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &RankingTableView::updateEmptyOverlay);
    connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        m_rowsBeforeLayoutChange = m_model->rowCount();
    });
    connect(model, &QAbstractItemModel::layoutChanged, this, [this] {
        m_reorderedOnly = m_model->rowCount() == m_rowsBeforeLayoutChange;
    });
    updateEmptyOverlay();
}

QString RankingTableView::columnKey(int column)
{
    return RankingModel::columnKey(column);
}

bool RankingTableView::isIdentifyingColumn(int column)
{
    return column == RankingModel::RankColumn || column == RankingModel::ProviderColumn
        || column == RankingModel::InstanceColumn || column == RankingModel::RegionColumn;
}

QStringList RankingTableView::defaultHiddenColumns()
{
    // Derived figures (price per GPU-hour, TFLOPS per money): the five criteria stay.
    return {columnKey(RankingModel::PricePerGpuColumn), columnKey(RankingModel::TflopsPerMoneyColumn)};
}

QStringList RankingTableView::hiddenColumns() const
{
    QStringList keys;
    for (int c = 0; c < RankingModel::ColumnCount; ++c) {
        if (m_hidden.contains(columnKey(c)))
            keys << columnKey(c);
    }
    return keys;
}

void RankingTableView::setHiddenColumns(const QStringList &keys)
{
    m_hidden.clear();
    for (int c = 0; c < RankingModel::ColumnCount; ++c) {
        if (!isIdentifyingColumn(c) && keys.contains(columnKey(c)))
            m_hidden << columnKey(c);
    }
    applyHiddenColumns();
}

void RankingTableView::applyHiddenColumns()
{
    for (int c = 0; c < RankingModel::ColumnCount; ++c) {
        const bool hide = m_hidden.contains(columnKey(c)) || (m_model && !m_model->columnApplies(c));
        if (isColumnHidden(c) != hide)
            setColumnHidden(c, hide);
    }
}

void RankingTableView::showHeaderMenu(const QPoint &pos)
{
    if (!m_model)
        return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("rankingColumnsMenu"));
    menu.setToolTipsVisible(true);
    QHeaderView *header = horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        QAction *a = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!m_hidden.contains(columnKey(column)));
        // The rank and the offer's name stay: a row without them names nothing.
        a->setEnabled(!isIdentifyingColumn(column));
        if (column == RankingModel::TokensPerSecondColumn || column == RankingModel::ReplicasColumn
            || column == RankingModel::CostPerMillionTokensColumn)
            a->setToolTip(tr("Shown while an LLM serving workload is ranked"));
        else if (column == RankingModel::InstancesColumn || column == RankingModel::RentedPerHourColumn)
            a->setToolTip(tr("Shown while a workload is ranked"));
        connect(a, &QAction::toggled, this, [this, column](bool shown) {
            const QString key = columnKey(column);
            m_hidden.removeAll(key);
            if (!shown)
                m_hidden << key;
            applyHiddenColumns();
            Q_EMIT hiddenColumnsEdited(hiddenColumns());
        });
    }
    menu.addSeparator();
    menu.addAction(tr("Default Columns"), this, [this] {
        setHiddenColumns(defaultHiddenColumns());
        Q_EMIT hiddenColumnsEdited(hiddenColumns());
    });
    menu.exec(header->viewport()->mapToGlobal(pos));
}

void RankingTableView::setEmptyText(const QString &text, bool priceActions)
{
    m_emptyPlain = text;
    m_emptyPriceActions = priceActions;
    if (!m_narrowedPlain.isEmpty())
        return; // the person's own filters are why the list is empty: that is said instead
    if (priceActions && !text.isEmpty()) {
        m_empty->setTextFormat(Qt::RichText);
        m_empty->setText(text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"))
                         + QStringLiteral("<br><br><a href=\"update-prices\">%1</a> &nbsp;·&nbsp; <a href=\"request-quotes\">%2</a>")
                               .arg(tr("Update Prices…").toHtmlEscaped(), tr("Request Quotes…").toHtmlEscaped()));
    } else {
        m_empty->setTextFormat(Qt::PlainText);
        m_empty->setText(text);
    }
    updateEmptyOverlay();
}

QString RankingTableView::emptyText() const
{
    if (!m_empty->isVisibleTo(this))
        return {};
    return m_narrowedPlain.isEmpty() ? m_emptyPlain : m_narrowedPlain;
}

void RankingTableView::setNarrowedText(const QString &text)
{
    if (text == m_narrowedPlain)
        return;
    m_narrowedPlain = text;
    if (text.isEmpty()) {
        setEmptyText(m_emptyPlain, m_emptyPriceActions);
        return;
    }
    m_empty->setTextFormat(Qt::RichText);
    m_empty->setText(text.toHtmlEscaped() + QStringLiteral("<br><br><a href=\"clear-filters\">%1</a>")
                                                  .arg(tr("Clear the search and filters").toHtmlEscaped()));
    updateEmptyOverlay();
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

RankingTableView::LayoutInputs RankingTableView::layoutInputs() const
{
    return {size(), model() ? model()->rowCount() : -1, model() ? model()->columnCount() : -1,
            horizontalHeader()->length(), horizontalHeader()->sizeHint().height()};
}

// A weight step re-sorts the rows (a layout change) and nothing else. QTableView would lay
// its scroll area out again all the same, and that raises both scroll bars over each other,
// which repaints them and the frames around them: 0.6 ms of a 6 ms step. When the table's
// size, rows, columns and header are what the last layout used, there is nothing to lay out.
void RankingTableView::updateGeometries()
{
    const LayoutInputs inputs = layoutInputs();
    const bool unchanged = m_reorderedOnly && inputs == m_laidOutFrom;
    m_reorderedOnly = false;
    if (unchanged)
        return;
    QTableView::updateGeometries();
    m_laidOutFrom = inputs;
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
    // The offer under the mouse, else the first one selected: a run is on one machine.
    const int trialOffer = m_model && at.isValid() ? m_model->offerIndexAt(at.row()) : offers.first();
    QAction *trial = menu.addAction(tr("Record a Trial Run on This Offer…\tCtrl+T"), this,
                                    [this, trialOffer] { Q_EMIT trialRunRequested(trialOffer); });
    trial->setObjectName(QStringLiteral("recordTrialRunMenuAction"));
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
