#pragma once

#include "domain/Weights.h"

#include <cstdint>
#include <vector>

namespace gpuscout {

struct PreparedOffers;

// The weight vectors "near" the current one, shared by the rank-robustness and the
// rank-acceptability views: every criterion's share p_c moves by up to ±N percentage
// points, clamped at 0, and the result is renormalised to sum 1.
struct WeightBox {
    std::array<double, CriterionCount> low{};  // share bounds before renormalisation
    std::array<double, CriterionCount> high{};
};

inline constexpr double DefaultBoxPoints = 10;       // ±10 percentage points
inline constexpr int DefaultWeightSamples = 2000;
inline constexpr std::uint64_t WeightSampleSeed = 0x6770'7573'636f'7574; // fixed: results repeat

// An empty box (all bounds 0) when the weights are all zero or invalid.
WeightBox weightBox(const Weights &weights, double points);
// The 2^5 corners, each renormalised; corners whose shares are all zero are left out.
std::vector<Weights> boxCorners(const WeightBox &box);
// `count` vectors drawn uniformly in the box (before renormalisation) from a
// std::mt19937_64 with the given seed. The uniform variate is made here from the raw
// bits, because std::uniform_real_distribution may differ between standard libraries.
std::vector<Weights> sampleBox(const WeightBox &box, int count, std::uint64_t seed = WeightSampleSeed);

// True when rank() orders by the weighted sum of the normalised criteria, so that the
// fast paths of RankRobustness and RankAcceptability (scores computed here, candidates
// cut by dominance) give exactly what rank() would. Another ranking method takes the
// exact path through rank() for every weight vector.
bool ranksByWeightedSum(const PreparedOffers &prepared);

// The shares rank() scores with (w_c / total), in rank()'s arithmetic so that ties fall
// the same way.
std::array<double, CriterionCount> scoringShares(const Weights &weights);

} // namespace gpuscout
