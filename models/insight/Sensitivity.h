#pragma once

#include "domain/Criterion.h"
#include "domain/Unknown.h"
#include "domain/Weights.h"

#include <array>
#include <vector>

namespace gpuscout {

struct PreparedOffers;
struct Ranking;

// How far one criterion's share of the total weight can move before the winner changes.
// The share t of criterion c runs from 0 to 1 while the other weights keep their
// proportions. Under the weighted sum every score is linear in t:
//   score_i(t) = t * s_ic + (1 - t) * r_i,  r_i = sum_{k != c} w_k s_ik / sum_{k != c} w_k.
// Under TOPSIS the squared distances are D+^2 = t^2 a+ + (1 - t)^2 b+ (likewise D-), since
// the ideal and anti-ideal scale with the weights, and the winner i stays ahead of j while
//   D-_i^2 D+_j^2 - D-_j^2 D+_i^2 >= 0,
// a quadratic in z = (t / (1 - t))^2. Either way the interval is found exactly, offer by
// offer, not by sampling. The winner is the rank-1 offer at the current weights; ties are
// broken as in the ranking (price, then id). Under TOPSIS the winner may lose and win again
// further along; the interval is the unbroken stretch around the current share.
struct WeightInterval {
    Criterion criterion = Criterion::Compute;
    double currentShare = 0;
    double low = 0;   // smallest share at which the winner still wins
    double high = 1;  // largest share at which it still wins
    int winner = -1;  // position in PreparedOffers
    int belowLow = -1;  // who wins just below low; -1 when low == 0
    int aboveHigh = -1; // who wins just above high; -1 when high == 1
};

// Empty (winner -1) when there is no ranking: no feasible offer or all-zero weights.
// `possibleWinners` (ParetoFront.h, made once per prepare) limits the rivals to offers that
// can rank first under some weights: whoever takes over at an end is one of them, so the
// intervals are the same, found in a fraction of the time. `current`, the ranking at these
// weights when the caller already has it (the controller on a slider move), spares ranking
// the offers a second time.
std::array<WeightInterval, CriterionCount> weightIntervals(const PreparedOffers &prepared, const Weights &weights,
                                                           const std::vector<int> *possibleWinners = nullptr,
                                                           const Ranking *current = nullptr);

} // namespace gpuscout
