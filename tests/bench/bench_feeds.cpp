// Price-feed benchmarks, printing "bench: NAME VALUE UNIT" lines (nothing asserted):
// - streaming an AWS-format offer file of 100 MB and of 500 MB, generated in a temporary
//   folder by repeating offer-file records (one GPU product in 40, as in the real files,
//   every SKU distinct) and deleted afterwards: throughput and the peak resident memory
//   while reading each (the high-water mark is reset in between), which must not grow with
//   the file;
// - an Azure update of 20,000 price items served 100 a page by a local HTTP server,
//   end to end (download, parse on the worker thread, import plan against the bundled
//   catalog).

#include "catalog/CatalogDatabase.h"
#include "domain/Catalog.h"
#include "feeds/AwsOfferJsonReader.h"
#include "feeds/FeedCollector.h"
#include "feeds/FeedJob.h"
#include "import/ImportPlan.h"

#include "LocalHttpServer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QUrlQuery>

#include <cstdio>
#include <cstring>
#include <ctime>

using namespace gpuscout;
using gpuscout::test::LocalHttpServer;

namespace {

void bench(const char *name, double value, const char *unit)
{
    std::printf("bench: %s %.1f %s\n", name, value, unit);
    std::fflush(stdout);
}

// kB from /proc/self/status ("VmHWM:  12345 kB").
double procStatus(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(static_cast<qsizetype>(std::strlen(field))).trimmed().split(' ').first().toDouble();
    }
    return -1;
}

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

// Linux resets the high-water mark when "5" is written to clear_refs.
void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

QByteArray product(qint64 n, bool gpu)
{
    const QByteArray sku = "BENCH" + QByteArray::number(n).rightJustified(11, '0');
    const QByteArray type = gpu ? ((n / 40) % 2 ? "p4d.24xlarge" : "g5.48xlarge") : "m5.large";
    return "    \"" + sku + "\" : {\n      \"sku\" : \"" + sku + "\",\n      \"productFamily\" : \"Compute Instance\",\n"
        "      \"attributes\" : {\n        \"servicecode\" : \"AmazonEC2\",\n        \"location\" : \"US East (N. Virginia)\",\n"
        "        \"locationType\" : \"AWS Region\",\n        \"instanceType\" : \"" + type + "\",\n"
        "        \"currentGeneration\" : \"Yes\",\n        \"instanceFamily\" : \"" + (gpu ? "GPU instance" : "General purpose") + "\",\n"
        "        \"vcpu\" : \"96\",\n        \"physicalProcessor\" : \"Intel Xeon Platinum 8275L\",\n        \"clockSpeed\" : \"3 GHz\",\n"
        "        \"memory\" : \"1152 GiB\",\n        \"storage\" : \"8 x 1000 SSD\",\n        \"networkPerformance\" : \"400 Gigabit\",\n"
        "        \"processorArchitecture\" : \"64-bit\",\n        \"tenancy\" : \"Shared\",\n        \"operatingSystem\" : \""
        + (n % 3 == 0 ? "Linux" : "Windows") + "\",\n        \"licenseModel\" : \"No License required\",\n"
        "        \"usagetype\" : \"BoxUsage:" + type + "\",\n        \"operation\" : \"RunInstances\",\n"
        "        \"availabilityzone\" : \"NA\",\n        \"capacitystatus\" : \"Used\",\n        \"gpu\" : \"" + (gpu ? "8" : "NA") + "\",\n"
        "        \"gpuMemory\" : \"NA\",\n        \"marketoption\" : \"OnDemand\",\n        \"preInstalledSw\" : \"NA\",\n"
        "        \"regionCode\" : \"us-east-1\",\n        \"servicename\" : \"Amazon Elastic Compute Cloud\"\n      }\n    }";
}

