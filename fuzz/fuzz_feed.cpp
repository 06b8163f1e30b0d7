// libFuzzer entry for one price-feed reader; GPUSCOUT_FUZZ_FEED names it (AwsJson, AwsCsv,
// AzurePage, GcpPage, Ec2Instances, AwsRegionIndex). Whatever the bytes, reading must end
// without a crash, a leak or a hang, an error must say what it is, and every record and
// rejected item must have a place (line >= 1) and a reason.

#include "domain/Catalog.h"
#include "feeds/AwsOfferCsvReader.h"
#include "feeds/AwsOfferJsonReader.h"
#include "feeds/AwsRegionIndex.h"
#include "feeds/AzureRetailReader.h"
#include "feeds/Ec2InstancesReader.h"
#include "feeds/FeedCollector.h"
#include "feeds/GcpMachinePricer.h"
#include "feeds/GcpSkuReader.h"
#include "feeds/GcpSkuTable.h"

#include <QBuffer>

#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

namespace {

// A catalog of one instance type per source, so that readers get as far as records.
[[maybe_unused]] const InstanceDirectory &directory()
{
    static const InstanceDirectory d = [] {
        Catalog c;
        for (const char *model : {"A100-40GB", "L4", "A10G"}) {
            GpuSpec g;
            g.model = QLatin1String(model);
            c.gpus << g;
            c.gpuAliases.insert(g.model.toLower(), g.model);
        }
        c.gpuAliases.insert(QStringLiteral("nvidia a10g"), QStringLiteral("A10G"));
        for (const char *key : {"aws", "azure", "gcp"}) {
            Provider p;
            p.key = QLatin1String(key);
            c.providers << p;
        }
        const struct {
            int provider;
            const char *type;
            int gpu;
            double count, vcpus, ram;
        } offers[] = {{0, "p4d.24xlarge", 0, 8, 96, 1152}, {0, "p3.2xlarge", 0, 1, 8, 61},
                      {1, "Standard_NC24ads_A100_v4", 0, 1, 24, 220}, {1, "Standard_NV4as_v4", 2, 1, 4, 14},
                      {2, "a2-highgpu-1g", 0, 1, 12, 85}, {2, "g2-standard-4", 1, 1, 4, 16}};
        for (const auto &o : offers) {
            Offer offer;
            offer.provider = o.provider;
            offer.instanceType = QLatin1String(o.type);
            offer.gpu = o.gpu;
            offer.gpuCount = o.count;
            offer.vcpus = o.vcpus;
            offer.ramGib = o.ram;
            offer.region = QStringLiteral("us-east-1");
            c.offers << offer;
        }
        return InstanceDirectory(c);
    }();
    return d;
}

[[maybe_unused]] void check(const FeedCollector &out, bool ok, const QString &error)
{
    if (!ok && error.isEmpty())
        std::abort(); // a failure names its reason
    const ImportDocument doc = out.document(QStringLiteral("fuzz"));
    for (const ImportRecord &r : doc.records) {
        if (r.line < 1 || r.instanceType.isEmpty())
            std::abort();
        for (double p : r.price) {
            if (isKnown(p) && !(p > 0))
                std::abort(); // zero and negative prices never become records
        }
    }
    for (const ImportIssue &issue : doc.rejected) {
        if (issue.line < 1 || issue.message.isEmpty())
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    FeedReadControl control;
    control.fetchedOn = QStringLiteral("2026-12-01");
    control.region = QStringLiteral("us-east-1");
#if GPUSCOUT_FUZZ_FEED_AwsJson
    FeedCollector out(FeedSource::Aws, directory(), {});
    AwsOfferJsonReader reader(&out);
    const bool ok = reader.read(&buffer, control);
    check(out, ok, reader.error());
#elif GPUSCOUT_FUZZ_FEED_AwsCsv
    FeedCollector out(FeedSource::Aws, directory(), {});
    AwsOfferCsvReader reader(&out);
    const bool ok = reader.read(&buffer, control);
    check(out, ok, reader.error());
#elif GPUSCOUT_FUZZ_FEED_AzurePage
    FeedCollector out(FeedSource::Azure, directory(), {});
    AzureRetailReader::beginEdition(&out, control.fetchedOn, QStringLiteral("fuzz"));
    AzureRetailReader reader(&out);
    const bool ok = reader.read(&buffer, control);
    check(out, ok, reader.error());
#elif GPUSCOUT_FUZZ_FEED_GcpPage
    GcpSkuTable table;
    GcpSkuReader reader(&table);
    const bool ok = reader.read(&buffer, control);
    FeedCollector out(FeedSource::Gcp, directory(), {});
    GcpMachinePricer::price(table, &out, control.fetchedOn, QStringLiteral("fuzz"));
    check(out, ok, reader.error());
#elif GPUSCOUT_FUZZ_FEED_Ec2Instances
    FeedCollector out(FeedSource::Ec2Instances, directory(), {});
    Ec2InstancesReader reader(&out);
    const bool ok = reader.read(&buffer, control);
    check(out, ok, reader.error());
#elif GPUSCOUT_FUZZ_FEED_AwsRegionIndex
    AwsRegionIndex index;
    if (!index.read(&buffer) && index.error().isEmpty())
        std::abort();
#else
#error "GPUSCOUT_FUZZ_FEED names no reader"
#endif
    return 0;
}
