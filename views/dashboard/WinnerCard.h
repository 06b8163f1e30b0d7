#pragma once

#include "scoring/Ranking.h"

#include <QFrame>

class QLabel;

namespace gpuscout {

// The current best offer at a glance: who wins, with what score, why (the criteria that
// contribute most to its score, w·s / Σw), and the runner-up with the gap in score
// points. Ranked by a job whose time the performance model works out, a line says where the
// winner's time comes from: a measurement (its source and date) or an estimate.
// Says why when there is nothing to show (no feasible offer, all-zero weights), and names
// the chosen providers that have no price under the billing mode, with links to update
// prices or request quotes.
// Its context menu copies the lines.
class WinnerCard final : public QFrame
{
    Q_OBJECT

public:
    explicit WinnerCard(QWidget *parent = nullptr);

    void setResult(const RankingResult &result, const Weights &weights);

    QString winnerText() const;
    QString reasonText() const;
    QString runnerUpText() const;
    // Where the winner's job time comes from; empty unless ranked by a timed job.
    QString basisText() const;
    // Chosen providers with no price under the billing mode; empty when there are none.
    QString missingText() const { return m_missingPlain; }
    // The lines as plain text (what the card's "Copy the Summary" puts on the clipboard).
    QString summaryText() const;

    // The text with a word joiner (U+2060, invisible) after every hyphen, so that a narrow
    // card wraps between words, never inside "(asia-northeast1)" or "a3-ultragpu-8g".
    static QString keepNamesWhole(const QString &text);

Q_SIGNALS:
    // A link of the card: "update-prices" or "request-quotes".
    void actionRequested(const QString &action);

private:
    void setTexts(const QString &winner, const QString &reason, const QString &runnerUp,
                  const QString &basis = QString());
    void setMissing(const QString &text);

    QLabel *m_winner;
    QLabel *m_basis;
    QLabel *m_reason;
    QLabel *m_runnerUp;
    QLabel *m_missing;
    QString m_missingPlain;
    QString m_texts[4]; // the plain texts of the labels: winner, basis, reason, runner-up
};

} // namespace gpuscout
