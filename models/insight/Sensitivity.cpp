#include "insight/Sensitivity.h"

#include "scoring/ScoringEngine.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>
#include <vector>

namespace gpuscout {

namespace {

// True when offer a ranks before offer b at equal scores: lower price, then lower id.
bool winsTie(const PreparedOffers &p, std::size_t a, std::size_t b)
{
    const double pa = p.raw[indexOf(Criterion::Price)][a];
    const double pb = p.raw[indexOf(Criterion::Price)][b];
    if (isKnown(pa) != isKnown(pb))
        return isKnown(pa); // as the engine's tie order: an unknown price last
    if (isKnown(pa) && pa != pb)
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

// One offer's squared TOPSIS distances along the share path of a criterion:
// D+^2 = t^2 aPlus + (1 - t)^2 bPlus, D-^2 = t^2 aMinus + (1 - t)^2 bMinus.
struct TopsisTerms {
    double aPlus;
    double bPlus;
    double aMinus;
    double bMinus;
};

constexpr double Infinity = std::numeric_limits<double>::infinity();

// Who wins at share t of the path; ties go to the earlier tie rank. The closeness is the
// engine's, 1 / (1 + D+/D-), from the same squared distances.
int winnerOnPath(const std::vector<TopsisTerms> &terms, const std::vector<std::uint32_t> &tieRank, double t)
{
    const double t2 = t * t;
    const double u2 = (1 - t) * (1 - t);
    int best = -1;
    double bestScore = 0;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const double plus = t2 * terms[i].aPlus + u2 * terms[i].bPlus;
        const double minus = t2 * terms[i].aMinus + u2 * terms[i].bMinus;
        const double score = minus > 0 ? 1.0 / (1.0 + std::sqrt(plus / minus)) : (plus > 0 ? 0.0 : 1.0);
        const auto b = static_cast<std::size_t>(best);
        if (best < 0 || score > bestScore || (score == bestScore && tieRank[i] < tieRank[b])) {
            best = static_cast<int>(i);
            bestScore = score;
        }
    }
    return best;
}

// x1 y1 - x2 y2, and exactly 0 when the two products agree to within rounding: two offers
// alike on every weighted criterion (the same instance in two regions) must come out level,
// so that the tie-breakers decide, not the last bits of a product.
double difference(double x1, double y1, double x2, double y2)
{
    const double p1 = x1 * y1;
    const double p2 = x2 * y2;
    return std::abs(p1 - p2) <= 1e-12 * (std::abs(p1) + std::abs(p2)) ? 0.0 : p1 - p2;
}

// The stretch of z >= 0 around z0 on which P(z) = a z^2 + b z + c stays >= 0 (> 0 where the
// winner loses ties). A quadratic changes sign at most twice; each piece between its roots
// is judged at one inner point.
std::pair<double, double> leadAround(double a, double b, double c, double z0, bool winnerWinsTies)
{
    // Pieces [edge[k], edge[k + 1]] between 0, the positive roots and infinity.
    std::array<double, 4> edge{0.0, Infinity, Infinity, Infinity};
    std::size_t edges = 1;
    auto addRoot = [&](double r) {
        if (std::isfinite(r) && r > 0 && r != edge[edges - 1])
            edge[edges++] = r;
    };
    if (a == 0) {
        if (b != 0)
            addRoot(-c / b);
    } else {
        const double disc = b * b - 4 * a * c;
        if (disc >= 0) {
            const double q = -0.5 * (b + std::copysign(std::sqrt(disc), b));
            const double r1 = q / a;
            const double r2 = q != 0 ? c / q : r1;
            addRoot(std::min(r1, r2));
            addRoot(std::max(r1, r2));
        }
    }
    edge[edges] = Infinity;
    const std::size_t pieces = edges;
    std::array<bool, 3> ahead{};
    for (std::size_t k = 0; k < pieces; ++k) {
        const double z = std::isfinite(edge[k + 1]) ? (edge[k] + edge[k + 1]) / 2 : edge[k] * 2 + 1;
        const double value = (a * z + b) * z + c;
        ahead[k] = value > 0 || (value == 0 && winnerWinsTies);
    }
    std::size_t k0 = 0;
    while (k0 + 1 < pieces && z0 > edge[k0 + 1])
        ++k0;
    if (!ahead[k0]) {
        // Rounding: the ranking says the winner leads at z0, this rival's piece says not.
        // They are level at z0 to within rounding; take the neighbouring piece where it leads.
        const bool left = k0 > 0 && ahead[k0 - 1];
        const bool right = k0 + 1 < pieces && ahead[k0 + 1];
        if (left && (!right || z0 - edge[k0] <= edge[k0 + 1] - z0))
            --k0;
        else if (right)
            ++k0;
        else
            return {z0, z0};
    }
    std::size_t first = k0;
    std::size_t last = k0;
    while (first > 0 && ahead[first - 1])
        --first;
    while (last + 1 < pieces && ahead[last + 1])
        ++last;
    return {edge[first], edge[last + 1]};
}

double shareOfZ(double z)
{
    if (!std::isfinite(z))
        return 1.0;
    const double root = std::sqrt(z);
    return root / (1 + root);
}

void topsisIntervals(const PreparedOffers &p, const Weights &weights, std::size_t winner,
                     std::array<WeightInterval, CriterionCount> &out)
{
    const std::size_t n = p.size();
    std::vector<std::uint32_t> tieRank(n);
    for (std::uint32_t k = 0; k < n; ++k)
        tieRank[p.tieOrder[k]] = k;
    std::vector<TopsisTerms> terms(n);
    for (Criterion c : AllCriteria) {
        WeightInterval &iv = out[indexOf(c)];
        double rest = 0;
        for (Criterion k : AllCriteria)
            rest += k == c ? 0.0 : weights[k];
        if (!(rest > 0))
            continue; // only c weighs: every share above 0 ranks alike, [0, 1] as set
        const std::size_t ci = indexOf(c);
        std::array<double, CriterionCount> omega{};
        for (std::size_t k = 0; k < CriterionCount; ++k)
            omega[k] = k == ci ? 0.0 : weights.value[k] / rest;
        const bool knownOnly = p.unknownPolicy == UnknownPolicy::KnownOnly;
        for (std::size_t i = 0; i < n; ++i) {
            const double s = p.normalized[ci][i];
            TopsisTerms t{(p.normalizedMax[ci] - s) * (p.normalizedMax[ci] - s), 0,
                          (s - p.normalizedMin[ci]) * (s - p.normalizedMin[ci]), 0};
            if (knownOnly && !p.known[ci][i])
                t.aPlus = t.aMinus = 0; // left out of this offer's distances
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                if (omega[k] == 0 || (knownOnly && !p.known[k][i]))
                    continue;
                const double toBest = omega[k] * (p.normalizedMax[k] - p.normalized[k][i]);
                const double toWorst = omega[k] * (p.normalized[k][i] - p.normalizedMin[k]);
                t.bPlus += toBest * toBest;
                t.bMinus += toWorst * toWorst;
            }
            terms[i] = t;
        }
        const double ratio = iv.currentShare / (1 - iv.currentShare);
        const double z0 = ratio * ratio;
        const TopsisTerms &w = terms[winner];
        double low = 0;
        double high = Infinity;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == winner)
                continue;
            const TopsisTerms &r = terms[j];
            // (w.aMinus z + w.bMinus)(r.aPlus z + r.bPlus) - (r.aMinus z + r.bMinus)(w.aPlus z + w.bPlus)
            const double a = difference(w.aMinus, r.aPlus, r.aMinus, w.aPlus);
            const double b = difference(w.aMinus, r.bPlus, r.aMinus, w.bPlus) + difference(w.bMinus, r.aPlus, r.bMinus, w.aPlus);
            const double c0 = difference(w.bMinus, r.bPlus, r.bMinus, w.bPlus);
            const bool winsTies = tieRank[winner] < tieRank[j];
            if (a >= 0 && b >= 0 && (c0 > 0 || (c0 == 0 && winsTies)))
                continue; // ahead (or level and first) at every share: most rivals, found cheaply
            const auto [from, to] = leadAround(a, b, c0, z0, winsTies);
            low = std::max(low, from);
            high = std::min(high, to);
        }
        iv.low = shareOfZ(low);
        iv.high = shareOfZ(high);
        // Just outside each end a rival takes over. A step too small to change the scores
        // would find the winner again, so widen it until someone else leads.
        iv.belowLow = -1;
        iv.aboveHigh = -1;
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.low <= 0 || iv.belowLow >= 0)
                break;
            const int who = winnerOnPath(terms, tieRank, std::max(0.0, iv.low - step));
            if (who != static_cast<int>(winner))
                iv.belowLow = who;
        }
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.high >= 1 || iv.aboveHigh >= 0)
                break;
            const int who = winnerOnPath(terms, tieRank, std::min(1.0, iv.high + step));
            if (who != static_cast<int>(winner))
                iv.aboveHigh = who;
        }
    }
}

