#pragma once

#include "insight/ParetoFront.h"
#include "scoring/Ranking.h"
#include "domain/Scenario.h"
#include "insight/Sensitivity.h"

#include <QObject>

#include <memory>

namespace gpuscout {

// Owns the current scenario and the catalog, recomputes and publishes the ranking.
// Views never score: they forward edits here and show what rankingChanged() carries.
// A weight change only re-scores the prepared offers; any other change re-prepares them.
class RankingController final : public QObject
{
    Q_OBJECT

public:
    explicit RankingController(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }

    const Scenario &scenario() const { return m_scenario; }
    void setScenario(const Scenario &scenario);
    void setWeights(const Weights &weights);

    const RankingResult &result() const { return m_result; }
    // For every criterion, how far its share can move before the winner changes; made
    // with every ranking, before rankingChanged().
    const std::array<WeightInterval, CriterionCount> &stabilityIntervals() const { return m_intervals; }
    // Which offers are dominated and which could win at all: depends only on the prepared
    // offers, so it is made once per prepare, on first use (the stability intervals of the
    // first ranking), not on every weight change.
    std::shared_ptr<const Dominance> dominance() const;

    // Offers the user pinned (catalog offer indices, at most MaxPinned, oldest first):
    // drawn on the radar besides the top three, and compared side by side.
    static constexpr int MaxPinned = 6;
    const QList<int> &pinnedOffers() const { return m_pinned; }
    void togglePinned(const QList<int> &offerIndices);
    void setPinnedOffers(const QList<int> &offerIndices);

    // The offers the radar shows: the top three distinct instance types, then the pinned
    // offers not among them.
    QList<int> radarOffers() const;
    // The offers the compare view shows: the pinned ones, or with fewer than two pins the
    // top three and the pin.
    QList<int> compareOffers() const;

Q_SIGNALS:
    void rankingChanged(const gpuscout::RankingResult &result);
    void scenarioChanged(const gpuscout::Scenario &scenario);
    void pinnedOffersChanged(const QList<int> &offerIndices);

private:
    void reprepare();
    void rerank();

    std::shared_ptr<const Catalog> m_catalog;
    Scenario m_scenario;
    std::shared_ptr<const PreparedOffers> m_prepared;
    RankingResult m_result;
    std::array<WeightInterval, CriterionCount> m_intervals{};
    mutable std::shared_ptr<const Dominance> m_dominance;
    QList<int> m_pinned;
};

} // namespace gpuscout
