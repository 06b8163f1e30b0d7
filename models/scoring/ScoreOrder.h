#pragma once

#include <cstdint>
#include <vector>

namespace gpuscout {

// Sorts positions by descending score, stably: positions given in tie-break order keep it
// among equal scores. Scores are finite and non-negative.
void sortByScoreDescending(std::vector<std::uint32_t> &order, const std::vector<double> &score);

} // namespace gpuscout
