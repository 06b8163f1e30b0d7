#include "scoring/WinnerComparison.h"

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

// The score as the card, the report and the JSON print it.
double printed(double score)
{
    const double scale = std::pow(10.0, ScorePrecision);
    return std::round(score * scale) / scale;
}

} // namespace

WinnerComparison compareWinner(const RankingResult &result, const Weights &weights)
{
    WinnerComparison out;
    if (!result.ok() || result.size() == 0)
        return out;
    out.winner = 0;
    const RankedRow winner = result.row(0);
    out.winnerUnknown = winner.unknownCount();
    const std::int64_t second = result.runnerUpIndex();
    if (second < 0)
        return out;
    out.runnerUp = static_cast<int>(second);
    const RankedRow runnerUp = result.row(static_cast<std::size_t>(second));
    out.runnerUpUnknown = runnerUp.unknownCount();
    out.gap = winner.score - runnerUp.score;
    const double total = weights.total();
    const bool knownOnly = result.prepared->unknownPolicy == UnknownPolicy::KnownOnly;
    for (Criterion c : AllCriteria) {
        const std::size_t k = indexOf(c);
        if (!(weights[c] > 0) || !(total > 0))
            continue;
        if (knownOnly && (!winner.known[k] || !runnerUp.known[k])) {
            out.notCompared << c;
            continue;
        }
        CriterionComparison cmp;
        cmp.criterion = c;
        cmp.winnerScore = winner.normalized[k];
        cmp.runnerUpScore = runnerUp.normalized[k];
        cmp.contribution = weights[c] * (cmp.winnerScore - cmp.runnerUpScore) / total;
        cmp.winnerRaw = winner.raw[k];
        cmp.runnerUpRaw = runnerUp.raw[k];
        const double a = printed(cmp.winnerScore);
        const double b = printed(cmp.runnerUpScore);
        if (a > b)
            out.reasons << cmp;
        else if (a < b)
            out.drawbacks << cmp;
        else
            out.level << c;
    }
    std::stable_sort(out.reasons.begin(), out.reasons.end(),
                     [](const auto &x, const auto &y) { return x.contribution > y.contribution; });
    std::stable_sort(out.drawbacks.begin(), out.drawbacks.end(),
                     [](const auto &x, const auto &y) { return x.contribution < y.contribution; });
    return out;
}

} // namespace gpuscout