// Under UnknownPolicy::KnownOnly an offer's weighted mean runs over its known criteria, so
// along the share path of criterion c its score is a ratio of two lines in z = t / (1 - t):
//   score_i = (alpha_i z + beta_i) / (gamma_i z + delta_i),
// alpha = s_ic and gamma = 1 when c is known for i (else 0), beta = sum of omega_k s_ik and
// delta = sum of omega_k over i's other known criteria (omega = the other weights' shares).
// The winner w stays ahead of j while
//   (alpha_w z + beta_w)(gamma_j z + delta_j) - (alpha_j z + beta_j)(gamma_w z + delta_w) >= 0,
// a quadratic in z, solved exactly as the TOPSIS one is.
struct Fraction {
    double alpha;
    double beta;
    double gamma;
    double delta;
    double at(double t) const
    {
        const double num = alpha * t + beta * (1 - t);
        const double den = gamma * t + delta * (1 - t);
        return den > 0 ? num / den : 0.0;
    }
};

Fraction fractionOf(const PreparedOffers &p, std::size_t i, Criterion c, const Weights &w)
{
    double rest = 0;
    for (Criterion k : AllCriteria)
        rest += k == c ? 0.0 : w[k];
    Fraction f{0, 0, 0, 0};
    if (p.isKnownValue(i, c)) {
        f.alpha = p.normalizedValue(i, c);
        f.gamma = 1;
    }
    if (rest > 0) {
        for (Criterion k : AllCriteria) {
            if (k == c || !p.isKnownValue(i, k))
                continue;
            f.beta += w[k] / rest * p.normalizedValue(i, k);
            f.delta += w[k] / rest;
        }
    }
    return f;
}

