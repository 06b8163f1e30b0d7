#include "feeds/GcpMachinePricer.h"

#include "feeds/FeedCollector.h"
#include "feeds/GcpSkuTable.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace gpuscout {

namespace {

struct MachineClass {
    const char *prefix;
    const char *gpu;
};

// The machine classes and the GPU SKU each is billed with (Google's machine type pages:
// A2 Standard A100 40GB, A2 Ultra A100 80GB, A3 High/Edge H100 80GB, A3 Mega H100 80GB
// "Mega", A3 Ultra H200 141GB, A4 B200, G2 L4).
constexpr MachineClass Classes[] = {
    {"a2-highgpu-", "a100"},          {"a2-megagpu-", "a100"},        {"a2-ultragpu-", "a100 80gb"},
    {"a3-highgpu-", "h100 80gb"},     {"a3-edgegpu-", "h100 80gb"},   {"a3-megagpu-", "h100 80gb mega"},
    {"a3-ultragpu-", "h200 141gb"},   {"a4-highgpu-", "b200"},        {"g2-standard-", "l4"},
};

} // namespace

QString GcpMachinePricer::gpuSkuName(const QString &machineType)
{
    for (const MachineClass &c : Classes) {
        if (machineType.startsWith(QLatin1String(c.prefix), Qt::CaseInsensitive))
            return QLatin1String(c.gpu);
    }
    return QString();
}

void GcpMachinePricer::price(const GcpSkuTable &skus, FeedCollector *out, const QString &day, const QString &url)
{
    Source s;
    s.key = QStringLiteral("gcp-billing-catalog-") + day;
    s.name = QCoreApplication::translate("gpuscout::GcpMachinePricer", "Google Cloud Billing Catalog API, Compute Engine SKUs (read %1)").arg(day);
    s.url = url;
    s.asOf = day;
    s.licence = QCoreApplication::translate("gpuscout::GcpMachinePricer", "Google public list prices; credit Google Cloud and the date");
    s.notes = QCoreApplication::translate("gpuscout::GcpMachinePricer", "machine price = GPU SKU x GPUs + vCPU SKU x vCPUs + memory SKU x GiB; on-demand, Spot, 1-year commitment");
    out->beginEdition(s);

    QSet<QString> regionSet;
    for (const GcpSku &sku : skus.skus()) {
        for (const QString &r : sku.regions)
            regionSet.insert(r);
    }
    QStringList regions(regionSet.cbegin(), regionSet.cend());
    std::sort(regions.begin(), regions.end());
    for (const InstanceFacts &machine : out->instances().instances(out->provider())) {
        const QString gpu = gpuSkuName(machine.instanceType);
        if (gpu.isEmpty())
            continue;
        const QString series = machine.instanceType.section(u'-', 0, 0).toUpper();
        for (const QString &region : std::as_const(regions)) {
            if (!out->wantsRegion(region))
                continue;
            for (BillingMode mode : {BillingMode::OnDemand, BillingMode::Spot, BillingMode::Reserved1y}) {
                const GcpSku *g = skus.find(GcpSku::Kind::Gpu, gpu, mode, region);
                const GcpSku *c = skus.find(GcpSku::Kind::Core, series, mode, region);
                const GcpSku *r = skus.find(GcpSku::Kind::Ram, series, mode, region);
                if (!g || !c || !r || !isKnown(machine.gpuCount) || !isKnown(machine.vcpus) || !isKnown(machine.ramGib))
                    continue;
                FeedPrice p;
                p.instanceType = machine.instanceType;
                p.region = region;
                p.mode = mode;
                p.where = QCoreApplication::translate("gpuscout::GcpMachinePricer", "SKUs %1 + %2 + %3").arg(g->skuId, c->skuId, r->skuId);
                if (g->currency != c->currency || g->currency != r->currency) {
                    out->reject(p.where, QStringLiteral("currency"),
                                QCoreApplication::translate("gpuscout::GcpMachinePricer", "the parts of %1 in %2 are priced in different currencies (%3, %4, %5)")
                                    .arg(machine.instanceType, region, g->currency, c->currency, r->currency));
                    continue;
                }
                p.currency = g->currency;
                p.perHour = g->price * machine.gpuCount + c->price * machine.vcpus + r->price * machine.ramGib;
                p.effective = std::max({g->effective, c->effective, r->effective});
                out->add(p);
            }
        }
    }
}

} // namespace gpuscout
