// Job benchmark: a workload over 100,000 offers with the performance model fitted on the
// bundled measurements. Prints "bench: NAME VALUE UNIT" lines; asserts nothing.
//   perf_model_build            fitting the model on the bundled catalog (once per catalog, on first use)
//   engine_job_prepare_*        prepare() with the workload: every offer's fit, time and cost
//   engine_job_rerank_100000    a weight step under the job objective (the budget:
//                               no slower than 2 x engine_rerank_100000)

#include "catalog/CatalogCsv.h"
#include "domain/Catalog.h"
#include "perf/PerformanceModel.h"
#include "scoring/ScoringEngine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

double medianMs(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

// The bundled GPUs, providers and measurements with `count` synthetic offers over them:
// every tenth one takes the instance type of a measured cloud server, so that measured
// and estimated jobs mix as in the real catalog.
Catalog jobCatalog(const Catalog &bundled, int count)
{
    Catalog c = bundled;
    QRandomGenerator rng(42);
    const QList<Offer> real = bundled.offers;
    c.offers.clear();
    c.offers.reserve(count);
    for (int i = 0; i < count; ++i) {
        Offer o = real[static_cast<int>(rng.bounded(static_cast<int>(real.size())))];
        o.id = i + 1;
        if (i % 10 != 0)
            o.instanceType = QStringLiteral("type-%1").arg(i);
        if (!isKnown(o.priceFor(BillingMode::OnDemand)))
            o.price[indexOf(BillingMode::OnDemand)] = (0.2 + rng.generateDouble() * 4.0) * std::max(1.0, o.gpuCount);
        o.illustrative = false;
        o.flags.clear();
        c.offers << o;
    }
    return c;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Catalog bundled;
    QString error;
    if (!readCatalogCsv(QStringLiteral(":/catalog"), &bundled, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::vector<double> buildMs;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        bundled.performance = PerformanceModel::build(bundled);
        // The fit runs on first use: ask for one fit so that it is timed.
        bundled.performance->servingFit(ServingEngine::Vllm, 0);
        buildMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("bench: perf_model_build %.2f ms (%lld measurements)\n", medianMs(buildMs),
                static_cast<long long>(bundled.measurements.size()));

    Catalog c = jobCatalog(bundled, 100000);
    c.performance = bundled.performance; // same measurements, GPUs and providers
    std::size_t checksum = 0;
    for (const char *kind : {"serving", "serving_demand", "lora"}) {
        Scenario s;
        Workload w;
        if (QByteArray(kind) == "serving") {
            w.task = Task::Inference;
            w.parameters = 8e9;
            w.tokens = 1e9;
            w.concurrentRequests = 16;
        } else if (QByteArray(kind) == "serving_demand") {
            // 1,000 chat requests a second within latency limits: replicas sized per offer.
            w.task = Task::Inference;
            w.parameters = 7e9;
            w.promptTokens = 256;
            w.outputTokens = 128;
            w.requestsPerSecond = 1000;
            w.maxTtftMs = 500;
            w.maxTpotMs = 50;
        } else {
            w.task = Task::Lora;
            w.parameters = 7e9;
            w.tokens = 2e9;
        }
        s.workload = w;
        std::vector<double> prepareMs;
        PreparedOffers prepared;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            t.start();
            prepared = prepare(c, s);
            prepareMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        std::size_t measured = 0;
        for (const OfferJob &j : prepared.job)
            measured += j.basis == PerformanceBasis::Measured ? 1 : 0;
        std::printf("bench: engine_job_prepare_%s_100000 %.1f ms (%zu feasible, %zu measured)\n", kind,
                    medianMs(prepareMs), prepared.size(), measured);
        std::vector<double> rerankMs;
        for (int step = 0; step < 41; ++step) {
            Weights weights{{5, 3, 1 + 0.25 * step, 3, 2}};
            QElapsedTimer t;
            t.start();
            const Ranking r = rank(prepared, weights);
            rerankMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += r.order.empty() ? 0 : r.order.front();
        }
        std::printf("bench: engine_job_rerank_%s_100000 %.3f ms\n", kind, medianMs(rerankMs));
    }
    std::printf("# checksum %zu\n", checksum);
    return 0;
}
