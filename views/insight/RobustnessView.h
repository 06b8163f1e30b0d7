#pragma once

#include "insight/InsightText.h"

#include <QWidget>

#include <array>

class QLabel;
class QSpinBox;
class QTableWidget;

namespace gpuscout {

class AcceptabilityBars;
struct RankAcceptability;
struct RankRobustness;
struct RankingResult;

// How robust the winner is: the weight interval of every criterion within which it stays
// the winner, the range of ranks the top offers take when the weights wander by ±N points,
// and the share of sampled weight vectors each offer wins. Shows what it is given; the
// controller makes the figures (only while this view is shown) and the window forwards
// pointsEdited() to it.
//
// Object names for tests: weightIntervalTable, robustnessTable, robustnessPointsSpin,
// acceptabilityBars.
class RobustnessView final : public QWidget
{
    Q_OBJECT

public:
    explicit RobustnessView(QWidget *parent = nullptr);

    void setRobustnessBands(const std::array<RobustnessBand, CriterionCount> &bands);
    void setRobustness(const RankingResult &result, const RankRobustness &robustness);
    void setAcceptability(const RankingResult &result, const RankAcceptability &acceptability);
    void clear(const QString &why);

    int points() const;
    void setPoints(int points);

Q_SIGNALS:
    void pointsEdited(int points);

private:
    QTableWidget *m_intervals;
    QTableWidget *m_robustness;
    QSpinBox *m_points;
    AcceptabilityBars *m_bars;
    QLabel *m_barsTitle;
};

} // namespace gpuscout
