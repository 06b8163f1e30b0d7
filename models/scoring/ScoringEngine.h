#pragma once

#include "domain/Criterion.h"
#include "workload/JobEstimate.h"
#include "domain/Scenario.h"

#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace gpuscout {

struct Catalog;

// Why offers left the feasible set. Each constraint is counted on its own, so an
// offer that fails two constraints counts under both. PlaceholderPrice: the catalog flags
// the price a placeholder (never ranked); Illustrative: the price is an illustrative figure
// and the scenario does not include those.
enum class Exclusion { Provider, Region, Gpu, NoPrice, Currency, Budget, MinVram, MinGpus, DoesNotFit,
                       PlaceholderPrice, Illustrative };
inline constexpr std::size_t ExclusionCount = 11;
QString exclusionKey(Exclusion e);

// What a workload means on one feasible offer (see JobEstimate and JobCost).
struct OfferJob {
    Fit fit = Fit::Undetermined;
    QString fitNote;              // why the fit cannot be judged
    double gpusNeeded = Unknown;
    double instancesNeeded = Unknown;
    double hours = Unknown;       // time to complete
    double costTotal = Unknown;   // under the scenario's billing mode, display currency
};

// The feasible offers laid out column by column, normalised once. Built by prepare()
// whenever the catalog, constraints, billing, currency, precision, normalisation or method
// change; a weight change reuses it and only calls rank().
struct PreparedOffers {
    std::vector<int> offer;                                      // catalog offer index
    std::vector<int> positionOfOffer; // by catalog offer index: its position here, or -1
    std::vector<qint64> offerId;
    std::array<std::vector<double>, CriterionCount> raw;         // Unknown where not known
    std::array<std::vector<double>, CriterionCount> normalized;  // 0..1, 0 where unknown
    std::vector<std::uint32_t> tieOrder; // positions by price ascending, then offer id ascending
    // The scenario's method, so that rank() scores the way the scenario asks without
    // every caller passing it along.
    RankingMethod method = RankingMethod::WeightedSum;
    // Best and worst normalised score of each criterion over the feasible offers (unknown
    // counting 0): TOPSIS's ideal and anti-ideal offer are these times the weights.
    std::array<double, CriterionCount> normalizedMax{};
    std::array<double, CriterionCount> normalizedMin{};
    std::array<int, ExclusionCount> excluded{};
    int catalogSize = 0;
    // Offers of the whole catalog with a price under the scenario's billing mode: 0 means no
    // offer has such a price at all, which deserves its own message (import quotes).
    int pricedForBilling = 0;
    // Lower is better for price, and for compute when it measures the time to complete.
    std::array<bool, CriterionCount> lowerIsBetter{false, false, true, false, false};
    std::vector<OfferJob> job;  // by position; empty without a workload
    // The hourly price (display currency) and the instance's dense TFLOPS, by position,
    // whatever the objective: with Objective::Job the price and compute criteria hold the
    // job's cost and hours instead, but people still read hourly figures.
    std::vector<double> hourlyPrice;
    std::vector<double> tflops;
    QString workloadError;      // the workload was invalid and was ignored

    std::size_t size() const { return offer.size(); }
    double rawValue(std::size_t pos, Criterion c) const { return raw[indexOf(c)][pos]; }
    double normalizedValue(std::size_t pos, Criterion c) const { return normalized[indexOf(c)][pos]; }
};

// Ranking over a PreparedOffers: order[k] is the position of rank k + 1.
struct Ranking {
    std::vector<std::uint32_t> order;
    std::vector<std::uint32_t> rankOf; // by position: its 0-based rank (the inverse of order)
    std::vector<double> score; // by position, 0..1
    QString error;             // set when no ranking could be made (all-zero weights)

    bool ok() const { return error.isEmpty(); }
    std::size_t size() const { return order.size(); }
};

// Scoring semantics (DESIGN.md):
//  - feasible = passes every constraint and has a price under the billing mode that is
//    neither a placeholder nor illustrative (unless the scenario includes illustrative ones);
//  - compute = GPUs x dense TFLOPS at the precision, vram = GPUs x GB, price = hourly price
//    in the display currency (cost), bandwidth = network Gbps, stability = stabilityScore();
//  - with a workload: offers on which it cannot fit are excluded (DoesNotFit), stability
//    uses the job's hours, and with Objective::Job price = the job's total cost and
//    compute = its time to complete (both lower is better);
//  - min-max: (x - min) / (max - min), cost (max - x) / (max - min), 1 when max == min;
//    ratio-to-best: x / max, cost min / x; unknown values score 0 and never exclude;
//  - weighted sum (the default): score = sum(w * s) / sum(w);
//  - TOPSIS, on the same normalised s (higher is better, unknown 0): v_c = w_c / sum(w) * s_c;
//    the ideal A+_c = max v_c and the anti-ideal A-_c = min v_c over the feasible offers;
//    D+ = |v - A+|, D- = |v - A-| (Euclidean); score = closeness D- / (D+ + D-), and 1 for
//    every offer when D+ + D- = 0 (all offers alike on every weighted criterion). Since
//    max/min v_c = w_c * max/min s_c, prepare() keeps max/min s and rank() stays one pass;
//  - all-zero or negative weights are an input error, whatever the method;
//  - order: score descending, then price ascending, then offer id ascending.
PreparedOffers prepare(const Catalog &catalog, const Scenario &scenario);
void normalize(PreparedOffers &prepared, Normalization method);
Ranking rank(const PreparedOffers &prepared, const Weights &weights);

// Checks weights without ranking: empty when fine, else the message.
QString validateWeights(const Weights &weights);

} // namespace gpuscout
