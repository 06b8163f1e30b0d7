#include "controller/RankingController.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QTimer>

namespace gpuscout {

namespace {

bool sameIntervals(const std::array<WeightInterval, CriterionCount> &a,
                   const std::array<WeightInterval, CriterionCount> &b)
{
    for (std::size_t c = 0; c < CriterionCount; ++c) {
        const WeightInterval &x = a[c];
        const WeightInterval &y = b[c];
        if (x.criterion != y.criterion || x.currentShare != y.currentShare || x.low != y.low || x.high != y.high
            || x.winner != y.winner || x.belowLow != y.belowLow || x.aboveHigh != y.aboveHigh)
            return false;
    }
    return true;
}

} // namespace

RankingController::RankingController(QObject *parent)
    : QObject(parent)
    , m_model(new RankingModel(this))
    , m_insightTimer(new QTimer(this))
{
    // The insight figures wait for a pause in the edits: a slider drag re-ranks on every
    // step, and they take several milliseconds at 100,000 offers.
    m_insightTimer->setSingleShot(true);
    m_insightTimer->setInterval(150);
    connect(m_insightTimer, &QTimer::timeout, this, &RankingController::refreshInsight);
    // The table's view is part of the scenario (saved with it, read by the command line),
    // but only lists: it changes no rank, so it is kept in step without a re-rank.
    connect(m_model, &RankingModel::viewChanged, this, [this] {
        if (m_model->view() == m_scenario.view)
            return;
        m_scenario.view = m_model->view();
        m_update.scenario.view = m_scenario.view;
        Q_EMIT scenarioChanged(m_scenario);
    });
}

void RankingController::setView(const RankingView &view)
{
    m_model->setView(view);
}

RankingController::~RankingController() = default;

void RankingController::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    // Pins follow their offers by id, so an edit of the catalog keeps them.
    QList<qint64> pinnedIds;
    for (int offer : std::as_const(m_update.pinnedOffers))
        pinnedIds << m_catalog->offers[offer].id;
    m_catalog = std::move(catalog);
    QList<int> pinned;
    if (m_catalog) {
        // In the person's pin order (the compare view's columns and the radar's colours follow
        // it), not in the new catalog's offer order.
        QHash<qint64, int> indexOfId;
        if (!pinnedIds.isEmpty()) {
            for (int i = 0; i < m_catalog->offers.size(); ++i)
                indexOfId.insert(m_catalog->offers[i].id, i);
        }
        for (qint64 id : std::as_const(pinnedIds)) {
            const auto found = indexOfId.constFind(id);
            if (found != indexOfId.cend())
                pinned << found.value();
        }
        m_scenario.rates = m_catalog->rates;
    }
    applyPrices();
    m_update.pinnedOffers = pinned;
    m_update.scenario = m_scenario;
    // The pins' indices may be the same numbers for other offers: always republished.
    reprepare();
    publish(RankingUpdate::RankingChanged | RankingUpdate::ScenarioChanged | RankingUpdate::PinsChanged);
}

void RankingController::applyPrices()
{
    if (!m_catalog || m_listPrices) {
        m_ranked = m_catalog;
        m_priceBookUse = PriceBookUse{};
        m_priceBookUse.listPrices = m_listPrices;
        m_priceBookUse.hidden = m_catalog && m_catalog->priceBookHidden;
        return;
    }
    m_ranked = applyPriceBook(m_catalog, QDate::currentDate().toString(Qt::ISODate), &m_priceBookUse);
}

void RankingController::setListPrices(bool listPrices)
{
    if (listPrices == m_listPrices)
        return;
    m_listPrices = listPrices;
    applyPrices();
    reprepare();
    publish(RankingUpdate::RankingChanged);
    Q_EMIT listPricesChanged(listPrices);
}

void RankingController::setScenario(const Scenario &scenario)
{
    Scenario edited = scenario;
    if (m_catalog)
        edited.rates = m_catalog->rates; // the catalog's rate table is the one truth
    m_model->setView(edited.view);
    edited.view = m_model->view();
    if (edited == m_scenario && m_prepared)
        return;
    const Scenario old = m_scenario;
    m_scenario = edited;
    m_update.scenario = m_scenario;
    Scenario sameWeights = old;
    sameWeights.weights = edited.weights;
    if (sameWeights == edited && m_prepared)
        rerank();
    else
        reprepare();
    publish(RankingUpdate::RankingChanged | RankingUpdate::ScenarioChanged);
}

