// The window on a team catalog (a throw-away PostgreSQL cluster, tests/testlib/
// with-postgres.sh): another desktop's change re-ranks it within a second keeping the
// selection, pins and scroll position; a viewer's window is read-only and says why; the
// server stopped and started mid-session (reconnect with backoff, full reload, no crash);
// the offline copy; Test Connection in the connect dialog.

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "catalog/PriceUpdate.h"
#include "catalogeditor/CatalogEditor.h"
#include "controller/CatalogStore.h"
#include "controller/RankingController.h"
#include "dashboard/RankingTableView.h"
#include "itemmodels/RankingModel.h"
#include "teamcatalog/OfflineCopy.h"
#include "teamcatalog/TeamCatalogAdmin.h"
#include "window/MainWindow.h"
#include "window/TeamCatalogDialog.h"
#include "window/Translations.h"
#include "PgTestServer.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>

#include <memory>

using namespace gpuscout;

namespace {

QString initialised(const QString &name, const QString &seed)
{
    const QString db = test::freshDatabase(name);
    const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(db), seed);
    if (r.outcome != TeamCatalogAdmin::Outcome::Done)
        qFatal("init-server failed: %s", qPrintable(r.message));
    return db;
}

// A window on the catalog at url, as main() opens it (the offline copy when the server is away).
struct TeamWindow {
    std::unique_ptr<RankingController> controller = std::make_unique<RankingController>();
    std::unique_ptr<Translations> translations = std::make_unique<Translations>();
    std::unique_ptr<MainWindow> window;

    QString open(const QString &url)
    {
        translations->apply(QStringLiteral("en"));
        OpenedCatalog opened = openCatalog(url, CatalogStore::partsRead(url));
        OfflineCopy::openInstead(url, &opened);
        if (!opened.catalog)
            return opened.error;
        controller->setCatalog(opened.catalog);
        window = std::make_unique<MainWindow>(controller.get(), translations.get(), url);
        window->show();
        return QTest::qWaitForWindowExposed(window.get()) ? QString() : QStringLiteral("not shown");
    }
    CatalogStore *store() const { return window->findChild<CatalogStore *>(); }
    QString label() const { return window->findChild<QLabel *>(QStringLiteral("catalogInUse"))->text(); }
    RankingTableView *table() const { return window->findChild<RankingTableView *>(QStringLiteral("rankingTable")); }
};

// Another desktop: its own connection, one price change.
bool changePrice(const QString &url, qint64 offerId, double price, QString *error)
{
    CatalogDatabase db;
    Catalog before;
    if (db.open(url) == CatalogDatabase::Status::Failed || !db.load(&before)) {
        *error = db.errorString();
        return false;
    }
    for (int i = 0; i < before.offers.size(); ++i) {
        if (before.offers[i].id == offerId) {
            Catalog after = before;
            recordPriceChange(after, i, BillingMode::OnDemand, price, QString(), QStringLiteral("2026-02-01"));
            if (!db.applyChange(before, after)) {
                *error = db.errorString();
                return false;
            }
            return true;
        }
    }
    *error = QStringLiteral("no offer %1").arg(offerId);
    return false;
}

bool cluster(const QString &action)
{
    return QProcess::execute(QStringLiteral("pg_ctlcluster"),
                             {qEnvironmentVariable("PGVERSION"), QStringLiteral("regress"), action, QStringLiteral("-m"),
                              QStringLiteral("fast")}) == 0;
}

} // namespace

class TestTeamCatalogWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        GPUSCOUT_REQUIRE_POSTGRES();
    }

    void anotherDesktopsChangeReranksKeepingTheView()
    {
        // The bundled catalog: enough rows to scroll.
        const QString url = test::teamUrl(initialised(QStringLiteral("rerank"), QStringLiteral(":/catalog")));
        TeamWindow w;
        QCOMPARE(w.open(url), QString());
        QVERIFY2(w.label().contains(QLatin1String("Team catalog")), qPrintable(w.label()));
        RankingTableView *table = w.table();
        QVERIFY(table->model()->rowCount() > 100);
        // Select and pin an offer some way down, and scroll.
        const int row = 60;
        const int offer = table->rankingModel()->offerIndexAt(row);
        const qint64 offerId = w.controller->catalog()->offers[offer].id;
        table->selectOfferIndices({offer});
        w.controller->togglePinned({offer});
        table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum() / 3);
        const int scroll = table->verticalScrollBar()->value();
        QVERIFY(scroll > 0);

        // Another desktop makes the winner's on-demand price enormous.
        const auto winnerId = [&] { return w.controller->result().row(0).offer->id; };
        const qint64 winner = winnerId();
        QString error;
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(changePrice(url, winner, 9999, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(winnerId() != winner, 1000);
        qInfo("re-ranked %lld ms after the other desktop's commit", static_cast<long long>(clock.elapsed()));
        // Selection, pins and scroll position are where they were.
        const std::shared_ptr<const Catalog> c = w.controller->catalog();
        QList<qint64> selectedIds;
        for (int i : table->selectedOfferIndices())
            selectedIds << c->offers[i].id;
        QCOMPARE(selectedIds, QList<qint64>{offerId});
        QCOMPARE(w.controller->pinnedOffers().size(), 1);
        QCOMPARE(c->offers[w.controller->pinnedOffers().first()].id, offerId);
        QCOMPARE(table->verticalScrollBar()->value(), scroll);
    }

    void viewerWindowIsReadOnly()
    {
        const QString db = initialised(QStringLiteral("viewer_window"), test::fixture(QStringLiteral("catalog")));
        test::createLogin(QStringLiteral("vera"));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(db), QStringLiteral("vera"), QStringLiteral("viewer")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        TeamWindow w;
        QCOMPARE(w.open(test::teamUrl(db, QStringLiteral("vera"))), QString());
        QVERIFY2(w.label().contains(QLatin1String("(viewer)")), qPrintable(w.label()));
        const QString reason = w.store()->readOnlyReason();
        QVERIFY2(reason.contains(QLatin1String("viewer")), qPrintable(reason));
        QAction *import = w.window->findChild<QAction *>(QStringLiteral("importCatalogAction"));
        QVERIFY(import && !import->isEnabled());
        CatalogEditor *editor = w.window->openCatalogEditor();
        QTRY_VERIFY(editor->findChild<QLabel *>(QStringLiteral("readOnlyBanner"))->isVisible());
        QVERIFY(!editor->findChild<QPushButton *>(QStringLiteral("addOfferButton"))->isEnabled());
        Catalog edited = *w.controller->catalog();
        recordPriceChange(edited, 0, BillingMode::OnDemand, 0.5, QString(), QStringLiteral("2026-02-01"));
        QString error;
        QVERIFY(!editor->commit(edited, QStringLiteral("edit"), &error));
        QCOMPARE(error, reason);
        // Even past the window, the server says no.
        QVERIFY(!w.store()->replace(edited, &error));
    }

    void serverRestartReconnectsAndReloads()
    {
        const QString db = initialised(QStringLiteral("restart"), test::fixture(QStringLiteral("catalog")));
        const QString url = test::teamUrl(db);
        TeamWindow w;
        QCOMPARE(w.open(url), QString());
        QCOMPARE(w.store()->connection(), CatalogStore::Connection::Online);
        const qint64 first = w.controller->catalog()->offers[0].id;

        QVERIFY(cluster(QStringLiteral("stop")));
        QTRY_COMPARE_WITH_TIMEOUT(w.store()->connection(), CatalogStore::Connection::Reconnecting, 5000);
        QVERIFY2(w.label().contains(QLatin1String("connection lost")), qPrintable(w.label()));
        QVERIFY(!w.store()->readOnlyReason().isEmpty());
        Catalog edited = *w.controller->catalog();
        recordPriceChange(edited, 0, BillingMode::OnDemand, 0.5, QString(), QStringLiteral("2026-02-01"));
        QString error;
        QVERIFY(!w.store()->replace(edited, &error)); // refused while away, the window intact
        QVERIFY(w.controller->catalog()->offers[0].priceFor(BillingMode::OnDemand) != 0.5);
        QTest::qWait(2500); // a few failed attempts, with backoff

        QVERIFY(cluster(QStringLiteral("start")));
        // A change made while this window was away: no notification reaches it, the reload does.
        QVERIFY2(changePrice(url, first, 77.25, &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(w.store()->connection(), CatalogStore::Connection::Online, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(w.controller->catalog()->offers[0].priceFor(BillingMode::OnDemand), 77.25, 2000);
        QVERIFY(w.store()->readOnlyReason().isEmpty());
        QVERIFY(w.store()->replace(edited, &error));
    }

    void offlineCopyWhenTheServerIsAway()
    {
        const QString db = initialised(QStringLiteral("offline"), test::fixture(QStringLiteral("catalog")));
        const QString url = test::teamUrl(db);
        QFile::remove(OfflineCopy::pathFor(url));
        {
            TeamWindow w;
            QCOMPARE(w.open(url), QString());
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(OfflineCopy::pathFor(url) + QStringLiteral(".json")), 3000);
        }
        QVERIFY(cluster(QStringLiteral("stop")));
        TeamWindow w;
        const QString error = w.open(url);
        QVERIFY(cluster(QStringLiteral("start")) || true);
        QCOMPARE(error, QString());
        QVERIFY2(w.label().startsWith(QLatin1String("offline copy of ")), qPrintable(w.label()));
        QVERIFY2(w.label().contains(db), qPrintable(w.label()));
        QCOMPARE(w.controller->catalog()->offers.size(), test::fixtureCatalog()->offers.size());
        QVERIFY(w.store()->readOnlyReason().contains(QLatin1String("offline copy")));
        // The offline copy's name follows a language switch (it was kept as English text).
        w.translations->apply(QStringLiteral("zh_CN"));
        if (w.store()->connection() != CatalogStore::Connection::Online)
            QVERIFY2(w.store()->readOnlyReason().contains(QStringLiteral("离线副本")), qPrintable(w.store()->readOnlyReason()));
        // The window rebuilds after the event; by then it may be online again.
        QTRY_VERIFY2(w.label().contains(QStringLiteral("离线副本")) || w.label().startsWith(QStringLiteral("团队实例库")),
                     qPrintable(w.label()));
        w.translations->apply(QStringLiteral("en"));
        // Once the server is back, the window goes online by itself.
        QTRY_COMPARE_WITH_TIMEOUT(w.store()->connection(), CatalogStore::Connection::Online, 20000);
        QTRY_VERIFY2(w.label().startsWith(QLatin1String("Team catalog")), qPrintable(w.label()));
    }

    // The window reads a team catalog without its price history; the offline copy takes the
    // history by id, a piece at a time, with the server's ids, and starts again after a
    // prune on the server.
    void offlineCopyTakesTheHistoryByIdInPieces()
    {
        const QString url = test::teamUrl(initialised(QStringLiteral("historycopy"), test::fixture(QStringLiteral("catalog"))));
        QFile::remove(OfflineCopy::pathFor(url));
        QString error;
        const qint64 offerId = test::fixtureCatalog()->offers.first().id;
        for (int i = 1; i <= 5; ++i)
            QVERIFY2(changePrice(url, offerId, 10.0 + i, &error), qPrintable(error));
        CatalogDatabase server;
        QVERIFY(server.open(url) != CatalogDatabase::Status::Failed);
        const auto historyOf = [](CatalogDatabase &db) {
            QList<CatalogDatabase::HistoryRow> rows;
            if (!db.readHistoryAfter(0, 1000000, &rows))
                qFatal("%s", qPrintable(db.errorString()));
            QStringList out;
            for (const CatalogDatabase::HistoryRow &r : rows)
                out << QStringLiteral("%1 %2 %3 %4").arg(r.id).arg(r.offerId).arg(r.billing).arg(r.pricePerHour);
            return out;
        };
        const QStringList onServer = historyOf(server);
        QVERIFY(onServer.size() >= 5);

        {
            TeamWindow w;
            QCOMPARE(w.open(url), QString());
            QVERIFY(!w.controller->catalog()->historyLoaded); // the window's read leaves it out
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(OfflineCopy::pathFor(url) + QStringLiteral(".json")), 3000);
            CatalogDatabase copy;
            QVERIFY(copy.open(OfflineCopy::pathFor(url)) != CatalogDatabase::Status::Failed);
            QTRY_COMPARE_WITH_TIMEOUT(historyOf(copy), onServer, 3000);
        }

        // In pieces of two, from an empty copy: every entry once, with the server's id.
        QFile::remove(OfflineCopy::pathFor(url));
        Catalog current;
        QVERIFY(server.load(&current, CatalogDatabase::Parts::WithoutHistory));
        QVERIFY2(OfflineCopy::save(url, current, &error), qPrintable(error));
        CatalogDatabase copy;
        QVERIFY(copy.open(OfflineCopy::pathFor(url)) != CatalogDatabase::Status::Failed);
        QVERIFY(historyOf(copy).isEmpty());
        bool done = false;
        int pieces = 0;
        while (!done && pieces < 100) {
            QVERIFY2(OfflineCopy::syncHistory(server, copy, 2, &done, &error), qPrintable(error));
            ++pieces;
        }
        QCOMPARE(pieces, int(onServer.size() / 2 + 1));
        QCOMPARE(historyOf(copy), onServer);

        // A prune on the server, then one more change: the copy starts again and matches.
        CatalogDatabase::HistoryPrune pruned;
        QVERIFY2(server.pruneHistory(QStringLiteral("9999-12-31"), false, false, &pruned), qPrintable(server.errorString()));
        QVERIFY(pruned.removed >= 5);
        QVERIFY2(changePrice(url, offerId, 42.0, &error), qPrintable(error));
        QVERIFY2(OfflineCopy::syncHistory(server, copy, 1000, &done, &error), qPrintable(error));
        QVERIFY(done);
        QCOMPARE(historyOf(copy), historyOf(server));
        QCOMPARE(historyOf(copy).size(), 1);
    }

    void testConnectionBeforeConnecting()
    {
        const QString db = initialised(QStringLiteral("dialog"), test::fixture(QStringLiteral("catalog")));
        TeamCatalogDialog dialog(test::teamUrl(db));
        auto *connect = dialog.findChild<QPushButton *>(QStringLiteral("connectButton"));
        QVERIFY(!connect->isEnabled());
        QVERIFY(dialog.testConnection());
        QVERIFY(connect->isEnabled());
        QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("connectionResult"))->text().contains(QLatin1String("8 offer")),
                 qPrintable(dialog.findChild<QLabel *>(QStringLiteral("connectionResult"))->text()));
        // Another database: tested again before Connect is offered.
        auto *database = dialog.findChild<QLineEdit *>(QStringLiteral("teamDatabaseEdit"));
        database->clear();
        QTest::keyClicks(database, QStringLiteral("nosuchdb"));
        QVERIFY(!connect->isEnabled());
        QVERIFY(!dialog.testConnection());
        QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("connectionResult"))->text().contains(QLatin1String("nosuchdb")),
                 qPrintable(dialog.findChild<QLabel *>(QStringLiteral("connectionResult"))->text()));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestTeamCatalogWindow)
#include "tst_TeamCatalogWindow.moc"
