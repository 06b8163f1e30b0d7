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

    // With priceActions, links to update prices and request quotes follow the text
    // (emptyActionRequested: "update-prices", "request-quotes").
    void setEmptyText(const QString &text, bool priceActions = false);
    QString emptyText() const;
    // When offers are ranked but the search, the filters or hiding leave no row: why, with a
    // link that clears the search and filters (emptyActionRequested("clear-filters")).
    void setNarrowedText(const QString &text);

    // Catalog offer indices of the selected rows.
    QList<int> selectedOfferIndices() const;
    // Selects the rows of these offers (those the table shows), the first one current.
    void selectOfferIndices(const QList<int> &offerIndices);

    // Columns can be hidden from the header's context menu, except the rank and the columns
    // that name the offer (provider, instance type, region). Keys are stable names for the
    // settings ("price_per_gpu"), so a new column does not shift what was remembered. The
    // tokens-per-second column shows only while a serving workload is ranked (and the person
    // has not hidden it): hiddenColumns() is the person's choice, not what is hidden now.
    static QString columnKey(int column);
    static bool isIdentifyingColumn(int column);
    static QStringList defaultHiddenColumns();
    QStringList hiddenColumns() const;
    void setHiddenColumns(const QStringList &keys);

Q_SIGNALS:
    void emptyActionRequested(const QString &action);
    // The user asked to pin or unpin these offers (double-click, Space, or the context menu).
    void pinToggleRequested(const QList<int> &offerIndices);
    // The person showed or hid a column from the header's menu (to be remembered).
    void hiddenColumnsEdited(const QStringList &keys);
    // The person asked to record a trial run on this offer (catalog offer index), from the
    // context menu.
    void trialRunRequested(int offerIndex);

protected:
    void updateGeometries() override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void updateEmptyOverlay();
    void showHeaderMenu(const QPoint &pos);
    void applyHiddenColumns();

    // What QTableView::updateGeometries() lays the scroll area out from.
    struct LayoutInputs {
        QSize size;
        int rows = -1;
        int columns = -1;
        int headerLength = -1;
        int headerHeight = -1;
        bool operator==(const LayoutInputs &) const = default;
    };
    LayoutInputs layoutInputs() const;

    RankingModel *m_model = nullptr;
    QLabel *m_empty;
    QString m_emptyPlain;
    QString m_narrowedPlain;
    bool m_emptyPriceActions = false;
    QStringList m_hidden; // the keys of the columns the person hid
    int m_rowsBeforeLayoutChange = -1;
    bool m_reorderedOnly = false; // the last layout change moved rows and added or removed none
    LayoutInputs m_laidOutFrom;
};

} // namespace gpuscout