void RankingController::setScenarioKeepingWeights(const Scenario &scenario)
{
    Scenario s = scenario;
    s.weights = m_scenario.weights;
    setScenario(s);
}

void RankingController::setWeights(const Weights &weights)
{
    if (weights == m_scenario.weights && m_prepared)
        return;
    m_scenario.weights = weights;
    m_update.scenario = m_scenario;
    rerank();
    publish(RankingUpdate::RankingChanged | RankingUpdate::ScenarioChanged);
}

void RankingController::togglePinned(const QList<int> &offerIndices)
{
    QList<int> pinned = m_update.pinnedOffers;
    for (int offer : offerIndices) {
        if (!pinned.removeOne(offer))
            pinned << offer;
    }
    setPinnedOffers(pinned);
}

void RankingController::setPinnedOffers(const QList<int> &offerIndices)
{
    QList<int> pinned;
    for (int offer : offerIndices) {
        if (m_catalog && offer >= 0 && offer < m_catalog->offers.size() && !pinned.contains(offer))
            pinned << offer;
    }
    while (pinned.size() > MaxPinned)
        pinned.removeFirst(); // the oldest pin makes room
    if (pinned == m_update.pinnedOffers)
        return;
    m_update.pinnedOffers = pinned;
    publish(RankingUpdate::PinsChanged);
}

void RankingController::setHideDominated(bool hide)
{
    if (hide == m_hideDominated)
        return;
    m_hideDominated = hide;
    publish(0); // the hidden offers are derived in publish()
    Q_EMIT hideDominatedChanged(hide);
}

void RankingController::setInsightWanted(bool wanted)
{
    if (wanted == m_insightWanted)
        return;
    m_insightWanted = wanted;
    Q_EMIT insightWantedChanged(wanted);
    if (wanted)
        refreshInsight(); // a tab just opened shows its figures at once
}

void RankingController::setParetoWanted(bool wanted)
{
    if (wanted == m_paretoWanted)
        return;
    m_paretoWanted = wanted;
    Q_EMIT paretoWantedChanged(wanted);
    if (wanted)
        refreshInsight();
}

void RankingController::setRobustnessPoints(int points)
{
    if (points == m_robustnessPoints)
        return;
    m_robustnessPoints = points;
    Q_EMIT robustnessPointsChanged(points);
    if (m_insightWanted)
        refreshInsight();
}

QList<int> RankingController::radarOffers() const
{
    QList<int> offers = topDistinctInstanceTypes(m_update.result, 3);
    for (int pinned : m_update.pinnedOffers) {
        if (!offers.contains(pinned))
            offers << pinned;
    }
    return offers;
}

bool RankingController::insightCurrent() const
{
    return m_update.insight && m_update.insight->result.ranking == m_update.result.ranking
        && m_insightPoints == m_robustnessPoints;
}

bool RankingController::paretoCurrent() const
{
    return m_update.pareto && m_update.pareto->result.prepared == m_update.result.prepared;
}

void RankingController::refreshInsight()
{
    const RankingResult &result = m_update.result;
    unsigned changed = 0;
    if (m_insightWanted && !insightCurrent()) {
        auto figures = std::make_shared<InsightFigures>();
        figures->result = result;
        figures->intervals = m_update.intervals;
        if (!result.ok() || result.size() == 0) {
            figures->emptyReason = result.ranking && !result.ok()
                ? result.ranking->error
                : QCoreApplication::translate("gpuscout::MainWindow", "No offer passes the constraints.");
        } else {
            RobustnessOptions robustness;
            robustness.points = m_robustnessPoints;
            // One row per machine: the best offer of each of the top ten machines.
            for (int offer : topDistinctInstanceTypes(result, robustness.topK))
                robustness.positions.push_back(result.prepared->positionOfOffer[static_cast<std::size_t>(offer)]);
            figures->robustness = rankRobustness(*result.prepared, m_scenario.weights, robustness);
            AcceptabilityOptions acceptability;
            acceptability.points = m_robustnessPoints;
            figures->acceptability = rankAcceptability(*result.prepared, m_scenario.weights, acceptability,
                                                       m_dominance ? &m_dominance->possibleWinners : nullptr);
        }
        m_update.insight = std::move(figures);
        m_insightPoints = m_robustnessPoints;
        changed |= RankingUpdate::InsightChanged;
    }
    if (m_paretoWanted && !paretoCurrent() && result.prepared) {
        // The front depends only on the prepared offers, not on the weights.
        auto figures = std::make_shared<ParetoFigures>();
        figures->result = result;
        figures->front = paretoFront(*result.prepared);
        m_update.pareto = std::move(figures);
        changed |= RankingUpdate::ParetoChanged;
    }
    if (changed)
        publish(changed);
}

