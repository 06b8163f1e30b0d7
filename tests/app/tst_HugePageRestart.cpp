#include "startup/HugePageRestart.h"
#include "TestMain.h"
#include "catalog/CatalogOfferCount.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

namespace {

constexpr qint64 MiB = 1024 * 1024;

QString filled(const QString &path, qint64 bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(bytes))
        return QString();
    return path;
}

// An import file of valid offers, 150 bytes a row.
bool writeOffers(const QString &path, int rows)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write("provider,instance_type,family,gpu,gpu_count,vcpus,ram_gib,nvme_gb,network_gbps,rdma,region,zone,"
            "currency,on_demand,spot,reserved_1y,monthly,spot_interruption,source,as_of,illustrative,flags,notes\n");
    for (int i = 0; i < rows; ++i)
        f.write("aws,restart-p5." + QByteArray::number(i) + ",compute,H100-SXM,8,192,2048,30400,3200,efa,us-east-"
                + QByteArray::number(i % 4) + ",,USD,55.04,22.016,,,0.2,,2026-01-19,0,interruption-at-least,\"a note, quoted\"\n");
    return f.error() == QFile::NoError;
}

QByteArrayList environmentOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().split('\0');
}

bool hasOpen(qint64 pid, const QString &path)
{
    const QString fds = QStringLiteral("/proc/%1/fd").arg(pid);
    for (const QString &fd : QDir(fds).entryList(QDir::Files | QDir::System))
        if (QFileInfo(fds + u'/' + fd).symLinkTarget() == path)
            return true;
    return false;
}

} // namespace

