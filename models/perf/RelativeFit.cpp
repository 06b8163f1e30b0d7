#include "perf/RelativeFit.h"

#include <cmath>

namespace gpuscout {

namespace {

constexpr int K = ServingTermCount;

// Solves m x = v in place for the n x n system (row stride K); false when singular.
bool gaussSolve(std::array<double, K * K> m, std::array<double, K> v, int n, std::array<double, K> *x)
{
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int r = col + 1; r < n; ++r) {
            if (std::abs(m[r * K + col]) > std::abs(m[pivot * K + col]))
                pivot = r;
        }
        if (!(std::abs(m[pivot * K + col]) > 1e-12))
            return false;
        if (pivot != col) {
            for (int c = 0; c < n; ++c)
                std::swap(m[col * K + c], m[pivot * K + c]);
            std::swap(v[col], v[pivot]);
        }
        for (int r = col + 1; r < n; ++r) {
            const double f = m[r * K + col] / m[col * K + col];
            for (int c = col; c < n; ++c)
                m[r * K + c] -= f * m[col * K + c];
            v[r] -= f * v[col];
        }
    }
    for (int r = n - 1; r >= 0; --r) {
        double s = v[r];
        for (int c = r + 1; c < n; ++c)
            s -= m[r * K + c] * (*x)[c];
        (*x)[r] = s / m[r * K + r];
    }
    return true;
}

} // namespace

void RelativeFit::add(const ServingFeatures &x, double seconds, double weight)
{
    ServingFeatures y;
    for (int i = 0; i < K; ++i)
        y[i] = x[i] / seconds;
    for (int i = 0; i < K; ++i) {
        b[i] += weight * y[i];
        for (int j = 0; j < K; ++j)
            a[i * K + j] += weight * y[i] * y[j];
    }
    rows += weight;
}

RelativeFit &RelativeFit::operator+=(const RelativeFit &o)
{
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i] += o.a[i];
    for (std::size_t i = 0; i < b.size(); ++i)
        b[i] += o.b[i];
    rows += o.rows;
    return *this;
}

RelativeFit &RelativeFit::operator-=(const RelativeFit &o)
{
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i] -= o.a[i];
    for (std::size_t i = 0; i < b.size(); ++i)
        b[i] -= o.b[i];
    rows -= o.rows;
    return *this;
}

ServingCoefficients RelativeFit::solve() const
{
    ServingCoefficients best;
    best.fill(Unknown);
    if (!(rows > 0.5))
        return best;
    // Columns scaled to unit diagonal: the terms differ by ten orders of magnitude.
    std::array<double, K> scale;
    for (int i = 0; i < K; ++i)
        scale[i] = a[i * K + i] > 0 ? 1 / std::sqrt(a[i * K + i]) : 0;
    double bestObjective = rows; // all coefficients 0
    best.fill(0);
    for (int mask = 1; mask < (1 << K); ++mask) {
        int idx[K];
        int n = 0;
        bool usable = true;
        for (int i = 0; i < K; ++i) {
            if (mask & (1 << i)) {
                if (scale[i] == 0) {
                    usable = false;
                    break;
                }
                idx[n++] = i;
            }
        }
        if (!usable)
            continue;
        std::array<double, K * K> m{};
        std::array<double, K> v{};
        for (int r = 0; r < n; ++r) {
            v[r] = b[idx[r]] * scale[idx[r]];
            for (int c = 0; c < n; ++c)
                m[r * K + c] = a[idx[r] * K + idx[c]] * scale[idx[r]] * scale[idx[c]];
        }
        std::array<double, K> x{};
        if (!gaussSolve(m, v, n, &x))
            continue;
        ServingCoefficients theta;
        theta.fill(0);
        bool nonNegative = true;
        for (int r = 0; r < n; ++r) {
            theta[idx[r]] = x[r] * scale[idx[r]];
            if (!(theta[idx[r]] >= 0))
                nonNegative = false;
        }
        if (!nonNegative)
            continue;
        double objective = rows;
        for (int i = 0; i < K; ++i) {
            objective -= 2 * theta[i] * b[i];
            for (int j = 0; j < K; ++j)
                objective += theta[i] * a[i * K + j] * theta[j];
        }
        if (objective < bestObjective - 1e-12) {
            bestObjective = objective;
            best = theta;
        }
    }
    return best;
}

} // namespace gpuscout
