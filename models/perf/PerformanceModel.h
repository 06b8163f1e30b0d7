#pragma once

#include "perf/ServingCalibration.h"
#include "perf/TrainingCalibration.h"
#include "workload/Speedup.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <mutex>

namespace gpuscout {

struct Catalog;
struct Measurement;
struct Offer;
struct Workload;

// The performance model of one catalog: the serving and training calibrations fitted on its
// benchmark measurements, and every measurement (trial runs and benchmarks) that can stand in
// for an estimate, with its correction: measured seconds / the model's seconds for the same
// run. Built once per catalog (CatalogDatabase::load, CatalogStore after a write); the
// scoring engine builds one itself for a catalog that has none.
class PerformanceModel
{
public:
    explicit PerformanceModel(const Catalog &catalog);
    ~PerformanceModel();
    static std::shared_ptr<const PerformanceModel> build(const Catalog &catalog);

    // The fit for a catalog GPU (by index), precomputed; `parallel` for a copy of the model
    // over several GPUs (ServingCalibration::fit()).
    const ServingCalibration::Fit &servingFit(ServingEngine engine, int gpu, bool parallel = false) const;
    // The GPU's training efficiency against its FP8 dense peak; Unknown when no measured
    // run calibrates its architecture.
    double trainingEfficiency(int gpu) const;
    // Speedup.h's settings with the fitted RDMA alpha.
    const SpeedupSettings &speedup() const { ensureFitted(); return m_speedup; }
    bool rdmaAlphaFitted() const { ensureFitted(); return m_rdmaFitted; }

    const ServingCalibration &servingCalibration() const { ensureFitted(); return m_serving; }
    const TrainingCalibration &trainingCalibration() const { ensureFitted(); return m_training; }
    const TrainingCalibration::Result &trainingFit() const { ensureFitted(); return m_trainingFit; }

    // A measurement that can replace the estimate of `workload` on `offer`: the buyer's trial
    // runs on its instance type first, then benchmarks on its instance type, then benchmarks
    // on the same GPU model and count; within a tier the nearest model size, then the nearest
    // concurrency, then the newest. Comparable: the same kind of work (serving; LoRA/QLoRA;
    // pre-training/full fine-tuning), a serving engine that matches (a trial run's empty
    // engine matches any), a training run at the job's compute precision, and a model size
    // within 4x. correction = measured seconds / the model's seconds for that run on that
    // system (for training: at an efficiency of 1, at the run's precision).
    struct Evidence {
        int measurement = -1; // index into the catalog's measurements
        double correction = Unknown;
        bool trial = false;
        bool sameInstanceType = false;
    };
    Evidence evidenceFor(const Offer &offer, const Workload &workload, ServingEngine engine) const;
    // The two halves of evidenceFor(): the instance type's own tiers, and the GPU model and
    // count's (the same for every offer of that GPU and count, so a caller can keep it).
    Evidence instanceEvidence(const Offer &offer, const Workload &workload, ServingEngine engine) const;
    Evidence gpuEvidence(int gpu, double gpuCount, const Workload &workload, ServingEngine engine) const;

    // The correction of a measurement (Unknown when the model cannot predict it).
    double correctionOf(int measurement) const;
    static QString architectureOf(const Catalog &catalog, const QString &gpuModel);

private:
    void ensureFitted() const;
    const ServingCalibration::Fit &fitted(ServingEngine engine, int gpu, bool parallel) const;
    void fit(const Catalog &catalog);
    void consider(const QList<int> &candidates, const Workload &w, ServingEngine engine, bool sameInstance,
                  bool onlyTrials, bool noTrials, int tier, Evidence *best, double *bestScore) const;
    void fitServing(const Catalog &catalog);
    void fitTraining(const Catalog &catalog);
    void indexEvidence(const Catalog &catalog);

    ServingCalibration m_serving;
    TrainingCalibration m_training;
    TrainingCalibration::Result m_trainingFit;
    SpeedupSettings m_speedup;
    bool m_rdmaFitted = false;
    std::array<QList<ServingCalibration::Fit>, 4> m_fitByGpu; // engine slot x (single, parallel)
    QList<double> m_efficiencyByGpu;
    QList<double> m_correction; // by measurement index
    QList<char> m_trial;
    QList<Task> m_task;
    QList<double> m_logParameters;
    QList<double> m_logConcurrency; // of max(1, concurrency); 1 when not published
    QList<QString> m_engine;
    QList<Precision> m_precision; // training runs: their compute precision
    QList<QString> m_date;
    QStringList m_providerKeys; // by catalog index
    QStringList m_gpuModels;
    QHash<QString, QList<int>> m_byInstance; // provider \x1f instance type (lower case)
    QHash<QString, QList<int>> m_byGpuCount; // gpu \x1f GPUs per instance (lower case)
    std::unique_ptr<Catalog> m_source;       // until fitted
    mutable std::once_flag m_fitted;
};

// Serving engine fit slot: vLLM 0, llama.cpp 1.
int servingEngineSlot(ServingEngine engine);

} // namespace gpuscout
