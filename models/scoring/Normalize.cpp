#include "scoring/Normalize.h"

#include <algorithm>
#include <cmath>

namespace gpuscout {

void normalizeColumn(const std::vector<double> &raw, const std::vector<char> *asBest, bool cost,
                     Normalization method, std::vector<double> &out)
{
    const std::size_t n = raw.size();
    out.assign(n, 0.0);
    auto scored = [&](std::size_t i) { return isKnown(raw[i]) && !(asBest && (*asBest)[i]); };
    double lo = INFINITY;
    double hi = -INFINITY;
    double sumSquares = 0;
    double logLo = INFINITY;
    double logHi = -INFINITY;
    bool any = false;
    for (std::size_t i = 0; i < n; ++i) {
        if (!scored(i))
            continue;
        const double x = raw[i];
        any = true;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
        sumSquares += x * x;
        if (method == Normalization::Log && x > 0) {
            logLo = std::min(logLo, std::log(x));
            logHi = std::max(logHi, std::log(x));
        }
    }
    const double norm = std::sqrt(sumSquares);
    double best = any ? 0.0 : 1.0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!scored(i))
            continue;
        const double x = raw[i];
        double s = 0;
        switch (method) {
        case Normalization::MinMax:
            s = hi == lo ? 1.0 : cost ? (hi - x) / (hi - lo) : (x - lo) / (hi - lo);
            break;
        case Normalization::Ratio:
            if (hi == lo)
                s = 1.0;
            else if (cost)
                s = x <= 0 ? 1.0 : std::max(lo, 0.0) / x;
            else
                s = hi <= 0 ? 0.0 : std::max(x, 0.0) / hi;
            break;
        case Normalization::Vector:
            s = !(norm > 0) ? 1.0 : cost ? 1.0 - x / norm : x / norm;
            break;
        case Normalization::Log:
            if (x <= 0)
                s = cost ? 1.0 : 0.0;
            else if (logHi == logLo)
                s = 1.0;
            else
                s = cost ? (logHi - std::log(x)) / (logHi - logLo) : (std::log(x) - logLo) / (logHi - logLo);
            break;
        }
        out[i] = s;
        best = std::max(best, s);
    }
    if (asBest) {
        for (std::size_t i = 0; i < n; ++i) {
            if ((*asBest)[i])
                out[i] = best;
        }
    }
}

} // namespace gpuscout
