#include "scoring/Topsis.h"

#include <cmath>

namespace gpuscout {

void topsisCloseness(const std::vector<const std::vector<double> *> &columns,
                     const std::vector<const std::vector<char> *> &masks, const std::vector<double> &w,
                     const std::vector<double> &best, const std::vector<double> &worst, std::vector<double> &score)
{
    const std::size_t n = columns.empty() ? 0 : columns.front()->size();
    std::vector<double> toWorst(n, 0.0); // squared D-
    score.assign(n, 0.0);                // squared D+ until the last loop
    double spread = 0;                   // squared distance from the ideal to the anti-ideal
    for (std::size_t k = 0; k < columns.size(); ++k) {
        if (w[k] == 0)
            continue;
        const double wk = w[k];
        const double b = best[k];
        const double lo = worst[k];
        spread += (wk * (b - lo)) * (wk * (b - lo));
        const double *col = columns[k]->data();
        double *plus = score.data();
        double *minus = toWorst.data();
        if (const std::vector<char> *mask = k < masks.size() ? masks[k] : nullptr) {
            const char *m = mask->data();
            for (std::size_t i = 0; i < n; ++i) {
                const double counts = m[i] ? 1.0 : 0.0;
                const double dPlus = counts * wk * (b - col[i]);
                const double dMinus = counts * wk * (col[i] - lo);
                plus[i] += dPlus * dPlus;
                minus[i] += dMinus * dMinus;
            }
        } else {
            for (std::size_t i = 0; i < n; ++i) {
                const double dPlus = wk * (b - col[i]);
                const double dMinus = wk * (col[i] - lo);
                plus[i] += dPlus * dPlus;
                minus[i] += dMinus * dMinus;
            }
        }
    }
    if (!(spread > 0)) {
        score.assign(n, 1.0); // every offer is the ideal and the anti-ideal at once
        return;
    }
    for (std::size_t i = 0; i < n; ++i)
        score[i] = toWorst[i] > 0 ? 1.0 / (1.0 + std::sqrt(score[i] / toWorst[i])) : 0.0;
}

} // namespace gpuscout