QByteArray onDemandTerm(qint64 n)
{
    const QByteArray sku = "BENCH" + QByteArray::number(n).rightJustified(11, '0');
    return "      \"" + sku + "\" : {\n        \"" + sku + ".JRTCKXETXF\" : {\n          \"offerTermCode\" : \"JRTCKXETXF\",\n"
        "          \"sku\" : \"" + sku + "\",\n          \"effectiveDate\" : \"2026-11-01T00:00:00Z\",\n"
        "          \"priceDimensions\" : {\n            \"" + sku + ".JRTCKXETXF.6YS6EN2CT7\" : {\n"
        "              \"rateCode\" : \"" + sku + ".JRTCKXETXF.6YS6EN2CT7\",\n"
        "              \"description\" : \"$32.7726 per On Demand Linux p4d.24xlarge Instance Hour\",\n"
        "              \"beginRange\" : \"0\",\n              \"endRange\" : \"Inf\",\n              \"unit\" : \"Hrs\",\n"
        "              \"pricePerUnit\" : {\n                \"USD\" : \"" + QByteArray::number(30 + n % 7) + ".7726000000\"\n"
        "              },\n              \"appliesTo\" : [ ]\n            }\n          },\n          \"termAttributes\" : { }\n"
        "        }\n      }";
}

// Writes an offer file of about `bytes`: products (one GPU product in 40), then their terms.
qint64 writeOfferFile(const QString &path, qint64 bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write("{\n  \"formatVersion\" : \"v1.0\",\n  \"offerCode\" : \"AmazonEC2\",\n  \"version\" : \"20261120000000\",\n"
            "  \"publicationDate\" : \"2026-11-20T00:00:00Z\",\n  \"products\" : {\n");
    // A product with its term is about 2.6 kB; products take about 60 % of the file.
    const qint64 products = bytes / 2600;
    QByteArray chunk;
    for (qint64 n = 0; n < products; ++n) {
        chunk += product(n, n % 40 == 0);
        chunk += n + 1 < products ? ",\n" : "\n";
        if (chunk.size() > (1 << 20)) {
            f.write(chunk);
            chunk.clear();
        }
    }
    chunk += "  },\n  \"terms\" : {\n    \"OnDemand\" : {\n";
    for (qint64 n = 0; n < products; ++n) {
        chunk += onDemandTerm(n);
        chunk += n + 1 < products ? ",\n" : "\n";
        if (chunk.size() > (1 << 20)) {
            f.write(chunk);
            chunk.clear();
        }
    }
    chunk += "    }\n  },\n  \"attributesList\" : { }\n}\n";
    f.write(chunk);
    return f.size();
}

void streamOfferFile(const QString &folder, int megabytes, const InstanceDirectory &directory)
{
    const QString path = folder + QStringLiteral("/offer-%1.json").arg(megabytes);
    const qint64 size = writeOfferFile(path, qint64(megabytes) * 1000 * 1000);
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    resetPeak();
    FeedCollector out(FeedSource::Aws, directory, {});
    AwsOfferJsonReader reader(&out);
    QElapsedTimer t;
    t.start();
    const double cpuBefore = cpuSeconds();
    if (!reader.read(&file, FeedReadControl{}))
        qFatal("%s", qPrintable(reader.error()));
    const double seconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    const double cpu = cpuSeconds() - cpuBefore;
    const double peakMb = procStatus("VmHWM:") / 1024.0;
    file.close();
    QFile::remove(path);
    const QByteArray name = "feed_aws_json_" + QByteArray::number(megabytes) + "mb";
    bench(QByteArray(name + "_throughput").constData(), static_cast<double>(size) / 1e6 / seconds, "MB/s");
    // The machine may be shared: the same figure per second of this process's CPU time.
    bench(QByteArray(name + "_throughput_cpu").constData(), static_cast<double>(size) / 1e6 / cpu, "MB/s");
    bench(QByteArray(name + "_peak_rss").constData(), peakMb, "MB");
    bench(QByteArray(name + "_records").constData(), out.recordCount(), "records");
}

