#include "perf/PerformanceModel.h"

#include "domain/Catalog.h"
#include "perf/MeasuredRun.h"
#include "workload/Speedup.h"

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

constexpr ServingEngine Engines[] = {ServingEngine::Vllm, ServingEngine::LlamaCpp};
// A measurement on a model more than this many times larger or smaller than the job's says
// little about the job: it is not used in its place.
const double MaxSizeRatioLog = std::log(4.0);

QString key2(const QString &a, const QString &b)
{
    return a.toLower() + QChar(0x1f) + b.toLower();
}

bool positive(double v)
{
    return isKnown(v) && std::isfinite(v) && v > 0;
}

// Multi-node MLPerf systems run NCCL over InfiniBand or RoCE; a trial run's instance type
// has the fabric its catalog offer states.
bool runHasRdma(const Catalog &c, const Measurement &m)
{
    if (m.suite == QLatin1String("mlperf-training"))
        return true;
    if (isServingMetric(m.metric) || m.instanceType.isEmpty())
        return false;
    for (const Offer &o : c.offers) {
        if (o.instanceType.compare(m.instanceType, Qt::CaseInsensitive) == 0 && o.provider >= 0
            && c.providers[o.provider].key.compare(m.provider, Qt::CaseInsensitive) == 0)
            return hasRdma(o);
    }
    return false;
}

} // namespace

int servingEngineSlot(ServingEngine engine)
{
    return engine == ServingEngine::LlamaCpp ? 1 : 0;
}

PerformanceModel::PerformanceModel(const Catalog &catalog)
    : m_speedup(defaultSpeedupSettings())
    , m_source(std::make_unique<Catalog>())
{
    // What the fit reads; the lists are shared with the catalog, not copied.
    m_source->gpus = catalog.gpus;
    m_source->gpuAliases = catalog.gpuAliases;
    m_source->providers = catalog.providers;
    m_source->offers = catalog.offers;
    m_source->measurements = catalog.measurements;
}

PerformanceModel::~PerformanceModel() = default;

// The window opens without a workload: the fit waits until a job asks for it.
void PerformanceModel::ensureFitted() const
{
    std::call_once(m_fitted, [this] {
        auto *self = const_cast<PerformanceModel *>(this); // built non-const by build()
        self->fit(*m_source);
        self->m_source.reset();
    });
}

void PerformanceModel::fit(const Catalog &catalog)
{
    fitServing(catalog);
    fitTraining(catalog);
    for (ServingEngine e : Engines) {
        for (bool parallel : {false, true}) {
            QList<ServingCalibration::Fit> &fits = m_fitByGpu[static_cast<std::size_t>(servingEngineSlot(e) * 2 + (parallel ? 1 : 0))];
            fits.reserve(catalog.gpus.size());
            for (const GpuSpec &g : catalog.gpus)
                fits << m_serving.fit(e, g.model, g.architecture, nullptr, parallel);
        }
    }
    m_efficiencyByGpu.reserve(catalog.gpus.size());
    for (const GpuSpec &g : catalog.gpus)
        m_efficiencyByGpu << m_trainingFit.efficiency.value(g.architecture.toLower(), Unknown);
    indexEvidence(catalog);
}

std::shared_ptr<const PerformanceModel> PerformanceModel::build(const Catalog &catalog)
{
    return std::make_shared<PerformanceModel>(catalog);
}

QString PerformanceModel::architectureOf(const Catalog &catalog, const QString &gpuModel)
{
    const int gi = catalog.gpuIndex(gpuModel);
    return gi >= 0 ? catalog.gpus[gi].architecture : QString();
}

void PerformanceModel::fitServing(const Catalog &catalog)
{
    for (const Measurement &m : catalog.measurements) {
        ServingEngine engine;
        if (m.kind != MeasurementKind::Benchmark || !isServingMetric(m.metric) || !servingEngineFromKey(m.engine, &engine))
            continue;
        const int gi = catalog.gpuIndex(m.gpu);
        if (gi < 0)
            continue;
        const MeasuredRun run = describeRun(m, catalog.gpus[gi], false);
        if (run.kind != MeasuredRun::Kind::Serving)
            continue;
        RelativeFit rows;
        rows.add(run.features, run.seconds);
        m_serving.add(engine, catalog.gpus[gi].model, catalog.gpus[gi].architecture, rows);
    }
}

