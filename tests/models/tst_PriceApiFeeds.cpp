#include "feeds/FeedJob.h"
#include "feeds/priceapi/BaiduPriceApi.h"

#include "LocalHttpServer.h"
#include "PriceApiServers.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuscout;
using namespace gpuscout::test;

// The Chinese clouds' price APIs against fakes on 127.0.0.1 that check every signature
// (tests/testlib/PriceApiServers.h): the calls each vendor needs, its prices read into
// import records, its errors as one line naming the vendor and what to do.
class tst_PriceApiFeeds : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_manager;
    InstanceDirectory m_directory;
    std::unique_ptr<QTemporaryDir> m_cache;

    std::unique_ptr<FeedJob> job(FeedSource source, const QUrl &base, const PriceApiKeys &keys, const QStringList &regions = {})
    {
        FeedJobOptions o;
        o.source = source;
        o.baseUrl = base;
        o.regions = regions;
        o.today = QStringLiteral("2026-12-05");
        o.cacheFolder = m_cache->path();
        o.network.timeoutMs = 5000;
        o.network.attempts = 3;
        o.network.backoffMs = 10;
        o.keyId = keys.id;
        o.keySecret = keys.secret;
        return std::make_unique<FeedJob>(o, m_directory, &m_manager);
    }

    static bool run(FeedJob *j)
    {
        QSignalSpy spy(j, &FeedJob::finished);
        j->start();
        return spy.wait(20000) && spy.count() == 1;
    }

    static const ImportRecord *record(const ImportDocument &doc, const QString &type, const QString &region)
    {
        for (const ImportRecord &r : doc.records) {
            if (r.instanceType == type && r.region == region)
                return &r;
        }
        return nullptr;
    }

    static double price(const ImportRecord *r, BillingMode m) { return r ? r->price[indexOf(m)] : -1; }

    static void add(InstanceDirectory *d, const char *provider, const char *type, const char *gpu)
    {
        InstanceFacts f;
        f.instanceType = QLatin1String(type);
        f.gpu = QLatin1String(gpu);
        f.gpuCount = 1;
        d->add(QLatin1String(provider), f);
    }

