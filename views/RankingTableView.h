#pragma once

#include <QTableView>

class QSortFilterProxyModel;

namespace gpuscout {

class RankingModel;

// The ranking table. Sorting any column sorts by the raw number behind it (so "unknown"
// never sorts as text), the rank column keeps each offer's true rank, and the winner's
// row stays highlighted wherever it is sorted to.
class RankingTableView final : public QTableView
{
    Q_OBJECT

public:
    explicit RankingTableView(QWidget *parent = nullptr);

    void setRankingModel(RankingModel *model);
    QSortFilterProxyModel *proxy() const { return m_proxy; }

private:
    QSortFilterProxyModel *m_proxy;
};

} // namespace gpuscout
