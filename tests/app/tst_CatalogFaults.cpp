// Fault tests of the catalog and of every file GpuScout writes, run against the real
// executable: imports killed at random points, imports and window edits at the same time,
// writes to a full disk and a catalog locked by another program. Each reproduces a way
// data was once lost; each must leave the old data or the new, and say which.

#include "catalog/CatalogDatabase.h"
#include "controller/CatalogStore.h"
#include "controller/RankingController.h"
#include "dashboard/RankingTableView.h"
#include "domain/Catalog.h"
#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "SmallDisk.h"
#include "StoredRows.h"
#include "TestSupport.h"
#include "WindowFixture.h"
#include "TestMain.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>

using namespace gpuscout;
using test::storedRows;

namespace {

struct Run {
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::NormalExit;
    QString err;
};

QProcessEnvironment environment(const QStringList &extra = {})
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (const QString &kv : extra)
        e.insert(kv.section(u'=', 0, 0), kv.section(u'=', 1));
    return e;
}

void startGpuscout(QProcess *p, const QStringList &args, const QProcessEnvironment &env = environment())
{
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(GPUSCOUT_EXECUTABLE), args);
}

Run finish(QProcess *p)
{
    Run r;
    if (p->state() != QProcess::NotRunning && !p->waitForFinished(120000))
        qFatal("gpuscout did not finish: %s", qPrintable(p->arguments().join(u' ')));
    r.exitCode = p->exitCode();
    r.status = p->exitStatus();
    r.err = QString::fromUtf8(p->readAllStandardError());
    return r;
}

Run runGpuscout(const QStringList &args, const QProcessEnvironment &env = environment(), const test::SmallDisk *disk = nullptr,
             const QString &stdoutFile = QString())
{
    QProcess p;
    if (disk)
        disk->prepare(&p);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    else
        p.setStandardOutputFile(QProcess::nullDevice());
    startGpuscout(&p, args, env);
    return finish(&p);
}

// A GpuScout CSV of `rows` new offers named PREFIX-N, all on AWS in four regions.
QString offersFile(const QString &folder, const QString &prefix, int rows)
{
    const QString path = folder + u'/' + prefix + QStringLiteral(".csv");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write("provider,instance_type,family,gpu,gpu_count,vcpus,ram_gib,nvme_gb,network_gbps,rdma,region,zone,currency,"
            "on_demand,spot,reserved_1y,monthly,spot_interruption,source,as_of,illustrative,flags,notes\n");
    for (int i = 0; i < rows; ++i) {
        f.write("aws," + prefix.toUtf8() + '-' + QByteArray::number(i) + ",compute,H100-SXM,8,192,2048,30400,3200,efa,us-east-"
                + QByteArray::number(i % 4) + ",,USD," + QByteArray::number(40 + i % 13) + ".5,,,,,,2026-01-19,0,,\"row "
                + QByteArray::number(i) + "\"\n");
    }
    return path;
}

QStringList importArgs(const QString &file, const QString &db)
{
    return {QStringLiteral("catalog"), QStringLiteral("import"), file, QStringLiteral("--db"), db};
}

int countInstances(const Catalog &c, const QString &prefix)
{
    return static_cast<int>(std::count_if(c.offers.cbegin(), c.offers.cend(),
                                          [&](const Offer &o) { return o.instanceType.startsWith(prefix + u'-'); }));
}

Catalog load(const QString &path)
{
    CatalogDatabase db;
    Catalog c;
    if (db.open(path) == CatalogDatabase::Status::Failed || !db.load(&c))
        qFatal("cannot read %s: %s", qPrintable(path), qPrintable(db.errorString()));
    return c;
}