// 20,000 items: the 48 real GPU items again and again, each copy in its own region.
QList<QJsonObject> azureItems(int count)
{
    QFile f(QStringLiteral(GPUSCOUT_FIXTURES_DIR "/feeds/azure/azure_prices_gpu_items.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no Azure fixture");
    const QJsonArray base = QJsonDocument::fromJson(f.readAll()).array();
    QList<QJsonObject> items;
    for (int i = 0; i < count; ++i) {
        QJsonObject item = base[i % base.size()].toObject();
        item.insert(QStringLiteral("armRegionName"), QStringLiteral("benchregion%1").arg(i / base.size()));
        items << item;
    }
    return items;
}

void azureUpdate(const Catalog &catalog)
{
    constexpr int Items = 20000;
    constexpr int PerPage = 100;
    const QList<QJsonObject> items = azureItems(Items);
    QList<QByteArray> pages;
    LocalHttpServer server;
    const QString base = server.baseUrl().toString();
    for (int from = 0; from < Items; from += PerPage) {
        QJsonArray array;
        for (int i = from; i < from + PerPage; ++i)
            array.append(items[i]);
        QJsonObject page{{QStringLiteral("BillingCurrency"), QStringLiteral("USD")}, {QStringLiteral("Items"), array},
                         {QStringLiteral("Count"), PerPage}};
        page.insert(QStringLiteral("NextPageLink"), from + PerPage < Items
                        ? QJsonValue(base + QStringLiteral("/api/retail/prices?$skip=%1").arg(from + PerPage)) : QJsonValue());
        pages << QJsonDocument(page).toJson(QJsonDocument::Compact);
    }
    server.route(QStringLiteral("/api/retail/prices"), [pages](const LocalHttpServer::Request &r) {
        return LocalHttpServer::ok(pages.value(QUrlQuery(r.url).queryItemValue(QStringLiteral("$skip")).toInt() / PerPage));
    });
    QNetworkAccessManager manager;
    QTemporaryDir cache;
    FeedJobOptions o;
    o.source = FeedSource::Azure;
    o.baseUrl = server.baseUrl();
    o.cacheFolder = cache.path();
    o.today = QStringLiteral("2026-12-01");
    FeedJob job(o, InstanceDirectory(catalog), &manager);
    QElapsedTimer t;
    t.start();
    QEventLoop loop;
    QObject::connect(&job, &FeedJob::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    if (job.failure() != FeedJob::Failure::None)
        qFatal("%s", qPrintable(job.error()));
    const double fetchMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    t.restart();
    ImportSettings settings = importSettingsFor(QStringLiteral("azure"), QStringLiteral("2026-12-01"));
    settings.confirmUnchangedPrices = true;
    const ImportPlan plan = planImport(catalog, job.document(), settings);
    const double planMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    bench("feed_azure_20000_items_fetch_parse", fetchMs, "ms");
    bench("feed_azure_20000_items_per_s", Items / (fetchMs / 1000.0), "items/s");
    bench("feed_azure_20000_items_plan", planMs, "ms");
    bench("feed_azure_20000_items_records", static_cast<double>(job.document().records.size()), "records");
    bench("feed_azure_20000_items_rows_added", plan.count(ImportRow::Status::Added), "rows");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dbDir;
    CatalogDatabase db;
    Catalog catalog;
    if (db.open(dbDir.filePath(QStringLiteral("bench.sqlite"))) == CatalogDatabase::Status::Failed || !db.load(&catalog))
        qFatal("%s", qPrintable(db.errorString()));
    const InstanceDirectory directory(catalog);
    QTemporaryDir dir;
    bench("feed_rss_before", procStatus("VmRSS:") / 1024.0, "MB");
    streamOfferFile(dir.path(), 100, directory);
    streamOfferFile(dir.path(), 500, directory);
    azureUpdate(catalog);
    return 0;
}
