#pragma once

#include "scoring/Ranking.h"

#include <QString>

namespace gpuscout {

// The words about the best offer, shared by the winner card and the report. Each needs a
// ranking with at least one row (two for the runner-up's gap).

// "AWS p5.48xlarge (us-east-1)"
QString rankedOfferName(const RankedRow &row);
// The winner, its GPUs, price per hour and score: "AWS p5.48xlarge (us-east-1)\nH100-SXM × 8, ..."
QString winnerHeadline(const RankingResult &result);
// Why it wins: the criteria that add most to its score (w·s / Σw), largest first, at most three;
// under TOPSIS the same weighted scores, which are then not parts of the score.
QString winnerReason(const RankingResult &result, const Weights &weights);
// The runner-up and the gap in score points, or why there is none.
QString runnerUpSummary(const RankingResult &result);

} // namespace gpuscout
