#include "RankingController.h"

namespace gpuscout {

RankingController::RankingController(QObject *parent)
    : QObject(parent)
{
}

void RankingController::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    reprepare();
}

void RankingController::setScenario(const Scenario &scenario)
{
    const Scenario old = m_scenario;
    m_scenario = scenario;
    Scenario sameWeights = old;
    sameWeights.weights = scenario.weights;
    if (sameWeights == scenario && m_prepared)
        rerank();
    else
        reprepare();
}

void RankingController::setWeights(const Weights &weights)
{
    if (weights == m_scenario.weights && m_prepared)
        return;
    m_scenario.weights = weights;
    rerank();
}

void RankingController::reprepare()
{
    if (!m_catalog)
        return;
    m_prepared = std::make_shared<const PreparedOffers>(prepare(*m_catalog, m_scenario));
    rerank();
}

void RankingController::rerank()
{
    if (!m_prepared)
        return;
    m_result.catalog = m_catalog;
    m_result.prepared = m_prepared;
    m_result.ranking = rank(*m_prepared, m_scenario.weights);
    m_result.currency = m_scenario.currency;
    Q_EMIT rankingChanged(m_result);
}

} // namespace gpuscout
