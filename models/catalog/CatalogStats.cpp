#include "catalog/CatalogStats.h"

#include "domain/Catalog.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuscout {

namespace {

void count(const Catalog &catalog, const Offer &o, Coverage *c)
{
    ++c->offers;
    const GpuSpec *gpu = o.gpu >= 0 && o.gpu < catalog.gpus.size() ? &catalog.gpus[o.gpu] : nullptr;
    c->compute += gpu && isKnown(gpu->tflops(Precision::FP16)) ? 1 : 0;
    c->vram += gpu && isKnown(gpu->vramGb) ? 1 : 0;
    c->network += isKnown(o.networkGbps) ? 1 : 0;
    const bool sla = o.provider >= 0 && o.provider < catalog.providers.size()
        && isKnown(catalog.providers[o.provider].slaPercent);
    c->stability += sla ? 1 : 0;
    for (BillingMode m : AllBillingModes)
        c->priced[indexOf(m)] += isKnown(o.priceFor(m)) ? 1 : 0;
    c->needsQuote += o.needsQuote() ? 1 : 0;
}

QString percent(int part, int whole)
{
    return QLocale().toString(whole > 0 ? 100.0 * part / whole : 0.0, 'f', 1);
}

} // namespace

QJsonObject Coverage::toJson() const
{
    QJsonObject byMode;
    for (BillingMode m : AllBillingModes)
        byMode.insert(billingModeKey(m), pricedFor(m));
    return QJsonObject{{QStringLiteral("offers"), offers},
                       {QStringLiteral("known"), QJsonObject{{QStringLiteral("compute"), compute},
                                                             {QStringLiteral("vram"), vram},
                                                             {QStringLiteral("network"), network},
                                                             {QStringLiteral("stability"), stability}}},
                       {QStringLiteral("priced"), byMode}};
}

CatalogStats::CatalogStats(const Catalog &catalog)
{
    QList<Coverage> perProvider(catalog.providers.size());
    for (const Offer &o : catalog.offers) {
        count(catalog, o, &m_total);
        if (o.provider >= 0 && o.provider < perProvider.size())
            count(catalog, o, &perProvider[o.provider]);
    }
    for (int i = 0; i < catalog.providers.size(); ++i) {
        if (perProvider[i].offers > 0)
            m_providers.append({catalog.providers[i].key, perProvider[i]});
    }
}

QJsonObject CatalogStats::toJson() const
{
    QJsonObject root = m_total.toJson();
    QJsonObject providers;
    for (const auto &[key, coverage] : m_providers)
        providers.insert(key, coverage.toJson());
    root.insert(QStringLiteral("providers"), providers);
    return root;
}

QString CatalogStats::summary() const
{
    const Coverage &t = m_total;
    return QCoreApplication::translate("gpuscout::CatalogStats",
                                       "%1 offers of %2 providers; known at FP16/BF16: compute %3 %, VRAM %4 %, "
                                       "network %5 %, stability (published SLA) %6 %; %7 need a quote.")
        .arg(QLocale().toString(t.offers), QLocale().toString(static_cast<int>(m_providers.size())),
             percent(t.compute, t.offers), percent(t.vram, t.offers), percent(t.network, t.offers),
             percent(t.stability, t.offers), QLocale().toString(t.needsQuote));
}

} // namespace gpuscout
