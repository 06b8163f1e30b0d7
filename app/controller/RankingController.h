#pragma once

#include "controller/RankingUpdate.h"
#include "domain/PriceBook.h"
#include "insight/WeightBox.h"
#include "itemmodels/RankingModel.h"

#include <QObject>

#include <memory>

class QTimer;

namespace gpuscout {

// Owns the current scenario, the catalog and the ranking table's model; recomputes and
// publishes. Views never score: they forward edits here and show what updated() carries,
// one RankingUpdate per change with the parts that changed marked. A weight change only
// re-scores the prepared offers; any other change re-prepares them.
class RankingController final : public QObject
{
    Q_OBJECT
    Q_PROPERTY(gpuscout::Scenario scenario READ scenario WRITE setScenario NOTIFY scenarioChanged)
    Q_PROPERTY(gpuscout::Weights weights READ weights WRITE setWeights NOTIFY scenarioChanged)
    Q_PROPERTY(QList<int> pinnedOffers READ pinnedOffers WRITE setPinnedOffers NOTIFY pinnedOffersChanged)
    Q_PROPERTY(bool hideDominated READ hideDominated WRITE setHideDominated NOTIFY hideDominatedChanged)
    Q_PROPERTY(bool insightWanted READ insightWanted WRITE setInsightWanted NOTIFY insightWantedChanged)
    Q_PROPERTY(bool paretoWanted READ paretoWanted WRITE setParetoWanted NOTIFY paretoWantedChanged)
    Q_PROPERTY(int robustnessPoints READ robustnessPoints WRITE setRobustnessPoints NOTIFY robustnessPointsChanged)
    Q_PROPERTY(gpuscout::RankingUpdate lastUpdate READ lastUpdate NOTIFY updated)
    Q_PROPERTY(gpuscout::RankingModel *model READ model CONSTANT)

public:
    explicit RankingController(QObject *parent = nullptr);
    ~RankingController() override;

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // The catalog as stored, at list prices: what the editors show and change.
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    // The catalog ranked: at the buyer's prices where the price book applies, unless
    // listPrices (the same pointer as catalog() when no term applies).
    std::shared_ptr<const Catalog> rankedCatalog() const { return m_ranked; }
    const PriceBookUse &priceBookUse() const { return m_priceBookUse; }
    bool listPrices() const { return m_listPrices; }
    void setListPrices(bool listPrices);

    const Scenario &scenario() const { return m_scenario; }
    void setScenario(const Scenario &scenario);
    // Only the scenario's weights: the panels that edit the rest do not own them.
    void setScenarioKeepingWeights(const Scenario &scenario);
    const Weights &weights() const { return m_scenario.weights; }
    // The ranking table's view (Scenario::view): lists, never re-ranks.
    void setView(const RankingView &view);
    void setWeights(const Weights &weights);

    // The last update published, every part filled in (whatever its `changed`).
    const RankingUpdate &lastUpdate() const { return m_update; }
    const RankingResult &result() const { return m_update.result; }
    // The table's model, kept in step with every update: the views only sort and filter it.
    RankingModel *model() const { return m_model; }
    // Which offers are dominated and which could win at all: depends only on the prepared
    // offers, so it is made once per prepare.
    std::shared_ptr<const Dominance> dominance() const { return m_dominance; }

    // Offers the user pinned (catalog offer indices, at most MaxPinned, oldest first):
    // drawn on the radar besides the top three, and compared side by side.
    static constexpr int MaxPinned = 6;
    const QList<int> &pinnedOffers() const { return m_update.pinnedOffers; }
    void togglePinned(const QList<int> &offerIndices);
    void setPinnedOffers(const QList<int> &offerIndices);

    // Dominated offers left out of the table (RankingUpdate::hiddenOffers).
    bool hideDominated() const { return m_hideDominated; }
    void setHideDominated(bool hide);

    // While the Insight (Pareto) tab is shown, its figures are made 150 ms after the last
    // change, so that a slider drag does not wait for them; at once when the tab opens.
    bool insightWanted() const { return m_insightWanted; }
    void setInsightWanted(bool wanted);
    bool paretoWanted() const { return m_paretoWanted; }
    void setParetoWanted(bool wanted);
    // The half-width of the box the weights wander in for the insight figures.
    int robustnessPoints() const { return m_robustnessPoints; }
    void setRobustnessPoints(int points);
    // Makes the wanted figures now if they are out of date (the pause timer calls it; tests too).
    void refreshInsight();

Q_SIGNALS:
    void updated(const gpuscout::RankingUpdate &update);
    void scenarioChanged(const gpuscout::Scenario &scenario);
    void pinnedOffersChanged(const QList<int> &offerIndices);
    void hideDominatedChanged(bool hide);
    void insightWantedChanged(bool wanted);
    void paretoWantedChanged(bool wanted);
    void robustnessPointsChanged(int points);
    void listPricesChanged(bool listPrices);

private:
    void applyPrices();
    void reprepare();
    void rerank();
    // Derives the radar, compare, winner and hidden parts from the state, marks what
    // differs from the last update, and publishes when anything does.
    void publish(unsigned changed);
    QList<int> radarOffers() const;
    bool insightCurrent() const;
    bool paretoCurrent() const;

    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const Catalog> m_ranked;
    PriceBookUse m_priceBookUse;
    bool m_listPrices = false;
    Scenario m_scenario;
    std::shared_ptr<const PreparedOffers> m_prepared;
    std::shared_ptr<const Dominance> m_dominance;
    RankingUpdate m_update;
    std::array<WeightInterval, CriterionCount> m_publishedIntervals{}; // for IntervalsChanged
    RankingModel *m_model;
    QTimer *m_insightTimer;
    bool m_hideDominated = false;
    bool m_insightWanted = false;
    bool m_paretoWanted = false;
    int m_robustnessPoints = static_cast<int>(DefaultBoxPoints);
    int m_insightPoints = -1; // the points the current insight figures were made with
};

} // namespace gpuscout
