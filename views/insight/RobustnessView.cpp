#include "insight/RobustnessView.h"

#include "charts/AcceptabilityBars.h"
#include "domain/Format.h"
#include "insight/RankAcceptability.h"
#include "insight/RankRobustness.h"
#include "scoring/Ranking.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuscout {

namespace {

QTableWidget *makeTable(const QString &name, const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setTabKeyNavigation(false); // Tab moves on to the next control
    table->setObjectName(name);
    table->setColumnCount(static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTableWidgetItem *item(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *it = new QTableWidgetItem(text);
    it->setTextAlignment(align);
    it->setToolTip(text);
    return it;
}

} // namespace

RobustnessView::RobustnessView(QWidget *parent)
    : QWidget(parent)
    , m_intervals(makeTable(QStringLiteral("weightIntervalTable"),
                            {tr("Criterion"), tr("Share now"), tr("Winner stays while share is"), tr("Below that"),
                             tr("Above that")},
                            this))
    , m_robustness(makeTable(QStringLiteral("robustnessTable"),
                             {tr("Rank"), tr("Offer"), tr("Best"), tr("Worst")}, this))
    , m_points(new QSpinBox(this))
    , m_bars(new AcceptabilityBars(this))
    , m_barsTitle(new QLabel(this))
{
    setObjectName(QStringLiteral("robustnessView"));
    auto *intervalsTitle = new QLabel(tr("<b>Robustness to the weights</b> — how far each criterion's share of the total "
                                         "weight can move, the others keeping their proportions, before another "
                                         "offer wins"),
                                      this);
    intervalsTitle->setWordWrap(true);
    m_intervals->setRowCount(static_cast<int>(CriterionCount));
    m_intervals->setSelectionMode(QAbstractItemView::NoSelection);
    m_intervals->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_intervals->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_intervals->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_intervals->setTextElideMode(Qt::ElideRight); // the provider stays readable; the full name is the tooltip
    m_intervals->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_intervals->horizontalHeader()->setStretchLastSection(false);
    for (int col : {3, 4})
        m_intervals->horizontalHeader()->setSectionResizeMode(col, QHeaderView::Stretch);

    m_points->setObjectName(QStringLiteral("robustnessPointsSpin"));
    m_points->setRange(1, 50);
    m_points->setValue(static_cast<int>(DefaultBoxPoints));
    m_points->setPrefix(QStringLiteral("± "));
    m_points->setSuffix(tr(" points"));
    m_points->setToolTip(tr("How far every weight's share may move, in percentage points of the total weight"));
    connect(m_points, &QSpinBox::valueChanged, this, &RobustnessView::pointsEdited);
    auto *pointsRow = new QHBoxLayout;
    auto *pointsLabel = new QLabel(tr("<b>When every share moves by</b>"), this);
    pointsLabel->setBuddy(m_points);
    pointsRow->addWidget(pointsLabel);
    pointsRow->addWidget(m_points);
    pointsRow->addStretch(1);

    m_robustness->horizontalHeader()->setStretchLastSection(false);
    m_robustness->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_robustness->setTextElideMode(Qt::ElideRight); // the provider stays readable; the full name is the tooltip
    m_robustness->setToolTip(tr("The ranks each of the top offers takes over the weight vectors tried: the "
                                "corners of the ±N box and random samples in it, so the true range may be wider"));
    m_bars->setObjectName(QStringLiteral("acceptabilityBars"));
    m_barsTitle->setWordWrap(true);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *rangeTitle = new QLabel(tr("Range of ranks of the top offers"), this);
    leftLayout->addWidget(rangeTitle);
    leftLayout->addWidget(m_robustness);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_barsTitle);
    rightLayout->addWidget(m_bars, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 400}); // the offer names need the room more than the bars
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 6, 4, 4);
    layout->addWidget(intervalsTitle);
    layout->addWidget(m_intervals);
    layout->addSpacing(6);
    layout->addLayout(pointsRow);
    layout->addWidget(split, 1);
}