// A run with large inputs starts again under glibc's huge-page setting; a small one, or a
// user's own GLIBC_TUNABLES, is left alone. Watched from /proc while the real executable
// waits for a write lock this test holds.
class TestHugePageRestart : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        QProcess p;
        p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), {QStringLiteral("catalog"), QStringLiteral("stats"), QStringLiteral("--db"), m_catalog});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        m_catalog = QFileInfo(m_catalog).canonicalFilePath();
        // The bundled catalog alone stays under the line.
        QVERIFY(QFileInfo(m_catalog).size() < HugePageRestart::ThresholdBytes);
    }

    void countsTheFilesAndTheCatalog()
    {
        const QString a = filled(m_dir.filePath(QStringLiteral("a.csv")), 3 * MiB);
        const QString db = filled(m_dir.filePath(QStringLiteral("db.sqlite")), 1 * MiB);
        QVERIFY(!a.isEmpty() && !db.isEmpty());
        const QString program = QStringLiteral("gpuscout");
        QCOMPARE(HugePageRestart::inputBytes({program, QStringLiteral("catalog"), QStringLiteral("import"), a, QStringLiteral("--db"), db}), 4 * MiB);
        QCOMPARE(HugePageRestart::inputBytes({program, QStringLiteral("catalog"), QStringLiteral("import"), a, QStringLiteral("--db=") + db}), 4 * MiB);
        // The catalog counts once; folders, missing files and options count nothing.
        QCOMPARE(HugePageRestart::inputBytes({program, QStringLiteral("--db"), db, m_dir.path(), m_dir.filePath(QStringLiteral("missing.csv")),
                                              QStringLiteral("--top"), QStringLiteral("5")}), 1 * MiB);
        // Without --db, the catalog $GPUSCOUT_DB names; a team catalog's URL is no file.
        qputenv("GPUSCOUT_DB", db.toLocal8Bit());
        QCOMPARE(HugePageRestart::inputBytes({program, QStringLiteral("rank"), a}), 4 * MiB);
        qputenv("GPUSCOUT_DB", "postgresql://catalog.example/gpus");
        QCOMPARE(HugePageRestart::inputBytes({program, QStringLiteral("rank"), a}), 3 * MiB);
        qunsetenv("GPUSCOUT_DB");
    }

    // A catalog file that is large for its price history counts its offers: a run that reads
    // them gains nothing from huge pages and pays the second start.
    void aCatalogOfHistoryCountsItsOffers()
    {
        const QString db = m_dir.filePath(QStringLiteral("history.sqlite"));
        QFile::remove(db);
        QVERIFY(QFile::copy(m_catalog, db));
        qint64 offers = 0;
        {
            QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("history"));
            c.setDatabaseName(db);
            QVERIFY(c.open());
            QSqlQuery q(c);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM offers")) && q.next());
            offers = q.value(0).toLongLong();
            // 80 history entries for each offer: over 200,000, about 10 MB.
            QVERIFY2(q.exec(QStringLiteral(
                         "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80) "
                         "INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                         "SELECT o.id, 'on-demand', 1 + n.i / 100.0, 'USD', '2024-01-01', '2024-02-01' FROM offers o, n")),
                     qPrintable(q.lastError().text()));
            q.finish();
            c.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("history"));
        QVERIFY(offers > 1000);
        QVERIFY2(QFileInfo(db).size() >= HugePageRestart::ThresholdBytes, qPrintable(QString::number(QFileInfo(db).size())));
        QCOMPARE(countOffersInCatalogFile(db), offers);
        const QStringList rank{QStringLiteral("gpuscout"), QStringLiteral("rank"), QStringLiteral("--db"), db};
        QCOMPARE(HugePageRestart::inputBytes(rank), offers * HugePageRestart::CatalogBytesPerOffer);
        QVERIFY(HugePageRestart::inputBytes(rank) < HugePageRestart::ThresholdBytes);
        // With an import file that tips it over, the catalog still counts its offers.
        const QString file = filled(m_dir.filePath(QStringLiteral("b.csv")), 8 * MiB);
        QCOMPARE(HugePageRestart::inputBytes({QStringLiteral("gpuscout"), QStringLiteral("catalog"), QStringLiteral("import"), file, QStringLiteral("--db"), db}),
                 8 * MiB + offers * HugePageRestart::CatalogBytesPerOffer);
    }

    // The runs that stream the history leave a large catalog out; every other run counts it.
    void streamingRunsLeaveTheCatalogOut_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<bool>("whole");
        QTest::newRow("rank") << QStringList{QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("5")} << true;
        QTest::newRow("export offers") << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")} << true;
        QTest::newRow("export ranking") << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("ranking")} << true;
        QTest::newRow("export history") << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("history"), QStringLiteral("--format"), QStringLiteral("csv")} << false;
        QTest::newRow("export --what=History") << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what=History")} << false;
        QTest::newRow("history series") << QStringList{QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM")} << false;
        QTest::newRow("history prune") << QStringList{QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("prune"), QStringLiteral("--before"), QStringLiteral("2025-01-01")} << false;
        QTest::newRow("stats") << QStringList{QStringLiteral("catalog"), QStringLiteral("stats")} << true;
        // "history" as a file name or an option's value is not the command.
        QTest::newRow("import history") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("history")} << true;
        QTest::newRow("the window") << QStringList{} << true;
    }

    void streamingRunsLeaveTheCatalogOut()
    {
        QFETCH(QStringList, words);
        QFETCH(bool, whole);
        const QString db = filled(m_dir.filePath(QStringLiteral("large.sqlite")), 9 * MiB);
        QVERIFY(!db.isEmpty());
        const QStringList args = QStringList{QStringLiteral("gpuscout"), QStringLiteral("--db"), db} + words;
        QCOMPARE(HugePageRestart::readsCatalogWhole(args), whole);
        QCOMPARE(HugePageRestart::inputBytes(args), whole ? 9 * MiB : 0);
    }

    void restartsOnlyLargeRuns_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<QByteArray>("tunables"); // "-": unset
        QTest::addColumn<QByteArray>("expected"); // the child's GLIBC_TUNABLES, "-": none
        // 52,000 rows are 7.9 MB: with the catalog's offers over the line.
        QTest::newRow("large") << 52000 << QByteArray("-") << QByteArray("glibc.malloc.hugetlb=1");
        QTest::newRow("small") << 10 << QByteArray("-") << QByteArray("-");
        QTest::newRow("the user's own") << 52000 << QByteArray("glibc.malloc.tcache_count=7") << QByteArray("glibc.malloc.tcache_count=7");
        QTest::newRow("set empty") << 52000 << QByteArray("") << QByteArray("");
    }

    void restartsOnlyLargeRuns()
    {
        QFETCH(int, rows);
        QFETCH(QByteArray, tunables);
        QFETCH(QByteArray, expected);
        const QString file = m_dir.filePath(QStringLiteral("offers-%1.csv").arg(rows));
        QVERIFY(QFileInfo::exists(file) || writeOffers(file, rows));
        const QString db = m_dir.filePath(QStringLiteral("copy.sqlite"));
        QFile::remove(db);
        QVERIFY(QFile::copy(m_catalog, db));

        // Hold the catalog's write lock: the import reads, plans, and then waits for it.
        {
            QSqlDatabase lock = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("lock"));
            lock.setDatabaseName(db);
            QVERIFY(lock.open());
            QSqlQuery q(lock);
            QVERIFY2(q.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(q.lastError().text()));

            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("GLIBC_TUNABLES"));
            if (tunables != "-")
                env.insert(QStringLiteral("GLIBC_TUNABLES"), QString::fromLatin1(tunables));
            env.insert(QStringLiteral("GPUSCOUT_BUSY_TIMEOUT_MS"), QStringLiteral("60000"));
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), {QStringLiteral("catalog"), QStringLiteral("import"), file, QStringLiteral("--db"), db});
            QVERIFY(p.waitForStarted());
            const qint64 pid = p.processId();
            const QString canonical = QFileInfo(db).canonicalFilePath();
            // Past main()'s first lines once it has the catalog open.
            QTRY_VERIFY_WITH_TIMEOUT(hasOpen(pid, canonical), 60000);
            const QByteArrayList environment = environmentOf(pid);
            QByteArray seen = "-";
            for (const QByteArray &entry : environment)
                if (entry.startsWith("GLIBC_TUNABLES="))
                    seen = entry.mid(15);
            QCOMPARE(seen, expected);
            QCOMPARE(p.state(), QProcess::Running);
            // The cases sit on the side of the line they are named for.
            QCOMPARE(HugePageRestart::inputBytes({QStringLiteral("gpuscout"), file, QStringLiteral("--db"), db}) >= HugePageRestart::ThresholdBytes, rows > 10);
            if (tunables != "-") {
                // Left alone: nothing more to see (a whole import under the sanitizers is slow).
                p.kill();
                QVERIFY(p.waitForFinished(60000));
                QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            } else {
                QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
                QVERIFY(p.waitForFinished(120000));
                QCOMPARE(p.exitStatus(), QProcess::NormalExit);
                QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
                QVERIFY2(p.readAllStandardOutput().contains(QByteArray(QByteArray::number(rows) + " added")), "the import did not finish");
            }
            q.finish();
            lock.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("lock"));
    }
};

GPUSCOUT_TEST_MAIN(TestHugePageRestart)
#include "tst_HugePageRestart.moc"
