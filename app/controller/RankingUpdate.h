#pragma once

#include "domain/Scenario.h"
#include "insight/ParetoFront.h"
#include "insight/RankAcceptability.h"
#include "insight/RankRobustness.h"
#include "insight/Sensitivity.h"
#include "scoring/Ranking.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <array>
#include <memory>
#include <vector>

namespace gpuscout {

// The figures of the Insight tab for one ranking: made only while that tab is shown, and
// after a pause in the edits, since they take several milliseconds at 100,000 offers.
struct InsightFigures {
    RankingResult result; // the ranking they were made for
    std::array<WeightInterval, CriterionCount> intervals{};
    RankRobustness robustness;
    RankAcceptability acceptability;
    QString emptyReason; // why there is nothing to show (no feasible offer, an error); empty otherwise
};

// The Pareto tab's front, made once per prepare while that tab is shown: it depends on the
// prepared offers only, not on the weights.
struct ParetoFigures {
    RankingResult result; // the ranking current when it was made (labels and ranks of the points)
    ParetoFront front;
};

// Everything the views show of the controller's state, published once per change
// (RankingController::updated). Cheap to copy: every heavy part is shared and immutable.
// `changed` says which parts differ from the previous update, so that a view skips the
// work for the parts that stayed: a slider move changes the ranking, the intervals and
// perhaps the winner, never the hidden offers or the Pareto front.
struct RankingUpdate {
    enum Part : unsigned {
        RankingChanged = 1u << 0,   // result (the table, the summary and empty texts, the winner card)
        ScenarioChanged = 1u << 1,  // scenario (weights, constraints, workload)
        IntervalsChanged = 1u << 2, // the winner's weight intervals
        HiddenChanged = 1u << 3,    // hiddenOffers (hide-dominated switched, or a new prepare)
        PinsChanged = 1u << 4,      // pinnedOffers
        RadarChanged = 1u << 5,     // radarOffers or compareOffers
        WinnerChanged = 1u << 6,    // winner or runnerUp is another offer
        InsightChanged = 1u << 7,   // insight
        ParetoChanged = 1u << 8,    // pareto
        AllParts = (1u << 9) - 1
    };
    unsigned changed = 0;
    bool has(Part part) const { return (changed & part) != 0; }

    RankingResult result;
    Scenario scenario;
    // For every criterion, how far its share can move before the winner changes.
    std::array<WeightInterval, CriterionCount> intervals{};
    // By position in result.prepared, 1 = left out of the table (dominated on all five
    // criteria) while hiding dominated offers is on; null otherwise.
    std::shared_ptr<const std::vector<char>> hiddenOffers;
    int dominatedCount = 0; // offers dominated on all five criteria, hidden or not
    QList<int> pinnedOffers;  // catalog offer indices, oldest first
    QList<int> radarOffers;   // the top three machines, then the pins not among them
    QList<int> compareOffers; // the pins, or with fewer than two the top three and the pin
    int winner = -1;   // catalog offer index of rank 1; -1 with no ranking
    int runnerUp = -1; // catalog offer index of the best offer of another machine; -1 when none
    std::shared_ptr<const InsightFigures> insight; // the last made; null until the tab asks
    std::shared_ptr<const ParetoFigures> pareto;   // the last made; null until the tab asks
};

} // namespace gpuscout

Q_DECLARE_METATYPE(gpuscout::RankingUpdate)
