#pragma once

#include "domain/Criterion.h"
#include "job/JobEstimate.h"
#include "scoring/JobGuards.h"
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
// Stack: the workload's software (CUDA, ROCm) does not run on the offer's GPU (a graphics-only
// card, a vGPU slice). Deadline: the job cannot finish within the workload's deadline, even on
// as many instances as it may rent. Serving: the offer cannot serve the workload's demand within
// its latency limits (time to first token, time per output token) on up to its instance limit.
enum class Exclusion { Provider, Region, Gpu, NoPrice, Currency, Budget, MinVram, MinGpus, DoesNotFit,
                       PlaceholderPrice, Illustrative, Stack, Deadline, Serving };
inline constexpr std::size_t ExclusionCount = 14;
QString exclusionKey(Exclusion e);

// What a workload means on one feasible offer (see JobEstimate and JobCost).
struct OfferJob {
    Fit fit = Fit::Undetermined;
    QString fitNote;              // why the fit cannot be judged
    QString modelNote;            // why the model cannot time the job on this offer
    QString hoursNote;            // why its hours are unknown
    double gpusNeeded = Unknown;
    double instancesNeeded = Unknown;
    double hours = Unknown;       // time to complete
    double costTotal = Unknown;   // under the scenario's billing mode, display currency
    double pricePerHour = Unknown;    // instances priced x price per hour (display currency)
    // What an hour of the job delivers: one GPU's peak TFLOPS x the speedup over the GPUs
    // rented; for serving, tokens per second.
    double effectiveTflops = Unknown;
    double needGb = Unknown;      // the job's memory, 10^9 bytes
    double poolGb = Unknown;      // GPU memory of the instances it rents, 10^9 bytes (gpuMemoryGb)
    // (pool - need) / need, capped at JobVramHeadroomCap: the VRAM criterion of the job
    // objective. Unknown when the fit cannot be judged.
    double headroom = Unknown;
    // Where the time comes from (JobEstimate): estimated, measured (a comparable measurement,
    // by its catalog index) or unknown; serving latency at the job's load.
    PerformanceBasis basis = PerformanceBasis::None;
    int measurement = -1;
    double correction = Unknown;
    QString calibration;
    double tokensPerSecond = Unknown;
    double ttftMs = Unknown;
    double tpotMs = Unknown;
    double efficiency = Unknown;
    // With a deadline: why the job rents more instances than its memory needs (empty otherwise).
    QString deadlineNote;
    // Serving: copies of the model running (each on the GPUs one copy needs), the requests in
    // flight on each, and what serving costs per million output tokens (of the demand when one
    // is given, else of what is rented at its throughput).
    double replicas = Unknown;
    double concurrency = Unknown;
    double costPerMillionTokens = Unknown;
};

// With the job objective, VRAM beyond what the job needs only earns up to this share of the
// need: 0.2, a fifth more, a margin for a misjudged estimate or a larger batch.
// Anything bigger scores the same, so a job that fits one GPU does not pay for eight.
inline constexpr double JobVramHeadroomCap = 0.2;

