#include "WinnerCard.h"

#include "Format.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuscout {

namespace {


QString offerName(const RankedRow &r)
{
    const QString provider = r.provider ? r.provider->name : WinnerCard::tr("unknown provider");
    const QString region = r.offer->region.isEmpty() ? WinnerCard::tr("unspecified") : r.offer->region;
    return WinnerCard::tr("%1 %2 (%3)").arg(provider, r.offer->instanceType, region);
}

// The criteria that add most to the winner's score, largest first, at most three.
QString reasonFor(const RankingResult &result, const Weights &weights)
{
    const auto shares = result.contributions(0, weights);
    std::array<Criterion, CriterionCount> order = AllCriteria;
    std::stable_sort(order.begin(), order.end(), [&shares](Criterion a, Criterion b) {
        return shares[indexOf(a)] > shares[indexOf(b)];
    });
    QStringList parts;
    for (Criterion c : order) {
        if (parts.size() == 6 || !(shares[indexOf(c)] > 0))
            break;
        parts << criterionNameInText(c) << formatNumber(shares[indexOf(c)], 2);
    }
    switch (parts.size() / 2) {
    case 0:
        return WinnerCard::tr("It scores 0 on every weighted criterion and ranks first on the "
                              "tie-breakers (lowest price, then catalog order).");
    case 1:
        return WinnerCard::tr("Wins on %1 (%2 of its score)").arg(parts[0], parts[1]);
    case 2:
        return WinnerCard::tr("Wins on %1 (%2 of its score) and %3 (%4)").arg(parts[0], parts[1], parts[2], parts[3]);
    default:
        return WinnerCard::tr("Wins on %1 (%2 of its score), %3 (%4) and %5 (%6)")
            .arg(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
    }
}

} // namespace

WinnerCard::WinnerCard(QWidget *parent)
    : QFrame(parent)
    , m_winner(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_runnerUp(new QLabel(this))
{
    setObjectName(QStringLiteral("winnerCard"));
    setFrameShape(QFrame::StyledPanel);
    // Translucent accent tints over the window colour, so the card reads in light and dark themes.
    setStyleSheet(QStringLiteral("QFrame#winnerCard { border: 1px solid rgba(43, 123, 185, 110);"
                                 " border-left: 4px solid rgb(43, 123, 185); border-radius: 6px;"
                                 " background-color: rgba(43, 123, 185, 20); }"));
    m_winner->setObjectName(QStringLiteral("winnerLabel"));
    m_reason->setObjectName(QStringLiteral("reasonLabel"));
    m_runnerUp->setObjectName(QStringLiteral("runnerUpLabel"));
    QFont headline = m_winner->font();
    headline.setBold(true);
    headline.setPointSizeF(headline.pointSizeF() * 1.2);
    m_winner->setFont(headline);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 10, 12, 10);
    layout->setSpacing(6);
    for (QLabel *label : {m_winner, m_reason, m_runnerUp}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
    }
    layout->addStretch(1);
    setTexts(tr("No ranking yet."), QString(), QString());
}

void WinnerCard::setResult(const RankingResult &result, const Weights &weights)
{
    if (!result.ranking) {
        setTexts(tr("No ranking yet."), QString(), QString());
        return;
    }
    if (!result.ranking->ok()) {
        // The engine's message already says what to change (all-zero or negative weights).
        setTexts(result.ranking->error, QString(), QString());
        return;
    }
    if (result.size() == 0) {
        setTexts(tr("No offer passes the constraints."),
                 tr("Loosen the budget, the minimum VRAM or GPU count, or the provider, region and GPU filters."),
                 QString());
        return;
    }
    const RankedRow winner = result.row(0);
    const QString gpu = winner.gpu ? tr("%1 × %2").arg(winner.gpu->model, formatGpuCount(winner.offer->gpuCount))
                                   : tr("unknown GPU");
    const QString headline = tr("%1\n%2, %3/h, score %4")
                                 .arg(offerName(winner), gpu,
                                      formatMoney(winner.raw[indexOf(Criterion::Price)], result.currency),
                                      formatNumber(winner.score, 3));
    QString runnerUp;
    if (result.size() < 2) {
        runnerUp = tr("No runner-up: only one offer passes the constraints.");
    } else {
        const RankedRow second = result.row(1);
        const double gap = winner.score - second.score;
        runnerUp = gap < 0.0005
            ? tr("Runner-up: %1, level on score; second on the tie-breakers").arg(offerName(second))
            : tr("Runner-up: %1, %2 behind").arg(offerName(second), formatNumber(gap, 3));
    }
    setTexts(headline, reasonFor(result, weights), runnerUp);
}

void WinnerCard::setTexts(const QString &winner, const QString &reason, const QString &runnerUp)
{
    m_winner->setText(winner);
    m_reason->setText(reason);
    m_reason->setVisible(!reason.isEmpty());
    m_runnerUp->setText(runnerUp);
    m_runnerUp->setVisible(!runnerUp.isEmpty());
}

QString WinnerCard::winnerText() const
{
    return m_winner->text();
}

QString WinnerCard::reasonText() const
{
    return m_reason->text();
}

QString WinnerCard::runnerUpText() const
{
    return m_runnerUp->text();
}

} // namespace gpuscout
