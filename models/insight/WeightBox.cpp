#include "insight/WeightBox.h"

#include "scoring/ScoringEngine.h"

#include <algorithm>
#include <random>

namespace gpuscout {

WeightBox weightBox(const Weights &weights, double points)
{
    WeightBox box;
    if (!validateWeights(weights).isEmpty())
        return box;
    const double delta = std::max(0.0, points) / 100.0;
    for (Criterion c : AllCriteria) {
        const double p = weights.share(c);
        box.low[indexOf(c)] = std::max(0.0, p - delta);
        box.high[indexOf(c)] = p + delta;
    }
    return box;
}

namespace {

// Shares scaled to sum 1; false when they are all zero.
bool renormalised(const std::array<double, CriterionCount> &shares, Weights *out)
{
    double total = 0;
    for (double s : shares)
        total += s;
    if (!(total > 0))
        return false;
    for (std::size_t k = 0; k < CriterionCount; ++k)
        out->value[k] = shares[k] / total;
    return true;
}

} // namespace

std::vector<Weights> boxCorners(const WeightBox &box)
{
    std::vector<Weights> corners;
    corners.reserve(1u << CriterionCount);
    for (unsigned mask = 0; mask < (1u << CriterionCount); ++mask) {
        std::array<double, CriterionCount> shares{};
        for (std::size_t k = 0; k < CriterionCount; ++k)
            shares[k] = (mask >> k) & 1u ? box.high[k] : box.low[k];
        Weights w;
        if (renormalised(shares, &w))
            corners.push_back(w);
    }
    return corners;
}

std::vector<Weights> sampleBox(const WeightBox &box, int count, std::uint64_t seed)
{
    std::vector<Weights> samples;
    if (count <= 0)
        return samples;
    samples.reserve(static_cast<std::size_t>(count));
    std::mt19937_64 engine(seed);
    // 53 random bits give every double in [0, 1) on a uniform grid, the same everywhere.
    auto uniform = [&engine] { return static_cast<double>(engine() >> 11) * 0x1.0p-53; };
    int attempts = 0;
    while (static_cast<int>(samples.size()) < count && attempts < 4 * count) {
        ++attempts;
        std::array<double, CriterionCount> shares{};
        for (std::size_t k = 0; k < CriterionCount; ++k)
            shares[k] = box.low[k] + (box.high[k] - box.low[k]) * uniform();
        Weights w;
        if (renormalised(shares, &w))
            samples.push_back(w);
    }
    return samples;
}

bool ranksByWeightedSum(const PreparedOffers &prepared)
{
    // Scoring on what is known divides each offer by its own known weight: not one linear
    // form for all offers, so the fast paths do not apply.
    return prepared.method == RankingMethod::WeightedSum && prepared.unknownPolicy == UnknownPolicy::ScoreZero;
}

std::array<double, CriterionCount> scoringShares(const Weights &weights)
{
    std::array<double, CriterionCount> w{};
    const double total = weights.total();
    for (Criterion c : AllCriteria)
        w[indexOf(c)] = weights[c] / total;
    return w;
}

} // namespace gpuscout
