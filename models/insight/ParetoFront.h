#pragma once

#include <vector>

namespace gpuscout {

struct PreparedOffers;

// The offers worth looking at when two figures matter most: price against compute.
// x is the hourly price (lower is better) and y the compute in TFLOPS (higher is better);
// with a workload ranked by the job (Objective::Job) x is the job's total cost and y its
// hours to complete (both lower is better). These are the raw price and compute criteria
// of PreparedOffers, whose lowerIsBetter flags say which way y points. An offer whose x or
// y is unknown is not plotted and never belongs to the front.
struct ParetoFront {
    bool yLowerIsBetter = false; // Objective::Job: y is the time to complete
    std::vector<int> plotted;    // positions with both figures known
    std::vector<int> front;      // the non-dominated plotted offers, by x ascending
};

// O(n log n): a sort by x, then one scan keeping the best y seen so far.
ParetoFront paretoFront(const PreparedOffers &prepared);

// By position: 1 when another offer is at least as good on all five normalised criteria
// and better on one (under UnknownPolicy::KnownOnly, one scored on the same criteria). Under weights that are all above zero such an offer never ranks
// first (it can only tie for first when the criterion it loses on weighs nothing).
// A sort by the criteria and a scan against the non-dominated offers found so far.
std::vector<char> dominatedOffers(const PreparedOffers &prepared);

// Positions that can rank first under some non-negative weights with the weighted sum:
// an offer is left out when another one is at least as good on all five normalised
// criteria and also comes first in the tie order (price, then id), because it then
// scores at least as much and wins every tie. A superset of the winners, by position.
std::vector<int> possibleWinners(const PreparedOffers &prepared);

// Both of the above from one sort, computed once per prepare (RankingController).
struct Dominance {
    std::vector<char> dominated;     // by position
    int dominatedCount = 0;
    std::vector<int> possibleWinners; // positions, ascending
};
Dominance dominance(const PreparedOffers &prepared);

} // namespace gpuscout
