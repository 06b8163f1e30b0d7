#pragma once

#include "domain/Criterion.h"

#include <array>
#include <numeric>

namespace gpuscout {

// The largest weight accepted anywhere (options, scenario files, the engine). Only the
// proportions matter, so nothing is lost by the cap, and five weights of at most 1e6 sum
// without overflow (five of 1e308 sum to infinity, which scored every offer 0).
inline constexpr double MaxWeight = 1e6;

// Importance of each criterion. Only the proportions matter: the score divides by the total.
struct Weights {
    std::array<double, CriterionCount> value{5, 5, 5, 5, 5}; // balanced, mid-scale on 0..10

    double operator[](Criterion c) const { return value[indexOf(c)]; }
    double &operator[](Criterion c) { return value[indexOf(c)]; }
    double total() const { return std::accumulate(value.begin(), value.end(), 0.0); }
    double share(Criterion c) const { return total() > 0 ? value[indexOf(c)] / total() : 0.0; }
    bool operator==(const Weights &) const = default;
};

} // namespace gpuscout
