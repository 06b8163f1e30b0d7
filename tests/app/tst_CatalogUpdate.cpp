#include "catalog/CatalogDatabase.h"
#include "domain/Catalog.h"

#include "FeedTestSupport.h"
#include "LocalHttpServer.h"
#include "PriceApiServers.h"
#include "TestMain.h"

#include <QCryptographicHash>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

using namespace gpuscout;
using namespace gpuscout::test;
using Response = LocalHttpServer::Response;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

const QString OfferPath = QStringLiteral("/offers/v1.0/aws/AmazonEC2/20261120000000/us-east-1/index.json");
const QString IndexPath = QStringLiteral("/offers/v1.0/aws/AmazonEC2/current/region_index.json");
const QString GcpPath = QStringLiteral("/v1/services/6F81-5844-456A/skus");
const QString AzurePath = QStringLiteral("/api/retail/prices");

QByteArray sha256(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

const Offer *find(const Catalog &c, const QString &instance, const QString &region)
{
    for (const Offer &o : c.offers) {
        if (o.instanceType == instance && o.region == region)
            return &o;
    }
    return nullptr;
}

} // namespace

// `gpuscout catalog update` end to end: the real executable against a local server.
class tst_CatalogUpdate : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<LocalHttpServer> m_server;

    Run run(const QStringList &args, const QProcessEnvironment &extra = {})
    {
        return gpuscout(QStringList{QStringLiteral("catalog"), QStringLiteral("update")} + args, extra);
    }

    Run gpuscout(const QStringList &args, const QProcessEnvironment &extra = {})
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("GPUSCOUT_DB"));
        e.remove(QStringLiteral("GPUSCOUT_GCP_API_KEY"));
        for (FeedSource s : ChinaFeedSources) {
            e.remove(feedKeyEnvironment(s).first);
            e.remove(feedKeyEnvironment(s).second);
        }
        e.insert(QStringLiteral("GPUSCOUT_FEED_BACKOFF_MS"), QStringLiteral("1"));
        e.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        // No keyring in this suite: the key comes from the environment or not at all.
        e.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        for (const QString &k : extra.keys())
            e.insert(k, extra.value(k));
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), args + QStringList{QStringLiteral("--db"), m_db});
        if (!p.waitForFinished(60000))
            qFatal("gpuscout did not finish");
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    Catalog load()
    {
        CatalogDatabase db;
        Catalog c;
        if (db.open(m_db) == CatalogDatabase::Status::Failed || !db.load(&c))
            qFatal("%s", qPrintable(db.errorString()));
        return c;
    }

    QStringList base() const { return {QStringLiteral("--base-url"), m_server->baseUrl().toString()}; }

    void serveAws(const QByteArray &offer)
    {
        m_server->route(IndexPath, [](const LocalHttpServer::Request &) { return LocalHttpServer::ok(fixtureBytes(QStringLiteral("feeds/aws/region_index.json"))); });
        m_server->route(OfferPath, [offer](const LocalHttpServer::Request &) { return LocalHttpServer::ok(offer); });
    }

