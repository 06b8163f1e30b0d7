#pragma once

#include "insight/WeightBox.h"

#include <vector>

namespace gpuscout {

struct PreparedOffers;

// How often each offer wins when the weights wander near the current ones: `samples`
// weight vectors drawn uniformly in the ±points box of WeightBox (fixed seed, so the
// same inputs always give the same shares), each ranked, the winner counted. Ties are
// broken as in the ranking: price, then offer id.
struct AcceptabilityOptions {
    double points = DefaultBoxPoints;
    int samples = DefaultWeightSamples;
    // Rank every sample with rank() over all offers instead of scoring the possible
    // winners here: what a ranking method other than the weighted sum needs (chosen
    // automatically), and what the tests compare the fast path with.
    bool throughRank = false;
};

struct OfferAcceptability {
    int position = -1; // in PreparedOffers
    int wins = 0;
    double share = 0;  // wins / samples
};

struct RankAcceptability {
    double points = DefaultBoxPoints;
    int samples = 0;    // weight vectors drawn and ranked
    int candidates = 0; // offers scored per sample (all offers on the exact path)
    std::vector<OfferAcceptability> offers; // those that won at least once, most wins first
};

// `possibleWinners` (from possibleWinners() in ParetoFront.h, computed once per prepare)
// saves recomputing them on every call; without it they are computed here.
RankAcceptability rankAcceptability(const PreparedOffers &prepared, const Weights &weights,
                                    const AcceptabilityOptions &options = {},
                                    const std::vector<int> *possibleWinners = nullptr);

} // namespace gpuscout