void PerformanceModel::fitTraining(const Catalog &catalog)
{
    for (const Measurement &m : catalog.measurements) {
        if (m.kind != MeasurementKind::Benchmark || isServingMetric(m.metric))
            continue;
        const int gi = catalog.gpuIndex(m.gpu);
        if (gi < 0)
            continue;
        const MeasuredRun run = describeRun(m, catalog.gpus[gi], runHasRdma(catalog, m));
        if (run.kind != MeasuredRun::Kind::Training)
            continue;
        m_training.add({runGroupKey(m), catalog.gpus[gi].architecture, run.trainingShape, run.trainingSystem,
                        run.tokens, run.seconds});
    }
    m_trainingFit = m_training.fit();
    if (isKnown(m_trainingFit.rdmaAlpha)) {
        m_speedup.alphaRdma = m_trainingFit.rdmaAlpha;
        m_rdmaFitted = true;
    }
}

const ServingCalibration::Fit &PerformanceModel::servingFit(ServingEngine engine, int gpu, bool parallel) const
{
    ensureFitted();
    return fitted(engine, gpu, parallel);
}

// servingFit() without waiting for the fit (the fit itself uses it).
const ServingCalibration::Fit &PerformanceModel::fitted(ServingEngine engine, int gpu, bool parallel) const
{
    static const ServingCalibration::Fit none;
    const QList<ServingCalibration::Fit> &fits = m_fitByGpu[static_cast<std::size_t>(servingEngineSlot(engine) * 2 + (parallel ? 1 : 0))];
    return gpu >= 0 && gpu < fits.size() ? fits[gpu] : none;
}

double PerformanceModel::trainingEfficiency(int gpu) const
{
    ensureFitted();
    return gpu >= 0 && gpu < m_efficiencyByGpu.size() ? m_efficiencyByGpu[gpu] : Unknown;
}

void PerformanceModel::indexEvidence(const Catalog &catalog)
{
    const qsizetype n = catalog.measurements.size();
    m_correction.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const Measurement &m = catalog.measurements[i];
        double correction = Unknown;
        const int gi = catalog.gpuIndex(m.gpu);
        if (gi >= 0) {
            const MeasuredRun run = describeRun(m, catalog.gpus[gi], runHasRdma(catalog, m));
            if (run.kind == MeasuredRun::Kind::Serving) {
                ServingEngine engine = ServingEngine::Vllm;
                servingEngineFromKey(m.engine, &engine);
                const ServingCalibration::Fit &fit = fitted(engine, gi, run.system.gpus > 1);
                const double predicted = fit.ok() ? dot(fit.coefficients, run.features) : Unknown;
                if (positive(predicted))
                    correction = run.seconds / predicted;
            } else if (run.kind == MeasuredRun::Kind::Training) {
                // Against the ideal time (efficiency 1): the run's own efficiency, whatever the
                // calibration of its architecture says.
                const double ideal = idealTrainingSeconds(run.tokens, run.trainingShape, run.trainingSystem, m_speedup);
                if (positive(ideal))
                    correction = run.seconds / ideal;
            }
        }
        m_correction << correction;
        m_trial << (m.kind == MeasurementKind::Trial ? 1 : 0);
        m_task << m.task;
        m_logParameters << std::log(m.parameters);
        m_logConcurrency << std::log(positive(m.concurrency) ? std::max(1.0, m.concurrency) : 1.0);
        m_engine << m.engine.toLower();
        m_precision << trainingPrecisionOf(m);
        m_date << m.date;
        if (!positive(correction))
            continue;
        const int index = static_cast<int>(i);
        if (!m.instanceType.isEmpty() && !m.provider.isEmpty())
            m_byInstance[key2(m.provider, m.instanceType)] << index;
        if (positive(m.gpuCount))
            m_byGpuCount[key2(m.gpu, QString::number(m.gpuCount))] << index;
    }
    m_providerKeys.reserve(catalog.providers.size());
    for (const Provider &p : catalog.providers)
        m_providerKeys << p.key;
    for (const GpuSpec &g : catalog.gpus)
        m_gpuModels << g.model;
}