private Q_SLOTS:
    void initTestCase()
    {
        initDeterministic();
        add(&m_directory, "alibaba", "ecs.gn7i-c8g1.2xlarge", "A10");
        add(&m_directory, "alibaba", "ecs.gn6i-c4g1.xlarge", "T4");
        add(&m_directory, "tencent", "GN7.2XLARGE32", "T4");
        add(&m_directory, "huawei", "p2s.2xlarge.8", "V100-32GB");
        add(&m_directory, "baidu", "bcc.lgn1.c12m40.1p4", "P4");
    }

    void init() { m_cache = std::make_unique<QTemporaryDir>(); }

    // Types (two pages), regions, the types each region sells, then each price: the
    // instance's own line, list price; a month / 730; spot at its market price in a zone
    // that sells the type; a price the API will not quote stays unknown.
    void alibabaReadsEveryRegionAndMode()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Alibaba, server.baseUrl(), alibabaKeys());
        QVERIFY(run(j.get()));
        QVERIFY2(j->failure() == FeedJob::Failure::None, qPrintable(j->error()));
        const ImportDocument &doc = j->document();
        QCOMPARE(doc.records.size(), 4);
        const ImportRecord *a10 = record(doc, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-hangzhou"));
        QVERIFY(a10);
        QCOMPARE(price(a10, BillingMode::OnDemand), 10.0);
        QCOMPARE(price(a10, BillingMode::Monthly), 5000.0 / 730);
        QCOMPARE(price(a10, BillingMode::Spot), 2.0);
        // DescribeSpotAdvice: the higher of the two zones' 30-day release rates, per month.
        QCOMPARE(a10->spotInterruption, 0.062);
        QCOMPARE(a10->currency, QStringLiteral("CNY"));
        QCOMPARE(a10->gpu, QStringLiteral("A10"));
        QCOMPARE(a10->source, QStringLiteral("alibaba-price-api-2026-12-05"));
        // TradePrice, the account's own price after its discounts, beside the list price;
        // a spot quote's TradePrice is the spot price itself, not an account price.
        QCOMPARE(a10->accountPrice[indexOf(BillingMode::OnDemand)], 9.0);
        QCOMPARE(a10->accountPrice[indexOf(BillingMode::Monthly)], 4500.0 / 730);
        QVERIFY(!isKnown(a10->accountPrice[indexOf(BillingMode::Spot)]));
        // Sold out in one zone, in stock in the other: the region has it.
        QCOMPARE(a10->availability, Availability::InStock);
        QCOMPARE(a10->availabilityAsOf, QStringLiteral("2026-12-05"));
        const ImportRecord *t4 = record(doc, QStringLiteral("ecs.gn6i-c4g1.xlarge"), QStringLiteral("cn-beijing"));
        QCOMPARE(price(t4, BillingMode::OnDemand), 7.0);
        QCOMPARE(t4->availability, Availability::Low);
        // Sold out everywhere in Beijing: still priced, so that it is flagged rather than missing.
        const ImportRecord *a10Beijing = record(doc, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-beijing"));
        QCOMPARE(price(a10Beijing, BillingMode::OnDemand), 11.0);
        QCOMPARE(a10Beijing->availability, Availability::SoldOut);
        QVERIFY(!isKnown(price(t4, BillingMode::Spot)));
        QVERIFY2(j->notes().join(u'\n').contains(QStringLiteral("InvalidInstanceType.ValueNotSupported")), qPrintable(j->notes().join(u'\n')));
        // The type with a GPU the catalog does not know is left out, and named.
        bool named = false;
        for (const ImportIssue &w : doc.warnings)
            named = named || w.message.contains(QStringLiteral("ecs.gnx-mystery.2xlarge"));
        QVERIFY(named);
        QCOMPARE(apis.badSignatures(), 0);
        // 2 type pages, regions, 2 x available, 2 regions x 3 GPU types x 3 modes, 2 x spot advice
        QCOMPARE(server.count(QStringLiteral("/")), 2 + 1 + 2 + 18 + 2);
    }

    void aRegionFilterAsksOnlyForThatRegion()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Alibaba, server.baseUrl(), alibabaKeys(), {QStringLiteral("cn-beijing")});
        QVERIFY(run(j.get()));
        QCOMPARE(j->document().records.size(), 2);
        for (const ImportRecord &r : j->document().records)
            QCOMPARE(r.region, QStringLiteral("cn-beijing"));
    }

    // Throttling is retried, each attempt signed anew (a fresh nonce).
    void throttlingIsRetriedWithAFreshSignature()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        apis.throttleAlibaba("DescribeRegions", 1);
        auto j = job(FeedSource::Alibaba, server.baseUrl(), alibabaKeys());
        QVERIFY(run(j.get()));
        QVERIFY2(j->failure() == FeedJob::Failure::None, qPrintable(j->error()));
        QCOMPARE(apis.alibabaNonces().size(), server.count(QStringLiteral("/")));
    }

    // A wrong secret: the vendor's own code and message, the vendor named, what to do;
    // never the secret; nothing read.
    void aWrongSecretFailsInOneLine_data()
    {
        QTest::addColumn<int>("source");
        QTest::addColumn<QString>("code");
        QTest::newRow("alibaba") << int(FeedSource::Alibaba) << QStringLiteral("SignatureDoesNotMatch");
        QTest::newRow("tencent") << int(FeedSource::Tencent) << QStringLiteral("AuthFailure.SignatureFailure");
        QTest::newRow("huawei") << int(FeedSource::Huawei) << QStringLiteral("APIGW.0301");
        QTest::newRow("baidu") << int(FeedSource::Baidu) << QStringLiteral("SignatureDoesNotMatch");
    }
    void aWrongSecretFailsInOneLine()
    {
        QFETCH(int, source);
        QFETCH(QString, code);
        LocalHttpServer server;
        PriceApiServers apis(&server);
        const FeedSource s = static_cast<FeedSource>(source);
        auto j = job(s, server.baseUrl(), {"SOMEKEYID000", "a-wrong-secret-value"});
        QVERIFY(run(j.get()));
        QCOMPARE(j->failure(), FeedJob::Failure::Network);
        const QString error = j->error();
        QVERIFY2(error.startsWith(feedSourceKey(s) + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(code), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("catalog keys set ") + feedSourceKey(s)), qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
        QVERIFY(!error.contains(QStringLiteral("a-wrong-secret-value")));
        QVERIFY(j->document().records.isEmpty());
        QCOMPARE(apis.badSignatures(), 1);
    }

    // Every zone's price is listed; the region keeps the lowest. PREPAID is a month,
    // SPOTPAID the discounted market price; a type without a GPU and a closed region are not read.
    void tencentKeepsEachRegionsLowestZone()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Tencent, server.baseUrl(), tencentKeys());
        QVERIFY(run(j.get()));
        QVERIFY2(j->failure() == FeedJob::Failure::None, qPrintable(j->error()));
        const ImportDocument &doc = j->document();
        QCOMPARE(doc.records.size(), 2);
        const ImportRecord *gz = record(doc, QStringLiteral("GN7.2XLARGE32"), QStringLiteral("ap-guangzhou"));
        QCOMPARE(price(gz, BillingMode::OnDemand), 8.0);
        QCOMPARE(price(gz, BillingMode::Monthly), 4000.0 / 730);
        QCOMPARE(price(gz, BillingMode::Spot), 1.7);
        const ImportRecord *sh = record(doc, QStringLiteral("GN7.2XLARGE32"), QStringLiteral("ap-shanghai"));
        QCOMPARE(price(sh, BillingMode::OnDemand), 9.0);
        // The account's price goes with the zone whose list price was kept (UnitPriceDiscount
        // on the hour, DiscountPrice for a month); spot has none.
        QCOMPARE(gz->accountPrice[indexOf(BillingMode::OnDemand)], 7.2);
        QCOMPARE(gz->accountPrice[indexOf(BillingMode::Monthly)], 3600.0 / 730);
        QVERIFY(!isKnown(gz->accountPrice[indexOf(BillingMode::Spot)]));
        QCOMPARE(sh->accountPrice[indexOf(BillingMode::OnDemand)], 8.2);
        // StatusCategory: enough stock in Guangzhou; under stock and without stock in
        // Shanghai's two zones make it low.
        QCOMPARE(gz->availability, Availability::InStock);
        QCOMPARE(sh->availability, Availability::Low);
        QCOMPARE(apis.badSignatures(), 0);
    }

    // The project of each region, its GPU flavors, then one hourly and one monthly inquiry
    // per region: the official website amounts.
    void huaweiAsksBssForEachRegionsFlavors()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Huawei, server.baseUrl(), huaweiKeys());
        QVERIFY(run(j.get()));
        QVERIFY2(j->failure() == FeedJob::Failure::None, qPrintable(j->error()));
        const ImportDocument &doc = j->document();
        QCOMPARE(doc.records.size(), 2);
        const ImportRecord *east = record(doc, QStringLiteral("p2s.2xlarge.8"), QStringLiteral("cn-east-3"));
        QCOMPARE(price(east, BillingMode::OnDemand), 13.0);
        QCOMPARE(price(east, BillingMode::Monthly), 5840.0 / 730);
        // The hourly inquiry's amount is after the account's discounts; Huawei states no stock here.
        QCOMPARE(east->accountPrice[indexOf(BillingMode::OnDemand)], 13.0 * 0.8);
        QVERIFY(!isKnown(east->accountPrice[indexOf(BillingMode::Monthly)]));
        QCOMPARE(east->availability, Availability::NotStated);
        QCOMPARE(server.count(QStringLiteral("/v2/bills/ratings/on-demand-resources")), 2);
        QCOMPARE(apis.badSignatures(), 0);
    }

    // Regions, each region's GPU flavors, one month's Prepaid price and the Postpaid rate per flavor.
    void baiduReadsAMonthPerFlavor()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Baidu, server.baseUrl(), baiduKeys());
        QVERIFY(run(j.get()));
        QVERIFY2(j->failure() == FeedJob::Failure::None, qPrintable(j->error()));
        const ImportDocument &doc = j->document();
        QCOMPARE(doc.records.size(), 2);
        QCOMPARE(price(record(doc, QStringLiteral("bcc.lgn1.c12m40.1p4"), QStringLiteral("gz")), BillingMode::Monthly), 4015.0 / 730);
        // Postpaid "0.0125/minute": 0.75 an hour.
        QCOMPARE(price(record(doc, QStringLiteral("bcc.lgn1.c12m40.1p4"), QStringLiteral("bj")), BillingMode::OnDemand), 0.75);
        QCOMPARE(apis.badSignatures(), 0);
    }

    // A Postpaid rate counts only with its time unit; a bare number is not guessed at.
    void baiduTakesAPostpaidRateOnlyWithItsUnit()
    {
        QCOMPARE(BaiduPriceApi::postpaidPerHour(QJsonValue(QStringLiteral("0.0125/minute"))), 0.75);
        QCOMPARE(BaiduPriceApi::postpaidPerHour(QJsonValue(QStringLiteral("2.5/hour"))), 2.5);
        QVERIFY(!isKnown(BaiduPriceApi::postpaidPerHour(QJsonValue(QStringLiteral("0.75")))));
        QVERIFY(!isKnown(BaiduPriceApi::postpaidPerHour(QJsonValue(0.75))));
        QVERIFY(!isKnown(BaiduPriceApi::postpaidPerHour(QJsonValue(QStringLiteral("3/fortnight")))));
    }

    // A conversation is bounded: past the budget of calls the update stops in one line.
    void theNumberOfCallsIsBounded()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        FeedJobOptions o;
        o.source = FeedSource::Tencent;
        o.baseUrl = server.baseUrl();
        o.today = QStringLiteral("2026-12-05");
        o.cacheFolder = m_cache->path();
        o.network.backoffMs = 10;
        o.network.maxApiCalls = 2; // regions, then two regions' configurations: 3 calls
        o.keyId = tencentKeys().id;
        o.keySecret = tencentKeys().secret;
        FeedJob bounded(o, m_directory, &m_manager);
        QVERIFY(run(&bounded));
        QCOMPARE(bounded.failure(), FeedJob::Failure::Data);
        QVERIFY2(bounded.error().contains(QStringLiteral("more than 2 calls")) && !bounded.error().contains(u'\n'),
                 qPrintable(bounded.error()));
        QCOMPARE(server.requests().size(), 2);
        QVERIFY(bounded.document().records.isEmpty());
    }

    void withoutAKeyNothingIsAsked()
    {
        LocalHttpServer server;
        PriceApiServers apis(&server);
        auto j = job(FeedSource::Tencent, server.baseUrl(), {});
        QVERIFY(run(j.get()));
        QCOMPARE(j->failure(), FeedJob::Failure::Input);
        QVERIFY2(j->error().contains(QStringLiteral("TENCENTCLOUD_SECRET_ID")), qPrintable(j->error()));
        QCOMPARE(server.requests().size(), 0);
    }
};

GPUSCOUT_TEST_MAIN(tst_PriceApiFeeds)
#include "tst_PriceApiFeeds.moc"
