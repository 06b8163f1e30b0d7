#include "perf/TrainingCalibration.h"

#include <cmath>
#include <limits>

namespace gpuscout {

TrainingCalibration::Result TrainingCalibration::fit(const QString &excludedGroup) const
{
    Result best;
    double bestError = std::numeric_limits<double>::infinity();
    const SpeedupSettings seeds = defaultSpeedupSettings();
    constexpr int Steps = 40; // 1e-5 .. 1e-1, ten steps a decade, and 0
    for (int step = -1; step <= Steps; ++step) {
        const double alpha = step < 0 ? 0.0 : std::pow(10.0, -5.0 + step / 10.0);
        SpeedupSettings settings = seeds;
        settings.alphaRdma = alpha;
        QHash<QString, double> sum;
        QHash<QString, int> count;
        QList<std::pair<QString, double>> logs;
        for (const Run &r : m_runs) {
            if (!excludedGroup.isEmpty() && r.group == excludedGroup)
                continue;
            const double ideal = idealTrainingSeconds(r.tokens, r.shape, r.system, settings);
            if (!(ideal > 0) || !(r.seconds > 0))
                continue;
            const double l = std::log(ideal / r.seconds);
            const QString arch = r.architecture.toLower();
            sum[arch] += l;
            count[arch] += 1;
            logs.append({arch, l});
        }
        if (logs.isEmpty())
            return best;
        double error = 0;
        for (const auto &[arch, l] : std::as_const(logs)) {
            const double d = l - sum.value(arch) / count.value(arch);
            error += d * d;
        }
        if (error < bestError - 1e-12) {
            bestError = error;
            best = Result{};
            best.rdmaAlpha = alpha;
            for (auto it = sum.cbegin(); it != sum.cend(); ++it) {
                const int n = count.value(it.key());
                if (n >= MinRunsPerArchitecture) {
                    best.efficiency.insert(it.key(), std::exp(it.value() / n));
                    best.runs.insert(it.key(), n);
                }
            }
        }
    }
    return best;
}

} // namespace gpuscout
