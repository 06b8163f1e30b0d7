#pragma once

#include "perf/RelativeFit.h"

#include <QHash>
#include <QString>

namespace gpuscout {

// The serving coefficients of each engine, fitted on measurements at three levels: the GPU
// model when it has at least MinRowsPerFit measured figures, else its architecture, else
// every GPU the engine was measured on. The coefficients are efficiencies against the
// datasheet figures the features divide by, so they carry over between GPUs of one level.
class ServingCalibration
{
public:
    static constexpr double MinRowsPerFit = 20;
    enum class Level { Gpu, Architecture, AllGpus, None };

    struct Fit {
        ServingCoefficients coefficients{};
        Level level = Level::None;
        QString scope;   // the GPU model or architecture fitted on; empty for AllGpus
        double rows = 0;
        bool ok() const { return level != Level::None; }
    };

    void add(ServingEngine engine, const QString &gpu, const QString &architecture, const RelativeFit &rows);
    // The fit for a GPU, with `excluded` (rows already added) taken out first: a validation
    // predicts a measurement from the others. `parallel`: the job runs one copy over several
    // GPUs, so a level is used only when some of its rows did too (a level measured on single
    // GPUs alone knows nothing of the all-reduces and would make them free).
    Fit fit(ServingEngine engine, const QString &gpu, const QString &architecture,
            const RelativeFit *excluded = nullptr, bool parallel = false) const;
    bool hasEngine(ServingEngine engine) const;

private:
    struct Sums {
        QHash<QString, RelativeFit> byGpu;
        QHash<QString, RelativeFit> byArchitecture;
        RelativeFit all;
    };
    Sums m_sums[2];
    mutable QHash<QString, ServingCoefficients> m_cache; // solved fits without exclusions
};

QString calibrationLevelKey(ServingCalibration::Level level); // gpu | architecture | all-gpus | none

} // namespace gpuscout
