#include "catalog/CatalogCsv.h"
#include "domain/Catalog.h"
#include "job/JobEstimate.h"
#include "perf/MeasuredRun.h"
#include "perf/PerformanceModel.h"
#include "perf/RelativeFit.h"
#include "perf/ServingModel.h"
#include "perf/Validation.h"
#include "scoring/Ranking.h"
#include "scoring/ScoringEngine.h"
#include "workload/ModelPresets.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace gpuscout;

namespace {

int offerIndex(const Catalog &c, const QString &provider, const QString &instanceType)
{
    for (int i = 0; i < c.offers.size(); ++i) {
        const Offer &o = c.offers[i];
        if (o.provider >= 0 && c.providers[o.provider].key == provider && o.instanceType == instanceType)
            return i;
    }
    return -1;
}

Workload serving(const QString &preset, double concurrent = 1)
{
    Workload w;
    applyModelPreset(preset, &w);
    w.task = Task::Inference;
    w.tokens = 1e9;
    w.concurrentRequests = concurrent;
    return w;
}

} // namespace

class TestPerformanceModel : public QObject
{
    Q_OBJECT

    std::shared_ptr<Catalog> m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = std::make_shared<Catalog>();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), m_catalog.get(), &error), qPrintable(error));
        m_catalog->performance = PerformanceModel::build(*m_catalog);
        QVERIFY(m_catalog->measurements.size() > 7000);
    }

    // The fit recovers the coefficients that made the data, and keeps them non-negative.
    void relativeFitRecoversKnownCoefficients()
    {
        QRandomGenerator rng(7);
        ServingCoefficients truth{};
        truth[DecodeLayers] = 5e-5;
        truth[MemoryTraffic] = 1.3;
        truth[Compute] = 2.5;
        truth[RequestOverhead] = 0.01;
        // the other terms are 0 in the truth: the fit must not give them a negative weight
        RelativeFit fit;
        for (int i = 0; i < 200; ++i) {
            ServingFeatures x{};
            for (double &v : x)
                v = rng.bounded(1.0) * 0.01;
            x[DecodeLayers] = 1 + rng.bounded(100.0);
            fit.add(x, dot(truth, x));
        }
        const ServingCoefficients got = fit.solve();
        for (int k = 0; k < ServingTermCount; ++k) {
            QVERIFY2(got[k] >= 0, qPrintable(QString::number(k)));
            QVERIFY2(std::abs(got[k] - truth[k]) <= 1e-6 * std::max(1.0, truth[k]), qPrintable(QStringLiteral("term %1: %2 vs %3").arg(k).arg(got[k]).arg(truth[k])));
        }
    }

    // Leaving a group out by subtraction gives the fit of the rest.
    void aGroupLeavesTheFitBySubtraction()
    {
        QRandomGenerator rng(11);
        RelativeFit all;
        RelativeFit rest;
        RelativeFit group;
        for (int i = 0; i < 60; ++i) {
            ServingFeatures x{};
            for (double &v : x)
                v = rng.bounded(1.0);
            const double t = 0.5 + rng.bounded(1.0);
            all.add(x, t);
            (i % 5 == 0 ? group : rest).add(x, t);
        }
        RelativeFit left = all;
        left -= group;
        const ServingCoefficients a = left.solve();
        const ServingCoefficients b = rest.solve();
        for (int k = 0; k < ServingTermCount; ++k)
            QVERIFY(std::abs(a[k] - b[k]) <= 1e-9 * std::max(1.0, std::abs(b[k])));
    }

    // The model against every bundled benchmark, each left out of its own fit: the issue's
    // targets (median error <= 25 %, >= 90 % within 1.5x) and the 2x share the README reports.
    void validationMeetsTheTargets()
    {
        const QList<ValidationRow> rows = validatePerformance(*m_catalog);
        const ValidationSummary s = summarizeValidation(rows);
        qInfo("validation: n %d, median %.1f %%, within 1.5x %.1f %%, within 2x %.1f %%, unpredicted %d", s.rows,
              s.medianAbsError * 100, s.within15 * 100, s.within2 * 100, s.unpredicted);
        QVERIFY(s.rows > 6000);
        QVERIFY(s.medianAbsError <= 0.25);
        QVERIFY(s.within15 >= 0.90);
        QVERIFY(s.within2 >= 0.99);
        // Every family the model predicts is within 2x for 98 % of its rows; MLPerf Inference is
        // the one family it cannot predict (prompt lengths are not published with the results).
        for (const QString &family : validationFamilies(rows)) {
            QList<ValidationRow> of;
            for (const ValidationRow &r : rows) {
                if (r.family == family)
                    of << r;
            }
            const ValidationSummary f = summarizeValidation(of);
            if (family == QLatin1String("mlperf-inference")) {
                QCOMPARE(f.rows, 0);
                continue;
            }
            QVERIFY2(f.rows > 0 && f.within2 >= 0.98, qPrintable(family));
        }
    }

    // A prediction never uses the run it predicts: changing a measured value changes no
    // prediction of that run.
    void aRowIsNotPredictedFromItself()
    {
        Catalog copy = *m_catalog;
        int index = -1;
        for (int i = 0; i < copy.measurements.size(); ++i) {
            if (copy.measurements[i].suite == QLatin1String("sparecores-vllm")) {
                index = i;
                break;
            }
        }
        QVERIFY(index >= 0);
        const auto predictedOf = [&](const Catalog &c) {
            for (const ValidationRow &r : validatePerformance(c)) {
                if (r.measurement == index)
                    return r.predicted;
            }
            return Unknown;
        };
        const double before = predictedOf(copy);
        copy.measurements[index].value *= 10;
        copy.performance.reset();
        QCOMPARE(predictedOf(copy), before);
    }

    // `rank --task inference --params 7B`: no graphics-only card or vGPU slice is feasible,
    // and they are counted under their own reason.
    void graphicsCardsNeverServeAnLlm()
    {
        Scenario s;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        s.workload = w;
        const PreparedOffers p = prepare(*m_catalog, s);
        QVERIFY(p.size() > 100);
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Offer &o = m_catalog->offers[p.offer[i]];
            const GpuSpec &g = m_catalog->gpus[o.gpu];
            QVERIFY2(g.model != QLatin1String("RadeonProV520"), qPrintable(o.instanceType));
            QVERIFY2(o.gpuCount >= 1, qPrintable(o.instanceType));
            QVERIFY2(g.stacks.split(u';').contains(QStringLiteral("cuda")), qPrintable(g.model));
        }
        QVERIFY(p.excluded[static_cast<std::size_t>(Exclusion::Stack)] > 0);
        // With any stack the V520 comes back, but with an unknown serving figure (no memory
        // bandwidth in the catalog): never a datasheet bound.
        s.workload->stack = SoftwareStack::Any;
        const PreparedOffers any = prepare(*m_catalog, s);
        bool sawV520 = false;
        for (std::size_t i = 0; i < any.size(); ++i) {
            const Offer &o = m_catalog->offers[any.offer[i]];
            if (m_catalog->gpus[o.gpu].model == QLatin1String("RadeonProV520")) {
                sawV520 = true;
                QVERIFY(!isKnown(any.job[i].tokensPerSecond));
            }
        }
        QVERIFY(sawV520);
    }

    // The leaders of `rank --task inference --params 7B` serve within 1.5x of what their GPUs
    // were measured to serve on as many GPUs (Llama 3.1 8B, 1024 in / 256 out, one request at a
    // time): each of the first 100 ranks that has such a measurement, and at least one does.
    void leadersServeAsMeasured()
    {
        Scenario s;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        s.workload = w;
        const RankingResult r = rankCatalog(m_catalog, s);
        QVERIFY(r.size() > 0);
        int compared = 0;
        for (std::size_t k = 0; k < std::min<std::size_t>(100, r.size()); ++k) {
            const int offer = r.offerIndexAt(k);
            const QString gpu = m_catalog->gpus[m_catalog->offers[offer].gpu].model;
            const double gpus = m_catalog->offers[offer].gpuCount;
            const OfferJob &job = r.prepared->job[r.ranking->order[k]];
            double measured = Unknown;
            for (const Measurement &m : m_catalog->measurements) {
                if (m.gpu == gpu && m.gpusUsed == gpus && m.engine == QLatin1String("vllm") && m.metric == Metric::OutputTokensPerSecond
                    && m.parameters == 8.03e9 && m.promptTokens == 1024 && m.outputTokens == 256 && m.concurrency < 1.05) {
                    measured = m.value;
                    break;
                }
            }
            if (!isKnown(measured))
                continue;
            ++compared;
            qInfo("rank %zu, %g x %s: %.1f tokens/s estimated, %.1f measured for Llama 3.1 8B", k + 1, gpus, qPrintable(gpu),
                  job.tokensPerSecond, measured);
            QVERIFY(job.tokensPerSecond <= 1.5 * measured && job.tokensPerSecond >= measured / 1.5);
        }
        QVERIFY(compared > 0);
    }

    // On a grid of models, loads and every calibrated GPU of the catalog: more requests in
    // flight never lower the tokens a second, a larger model never raises them, and a longer
    // prompt never shortens the time to the first token.
    void servingIsMonotoneOnAGrid()
    {
        const PerformanceModel &model = *m_catalog->performance;
        int checked = 0;
        for (int gi = 0; gi < m_catalog->gpus.size(); ++gi) {
            const GpuSpec &g = m_catalog->gpus[gi];
            if (!model.servingFit(ServingEngine::Vllm, gi).ok() || !isKnown(g.memoryBandwidthGbs) || !isKnown(g.fp16Tflops))
                continue;
            Offer o;
            o.gpu = gi;
            o.provider = 0;
            o.gpuCount = 8;
            o.instanceType = QStringLiteral("grid");
            for (const char *preset : {"llama-3.1-8b", "qwen2.5-14b", "llama-3.1-70b"}) {
                double previous = 0;
                for (double c : {1.0, 2.0, 8.0, 32.0, 128.0}) {
                    const JobEstimate e = estimateJob(serving(QString::fromLatin1(preset), c), o, g, &model);
                    if (!fits(e.fit))
                        continue;
                    QVERIFY2(e.tokensPerSecond >= previous * (1 - 1e-12), qPrintable(g.model + u' ' + QString::fromLatin1(preset)));
                    previous = e.tokensPerSecond;
                    ++checked;
                }
            }
            const JobEstimate small = estimateJob(serving(QStringLiteral("llama-3.1-8b"), 4), o, g, &model);
            const JobEstimate large = estimateJob(serving(QStringLiteral("llama-3.1-70b"), 4), o, g, &model);
            if (fits(small.fit) && fits(large.fit))
                QVERIFY2(large.tokensPerSecond <= small.tokensPerSecond, qPrintable(g.model));
            Workload shortPrompt = serving(QStringLiteral("llama-3.1-8b"));
            shortPrompt.promptTokens = 256;
            Workload longPrompt = shortPrompt;
            longPrompt.promptTokens = 4096;
            QVERIFY(estimateJob(longPrompt, o, g, &model).ttftMs > estimateJob(shortPrompt, o, g, &model).ttftMs);
        }
        QVERIFY(checked > 100);
    }

    // A trial run on an instance type replaces the estimate of every job on it: for the
    // workload it measured, the job's rate is the measured rate; for another, the model's
    // rate scaled by the same correction.
    void aTrialRunIsTheFigure()
    {
        auto catalog = std::make_shared<Catalog>(*m_catalog);
        const int oi = offerIndex(*catalog, QStringLiteral("aws"), QStringLiteral("g6.xlarge"));
        QVERIFY(oi >= 0);
        const Offer &o = catalog->offers[oi];
        const GpuSpec &g = catalog->gpus[o.gpu];
        Workload w = serving(QStringLiteral("llama-3.1-8b"), 4);
        const JobEstimate before = estimateJob(w, o, g, catalog->performance.get());
        QVERIFY(isKnown(before.tokensPerSecond));

        Measurement trial;
        trial.key = QStringLiteral("t-test");
        trial.kind = MeasurementKind::Trial;
        trial.source = QStringLiteral("trial");
        trial.provider = QStringLiteral("aws");
        trial.instanceType = QStringLiteral("g6.xlarge");
        trial.gpu = g.model;
        trial.gpuCount = o.gpuCount;
        trial.gpusUsed = o.gpuCount;
        trial.task = Task::Inference;
        trial.parameters = w.parameters;
        trial.shape = w.shape;
        trial.precision = QStringLiteral("bf16");
        trial.promptTokens = w.promptTokens;
        trial.outputTokens = w.outputTokens;
        trial.concurrency = w.concurrentRequests;
        trial.metric = Metric::OutputTokensPerSecond;
        trial.value = 123.0;
        trial.date = QStringLiteral("2026-12-01");
        QVERIFY(validateMeasurement(trial).isEmpty());
        catalog->measurements << trial;
        catalog->performance = PerformanceModel::build(*catalog);
        const JobEstimate after = estimateJob(w, o, g, catalog->performance.get());
        QCOMPARE(after.basis, PerformanceBasis::Measured);
        QCOMPARE(catalog->measurements[after.measurement].key, QStringLiteral("t-test"));
        QVERIFY(std::abs(after.tokensPerSecond - 123.0) < 1e-9);
        QVERIFY(std::abs(after.hours - 1e9 / 123.0 / 3600) < 1e-9);
        // Another load on the same instance type: the model's own ratio carries the correction.
        Workload other = w;
        other.concurrentRequests = 16;
        const JobEstimate measured16 = estimateJob(other, o, g, catalog->performance.get());
        QCOMPARE(measured16.measurement, after.measurement);
        QCOMPARE(measured16.correction, after.correction);
        // The model's own rates (the measured ones times the correction) keep their ratio.
        QVERIFY(measured16.tokensPerSecond * measured16.correction > after.tokensPerSecond * after.correction);
        // Another instance type with the same GPU and count and no vLLM run of its own: the
        // trial run is the nearest evidence there too.
        const int other6 = offerIndex(*catalog, QStringLiteral("aws"), QStringLiteral("g6.2xlarge"));
        QVERIFY(other6 >= 0);
        const JobEstimate sibling = estimateJob(w, catalog->offers[other6], g, catalog->performance.get());
        QCOMPARE(sibling.measurement, after.measurement);
    }

    // Training: the calibrated architectures and the fitted multi-node scaling.
    void trainingIsCalibratedOnMlperf()
    {
        const PerformanceModel &model = *m_catalog->performance;
        const TrainingCalibration::Result &fit = model.trainingFit();
        for (const char *arch : {"hopper", "blackwell", "cdna3"}) {
            const double e = fit.efficiency.value(QString::fromLatin1(arch), Unknown);
            QVERIFY2(isKnown(e) && e > 0.2 && e < 1.0, arch);
        }
        QVERIFY(!fit.efficiency.contains(QStringLiteral("ampere"))); // no bundled MLPerf run on a catalog Ampere GPU
        QVERIFY(model.rdmaAlphaFitted());
        QVERIFY(model.speedup().alphaRdma < defaultSpeedupSettings().alphaRdma);
        // An A100 job uses the seeds' utilisation, and says so.
        const int a100 = m_catalog->gpuIndex(QStringLiteral("A100-80GB"));
        Offer o;
        o.gpu = a100;
        o.gpuCount = 8;
        o.provider = 0;
        Workload w;
        applyModelPreset(QStringLiteral("llama-2-7b"), &w);
        w.task = Task::Pretrain;
        w.tokens = 1e10;
        const JobEstimate e = estimateJob(w, o, m_catalog->gpus[a100], &model);
        QCOMPARE(e.efficiency, w.utilisation);
        QVERIFY(e.calibration.contains(QStringLiteral("not calibrated")));
        // On an H100 an FP8 job takes the calibration (against the FP8 peak); a BF16 one keeps
        // the utilisation: MLPerf's runs are FP8, no bundled run measured BF16 training.
        // (4 GPUs an instance: MLPerf measured 8-GPU nodes, whose runs would stand in for it.)
        const int h100 = m_catalog->gpuIndex(QStringLiteral("H100-SXM"));
        o.gpu = h100;
        o.gpuCount = 4;
        w.precision = WeightPrecision::FP8;
        const JobEstimate fp8 = estimateJob(w, o, m_catalog->gpus[h100], &model);
        QCOMPARE(fp8.basis, PerformanceBasis::Estimated);
        QCOMPARE(fp8.efficiency, fit.efficiency.value(QStringLiteral("hopper")));
        QCOMPARE(fp8.calibration, QStringLiteral("training hopper"));
        // An 8-GPU H100 node was measured: a comparable MLPerf run (Llama 3.1 8B pre-training)
        // decides, with its own efficiency.
        o.gpuCount = 8;
        const JobEstimate node = estimateJob(w, o, m_catalog->gpus[h100], &model);
        QCOMPARE(node.basis, PerformanceBasis::Measured);
        QCOMPARE(m_catalog->measurements[node.measurement].suite, QStringLiteral("mlperf-training"));
        o.gpuCount = 4;
        w.precision = WeightPrecision::BF16;
        const JobEstimate bf16 = estimateJob(w, o, m_catalog->gpus[h100], &model);
        QCOMPARE(bf16.efficiency, w.utilisation);
        QVERIFY(fp8.hours < bf16.hours);
    }

    // A measurement the model cannot predict says why.
    void unpredictableRunsSayWhy()
    {
        int mlperf = 0;
        for (const Measurement &m : m_catalog->measurements) {
            if (m.suite != QLatin1String("mlperf-inference"))
                continue;
            const MeasuredRun run = describeRun(m, m_catalog->gpus[m_catalog->gpuIndex(m.gpu)], false);
            QCOMPARE(run.kind, MeasuredRun::Kind::Unpredictable);
            QVERIFY(run.reason.contains(QStringLiteral("prompt")));
            ++mlperf;
        }
        QVERIFY(mlperf > 100);
    }
};

GPUSCOUT_TEST_MAIN(TestPerformanceModel)
#include "tst_PerformanceModel.moc"
