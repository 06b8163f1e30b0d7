#include "perf/ServingCalibration.h"

namespace gpuscout {

namespace {

int slot(ServingEngine e)
{
    return e == ServingEngine::LlamaCpp ? 1 : 0;
}

} // namespace

void ServingCalibration::add(ServingEngine engine, const QString &gpu, const QString &architecture, const RelativeFit &rows)
{
    Sums &s = m_sums[slot(engine)];
    s.byGpu[gpu.toLower()] += rows;
    if (!architecture.isEmpty())
        s.byArchitecture[architecture.toLower()] += rows;
    s.all += rows;
    m_cache.clear();
}

bool ServingCalibration::hasEngine(ServingEngine engine) const
{
    return m_sums[slot(engine)].all.rows > 0;
}

ServingCalibration::Fit ServingCalibration::fit(ServingEngine engine, const QString &gpu, const QString &architecture,
                                                const RelativeFit *excluded, bool parallel) const
{
    const Sums &s = m_sums[slot(engine)];
    const auto attempt = [&](const RelativeFit *sums, Level level, const QString &scope, Fit *out) {
        if (!sums)
            return false;
        RelativeFit left = *sums;
        if (excluded)
            left -= *excluded;
        if (left.rows < MinRowsPerFit)
            return false;
        // The ParallelLayers column's sum of squares is 0 when no row ran on several GPUs.
        if (parallel && !(left.a[ParallelLayers * ServingTermCount + ParallelLayers] > 1e-12))
            return false;
        // Many GPUs share their architecture's or the engine's fit: solved once each.
        const QString cacheKey = QString::number(slot(engine)) + u'|' + calibrationLevelKey(level) + u'|' + scope.toLower()
            + (parallel ? QStringLiteral("|parallel") : QString());
        if (!excluded && m_cache.contains(cacheKey)) {
            out->coefficients = m_cache.value(cacheKey);
        } else {
            out->coefficients = left.solve();
            if (!excluded)
                m_cache.insert(cacheKey, out->coefficients);
        }
        out->level = level;
        out->scope = scope;
        out->rows = left.rows;
        return true;
    };
    Fit f;
    const auto g = s.byGpu.constFind(gpu.toLower());
    if (attempt(g == s.byGpu.cend() ? nullptr : &g.value(), Level::Gpu, gpu, &f))
        return f;
    const auto a = architecture.isEmpty() ? s.byArchitecture.cend() : s.byArchitecture.constFind(architecture.toLower());
    if (attempt(a == s.byArchitecture.cend() ? nullptr : &a.value(), Level::Architecture, architecture, &f))
        return f;
    if (attempt(&s.all, Level::AllGpus, QString(), &f))
        return f;
    return Fit{};
}

QString calibrationLevelKey(ServingCalibration::Level level)
{
    switch (level) {
    case ServingCalibration::Level::Gpu: return QStringLiteral("gpu");
    case ServingCalibration::Level::Architecture: return QStringLiteral("architecture");
    case ServingCalibration::Level::AllGpus: return QStringLiteral("all-gpus");
    case ServingCalibration::Level::None: return QStringLiteral("none");
    }
    return {};
}

} // namespace gpuscout
