#pragma once

#include "perf/ServingModel.h"

namespace gpuscout {

// The sums of a least-squares fit of time = coefficients . features on relative errors,
// minimising sum(((c . x - t) / t)^2): with y = x / t, A = sum y y', b = sum y. Sums can
// be added and taken away again, so leaving a group of rows out of a fit costs nothing.
struct RelativeFit {
    std::array<double, ServingTermCount * ServingTermCount> a{};
    ServingFeatures b{};
    double rows = 0;

    void add(const ServingFeatures &x, double seconds, double weight = 1);
    RelativeFit &operator+=(const RelativeFit &other);
    RelativeFit &operator-=(const RelativeFit &other);

    // The non-negative coefficients that minimise the sum: every subset of terms is solved
    // unconstrained and the best solution with no negative coefficient is kept (exact for
    // seven terms, 127 small systems). Unknown coefficients when no row was added.
    ServingCoefficients solve() const;
};

} // namespace gpuscout
