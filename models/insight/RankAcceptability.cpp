#include "insight/RankAcceptability.h"

#include "insight/ParetoFront.h"
#include "scoring/ScoringEngine.h"

#include <algorithm>
#include <cmath>

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

    // Both methods can take the fast path: an offer covered by another (at least as good on
    // every criterion and ahead on the tie-breakers) never ranks first under the weighted sum
    // or TOPSIS, whose ideal and anti-ideal come from the whole feasible set.
    if (options.throughRank) {
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
        // 1 where the figure counts: always, unless offers are scored on what is known.
        const bool knownOnly = p.unknownPolicy == UnknownPolicy::KnownOnly;
        std::vector<std::array<double, CriterionCount>> counts(candidates.size());
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                rows[i][k] = p.normalized[k][static_cast<std::size_t>(candidates[i])];
                counts[i][k] = !knownOnly || p.known[k][static_cast<std::size_t>(candidates[i])] ? 1.0 : 0.0;
            }
        }
        const bool topsis = p.method == RankingMethod::Topsis;
        for (const Weights &w : samples) {
            const auto share = scoringShares(w);
            double spread = 0; // TOPSIS: all offers alike on the weighted criteria when 0
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                const double d = share[k] * (p.normalizedMax[k] - p.normalizedMin[k]);
                spread += share[k] != 0 ? d * d : 0.0;
            }
            std::size_t best = 0;
            double bestScore = -1;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                // Computed as rank() computes it, criterion by criterion, so that ties fall
                // the same way to the last bit.
                double s = 0;
                if (!topsis) {
                    double weight = 0;
                    for (std::size_t k = 0; k < CriterionCount; ++k) {
                        if (share[k] != 0) {
                            s += share[k] * rows[i][k];
                            weight += counts[i][k] != 0 ? share[k] : 0.0;
                        }
                    }
                    if (knownOnly)
                        s = weight > 0 ? s / weight : 0.0;
                } else if (!(spread > 0)) {
                    s = 1.0;
                } else {
                    double plus = 0;
                    double minus = 0;
                    for (std::size_t k = 0; k < CriterionCount; ++k) {
                        if (share[k] == 0)
                            continue;
                        const double dPlus = counts[i][k] * share[k] * (p.normalizedMax[k] - rows[i][k]);
                        const double dMinus = counts[i][k] * share[k] * (rows[i][k] - p.normalizedMin[k]);
                        plus += dPlus * dPlus;
                        minus += dMinus * dMinus;
                    }
                    s = minus > 0 ? 1.0 / (1.0 + std::sqrt(plus / minus)) : 0.0;
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
