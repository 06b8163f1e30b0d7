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
    static std::shared_ptr<const PerformanceModel> build(const Catalog &catalog);

    // The fit for a catalog GPU (by index), precomputed; `parallel` for a copy of the model
    // over several GPUs (ServingCalibration::fit()).
    const ServingCalibration::Fit &servingFit(ServingEngine engine, int gpu, bool parallel = false) const;
    // The GPU's training efficiency against its FP8 dense peak; Unknown when no measured
    // run calibrates its architecture.
    double trainingEfficiency(int gpu) const;
    // Speedup.h's settings with the fitted RDMA alpha.
    const SpeedupSettings &speedup() const { return m_speedup; }
    bool rdmaAlphaFitted() const { return m_rdmaFitted; }

    const ServingCalibration &servingCalibration() const { return m_serving; }
    const TrainingCalibration &trainingCalibration() const { return m_training; }
    const TrainingCalibration::Result &trainingFit() const { return m_trainingFit; }

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

    // The correction of a measurement (Unknown when the model cannot predict it).
    double correctionOf(int measurement) const;
    static QString architectureOf(const Catalog &catalog, const QString &gpuModel);

private:
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
    QList<double> m_parameters;
    QList<double> m_concurrency;
    QList<QString> m_engine;
    QList<Precision> m_precision; // training runs: their compute precision
    QList<QString> m_date;
    QStringList m_providerKeys; // by catalog index
    QStringList m_gpuModels;
    QHash<QString, QList<int>> m_byInstance; // provider \x1f instance type (lower case)
    QHash<QString, QList<int>> m_byGpuCount; // gpu \x1f GPUs per instance (lower case)
};

// Serving engine fit slot: vLLM 0, llama.cpp 1.
int servingEngineSlot(ServingEngine engine);

} // namespace gpuscout
