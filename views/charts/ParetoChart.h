#pragma once

#include "insight/ParetoFront.h"
#include "scoring/Ranking.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QScatterSeries;

namespace gpuscout {

// Price (or, ranking by the job, the cost to complete) against compute (or the time to
// complete) for every feasible offer whose two figures are known; the non-dominated offers
// joined by a line and labelled with their instance type where a label fits without
// overlapping another. Hovering a point names the offer. Above MaxPoints offers the
// dominated ones are thinned to an even sample in price order, and a note says so.
// The x axis is logarithmic when prices spread over more than a factor of 20.
//
// Object names for tests: paretoChartView, paretoNote, paretoEmpty.
class ParetoChart final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxPoints = 3000;

    explicit ParetoChart(QWidget *parent = nullptr);

    void setData(const RankingResult &result, const ParetoFront &front);

    int plottedPointCount() const; // points drawn, front included
    int frontPointCount() const;
    int labelCount() const { return static_cast<int>(m_labels.size()); }
    bool logarithmicX() const { return m_logX; }
    QString emptyText() const;
    QChart *chart() const { return m_chart; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void placeLabels();
    void showPoint(const QPointF &point, bool state, const QScatterSeries *series);

    RankingResult m_result;
    QChartView *m_view;
    QChart *m_chart;
    QLabel *m_note;
    QLabel *m_empty;
    QScatterSeries *m_others = nullptr;
    QScatterSeries *m_frontPoints = nullptr;
    std::vector<int> m_otherPositions; // by point index
    std::vector<int> m_frontPositions;
    std::vector<QGraphicsSimpleTextItem *> m_labels; // one per machine on the front
    std::vector<int> m_labelPositions;              // the labelled offer of each, by position
    bool m_logX = false;
};

} // namespace gpuscout
