#include "insight/RankRobustness.h"

#include "scoring/ScoringEngine.h"

#include <algorithm>

namespace gpuscout {

namespace {

using Shares = std::array<double, CriterionCount>;

double scoreOf(const PreparedOffers &p, std::size_t i, const Shares &share)
{
    double s = 0; // summed as rank() sums, criterion by criterion
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (share[k] != 0)
            s += share[k] * p.normalized[k][i];
    }
    return s;
}

// The ranks of the top offers under each vector, scoring only the offers whose order
// against a top offer can change inside the box. Every evaluated share lies in
// [lo_k, hi_k], so for d = s_j - s_i the score difference lies in
// [sum min(lo_k d_k, hi_k d_k), sum max(lo_k d_k, hi_k d_k)]: an offer always above or
// always below a top offer is counted once, only the others are scored per vector.
void fastRanks(const PreparedOffers &p, const std::vector<Shares> &vectors, RankRobustness &out)
{
    Shares lo;
    Shares hi;
    lo.fill(1);
    hi.fill(0);
    for (const Shares &s : vectors) {
        for (std::size_t k = 0; k < CriterionCount; ++k) {
            lo[k] = std::min(lo[k], s[k]);
            hi[k] = std::max(hi[k], s[k]);
        }
    }
    std::vector<std::uint32_t> tieRank(p.size());
    for (std::uint32_t k = 0; k < p.tieOrder.size(); ++k)
        tieRank[p.tieOrder[k]] = k;
    constexpr double Margin = 1e-12; // far above rounding, far below any real difference
    const std::size_t n = p.size();
    std::vector<int> alwaysAhead(out.offers.size(), 0);
    std::vector<std::vector<std::uint32_t>> open(out.offers.size());
    for (std::size_t t = 0; t < out.offers.size(); ++t) {
        const auto i = static_cast<std::size_t>(out.offers[t].position);
        Shares si;
        for (std::size_t k = 0; k < CriterionCount; ++k)
            si[k] = p.normalized[k][i];
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i)
                continue;
            double low = 0;
            double high = 0;
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                const double d = p.normalized[k][j] - si[k];
                low += std::min(lo[k] * d, hi[k] * d);
                high += std::max(lo[k] * d, hi[k] * d);
            }
            if (high < -Margin)
                continue;
            if (low > Margin)
                ++alwaysAhead[t];
            else
                open[t].push_back(static_cast<std::uint32_t>(j));
        }
    }
    std::vector<double> score(n);
    std::vector<char> needed(n, 0);
    std::vector<std::uint32_t> scored;
    for (std::size_t t = 0; t < out.offers.size(); ++t) {
        for (std::uint32_t j : open[t])
            needed[j] = 1;
        needed[static_cast<std::size_t>(out.offers[t].position)] = 1;
    }
    for (std::uint32_t j = 0; j < n; ++j) {
        if (needed[j])
            scored.push_back(j);
    }
    for (const Shares &share : vectors) {
        for (std::uint32_t j : scored)
            score[j] = scoreOf(p, j, share);
        for (std::size_t t = 0; t < out.offers.size(); ++t) {
            const auto i = static_cast<std::size_t>(out.offers[t].position);
            int rank = 1 + alwaysAhead[t];
            for (std::uint32_t j : open[t]) {
                if (score[j] > score[i] || (score[j] == score[i] && tieRank[j] < tieRank[i]))
                    ++rank;
            }
            out.offers[t].best = std::min(out.offers[t].best, rank);
            out.offers[t].worst = std::max(out.offers[t].worst, rank);
        }
    }
}

} // namespace

RankRobustness rankRobustness(const PreparedOffers &p, const Weights &weights, const RobustnessOptions &options)
{
    RankRobustness out;
    out.points = options.points;
    const Ranking current = rank(p, weights);
    if (!current.ok() || current.order.empty())
        return out;
    if (!options.positions.empty()) {
        for (int pos : options.positions) {
            if (pos < 0 || static_cast<std::size_t>(pos) >= p.size())
                continue;
            const int rank1 = static_cast<int>(current.rankOf[static_cast<std::size_t>(pos)]) + 1;
            out.offers.push_back({pos, rank1, rank1, rank1});
        }
    } else {
        const std::size_t top = std::min(current.order.size(), static_cast<std::size_t>(std::max(0, options.topK)));
        for (std::size_t k = 0; k < top; ++k) {
            const int rank1 = static_cast<int>(k) + 1;
            out.offers.push_back({static_cast<int>(current.order[k]), rank1, rank1, rank1});
        }
    }
    const WeightBox box = weightBox(weights, options.points);
    std::vector<Weights> vectors = boxCorners(box);
    const std::vector<Weights> samples = sampleBox(box, options.samples);
    vectors.insert(vectors.end(), samples.begin(), samples.end());
    out.vectors = static_cast<int>(vectors.size()) + 1; // and the current weights

    if (options.throughRank || !ranksByWeightedSum(p)) {
        for (const Weights &w : vectors) {
            const Ranking r = rank(p, w);
            for (RankRange &range : out.offers) {
                const int rank1 = static_cast<int>(r.rankOf[static_cast<std::size_t>(range.position)]) + 1;
                range.best = std::min(range.best, rank1);
                range.worst = std::max(range.worst, rank1);
            }
        }
        return out;
    }
    std::vector<Shares> shares;
    shares.reserve(vectors.size() + 1);
    shares.push_back(scoringShares(weights));
    for (const Weights &w : vectors)
        shares.push_back(scoringShares(w));
    fastRanks(p, shares, out);
    return out;
}

} // namespace gpuscout
