#pragma once

#include <vector>

namespace gpuscout {

// TOPSIS closeness (Hwang and Yoon 1981) over normalised columns, higher is better.
// columns[c][i] is offer i's score on criterion c, w[c] the weights (summing to 1),
// best[c] and worst[c] the best and worst normalised score of the column: the ideal offer is
// v+_c = w_c best_c and the anti-ideal v-_c = w_c worst_c (weights are >= 0).
// masks[c] (null, or 1 where offer i's figure counts): a criterion left out of an offer's
// distances, as the "score on what is known" policy asks (its own weight renormalisation
// cancels in the ratio of the two distances).
//   D+ = sqrt(sum_c (w_c (best_c - s_ic))^2), D- = sqrt(sum_c (w_c (s_ic - worst_c))^2)
//   score = D- / (D+ + D-), computed as 1 / (1 + D+/D-): equal, but monotone in D+ and D- under
//   rounding too, so an offer at least as good as another everywhere never scores below it;
//   0 when D- = 0; 1 for every offer when the ideal and the anti-ideal coincide.
void topsisCloseness(const std::vector<const std::vector<double> *> &columns,
                     const std::vector<const std::vector<char> *> &masks, const std::vector<double> &w,
                     const std::vector<double> &best, const std::vector<double> &worst, std::vector<double> &score);

} // namespace gpuscout
