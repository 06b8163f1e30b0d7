#include "insight/ParetoFront.h"

#include "scoring/ScoringEngine.h"

#include <algorithm>

namespace gpuscout {

ParetoFront paretoFront(const PreparedOffers &p)
{
    ParetoFront out;
    out.yLowerIsBetter = p.lowerIsBetter[indexOf(Criterion::Compute)];
    const auto &xs = p.raw[indexOf(Criterion::Price)];
    const auto &ys = p.raw[indexOf(Criterion::Compute)];
    // y turned so that higher is better.
    auto goodness = [&](int i) { return out.yLowerIsBetter ? -ys[static_cast<std::size_t>(i)] : ys[static_cast<std::size_t>(i)]; };
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (isKnown(xs[i]) && isKnown(ys[i]))
            out.plotted.push_back(static_cast<int>(i));
    }
    std::vector<int> byX = out.plotted;
    std::sort(byX.begin(), byX.end(), [&](int a, int b) {
        const double xa = xs[static_cast<std::size_t>(a)];
        const double xb = xs[static_cast<std::size_t>(b)];
        if (xa != xb)
            return xa < xb;
        const double ga = goodness(a);
        const double gb = goodness(b);
        return ga != gb ? ga > gb : a < b;
    });
    // Within a group of equal x only the best y can be on the front (with its equals);
    // it is on the front when it beats every cheaper offer's y.
    double bestBefore = -INFINITY;
    for (std::size_t g = 0; g < byX.size();) {
        std::size_t end = g;
        const double x = xs[static_cast<std::size_t>(byX[g])];
        while (end < byX.size() && xs[static_cast<std::size_t>(byX[end])] == x)
            ++end;
        const double groupBest = goodness(byX[g]);
        if (groupBest > bestBefore) {
            for (std::size_t k = g; k < end && goodness(byX[k]) == groupBest; ++k)
                out.front.push_back(byX[k]);
            bestBefore = groupBest;
        }
        g = end;
    }
    return out;
}

namespace {

// The five normalised scores, and in front of them which criteria are known: under
// UnknownPolicy::KnownOnly only offers scored on the same criteria compare (an offer that
// leaves a criterion out can beat one that is worse on it, whatever the other scores), so
// the mask leads the sort and must match; under the default policy it is 0 for everyone.
using Row = std::array<double, CriterionCount + 1>;

bool atLeastAsGood(const Row &a, const Row &b)
{
    if (a[0] != b[0])
        return false;
    for (std::size_t k = 1; k <= CriterionCount; ++k) {
        if (a[k] < b[k])
            return false;
    }
    return true;
}

// Marks the offers covered by another one, where `covers(a, b)` implies that a is at
// least as good as b on every criterion and that a sorts before b in `sorted`. Then every
// covered offer is covered by an uncovered one (the relation is transitive and has no
// cycles), so each offer need only be checked against the uncovered offers before it.
template<typename Covers>
std::vector<char> coveredOffers(std::size_t count, const std::vector<std::uint32_t> &sorted, Covers covers)
{
    std::vector<char> covered(count, 0);
    std::vector<std::uint32_t> skyline;
    for (std::uint32_t i : sorted) {
        for (std::size_t s = 0; s < skyline.size(); ++s) {
            if (covers(skyline[s], i)) {
                covered[i] = 1;
                // The offer that covered this one probably covers its neighbours in the
                // sort too: moving it forward cuts the scan short next time.
                if (s > 0)
                    std::swap(skyline[s], skyline[s / 2]);
                break;
            }
        }
        if (!covered[i])
            skyline.push_back(i);
    }
    return covered;
}

std::vector<Row> rowsOf(const PreparedOffers &p)
{
    std::vector<Row> rows(p.size());
    const bool knownOnly = p.unknownPolicy == UnknownPolicy::KnownOnly;
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        const auto &col = p.normalized[k];
        const auto &known = p.known[k];
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i][k + 1] = col[i];
            if (knownOnly && known[i])
                rows[i][0] += static_cast<double>(1u << k);
        }
    }
    return rows;
}

// Positions in lexicographically descending order of their rows, then by `tieRank`. The
// sort carries each row's first two figures with its position, which decide nearly every
// comparison without a trip to the row (at 100,000 offers the rows are 4.8 MB).
std::vector<std::uint32_t> sortedDescending(const std::vector<Row> &rows, const std::vector<std::uint32_t> &tieRank)
{
    struct Key {
        double first;
        double second;
        std::uint32_t pos;
    };
    std::vector<Key> keys(rows.size());
    for (std::uint32_t i = 0; i < keys.size(); ++i)
        keys[i] = {rows[i][0], rows[i][1], i};
    std::sort(keys.begin(), keys.end(), [&](const Key &a, const Key &b) {
        // rows[a] > rows[b] element by element, as std::array compares them
        if (b.first < a.first)
            return true;
        if (a.first < b.first)
            return false;
        if (b.second < a.second)
            return true;
        if (a.second < b.second)
            return false;
        const Row &ra = rows[a.pos];
        const Row &rb = rows[b.pos];
        if (ra != rb)
            return ra > rb;
        return tieRank[a.pos] < tieRank[b.pos];
    });
    std::vector<std::uint32_t> order(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        order[i] = keys[i].pos;
    return order;
}

std::vector<std::uint32_t> tieRanks(const PreparedOffers &p)
{
    std::vector<std::uint32_t> tieRank(p.size());
    for (std::uint32_t k = 0; k < p.tieOrder.size(); ++k)
        tieRank[p.tieOrder[k]] = k;
    return tieRank;
}

} // namespace

Dominance dominance(const PreparedOffers &p)
{
    const std::vector<Row> rows = rowsOf(p);
    const std::vector<std::uint32_t> tieRank = tieRanks(p);
    // A dominating (or covering) row is lexicographically greater, or equal and earlier in
    // the tie order, so it sorts first: one sort serves both scans.
    const std::vector<std::uint32_t> sorted = sortedDescending(rows, tieRank);
    Dominance out;
    out.dominated = coveredOffers(rows.size(), sorted, [&](std::uint32_t a, std::uint32_t b) {
        return rows[a] != rows[b] && atLeastAsGood(rows[a], rows[b]);
    });
    out.dominatedCount = static_cast<int>(std::count(out.dominated.begin(), out.dominated.end(), 1));
    // Under the job guards a job ranks by its tier first: one of a later tier neither covers an
    // earlier one nor wins while any offer of the first tier is there.
    const std::vector<char> covered = coveredOffers(rows.size(), sorted, [&](std::uint32_t a, std::uint32_t b) {
        return tieRank[a] < tieRank[b] && p.tierOf(a) <= p.tierOf(b) && atLeastAsGood(rows[a], rows[b]);
    });
    JobTier first = JobTier::OverLimit;
    for (std::size_t i = 0; i < p.size(); ++i)
        first = std::min(first, p.tierOf(i));
    for (std::size_t i = 0; i < covered.size(); ++i) {
        if (!covered[i] && p.tierOf(i) == first)
            out.possibleWinners.push_back(static_cast<int>(i));
    }
    return out;
}

std::vector<char> dominatedOffers(const PreparedOffers &p)
{
    return dominance(p).dominated;
}

std::vector<int> possibleWinners(const PreparedOffers &p)
{
    return dominance(p).possibleWinners;
}

} // namespace gpuscout
