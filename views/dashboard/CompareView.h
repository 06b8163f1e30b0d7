#pragma once

#include "scoring/Ranking.h"

#include <QList>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpuscout {

// Two to six offers side by side, one column per offer and one row per attribute (rank,
// score, the five normalised criteria, provider, instance type, region, GPU and count,
// total VRAM, dense TFLOPS, price per hour, per GPU-hour, TFLOPS per currency unit,
// network, RDMA, vCPUs, RAM, stability, spot price, source and as-of date). In each
// comparable row the best value is marked (bold, a tick and a tinted cell): the highest
// for benefit rows, the lowest for prices; no mark when fewer than two values are known
// or all are equal. When several columns share the best value each is marked and
// bestColumn() names the leftmost.
class CompareView final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxOffers = 6;

    explicit CompareView(QWidget *parent = nullptr);

    // offerIndices are indices into result.catalog->offers; offers that are not in the
    // ranking (filtered out) are shown with the rank "not ranked".
    void setOffers(const RankingResult &result, const QList<int> &offerIndices);

    QTableWidget *table() const { return m_table; }
    int rowOf(const QString &attributeKey) const; // stable keys: "price", "vram", ...; -1 if none
    int bestColumn(int row) const;                // -1 when the row has no best value
    QLabel *hint() const { return m_hint; }       // shown instead of the table below two offers

private:
    QLabel *m_hint;
    QTableWidget *m_table;
    QList<QString> m_rowKeys;
    QList<int> m_best;
};

} // namespace gpuscout