void RankingController::reprepare()
{
    if (!m_ranked)
        return;
    m_prepared = std::make_shared<const PreparedOffers>(prepare(*m_ranked, m_scenario));
    // Which offers are dominated, and the possible winners (the only rivals that can take
    // over in the weight intervals): once per prepare, not on every weight change.
    m_dominance = std::make_shared<const Dominance>(gpuscout::dominance(*m_prepared));
    rerank();
}

void RankingController::rerank()
{
    if (!m_prepared)
        return;
    m_update.result = rankPrepared(m_ranked, m_prepared, m_scenario);
    m_update.intervals = weightIntervals(*m_prepared, m_scenario.weights,
                                         m_dominance ? &m_dominance->possibleWinners : nullptr,
                                         m_update.result.ranking.get());
}

void RankingController::publish(unsigned changed)
{
    RankingUpdate &u = m_update;
    if (changed & RankingUpdate::RankingChanged) {
        if (!sameIntervals(u.intervals, m_publishedIntervals))
            changed |= RankingUpdate::IntervalsChanged;
        m_publishedIntervals = u.intervals;
    }
    const QList<int> radar = radarOffers();
    const QList<int> compare = u.pinnedOffers.size() >= 2 ? u.pinnedOffers : radar.mid(0, MaxPinned);
    if (radar != u.radarOffers || compare != u.compareOffers) {
        u.radarOffers = radar;
        u.compareOffers = compare;
        changed |= RankingUpdate::RadarChanged;
    }
    int winner = -1;
    int runnerUp = -1;
    const RankingResult &r = u.result;
    if (r.ok() && r.size() > 0) {
        winner = r.prepared->offer[r.ranking->order[0]];
        const std::int64_t second = r.runnerUpIndex();
        if (second >= 0)
            runnerUp = r.prepared->offer[r.ranking->order[static_cast<std::size_t>(second)]];
    }
    if (winner != u.winner || runnerUp != u.runnerUp) {
        u.winner = winner;
        u.runnerUp = runnerUp;
        changed |= RankingUpdate::WinnerChanged;
    }
    std::shared_ptr<const std::vector<char>> hidden;
    if (m_hideDominated && m_dominance)
        hidden = std::shared_ptr<const std::vector<char>>(m_dominance, &m_dominance->dominated);
    if (hidden != u.hiddenOffers) {
        u.hiddenOffers = hidden;
        changed |= RankingUpdate::HiddenChanged;
    }
    u.dominatedCount = m_dominance ? m_dominance->dominatedCount : 0;
    if (changed == 0)
        return;
    u.changed = changed;

    // The table: the hidden set first, so that it matches the ranking it is shown with.
    if (changed & RankingUpdate::HiddenChanged)
        m_model->setHiddenOffers(u.hiddenOffers);
    if (changed & RankingUpdate::RankingChanged)
        m_model->setResult(u.result);
    if (changed & (RankingUpdate::RankingChanged | RankingUpdate::PinsChanged))
        m_model->setPinnedOffers(u.pinnedOffers);
    if ((changed & RankingUpdate::RankingChanged) && (m_insightWanted || m_paretoWanted))
        m_insightTimer->start();

    Q_EMIT updated(u);
    if (changed & RankingUpdate::ScenarioChanged)
        Q_EMIT scenarioChanged(m_scenario);
    if (changed & RankingUpdate::PinsChanged)
        Q_EMIT pinnedOffersChanged(u.pinnedOffers);
}

} // namespace gpuscout
