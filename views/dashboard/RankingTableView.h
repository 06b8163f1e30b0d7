#pragma once

#include <QTableView>

class QLabel;

namespace gpuscout {

class RankingModel;

// The ranking table. Clicking a header sorts by the number behind the column (the model
// sorts itself, see RankingModel), the rank column keeps each offer's true rank, the
// winner's row stays highlighted and pinned rows carry a marker. One row per machine: a
// click on its "other regions" cell (or + and -) lists its other regions under it. When
// there are no rows, an overlay says why (setEmptyText()).
class RankingTableView final : public QTableView
{
    Q_OBJECT

public:
    explicit RankingTableView(QWidget *parent = nullptr);

    void setRankingModel(RankingModel *model);
    RankingModel *rankingModel() const { return m_model; }

    void setEmptyText(const QString &text);
    QString emptyText() const;

    // Catalog offer indices of the selected rows.
    QList<int> selectedOfferIndices() const;
    // Selects the rows of these offers (those the table shows), the first one current.
    void selectOfferIndices(const QList<int> &offerIndices);

Q_SIGNALS:
    // The user asked to pin or unpin these offers (double-click, Space, or the context menu).
    void pinToggleRequested(const QList<int> &offerIndices);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void updateEmptyOverlay();

    RankingModel *m_model = nullptr;
    QLabel *m_empty;
};

} // namespace gpuscout