void knownOnlyIntervals(const PreparedOffers &p, const Weights &weights, const std::vector<std::size_t> &who,
                        std::size_t winnerAtK, std::array<WeightInterval, CriterionCount> &out)
{
    const std::size_t n = who.size();
    std::vector<std::uint32_t> tieRank(p.size());
    for (std::uint32_t k = 0; k < p.tieOrder.size(); ++k)
        tieRank[p.tieOrder[k]] = k;
    std::vector<Fraction> f(n);
    auto winnerAt = [&](double t) {
        int best = -1;
        double bestScore = 0;
        for (std::size_t k = 0; k < n; ++k) {
            const double score = f[k].at(t);
            if (best < 0 || score > bestScore
                || (score == bestScore && tieRank[who[k]] < tieRank[who[static_cast<std::size_t>(best)]])) {
                best = static_cast<int>(k);
                bestScore = score;
            }
        }
        return static_cast<int>(who[static_cast<std::size_t>(best)]);
    };
    for (Criterion c : AllCriteria) {
        WeightInterval &iv = out[indexOf(c)];
        for (std::size_t k = 0; k < n; ++k)
            f[k] = fractionOf(p, who[k], c, weights);
        const Fraction &w = f[winnerAtK];
        const double z0 = iv.currentShare >= 1 ? Infinity : iv.currentShare / (1 - iv.currentShare);
        double low = 0;
        double high = Infinity;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == winnerAtK)
                continue;
            const Fraction &r = f[j];
            const double a = difference(w.alpha, r.gamma, r.alpha, w.gamma);
            const double b = difference(w.alpha, r.delta, r.alpha, w.delta) + difference(w.beta, r.gamma, r.beta, w.gamma);
            const double c0 = difference(w.beta, r.delta, r.beta, w.delta);
            const bool winsTies = tieRank[who[winnerAtK]] < tieRank[who[j]];
            if (a >= 0 && b >= 0 && (c0 > 0 || (c0 == 0 && winsTies)))
                continue;
            const auto [from, to] = leadAround(a, b, c0, z0, winsTies);
            low = std::max(low, from);
            high = std::min(high, to);
        }
        iv.low = std::isfinite(low) ? low / (1 + low) : 1.0;
        iv.high = std::isfinite(high) ? high / (1 + high) : 1.0;
        iv.belowLow = -1;
        iv.aboveHigh = -1;
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.low <= 0 || iv.belowLow >= 0)
                break;
            const int rival = winnerAt(std::max(0.0, iv.low - step));
            if (rival != iv.winner)
                iv.belowLow = rival;
        }
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.high >= 1 || iv.aboveHigh >= 0)
                break;
            const int rival = winnerAt(std::min(1.0, iv.high + step));
            if (rival != iv.winner)
                iv.aboveHigh = rival;
        }
    }
}

} // namespace

