#include "feeds/AwsOfferCsvReader.h"
#include "feeds/AwsOfferJsonReader.h"
#include "feeds/AwsRegionIndex.h"
#include "feeds/AzureRetailReader.h"
#include "feeds/Ec2InstancesReader.h"
#include "feeds/GcpMachinePricer.h"
#include "feeds/GcpSkuReader.h"
#include "feeds/GcpSkuTable.h"
#include "import/ImportPlan.h"

#include "FeedTestSupport.h"
#include "TestMain.h"

#include <QtTest>

using namespace gpuscout;
using namespace gpuscout::test;

namespace {


double price(const ImportRecord *r, BillingMode m)
{
    return r ? r->price[indexOf(m)] : Unknown;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-6;
}

FeedReadControl control(const QString &fetchedOn = QStringLiteral("2026-12-01"))
{
    FeedReadControl c;
    c.fetchedOn = fetchedOn;
    c.url = QStringLiteral("test");
    return c;
}

} // namespace

class tst_FeedReaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        initDeterministic();
        m_directory = InstanceDirectory(feedCatalog());
    }

    // The synthetic GPU offer file: only Linux/shared/on-demand products, 1-year
    // no-upfront standard reservations, placeholders and unknown types named in warnings.
    void awsJsonOfferFile()
    {
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferJsonReader reader(&out);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")), control()), qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("aws"));
        QCOMPARE(doc.records.size(), 3);
        const ImportRecord *p4d = findRecord(doc, QStringLiteral("p4d.24xlarge"), QStringLiteral("us-east-1"));
        QVERIFY(p4d);
        QVERIFY(near(price(p4d, BillingMode::OnDemand), 32.7726));
        QVERIFY(near(price(p4d, BillingMode::Reserved1y), 19.22)); // not the all-upfront, 3-year or convertible terms
        QCOMPARE(p4d->gpu, QStringLiteral("A100-40GB"));             // from the catalog
        QCOMPARE(p4d->gpuCount, 8.0);                                // from the feed
        QCOMPARE(p4d->ramGib, 1152.0);
        QCOMPARE(p4d->source, QStringLiteral("aws-price-list-2026-11-20"));
        QCOMPARE(p4d->asOf, QStringLiteral("2026-11-20"));
        const ImportRecord *g5 = findRecord(doc, QStringLiteral("g5.48xlarge"), QStringLiteral("us-east-1"));
        QVERIFY(near(price(g5, BillingMode::OnDemand), 16.288));
        QVERIFY(!isKnown(price(g5, BillingMode::Reserved1y))); // its reserved term states only an upfront fee of 0
        QVERIFY(findRecord(doc, QStringLiteral("p3.2xlarge"), QStringLiteral("us-east-1")));
        QVERIFY(!findRecord(doc, QStringLiteral("g4dn.xlarge"), QStringLiteral("us-east-1"))); // 0.0000000000
        const QString warnings = allWarnings(doc);
        QVERIFY2(warnings.contains(QLatin1String("p6-b200.48xlarge")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QLatin1String("2 price(s) of 0")), qPrintable(warnings));
        QVERIFY(doc.rejected.isEmpty());
        QCOMPARE(doc.sources.size(), 1);
        QCOMPARE(doc.sources.first().asOf, QStringLiteral("2026-11-20"));
        QVERIFY(doc.sources.first().name.contains(QLatin1String("20261120000000")));
        QCOMPARE(doc.format, ImportFormat::PriceFeed);
    }

    // opencost's real files: a p4d on-demand price and its capacity-block twin at $0.00,
    // a Windows BYOL p3 with a 3-year term filed under OnDemand, attributesList inside
    // terms, a CNY file of storage only.
    void awsJsonRealSamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<double>("p4dOnDemand");
        QTest::addRow("us-east-1") << QStringLiteral("opencost_pricing-us-east-1.json") << 1 << 32.7726;
        QTest::addRow("us-east-2") << QStringLiteral("opencost_pricing-us-east-2.json") << 0 << Unknown;
        QTest::addRow("cn-northwest-1") << QStringLiteral("opencost_pricing-cn-northwest-1.json") << 0 << Unknown;
    }
    void awsJsonRealSamples()
    {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(double, p4dOnDemand);
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferJsonReader reader(&out);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/aws/") + file), control()), qPrintable(reader.error()));
        const ImportDocument doc = out.document(file);
        QCOMPARE(doc.records.size(), records);
        QVERIFY(doc.rejected.isEmpty());
        if (records > 0) {
            const ImportRecord *p4d = findRecord(doc, QStringLiteral("p4d.24xlarge"), QStringLiteral("us-east-1"));
            QVERIFY(near(price(p4d, BillingMode::OnDemand), p4dOnDemand));
            QCOMPARE(p4d->asOf, QStringLiteral("2024-05-28"));
        }
    }

    // Offer files list products before terms; one that does not is read twice.
    void awsJsonTermsBeforeProducts()
    {
        const QByteArray json = R"({"publicationDate": "2026-11-20T00:00:00Z",
            "terms": {"OnDemand": {"S1": {"S1.T": {"effectiveDate": "2026-11-01T00:00:00Z", "termAttributes": {},
                "priceDimensions": {"S1.T.R": {"unit": "Hrs", "beginRange": "0", "pricePerUnit": {"USD": "3.0600000000"}}}}}}},
            "products": {"S1": {"sku": "S1", "productFamily": "Compute Instance", "attributes": {"instanceType": "p3.2xlarge",
                "instanceFamily": "GPU instance", "gpu": "1", "operatingSystem": "Linux", "tenancy": "Shared",
                "preInstalledSw": "NA", "regionCode": "us-east-1", "operation": "RunInstances"}}}})";
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferJsonReader reader(&out);
        QVERIFY2(readBytes(reader, json, control()), qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("aws"));
        QCOMPARE(doc.records.size(), 1);
        QVERIFY(near(price(&doc.records.first(), BillingMode::OnDemand), 3.06));
    }

    void awsJsonTruncatedOrWrong_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray whole = fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json"));
        QTest::addRow("cut in the products") << whole.left(whole.size() / 4) << QStringLiteral("truncated");
        QTest::addRow("cut in the terms") << whole.left(whole.size() * 3 / 4) << QStringLiteral("truncated");
        QTest::addRow("last brace missing") << whole.left(whole.lastIndexOf('}')) << QStringLiteral("truncated");
        QTest::addRow("an array") << QByteArray("[]") << QStringLiteral("expected an AWS offer file");
        QTest::addRow("no products") << QByteArray(R"({"terms": {}})") << QStringLiteral("no \"products\"");
    }
    void awsJsonTruncatedOrWrong()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferJsonReader reader(&out);
        QVERIFY(!readBytes(reader, json, control()));
        QVERIFY2(reader.error().contains(message), qPrintable(reader.error()));
    }

    void awsJsonBadPriceIsRejected()
    {
        QByteArray json = fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json"));
        json.replace("\"3.0600000000\"", "\"3,06\"");
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferJsonReader reader(&out);
        QVERIFY(readBytes(reader, json, control()));
        const ImportDocument doc = out.document(QStringLiteral("aws"));
        QCOMPARE(doc.rejected.size(), 1);
        QVERIFY2(doc.rejected.first().message.contains(QLatin1String("FXP32XLINUX00009")), qPrintable(doc.rejected.first().message));
        QCOMPARE(doc.rejected.first().column, QStringLiteral("on-demand"));
    }

    void awsRegionsFilter()
    {
        FeedCollector out(FeedSource::Aws, m_directory, {QStringLiteral("eu-west-1")});
        AwsOfferJsonReader reader(&out);
        QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")), control()));
        QCOMPARE(out.document(QStringLiteral("aws")).records.size(), 0);
    }

    // ec2-priceit's real CSV: its one GPU row (g5.48xlarge) is SUSE on dedicated capacity,
    // so nothing is kept; the header is found after the metadata lines.
    void awsCsvRealSample()
    {
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferCsvReader reader(&out);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/aws/ec2-priceit_global-pricing-file-sample.csv")), control()),
                 qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("aws"));
        QCOMPARE(doc.records.size(), 0);
        QVERIFY(doc.rejected.isEmpty());
    }

    // Columns by name, in another order; an hourly row and an upfront row make one
    // reserved price; quoted fields with commas.
    void awsCsvColumnsByName()
    {
        const QByteArray csv =
            "\"FormatVersion\",\"v1.0\"\n\"Disclaimer\",\"test\"\n\"Publication Date\",\"2026-11-20T00:00:00Z\"\n"
            "\"Version\",\"20261120000000\"\n\"OfferCode\",\"AmazonEC2\"\n"
            "\"Instance Type\",\"SKU\",\"OfferTermCode\",\"TermType\",\"PriceDescription\",\"Unit\",\"PricePerUnit\",\"Currency\","
            "\"LeaseContractLength\",\"PurchaseOption\",\"OfferingClass\",\"Product Family\",\"Instance Family\",\"GPU\",\"vCPU\","
            "\"Memory\",\"Operating System\",\"Tenancy\",\"Pre Installed S/W\",\"CapacityStatus\",\"MarketOption\",\"operation\","
            "\"Region Code\",\"EffectiveDate\",\"StartingRange\"\r\n"
            "\"p4d.24xlarge\",\"A1\",\"JRTCKXETXF\",\"OnDemand\",\"$32.7726 per On Demand Linux, p4d.24xlarge\",\"Hrs\",\"32.7726000000\",\"USD\","
            ",,,\"Compute Instance\",\"GPU instance\",\"8\",\"96\",\"1152 GiB\",\"Linux\",\"Shared\",\"NA\",\"Used\",\"OnDemand\",\"RunInstances\","
            "\"us-east-1\",\"2026-11-01\",\"0\"\r\n"
            "\"p4d.24xlarge\",\"A1\",\"38NPMPTW36\",\"Reserved\",\"Upfront Fee\",\"Quantity\",\"87600\",\"USD\",\"1yr\",\"No Upfront\",\"standard\","
            "\"Compute Instance\",\"GPU instance\",\"8\",\"96\",\"1152 GiB\",\"Linux\",\"Shared\",\"NA\",\"Used\",\"OnDemand\",\"RunInstances\","
            "\"us-east-1\",\"2026-11-01\",\r\n"
            "\"p4d.24xlarge\",\"A1\",\"38NPMPTW36\",\"Reserved\",\"reserved, \"\"applied\"\"\",\"Hrs\",\"9.0000000000\",\"USD\",\"1yr\",\"No Upfront\","
            "\"standard\",\"Compute Instance\",\"GPU instance\",\"8\",\"96\",\"1152 GiB\",\"Linux\",\"Shared\",\"NA\",\"Used\",\"OnDemand\","
            "\"RunInstances\",\"us-east-1\",\"2026-11-01\",\"0\"\r\n";
        FeedCollector out(FeedSource::Aws, m_directory, {});
        AwsOfferCsvReader reader(&out);
        QVERIFY2(readBytes(reader, csv, control()), qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("aws"));
        QCOMPARE(doc.records.size(), 1);
        QVERIFY(near(price(&doc.records.first(), BillingMode::OnDemand), 32.7726));
        QVERIFY(near(price(&doc.records.first(), BillingMode::Reserved1y), 9.0 + 87600.0 / 8760.0));
        QCOMPARE(doc.records.first().source, QStringLiteral("aws-price-list-2026-11-20"));

        FeedCollector cut(FeedSource::Aws, m_directory, {});
        AwsOfferCsvReader truncated(&cut);
        QVERIFY(!readBytes(truncated, csv.left(csv.size() - 20), control()));
        QVERIFY2(truncated.error().contains(QLatin1String("truncated")), qPrintable(truncated.error()));

        FeedCollector none(FeedSource::Aws, m_directory, {});
        AwsOfferCsvReader wrong(&none);
        QVERIFY(!readBytes(wrong, "a,b,c\n1,2,3\n", control()));
        QVERIFY(wrong.error().contains(QLatin1String("not an AWS offer file")));
    }

    void awsRegionIndex()
    {
        AwsRegionIndex index;
        QVERIFY(readBytes(index, fixtureBytes(QStringLiteral("feeds/aws/region_index.json"))));
        QCOMPARE(index.offerPaths().size(), 3);
        QCOMPARE(index.offerPaths().value(QStringLiteral("us-east-1")),
                 QStringLiteral("/offers/v1.0/aws/AmazonEC2/20261120000000/us-east-1/index.json"));
        AwsRegionIndex empty;
        QVERIFY(!readBytes(empty, R"({"regions": {}})"));
        QVERIFY(empty.error().contains(QLatin1String("names no region")));
    }

    // The 48 real GPU items: the rules of the reader, item by item (see its header).
    void azureRealItems()
    {
        FeedCollector out(FeedSource::Azure, m_directory, {});
        AzureRetailReader::beginEdition(&out, QStringLiteral("2026-12-01"), QStringLiteral("test"));
        AzureRetailReader reader(&out);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/azure/azure_prices_gpu_items.json")), control()), qPrintable(reader.error()));
        QCOMPARE(reader.itemCount(), 48);
        const ImportDocument doc = out.document(QStringLiteral("azure"));
        QCOMPARE(doc.records.size(), 4);
        const ImportRecord *nc48 = findRecord(doc, QStringLiteral("Standard_NC48ads_A100_v4"), QStringLiteral("eastus2"));
        QVERIFY(near(price(nc48, BillingMode::OnDemand), 7.346));
        QVERIFY(near(price(nc48, BillingMode::Reserved1y), 42066.0 / 8760.0)); // the year's price, not per hour
        const ImportRecord *h200 = findRecord(doc, QStringLiteral("Standard_ND96isr_H200_v5"), QStringLiteral("usgovvirginia"));
        QVERIFY(near(price(h200, BillingMode::OnDemand), 106.0));                 // not the withdrawn 0.01
        QVERIFY(near(price(h200, BillingMode::Reserved1y), 509408.0 / 8760.0));   // the latest, not the expired one
        const ImportRecord *a10 = findRecord(doc, QStringLiteral("Standard_NV72ads_A10_v5"), QStringLiteral("usgovvirginia"));
        QVERIFY(near(price(a10, BillingMode::Reserved1y), 45692.0 / 8760.0));
        const ImportRecord *nv4 = findRecord(doc, QStringLiteral("Standard_NV4as_v4"), QStringLiteral("usgovarizona"));
        QVERIFY(near(price(nv4, BillingMode::Spot), 0.053777));
        QVERIFY(!isKnown(price(nv4, BillingMode::OnDemand)));
        QCOMPARE(nv4->gpu, QStringLiteral("MI25"));
        const QString warnings = allWarnings(doc);
        QVERIFY2(warnings.contains(QLatin1String("Standard_ND96ams_A100_v4")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QLatin1String("Standard_NC320lds_xl_RTXPRO6000BSE_v6")), qPrintable(warnings));
        QVERIFY2(!warnings.contains(QLatin1String("NC320ds_xl")), qPrintable(warnings)); // Windows only: never looked up
        QVERIFY(doc.rejected.isEmpty());
        QCOMPARE(nc48->asOf, QStringLiteral("2026-12-01"));
        QCOMPARE(doc.sources.first().key, QStringLiteral("azure-retail-prices-2026-12-01"));
        QVERIFY(doc.sources.first().notes.contains(QLatin1String("prices effective 2022-06-01 to 2026-08-01")));
    }

    void azureEnvelope()
    {
        const QByteArray page = R"({"BillingCurrency": "USD", "CustomerEntityId": "Default", "CustomerEntityType": "Retail",
            "Items": [{"currencyCode": "USD", "retailPrice": 3.673, "armRegionName": "eastus", "effectiveStartDate": "2026-10-01T00:00:00Z",
                       "productName": "Virtual Machines NCads A100 v4 Series", "skuName": "NC24ads A100 v4", "meterName": "NC24ads A100 v4",
                       "serviceName": "Virtual Machines", "type": "Consumption", "armSkuName": "Standard_NC24ads_A100_v4",
                       "isPrimaryMeterRegion": true, "unitOfMeasure": "1 Hour"}],
            "NextPageLink": "https://prices.azure.com:443/api/retail/prices?$skip=100", "Count": 1})";
        FeedCollector out(FeedSource::Azure, m_directory, {});
        AzureRetailReader::beginEdition(&out, QStringLiteral("2026-12-01"), QStringLiteral("test"));
        AzureRetailReader reader(&out);
        QVERIFY2(readBytes(reader, page, control()), qPrintable(reader.error()));
        QCOMPARE(reader.nextPageLink(), QStringLiteral("https://prices.azure.com:443/api/retail/prices?$skip=100"));
        QCOMPARE(out.document(QStringLiteral("azure")).records.size(), 1);

        AzureRetailReader wrong(&out);
        QVERIFY(!readBytes(wrong, R"({"Count": 0})", control()));
        QVERIFY(wrong.error().contains(QLatin1String("no \"Items\"")));
    }

    // opencost's real A2 SKUs give exactly the catalog's figures for the A2 machines
    // (2.933908 + 12 x 0.031611 + 85 x 0.004237 = 3.673385).
    void gcpRealA2Skus()
    {
        GcpSkuTable table;
        GcpSkuReader reader(&table);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/gcp/opencost_gcp_skus.json"))), qPrintable(reader.error()));
        QVERIFY(reader.nextPageToken().startsWith(QLatin1String("APKCS1")));
        FeedCollector out(FeedSource::Gcp, m_directory, {});
        GcpMachinePricer::price(table, &out, QStringLiteral("2026-12-01"), QStringLiteral("test"));
        const ImportDocument doc = out.document(QStringLiteral("gcp"));
        const ImportRecord *one = findRecord(doc, QStringLiteral("a2-highgpu-1g"), QStringLiteral("us-central1"));
        QVERIFY(near(price(one, BillingMode::OnDemand), 2.933908 + 12 * 0.031611 + 85 * 0.004237));
        const ImportRecord *two = findRecord(doc, QStringLiteral("a2-highgpu-2g"), QStringLiteral("us-west1"));
        QVERIFY(near(price(two, BillingMode::OnDemand), 7.34677));
        QVERIFY(!findRecord(doc, QStringLiteral("a2-ultragpu-1g"), QStringLiteral("us-central1"))); // no A100 80GB SKU here
        QCOMPARE(doc.records.size(), 6); // 2 machine types x 3 regions
    }

    void gcpSeriesSkus()
    {
        GcpSkuTable table;
        GcpSkuReader reader(&table);
        QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("feeds/gcp/g2-skus.json"))));
        QCOMPARE(table.skus().size(), 9); // 3-year, DWS and licence SKUs left out
        FeedCollector out(FeedSource::Gcp, m_directory, {QStringLiteral("us-central1")});
        GcpMachinePricer::price(table, &out, QStringLiteral("2026-12-01"), QStringLiteral("test"));
        const ImportDocument doc = out.document(QStringLiteral("gcp"));
        QCOMPARE(doc.records.size(), 1);
        const ImportRecord *g2 = findRecord(doc, QStringLiteral("g2-standard-4"), QStringLiteral("us-central1"));
        QVERIFY(near(price(g2, BillingMode::OnDemand), 0.56 + 4 * 0.02 + 16 * 0.0029));
        QVERIFY(near(price(g2, BillingMode::Spot), 0.2 + 4 * 0.008 + 16 * 0.001));
        QVERIFY(near(price(g2, BillingMode::Reserved1y), 0.35 + 4 * 0.0157 + 16 * 0.0018));
        QCOMPARE(g2->source, QStringLiteral("gcp-billing-catalog-2026-12-01"));
    }

    void gcpErrorBody()
    {
        GcpSkuTable table;
        GcpSkuReader reader(&table);
        QVERIFY(!readBytes(reader, fixtureBytes(QStringLiteral("feeds/gcp/opencost_gcp_error.json"))));
        QVERIFY2(reader.error().contains(QLatin1String("400 INVALID_ARGUMENT: API key not valid")), qPrintable(reader.error()));
    }

    // The real 2017 records: p3 in four regions; types the catalog lacks (the 2017
    // schema names no GPU model) are left out with a warning.
    void ec2InstancesRealRecords()
    {
        FeedCollector out(FeedSource::Ec2Instances, m_directory, {});
        Ec2InstancesReader reader(&out);
        QVERIFY2(readBytes(reader, fixtureBytes(QStringLiteral("feeds/ec2instances/instances_2017-11-12_gpu_subset.json")), control(QStringLiteral("2017-11-12"))),
                 qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("ec2instances"));
        const ImportRecord *p3 = findRecord(doc, QStringLiteral("p3.2xlarge"), QStringLiteral("us-east-1"));
        QVERIFY(near(price(p3, BillingMode::OnDemand), 3.06));
        QVERIFY(near(price(p3, BillingMode::Reserved1y), 2.088));
        QVERIFY(!isKnown(price(p3, BillingMode::Spot)));
        QVERIFY(findRecord(doc, QStringLiteral("p3.2xlarge"), QStringLiteral("eu-west-1")));
        QCOMPARE(p3->source, QStringLiteral("ec2instances-info-2017-11-12"));
        const QString warnings = allWarnings(doc);
        QVERIFY2(warnings.contains(QLatin1String("g3.16xlarge")) && warnings.contains(QLatin1String("p2.16xlarge")), qPrintable(warnings));
    }

    // The current schema names the GPU: an instance type the catalog lacks is added when
    // the catalog knows that GPU; spot_avg is the spot price.
    void ec2InstancesCurrentSchema()
    {
        const QByteArray json = R"([{"GPU": 1, "GPU_memory": 24, "GPU_model": "NVIDIA A10G", "instance_type": "g5.xlarge",
            "memory": 16, "pricing": {"us-east-1": {"linux": {"ondemand": "1.006", "pct_interrupt": "<5%", "reserved": {
            "yrTerm1Standard.noUpfront": "0.634", "yrTerm3Standard.noUpfront": "0.435"}, "spot_avg": "0.420100"},
            "mswin": {"ondemand": "1.19"}}}, "vCPU": 4},
            {"GPU": 0, "GPU_model": null, "instance_type": "m5.large", "pricing": {"us-east-1": {"linux": {"ondemand": "0.096"}}}}])";
        FeedCollector out(FeedSource::Ec2Instances, m_directory, {});
        Ec2InstancesReader reader(&out);
        QVERIFY2(readBytes(reader, json, control()), qPrintable(reader.error()));
        const ImportDocument doc = out.document(QStringLiteral("ec2instances"));
        QCOMPARE(doc.records.size(), 1);
        const ImportRecord *g5 = findRecord(doc, QStringLiteral("g5.xlarge"), QStringLiteral("us-east-1"));
        QCOMPARE(g5->gpu, QStringLiteral("A10G"));
        QCOMPARE(g5->gpuCount, 1.0);
        QVERIFY(near(price(g5, BillingMode::Spot), 0.4201));
        QVERIFY(near(price(g5, BillingMode::Reserved1y), 0.634));
    }

    // Two prices for one instance, region and mode: the later effective date wins; on the
    // same date the lower, with a warning.
    void collectorKeepsTheLatestPrice()
    {
        FeedCollector out(FeedSource::Aws, m_directory, {});
        Source s;
        s.key = QStringLiteral("k");
        s.asOf = QStringLiteral("2026-12-01");
        out.beginEdition(s);
        auto add = [&](double v, const char *effective) {
            FeedPrice p;
            p.instanceType = QStringLiteral("p3.2xlarge");
            p.region = QStringLiteral("us-east-1");
            p.currency = QStringLiteral("USD");
            p.perHour = v;
            p.effective = QLatin1String(effective);
            out.add(p);
        };
        add(3.0, "2026-10-01");
        add(2.0, "2026-09-01");
        QCOMPARE(price(&out.document(QString()).records.first(), BillingMode::OnDemand), 3.0);
        add(3.5, "2026-11-01");
        add(3.2, "2026-11-01");
        QCOMPARE(price(&out.document(QString()).records.first(), BillingMode::OnDemand), 3.2);
        QVERIFY(allWarnings(out.document(QString())).contains(QLatin1String("same effective date")));
        add(-1, "2026-12-01");
        QCOMPARE(out.document(QString()).rejected.size(), 1);
    }

    // Through the import plan: a changed price moves to the history and takes the feed's
    // date and source; a repeated one keeps its date and is marked confirmed.
    void planConfirmsUnchangedPrices()
    {
        const Catalog catalog = feedCatalog();
        FeedCollector out(FeedSource::Aws, InstanceDirectory(catalog), {});
        AwsOfferJsonReader reader(&out);
        QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")), control()));
        ImportSettings settings = importSettingsFor(QStringLiteral("aws"), QStringLiteral("2026-12-01"));
        settings.confirmUnchangedPrices = true;
        const ImportPlan plan = planImport(catalog, out.document(QStringLiteral("aws")), settings);
        QCOMPARE(plan.count(ImportRow::Status::Updated), 1);
        QCOMPARE(plan.count(ImportRow::Status::Unchanged), 2);
        QCOMPARE(plan.count(ImportRow::Status::Rejected), 0);
        QCOMPARE(plan.newSources.size(), 1);
        QCOMPARE(plan.newSources.first().key, QStringLiteral("aws-price-list-2026-11-20"));
        QCOMPARE(plan.newSources.first().asOf, QStringLiteral("2026-11-20"));
        const Catalog after = applyPlan(catalog, plan);
        auto offer = [&](const QString &type) {
            for (const Offer &o : after.offers) {
                if (o.instanceType == type)
                    return o;
            }
            return Offer{};
        };
        const Offer p4d = offer(QStringLiteral("p4d.24xlarge"));
        QCOMPARE(p4d.priceFor(BillingMode::OnDemand), 32.7726);
        QCOMPARE(p4d.priceFor(BillingMode::Reserved1y), 19.22);
        QCOMPARE(p4d.priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2026-11-20"));
        QCOMPARE(p4d.source, QStringLiteral("aws-price-list-2026-11-20"));
        QCOMPARE(p4d.priceAsOfFor(BillingMode::Spot), QStringLiteral("2026-01-19")); // the feed has no spot price
        QCOMPARE(after.priceHistory.size(), 1);
        QCOMPARE(after.priceHistory.first().pricePerHour, 21.957642);
        QCOMPARE(after.priceHistory.first().asOf, QStringLiteral("2026-01-19"));
        const Offer p3 = offer(QStringLiteral("p3.2xlarge"));
        QCOMPARE(p3.priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2026-01-19"));
        QCOMPARE(p3.priceConfirmedFor(BillingMode::OnDemand), QStringLiteral("2026-11-20"));
        QCOMPARE(p3.source, QStringLiteral("aws-karpenter-pricing"));
        QCOMPARE(p3.priceConfirmedFor(BillingMode::Spot), QStringLiteral("2026-01-19"));

        // A file import re-dates a repeated price instead, as before.
        settings.confirmUnchangedPrices = false;
        const ImportPlan dated = planImport(catalog, out.document(QStringLiteral("aws")), settings);
        QCOMPARE(dated.count(ImportRow::Status::Updated), 3);
    }

private:
    InstanceDirectory m_directory;
};

GPUSCOUT_TEST_MAIN(tst_FeedReaders)
#include "tst_FeedReaders.moc"