double PerformanceModel::correctionOf(int measurement) const
{
    ensureFitted();
    return measurement >= 0 && measurement < m_correction.size() ? m_correction[measurement] : Unknown;
}

void PerformanceModel::consider(const QList<int> &candidates, const Workload &w, ServingEngine engine, bool sameInstance,
                                bool onlyTrials, bool noTrials, int tier, Evidence *best, double *bestScore) const
{
    const QString work = workClass(w.task);
    const QString engineKey = servingEngineKey(engine);
    const bool serving = w.task == Task::Inference;
    const Precision precision = computePrecision(w.task, w.precision);
    const double load = serving ? std::log(std::max(1.0, w.concurrentRequests)) : 0.0;
    const double size = std::log(w.parameters);
    for (int i : candidates) {
        const bool trial = m_trial[i] != 0;
        if ((onlyTrials && !trial) || (noTrials && trial))
            continue;
        if (workClass(m_task[i]) != work)
            continue;
        if (serving && !(m_engine[i] == engineKey || (trial && m_engine[i].isEmpty())))
            continue;
        if (!serving && m_precision[i] != precision)
            continue;
        // Lower is better: (tier, size distance, concurrency distance); then the newer date.
        const double sizeDistance = std::abs(m_logParameters[i] - size);
        if (!(sizeDistance <= MaxSizeRatioLog + 1e-9))
            continue;
        const double loadDistance = serving ? std::abs(m_logConcurrency[i] - load) : 0.0;
        const double score[3] = {static_cast<double>(tier), sizeDistance, loadDistance};
        bool better = best->measurement < 0;
        if (!better) {
            for (int k = 0; k < 3; ++k) {
                if (score[k] != bestScore[k]) {
                    better = score[k] < bestScore[k];
                    break;
                }
                if (k == 2)
                    better = m_date[i] > m_date[best->measurement];
            }
        }
        if (better) {
            *best = Evidence{i, m_correction[i], trial, sameInstance};
            std::copy(std::begin(score), std::end(score), bestScore);
        }
    }
}

PerformanceModel::Evidence PerformanceModel::instanceEvidence(const Offer &offer, const Workload &w, ServingEngine engine) const
{
    ensureFitted();
    Evidence best;
    if (offer.provider < 0 || offer.provider >= m_providerKeys.size() || !positive(w.parameters) || m_byInstance.isEmpty())
        return best;
    double bestScore[3] = {0, 0, 0};
    const auto byInstance = m_byInstance.constFind(key2(m_providerKeys[offer.provider], offer.instanceType));
    if (byInstance != m_byInstance.cend()) {
        consider(byInstance.value(), w, engine, true, true, false, 0, &best, bestScore);
        consider(byInstance.value(), w, engine, true, false, true, 1, &best, bestScore);
    }
    return best;
}

PerformanceModel::Evidence PerformanceModel::gpuEvidence(int gpu, double gpuCount, const Workload &w, ServingEngine engine) const
{
    ensureFitted();
    Evidence best;
    if (gpu < 0 || gpu >= m_gpuModels.size() || !positive(w.parameters))
        return best;
    double bestScore[3] = {0, 0, 0};
    const auto byGpu = m_byGpuCount.constFind(key2(m_gpuModels[gpu], QString::number(gpuCount)));
    if (byGpu != m_byGpuCount.cend()) {
        consider(byGpu.value(), w, engine, false, true, false, 2, &best, bestScore);
        consider(byGpu.value(), w, engine, false, false, true, 3, &best, bestScore);
    }
    return best;
}

PerformanceModel::Evidence PerformanceModel::evidenceFor(const Offer &offer, const Workload &w, ServingEngine engine) const
{
    const Evidence own = instanceEvidence(offer, w, engine);
    return own.measurement >= 0 ? own : gpuEvidence(offer.gpu, offer.gpuCount, w, engine);
}

} // namespace gpuscout