std::array<WeightInterval, CriterionCount> weightIntervals(const PreparedOffers &p, const Weights &weights,
                                                           const std::vector<int> *possibleWinners,
                                                           const Ranking *current)
{
    std::array<WeightInterval, CriterionCount> out{};
    const Ranking own = current ? Ranking{} : rank(p, weights);
    const Ranking &ranking = current ? *current : own;
    if (!ranking.ok() || ranking.order.empty()) {
        for (Criterion c : AllCriteria)
            out[indexOf(c)].criterion = c;
        return out;
    }
    const std::size_t winner = ranking.order.front();
    if (p.method == RankingMethod::Topsis) {
        for (Criterion c : AllCriteria) {
            WeightInterval &iv = out[indexOf(c)];
            iv.criterion = c;
            iv.currentShare = weights.share(c);
            iv.winner = static_cast<int>(winner);
        }
        topsisIntervals(p, weights, winner, out);
        return out;
    }
    std::vector<std::size_t> who;
    if (possibleWinners) {
        who.assign(possibleWinners->begin(), possibleWinners->end());
        if (std::find(who.begin(), who.end(), winner) == who.end())
            who.push_back(winner);
    } else {
        who.resize(p.size());
        std::iota(who.begin(), who.end(), std::size_t(0));
    }
    // Under the job guards only the winner's tier can win at any weight (tiers do not depend
    // on the weights): the others are no rivals.
    if (!p.jobTier.empty()) {
        const JobTier tier = p.tierOf(winner);
        who.erase(std::remove_if(who.begin(), who.end(), [&](std::size_t i) { return p.tierOf(i) != tier; }), who.end());
    }
    const std::size_t n = who.size();
    const std::size_t winnerAtK = static_cast<std::size_t>(std::find(who.begin(), who.end(), winner) - who.begin());
    if (p.unknownPolicy == UnknownPolicy::KnownOnly) {
        for (Criterion c : AllCriteria) {
            WeightInterval &iv = out[indexOf(c)];
            iv.criterion = c;
            iv.currentShare = weights.share(c);
            iv.winner = static_cast<int>(winner);
        }
        knownOnlyIntervals(p, weights, who, winnerAtK, out);
        return out;
    }
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
        // Just outside each end a rival takes over; find it where it leads. Two nearly parallel
        // lines cross where rounding blurs the order, so the step widens until someone else
        // leads, as under TOPSIS.
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.low <= 0 || iv.belowLow >= 0)
                break;
            const int rival = winnerAt(p, lines, who, std::max(0.0, iv.low - step));
            if (rival != iv.winner)
                iv.belowLow = rival;
        }
        for (double step : {1e-9, 1e-7, 1e-5}) {
            if (iv.high >= 1 || iv.aboveHigh >= 0)
                break;
            const int rival = winnerAt(p, lines, who, std::min(1.0, iv.high + step));
            if (rival != iv.winner)
                iv.aboveHigh = rival;
        }
        // A crossing at 0 or 1 itself (a rival level with the winner on this criterion alone)
        // can come out a rounding error inside; nobody takes over there.
        if (iv.high < 1 && iv.aboveHigh < 0 && iv.high > 1 - 1e-12)
            iv.high = 1;
        if (iv.low > 0 && iv.belowLow < 0 && iv.low < 1e-12)
            iv.low = 0;
    }
    return out;
}

} // namespace gpuscout
