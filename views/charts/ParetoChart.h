#pragma once

#include "insight/ParetoFront.h"
#include "scoring/Ranking.h"

#include <QWidget>

#include <vector>

class QAbstractAxis;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QScatterSeries;

namespace gpuscout {

class ChartToolTip;

// Price (or, ranking by the job, the cost to complete) against compute (or the time to
// complete) for every feasible offer whose two figures are known; the non-dominated offers
// joined by a line and labelled "Provider instance type" where a label fits without
// overlapping another label or a marked point (the rest are named on hover). The winner and
// the pinned offers are marked. Above MaxPoints offers the dominated ones are thinned to an
// even sample in price order, and a note says so. An axis is logarithmic, with ticks at 1, 2
// and 5 of each decade, when its figures spread over more than a factor of 20 (the y axis
// only for the hours of a job, where a few slow offers would squeeze the front into a corner).
//
// Object names for tests: paretoChartView, paretoNote, paretoEmpty.
class ParetoChart final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxPoints = 3000;

    explicit ParetoChart(QWidget *parent = nullptr);

    void setData(const RankingResult &result, const ParetoFront &front);
    // Catalog offer indices marked as pinned (those plotted), in the pin order.
    void setPinnedOffers(const QList<int> &offerIndices);

    int plottedPointCount() const; // points drawn, front included
    int frontPointCount() const;
    int labelCount() const { return static_cast<int>(m_labels.size()); }
    bool logarithmicX() const { return m_logX; }
    bool logarithmicY() const { return m_logY; }
    QStringList xTickLabels() const; // the labels along the x axis, low to high
    QRectF yRange() const;          // the y axis's range (as plotted: log10 of it on a log axis)
    int winnerPosition() const { return m_winnerPosition; } // -1 when the winner is not plotted
    int markedPinCount() const { return static_cast<int>(m_pinPositions.size()); }
    // The labels shown, as placed in the chart's coordinates (tests check they do not overlap).
    QList<QRectF> shownLabelRects() const;
    QString emptyText() const;
    QChart *chart() const { return m_chart; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void placeLabels();
    void showPoint(const QPointF &point, bool state, const QScatterSeries *series);
    void markPins();
    QPointF plotPoint(int position) const;
    static QAbstractAxis *logAxis(double min, double max);

public:
    // 1, 2 and 5 times the powers of ten between min and max (for a log axis's labels).
    static std::vector<double> niceLogTicks(double min, double max);

private: // price and compute of a position, log10 on a log axis

    RankingResult m_result;
    QChartView *m_view;
    ChartToolTip *m_toolTip; // the hovered point's text
    QChart *m_chart;
    QLabel *m_note;
    QLabel *m_empty;
    QScatterSeries *m_others = nullptr;
    QScatterSeries *m_frontPoints = nullptr;
    std::vector<int> m_otherPositions; // by point index
    std::vector<int> m_frontPositions;
    QScatterSeries *m_winner = nullptr;
    QScatterSeries *m_pins = nullptr;
    int m_winnerPosition = -1;
    std::vector<int> m_pinPositions;
    QList<int> m_pinnedOffers;
    std::vector<QGraphicsSimpleTextItem *> m_labels; // one per machine on the front
    std::vector<int> m_labelPositions;              // the labelled offer of each, by position
    bool m_logX = false;
    bool m_logY = false;
};

} // namespace gpuscout
