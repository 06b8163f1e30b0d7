// The team catalog on a real PostgreSQL server (a throw-away cluster of pg_virtualenv, see
// tests/testlib/with-postgres.sh): init-server and the schema version rule, the same reads
// and row changes as a catalog file, roles the server enforces (through the app and
// through plain SQL), the audit trail, two clients editing one offer, all-or-nothing
// writes, notifications, bound parameters and TLS.

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogSchema.h"
#include "catalog/PriceUpdate.h"
#include "domain/Catalog.h"
#include "domain/PriceBook.h"
#include "teamcatalog/TeamCatalogAdmin.h"
#include "catalog/TeamCatalogSchema.h"
#include "catalog/TeamCatalogServer.h"
#include "PgTestServer.h"
#include "StoredRows.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace gpuscout;
using test::PgAdminConnection;

namespace {

// A database set up by init-server from the fixture catalog.
QString initialisedDatabase(const QString &name)
{
    const QString db = test::freshDatabase(name);
    const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(db), test::fixture(QStringLiteral("catalog")));
    if (r.outcome != TeamCatalogAdmin::Outcome::Done)
        qFatal("init-server failed: %s", qPrintable(r.message));
    return db;
}

bool openAndLoad(CatalogDatabase &db, const QString &url, Catalog *out)
{
    return db.open(url) != CatalogDatabase::Status::Failed && db.load(out);
}

} // namespace

class TestTeamCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        GPUSCOUT_REQUIRE_POSTGRES();
    }

    void initServerCreatesAndLoads()
    {
        const QString db = test::freshDatabase(QStringLiteral("init_creates"));
        const QString url = test::teamUrl(db);
        TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(url, test::fixture(QStringLiteral("catalog")));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("Loaded")), qPrintable(r.message));

        CatalogDatabase team;
        Catalog loaded;
        QVERIFY2(openAndLoad(team, url, &loaded), qPrintable(team.errorString()));
        QCOMPARE(team.schemaVersion(), CatalogSchema::CurrentVersion);
        QVERIFY(team.teamServer());
        // The same rows as the catalog CSVs: the shared reader reads what the shared
        // writer wrote, numbers bit for bit.
        QCOMPARE(test::storedRows(loaded), test::storedRows(*test::fixtureCatalog()));

        // Again: nothing to do, nothing loaded twice.
        r = TeamCatalogAdmin::initServer(url, test::fixture(QStringLiteral("catalog")));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("already")), qPrintable(r.message));
        QVERIFY(!r.message.contains(QLatin1String("Loaded")));
    }

    void openWithoutSchemaSaysInitServer()
    {
        const QString db = test::freshDatabase(QStringLiteral("no_schema"));
        CatalogDatabase team;
        QCOMPARE(team.open(test::teamUrl(db)), CatalogDatabase::Status::Failed);
        QCOMPARE(team.failure(), CatalogDatabase::Failure::BadFile);
        QVERIFY2(team.errorString().contains(QLatin1String("init-server")), qPrintable(team.errorString()));
    }

    void newerSchemaIsRefusedAndUntouched()
    {
        const QString db = initialisedDatabase(QStringLiteral("newer"));
        PgAdminConnection admin(db);
        QVERIFY(admin.exec(QStringLiteral("UPDATE gpuscout.meta SET value = '99' WHERE key = 'schema_version'")));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(db), test::fixture(QStringLiteral("catalog")));
        QCOMPARE(r.outcome, TeamCatalogAdmin::Outcome::BadInput);
        QVERIFY2(r.message.contains(QLatin1String("newer")), qPrintable(r.message));
        QCOMPARE(admin.value(QStringLiteral("SELECT value FROM gpuscout.meta WHERE key = 'schema_version'")).toString(),
                 QStringLiteral("99"));
        CatalogDatabase team;
        QCOMPARE(team.open(test::teamUrl(db)), CatalogDatabase::Status::Failed);
        QCOMPARE(team.failure(), CatalogDatabase::Failure::BadFile);
    }

    void foreignSchemaIsRefusedAndUntouched()
    {
        const QString db = test::freshDatabase(QStringLiteral("foreign_schema"));
        PgAdminConnection admin(db);
        QVERIFY(admin.exec(QStringLiteral("CREATE SCHEMA gpuscout")));
        QVERIFY(admin.exec(QStringLiteral("CREATE TABLE gpuscout.offers (x int)")));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(db), test::fixture(QStringLiteral("catalog")));
        QCOMPARE(r.outcome, TeamCatalogAdmin::Outcome::BadInput);
        QVERIFY2(r.message.contains(QLatin1String("not a GpuScout catalog")), qPrintable(r.message));
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = 'gpuscout'")).toInt(), 1);
    }

    void olderSchemaMigrates()
    {
        if (CatalogSchema::CurrentVersion <= TeamCatalogSchema::BaselineVersion)
            QSKIP("no schema version after the team catalog's baseline yet");
        const QString db = test::freshDatabase(QStringLiteral("older"));
        {
            PgAdminConnection admin(db);
            QSqlDatabase conn = admin.db();
            QString error;
            QVERIFY(admin.exec(QStringLiteral("BEGIN")));
            QVERIFY2(TeamCatalogSchema::ensureRoles(conn, &error), qPrintable(error));
            QVERIFY(admin.exec(QStringLiteral("GRANT CREATE ON DATABASE older TO gpuscout_admin")));
            QVERIFY2(TeamCatalogSchema::migrate(conn, 0, TeamCatalogSchema::BaselineVersion, &error), qPrintable(error));
            QVERIFY(admin.exec(QStringLiteral("COMMIT")));
        }
        CatalogDatabase team;
        QCOMPARE(team.open(test::teamUrl(db)), CatalogDatabase::Status::Failed);
        QVERIFY2(team.errorString().contains(QLatin1String("init-server")), qPrintable(team.errorString()));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(db), test::fixture(QStringLiteral("catalog")));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("Upgraded")), qPrintable(r.message));
        Catalog loaded;
        QVERIFY2(openAndLoad(team, test::teamUrl(db), &loaded), qPrintable(team.errorString()));
        QCOMPARE(team.schemaVersion(), CatalogSchema::CurrentVersion);
        QCOMPARE(loaded.offers.size(), test::fixtureCatalog()->offers.size());
    }

    void viewerCannotWriteThroughTheAppOrSql()
    {
        const QString db = initialisedDatabase(QStringLiteral("viewer"));
        test::createLogin(QStringLiteral("vera"));
        TeamCatalogAdmin::Result r = TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("vera"), QStringLiteral("viewer"));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));

        const QString url = test::teamUrl(db, QStringLiteral("vera"));
        CatalogDatabase viewer;
        Catalog before;
        QVERIFY2(openAndLoad(viewer, url, &before), qPrintable(viewer.errorString()));
        QCOMPARE(viewer.teamServer()->role(), TeamCatalogServer::Role::Viewer);
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 1.23, QString(), QStringLiteral("2026-02-01")));
        QVERIFY(!viewer.applyChange(before, after));
        QCOMPARE(viewer.failure(), CatalogDatabase::Failure::Denied);
        QVERIFY2(viewer.errorString().contains(QLatin1String("vera")), qPrintable(viewer.errorString()));

        // Straight SQL as the same login: the server's grants refuse it.
        PgAdminConnection raw(db, QStringLiteral("vera"));
        QVERIFY2(raw.ok(), qPrintable(raw.error()));
        QVERIFY(!raw.exec(QStringLiteral("UPDATE gpuscout.prices SET price_per_hour = 0.01")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("DELETE FROM gpuscout.price_audit")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));

        Catalog reloaded;
        QVERIFY(viewer.load(&reloaded));
        QCOMPARE(test::storedRows(reloaded), test::storedRows(before));
    }

    void editorChangesPricesButNotTheSchemaOrProviders()
    {
        const QString db = initialisedDatabase(QStringLiteral("editor"));
        test::createLogin(QStringLiteral("eddie"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("eddie"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        const QString url = test::teamUrl(db, QStringLiteral("eddie"));
        CatalogDatabase editor;
        Catalog before;
        QVERIFY2(openAndLoad(editor, url, &before), qPrintable(editor.errorString()));
        QCOMPARE(editor.teamServer()->role(), TeamCatalogServer::Role::Editor);
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 1.23, QString(), QStringLiteral("2026-02-01")));
        QVERIFY2(editor.applyChange(before, after), qPrintable(editor.errorString()));

        PgAdminConnection raw(db, QStringLiteral("eddie"));
        QVERIFY(!raw.exec(QStringLiteral("DELETE FROM gpuscout.providers")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("DELETE FROM gpuscout.gpus")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("ALTER TABLE gpuscout.prices DISABLE TRIGGER prices_audit")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("INSERT INTO gpuscout.price_audit (offer_id, billing, changed_by, changed_at) "
                                         "VALUES (1, 'spot', 'someone', now())")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("UPDATE gpuscout.meta SET value = '1'")));

        // Revoked: a viewer no more, not even that.
        QCOMPARE(TeamCatalogAdmin::revoke(test::teamUrl(db), QStringLiteral("eddie")).outcome, TeamCatalogAdmin::Outcome::Done);
        PgAdminConnection again(db, QStringLiteral("eddie"));
        QVERIFY(!again.exec(QStringLiteral("SELECT * FROM gpuscout.offers")));
    }

    void grantNamesTheBadPart_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("expected");
        QTest::addRow("unknown role") << QStringLiteral("vera") << QStringLiteral("owner") << QStringLiteral("Role 'owner'");
        QTest::addRow("no such login") << QStringLiteral("nobody") << QStringLiteral("viewer") << QStringLiteral("no login named 'nobody'");
        QTest::addRow("group role") << QStringLiteral("gpuscout_editor") << QStringLiteral("viewer") << QStringLiteral("group role");
        QTest::addRow("quotes in the name") << QStringLiteral("x\"; DROP ROLE postgres; --") << QStringLiteral("viewer")
                                            << QStringLiteral("no login named");
    }

    void grantNamesTheBadPart()
    {
        QFETCH(QString, user);
        QFETCH(QString, role);
        QFETCH(QString, expected);
        static const QString db = initialisedDatabase(QStringLiteral("grants"));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::grant(test::teamUrl(db), user, role);
        QCOMPARE(r.outcome, TeamCatalogAdmin::Outcome::BadInput);
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
    }

    void loginWithQuotesGetsItsRole()
    {
        const QString db = initialisedDatabase(QStringLiteral("odd_login"));
        const QString name = QStringLiteral("o'brien \"王\"; x");
        PgAdminConnection admin;
        QSqlQuery q(admin.db());
        q.prepare(QStringLiteral("SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', ?::text, ?::text)"));
        q.addBindValue(name);
        q.addBindValue(qEnvironmentVariable("PGPASSWORD"));
        QVERIFY(q.exec() && q.next());
        QVERIFY2(admin.exec(q.value(0).toString()), qPrintable(admin.lastError()));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::grant(test::teamUrl(db), name, QStringLiteral("editor"));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        PgAdminConnection as(db, name);
        QVERIFY2(as.ok(), qPrintable(as.error()));
        QVERIFY(as.value(QStringLiteral("SELECT pg_has_role(session_user, 'gpuscout_editor', 'MEMBER')")).toBool());
    }

    // Negotiated prices are private: an editor's term is in the audit trail, a buyer reads and
    // applies it, a viewer gets list prices and cannot read the table by SQL.
    void priceBookIsPrivateToBuyers()
    {
        const QString db = initialisedDatabase(QStringLiteral("pricebook"));
        for (const char *login : {"pbeditor", "pbbuyer", "pbviewer"})
            test::createLogin(QLatin1String(login));
        for (const auto &[login, role] : {std::pair{"pbeditor", "editor"}, std::pair{"pbbuyer", "buyer"}, std::pair{"pbviewer", "viewer"}}) {
            const TeamCatalogAdmin::Result r = TeamCatalogAdmin::grant(test::teamUrl(db), QLatin1String(login), QLatin1String(role));
            QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        }
        CatalogDatabase editor;
        Catalog before;
        QVERIFY(openAndLoad(editor, test::teamUrl(db, QStringLiteral("pbeditor")), &before));
        QVERIFY(!before.priceBookHidden);
        Catalog after = before;
        PriceTerm term;
        term.id = 1;
        term.provider = before.providers[before.offers[0].provider].key;
        term.discountPercent = 20;
        term.validFrom = QStringLiteral("2026-01-01");
        term.ref = QStringLiteral("EDP 2026");
        after.priceBook << term;
        QVERIFY2(editor.applyChange(before, after), qPrintable(editor.errorString()));

        PgAdminConnection admin(db);
        QCOMPARE(admin.value(QStringLiteral("SELECT action || ' ' || changed_by || ' ' || ref FROM gpuscout.price_book_audit ORDER BY id DESC LIMIT 1")).toString(),
                 QStringLiteral("insert pbeditor EDP 2026"));

        CatalogDatabase buyer;
        Catalog seen;
        QVERIFY2(openAndLoad(buyer, test::teamUrl(db, QStringLiteral("pbbuyer")), &seen), qPrintable(buyer.errorString()));
        QVERIFY(!seen.priceBookHidden);
        QCOMPARE(seen.priceBook, after.priceBook);
        QCOMPARE(buyer.teamServer()->role(), TeamCatalogServer::Role::Viewer); // reads; edits nothing
        auto shared = std::make_shared<const Catalog>(seen);
        PriceBookUse use;
        const auto mine = applyPriceBook(shared, QStringLiteral("2026-06-01"), &use);
        QCOMPARE(mine->offers[0].priceFor(BillingMode::OnDemand), seen.offers[0].priceFor(BillingMode::OnDemand) * 0.8);

        CatalogDatabase viewer;
        Catalog hidden;
        QVERIFY2(openAndLoad(viewer, test::teamUrl(db, QStringLiteral("pbviewer")), &hidden), qPrintable(viewer.errorString()));
        QVERIFY(hidden.priceBookHidden);
        QVERIFY(hidden.priceBook.isEmpty());
        PriceBookUse none;
        const auto listed = applyPriceBook(std::make_shared<const Catalog>(hidden), QStringLiteral("2026-06-01"), &none);
        QVERIFY(none.hidden);
        QCOMPARE(listed->offers[0].priceFor(BillingMode::OnDemand), seen.offers[0].priceFor(BillingMode::OnDemand));
        PgAdminConnection raw(db, QStringLiteral("pbviewer"));
        QVERIFY2(raw.ok(), qPrintable(raw.error()));
        QVERIFY(!raw.exec(QStringLiteral("SELECT * FROM gpuscout.price_book")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        QVERIFY(!raw.exec(QStringLiteral("SELECT * FROM gpuscout.price_book_audit")));
        QCOMPARE(raw.lastState(), QStringLiteral("42501"));
        PgAdminConnection rawBuyer(db, QStringLiteral("pbbuyer"));
        QVERIFY(!rawBuyer.exec(QStringLiteral("UPDATE gpuscout.price_book SET discount_percent = 90")));
        QCOMPARE(rawBuyer.lastState(), QStringLiteral("42501"));
    }

    void auditRecordsWhoAndWhen()
    {
        const QString db = initialisedDatabase(QStringLiteral("audit"));
        test::createLogin(QStringLiteral("alice"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("alice"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        CatalogDatabase team;
        Catalog before;
        QVERIFY(openAndLoad(team, test::teamUrl(db, QStringLiteral("alice")), &before));
        const qint64 offerId = before.offers[0].id;
        const double old = before.offers[0].priceFor(BillingMode::OnDemand);
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 4.56, QString(), QStringLiteral("2026-02-01")));
        QVERIFY2(team.applyChange(before, after), qPrintable(team.errorString()));

        PgAdminConnection admin(db);
        QSqlQuery q(admin.db());
        q.prepare(QStringLiteral("SELECT old_price, new_price, changed_by, now() - changed_at < interval '1 minute' "
                                 "FROM gpuscout.price_audit WHERE offer_id = ? AND billing = 'on-demand' ORDER BY id DESC LIMIT 1"));
        q.addBindValue(offerId);
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toDouble(), old);
        QCOMPARE(q.value(1).toDouble(), 4.56);
        QCOMPARE(q.value(2).toString(), QStringLiteral("alice"));
        QVERIFY(q.value(3).toBool());
        QCOMPARE(admin.value(QStringLiteral("SELECT changed_by FROM gpuscout.prices WHERE offer_id = %1 AND billing = 'on-demand'")
                                 .arg(offerId)).toString(),
                 QStringLiteral("alice"));
    }

    // A trial run recorded by an editor is on the server for everyone, in the audit trail, and
    // in a catalog file pulled from the server; a viewer cannot record one.
    void trialRunsAreSharedAudited()
    {
        const QString db = initialisedDatabase(QStringLiteral("trials"));
        test::createLogin(QStringLiteral("tina"));
        test::createLogin(QStringLiteral("vic"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("tina"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("vic"), QStringLiteral("viewer")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        Measurement trial;
        trial.key = QStringLiteral("t-shared-1");
        trial.kind = MeasurementKind::Trial;
        trial.source = QStringLiteral("trial");
        trial.provider = QStringLiteral("aws");
        trial.instanceType = QStringLiteral("g4dn.xlarge");
        trial.gpu = QStringLiteral("T4");
        trial.gpuCount = 1;
        trial.gpusUsed = 1;
        trial.task = Task::Inference;
        trial.parameters = 7e9;
        trial.precision = QStringLiteral("bf16");
        trial.promptTokens = 1024;
        trial.outputTokens = 256;
        trial.concurrency = 1;
        trial.metric = Metric::OutputTokensPerSecond;
        trial.value = 21.25;
        trial.date = QStringLiteral("2026-12-03");
        {
            CatalogDatabase viewer;
            Catalog before;
            QVERIFY(openAndLoad(viewer, test::teamUrl(db, QStringLiteral("vic")), &before));
            Catalog after = before;
            after.measurements << trial;
            QVERIFY(!viewer.applyChange(before, after));
            QCOMPARE(viewer.failure(), CatalogDatabase::Failure::Denied);
        }
        {
            CatalogDatabase editor;
            Catalog before;
            QVERIFY(openAndLoad(editor, test::teamUrl(db, QStringLiteral("tina")), &before));
            Catalog after = before;
            after.measurements << trial;
            QVERIFY2(editor.applyChange(before, after), qPrintable(editor.errorString()));
        }
        CatalogDatabase reader;
        Catalog shared;
        QVERIFY(openAndLoad(reader, test::teamUrl(db, QStringLiteral("vic")), &shared));
        QCOMPARE(shared.measurements.size(), 1);
        QVERIFY(shared.measurements[0] == trial);
        PgAdminConnection admin(db);
        QCOMPARE(admin.value(QStringLiteral("SELECT changed_by FROM gpuscout.measurement_audit "
                                            "WHERE measurement_key = 't-shared-1' AND action = 'insert'")).toString(),
                 QStringLiteral("tina"));
        // Pulled into a catalog file: the same trial run, and it decides the offer's job.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pulled.sqlite"));
        {
            CatalogDatabase local;
            QVERIFY(local.open(path, test::fixture(QStringLiteral("catalog"))) != CatalogDatabase::Status::Failed);
            QVERIFY2(local.write(shared), qPrintable(local.errorString()));
        }
        CatalogDatabase local;
        Catalog pulled;
        QVERIFY(openAndLoad(local, path, &pulled));
        QCOMPARE(pulled.measurements.size(), 1);
        QVERIFY(pulled.measurements[0] == trial);
    }

    void twoClientsEditTheSameOffer()
    {
        const QString db = initialisedDatabase(QStringLiteral("two_clients"));
        test::createLogin(QStringLiteral("alice"));
        test::createLogin(QStringLiteral("bob"));
        for (const char *who : {"alice", "bob"})
            QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QString::fromLatin1(who), QStringLiteral("editor")).outcome,
                     TeamCatalogAdmin::Outcome::Done);
        CatalogDatabase a, b;
        Catalog seenByA, seenByB;
        QVERIFY(openAndLoad(a, test::teamUrl(db, QStringLiteral("alice")), &seenByA));
        QVERIFY(openAndLoad(b, test::teamUrl(db, QStringLiteral("bob")), &seenByB));

        Catalog aliceEdit = seenByA;
        QVERIFY(recordPriceChange(aliceEdit, 0, BillingMode::OnDemand, 11.5, QString(), QStringLiteral("2026-02-01")));
        QVERIFY2(a.applyChange(seenByA, aliceEdit), qPrintable(a.errorString()));

        // Bob's edit starts from the price before Alice's: refused, naming her value.
        Catalog bobEdit = seenByB;
        QVERIFY(recordPriceChange(bobEdit, 0, BillingMode::OnDemand, 12.75, QString(), QStringLiteral("2026-02-01")));
        QVERIFY(!b.applyChange(seenByB, bobEdit));
        QCOMPARE(b.failure(), CatalogDatabase::Failure::Conflict);
        QVERIFY2(b.errorString().contains(QLatin1String("11.5")), qPrintable(b.errorString()));
        QVERIFY2(b.errorString().contains(QLatin1String("alice")), qPrintable(b.errorString()));

        // Nothing lost: Alice's price stands; Bob retries on the fresh catalog and wins.
        Catalog fresh;
        QVERIFY(b.load(&fresh));
        QCOMPARE(fresh.offers[0].priceFor(BillingMode::OnDemand), 11.5);
        Catalog retry = fresh;
        QVERIFY(recordPriceChange(retry, 0, BillingMode::OnDemand, 12.75, QString(), QStringLiteral("2026-02-01")));
        QVERIFY2(b.applyChange(fresh, retry), qPrintable(b.errorString()));
        PgAdminConnection admin(db);
        QCOMPARE(admin.value(QStringLiteral("SELECT string_agg(changed_by || ':' || new_price, ',' ORDER BY id) FROM gpuscout.price_audit "
                                            "WHERE offer_id = %1 AND billing = 'on-demand' AND old_price IS NOT NULL")
                                 .arg(fresh.offers[0].id)).toString(),
                 QStringLiteral("alice:11.5,bob:12.75"));
    }

    void failedWriteLeavesNothing()
    {
        const QString db = initialisedDatabase(QStringLiteral("all_or_nothing"));
        CatalogDatabase team;
        Catalog before;
        QVERIFY(openAndLoad(team, test::teamUrl(db), &before));
        // Many new offers, the last one refused by the server (a GPU count of 0): not one
        // of them is written.
        Catalog after = before;
        for (int i = 0; i < 50; ++i) {
            Offer o = before.offers[0];
            o.id = nextOfferId(after);
            o.instanceType = QStringLiteral("bulk-%1").arg(i);
            after.offers << o;
        }
        after.offers.last().gpuCount = 0;
        QVERIFY(!team.write(after));
        Catalog reloaded;
        QVERIFY(team.load(&reloaded));
        QCOMPARE(reloaded.offers.size(), before.offers.size());
        PgAdminConnection admin(db);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM gpuscout.offers WHERE instance_type LIKE 'bulk-%'")).toInt(), 0);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM gpuscout.price_audit WHERE offer_id > 1000")).toInt(), 0);
    }

    void writesTakeTurns()
    {
        const QString db = initialisedDatabase(QStringLiteral("turns"));
        // Another session holds the write lock: a write waits until it lets go.
        PgAdminConnection holder(db);
        QVERIFY(holder.exec(QStringLiteral("BEGIN")));
        QVERIFY(holder.exec(QStringLiteral("SELECT id FROM gpuscout.write_lock FOR UPDATE")));
        std::atomic<bool> done{false};
        std::atomic<bool> ok{false};
        std::thread writer([&] {
            {
                CatalogDatabase team;
                Catalog c;
                if (openAndLoad(team, test::teamUrl(db), &c)) {
                    Catalog after = c;
                    recordPriceChange(after, 0, BillingMode::OnDemand, 3.21, QString(), QStringLiteral("2026-02-01"));
                    ok = team.applyChange(c, after);
                }
            }
            done = true;
        });
        QTest::qWait(500);
        QVERIFY(!done);
        QVERIFY(holder.exec(QStringLiteral("COMMIT")));
        writer.join();
        QVERIFY(ok);
    }

    // Issue 31, item 4: the writers' lock was an advisory lock any login may take, so a
    // viewer holding it stopped every writer for as long as it liked. Now it is a row lock
    // that needs UPDATE on write_lock, which only editors have; the old key blocks nobody.
    void viewerCannotHoldUpTheWriters()
    {
        const QString db = initialisedDatabase(QStringLiteral("lockviewer"));
        test::createLogin(QStringLiteral("vick"));
        test::createLogin(QStringLiteral("wendy"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("vick"), QStringLiteral("viewer")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("wendy"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        PgAdminConnection viewer(db, QStringLiteral("vick"));
        QVERIFY2(viewer.ok(), qPrintable(viewer.error()));
        QVERIFY(viewer.exec(QStringLiteral("BEGIN")));
        QVERIFY(!viewer.exec(QStringLiteral("SELECT id FROM gpuscout.write_lock FOR UPDATE")));
        QCOMPARE(viewer.lastState(), QStringLiteral("42501"));
        QVERIFY(viewer.exec(QStringLiteral("ROLLBACK")));
        QVERIFY(viewer.exec(QStringLiteral("BEGIN")));
        QVERIFY(!viewer.exec(QStringLiteral("LOCK TABLE gpuscout.write_lock IN EXCLUSIVE MODE")));
        QCOMPARE(viewer.lastState(), QStringLiteral("42501"));
        QVERIFY(viewer.exec(QStringLiteral("ROLLBACK")));
        QVERIFY(viewer.exec(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(TeamCatalogSchema::WriteLockKey)));

        qputenv("GPUSCOUT_BUSY_TIMEOUT_MS", "2000");
        CatalogDatabase editor;
        Catalog before;
        QVERIFY(openAndLoad(editor, test::teamUrl(db, QStringLiteral("wendy")), &before));
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 2.34, QString(), QStringLiteral("2026-02-01")));
        QElapsedTimer clock;
        clock.start();
        const bool written = editor.applyChange(before, after);
        qunsetenv("GPUSCOUT_BUSY_TIMEOUT_MS");
        QVERIFY2(written, qPrintable(editor.errorString()));
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed())));
    }

    // A writer waits at most the busy timeout, says whom it waits for, and then names the
    // login holding the lock and since when (a GpuScout writer says when it took it; a
    // session that took it by hand is named without a time). Nothing is written.
    void writerNamesTheLockHolder()
    {
        const QString db = initialisedDatabase(QStringLiteral("lockholder"));
        test::createLogin(QStringLiteral("hannah"));
        test::createLogin(QStringLiteral("walt"));
        for (const char *login : {"hannah", "walt"})
            QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QString::fromLatin1(login), QStringLiteral("editor")).outcome,
                     TeamCatalogAdmin::Outcome::Done);
        CatalogDatabase holder;
        Catalog held;
        QVERIFY(openAndLoad(holder, test::teamUrl(db, QStringLiteral("hannah")), &held));
        QSqlError error;
        QVERIFY2(holder.teamServer()->begin(true, 1000, &error), qPrintable(error.text()));

        QStringList notices;
        TeamCatalogServer::setLockWaitNotice([&notices](const QString &text) { notices << text; });
        qputenv("GPUSCOUT_BUSY_TIMEOUT_MS", "500");
        CatalogDatabase writer;
        Catalog before;
        QVERIFY(openAndLoad(writer, test::teamUrl(db, QStringLiteral("walt")), &before));
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 6.78, QString(), QStringLiteral("2026-02-01")));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!writer.applyChange(before, after));
        const qint64 waited = clock.elapsed();
        qInfo("waited %lld ms: %s", static_cast<long long>(waited), qPrintable(writer.errorString()));
        QCOMPARE(writer.failure(), CatalogDatabase::Failure::InUse);
        QVERIFY2(writer.errorString().contains(QLatin1String("the catalog lock is held by hannah since 20"))
                     && writer.errorString().contains(QLatin1String("UTC and was not let go within 0.5 s")),
                 qPrintable(writer.errorString()));
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices[0].startsWith(QLatin1String("waiting for the catalog lock held by hannah since 20")), qPrintable(notices[0]));
        QVERIFY(waited >= 450 && waited < 5000);
        QVERIFY(QSqlQuery(holder.teamServer()->database()).exec(QStringLiteral("ROLLBACK")));

        // Taken by hand: the login, without a time.
        PgAdminConnection byHand(db, QStringLiteral("hannah"));
        QVERIFY(byHand.exec(QStringLiteral("BEGIN")));
        QVERIFY(byHand.exec(QStringLiteral("SELECT id FROM gpuscout.write_lock FOR UPDATE")));
        QVERIFY(!writer.applyChange(before, after));
        QVERIFY2(writer.errorString().contains(QLatin1String("the catalog lock is held by hannah and was not let go")), qPrintable(writer.errorString()));
        QVERIFY(byHand.exec(QStringLiteral("ROLLBACK")));
        QVERIFY2(writer.applyChange(before, after), qPrintable(writer.errorString()));
        qunsetenv("GPUSCOUT_BUSY_TIMEOUT_MS");
        TeamCatalogServer::setLockWaitNotice(nullptr);
    }

    // Issue 31, item 9: editors keep DELETE and UPDATE on price history (undo and an
    // offer's removal trim it), so every deletion and rewrite is audited with who and when,
    // by a trail editors cannot write; and a history row names who recorded it, whatever
    // the INSERT claims.
    void priceHistoryRewritesAreAudited()
    {
        const QString db = initialisedDatabase(QStringLiteral("historyaudit"));
        test::createLogin(QStringLiteral("harvey"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("harvey"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        CatalogDatabase team;
        Catalog before;
        QVERIFY(openAndLoad(team, test::teamUrl(db, QStringLiteral("harvey")), &before));
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 4.44, QString(), QStringLiteral("2026-02-01")));
        QVERIFY2(team.applyChange(before, after), qPrintable(team.errorString()));

        PgAdminConnection editor(db, QStringLiteral("harvey"));
        QVERIFY2(editor.ok(), qPrintable(editor.error()));
        const qint64 entry = editor.value(QStringLiteral("SELECT max(id) FROM gpuscout.price_history")).toLongLong();
        QVERIFY(entry > 0);
        QCOMPARE(editor.value(QStringLiteral("SELECT recorded_by FROM gpuscout.price_history WHERE id = %1").arg(entry)).toString(),
                 QStringLiteral("harvey"));
        QVERIFY(editor.exec(QStringLiteral("UPDATE gpuscout.price_history SET price_per_hour = 0.01 WHERE id = %1").arg(entry)));
        QVERIFY(editor.exec(QStringLiteral("DELETE FROM gpuscout.price_history")));
        QVERIFY(!editor.exec(QStringLiteral("DELETE FROM gpuscout.price_history_audit")));
        QCOMPARE(editor.lastState(), QStringLiteral("42501"));
        QVERIFY(!editor.exec(QStringLiteral("INSERT INTO gpuscout.price_history_audit (history_id, offer_id, action, old_entry, changed_by, changed_at) "
                                            "VALUES (1, 1, 'delete', '{}', 'nobody', now())")));
        QCOMPARE(editor.lastState(), QStringLiteral("42501"));
        QVERIFY(editor.exec(QStringLiteral("INSERT INTO gpuscout.price_history (offer_id, billing, price_per_hour, currency, recorded_by, recorded_at) "
                                           "SELECT id, 'on-demand', 9.99, currency, 'someone-else', '2020-01-01' FROM gpuscout.offers ORDER BY id LIMIT 1")));

        PgAdminConnection admin(db);
        QSqlQuery q(admin.db());
        QVERIFY(q.exec(QStringLiteral("SELECT action, changed_by, old_entry, new_entry, now() - changed_at < interval '1 minute' "
                                      "FROM gpuscout.price_history_audit WHERE history_id = %1 ORDER BY id").arg(entry)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("update"));
        QCOMPARE(q.value(1).toString(), QStringLiteral("harvey"));
        QVERIFY2(q.value(3).toString().contains(QLatin1String("\"price_per_hour\":0.01")), qPrintable(q.value(3).toString()));
        QVERIFY(q.value(4).toBool());
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("delete"));
        QVERIFY2(q.value(2).toString().contains(QLatin1String("\"price_per_hour\":0.01")), qPrintable(q.value(2).toString()));
        QVERIFY(q.value(3).isNull());
        const qint64 deleted = admin.value(QStringLiteral("SELECT count(*) FROM gpuscout.price_history_audit WHERE action = 'delete'")).toLongLong();
        QVERIFY(deleted >= 1);
        QCOMPARE(admin.value(QStringLiteral("SELECT recorded_by || ' ' || (recorded_at > '2020-01-02') FROM gpuscout.price_history")).toString(),
                 QStringLiteral("harvey true"));
    }

    // catalog history prune works on a team catalog too, and every entry it removes is in the
    // history's audit trail under the login that pruned.
    void historyPruneIsAudited()
    {
        const QString db = initialisedDatabase(QStringLiteral("historyprune"));
        test::createLogin(QStringLiteral("petra"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("petra"), QStringLiteral("editor")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        CatalogDatabase team;
        Catalog before;
        QVERIFY(openAndLoad(team, test::teamUrl(db, QStringLiteral("petra")), &before));
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 4.0, QString(), QStringLiteral("2026-01-05")));
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 3.0, QString(), QStringLiteral("2026-01-25")));
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 2.0, QString(), QStringLiteral("2026-02-10")));
        QVERIFY2(team.applyChange(before, after), qPrintable(team.errorString()));
        CatalogDatabase::HistoryPrune counts;
        QVERIFY2(team.pruneHistory(QStringLiteral("2026-03-01"), true, false, &counts), qPrintable(team.errorString()));
        QCOMPARE(counts.total, 3);
        QCOMPARE(counts.removed, 1); // January keeps its last entry, February its only one
        QCOMPARE(counts.kept, 2);
        PgAdminConnection admin(db);
        QCOMPARE(admin.value(QStringLiteral("SELECT count(*) FROM gpuscout.price_history")).toLongLong(), 2);
        QCOMPARE(admin.value(QStringLiteral("SELECT string_agg(action || ' by ' || changed_by, ',') FROM gpuscout.price_history_audit")).toString(),
                 QStringLiteral("delete by petra"));
    }

    void namesWithQuotesSemicolonsAndChinese()
    {
        const QString db = initialisedDatabase(QStringLiteral("odd_names"));
        CatalogDatabase team;
        Catalog before;
        QVERIFY(openAndLoad(team, test::teamUrl(db), &before));
        Catalog after = before;
        Provider p = after.providers[0];
        p.key = QStringLiteral("o'brien; DROP TABLE offers; --");
        p.name = QStringLiteral("奥布莱恩 \"云\"");
        p.nameZh = QStringLiteral("华为云'; SELECT 1; --");
        after.providers << p;
        Offer o = after.offers[0];
        o.id = nextOfferId(after);
        o.provider = static_cast<int>(after.providers.size() - 1);
        o.instanceType = QStringLiteral("实例-'x'; DELETE FROM prices; --");
        o.region = QStringLiteral("华东 1 (杭州)");
        o.notes = QStringLiteral("\\'; $$ $1 ? :name");
        after.offers << o;
        QVERIFY2(team.applyChange(before, after), qPrintable(team.errorString()));
        Catalog reloaded;
        QVERIFY(team.load(&reloaded));
        QCOMPARE(test::storedRows(reloaded), test::storedRows(after));
        QCOMPARE(reloaded.offers.size(), before.offers.size() + 1);
    }

    void notificationReachesTheOtherClient()
    {
        const QString db = initialisedDatabase(QStringLiteral("notify"));
        CatalogDatabase writer, watcher;
        Catalog a, b;
        QVERIFY(openAndLoad(writer, test::teamUrl(db), &a));
        QVERIFY(openAndLoad(watcher, test::teamUrl(db), &b));
        QVERIFY(!watcher.changedElsewhere());
        Catalog after = a;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 2.5, QString(), QStringLiteral("2026-02-01")));
        QVERIFY(writer.applyChange(a, after));
        // The server's count says so at once; the notification arrives through the event loop.
        QVERIFY(watcher.changedElsewhere());
        QTRY_COMPARE_WITH_TIMEOUT(watcher.teamServer()->changeCount(), qint64(1), 2000);
        QCOMPARE(watcher.teamServer()->lastChangedBy(), qEnvironmentVariable("PGUSER"));
        // Its own write is no change "elsewhere", and sends it no notification.
        QVERIFY(!writer.changedElsewhere());
        QTest::qWait(100);
        QCOMPARE(writer.teamServer()->changeCount(), qint64(0));
        Catalog reloaded;
        QVERIFY(watcher.load(&reloaded));
        QVERIFY(!watcher.changedElsewhere());
    }

    void tlsRequiredFailsClearly()
    {
        const QString db = initialisedDatabase(QStringLiteral("tls"));
        CatalogDatabase team;
        QCOMPARE(team.open(test::teamUrl(db, QString(), QStringLiteral("sslmode=require"))), CatalogDatabase::Status::Failed);
        QVERIFY2(team.errorString().contains(QLatin1String("sslmode=require")), qPrintable(team.errorString()));
        QVERIFY2(team.errorString().contains(QLatin1String("SSL"), Qt::CaseInsensitive), qPrintable(team.errorString()));
        QVERIFY(!team.errorString().contains(qEnvironmentVariable("PGPASSWORD")));
        QCOMPARE(team.open(test::teamUrl(db, QString(), QStringLiteral("sslmode=disable"))), CatalogDatabase::Status::Opened);
    }
};

GPUSCOUT_TEST_MAIN(TestTeamCatalog)
#include "tst_TeamCatalog.moc"
