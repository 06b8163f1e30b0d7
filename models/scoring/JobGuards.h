#pragma once

#include <cstdint>
#include <vector>

namespace gpuscout {

// Where a job stands before its score is looked at (README "Job guards"). Under the job
// objective the ranking orders by tier, then by score: a weight can trade cost against time
// and the rest, but it cannot make a job win that costs more than the scenario's limit, or
// one that another offer beats on cost and on time with at least its stability.
enum class JobTier : std::uint8_t {
    Eligible = 0,  // within the cost limit, and no offer is both cheaper and faster at least as stable
    Dominated = 1, // within the cost limit, but another offer is cheaper, faster and at least as stable
    OverLimit = 2, // costs more than the limit allows, or its cost is unknown
};

struct JobGuards {
    std::vector<JobTier> tier; // by position
    double cheapestCost = 0;   // NaN when no job cost is known
    double fastestHours = 0;   // NaN when no job time is known
};

// cost, hours and stability by position (NaN where unknown; a higher stability is better).
// maxCostRatio: the most a job may cost as a multiple of the cheapest (NaN: no limit).
JobGuards jobGuards(const std::vector<double> &cost, const std::vector<double> &hours,
                    const std::vector<double> &stability, double maxCostRatio);

} // namespace gpuscout