void RobustnessView::setRobustnessBands(const std::array<RobustnessBand, CriterionCount> &bands)
{
    for (Criterion c : AllCriteria) {
        const int row = static_cast<int>(indexOf(c));
        const RobustnessBand &b = bands[indexOf(c)];
        m_intervals->setItem(row, 0, item(criterionName(c)));
        if (!b.valid) {
            for (int col = 1; col < 5; ++col)
                m_intervals->setItem(row, col, item(QString()));
            continue;
        }
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        m_intervals->setItem(row, 1, item(shareText(b.currentShare), right));
        m_intervals->setItem(row, 2, item(tr("%1 to %2").arg(intervalEndText(b.low, 1, QStringLiteral(" %")),
                                                        intervalEndText(b.high, 1, QStringLiteral(" %"))),
                                       right));
        QTableWidgetItem *below = item(b.belowLow.isEmpty() ? QStringLiteral("—") : b.belowLow);
        if (b.belowLow.isEmpty())
            below->setToolTip(tr("%1 stays the winner down to a share of 0 %").arg(b.winner));
        QTableWidgetItem *above = item(b.aboveHigh.isEmpty() ? QStringLiteral("—") : b.aboveHigh);
        if (b.aboveHigh.isEmpty())
            above->setToolTip(tr("%1 stays the winner up to a share of 100 %").arg(b.winner));
        m_intervals->setItem(row, 3, below);
        m_intervals->setItem(row, 4, above);
    }
}

void RobustnessView::setRobustness(const RankingResult &result, const RankRobustness &robustness)
{
    m_robustness->setRowCount(static_cast<int>(robustness.offers.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < m_robustness->rowCount(); ++row) {
        const RankRange &r = robustness.offers[static_cast<std::size_t>(row)];
        m_robustness->setItem(row, 0, item(QString::number(r.current), right));
        m_robustness->setItem(row, 1, item(offerNameAt(result, r.position)));
        m_robustness->setItem(row, 2, item(QString::number(r.best), right));
        m_robustness->setItem(row, 3, item(QString::number(r.worst), right));
    }
}

void RobustnessView::setAcceptability(const RankingResult &result, const RankAcceptability &acceptability)
{
    // The sentence says what a buyer learns; how it is worked out is in the tooltip.
    m_barsTitle->setText(tr("How often each offer would come out on top if your weights were a little different "
                            "(each weight's share up to %1 points higher or lower)")
                             .arg(acceptability.points));
    m_barsTitle->setToolTip(tr("Method: %1 weight vectors drawn at random, each criterion's share of the total "
                               "weight moved by up to ±%2 percentage points from yours; a bar is the share of "
                               "those vectors under which the offer ranks first. Offers that never rank first "
                               "are left out.")
                                .arg(QLocale().toString(acceptability.samples))
                                .arg(acceptability.points));
    m_bars->setToolTip(m_barsTitle->toolTip());
    QList<AcceptabilityBars::Entry> entries;
    const int winner = result.ok() && result.size() > 0 ? static_cast<int>(result.ranking->order.front()) : -1;
    for (const OfferAcceptability &a : acceptability.offers)
        entries.push_back({offerNameAt(result, a.position), a.share, a.position == winner});
    m_bars->setEntries(entries);
    m_bars->setEmptyText(tr("No ranking to sample."));
}

void RobustnessView::clear(const QString &why)
{
    std::array<RobustnessBand, CriterionCount> none{};
    setRobustnessBands(none);
    m_robustness->setRowCount(0);
    m_bars->setEntries({});
    m_bars->setEmptyText(why);
    m_barsTitle->clear();
}

int RobustnessView::points() const
{
    return m_points->value();
}

void RobustnessView::setPoints(int points)
{
    const QSignalBlocker block(m_points);
    m_points->setValue(points);
}

} // namespace gpuscout
