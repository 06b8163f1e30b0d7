#pragma once

// Shared by every suite: fixed locale and deterministic settings, and the fixtures.

#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "scoring/Ranking.h"

#include <QDir>
#include <QLocale>
#include <QRandomGenerator>
#include <QString>

namespace gpuscout::test {

inline void initDeterministic()
{
    QLocale::setDefault(QLocale::c());
}

// GPUSCOUT_FIXTURES_DIR is compiled in by the gpuscout_testlib target: found from any
// working directory.
inline QString fixture(const QString &relative)
{
    return QDir(QStringLiteral(GPUSCOUT_FIXTURES_DIR)).filePath(relative);
}

// The 8-offer catalog of tests/fixtures/catalog.
inline std::shared_ptr<const Catalog> fixtureCatalog()
{
    auto catalog = std::make_shared<Catalog>();
    QString error;
    if (!readCatalogCsv(fixture(QStringLiteral("catalog")), catalog.get(), &error))
        qFatal("%s", qPrintable(error));
    return catalog;
}

// The bundled catalog (resources/catalog, compiled into the models library).
inline std::shared_ptr<const Catalog> bundledCatalog()
{
    auto catalog = std::make_shared<Catalog>();
    QString error;
    if (!readCatalogCsv(QStringLiteral(":/catalog"), catalog.get(), &error))
        qFatal("%s", qPrintable(error));
    return catalog;
}

// Builds catalogs in code for engine tests: one GPU spec per call to gpu(), one provider
// per provider(), offers with ids 1, 2, ... in the order added.
class CatalogBuilder
{
public:
    CatalogBuilder &gpu(const QString &model, double vramGb, double fp16Tflops)
    {
        GpuSpec g;
        g.model = model;
        g.vramGb = vramGb;
        g.fp16Tflops = fp16Tflops;
        g.fp32Tflops = fp16Tflops / 4;
        m_catalog.gpus << g;
        m_catalog.gpuAliases.insert(model.toLower(), model);
        return *this;
    }

    CatalogBuilder &provider(const QString &key, double slaPercent = Unknown)
    {
        Provider p;
        p.key = key;
        p.name = key.toUpper();
        p.slaPercent = slaPercent;
        m_catalog.providers << p;
        return *this;
    }

    Offer &offer(const QString &provider, const QString &gpu, double count, double onDemand,
                 double networkGbps = Unknown, const QString &region = QStringLiteral("r1"))
    {
        Offer o;
        o.id = m_catalog.offers.size() + 1;
        o.provider = m_catalog.providerIndex(provider);
        o.gpu = m_catalog.gpuIndex(gpu);
        o.gpuCount = count;
        o.instanceType = QStringLiteral("i%1").arg(o.id);
        o.region = region;
        o.currency = QStringLiteral("USD");
        o.price[indexOf(BillingMode::OnDemand)] = onDemand;
        o.networkGbps = networkGbps;
        o.source = QStringLiteral("test");
        o.asOf = QStringLiteral("2026-01-01");
        m_catalog.offers << o;
        return m_catalog.offers.last();
    }

    const Catalog &catalog() const { return m_catalog; }

private:
    Catalog m_catalog;
};

// Two providers, five GPUs and `offers` random offers whose prices come from a few levels
// and a quarter of whose network figures are unknown, so that equal scores, tie-breaks and
// unknowns all happen. The same seed gives the same catalog.
inline CatalogBuilder randomTieCatalog(quint32 seed, int offers)
{
    QRandomGenerator rng(seed);
    CatalogBuilder b;
    b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b"));
    for (int g = 0; g < 5; ++g)
        b.gpu(QStringLiteral("G%1").arg(g), 16.0 * (g + 1), 60.0 * (g + 1) + rng.bounded(40));
    for (int i = 0; i < offers; ++i) {
        b.offer(rng.bounded(2) ? QStringLiteral("a") : QStringLiteral("b"), QStringLiteral("G%1").arg(rng.bounded(5)),
                1 + rng.bounded(4), 0.5 * (1 + rng.bounded(12)), rng.bounded(4) == 0 ? Unknown : 10.0 * rng.bounded(8));
    }
    return b;
}

} // namespace gpuscout::test