// The feasible offers laid out column by column, normalised once. Built by prepare()
// whenever the catalog, constraints, billing, currency, precision, normalisation or method
// change; a weight change reuses it and only calls rank().
struct PreparedOffers {
    std::vector<int> offer;                                      // catalog offer index
    std::vector<int> positionOfOffer; // by catalog offer index: its position here, or -1
    std::vector<qint64> offerId;
    std::array<std::vector<double>, CriterionCount> raw;         // Unknown where not known
    std::array<std::vector<double>, CriterionCount> normalized;  // 0..1, 0 where unknown
    // 1 where the criterion scores for the offer: its figure is known, or (the network of a
    // job that fits in one instance) not needed. Unknown figures are the 0 entries.
    std::array<std::vector<char>, CriterionCount> known;
    // By position, job objective only: the job fits in one instance, so the network between
    // instances is not needed and the bandwidth criterion scores as the best figure.
    std::vector<char> networkNotNeeded;
    std::vector<std::uint32_t> tieOrder; // positions by price ascending, then offer id ascending
    // By position: the machine (provider + instance type) it belongs to, 0..machineCount-1.
    std::vector<std::uint32_t> machine;
    std::uint32_t machineCount = 0;
    // The scenario's method, so that rank() scores the way the scenario asks without
    // every caller passing it along; the rest says how the figures were made.
    RankingMethod method = RankingMethod::WeightedSum;
    Normalization normalization = Normalization::MinMax;
    // Under the job objective: the normalisation of the job's cost and time (with a duration),
    // and where each job stands before its score (JobGuards.h). jobTier is empty otherwise.
    // jobCost and jobTime are what the guards compare: the job's cost and hours, or, for a job
    // without a duration, the cost and the hours of one TFLOP-hour (or token a second) of its work.
    Normalization jobNormalization = Normalization::Ratio;
    std::vector<double> jobCost;
    std::vector<double> jobTime;
    double maxJobCostRatio = Unknown;
    std::vector<JobTier> jobTier;
    // tieOrder grouped by tier (each tier keeps the tie-break order): rank() sorts each group
    // by score, tierStart[t]..tierStart[t + 1] being tier t's positions.
    std::vector<std::uint32_t> tieOrderByTier;
    std::array<std::size_t, 4> tierStart{};
    double cheapestJobCost = Unknown;
    double fastestJobHours = Unknown;
    Basis basis = Basis::PerGpu;
    UnknownPolicy unknownPolicy = UnknownPolicy::ScoreZero;
    bool byJob = false; // the job objective is in force (a valid workload and Objective::Job)
    bool serving = false; // the workload is LLM serving (its jobs carry tokens a second)
    // The job has no duration (no hours, no tokens): price = the cost of its work (per million
    // output tokens served, or per PFLOP delivered: OfferJob::pricePerHour over the rate) and
    // compute = OfferJob::effectiveTflops (the rate, higher is better) stand in for its cost and time.
    bool jobPerHour = false;
    // The workload gives its own hours: the job's time is the person's, not the performance
    // model's (whatever basis its jobs carry for their throughput).
    bool fixedHours = false;
    // The workload gives a duration (hours, or tokens for a task with a model): its jobs have
    // a cost and hours to complete, whatever the objective.
    bool hasDuration = false;
    // The workload's serving demand (requests a second) and deadline, Unknown when none.
    double servingDemand = Unknown;
    double deadlineHours = Unknown;
    // Best and worst normalised score of each criterion over the feasible offers: TOPSIS's
    // ideal and anti-ideal offer are these times the weights. Unknown figures count as 0,
    // or, under UnknownPolicy::KnownOnly, take no part.
    std::array<double, CriterionCount> normalizedMax{};
    std::array<double, CriterionCount> normalizedMin{};
    std::array<int, ExclusionCount> excluded{};
    int catalogSize = 0;
    // Offers of the whole catalog with a price under the scenario's billing mode: 0 means no
    // offer has such a price at all, which deserves its own message (import quotes).
    int pricedForBilling = 0;
    // Providers the scenario chose by name that have offers but no price under the billing
    // mode (catalog provider indexes): the answer says so, not only what it ranked.
    std::vector<int> unpricedProviders;
    // Lower is better for price, and for compute when it measures the time to complete.
    std::array<bool, CriterionCount> lowerIsBetter{false, false, true, false, false};
    std::vector<OfferJob> job;  // by position; empty without a workload
    // The instance's own hourly price (display currency) and dense TFLOPS, by position,
    // whatever the basis and objective: the criteria may hold per-GPU or job figures, but
    // people still read what the instance costs and does.
    std::vector<double> hourlyPrice;
    std::vector<double> tflops;
    QString workloadError;      // the workload was invalid and was ignored

