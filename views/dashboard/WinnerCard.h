#pragma once

#include "scoring/Ranking.h"

#include <QFrame>

class QLabel;

namespace gpuscout {

// The current best offer at a glance: who wins, with what score, why (the criteria that
// contribute most to its score, w·s / Σw), and the runner-up with the gap in score
// points. Says why when there is nothing to show (no feasible offer, all-zero weights).
// Its context menu copies the three lines.
class WinnerCard final : public QFrame
{
    Q_OBJECT

public:
    explicit WinnerCard(QWidget *parent = nullptr);

    void setResult(const RankingResult &result, const Weights &weights);

    QString winnerText() const;
    QString reasonText() const;
    QString runnerUpText() const;
    // The three lines as plain text (what the card's "Copy the Summary" puts on the clipboard).
    QString summaryText() const;

    // The text with a word joiner (U+2060, invisible) after every hyphen, so that a narrow
    // card wraps between words, never inside "(asia-northeast1)" or "a3-ultragpu-8g".
    static QString keepNamesWhole(const QString &text);

private:
    void setTexts(const QString &winner, const QString &reason, const QString &runnerUp);

    QLabel *m_winner;
    QLabel *m_reason;
    QLabel *m_runnerUp;
    QString m_texts[3]; // the plain texts of the three labels
};

} // namespace gpuscout
