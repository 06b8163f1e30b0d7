#pragma once

#include "insight/WeightBox.h"

#include <vector>

namespace gpuscout {

struct PreparedOffers;

// The range of ranks each of the top offers takes when every weight's share moves by up
// to ±points percentage points (WeightBox). The weight vectors evaluated are the current
// one, the 2^5 corners of the box and the samples of RankAcceptability (same seed), so the
// range is what those vectors reach: a lower bound on the true range over the whole box.
struct RobustnessOptions {
    double points = DefaultBoxPoints;
    int topK = 10;
    // The offers to follow (positions in PreparedOffers, in rank order), such as the best
    // offer of each of the top ten machines; empty: the current top K offers.
    std::vector<int> positions;
    int samples = DefaultWeightSamples;
    // Rank every vector with rank() over all offers: what a ranking method other than the
    // weighted sum needs (chosen automatically), and what the tests compare with.
    bool throughRank = false;
};

struct RankRange {
    int position = -1; // in PreparedOffers
    int current = 0;   // 1-based ranks
    int best = 0;
    int worst = 0;
};

struct RankRobustness {
    double points = DefaultBoxPoints;
    int vectors = 0;              // weight vectors evaluated
    std::vector<RankRange> offers; // the current top offers, in rank order
};

RankRobustness rankRobustness(const PreparedOffers &prepared, const Weights &weights,
                              const RobustnessOptions &options = {});

} // namespace gpuscout