    std::size_t size() const { return offer.size(); }
    double rawValue(std::size_t pos, Criterion c) const { return raw[indexOf(c)][pos]; }
    double normalizedValue(std::size_t pos, Criterion c) const { return normalized[indexOf(c)][pos]; }
    bool isKnownValue(std::size_t pos, Criterion c) const { return known[indexOf(c)][pos] != 0; }
    // Under the job objective: the job's cost as a multiple of the cheapest feasible job's,
    // and its time as a multiple of the fastest's (Unknown without them).
    double jobCostRatio(std::size_t pos) const;
    double jobTimeRatio(std::size_t pos) const;
    JobTier tierOf(std::size_t pos) const { return jobTier.empty() ? JobTier::Eligible : jobTier[pos]; }
    bool networkIsNotNeeded(std::size_t pos) const { return !networkNotNeeded.empty() && networkNotNeeded[pos]; }
    // How many of the offer's five figures are unknown (a network not needed is not).
    int unknownCount(std::size_t pos) const;
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

// Scoring semantics (README "How offers are scored"):
//  - feasible = passes every constraint (constraints are about the whole instance) and has a
//    price under the billing mode that is neither a placeholder nor illustrative (unless the
//    scenario includes illustrative ones);
//  - per instance: compute = GPUs x dense TFLOPS at the precision, vram = GPUs x GB, price =
//    hourly price in the display currency (cost), bandwidth = network Gbps; stability =
//    stabilityScore(); per GPU (the default basis) the first four are divided by the GPU
//    count, a fractional GPU by its fraction (an eighth of a GPU at $0.5/h is $4 per GPU-hour);
//  - with a workload: offers on which it cannot fit are excluded (DoesNotFit), stability
//    uses the job's hours, and with Objective::Job (the default) price = the job's total cost
//    and compute = its time to complete (both lower is better, whatever the basis; for a job
//    without hours or tokens, the cost of an hour of it and its effective TFLOPS), vram =
//    OfferJob::headroom, and bandwidth (per basis) counts only for a job that spans
//    instances: for one that fits in one instance it scores as the best figure;
//  - normalisation: normalizeColumn() (minmax, ratio, vector, log); unknown values score 0
//    and never exclude;
//  - weighted sum (the default): score = sum(w * s) / sum(w); under UnknownPolicy::KnownOnly
//    both sums run over the offer's known criteria only (0 when none is known);
//  - TOPSIS, on the same normalised s (higher is better, unknown 0): v_c = w_c / sum(w) * s_c;
//    the ideal A+_c = max v_c and the anti-ideal A-_c = min v_c over the feasible offers;
//    D+ = |v - A+|, D- = |v - A-| (Euclidean); score = closeness D- / (D+ + D-), and 1 for
//    every offer when D+ + D- = 0 (all offers alike on every weighted criterion). Since
//    max/min v_c = w_c * max/min s_c, prepare() keeps max/min s and rank() stays one pass;
//    under UnknownPolicy::KnownOnly an offer's distances leave out its unknown criteria and
//    the ideal and anti-ideal are taken over the known figures (topsisCloseness());
//  - under the job objective with a duration, cost and time are normalised with
//    scenario.jobNormalization (ratio to the best by default), and the order puts each job's
//    JobTier first: jobs over the cost limit (scenario.maxJobCostRatio x the cheapest) or
//    beaten on cost, time and stability by another offer never rank above eligible ones;
//  - all-zero or negative weights are an input error, whatever the method;
//  - order: (job tier,) score descending, then price ascending, then offer id ascending.
PreparedOffers prepare(const Catalog &catalog, const Scenario &scenario);
// Under the job objective: (re)computes the job tiers for a cost limit (Scenario::maxJobCostRatio;
// Unknown = none) without preparing again; nothing otherwise.
void setJobCostLimit(PreparedOffers &prepared, double maxJobCostRatio);
// (Re)computes normalized, normalizedMax and normalizedMin from raw, known and the flags.
void normalize(PreparedOffers &prepared, Normalization method);
Ranking rank(const PreparedOffers &prepared, const Weights &weights);

// Checks weights without ranking: empty when fine, else the message.
QString validateWeights(const Weights &weights);

} // namespace gpuscout
