#include "dashboard/WinnerCard.h"

#include "scoring/RankingSummary.h"
#include "itemmodels/JobBasisText.h"
#include "scoring/WinnerSummary.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QVBoxLayout>

namespace gpuscout {

WinnerCard::WinnerCard(QWidget *parent)
    : QFrame(parent)
    , m_winner(new QLabel(this))
    , m_basis(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_runnerUp(new QLabel(this))
    , m_missing(new QLabel(this))
{
    setObjectName(QStringLiteral("winnerCard"));
    setFrameShape(QFrame::StyledPanel);
    // Translucent accent tints over the window colour, so the card reads in light and dark themes.
    setStyleSheet(QStringLiteral("QFrame#winnerCard { border: 1px solid rgba(43, 123, 185, 110);"
                                 " border-left: 4px solid rgb(43, 123, 185); border-radius: 6px;"
                                 " background-color: rgba(43, 123, 185, 20); }"));
    m_winner->setObjectName(QStringLiteral("winnerLabel"));
    m_basis->setObjectName(QStringLiteral("winnerBasisLabel"));
    m_basis->setToolTip(tr("Where the winner's time to complete comes from: a measurement of a comparable job (a "
                           "benchmark or your trial run) or the performance model's estimate. The hours cell of "
                           "the ranking gives the details."));
    m_reason->setObjectName(QStringLiteral("reasonLabel"));
    m_runnerUp->setObjectName(QStringLiteral("runnerUpLabel"));
    QFont headline = m_winner->font();
    headline.setBold(true);
    headline.setPointSizeF(headline.pointSizeF() * 1.2);
    m_winner->setFont(headline);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 10, 12, 10);
    layout->setSpacing(6);
    for (QLabel *label : {m_winner, m_basis, m_reason, m_runnerUp}) {
        label->setWordWrap(true);
        // Not selectable: a selectable label lays its text out as a rich-text document, which
        // made each weight step 0.4 to 0.75 ms slower. The card's menu copies all of it instead.
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
    }
    // Rich text only here, and set only when it changes: the links to the two remedies.
    m_missing->setObjectName(QStringLiteral("winnerMissingLabel"));
    m_missing->setWordWrap(true);
    m_missing->setTextFormat(Qt::RichText);
    m_missing->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_missing->hide();
    connect(m_missing, &QLabel::linkActivated, this, &WinnerCard::actionRequested);
    layout->addWidget(m_missing);
    layout->addStretch(1);

    auto *copy = new QAction(tr("&Copy the Summary"), this);
    copy->setObjectName(QStringLiteral("copyWinnerSummary"));
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(summaryText()); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    setTexts(tr("No ranking yet."), QString(), QString());
}

void WinnerCard::setResult(const RankingResult &result, const Weights &weights)
{
    setMissing(result.ok() ? unpricedProvidersText(result) : QString());
    if (!result.ranking) {
        setTexts(tr("No ranking yet."), QString(), QString());
        return;
    }
    if (!result.ranking->ok()) {
        // The engine's message already says what to change (all-zero or negative weights).
        setTexts(result.ranking->error, QString(), QString());
        return;
    }
    if (noPriceInCatalog(result)) {
        // Not a constraint to loosen: the catalog has no price in this billing mode at all.
        setTexts(noPriceInCatalogText(result.billing), tr("Choose another billing mode, or import vendor quotes."), QString());
        return;
    }
    if (result.size() == 0) {
        setTexts(tr("No offer passes the constraints."),
                 tr("Loosen the budget, the minimum VRAM or GPU count, or the provider, region and GPU filters."),
                 QString());
        return;
    }
    // Only where the performance model times the job: hours the workload fixes, or a job
    // compared per hour, have no time of its making.
    const PreparedOffers &p = *result.prepared;
    const QString basis = p.byJob && !p.jobPerHour && !p.fixedHours && !p.job.empty()
        ? jobBasisLine(*result.catalog, p.job[result.ranking->order[0]])
        : QString();
    setTexts(winnerHeadline(result), winnerReason(result, weights), runnerUpSummary(result), basis);
}

void WinnerCard::setMissing(const QString &text)
{
    if (text == m_missingPlain)
        return;
    m_missingPlain = text;
    m_missing->setVisible(!text.isEmpty());
    if (text.isEmpty())
        return;
    m_missing->setText(text.toHtmlEscaped() + QStringLiteral("<br><a href=\"update-prices\">%1</a> &nbsp;·&nbsp; <a href=\"request-quotes\">%2</a>")
                                                   .arg(tr("Update Prices…").toHtmlEscaped(), tr("Request Quotes…").toHtmlEscaped()));
}

void WinnerCard::setTexts(const QString &winner, const QString &reason, const QString &runnerUp, const QString &basis)
{
    m_texts[0] = winner;
    m_texts[1] = basis;
    m_texts[2] = reason;
    m_texts[3] = runnerUp;
    m_winner->setText(keepNamesWhole(winner));
    m_basis->setText(keepNamesWhole(basis));
    m_basis->setVisible(!basis.isEmpty());
    m_reason->setText(keepNamesWhole(reason));
    m_reason->setVisible(!reason.isEmpty());
    m_runnerUp->setText(keepNamesWhole(runnerUp));
    m_runnerUp->setVisible(!runnerUp.isEmpty());
}

QString WinnerCard::keepNamesWhole(const QString &text)
{
    // A hyphen is a line-break opportunity; the word joiner after it takes that away (a
    // non-breaking hyphen, U+2011, is missing from some fonts).
    QString out = text;
    return out.replace(u'-', QStringLiteral("-\u2060"));
}

QString WinnerCard::summaryText() const
{
    QStringList lines;
    for (const QString &text : m_texts) {
        if (!text.isEmpty())
            lines << text;
    }
    if (!m_missingPlain.isEmpty())
        lines << m_missingPlain;
    return lines.join(u'\n');
}

QString WinnerCard::winnerText() const
{
    return m_texts[0];
}

QString WinnerCard::reasonText() const
{
    return m_texts[2];
}

QString WinnerCard::runnerUpText() const
{
    return m_texts[3];
}

QString WinnerCard::basisText() const
{
    return m_texts[1];
}

} // namespace gpuscout
