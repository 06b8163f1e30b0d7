#include "Sensitivity.h"

#include "ScoringEngine.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace gpuscout {

namespace {

// True when offer a ranks before offer b at equal scores: lower price, then lower id.
bool winsTie(const PreparedOffers &p, std::size_t a, std::size_t b)
{
    const double pa = p.raw[indexOf(Criterion::Price)][a];
    const double pb = p.raw[indexOf(Criterion::Price)][b];
    if (pa != pb)
        return pa < pb;
    return p.offerId[a] < p.offerId[b];
}

// Score of every offer as a line in t: slope and intercept.
struct Line {
    double slope;
    double intercept;
    double at(double t) const { return intercept + slope * t; }
};

Line lineOf(const PreparedOffers &p, std::size_t i, Criterion c, const Weights &w)
{
    double rest = 0;
    double restWeight = 0;
    for (Criterion k : AllCriteria) {
        if (k == c)
            continue;
        rest += w[k] * p.normalizedValue(i, k);
        restWeight += w[k];
    }
    const double r = restWeight > 0 ? rest / restWeight : 0.0;
    return {p.normalizedValue(i, c) - r, r};
}

// Who wins at share t (by brute force over the lines); used just outside the interval.
// lines[k] belongs to offer who[k].
int winnerAt(const PreparedOffers &p, const std::vector<Line> &lines, const std::vector<std::size_t> &who, double t)
{
    int best = -1;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const double s = lines[k].at(t);
        if (best < 0 || s > bestScore || (s == bestScore && winsTie(p, who[k], static_cast<std::size_t>(best)))) {
            best = static_cast<int>(who[k]);
            bestScore = s;
        }
    }
    return best;
}

} // namespace

std::array<WeightInterval, CriterionCount> weightIntervals(const PreparedOffers &p, const Weights &weights,
                                                           const std::vector<int> *possibleWinners)
{
    std::array<WeightInterval, CriterionCount> out{};
    const Ranking ranking = rank(p, weights);
    if (!ranking.ok() || ranking.order.empty()) {
        for (Criterion c : AllCriteria)
            out[indexOf(c)].criterion = c;
        return out;
    }
    const std::size_t winner = ranking.order.front();
    std::vector<std::size_t> who;
    if (possibleWinners) {
        who.assign(possibleWinners->begin(), possibleWinners->end());
        if (std::find(who.begin(), who.end(), winner) == who.end())
            who.push_back(winner);
    } else {
        who.resize(p.size());
        std::iota(who.begin(), who.end(), std::size_t(0));
    }
    const std::size_t n = who.size();
    const std::size_t winnerAtK = static_cast<std::size_t>(std::find(who.begin(), who.end(), winner) - who.begin());
    std::vector<Line> lines(n);
    for (Criterion c : AllCriteria) {
        WeightInterval &iv = out[indexOf(c)];
        iv.criterion = c;
        iv.currentShare = weights.share(c);
        iv.winner = static_cast<int>(winner);
        for (std::size_t k = 0; k < n; ++k)
            lines[k] = lineOf(p, who[k], c, weights);
        // The winner keeps winning while its line is above every other line (or level with
        // one it beats on the tie-breakers). Each rival bounds t on one side.
        double low = 0;
        double high = 1;
        const Line &w = lines[winnerAtK];
        for (std::size_t j = 0; j < n; ++j) {
            if (j == winnerAtK)
                continue;
            // d(t) = (w - j)(t) >= 0, or > 0 when j wins ties.
            const double slope = w.slope - lines[j].slope;
            const double intercept = w.intercept - lines[j].intercept;
            if (slope == 0)
                continue; // parallel: the order never changes with t
            const double cross = -intercept / slope;
            if (slope > 0)
                low = std::max(low, cross); // j is ahead below the crossing
            else
                high = std::min(high, cross); // j is ahead above the crossing
        }
        iv.low = std::clamp(low, 0.0, 1.0);
        iv.high = std::clamp(high, 0.0, 1.0);
        // Just outside each end a rival takes over; find it where it leads.
        constexpr double Step = 1e-9;
        if (iv.low > 0)
            iv.belowLow = winnerAt(p, lines, who, std::max(0.0, iv.low - Step));
        if (iv.high < 1)
            iv.aboveHigh = winnerAt(p, lines, who, std::min(1.0, iv.high + Step));
    }
    return out;
}

} // namespace gpuscout
