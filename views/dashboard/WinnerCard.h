#pragma once

#include "scoring/Ranking.h"

#include <QFrame>

class QLabel;

namespace gpuscout {

// The current best offer at a glance: who wins, with what score, why (the criteria that
// contribute most to its score, w·s / Σw), and the runner-up with the gap in score
// points. Says why when there is nothing to show (no feasible offer, all-zero weights).
class WinnerCard final : public QFrame
{
    Q_OBJECT

public:
    explicit WinnerCard(QWidget *parent = nullptr);

    void setResult(const RankingResult &result, const Weights &weights);

    QString winnerText() const;
    QString reasonText() const;
    QString runnerUpText() const;

private:
    void setTexts(const QString &winner, const QString &reason, const QString &runnerUp);

    QLabel *m_winner;
    QLabel *m_reason;
    QLabel *m_runnerUp;
};

} // namespace gpuscout
