#include "catalog/CatalogExport.h"
#include "import/ImportReader.h"
#include "import/ImportText.h"
#include "import/PythonLiteral.h"
#include "import/SkyPilotReader.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gpuscout;

Q_DECLARE_METATYPE(gpuscout::ImportFormat)

namespace {

ImportDocument readFixture(const QString &name, ImportFormat format = ImportFormat::Auto, const ImportOptions &options = {})
{
    return readImportPath(test::fixture(QStringLiteral("import/") + name), format, options);
}

ImportDocument readBytes(const QByteArray &bytes, ImportFormat format = ImportFormat::Auto, const ImportOptions &options = {})
{
    return readImport(bytes, format, QStringLiteral("f.csv"), options);
}

// Everything a document says went wrong, for failure messages.
QString problems(const ImportDocument &d)
{
    QStringList out;
    if (!d.ok())
        out << d.fatalError;
    for (const ImportIssue &i : d.rejected)
        out << QStringLiteral("%1 [%2] %3").arg(i.line).arg(i.column, i.message);
    return out.join(u'\n');
}

const ImportRecord *findRecord(const ImportDocument &d, const QString &instance, const QString &region)
{
    const auto it = std::find_if(d.records.cbegin(), d.records.cend(), [&](const ImportRecord &r) {
        return r.instanceType == instance && r.region == region;
    });
    return it == d.records.cend() ? nullptr : &*it;
}

double priceOf(const ImportRecord &r, BillingMode m)
{
    return r.price[indexOf(m)];
}

bool sameNumber(double a, double b)
{
    return (!isKnown(a) && !isKnown(b)) || qFuzzyCompare(a, b);
}

// The same short quote sheet as GBK bytes (what Excel on a Chinese Windows saves), written
// out so that the test does not depend on Qt's encoder: header, a good row, and a row
// whose price is "oops" on line 3.
const QByteArray GbkQuote(
    "\xb9\xa9\xd3\xa6\xc9\xcc,\xca\xb5\xc0\xfd\xb9\xe6\xb8\xf1,\xcf\xd4\xbf\xa8,\xbf\xa8\xca\xfd,"
    "\xb5\xd8\xd3\xf2,\xb5\xa5\xbc\xdb,\xb1\xd2\xd6\xd6,\xbc\xc6\xb7\xd1\xb7\xbd\xca\xbd\n"
    "\xb0\xa2\xc0\xef\xd4\xc6,ecs.gn7e,A100-80GB,1,\xb1\xb1\xbe\xa9,34.74,\xc8\xcb\xc3\xf1\xb1\xd2,"
    "\xb0\xb4\xc1\xbf\xb8\xb6\xb7\xd1\n"
    "\xcc\xda\xd1\xb6\xd4\xc6,GN7,T4,1,\xb9\xe3\xd6\xdd,oops,CNY,\xb0\xfc\xd4\xc2\n");

QByteArray utf16(const QString &text, QStringConverter::Encoding encoding)
{
    QStringEncoder encoder(encoding, QStringConverter::Flag::WriteBom);
    return encoder.encode(text);
}

} // namespace

class TestImportReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void readsEachFormatsFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ImportFormat>("format");
        QTest::addColumn<ImportFormat>("read");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("skipped");
        QTest::addRow("GpuScout CSV, detected") << "gpuscout-offers.csv" << ImportFormat::Auto << ImportFormat::GpuScoutCsv << 4 << 0;
        QTest::addRow("GpuScout CSV, named") << "gpuscout-offers.csv" << ImportFormat::GpuScoutCsv << ImportFormat::GpuScoutCsv << 4 << 0;
        QTest::addRow("GpuScout JSON, detected") << "gpuscout-offers.json" << ImportFormat::Auto << ImportFormat::GpuScoutJson << 2 << 0;
        // 199 data rows: 165 name an accelerator, 34 are CPU-only (counted with awk).
        QTest::addRow("SkyPilot, detected") << "skypilot-lambda-sample.csv" << ImportFormat::Auto << ImportFormat::SkyPilot << 165 << 34;
        QTest::addRow("SkyPilot, named") << "skypilot-lambda-sample.csv" << ImportFormat::SkyPilot << ImportFormat::SkyPilot << 165 << 34;
        QTest::addRow("quote, English headers") << "quote-en.csv" << ImportFormat::Auto << ImportFormat::VendorQuote << 3 << 0;
        QTest::addRow("quote, Chinese headers") << "quote-zh.csv" << ImportFormat::Auto << ImportFormat::VendorQuote << 4 << 0;
    }
    void readsEachFormatsFixture()
    {
        QFETCH(QString, file);
        QFETCH(ImportFormat, format);
        QFETCH(ImportFormat, read);
        QFETCH(int, records);
        QFETCH(int, skipped);
        const ImportDocument d = readFixture(file, format);
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d)));
        QCOMPARE(d.format, read);
        QCOMPARE(d.encoding, QStringLiteral("UTF-8"));
        QCOMPARE(d.records.size(), records);
        QCOMPARE(d.skipped, skipped);
        QVERIFY(d.fileName.endsWith(file));
    }

    void skyPilotSampleReadsLambdaRows()
    {
        ImportOptions options;
        options.provider = QStringLiteral("lambda");
        const ImportDocument d = readFixture(QStringLiteral("skypilot-lambda-sample.csv"), ImportFormat::Auto, options);
        QVERIFY2(d.ok(), qPrintable(problems(d)));
        const ImportRecord *r = findRecord(d, QStringLiteral("gpu_8x_v100_n"), QStringLiteral("europe-central-1"));
        QVERIFY(r);
        QCOMPARE(r->provider, QStringLiteral("lambda"));
        QCOMPARE(r->gpu, QStringLiteral("V100"));
        QCOMPARE(r->gpuCount, 8.0);
        QCOMPARE(r->gpuMemoryGb, 16.0);
        QCOMPARE(r->vcpus, 88.0);
        QCOMPARE(r->ramGib, 448.0);
        QCOMPARE(priceOf(*r, BillingMode::OnDemand), 6.32);
        QVERIFY(!isKnown(priceOf(*r, BillingMode::Spot))); // Lambda has no spot market
        QCOMPARE(r->currency, QStringLiteral("USD"));
        QVERIFY(r->zone.isEmpty());
        QCOMPARE(r->line, 36); // the file's first GPU row
        QVERIFY(std::all_of(d.records.cbegin(), d.records.cend(), [](const ImportRecord &x) { return x.provider == QLatin1String("lambda"); }));
        QCOMPARE(d.warnings.size(), 1); // the CPU-only rows, counted
        QVERIFY(d.warnings.first().message.contains(QLatin1String("34")));
    }

    void skyPilotWithoutProviderLeavesItEmpty()
    {
        const ImportDocument d = readFixture(QStringLiteral("skypilot-lambda-sample.csv"));
        QVERIFY(!d.records.isEmpty());
        QVERIFY(d.records.first().provider.isEmpty());
    }

    void skyPilotRowKinds()
    {
        // Columns in another order, a zone column, a 0 spot price (Vast's "none"), a GPU name
        // instead of a dict, an accelerator without an instance type (GCP), a GpuInfo that
        // cannot be read, and a GPU row without any price.
        const QByteArray csv =
            "Region,AvailabilityZone,InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,GpuInfo\n"
            "us-east1,us-east1-b,a2-highgpu-1g,A100,1,3.67,1.1,\"{'Gpus': [{'Name': 'A100', 'Count': 1, 'MemoryInfo': {'SizeInMiB': 40960}}]}\"\n"
            "us-east1,,vast-1,RTX4090,1,0.35,0.00,RTX4090\n"
            "us-east1,us-east1-c,,T4,1,0.35,0.07,\n"
            "us-east1,,odd-1,H100,1,2.0,,\"{'Gpus': [{'Name': \"\"H100\"\", 'MemoryInfo': {'SizeInMiB': }}]}\"\n"
            "us-east1,,noprice-1,L4,1,,,\n";
        const ImportDocument d = readBytes(csv);
        QVERIFY(d.ok());
        QCOMPARE(d.format, ImportFormat::SkyPilot);
        QCOMPARE(d.records.size(), 3);
        QCOMPARE(d.skipped, 1);
        QCOMPARE(d.records[0].zone, QStringLiteral("us-east1-b"));
        QCOMPARE(d.records[0].gpuMemoryGb, 40.0);
        QCOMPARE(priceOf(d.records[0], BillingMode::Spot), 1.1);
        QVERIFY(!isKnown(priceOf(d.records[1], BillingMode::Spot)));
        QVERIFY(!isKnown(d.records[1].gpuMemoryGb));
        QVERIFY(!isKnown(d.records[2].gpuMemoryGb));
        QCOMPARE(d.rejected.size(), 1);
        QCOMPARE(d.rejected.first().line, 6);
        QCOMPARE(d.rejected.first().column, QStringLiteral("Price"));
        const auto unreadable = std::find_if(d.warnings.cbegin(), d.warnings.cend(), [](const ImportIssue &i) { return i.line == 5; });
        QVERIFY(unreadable != d.warnings.cend());
        QCOMPARE(unreadable->column, QStringLiteral("GpuInfo"));
    }

    void gpuScoutCsvFields()
    {
        const ImportDocument d = readFixture(QStringLiteral("gpuscout-offers.csv"));
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d)));
        const ImportRecord &aws = d.records[0];
        QCOMPARE(aws.line, 2);
        QCOMPARE(aws.provider, QStringLiteral("aws"));
        QCOMPARE(aws.networkGbps, 3200.0);
        QCOMPARE(aws.rdma, QStringLiteral("efa"));
        QCOMPARE(priceOf(aws, BillingMode::Spot), 22.016);
        QCOMPARE(aws.priceAsOf[indexOf(BillingMode::Spot)], QStringLiteral("2026-01-21"));
        QVERIFY(aws.priceAsOf[indexOf(BillingMode::OnDemand)].isEmpty());
        QCOMPARE(aws.spotInterruption, 0.2);
        QCOMPARE(aws.asOf, QStringLiteral("2026-01-19"));
        QVERIFY(!isKnown(priceOf(aws, BillingMode::Monthly)));
        const ImportRecord &lambda = d.records[1];
        QCOMPARE(lambda.line, 3);
        QCOMPARE(lambda.notes, QStringLiteral("list price; the page says\n\"8x A100 (80 GB SXM4)\""));
        QCOMPARE(lambda.validUntil, QStringLiteral("2026-06-30"));
        QCOMPARE(lambda.vcpus, 240.0);
        QVERIFY(!isKnown(lambda.nvmeGb));
        const ImportRecord &aliyun = d.records[2];
        QCOMPARE(aliyun.line, 5); // after the note spanning lines 3 and 4
        QCOMPARE(aliyun.zone, QStringLiteral("cn-beijing-h"));
        QCOMPARE(priceOf(aliyun, BillingMode::Reserved1y), 18000.0);
        QCOMPARE(aliyun.notes, QStringLiteral("阿里云 quote"));
        const ImportRecord &tencent = d.records[3];
        QCOMPARE(tencent.gpuCount, 0.5);
        QCOMPARE(tencent.currency, QStringLiteral("CNY"));
        QCOMPARE(priceOf(tencent, BillingMode::Monthly), 6.2);
        QVERIFY(tencent.illustrative);
        QVERIFY(tencent.asOf.isEmpty());
    }

    void gpuScoutJsonFields()
    {
        const ImportDocument d = readFixture(QStringLiteral("gpuscout-offers.json"));
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d)));
        const ImportRecord &aws = d.records[0];
        QCOMPARE(aws.line, 1);
        QCOMPARE(aws.instanceType, QStringLiteral("p5.48xlarge"));
        QCOMPARE(aws.gpuCount, 8.0);
        QVERIFY(!isKnown(aws.nvmeGb));
        QCOMPARE(priceOf(aws, BillingMode::OnDemand), 55.04);
        QVERIFY(!isKnown(priceOf(aws, BillingMode::Reserved1y)));
        QCOMPARE(aws.priceAsOf[indexOf(BillingMode::Spot)], QStringLiteral("2026-01-21"));
        QCOMPARE(aws.validUntil, QStringLiteral("2026-03-31"));
        QVERIFY(!aws.illustrative);
        QCOMPARE(d.records[1].line, 2);
        QCOMPARE(priceOf(d.records[1], BillingMode::Reserved1y), 18000.0);

        // A bare array of offers is read as well.
        const ImportDocument bare = readBytes(R"([{"provider": "x", "instance_type": "i", "gpu": "T4", "gpu_count": 1,
                                                  "currency": "USD", "prices": {"spot": 0.2}}])");
        QVERIFY2(bare.ok() && bare.rejected.isEmpty(), qPrintable(problems(bare)));
        QCOMPARE(bare.format, ImportFormat::GpuScoutJson);
        QCOMPARE(priceOf(bare.records.first(), BillingMode::Spot), 0.2);
    }

    // What GpuScout writes, it reads: both exports of the fixture catalog come back whole.
    void exportsReadBack_data()
    {
        QTest::addColumn<bool>("json");
        QTest::addRow("CSV export") << false;
        QTest::addRow("JSON export") << true;
    }
    void exportsReadBack()
    {
        QFETCH(bool, json);
        const auto catalog = test::fixtureCatalog();
        const QByteArray bytes = json ? catalogJson(*catalog) : catalogOffersCsv(*catalog);
        const ImportDocument d = readImport(bytes, ImportFormat::Auto, QStringLiteral("export"));
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d)));
        QCOMPARE(d.format, json ? ImportFormat::GpuScoutJson : ImportFormat::GpuScoutCsv);
        QCOMPARE(d.records.size(), catalog->offers.size());
        for (int i = 0; i < d.records.size(); ++i) {
            const Offer &o = catalog->offers[i];
            const ImportRecord &r = d.records[i];
            QCOMPARE(r.provider, catalog->providers[o.provider].key);
            QCOMPARE(r.gpu, catalog->gpus[o.gpu].model);
            QCOMPARE(r.instanceType, o.instanceType);
            QCOMPARE(r.region, o.region);
            QCOMPARE(r.currency, o.currency);
            QVERIFY(sameNumber(r.gpuCount, o.gpuCount));
            QVERIFY(sameNumber(r.vcpus, o.vcpus));
            QVERIFY(sameNumber(r.spotInterruption, o.spotInterruption));
            for (BillingMode m : AllBillingModes)
                QVERIFY2(sameNumber(priceOf(r, m), o.priceFor(m)), qPrintable(o.instanceType));
        }
    }

    void bundledCatalogReadsWithoutRejects()
    {
        QFile file(QStringLiteral(":/catalog/offers.csv"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ImportDocument d = readImport(file.readAll(), ImportFormat::Auto, QStringLiteral("offers.csv"));
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d).left(2000)));
        QCOMPARE(d.format, ImportFormat::GpuScoutCsv);
        QVERIFY(d.records.size() > 1000);
    }

    void quoteSheets()
    {
        const ImportDocument en = readFixture(QStringLiteral("quote-en.csv"));
        QVERIFY2(en.ok() && en.rejected.isEmpty(), qPrintable(problems(en)));
        QCOMPARE(priceOf(en.records[0], BillingMode::OnDemand), 98.5);
        QCOMPARE(en.records[0].validUntil, QStringLiteral("2026-12-31"));
        QCOMPARE(en.records[0].asOf, QStringLiteral("2026-11-30"));
        QCOMPARE(priceOf(en.records[1], BillingMode::Spot), 40.0);
        QVERIFY(!isKnown(priceOf(en.records[1], BillingMode::OnDemand)));
        QCOMPARE(en.records[2].line, 5); // after the two-line note
        QCOMPARE(priceOf(en.records[2], BillingMode::Monthly), 1600.0);

        const ImportDocument zh = readFixture(QStringLiteral("quote-zh.csv"));
        QVERIFY2(zh.ok() && zh.rejected.isEmpty(), qPrintable(problems(zh)));
        QCOMPARE(zh.records[0].provider, QStringLiteral("阿里云"));
        QCOMPARE(zh.records[0].region, QStringLiteral("华北2（北京）"));
        QCOMPARE(zh.records[0].currency, QStringLiteral("CNY")); // 人民币
        QCOMPARE(zh.records[0].notes, QStringLiteral("含税"));
        QCOMPARE(priceOf(zh.records[0], BillingMode::OnDemand), 34.74); // 按量付费
        QCOMPARE(priceOf(zh.records[1], BillingMode::Spot), 12.5);      // 抢占式实例
        QCOMPARE(priceOf(zh.records[2], BillingMode::Reserved1y), 90000.0); // 包年
        QCOMPARE(zh.records[2].gpuCount, 8.0);
        QCOMPARE(priceOf(zh.records[3], BillingMode::Monthly), 4.8);   // 包月
        QCOMPARE(zh.records[3].currency, QStringLiteral("CNY"));       // RMB
    }

    void quotePricePerMonth()
    {
        const ImportDocument d = readBytes("provider,instance,gpu,count,region,price,currency,billing,price_unit\n"
                                           "x,i,L40S,1,r,1460,CNY,monthly,month\n"
                                           "x,i,L40S,1,r,2,CNY,on-demand,hour\n"
                                           "x,i,L40S,1,r,2,CNY,on-demand,week\n");
        QVERIFY(d.ok());
        QCOMPARE(d.records.size(), 2);
        QCOMPARE(priceOf(d.records[0], BillingMode::Monthly), 2.0); // 1460 / 730
        QVERIFY(d.records[0].notes.contains(QLatin1String("1460")));
        QCOMPARE(priceOf(d.records[1], BillingMode::OnDemand), 2.0);
        QCOMPARE(d.rejected.size(), 1);
        QCOMPARE(d.rejected.first().line, 4);
        QCOMPARE(d.rejected.first().column, QStringLiteral("price_unit"));
    }

    // The bytes of a file, however encoded, give the same records.
    void decodesEncodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("forced");
        const QString sheet = QString::fromUtf8("供应商,实例规格,显卡,卡数,地域,单价,币种,计费方式\n"
                                                "阿里云,ecs.gn7e,A100-80GB,1,北京,34.74,人民币,按量付费\n"
                                                "腾讯云,GN7,T4,1,广州,oops,CNY,包月\n");
        const QByteArray utf8 = sheet.toUtf8();
        QTest::addRow("UTF-8") << utf8 << "UTF-8" << QString();
        QTest::addRow("UTF-8 with BOM") << QByteArray("\xEF\xBB\xBF") + utf8 << "UTF-8" << QString();
        QTest::addRow("UTF-16LE with BOM") << utf16(sheet, QStringConverter::Utf16LE) << "UTF-16LE" << QString();
        QTest::addRow("UTF-16BE with BOM") << utf16(sheet, QStringConverter::Utf16BE) << "UTF-16BE" << QString();
        QTest::addRow("CRLF") << QByteArray(utf8).replace("\n", "\r\n") << "UTF-8" << QString();
        QTest::addRow("CR") << QByteArray(utf8).replace("\n", "\r") << "UTF-8" << QString();
        QTest::addRow("UTF-16LE, tab-separated, CRLF (Excel's Unicode text)")
            << utf16(QString(sheet).replace(u',', u'\t').replace(QStringLiteral("\n"), QStringLiteral("\r\n")), QStringConverter::Utf16LE)
            << "UTF-16LE" << QString();
        QTest::addRow("semicolon-separated") << QByteArray(utf8).replace(',', ';') << "UTF-8" << QString();
        if (QStringDecoder("GB18030").isValid()) {
            QTest::addRow("GBK, detected") << GbkQuote << "GB18030" << QString();
            QTest::addRow("GBK, forced") << GbkQuote << "GB18030" << "GB18030";
        }
    }
    void decodesEncodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoding);
        QFETCH(QString, forced);
        ImportOptions options;
        options.encoding = forced;
        const ImportDocument d = readBytes(bytes, ImportFormat::Auto, options);
        QVERIFY2(d.ok(), qPrintable(problems(d)));
        QCOMPARE(d.format, ImportFormat::VendorQuote);
        QCOMPARE(d.encoding, encoding);
        QCOMPARE(d.records.size(), 1);
        QCOMPARE(d.records.first().provider, QStringLiteral("阿里云"));
        QCOMPARE(d.records.first().region, QStringLiteral("北京"));
        QCOMPARE(priceOf(d.records.first(), BillingMode::OnDemand), 34.74);
        QCOMPARE(d.rejected.size(), 1);
        QCOMPARE(d.rejected.first().line, 3);
        QCOMPARE(d.rejected.first().column, QStringLiteral("单价"));
        QCOMPARE(d.rejected.first().message, QStringLiteral("'oops' is not a number; expected a price per hour such as 2.5"));
    }

    void gbkWithoutDecoderSaysSaveAsUtf8()
    {
        if (QStringDecoder("GB18030").isValid())
            QSKIP("this Qt decodes GB18030 (decodesEncodings covers it)");
        const ImportDocument d = readBytes(GbkQuote);
        QVERIFY(d.fatalError.contains(QLatin1String("GBK/GB18030")));
    }

    void refusesFilesItCannotRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<ImportFormat>("format");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("expected");
        QByteArray garbage;
        for (int i = 0; i < 512; ++i)
            garbage.append(char((i * 7919 + 13) % 256));
        QByteArray controls(400, 'a');
        for (int i = 0; i < 400; i += 20)
            controls[i] = '\x01';
        QTest::addRow("binary garbage") << garbage << ImportFormat::Auto << QString() << "f.csv: binary data (a NUL character at position";
        QTest::addRow("control characters") << controls << ImportFormat::Auto << QString() << "f.csv: binary data (20 control characters in 400)";
        QTest::addRow("control characters, UTF-8 forced") << controls << ImportFormat::Auto << "UTF-8" << "f.csv: binary data (20 control characters in 400)";
        QTest::addRow("UTF-16 BOM, odd length") << QByteArray("\xFF\xFE" "a\0b", 5) << ImportFormat::Auto << QString()
                                                << "f.csv: the file starts with a UTF-16LE byte-order mark but is not valid UTF-16LE text";
        QTest::addRow("empty") << QByteArray() << ImportFormat::Auto << QString() << "f.csv: the file is empty";
        QTest::addRow("Latin-1") << QByteArray("provider,instance\nx,caf\xe9 au lait\n") << ImportFormat::Auto << QString()
                                 << "f.csv:2:6: not valid UTF-8 (byte 0xe9)";
        QTest::addRow("UTF-16 without BOM") << QByteArray(QStringEncoder(QStringConverter::Utf16LE).encode(QStringLiteral("provider,instance_type\n")))
                                            << ImportFormat::Auto << QString() << "f.csv: looks like UTF-16LE text without a byte-order mark";
        QTest::addRow("unknown encoding") << QByteArray("a,b\n") << ImportFormat::Auto << "no-such-encoding" << "f.csv: 'no-such-encoding' is not an encoding";
        QTest::addRow("invalid JSON") << QByteArray("{\n  \"offers\": [\n    {\"provider\": \"aws\",, \"gpu\": \"H100\"}\n  ]\n}\n")
                                      << ImportFormat::Auto << QString() << "f.csv:3:24: not valid JSON (";
        QTest::addRow("JSON without offers") << QByteArray("{\"gpus\": []}") << ImportFormat::GpuScoutJson << QString() << "f.csv: no \"offers\" array";
        QTest::addRow("wrong header, CSV named") << QByteArray("name,price\nx,1\n") << ImportFormat::GpuScoutCsv << QString()
                                                 << "f.csv:1: not a GpuScout CSV header; a GpuScout CSV needs the columns provider, instance_type, gpu, gpu_count, region, currency";
        QTest::addRow("missing columns") << QByteArray("provider,instance_type,gpu,on_demand\nx,y,z,1\n") << ImportFormat::GpuScoutCsv << QString()
                                         << "f.csv:1: missing column(s) gpu_count, region, currency";
        QTest::addRow("no price column") << QByteArray("provider,instance_type,gpu,gpu_count,region,currency\n") << ImportFormat::GpuScoutCsv << QString()
                                         << "f.csv:1: no price column";
        QTest::addRow("wrong header, SkyPilot named") << QByteArray("a,b\n1,2\n") << ImportFormat::SkyPilot << QString()
                                                      << "f.csv:1: not a SkyPilot vms.csv header";
        QTest::addRow("wrong header, quote named") << QByteArray("a,b\n1,2\n") << ImportFormat::VendorQuote << QString()
                                                   << "f.csv:1: not a quote sheet header";
        QTest::addRow("wrong header, detected") << QByteArray("name,price\nx,1\n") << ImportFormat::Auto << QString()
                                                << "f.csv:1: cannot tell the format from the header";
        QTest::addRow("unclosed quote") << QByteArray("provider,instance\nx,\"open\n") << ImportFormat::Auto << QString()
                                        << "f.csv:2: a quoted field is not closed";
        QTest::addRow("over the size limit") << QByteArray(2048, 'a') << ImportFormat::Auto << QString()
                                             << "f.csv: 2.0 KiB is larger than the import limit of 1.0 KiB";
    }
    void refusesFilesItCannotRead()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(ImportFormat, format);
        QFETCH(QString, encoding);
        QFETCH(QString, expected);
        ImportOptions options;
        options.encoding = encoding;
        options.maxBytes = 1024;
        const ImportDocument d = readBytes(bytes, format, options);
        QVERIFY(!d.ok());
        QVERIFY2(d.fatalError.startsWith(expected), qPrintable(d.fatalError));
        QVERIFY(d.records.isEmpty());
    }

    void refusesAnOversizeFileBeforeReadingIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(DefaultMaxImportBytes + 1024 * 1024)); // sparse: nothing written
        file.close();
        const ImportDocument d = readImportPath(path, ImportFormat::Auto);
        QVERIFY(!d.ok());
        QCOMPARE(d.fatalError, path + QStringLiteral(": 65.0 MiB is larger than the import limit of 64.0 MiB; split the file or import a smaller extract"));

        ImportDocument missing;
        readImportFile(dir.filePath(QStringLiteral("nope.csv")), &missing);
        QVERIFY(missing.fatalError.endsWith(QLatin1String("nope.csv: no such file")));
    }

    void rejectsBadCellsWithTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("message");
        const QByteArray head = "provider,instance_type,gpu,gpu_count,region,currency,on_demand,notes,as_of\n";
        const QByteArray good = "aws,p5,H100-SXM,8,us-east-1,USD,55,,2026-01-19\n";
        QTest::addRow("bad number") << head + good + "aws,p4,A100,8,us-east-1,USD,abc,,\n" << 1 << 3 << "on_demand"
                                    << "'abc' is not a number; expected a price per hour such as 2.5";
        QTest::addRow("negative price") << head + "aws,p4,A100,8,us-east-1,USD,-1,,\n" + good << 1 << 2 << "on_demand"
                                        << "'-1' is negative; expected a price per hour such as 2.5";
        QTest::addRow("zero GPUs") << head + "aws,p4,A100,0,us-east-1,USD,1,,\n" << 0 << 2 << "gpu_count"
                                   << "'0' is not above 0; expected the number of GPUs, above 0, such as 8 (or 0.5 for a shared GPU)";
        QTest::addRow("currency not three letters") << head + "aws,p4,A100,1,us-east-1,US,1,,\n" << 0 << 2 << "currency"
                                                    << "'US' is not a currency code; expected a three-letter currency code such as USD or CNY";
        QTest::addRow("date not YYYY-MM-DD") << head + "aws,p4,A100,1,us-east-1,USD,1,,2026/01/19\n" << 0 << 2 << "as_of"
                                             << "'2026/01/19' is not a date; expected YYYY-MM-DD such as 2026-12-31";
        QTest::addRow("impossible date") << head + "aws,p4,A100,1,us-east-1,USD,1,,2026-02-30\n" << 0 << 2 << "as_of"
                                         << "'2026-02-30' is not a date; expected YYYY-MM-DD such as 2026-12-31";
        QTest::addRow("empty GPU") << head + "aws,p4,,1,us-east-1,USD,1,,\n" << 0 << 2 << "gpu"
                                   << "empty; expected the GPU model, such as H100-SXM";
        QTest::addRow("too few fields") << head + good + "aws,p4\n" << 1 << 3 << ""
                                        << "2 fields, expected 9 as in the header; check for a missing or extra separator, or an unquoted comma";
        QTest::addRow("quoted lines, then an error") << head + "aws,p5,H100,8,us-east-1,USD,55,\"one\ntwo\nthree\",\n" + good + "aws,p4,A100,1,r,USD,x,,\n"
                                                     << 2 << 6 << "on_demand" << "'x' is not a number; expected a price per hour such as 2.5";
        QTest::addRow("quoted CRLF lines, then an error") << QByteArray(head + "aws,p5,H100,8,us-east-1,USD,55,\"one\ntwo\",\n" + good + "aws,p4,A100,1,r,USD,x,,\n").replace("\n", "\r\n")
                                                          << 2 << 5 << "on_demand" << "'x' is not a number; expected a price per hour such as 2.5";
        QTest::addRow("quote: unknown billing") << QByteArray("provider,instance,gpu,count,region,price,currency,billing\nx,i,T4,1,r,2,USD,weekly\n")
                                                << 0 << 2 << "billing" << "'weekly' is not a billing mode; expected on-demand, spot, reserved-1y or monthly (按量, 竞价, 包年, 包月)";
        QTest::addRow("SkyPilot: bad count") << QByteArray("InstanceType,AcceleratorName,AcceleratorCount,Price,Region\ni,T4,many,1,r\n")
                                             << 0 << 2 << "AcceleratorCount" << "'many' is not a number; expected the number of GPUs, above 0, such as 8 (or 0.5 for a shared GPU)";
        QTest::addRow("JSON: bad price") << QByteArray(R"({"offers": [{"provider": "a", "instance_type": "i", "gpu": "T4", "gpu_count": 1, "currency": "USD", "prices": {"on-demand": 1}},
                                                                 {"provider": "a", "instance_type": "j", "gpu": "T4", "gpu_count": 1, "currency": "USD", "prices": {"spot": -2}}]})")
                                         << 1 << 2 << "prices.spot" << "'-2' is negative; expected a price per hour such as 2.5";
        QTest::addRow("JSON: unknown mode") << QByteArray(R"([{"provider": "a", "instance_type": "i", "gpu": "T4", "gpu_count": 1, "currency": "USD", "prices": {"weekly": 1}}])")
                                            << 0 << 1 << "prices.weekly" << "'weekly' is not a billing mode; expected on-demand, spot, reserved-1y or monthly";
        QTest::addRow("JSON: object for a number") << QByteArray(R"([{"provider": "a", "instance_type": "i", "gpu": "T4", "gpu_count": {}, "currency": "USD", "prices": {"spot": 1}}])")
                                                   << 0 << 1 << "gpu_count" << "an array or object; expected a single value";
        QTest::addRow("JSON: not an object") << QByteArray(R"([7])") << 0 << 1 << ""
                                             << "not an object; expected an offer {\"provider\": ..., \"instance_type\": ..., ...}";
    }
    void rejectsBadCellsWithTheirPlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, records);
        QFETCH(int, line);
        QFETCH(QString, column);
        QFETCH(QString, message);
        const ImportDocument d = readBytes(bytes);
        QVERIFY2(d.ok(), qPrintable(d.fatalError));
        QCOMPARE(d.records.size(), records);
        QVERIFY2(!d.rejected.isEmpty(), "nothing rejected");
        QCOMPARE(d.rejected.first().line, line);
        QCOMPARE(d.rejected.first().column, column);
        QCOMPARE(d.rejected.first().message, message);
    }

    // A row without any price is an offer that needs a quote, not a bad row; its trust
    // label comes along.
    void aPricelessRowNeedsAQuote()
    {
        const ImportDocument d = readBytes("provider,instance_type,gpu,gpu_count,region,currency,on_demand,monthly,trust\n"
                                           "alibaba,ecs.gn7i-c8g1.2xlarge,A10,1,unspecified,CNY,,,vendor_doc\n");
        QVERIFY2(d.ok(), qPrintable(d.fatalError));
        QVERIFY2(d.rejected.isEmpty(), qPrintable(problems(d)));
        QCOMPARE(d.records.size(), 1);
        for (double price : d.records.first().price)
            QVERIFY(!isKnown(price));
        QCOMPARE(d.records.first().trust, QStringLiteral("vendor_doc"));
    }

    // A returned request for quotes: lines the vendor did not price are skipped with a
    // warning, not rejected, so the priced lines still import.
    void unpricedQuoteLinesAreSkipped()
    {
        const ImportDocument d = readBytes("供应商,实例规格,显卡,卡数,地域,计费方式,单价,币种,计价单位\n"
                                           "alibaba,ecs.gn7i-c8g1.2xlarge,A10,1,unspecified,按量,9.5,CNY,小时\n"
                                           "alibaba,ecs.gn7i-c8g1.2xlarge,A10,1,unspecified,包年,,CNY,月\n"
                                           "alibaba,ecs.gn7i-c8g1.2xlarge,A10,1,unspecified,包月,3650,CNY,月\n");
        QVERIFY2(d.ok(), qPrintable(d.fatalError));
        QCOMPARE(d.format, ImportFormat::VendorQuote);
        QVERIFY2(d.rejected.isEmpty(), qPrintable(problems(d)));
        QCOMPARE(d.records.size(), 2);
        QCOMPARE(d.skipped, 1);
        QCOMPARE(d.records[1].price[indexOf(BillingMode::Monthly)], 5.0); // 3650 per month / 730 hours
        QCOMPARE(d.warnings.size(), 1);
        QVERIFY2(d.warnings.first().message.contains(QStringLiteral("without a price skipped")), qPrintable(d.warnings.first().message));
    }

    void badFixtureRejectsEachBadRow()
    {
        const ImportDocument d = readFixture(QStringLiteral("gpuscout-bad.csv"));
        QVERIFY(d.ok());
        QCOMPARE(d.records.size(), 1);
        QCOMPARE(d.records.first().line, 6);
        QList<int> lines;
        for (const ImportIssue &i : d.rejected)
            lines << i.line;
        QCOMPARE(lines, (QList<int>{2, 3, 5, 5})); // line 5 has two bad cells, both reported
    }

    void templatesReadBack_data()
    {
        QTest::addColumn<ImportFormat>("format");
        QTest::addRow("GpuScout CSV") << ImportFormat::GpuScoutCsv;
        QTest::addRow("quote sheet") << ImportFormat::VendorQuote;
    }
    void templatesReadBack()
    {
        QFETCH(ImportFormat, format);
        const QByteArray csv = importTemplateCsv(format);
        QCOMPARE(csv.count('\n'), 2);
        const ImportDocument d = readImport(csv, ImportFormat::Auto, QStringLiteral("template.csv"));
        QVERIFY2(d.ok() && d.rejected.isEmpty(), qPrintable(problems(d)));
        QCOMPARE(d.format, format);
        QCOMPARE(d.records.size(), 1);
        QVERIFY(d.records.first().notes.contains(QLatin1String("example row")));
        QVERIFY(importTemplateCsv(ImportFormat::SkyPilot).isEmpty());
        QVERIFY(importTemplateCsv(ImportFormat::GpuScoutJson).isEmpty());
    }

    void utf8Validation_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("firstBad");
        QTest::addRow("ASCII") << QByteArray("abc") << -1;
        QTest::addRow("Chinese") << QString::fromUtf8("阿里云").toUtf8() << -1;
        QTest::addRow("emoji") << QByteArray("a\xF0\x9F\x98\x80") << -1;
        QTest::addRow("lone continuation") << QByteArray("ab\x80") << 2;
        QTest::addRow("overlong slash") << QByteArray("a\xC0\xAF") << 1;
        QTest::addRow("surrogate") << QByteArray("\xED\xA0\x80") << 0;
        QTest::addRow("cut short") << QByteArray("ab\xE9\x98") << 2;
        QTest::addRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << 0;
    }
    void utf8Validation()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, firstBad);
        QCOMPARE(firstInvalidUtf8(bytes), qsizetype(firstBad));
    }

    // A file of 20,000 rows or more is read in two halves side by side: every good row once,
    // in the file's order, and every bad row's issue in line order, whichever half it is in.
    void largeFilesKeepTheirOrder()
    {
        QByteArray csv = "provider,instance_type,gpu,gpu_count,region,currency,on_demand,notes\n";
        QList<int> badLines;
        for (int i = 0; i < 30001; ++i) {
            const int line = i + 2;
            if (i % 997 == 5) {
                csv += "aws,bad-" + QByteArray::number(i) + ",H100-SXM,8,us-east-1,USD,-3,x\n"; // a negative price
                badLines << line;
            } else if (i % 1499 == 7) {
                csv += "aws,short-" + QByteArray::number(i) + ",H100-SXM,8\n"; // too few fields
                badLines << line;
            } else {
                csv += "aws,p5-" + QByteArray::number(i) + ",H100-SXM,8,us-east-" + QByteArray::number(i % 3) + ",USD,55.04,n" + QByteArray::number(i % 2) + "\n";
            }
        }
        const ImportDocument d = readBytes(csv);
        QVERIFY2(d.ok(), qPrintable(d.fatalError));
        QCOMPARE(d.records.size() + badLines.size(), 30001);
        int expected = 0;
        for (const ImportRecord &r : d.records) {
            while (expected % 997 == 5 || expected % 1499 == 7)
                ++expected;
            QCOMPARE(r.line, expected + 2);
            QCOMPARE(r.instanceType, QStringLiteral("p5-%1").arg(expected));
            QCOMPARE(r.region, QStringLiteral("us-east-%1").arg(expected % 3));
            QCOMPARE(r.notes, QStringLiteral("n%1").arg(expected % 2));
            ++expected;
        }
        QList<int> rejectedLines;
        for (const ImportIssue &issue : d.rejected) {
            if (rejectedLines.isEmpty() || rejectedLines.last() != issue.line)
                rejectedLines << issue.line;
        }
        QCOMPARE(rejectedLines, badLines);
    }

    // ASCII is checked eight bytes at a time: a bad byte, or a good multi-byte character,
    // at every position of a 40-byte line, and a bad byte that ends it.
    void utf8ValidationAtEveryPosition()
    {
        for (int at = 0; at < 40; ++at) {
            QByteArray line(40, 'a');
            line[at] = '\xff';
            QCOMPARE(firstInvalidUtf8(line), qsizetype(at));
            QByteArray good = QByteArray(at, 'b') + QString::fromUtf8("中").toUtf8() + QByteArray(40 - at, 'c');
            QCOMPARE(firstInvalidUtf8(good), qsizetype(-1));
            QCOMPARE(firstInvalidUtf8(good.left(at + 2)), qsizetype(at)); // cut inside the character
        }
    }

    void pythonLiterals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("json"); // the value as JSON, to compare
        QTest::addRow("GpuInfo") << "{'Gpus': [{'Name': 'V100', 'Count': 8.0, 'MemoryInfo': {'SizeInMiB': 16384}}], 'TotalGpuMemoryInMiB': 16384}"
                                 << true << R"({"Gpus":[{"Count":8,"MemoryInfo":{"SizeInMiB":16384},"Name":"V100"}],"TotalGpuMemoryInMiB":16384})";
        QTest::addRow("constants") << "[True, False, None, null, true]" << true << "[true,false,null,null,true]";
        QTest::addRow("tuple, trailing comma") << "(1, -2.5e1, 'a',)" << true << R"([1,-25,"a"])";
        QTest::addRow("escapes and quotes") << "[\"it\\'s\", 'say \"x\"']" << true << "[\"it's\",\"say \\\"x\\\"\"]";
        QTest::addRow("nested within the limit") << QString(30, u'[') + QString(30, u']') << true << QString();
        QTest::addRow("nested too deep") << QString(100000, u'[') << false << QString();
        QTest::addRow("unclosed string") << "{'a': 'b" << false << QString();
        QTest::addRow("unclosed dict") << "{'a': 1" << false << QString();
        QTest::addRow("missing value") << "{'a': }" << false << QString();
        QTest::addRow("a call") << "__import__('os')" << false << QString();
        QTest::addRow("trailing text") << "{} x" << false << QString();
        QTest::addRow("dict as key") << "{{}: 1}" << false << QString();
        QTest::addRow("empty") << "" << false << QString();
    }
    void pythonLiterals()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, json);
        QVariant value;
        QString error;
        QCOMPARE(parsePythonLiteral(text, &value, &error), ok);
        QCOMPARE(error.isEmpty(), ok);
        if (!json.isEmpty()) {
            QCOMPARE(QString::fromUtf8(QJsonDocument::fromVariant(value).toJson(QJsonDocument::Compact)), json);
        }
    }

    void gpuInfoMemory_data()
    {
        QTest::addColumn<QString>("info");
        QTest::addColumn<double>("gb");
        QTest::addColumn<bool>("readable");
        QTest::addRow("per-GPU MiB") << "{'Gpus': [{'Name': 'V100', 'MemoryInfo': {'SizeInMiB': 16384}}], 'TotalGpuMemoryInMiB': 16384}" << 16.0 << true;
        QTest::addRow("lower-case keys") << "{'gpus': [{'name': 'h100', 'memoryinfo': {'sizeinmib': 81920}}]}" << 80.0 << true;
        QTest::addRow("JSON quotes, null") << R"({"Gpus": [{"Name": "B300", "Manufacturer": null, "MemoryInfo": {"SizeInMiB": 268288}}]})" << 262.0 << true;
        QTest::addRow("size 0 is unknown") << "{'Gpus': [{'Name': 'H100', 'MemoryInfo': {'SizeInMiB': 0}}]}" << Unknown << true;
        QTest::addRow("only a name") << "A100-80GB" << Unknown << true;
        QTest::addRow("no Gpus") << "{'TotalGpuMemoryInMiB': 16384}" << Unknown << true;
        QTest::addRow("broken dict") << "{'Gpus': [" << Unknown << false;
    }
    void gpuInfoMemory()
    {
        QFETCH(QString, info);
        QFETCH(double, gb);
        QFETCH(bool, readable);
        double got = 0;
        QString error;
        QCOMPARE(gpuInfoMemoryGb(info, &got, &error), readable);
        QVERIFY2(sameNumber(got, gb), qPrintable(QString::number(got)));
    }
};

GPUSCOUT_TEST_MAIN(TestImportReader)
#include "tst_ImportReader.moc"
