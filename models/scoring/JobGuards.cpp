#include "scoring/JobGuards.h"

#include "domain/Unknown.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gpuscout {

namespace {

// Prefix minimum over stability ranks (rank 0 = the most stable), so that "the fastest
// job among those at least as stable as s" is one query.
class MinTimeByStability
{
public:
    explicit MinTimeByStability(std::size_t ranks) : m_tree(ranks + 1, INFINITY) {}
    void insert(std::size_t rank, double hours)
    {
        for (std::size_t i = rank + 1; i < m_tree.size(); i += i & (~i + 1))
            m_tree[i] = std::min(m_tree[i], hours);
    }
    double fastestUpTo(std::size_t rank) const
    {
        double best = INFINITY;
        for (std::size_t i = rank + 1; i > 0; i -= i & (~i + 1))
            best = std::min(best, m_tree[i]);
        return best;
    }

private:
    std::vector<double> m_tree;
};

} // namespace

JobGuards jobGuards(const std::vector<double> &cost, const std::vector<double> &hours,
                    const std::vector<double> &stability, double maxCostRatio)
{
    const std::size_t n = cost.size();
    JobGuards g;
    g.tier.assign(n, JobTier::Eligible);
    g.cheapestCost = Unknown;
    g.fastestHours = Unknown;
    for (std::size_t i = 0; i < n; ++i) {
        if (isKnown(cost[i]) && !(g.cheapestCost <= cost[i]))
            g.cheapestCost = cost[i];
        if (isKnown(hours[i]) && !(g.fastestHours <= hours[i]))
            g.fastestHours = hours[i];
    }

    // Dominance: sweep the offers by cost; each is compared with the strictly cheaper ones
    // already inserted, by stability rank. An unknown stability is the least stable.
    std::vector<double> levels;
    for (std::size_t i = 0; i < n; ++i)
        levels.push_back(isKnown(stability[i]) ? stability[i] : -INFINITY);
    std::vector<double> distinct = levels;
    std::sort(distinct.begin(), distinct.end(), std::greater<>());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    const auto rankOf = [&distinct](double level) {
        return static_cast<std::size_t>(std::lower_bound(distinct.begin(), distinct.end(), level, std::greater<>())
                                        - distinct.begin());
    };
    std::vector<std::size_t> byCost;
    for (std::size_t i = 0; i < n; ++i) {
        if (isKnown(cost[i]) && isKnown(hours[i]))
            byCost.push_back(i);
    }
    std::sort(byCost.begin(), byCost.end(), [&cost](std::size_t a, std::size_t b) { return cost[a] < cost[b]; });
    MinTimeByStability cheaper(distinct.size());
    for (std::size_t begin = 0; begin < byCost.size();) {
        std::size_t end = begin;
        while (end < byCost.size() && cost[byCost[end]] == cost[byCost[begin]])
            ++end;
        for (std::size_t k = begin; k < end; ++k) {
            const std::size_t i = byCost[k];
            if (cheaper.fastestUpTo(rankOf(levels[i])) < hours[i])
                g.tier[i] = JobTier::Dominated;
        }
        for (std::size_t k = begin; k < end; ++k)
            cheaper.insert(rankOf(levels[byCost[k]]), hours[byCost[k]]);
        begin = end;
    }

    const double limit = isKnown(maxCostRatio) && isKnown(g.cheapestCost) ? g.cheapestCost * maxCostRatio : INFINITY;
    for (std::size_t i = 0; i < n; ++i) {
        if (!isKnown(cost[i]) || cost[i] > limit)
            g.tier[i] = JobTier::OverLimit;
    }
    return g;
}

} // namespace gpuscout
