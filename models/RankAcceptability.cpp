#include "RankAcceptability.h"

#include "ParetoFront.h"
#include "ScoringEngine.h"

#include <algorithm>

namespace gpuscout {

RankAcceptability rankAcceptability(const PreparedOffers &p, const Weights &weights,
                                    const AcceptabilityOptions &options, const std::vector<int> *possible)
{
    RankAcceptability out;
    out.points = options.points;
    if (p.size() == 0 || !validateWeights(weights).isEmpty())
        return out;
    const std::vector<Weights> samples = sampleBox(weightBox(weights, options.points), options.samples);
    out.samples = static_cast<int>(samples.size());
    std::vector<int> wins(p.size(), 0);

    if (options.throughRank || !ranksByWeightedSum(p)) {
        out.candidates = static_cast<int>(p.size());
        for (const Weights &w : samples)
            ++wins[rank(p, w).order.front()];
    } else {
        // Only offers no other offer covers can win; scored in tie order, the first best
        // score wins its ties exactly as in rank().
        std::vector<int> own;
        if (!possible) {
            own = possibleWinners(p);
            possible = &own;
        }
        std::vector<std::uint32_t> tieRank(p.size());
        for (std::uint32_t k = 0; k < p.tieOrder.size(); ++k)
            tieRank[p.tieOrder[k]] = k;
        std::vector<int> candidates = *possible;
        std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
            return tieRank[static_cast<std::size_t>(a)] < tieRank[static_cast<std::size_t>(b)];
        });
        out.candidates = static_cast<int>(candidates.size());
        std::vector<std::array<double, CriterionCount>> rows(candidates.size());
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            for (std::size_t k = 0; k < CriterionCount; ++k)
                rows[i][k] = p.normalized[k][static_cast<std::size_t>(candidates[i])];
        }
        for (const Weights &w : samples) {
            const auto share = scoringShares(w);
            std::size_t best = 0;
            double bestScore = -1;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                double s = 0; // summed as rank() sums, criterion by criterion
                for (std::size_t k = 0; k < CriterionCount; ++k) {
                    if (share[k] != 0)
                        s += share[k] * rows[i][k];
                }
                if (s > bestScore) {
                    bestScore = s;
                    best = i;
                }
            }
            ++wins[static_cast<std::size_t>(candidates[best])];
        }
    }

    for (std::size_t i = 0; i < wins.size(); ++i) {
        if (wins[i] > 0)
            out.offers.push_back({static_cast<int>(i), wins[i], double(wins[i]) / out.samples});
    }
    std::sort(out.offers.begin(), out.offers.end(), [](const OfferAcceptability &a, const OfferAcceptability &b) {
        return a.wins != b.wins ? a.wins > b.wins : a.position < b.position;
    });
    return out;
}

} // namespace gpuscout
