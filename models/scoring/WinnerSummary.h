#pragma once

#include "scoring/Ranking.h"

#include <QString>

namespace gpuscout {

// The words about the best offer, shared by the winner card and the report. Each needs a
// ranking with at least one row (two for the runner-up's gap).

// Under the job objective, why an offer ranks after jobs it outscores (JobGuards.h): "its job
// costs 7.2 × the cheapest, over the limit of 5 ×"; empty for an eligible job.
QString jobTierText(const PreparedOffers &prepared, std::size_t pos);
// "costs 1.3 × the cheapest feasible job and takes 2.1 × the fastest job's time"; empty without
// a known job cost.
QString jobRatioText(const PreparedOffers &prepared, std::size_t pos);
// "+5 other regions at $64.44–$90.22/h": the other regions of the machine of a rank index;
// empty when it has none.
QString otherRegionsText(const RankingResult &result, std::size_t rankIndex);
// The winner, its GPUs, price per hour and score, and its machine's other regions:
// "AWS p5.48xlarge (us-east-1)\nH100-SXM × 8, $55.040/h, score 0.812 (+2 other regions at ...)"
QString winnerHeadline(const RankingResult &result);
// Why it wins, against the runner-up (WinnerComparison): the criteria on which it scores
// higher, by their weighted share of the gap; plainly, where it is worse ("costs 2.1 × more
// per GPU-hour"); and how many figures of each are unknown. A criterion on which the winner
// is worse is never given as a reason. `detailed` (the report) adds both scores to each reason
// and always says how many figures are unknown; the card says it when any is.
QString winnerReason(const RankingResult &result, const Weights &weights, bool detailed = false);
// The runner-up (the best offer of another machine) and the gap in score points; "level"
// only when the two scores print the same.
QString runnerUpSummary(const RankingResult &result);

} // namespace gpuscout
