#pragma once

#include "scoring/Ranking.h"

#include <QList>

namespace gpuscout {

// The winner against the runner-up (the best offer of another machine), criterion by
// criterion, as the winner card, the report and `rank --format json` explain it.
//
// Scores are compared as printed, to ScorePrecision decimals: a criterion is a reason when
// the winner's printed score is higher, a drawback when it is lower, level when they print
// the same. A criterion that weighs nothing is neither. contribution = w_c (s_winner -
// s_runner-up) / sum(w): under the weighted sum with unknown figures scoring 0 these add up to
// the score gap exactly; otherwise (TOPSIS, or scoring on what is known) they are the
// weighted differences, which order the criteria but are not parts of the gap. Reasons are
// ordered by contribution, largest first; drawbacks by how much they cost, largest first.
// Under UnknownPolicy::KnownOnly a criterion unknown for either offer is not compared (it
// is in `notCompared`).
struct CriterionComparison {
    Criterion criterion = Criterion::Compute;
    double winnerScore = 0;
    double runnerUpScore = 0;
    double contribution = 0;
    double winnerRaw = Unknown;   // the criterion's raw figures, in the scenario's basis
    double runnerUpRaw = Unknown;
};

struct WinnerComparison {
    int winner = -1;   // rank index; -1 when there is no ranking
    int runnerUp = -1; // rank index of the best offer of another machine; -1 when none
    double gap = 0;    // score points
    QList<CriterionComparison> reasons;
    QList<CriterionComparison> drawbacks;
    QList<Criterion> level;
    QList<Criterion> notCompared;
    int winnerUnknown = 0;   // figures unknown (PreparedOffers::unknownCount)
    int runnerUpUnknown = 0;
};

inline constexpr int ScorePrecision = 3;

WinnerComparison compareWinner(const RankingResult &result, const Weights &weights);

} // namespace gpuscout