private Q_SLOTS:
    void initTestCase() { initDeterministic(); }

    void init()
    {
        m_db = m_dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        QFile::remove(m_db);
        CatalogDatabase db;
        QCOMPARE(db.open(m_db, fixture(QStringLiteral("feeds/catalog"))), CatalogDatabase::Status::Created);
        m_server = std::make_unique<LocalHttpServer>();
    }

    void awsFromTheServer()
    {
        serveAws(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
        const Run r = run(QStringList{QStringLiteral("aws")} + base());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("aws: price-feed, UTF-8; 0 added, 1 updated, 2 unchanged, 0 rejected")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("updated  line 1  aws p4d.24xlarge us-east-1 A100-40GB: on_demand 21.957642 -> 32.7726; reserved_1y unknown -> 19.22")),
                 qPrintable(r.out));
        QVERIFY2(r.err.contains(QLatin1String("p6-b200.48xlarge")), qPrintable(r.err)); // named, not priced
        QVERIFY2(r.err.contains(QLatin1String("1 updated, 2 confirmed unchanged")), qPrintable(r.err));
        const Catalog c = load();
        const Offer *p4d = find(c, QStringLiteral("p4d.24xlarge"), QStringLiteral("us-east-1"));
        QCOMPARE(p4d->priceFor(BillingMode::OnDemand), 32.7726);
        QCOMPARE(p4d->priceFor(BillingMode::Reserved1y), 19.22);
        QCOMPARE(p4d->source, QStringLiteral("aws-price-list-2026-11-20"));
        const int source = c.sourceIndex(QStringLiteral("aws-price-list-2026-11-20"));
        QVERIFY(source >= 0);
        QVERIFY(c.sources[source].name.contains(QLatin1String("published 2026-11-20")));
        QCOMPARE(c.priceHistory.size(), 1);
        QCOMPARE(c.priceHistory.first().pricePerHour, 21.957642);
        const Offer *p3 = find(c, QStringLiteral("p3.2xlarge"), QStringLiteral("us-east-1"));
        QCOMPARE(p3->priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2026-01-19"));
        QCOMPARE(p3->priceConfirmedFor(BillingMode::OnDemand), QStringLiteral("2026-11-20"));
    }

    // The update reads the catalog without its history (a year of daily feeds is millions of
    // rows) and appends to it: the entries stored before stay.
    void updateKeepsTheStoredHistory()
    {
        {
            CatalogDatabase db;
            QCOMPARE_NE(db.open(m_db), CatalogDatabase::Status::Failed);
            Catalog c;
            QVERIFY(db.load(&c));
            const Offer *p3 = find(c, QStringLiteral("p3.2xlarge"), QStringLiteral("us-east-1"));
            QVERIFY(p3);
            c.priceHistory << PriceChange{p3->id, BillingMode::OnDemand, 3.5, QStringLiteral("USD"), QStringLiteral("2025-01-01"), QStringLiteral("2025-06-01")}
                           << PriceChange{p3->id, BillingMode::Spot, 1.1, QStringLiteral("USD"), QStringLiteral("2025-02-01"), QStringLiteral("2025-07-01")};
            QVERIFY2(db.write(c), qPrintable(db.errorString()));
        }
        serveAws(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
        const Run r = run(QStringList{QStringLiteral("aws")} + base());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Catalog c = load();
        QCOMPARE(c.priceHistory.size(), 3);
        QCOMPARE(c.priceHistory[0].pricePerHour, 3.5);
        QCOMPARE(c.priceHistory[1].pricePerHour, 1.1);
        QCOMPARE(c.priceHistory[2].pricePerHour, 21.957642);
    }

    void dryRunWritesNothing()
    {
        serveAws(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
        const QByteArray before = sha256(m_db);
        const Run r = run(QStringList{QStringLiteral("aws"), QStringLiteral("--dry-run")} + base());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("1 updated")));
        QCOMPARE(sha256(m_db), before);
    }

    // Rejected data: exit 2 and the catalog byte for byte as it was, unless --skip-rejected.
    void rejectedDataChangesNothing()
    {
        QByteArray offer = fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json"));
        offer.replace("\"3.0600000000\"", "\"3,06\"");
        serveAws(offer);
        const QByteArray before = sha256(m_db);
        const Run r = run(QStringList{QStringLiteral("aws")} + base());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("FXP32XLINUX00009")) && r.err.contains(QLatin1String("nothing was updated")), qPrintable(r.err));
        QCOMPARE(sha256(m_db), before);

        const Run skipped = run(QStringList{QStringLiteral("aws"), QStringLiteral("--skip-rejected")} + base());
        QVERIFY2(skipped.exitCode == 0, qPrintable(skipped.err));
        QCOMPARE(find(load(), QStringLiteral("p4d.24xlarge"), QStringLiteral("us-east-1"))->priceFor(BillingMode::OnDemand), 32.7726);
    }

    // A network failure: exit 1, one line saying why, the catalog byte for byte as it was.
    void networkFailureChangesNothing_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::addRow("HTTP 503") << QStringLiteral("503") << QStringLiteral("HTTP 503");
        QTest::addRow("dropped mid-file") << QStringLiteral("drop") << QStringLiteral("closed the connection");
        QTest::addRow("server gone") << QStringLiteral("gone") << QStringLiteral("refused");
    }
    void networkFailureChangesNothing()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        serveAws(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
        QStringList args = QStringList{QStringLiteral("aws")} + base();
        if (kind == QLatin1String("503")) {
            m_server->route(OfferPath, [](const LocalHttpServer::Request &) {
                Response r;
                r.status = 503;
                return r;
            });
        } else if (kind == QLatin1String("drop")) {
            m_server->route(OfferPath, [](const LocalHttpServer::Request &) {
                Response r = LocalHttpServer::ok(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
                r.dropAfter = 2000;
                return r;
            });
        } else {
            const QString url = m_server->baseUrl().toString();
            m_server.reset();
            args = QStringList{QStringLiteral("aws"), QStringLiteral("--base-url"), url};
        }
        const QByteArray before = sha256(m_db);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("not changed")), qPrintable(r.err));
        QCOMPARE(sha256(m_db), before);
    }

    void offlineFromAFile()
    {
        const Run r = run({QStringLiteral("ec2instances"), QStringLiteral("--from"),
                           fixture(QStringLiteral("feeds/ec2instances/instances_2017-11-12_gpu_subset.json")), QStringLiteral("--region"),
                           QStringLiteral("us-east-1,eu-west-1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Catalog c = load();
        QVERIFY(find(c, QStringLiteral("p3.2xlarge"), QStringLiteral("eu-west-1"))); // added in a new region
        QVERIFY(!find(c, QStringLiteral("p3.2xlarge"), QStringLiteral("us-west-2")));
        QVERIFY(m_server->requests().isEmpty());
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("no source") << QStringList{} << QStringLiteral("needs SOURCE");
        QTest::addRow("unknown source") << QStringList{QStringLiteral("oracle")} << QStringLiteral("needs SOURCE");
        QTest::addRow("http base") << QStringList{QStringLiteral("aws"), QStringLiteral("--base-url"), QStringLiteral("http://mirror.example")}
                                   << QStringLiteral("HTTPS only");
        QTest::addRow("base with a path") << QStringList{QStringLiteral("aws"), QStringLiteral("--base-url"), QStringLiteral("https://mirror.example/x")}
                                          << QStringLiteral("not valid");
        QTest::addRow("from with all") << QStringList{QStringLiteral("all"), QStringLiteral("--from"), QStringLiteral("x.json")} << QStringLiteral("one source");
        QTest::addRow("missing file") << QStringList{QStringLiteral("aws"), QStringLiteral("--from"), QStringLiteral("/nonexistent/x.json")}
                                      << QStringLiteral("no such file");
        QTest::addRow("gcp without a key") << QStringList{QStringLiteral("gcp")} << QStringLiteral("gcp");
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QByteArray before = sha256(m_db);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(sha256(m_db), before);
    }

    // Every source from one mirror; the GCP key from the environment is sent, never shown.
    void allSourcesFromOneMirror()
    {
        serveAws(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
        const QUrl mirror = m_server->baseUrl();
        m_server->route(AzurePath, [mirror](const LocalHttpServer::Request &) {
            QByteArray page = "{\"Items\": " + fixtureBytes(QStringLiteral("feeds/azure/azure_prices_gpu_items.json")) + ", \"NextPageLink\": null}";
            return LocalHttpServer::ok(page);
        });
        m_server->route(GcpPath, [](const LocalHttpServer::Request &r) {
            if (QUrlQuery(r.url).queryItemValue(QStringLiteral("key")) != QLatin1String("k-9f8e7d"))
                return Response{400, fixtureBytes(QStringLiteral("feeds/gcp/opencost_gcp_error.json")), {}, -1, 0};
            QByteArray page = fixtureBytes(QStringLiteral("feeds/gcp/opencost_gcp_skus.json"));
            page.replace("\"nextPageToken\"", "\"formerToken\"");
            return LocalHttpServer::ok(page);
        });
        QProcessEnvironment env;
        env.insert(QStringLiteral("GPUSCOUT_GCP_API_KEY"), QStringLiteral("k-9f8e7d"));
        const Run r = run(QStringList{QStringLiteral("all")} + base(), env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("aws, azure, gcp: price-feed")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1String("k-9f8e7d")) && !r.err.contains(QLatin1String("k-9f8e7d")));
        const Catalog c = load();
        QVERIFY(find(c, QStringLiteral("a2-highgpu-1g"), QStringLiteral("us-west1")));
        QVERIFY(find(c, QStringLiteral("Standard_ND96isr_H200_v5"), QStringLiteral("usgovvirginia")));
        QCOMPARE(find(c, QStringLiteral("p4d.24xlarge"), QStringLiteral("us-east-1"))->priceFor(BillingMode::OnDemand), 32.7726);
    }
    // A server's words reach the terminal escaped: no escape sequence runs, no carriage
    // return rewrites the line (and every line is cut at 2,000 characters).
    void serverTextIsMadeSafeForTheTerminal()
    {
        const QByteArray message = "\u001b[2J\u001b[31mpwned\r" + QByteArray(1000, 'x');
        m_server->route(AzurePath, [message](const LocalHttpServer::Request &) {
            LocalHttpServer::Response r = LocalHttpServer::ok("{\"error\": {\"message\": \"" + message + "\"}}");
            r.status = 400;
            return r;
        });
        const Run r = run(QStringList{QStringLiteral("azure")} + base());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(u'\r'), qPrintable(r.err.left(500)));
        QVERIFY2(r.err.contains(QStringLiteral("\\x1b[2J")), qPrintable(r.err.left(500)));
        for (const QString &line : r.err.split(u'\n'))
            QVERIFY2(line.size() < 2100, qPrintable(QString::number(line.size())));
    }

    // ---- the Chinese clouds' price APIs, on the bundled catalog ----------------------

    static QProcessEnvironment keysFor(std::initializer_list<FeedSource> vendors, const QByteArray &wrongSecret = {})
    {
        QProcessEnvironment e;
        for (FeedSource s : vendors) {
            const PriceApiKeys k = s == FeedSource::Alibaba ? alibabaKeys()
                : s == FeedSource::Tencent                  ? tencentKeys()
                : s == FeedSource::Huawei                   ? huaweiKeys()
                                                            : baiduKeys();
            e.insert(feedKeyEnvironment(s).first, QString::fromLatin1(k.id));
            e.insert(feedKeyEnvironment(s).second, QString::fromLatin1(wrongSecret.isEmpty() ? k.secret : wrongSecret));
        }
        return e;
    }

    void bundledCatalog()
    {
        QFile::remove(m_db);
        CatalogDatabase db;
        QCOMPARE(db.open(m_db), CatalogDatabase::Status::Created);
    }

    // All four vendors from their APIs; then a monthly ranking in CNY has offers of each.
    void chinaPricesEveryVendor()
    {
        bundledCatalog();
        PriceApiServers apis(m_server.get());
        const Run r = run(QStringList{QStringLiteral("china")} + base(),
                          keysFor({FeedSource::Alibaba, FeedSource::Tencent, FeedSource::Huawei, FeedSource::Baidu}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("alibaba: 25 API calls")), qPrintable(r.err));
        QCOMPARE(apis.badSignatures(), 0);
        const Catalog c = load();
        const Offer *a10 = find(c, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-hangzhou"));
        QVERIFY(a10);
        QCOMPARE(a10->priceFor(BillingMode::Spot), 2.0);
        QCOMPARE(a10->spotInterruption, 0.062);
        QCOMPARE(a10->asOf, QDate::currentDate().toString(Qt::ISODate));

        const Run ranked = gpuscout({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("alibaba,tencent,huawei,baidu"),
                                     QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--billing"), QStringLiteral("monthly"),
                                     QStringLiteral("--all-regions"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(ranked.exitCode == 0, qPrintable(ranked.err));
        QSet<QString> providers;
        const QJsonArray rows = QJsonDocument::fromJson(ranked.out.toUtf8()).object().value(QStringLiteral("results")).toArray();
        for (const QJsonValue &v : rows)
            providers.insert(v.toObject().value(QStringLiteral("provider")).toString());
        QCOMPARE(providers, (QSet<QString>{QStringLiteral("alibaba"), QStringLiteral("tencent"), QStringLiteral("huawei"), QStringLiteral("baidu")}));

        // The stock each vendor reported and the account's own price are kept in the
        // catalog and carried by the ranking; a sold-out offer is flagged, not left out.
        const Offer *soldOut = find(c, QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("cn-beijing"));
        QVERIFY(soldOut);
        QCOMPARE(soldOut->availability, Availability::SoldOut);
        QCOMPARE(soldOut->availabilityAsOf, QDate::currentDate().toString(Qt::ISODate));
        QCOMPARE(soldOut->accountPrice[indexOf(BillingMode::Monthly)], 5500.0 * 0.9 / 730);
        QCOMPARE(a10->availability, Availability::InStock);
        QJsonObject soldOutRow, tencentLow;
        for (const QJsonValue &v : rows) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("instance_type")) == QLatin1String("ecs.gn7i-c8g1.2xlarge") && o.value(QStringLiteral("region")) == QLatin1String("cn-beijing"))
                soldOutRow = o;
            if (o.value(QStringLiteral("provider")) == QLatin1String("tencent") && o.value(QStringLiteral("region")) == QLatin1String("ap-shanghai"))
                tencentLow = o;
        }
        QVERIFY(!soldOutRow.isEmpty());
        QVERIFY(soldOutRow.value(QStringLiteral("flags")).toArray().contains(QJsonValue(QStringLiteral("sold-out"))));
        QCOMPARE(soldOutRow.value(QStringLiteral("availability")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("sold-out"));
        QCOMPARE(soldOutRow.value(QStringLiteral("price_per_hour")).toDouble(), 5500.0 / 730);
        QCOMPARE(soldOutRow.value(QStringLiteral("account_price_per_hour")).toDouble(), 5500.0 * 0.9 / 730);
        QCOMPARE(tencentLow.value(QStringLiteral("availability")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("low"));
        // Offers no API has reported on say nothing of stock.
        const Run plain = gpuscout({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--top"),
                                    QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonObject first = QJsonDocument::fromJson(plain.out.toUtf8()).object().value(QStringLiteral("results")).toArray().first().toObject();
        QVERIFY(first.value(QStringLiteral("availability")).isNull());
        QVERIFY(first.value(QStringLiteral("account_price_per_hour")).isNull());
    }

    // --account-prices: the account's own prices become fixed-price terms of the price book,
    // replaced by the next update; the ranking then uses them, with the list price beside.
    void accountPricesBecomePriceBookTerms()
    {
        bundledCatalog();
        PriceApiServers apis(m_server.get());
        const QStringList args = QStringList{QStringLiteral("tencent")} + base() + QStringList{QStringLiteral("--account-prices")};
        Run r = run(args, keysFor({FeedSource::Tencent}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        Catalog c = load();
        // Guangzhou and Shanghai: on-demand (7.2 against 8.0, 8.2 against 9.0) and monthly
        // (3,600 against 4,000 and 4,100); spot has no account price.
        QCOMPARE(c.priceBook.size(), 4);
        for (const PriceTerm &t : std::as_const(c.priceBook)) {
            QCOMPARE(t.ref, QStringLiteral("account price, tencent, ") + today);
            QCOMPARE(t.kind, PriceTermKind::Fixed);
            QCOMPARE(t.instanceTypes, QStringList{QStringLiteral("GN7.2XLARGE32")});
        }
        QVERIFY2(r.err.contains(QStringLiteral("4 account prices written")), qPrintable(r.err));
        // Again: the vendor's earlier account-price terms are replaced, not added to.
        r = run(args, keysFor({FeedSource::Tencent}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(load().priceBook.size(), 4);

        const Run ranked = gpuscout({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("tencent"), QStringLiteral("--currency"),
                                     QStringLiteral("CNY"), QStringLiteral("--all-regions"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(ranked.exitCode == 0, qPrintable(ranked.err));
        bool seen = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(ranked.out.toUtf8()).object().value(QStringLiteral("results")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("region")) != QLatin1String("ap-guangzhou"))
                continue;
            seen = true;
            QCOMPARE(o.value(QStringLiteral("price_per_hour")).toDouble(), 7.2);
            QCOMPARE(o.value(QStringLiteral("list_price_per_hour")).toDouble(), 8.0);
            QCOMPARE(o.value(QStringLiteral("price_book")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("fixed"));
        }
        QVERIFY(seen);
    }

    // A wrong secret: exit 1, the vendor's "signature does not match" in one line, the
    // catalog byte for byte as it was.
    void aWrongSecretChangesNothing()
    {
        bundledCatalog();
        PriceApiServers apis(m_server.get());
        const QByteArray before = sha256(m_db);
        const Run r = run(QStringList{QStringLiteral("alibaba")} + base(), keysFor({FeedSource::Alibaba}, "not-the-secret"));
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        bool one = false;
        for (const QString &line : lines)
            one = one || (line.startsWith(QLatin1String("gpuscout: alibaba: ")) && line.contains(QLatin1String("SignatureDoesNotMatch"))
                          && line.contains(QLatin1String("catalog keys set alibaba")));
        QVERIFY2(one, qPrintable(r.err));
        QVERIFY(!r.err.contains(QLatin1String("not-the-secret")));
        QCOMPARE(sha256(m_db), before);
    }

    // china reads the vendors with a key and says which it skipped.
    void chinaSkipsAVendorWithoutAKey()
    {
        bundledCatalog();
        PriceApiServers apis(m_server.get());
        const Run r = run(QStringList{QStringLiteral("china")} + base(), keysFor({FeedSource::Tencent}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *skipped : {"alibaba: skipped", "huawei: skipped", "baidu: skipped"})
            QVERIFY2(r.err.contains(QLatin1String(skipped)), qPrintable(r.err));
        QVERIFY(find(load(), QStringLiteral("GN7.2XLARGE32"), QStringLiteral("ap-guangzhou")));
        const Run none = run(QStringList{QStringLiteral("baidu")} + base());
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(QLatin1String("BCE_ACCESS_KEY_ID")), qPrintable(none.err));
    }
};

GPUSCOUT_TEST_MAIN(tst_CatalogUpdate)
#include "tst_CatalogUpdate.moc"
