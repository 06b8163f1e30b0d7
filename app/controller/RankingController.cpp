#include "controller/RankingController.h"

#include <QHash>

namespace gpuscout {

RankingController::RankingController(QObject *parent)
    : QObject(parent)
{
}

void RankingController::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    // Pins follow their offers by id, so an edit of the catalog keeps them.
    QList<qint64> pinnedIds;
    for (int offer : std::as_const(m_pinned))
        pinnedIds << m_catalog->offers[offer].id;
    m_catalog = std::move(catalog);
    m_pinned.clear();
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
                m_pinned << found.value();
        }
        m_scenario.rates = m_catalog->rates;
    }
    reprepare();
    Q_EMIT pinnedOffersChanged(m_pinned);
    Q_EMIT scenarioChanged(m_scenario);
}

void RankingController::setScenario(const Scenario &scenario)
{
    Scenario edited = scenario;
    if (m_catalog)
        edited.rates = m_catalog->rates; // the catalog's rate table is the one truth
    if (edited == m_scenario && m_prepared)
        return;
    const Scenario old = m_scenario;
    m_scenario = edited;
    Scenario sameWeights = old;
    sameWeights.weights = edited.weights;
    if (sameWeights == edited && m_prepared)
        rerank();
    else
        reprepare();
    Q_EMIT scenarioChanged(m_scenario);
}

void RankingController::setWeights(const Weights &weights)
{
    if (weights == m_scenario.weights && m_prepared)
        return;
    m_scenario.weights = weights;
    rerank();
    Q_EMIT scenarioChanged(m_scenario);
}

void RankingController::togglePinned(const QList<int> &offerIndices)
{
    QList<int> pinned = m_pinned;
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
    if (pinned == m_pinned)
        return;
    m_pinned = pinned;
    Q_EMIT pinnedOffersChanged(m_pinned);
}

QList<int> RankingController::radarOffers() const
{
    QList<int> offers = topDistinctInstanceTypes(m_result, 3);
    for (int pinned : m_pinned) {
        if (!offers.contains(pinned))
            offers << pinned;
    }
    return offers;
}

QList<int> RankingController::compareOffers() const
{
    if (m_pinned.size() >= 2)
        return m_pinned;
    return radarOffers().mid(0, MaxPinned);
}

void RankingController::reprepare()
{
    if (!m_catalog)
        return;
    m_prepared = std::make_shared<const PreparedOffers>(prepare(*m_catalog, m_scenario));
    m_dominance.reset();
    rerank();
}

void RankingController::rerank()
{
    if (!m_prepared)
        return;
    m_result = rankPrepared(m_catalog, m_prepared, m_scenario);
    // The possible winners (once per prepare) are the only rivals that can take over.
    const auto possible = dominance();
    m_intervals = weightIntervals(*m_prepared, m_scenario.weights, possible ? &possible->possibleWinners : nullptr,
                                  m_result.ranking.get());
    Q_EMIT rankingChanged(m_result);
}

std::shared_ptr<const Dominance> RankingController::dominance() const
{
    if (!m_dominance && m_prepared)
        m_dominance = std::make_shared<const Dominance>(gpuscout::dominance(*m_prepared));
    return m_dominance;
}

} // namespace gpuscout
