#pragma once

#include "domain/Scenario.h"

#include <vector>

namespace gpuscout {

// One criterion's raw figures over the feasible offers turned into scores, higher is
// better, 0 for an unknown figure. `lowerIsBetter` marks a cost (price, time to complete).
// Over the known figures x (lo = smallest, hi = largest):
//   minmax  (x - lo) / (hi - lo); cost (hi - x) / (hi - lo); 1 for all when hi == lo
//   ratio   x / hi; cost lo / x (a figure of 0 or less: 0, cost 1)
//   vector  r = x / sqrt(sum x^2); cost 1 - r (TOPSIS only measures differences, so 1 - r
//           gives exactly Hwang and Yoon's distances, and keeps every score in 0..1); 1 for
//           all when every figure is 0
//   log     min-max on ln x over the figures above 0; a figure of 0 or less scores 0 (cost 1)
// `asBest` (optional, by position): figures that do not matter for this offer (the network
// of a job that fits in one instance); they score as the best figure of the column, or 1
// when the column has no other figure, and take no part in lo, hi or the vector norm.
void normalizeColumn(const std::vector<double> &raw, const std::vector<char> *asBest, bool lowerIsBetter,
                     Normalization method, std::vector<double> &out);

} // namespace gpuscout
