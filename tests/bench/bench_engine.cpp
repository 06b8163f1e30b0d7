// Engine benchmark: prepares and re-ranks synthetic catalogs of 1,000, 10,000 and 100,000
// offers and prints one line per figure, "bench: NAME VALUE UNIT". No figure is asserted:
// budgets are compared by people, run to run, not by a test that flakes.

#include "Catalog.h"
#include "ScoringEngine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

Catalog syntheticCatalog(int offers)
{
    QRandomGenerator rng(42);
    Catalog c;
    const struct { const char *model; double vram; double fp16; } gpus[] = {
        {"T4", 16, 65}, {"L4", 24, 121}, {"A10G", 24, 70}, {"A100-80GB", 80, 312},
        {"H100-SXM", 80, 989}, {"H200", 141, 989}, {"RTX4090", 24, 165}, {"MI300X", 192, 1307}};
    for (const auto &g : gpus) {
        GpuSpec spec;
        spec.model = QString::fromLatin1(g.model);
        spec.vramGb = g.vram;
        spec.fp16Tflops = g.fp16;
        c.gpus << spec;
    }
    for (int p = 0; p < 20; ++p) {
        Provider provider;
        provider.key = QStringLiteral("p%1").arg(p);
        provider.name = provider.key;
        provider.slaPercent = p % 3 == 0 ? Unknown : 99.5 + 0.1 * (p % 5);
        c.providers << provider;
    }
    c.offers.reserve(offers);
    for (int i = 0; i < offers; ++i) {
        Offer o;
        o.id = i + 1;
        o.provider = static_cast<int>(rng.bounded(20));
        o.gpu = static_cast<int>(rng.bounded(8));
        o.gpuCount = double(1 << rng.bounded(4));
        o.instanceType = QStringLiteral("type-%1").arg(i);
        o.region = QStringLiteral("region-%1").arg(rng.bounded(40));
        o.currency = rng.bounded(10) == 0 ? QStringLiteral("CNY") : QStringLiteral("USD");
        const double perGpu = 0.2 + rng.generateDouble() * 4.0;
        o.price[indexOf(BillingMode::OnDemand)] = perGpu * o.gpuCount * (o.currency == QLatin1String("CNY") ? 7.2 : 1.0);
        if (rng.bounded(2) == 0) {
            o.price[indexOf(BillingMode::Spot)] = o.price[indexOf(BillingMode::OnDemand)] * 0.4;
            o.spotInterruption = 0.05 * rng.bounded(5);
        }
        o.networkGbps = rng.bounded(5) == 0 ? Unknown : 25.0 * (1 + rng.bounded(128));
        o.source = QStringLiteral("synthetic");
        c.offers << o;
    }
    return c;
}

double medianMs(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

void report(const char *name, int size, double value, const char *unit)
{
    std::printf("bench: %s_%d %.3f %s\n", name, size, value, unit);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    for (int size : {1000, 10000, 100000}) {
        const Catalog catalog = syntheticCatalog(size);
        Scenario scenario;
        std::vector<double> prepareMs;
        PreparedOffers prepared;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            prepared = prepare(catalog, scenario);
            prepareMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        // A slider drag: each step changes one weight, the engine re-scores and re-sorts.
        std::vector<double> rerankMs;
        std::size_t checksum = 0;
        for (int step = 0; step < 41; ++step) {
            Weights w{{5, 3, 1 + 0.25 * step, 3, 2}};
            QElapsedTimer t;
            t.start();
            const Ranking r = rank(prepared, w);
            rerankMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += r.order.front();
        }
        report("engine_prepare", size, medianMs(prepareMs), "ms");
        report("engine_rerank", size, medianMs(rerankMs), "ms");
        report("engine_rerank_max", size, *std::max_element(rerankMs.begin(), rerankMs.end()), "ms");
        std::printf("# %d offers, %zu feasible, checksum %zu\n", size, prepared.size(), checksum);
    }
    return 0;
}
