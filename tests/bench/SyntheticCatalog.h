#pragma once

// A synthetic catalog for benchmarks: realistic spreads of GPUs, counts, prices,
// currencies, spot availability and unknown network figures, from a fixed seed.

#include "domain/Catalog.h"

#include <QRandomGenerator>

namespace gpuscout::bench {

inline Catalog syntheticCatalog(int offers)
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

} // namespace gpuscout::bench