void copyCatalog(const QString &from, const QString &to)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(to + suffix);
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s", qPrintable(from));
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCatalogFaults : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_seed; // a catalog made from the fixture, closed

    QString freshCatalog(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        copyCatalog(m_seed, path);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_seed = m_dir.filePath(QStringLiteral("seed.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(m_seed, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
    }

    // Two imports of different files at the same time: both succeed and every row of both
    // is in the catalog (once the last writer won and the other file's rows were lost).
    void concurrentImportsKeepBothFiles()
    {
        const QString a = offersFile(m_dir.path(), QStringLiteral("left"), 1500);
        const QString b = offersFile(m_dir.path(), QStringLiteral("right"), 1500);
        for (int round = 0; round < 3; ++round) {
            const QString path = freshCatalog(QStringLiteral("both-%1.sqlite").arg(round));
            QProcess pa, pb;
            startGpuscout(&pa, importArgs(a, path));
            startGpuscout(&pb, importArgs(b, path));
            const Run ra = finish(&pa);
            const Run rb = finish(&pb);
            QVERIFY2(ra.exitCode == 0 && ra.err.contains(QStringLiteral("1500 added")), qPrintable(ra.err));
            QVERIFY2(rb.exitCode == 0 && rb.err.contains(QStringLiteral("1500 added")), qPrintable(rb.err));
            const Catalog c = load(path);
            QCOMPARE(countInstances(c, QStringLiteral("left")), 1500);
            QCOMPARE(countInstances(c, QStringLiteral("right")), 1500);
            QCOMPARE(c.offers.size(), 8 + 3000);
        }
    }

    // The window's edits while a command-line import runs: the import's rows and every edit
    // are kept, and the window ends up showing both.
    void windowEditsDuringAnImportAreKept()
    {
        const QString file = offersFile(m_dir.path(), QStringLiteral("during"), 3000);
        const QString path = freshCatalog(QStringLiteral("window-edit.sqlite"));
        RankingController controller;
        controller.setCatalog(std::make_shared<const Catalog>(load(path)));
        CatalogStore store(&controller, path);
        QProcess import;
        startGpuscout(&import, importArgs(file, path));
        double price = 10;
        int edits = 0;
        QElapsedTimer clock;
        clock.start();
        do {
            Catalog c = *store.catalog();
            const int g4 = [&] {
                for (int i = 0; i < c.offers.size(); ++i) {
                    if (c.offers[i].instanceType == QLatin1String("g4dn.xlarge"))
                        return i;
                }
                return -1;
            }();
            QVERIFY(g4 >= 0);
            price += 1;
            c.offers[g4].price[indexOf(BillingMode::OnDemand)] = price;
            QString error;
            QVERIFY2(store.replace(c, &error, QStringLiteral("edit")), qPrintable(error));
            ++edits;
            QTest::qWait(20);
        } while (import.state() != QProcess::NotRunning && clock.elapsed() < 60000);
        const Run r = finish(&import);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(edits >= 2);
        const Catalog stored = load(path);
        QCOMPARE(countInstances(stored, QStringLiteral("during")), 3000);
        const Offer &g4 = *std::find_if(stored.offers.cbegin(), stored.offers.cend(),
                                        [](const Offer &o) { return o.instanceType == QLatin1String("g4dn.xlarge"); });
        QCOMPARE(g4.priceFor(BillingMode::OnDemand), price);
        // The window sees the import (its poll, or the reload after its own last write).
        store.reloadIfChangedElsewhere();
        QCOMPARE(countInstances(*store.catalog(), QStringLiteral("during")), 3000);
        // Undo still works on top of the import, and touches only its own row.
        store.undoStack()->undo();
        const Catalog undone = load(path);
        QCOMPARE(countInstances(undone, QStringLiteral("during")), 3000);
        QCOMPARE(std::find_if(undone.offers.cbegin(), undone.offers.cend(),
                              [](const Offer &o) { return o.instanceType == QLatin1String("g4dn.xlarge"); })
                     ->priceFor(BillingMode::OnDemand),
                 price - 1);
    }

    // An import killed (SIGKILL) at random points, 20 times: the next open works, never
    // says "corrupt", and the catalog holds either all of the import or none of it. Half
    // the kills come at a random time, half while the write-ahead log grows (the write
    // itself), found by watching its size.
    void aKilledImportLeavesTheOldOrTheNewCatalog()
    {
        const QString file = offersFile(m_dir.path(), QStringLiteral("killed"), 8000);
        const QStringList before = storedRows(load(m_seed));
        const QString complete = freshCatalog(QStringLiteral("complete.sqlite"));
        // The whole import once, measuring its time and how far its log grows.
        QElapsedTimer clock;
        clock.start();
        qint64 walPeak = 0;
        QProcess first;
        first.setStandardOutputFile(QProcess::nullDevice());
        startGpuscout(&first, importArgs(file, complete));
        while (!first.waitForFinished(1))
            walPeak = std::max(walPeak, QFileInfo(complete + QStringLiteral("-wal")).size());
        const qint64 duration = clock.elapsed();
        const Run full = finish(&first);
        QVERIFY2(full.exitCode == 0, qPrintable(full.err));
        QVERIFY2(walPeak > 0, "the import's write-ahead log was never seen");
        const QStringList after = storedRows(load(complete));
        QVERIFY(after != before);

        QRandomGenerator random(12);
        int old = 0, whole = 0, inWrite = 0;
        for (int i = 0; i < 20; ++i) {
            const QString path = freshCatalog(QStringLiteral("killed-%1.sqlite").arg(i));
            const QString wal = path + QStringLiteral("-wal");
            QProcess p;
            startGpuscout(&p, importArgs(file, path));
            QVERIFY(p.waitForStarted());
            if (i % 2 == 0) {
                QThread::msleep(static_cast<unsigned long>(random.bounded(static_cast<int>(duration * 3 / 2) + 1)));
            } else {
                const qint64 threshold = random.bounded(qint64(1), walPeak + 1);
                bool ended = false;
                while (!(ended = p.waitForFinished(0)) && QFileInfo(wal).size() < threshold)
                    QThread::usleep(200);
                if (!ended)
                    ++inWrite;
            }
            p.kill();
            p.waitForFinished(30000);

            const Run rank = runGpuscout({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("1"), QStringLiteral("--db"), path});
            QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
            QVERIFY2(!rank.err.contains(QStringLiteral("corrupt")), qPrintable(rank.err));
            QString error;
            const QStringList rows = storedRows(path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY2(rows == before || rows == after, qPrintable(QStringLiteral("kill %1: %2 rows, neither the old %3 nor the new %4")
                                                                   .arg(i).arg(rows.size()).arg(before.size()).arg(after.size())));
            (rows == before ? old : whole) += 1;
        }
        qInfo("20 kills of a %lld ms import (log up to %lld bytes), %d of them while its log grew: %d left the old "
              "catalog, %d the new one",
              static_cast<long long>(duration), static_cast<long long>(walPeak), inWrite, old, whole);
    }

    // A catalog another program keeps locked: writes wait, then fail as "in use" (exit 1,
    // never "corrupt"); reads go on meanwhile.
    void aLockedCatalogIsInUse()
    {
        const QString path = freshCatalog(QStringLiteral("locked.sqlite"));
        {
            CatalogDatabase db; // in write-ahead mode from here on
            QVERIFY(db.open(path) != CatalogDatabase::Status::Failed);
        }
        const QString file = offersFile(m_dir.path(), QStringLiteral("locked"), 10);
        const QString name = QStringLiteral("holder");
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
            const Run write = runGpuscout(importArgs(file, path), environment({QStringLiteral("GPUSCOUT_BUSY_TIMEOUT_MS=300")}));
            QCOMPARE(write.exitCode, 1);
            QVERIFY2(write.err.contains(QStringLiteral("in use by another program")), qPrintable(write.err));
            QVERIFY2(!write.err.contains(QStringLiteral("corrupt")), qPrintable(write.err));
            const Run read = runGpuscout({QStringLiteral("rank"), QStringLiteral("--db"), path});
            QVERIFY2(read.exitCode == 0, qPrintable(read.err));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(name);
        QCOMPARE(countInstances(load(path), QStringLiteral("locked")), 0);
    }

    // Every kind of file GpuScout writes, on a nearly full disk: the command fails (exit 1,
    // naming the file), and the file that was there before is still there, unchanged.
    void aFullDiskNeverLosesTheOldFile_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addRow("import") << QStringLiteral("import");
        QTest::addRow("new catalog") << QStringLiteral("new catalog");
        QTest::addRow("report") << QStringLiteral("report");
        QTest::addRow("export to stdout") << QStringLiteral("export");
        QTest::addRow("scenario") << QStringLiteral("scenario");
    }
    void aFullDiskNeverLosesTheOldFile()
    {
        QFETCH(QString, what);
        test::SmallDisk disk(8 * 1024 * 1024);
        const QString file = offersFile(m_dir.path(), QStringLiteral("full"), 5000);
        if (what == QLatin1String("import")) {
            const QString path = disk.filePath(QStringLiteral("catalog.sqlite"));
            copyCatalog(m_seed, path);
            const QStringList before = storedRows(load(path));
            disk.leaveRoom(48 * 1024);
            const Run r = runGpuscout(importArgs(file, path), environment(), &disk);
            QVERIFY2(r.exitCode == 1, qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("could not be saved")) && !r.err.contains(QStringLiteral("Imported")),
                     qPrintable(r.err));
            disk.leaveRoom(4 * 1024 * 1024);
            QString error;
            QCOMPARE(storedRows(path, &error), before);
            const Run rank = runGpuscout({QStringLiteral("rank"), QStringLiteral("--db"), path});
            QVERIFY2(rank.exitCode == 0 && !rank.err.contains(QStringLiteral("corrupt")), qPrintable(rank.err));
        } else if (what == QLatin1String("new catalog")) {
            disk.leaveRoom(16 * 1024);
            const QString path = disk.filePath(QStringLiteral("new.sqlite"));
            const Run r = runGpuscout({QStringLiteral("rank"), QStringLiteral("--db"), path}, environment(), &disk);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("cannot be created")), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("no transaction is active")), qPrintable(r.err));
            QVERIFY(!QFile::exists(path));
        } else if (what == QLatin1String("report")) {
            const QString pdf = disk.filePath(QStringLiteral("old.pdf"));
            const Run first = runGpuscout({QStringLiteral("report"), QStringLiteral("--out"), pdf, QStringLiteral("--db"), m_seed});
            QVERIFY2(first.exitCode == 0, qPrintable(first.err));
            const QByteArray old = contents(pdf);
            QVERIFY(old.size() > 20000);
            disk.leaveRoom(16 * 1024);
            const Run r = runGpuscout({QStringLiteral("report"), QStringLiteral("--out"), pdf, QStringLiteral("--lang"),
                                    QStringLiteral("zh"), QStringLiteral("--db"), m_seed},
                                   environment(), &disk);
            QCOMPARE(r.exitCode, 1);
            // --lang zh renders the report in Chinese, and the message comes in that language too.
            QVERIFY2(r.err.contains(pdf) && r.err.contains(QStringLiteral("无法写入")), qPrintable(r.err));
            QCOMPARE(contents(pdf), old);
        } else if (what == QLatin1String("export")) {
            disk.leaveRoom(4 * 1024);
            const Run r = runGpuscout({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"),
                                    QStringLiteral("json"), QStringLiteral("--db"), m_seed},
                                   environment(), &disk, disk.filePath(QStringLiteral("catalog.json")));
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("the output could not be written")), qPrintable(r.err));
        } else {
            const QString path = disk.filePath(QStringLiteral("scenario.json"));
            Scenario old;
            old.currency = QStringLiteral("CNY");
            QString error;
            QVERIFY(writeScenarioFile(path, old, &error));
            const QByteArray before = contents(path);
            disk.leaveRoom(0);
            Scenario changed;
            changed.constraints.regions = QStringList(400, QStringLiteral("a-region-name-long-enough"));
            {
                test::SmallDisk::Limit limit(disk);
                QVERIFY(!writeScenarioFile(path, changed, &error));
            }
            QVERIFY2(error.contains(path), qPrintable(error));
            QCOMPARE(contents(path), before);
        }
    }

    // The window reloads when another program changes the catalog, keeping the selected
    // row and the pins.
    void theWindowReloadsKeepingSelectionAndPins()
    {
        test::WindowFixture fx;
        const QString started = fx.start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        auto *table = fx.window->findChild<RankingTableView *>(QStringLiteral("rankingTable"));
        QVERIFY(table);
        table->selectRow(1);
        const QList<int> selected = table->selectedOfferIndices();
        QCOMPARE(selected.size(), 1);
        const std::shared_ptr<const Catalog> before = fx.controller->catalog();
        const qint64 selectedId = before->offers[selected.first()].id;
        const qint64 pinnedId = before->offers[0].id;
        fx.controller->setPinnedOffers({0});

        const QString file = offersFile(m_dir.path(), QStringLiteral("elsewhere"), 20);
        const Run r = runGpuscout(importArgs(file, fx.dbPath));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QTRY_COMPARE_WITH_TIMEOUT(countInstances(*fx.controller->catalog(), QStringLiteral("elsewhere")), 20, 5000);
        const std::shared_ptr<const Catalog> after = fx.controller->catalog();
        QCOMPARE(fx.controller->pinnedOffers().size(), 1);
        QCOMPARE(after->offers[fx.controller->pinnedOffers().first()].id, pinnedId);
        const QList<int> now = table->selectedOfferIndices();
        QCOMPARE(now.size(), 1);
        QCOMPARE(after->offers[now.first()].id, selectedId);
        fx.stop();
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestCatalogFaults)
#include "tst_CatalogFaults.moc"
