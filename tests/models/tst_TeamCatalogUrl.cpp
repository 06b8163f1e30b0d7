// Team catalog URLs: what parses into which parts, and every malformed part named in the
// message (never echoing a password).

#include "catalog/TeamCatalogUrl.h"
#include "teamcatalog/TeamCatalogAdmin.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;

class TestTeamCatalogUrl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A login PostgreSQL would cut to 63 bytes (naming another login) or one that reads as an
    // option is refused before any connection is made (no server at this address).
    void loginsTheServerCannotHoldAreRefused()
    {
        const QString url = QStringLiteral("postgresql://admin@127.0.0.1:1/catalog");
        const QString longName = QString(63, u'a') + QStringLiteral("-intern");
        for (const auto &result : {TeamCatalogAdmin::grant(url, longName, QStringLiteral("admin")),
                                   TeamCatalogAdmin::revoke(url, longName, QString())}) {
            QCOMPARE(result.outcome, TeamCatalogAdmin::Outcome::BadInput);
            QVERIFY2(result.message.contains(QStringLiteral("70 bytes long")) && result.message.contains(QStringLiteral("63")), qPrintable(result.message));
        }
        const auto dash = TeamCatalogAdmin::grant(url, QStringLiteral("-v"), QStringLiteral("viewer"));
        QCOMPARE(dash.outcome, TeamCatalogAdmin::Outcome::BadInput);
        QVERIFY2(dash.message.contains(QStringLiteral("starts with '-'")), qPrintable(dash.message));
    }

    void initTestCase() { test::initDeterministic(); }

    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("sslMode");
        QTest::addRow("full") << QStringLiteral("postgresql://alice@db.example.com:5433/catalog?sslmode=verify-full")
                              << QStringLiteral("alice") << QStringLiteral("db.example.com") << 5433
                              << QStringLiteral("catalog") << QStringLiteral("verify-full");
        QTest::addRow("postgres scheme") << QStringLiteral("postgres://bob@10.0.0.5/team") << QStringLiteral("bob")
                                         << QStringLiteral("10.0.0.5") << 0 << QStringLiteral("team") << QString();
        QTest::addRow("libpq defaults") << QStringLiteral("postgresql:///team") << QString() << QString() << 0
                                        << QStringLiteral("team") << QString();
        QTest::addRow("user, no host") << QStringLiteral("postgresql://carol@/team") << QStringLiteral("carol") << QString()
                                       << 0 << QStringLiteral("team") << QString();
        QTest::addRow("ipv6") << QStringLiteral("postgresql://u@[::1]:6543/d") << QStringLiteral("u") << QStringLiteral("::1")
                              << 6543 << QStringLiteral("d") << QString();
        QTest::addRow("percent-encoded") << QStringLiteral("postgresql://%E7%8E%8B%40corp@h/%E9%87%87%E8%B4%AD")
                                         << QStringLiteral("王@corp") << QStringLiteral("h") << 0 << QStringLiteral("采购")
                                         << QString();
        QTest::addRow("socket folder") << QStringLiteral("postgresql://%2Fvar%2Frun%2Fpostgresql/team") << QString()
                                       << QStringLiteral("/var/run/postgresql") << 0 << QStringLiteral("team") << QString();
        QTest::addRow("timeout too") << QStringLiteral("postgresql://h/d?connect_timeout=3&sslmode=disable") << QString()
                                     << QStringLiteral("h") << 0 << QStringLiteral("d") << QStringLiteral("disable");
    }

    void parses()
    {
        QFETCH(QString, text);
        TeamCatalogUrl url;
        QString error;
        QVERIFY2(TeamCatalogUrl::parse(text, &url, &error), qPrintable(error));
        QTEST(url.user, "user");
        QTEST(url.host, "host");
        QTEST(url.port, "port");
        QTEST(url.database, "database");
        QTEST(url.sslMode, "sslMode");
        // The canonical form parses back to the same parts.
        TeamCatalogUrl again;
        QVERIFY2(TeamCatalogUrl::parse(url.toString(), &again, &error), qPrintable(error));
        QCOMPARE(again, url);
        QVERIFY(TeamCatalogUrl::looksLikeUrl(text));
    }

    void namesTheBadPart_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("other scheme") << QStringLiteral("mysql://u@h/d") << QStringLiteral("postgresql://");
        QTest::addRow("password") << QStringLiteral("postgresql://alice:s3cret@h/d") << QStringLiteral("password");
        QTest::addRow("password parameter") << QStringLiteral("postgresql://h/d?password=s3cret") << QStringLiteral("password");
        QTest::addRow("port letters") << QStringLiteral("postgresql://h:54x2/d") << QStringLiteral("port '54x2'");
        QTest::addRow("port zero") << QStringLiteral("postgresql://h:0/d") << QStringLiteral("port '0'");
        QTest::addRow("port too big") << QStringLiteral("postgresql://h:70000/d") << QStringLiteral("port '70000'");
        QTest::addRow("empty port") << QStringLiteral("postgresql://h:/d") << QStringLiteral("port");
        QTest::addRow("no database") << QStringLiteral("postgresql://u@h:5432") << QStringLiteral("database name");
        QTest::addRow("empty database") << QStringLiteral("postgresql://u@h:5432/") << QStringLiteral("database name");
        QTest::addRow("database path") << QStringLiteral("postgresql://h/a/b") << QStringLiteral("database name 'a/b'");
        QTest::addRow("bad sslmode") << QStringLiteral("postgresql://h/d?sslmode=always") << QStringLiteral("sslmode 'always'");
        QTest::addRow("unknown parameter") << QStringLiteral("postgresql://h/d?options=-c") << QStringLiteral("parameter 'options'");
        QTest::addRow("parameter without value") << QStringLiteral("postgresql://h/d?sslmode") << QStringLiteral("parameter 'sslmode'");
        QTest::addRow("bad host") << QStringLiteral("postgresql://h;rm -rf/d") << QStringLiteral("host");
        QTest::addRow("empty user") << QStringLiteral("postgresql://@h/d") << QStringLiteral("user name");
        QTest::addRow("unclosed ipv6") << QStringLiteral("postgresql://[::1/d") << QStringLiteral("IPv6");
        QTest::addRow("fragment") << QStringLiteral("postgresql://h/d#x") << QStringLiteral("fragment");
        QTest::addRow("bad timeout") << QStringLiteral("postgresql://h/d?connect_timeout=-1") << QStringLiteral("connect_timeout");
    }

    void namesTheBadPart()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        TeamCatalogUrl url;
        QString error;
        QVERIFY(!TeamCatalogUrl::parse(text, &url, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("s3cret")), qPrintable(error));
    }

    void pathsAreNotUrls()
    {
        QVERIFY(!TeamCatalogUrl::looksLikeUrl(QStringLiteral("/home/a/catalog.sqlite")));
        QVERIFY(!TeamCatalogUrl::looksLikeUrl(QStringLiteral("catalog.sqlite")));
        QVERIFY(TeamCatalogUrl::looksLikeUrl(QStringLiteral("PostgreSQL://h/d")));
    }

    void displayAndKeys()
    {
        TeamCatalogUrl url;
        QString error;
        QVERIFY(TeamCatalogUrl::parse(QStringLiteral("postgresql://alice@db:5432/team?sslmode=require"), &url, &error));
        QCOMPARE(url.displayName(), QStringLiteral("alice@db:5432/team"));
        QCOMPARE(url.storageKey(), QStringLiteral("alice@db-5432-team"));
        QVERIFY(url.connectOptions().contains(QLatin1String("sslmode=require")));
        QVERIFY(url.connectOptions().contains(QLatin1String("connect_timeout=5")));
    }
};

GPUSCOUT_TEST_MAIN(TestTeamCatalogUrl)
#include "tst_TeamCatalogUrl.moc"
