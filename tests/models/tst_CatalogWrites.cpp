// Catalog writes as row changes: the diff between two catalogs, and writers that share one
// file without losing each other's work (checked changes, re-read edits, the lock and its
// timeout, recovery of a write cut short).

#include "domain/Catalog.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogDiff.h"
#include "catalog/CatalogEdits.h"
#include "catalog/CatalogRowWriter.h"
#include "catalog/CatalogRows.h"
#include "catalog/CatalogStatement.h"
#include "catalog/OfferReferenceCheck.h"
#include "catalog/SqlFailure.h"
#include "catalog/PriceUpdate.h"
#include "StoredRows.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace gpuscout;

namespace {

using Kind = RowChange::Kind;
using test::storedRows;

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int offerNamed(const Catalog &c, const QString &instance)
{
    for (int i = 0; i < c.offers.size(); ++i) {
        if (c.offers[i].instanceType == instance)
            return i;
    }
    return -1;
}

Offer newOffer(const Catalog &c, const QString &instance)
{
    Offer o = c.offers[0];
    o.id = nextOfferId(c);
    o.instanceType = instance;
    o.price = {9.5, Unknown, Unknown, Unknown};
    o.priceAsOf.clear();
    return o;
}

// Runs `use` on a connection of its own to the file (SQLite's, without GpuScout's
// settings), closed and removed after.
template<typename Use>
void withOwnConnection(const QString &path, const QString &name, Use use)
{
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        raw.setDatabaseName(path);
        if (raw.open())
            use(raw);
    }
    QSqlDatabase::removeDatabase(name);
}

// Holds the write lock of a catalog on another thread (its own connection) for `ms`.
class LockHolder
{
public:
    LockHolder(const QString &path, int ms)
        : m_thread([this, path, ms] { hold(path, ms); })
    {
        while (!m_locked && !m_failed)
            std::this_thread::yield();
    }
    ~LockHolder() { m_thread.join(); }
    bool locked() const { return m_locked; }

private:
    void hold(const QString &path, int ms)
    {
        const QString name = QStringLiteral("lock-holder");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QSqlQuery q(db);
            if (!db.open() || !q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
                m_failed = true;
            } else {
                m_locked = true;
                QThread::msleep(static_cast<unsigned long>(ms));
                q.exec(QStringLiteral("COMMIT"));
            }
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    std::atomic<bool> m_locked{false};
    std::atomic<bool> m_failed{false};
    std::thread m_thread;
};

} // namespace

class TestCatalogWrites : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    Catalog m_seed;

    Catalog stored() const
    {
        CatalogDatabase db;
        Catalog c;
        if (db.open(m_path) == CatalogDatabase::Status::Failed || !db.load(&c))
            qFatal("cannot read %s: %s", qPrintable(m_path), qPrintable(db.errorString()));
        return c;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(m_path + suffix);
        CatalogDatabase db;
        QCOMPARE(db.open(m_path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        QVERIFY(db.load(&m_seed));
    }

    void equalCatalogsDiffToNothing()
    {
        CatalogChangeSet changes;
        QVERIFY(diffCatalogs(m_seed, m_seed, &changes));
        QVERIFY(changes.changes.isEmpty());
        Catalog copy = m_seed;
        copy.offers.detach();
        QVERIFY(diffCatalogs(m_seed, copy, &changes));
        QVERIFY(changes.changes.isEmpty());
    }

    // Each kind of edit writes the rows it changes and no others.
    void editsWriteOnlyTheirRows_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("table");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("changes"); // all row changes of the edit
        QTest::addRow("price") << QStringLiteral("price") << int(CatalogTable::Prices) << int(Kind::Update) << 2;
        QTest::addRow("new price") << QStringLiteral("new price") << int(CatalogTable::Prices) << int(Kind::Insert) << 1;
        QTest::addRow("notes") << QStringLiteral("notes") << int(CatalogTable::Offers) << int(Kind::Update) << 1;
        QTest::addRow("add offer") << QStringLiteral("add offer") << int(CatalogTable::Offers) << int(Kind::Insert) << 2;
        QTest::addRow("delete offer") << QStringLiteral("delete offer") << int(CatalogTable::Offers) << int(Kind::Delete) << 3;
        QTest::addRow("rate") << QStringLiteral("rate") << int(CatalogTable::ExchangeRates) << int(Kind::Insert) << 1;
        QTest::addRow("gpu spec") << QStringLiteral("gpu spec") << int(CatalogTable::Gpus) << int(Kind::Update) << 1;
        QTest::addRow("provider") << QStringLiteral("provider") << int(CatalogTable::Providers) << int(Kind::Insert) << 1;
    }
    void editsWriteOnlyTheirRows()
    {
        QFETCH(QString, edit);
        QFETCH(int, table);
        QFETCH(int, kind);
        QFETCH(int, changes);
        Catalog after = m_seed;
        const int p5 = offerNamed(after, QStringLiteral("p5.48xlarge"));
        const QString today = QStringLiteral("2026-12-01");
        if (edit == QLatin1String("price")) {
            QVERIFY(recordPriceChange(after, p5, BillingMode::OnDemand, 50.0, QString(), today)); // + history
        } else if (edit == QLatin1String("new price")) {
            QVERIFY(recordPriceChange(after, p5, BillingMode::Monthly, 30000.0 / 730, QString(), today));
        } else if (edit == QLatin1String("notes")) {
            after.offers[p5].notes = QStringLiteral("checked");
        } else if (edit == QLatin1String("add offer")) {
            after.offers << newOffer(after, QStringLiteral("p5-new"));
        } else if (edit == QLatin1String("delete offer")) {
            removeOffers(after, {p5}); // its two prices and the offer
        } else if (edit == QLatin1String("rate")) {
            QVERIFY(after.rates.set({QStringLiteral("EUR"), 0.93, today, QStringLiteral("ECB")}));
        } else if (edit == QLatin1String("gpu spec")) {
            after.gpus[0].tdpW = 71;
        } else {
            Provider p;
            p.key = QStringLiteral("idle");
            p.name = QStringLiteral("Idle");
            p.homeCurrency = QStringLiteral("USD");
            after.providers << p;
        }
        CatalogChangeSet set;
        QVERIFY(diffCatalogs(m_seed, after, &set));
        QCOMPARE(set.changes.size(), changes);
        QCOMPARE(set.count(CatalogTable(table), Kind(kind)), 1);

        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY2(db.applyChange(m_seed, after), qPrintable(db.errorString()));
        QCOMPARE(storedRows(stored()), storedRows(after));
        // The reverse change (an undo) brings the file back to the seed.
        QVERIFY2(db.applyChange(after, m_seed), qPrintable(db.errorString()));
        QCOMPARE(storedRows(stored()), storedRows(m_seed));
    }

    // Two programs edit different offers from the same old copy: both edits stay.
    void changesOfTwoWritersBothLand()
    {
        CatalogDatabase a, b;
        QVERIFY(a.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(b.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog ca, cb;
        QVERIFY(a.load(&ca));
        QVERIFY(b.load(&cb));
        Catalog ea = ca, eb = cb;
        recordPriceChange(ea, 0, BillingMode::OnDemand, 41.0, QString(), QStringLiteral("2026-12-01"));
        recordPriceChange(eb, 1, BillingMode::OnDemand, 19.0, QString(), QStringLiteral("2026-12-01"));
        eb.offers << newOffer(eb, QStringLiteral("b-added"));
        QVERIFY2(a.applyChange(ca, ea), qPrintable(a.errorString()));
        QVERIFY(!a.changedElsewhere());
        QVERIFY2(b.applyChange(cb, eb), qPrintable(b.errorString()));
        QVERIFY(b.changedElsewhere()); // a wrote meanwhile: b's copy is stale and must reload
        const Catalog now = stored();
        QCOMPARE(now.offers[0].priceFor(BillingMode::OnDemand), 41.0);
        QCOMPARE(now.offers[1].priceFor(BillingMode::OnDemand), 19.0);
        QVERIFY(offerNamed(now, QStringLiteral("b-added")) >= 0);
        QCOMPARE(now.priceHistory.size(), 2);
        QVERIFY(a.changedElsewhere());
    }

    // Different columns of one row merge; the same column changed twice is refused.
    void sameColumnChangedElsewhereIsAConflict()
    {
        CatalogDatabase a, b;
        QVERIFY(a.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(b.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog ea = m_seed, eb = m_seed, ec = m_seed;
        ea.offers[0].notes = QStringLiteral("from a");
        eb.offers[0].vcpus = 200;
        ec.offers[0].notes = QStringLiteral("from c");
        QVERIFY(a.applyChange(m_seed, ea));
        QVERIFY2(b.applyChange(m_seed, eb), qPrintable(b.errorString()));
        QVERIFY(!b.applyChange(m_seed, ec));
        QCOMPARE(b.failure(), CatalogDatabase::Failure::Conflict);
        QVERIFY2(b.errorString().contains(QStringLiteral("changed by another program")), qPrintable(b.errorString()));
        const Catalog now = stored();
        QCOMPARE(now.offers[0].notes, QStringLiteral("from a"));
        QCOMPARE(now.offers[0].vcpus, 200.0);
    }

    // An offer added under an id another program took meanwhile moves to a free id.
    void offerAddedUnderATakenIdMoves()
    {
        CatalogDatabase a, b;
        QVERIFY(a.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(b.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog ea = m_seed, eb = m_seed;
        ea.offers << newOffer(ea, QStringLiteral("from-a"));
        eb.offers << newOffer(eb, QStringLiteral("from-b"));
        recordPriceChange(eb, static_cast<int>(eb.offers.size() - 1), BillingMode::OnDemand, 8.0, QString(),
                          QStringLiteral("2026-12-01"));
        QCOMPARE(ea.offers.last().id, eb.offers.last().id);
        QVERIFY(a.applyChange(m_seed, ea));
        QHash<qint64, qint64> moved;
        QVERIFY2(b.applyChange(m_seed, eb, &moved), qPrintable(b.errorString()));
        QCOMPARE(moved.size(), 1);
        const Catalog now = stored();
        const int fromB = offerNamed(now, QStringLiteral("from-b"));
        QVERIFY(offerNamed(now, QStringLiteral("from-a")) >= 0 && fromB >= 0);
        QCOMPARE(now.offers[fromB].id, moved.value(eb.offers.last().id));
        QCOMPARE(now.offers[fromB].priceFor(BillingMode::OnDemand), 8.0);
    }

    // update() reads the catalog inside its own transaction when another program wrote.
    void updateEditsTheCatalogAsItIsNow()
    {
        CatalogDatabase a, b;
        QVERIFY(a.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(b.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog known;
        QVERIFY(b.load(&known));
        Catalog ea = m_seed;
        ea.offers << newOffer(ea, QStringLiteral("from-a"));
        QVERIFY(a.applyChange(m_seed, ea));
        bool sawKnown = true;
        QVERIFY2(b.update(
                     [&](const Catalog &now, Catalog *after, QString *) {
                         sawKnown = &now == &known;
                         *after = now;
                         after->offers << newOffer(now, QStringLiteral("from-b"));
                         return true;
                     },
                     &known),
                 qPrintable(b.errorString()));
        QVERIFY(!sawKnown);
        const Catalog now = stored();
        QVERIFY(offerNamed(now, QStringLiteral("from-a")) >= 0);
        QVERIFY(offerNamed(now, QStringLiteral("from-b")) >= 0);

        // Nothing written since: the known copy is used as it is.
        Catalog again;
        QVERIFY(b.load(&again));
        QVERIFY(b.update([&](const Catalog &now2, Catalog *after, QString *) {
            sawKnown = &now2 == &again;
            *after = now2;
            return true;
        }, &again));
        QVERIFY(sawKnown);
    }

    // A second writer waits for the first one's transaction and then lands on top of it.
    void aWriterWaitsForTheLock()
    {
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog after = m_seed;
        after.offers[2].notes = QStringLiteral("after the wait");
        LockHolder holder(m_path, 400);
        QVERIFY(holder.locked());
        QVERIFY2(db.applyChange(m_seed, after), qPrintable(db.errorString()));
        QCOMPARE(stored().offers[2].notes, QStringLiteral("after the wait"));
    }

    // Held longer than the busy timeout: "in use by another program", never "corrupt".
    void aCatalogLockedTooLongIsInUse()
    {
        qputenv("GPUSCOUT_BUSY_TIMEOUT_MS", "150");
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog after = m_seed;
        after.offers[2].notes = QStringLiteral("never");
        {
            LockHolder holder(m_path, 1500);
            QVERIFY(holder.locked());
            QVERIFY(!db.applyChange(m_seed, after));
            QCOMPARE(db.failure(), CatalogDatabase::Failure::InUse);
            QVERIFY2(db.errorString().contains(QStringLiteral("in use by another program")), qPrintable(db.errorString()));
            QVERIFY(!db.errorString().contains(QStringLiteral("corrupt")));
        }
        qunsetenv("GPUSCOUT_BUSY_TIMEOUT_MS");
        QCOMPARE(stored().offers[2].notes, m_seed.offers[2].notes);
    }

    // A catalog in the old rollback-journal mode, left with a hot journal by a write that was
    // cut short, opens: SQLite rolls the journal back on the read-write open.
    void aHotJournalIsRolledBackOnOpen()
    {
        const QString crashed = m_dir.filePath(QStringLiteral("crashed.sqlite"));
        QFile::remove(crashed);
        QFile::remove(crashed + QStringLiteral("-journal"));
        const QString name = QStringLiteral("half-writer");
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            raw.setDatabaseName(m_path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
            QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size = 1"))); // spill changed pages to the file early
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
            QVERIFY(q.exec(QStringLiteral("UPDATE prices SET price_per_hour = price_per_hour * 3")));
            QVERIFY(q.exec(QStringLiteral("UPDATE offers SET notes = 'half written ' || hex(randomblob(400))")));
            QVERIFY(QFile::exists(m_path + QStringLiteral("-journal")));
            // The files as a crash would leave them: the journal and a half-changed catalog.
            QVERIFY(QFile::copy(m_path, crashed));
            QVERIFY(QFile::copy(m_path + QStringLiteral("-journal"), crashed + QStringLiteral("-journal")));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(name);
        // The crash left changed pages in the catalog itself, not only in the journal.
        QVERIFY(fileBytes(crashed) != fileBytes(m_path));
        CatalogDatabase db;
        QCOMPARE(db.open(crashed), CatalogDatabase::Status::Opened);
        Catalog recovered;
        QVERIFY2(db.load(&recovered), qPrintable(db.errorString()));
        QCOMPARE(storedRows(recovered), storedRows(m_seed));
        QVERIFY(!QFile::exists(crashed + QStringLiteral("-journal")));
    }

    // A refused edit writes nothing.
    // The row writer's statements run on SQLite's own API: every kind of value a row holds
    // is stored and read back exactly as through Qt's driver (a null text is NULL, an empty
    // one is ''), and a refused row reports a constraint failure.
    void statementsStoreValuesAsQtDoes()
    {
        const QString connection = QStringLiteral("statements");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(m_dir.filePath(QStringLiteral("statements.sqlite")));
            QVERIFY(db.open());
            QSqlQuery ddl(db);
            QVERIFY(ddl.exec(QStringLiteral("CREATE TABLE t (via TEXT NOT NULL, n INTEGER, v)")));
            const QList<QVariant> values{QVariant(), QVariant(QString()), QVariant(QStringLiteral("")), QVariant(QStringLiteral("H100 80GB \u00e9\u4e2d")),
                                         QVariant(3), QVariant(qint64(1) << 40), QVariant(2.5), QVariant(-0.0), QVariant(true),
                                         QVariant(QByteArray("\0\1", 2)), QVariant(QByteArray()), QVariant(QMetaType::fromType<QString>())};
            const QString insert = QStringLiteral("INSERT INTO t (via, n, v) VALUES (?, ?, ?)");
            QSqlQuery qt(db);
            QVERIFY(qt.prepare(insert));
            auto ours = CatalogStatement::prepare(db, insert);
            for (int i = 0; i < values.size(); ++i) {
                qt.bindValue(0, QStringLiteral("qt"));
                qt.bindValue(1, i);
                qt.bindValue(2, values[i]);
                QVERIFY2(qt.exec(), qPrintable(qt.lastError().text()));
                ours->bindValue(0, QStringLiteral("ours"));
                ours->bindValue(1, i);
                ours->bindValue(2, values[i]);
                QVERIFY2(ours->exec(), qPrintable(ours->lastError().text()));
            }
            // Stored alike, type and bytes.
            QSqlQuery stored(db);
            QVERIFY(stored.exec(QStringLiteral("SELECT a.n, typeof(a.v), quote(a.v), typeof(b.v), quote(b.v) FROM t a JOIN t b ON a.n = b.n "
                                               "AND a.via = 'qt' AND b.via = 'ours' ORDER BY a.n")));
            int rows = 0;
            while (stored.next()) {
                ++rows;
                QCOMPARE(stored.value(3).toString(), stored.value(1).toString());
                QCOMPARE(stored.value(4).toString(), stored.value(2).toString());
            }
            QCOMPARE(rows, values.size());
            // Read back alike: the same QVariant type and value.
            const QString select = QStringLiteral("SELECT v FROM t WHERE via = 'qt' ORDER BY n");
            QSqlQuery readQt(db);
            QVERIFY(readQt.exec(select));
            auto readOurs = CatalogStatement::prepare(db, select);
            QVERIFY(readOurs->exec());
            while (readQt.next()) {
                QVERIFY(readOurs->next());
                QCOMPARE(readOurs->value(0).typeId(), readQt.value(0).typeId());
                QCOMPARE(readOurs->value(0).isNull(), readQt.value(0).isNull());
                QCOMPARE(readOurs->value(0), readQt.value(0));
            }
            QVERIFY(!readOurs->next());
            readOurs->finish();
            // A refused row: nothing stored, the failure classified as Qt's would be.
            ours->bindValue(0, QVariant(QString()));
            ours->bindValue(1, 99);
            ours->bindValue(2, 1);
            QVERIFY(!ours->exec());
            QCOMPARE(classifySqlError(ours->lastError()), SqlFailure::Constraint);
            QVERIFY(ours->lastError().databaseText().contains(QStringLiteral("NOT NULL")));
            // The statement runs again after a failure.
            ours->bindValue(0, QStringLiteral("ours"));
            QVERIFY2(ours->exec(), qPrintable(ours->lastError().text()));
            // A statement that cannot be prepared says why when run.
            auto broken = CatalogStatement::prepare(db, QStringLiteral("INSERT INTO missing VALUES (?)"));
            QVERIFY(!broken->exec());
            QVERIFY(broken->lastError().databaseText().contains(QStringLiteral("missing")));
        }
        QSqlDatabase::removeDatabase(connection);
    }

    // The per-mode values most offers leave unset take no room until one is set, and none
    // again once the last is unset; copies are independent; reads never allocate.
    void rarelySetModeValuesStayOffTheRecord()
    {
        SparseModeValues<QString> dates;
        QVERIFY(!dates.isSet());
        QVERIFY(dates[indexOf(BillingMode::Spot)].isEmpty());
        dates.set(indexOf(BillingMode::Spot), QString());
        dates.set(indexOf(BillingMode::Spot), QStringLiteral(""));
        QVERIFY(!dates.isSet());
        dates.set(indexOf(BillingMode::Spot), QStringLiteral("2026-11-20"));
        QVERIFY(dates.isSet());
        QCOMPARE(dates[indexOf(BillingMode::Spot)], QStringLiteral("2026-11-20"));
        QVERIFY(dates[indexOf(BillingMode::OnDemand)].isEmpty());
        SparseModeValues<QString> copy = dates;
        copy.set(indexOf(BillingMode::Spot), QStringLiteral("2026-11-21"));
        QCOMPARE(dates[indexOf(BillingMode::Spot)], QStringLiteral("2026-11-20"));
        dates.set(indexOf(BillingMode::Spot), QString());
        QVERIFY(!dates.isSet());
        QVERIFY(copy.isSet());

        SparseModeValues<double> prices = std::array<double, BillingModeCount>{Unknown, Unknown, Unknown, Unknown};
        QVERIFY(!prices.isSet());
        QVERIFY(!isKnown(prices[indexOf(BillingMode::Monthly)]));
        prices = std::array<double, BillingModeCount>{Unknown, 2.5, Unknown, Unknown};
        QVERIFY(prices.isSet());
        QCOMPARE(prices[1], 2.5);
        int known = 0;
        for (double p : prices)
            known += isKnown(p) ? 1 : 0;
        QCOMPARE(known, 1);

        SparseModeValues<qint64> terms;
        terms.set(indexOf(BillingMode::OnDemand), 7);
        terms.set(indexOf(BillingMode::OnDemand), 0);
        QVERIFY(!terms.isSet());
        // The record itself: five such arrays cost 40 bytes, not 288, and its twelve shared
        // texts are labels of 8 bytes, not QStrings of 24.
        QVERIFY2(sizeof(Offer) <= 264, qPrintable(QString::number(sizeof(Offer))));
    }

    // A catalog read from its file gives equal texts one node: the offers' regions,
    // currencies, dates and sources cost a node per distinct value, not a text per offer.
    void loadedOffersShareTheirTexts()
    {
        QVERIFY(m_seed.offers.size() > 3);
        const auto nodesAndTexts = [&](const Label Offer::*field) {
            QSet<const QString *> nodes;
            QSet<QString> texts;
            for (const Offer &o : std::as_const(m_seed.offers)) {
                if ((o.*field).isNull())
                    continue;
                nodes << &(o.*field).text();
                texts << (o.*field).text();
            }
            return std::pair{nodes.size(), texts.size()};
        };
        for (const Label Offer::*field : {&Offer::region, &Offer::currency, &Offer::asOf, &Offer::source, &Offer::family}) {
            const auto [nodes, texts] = nodesAndTexts(field);
            QVERIFY(texts > 0);
            QCOMPARE(nodes, texts);
        }
        QVERIFY(nodesAndTexts(&Offer::currency).second < m_seed.offers.size());
    }

    // The rows an import adds are written many to a statement (CatalogRowWriter holds them
    // back): every row lands as written, in any mix of offers, prices and history; a row the
    // schema refuses, first in its statement, in the middle of a later one or among the last
    // rows written when the diff ends, is named in the message, and nothing is written.
    void heldInsertsLandOrNameTheRefusedRow_data()
    {
        QTest::addColumn<QString>("refused"); // which row the schema refuses
        QTest::addColumn<int>("at");          // of the 100 new offers
        QTest::newRow("none") << QString() << -1;
        QTest::newRow("first offer") << QStringLiteral("offer") << 0;
        QTest::newRow("offer in a later statement") << QStringLiteral("offer") << 45;
        QTest::newRow("last offer") << QStringLiteral("offer") << 99;
        QTest::newRow("a price") << QStringLiteral("price") << 70;
        QTest::newRow("a history entry") << QStringLiteral("history") << 20;
    }
    void heldInsertsLandOrNameTheRefusedRow()
    {
        QFETCH(QString, refused);
        QFETCH(int, at);
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        Catalog after = m_seed;
        for (int i = 0; i < 100; ++i) {
            Offer o = newOffer(after, QStringLiteral("held-%1").arg(i));
            o.price[indexOf(BillingMode::Spot)] = 3.25 + i;
            if (i == at && refused == QLatin1String("offer"))
                o.gpuCount = 0;
            if (i == at && refused == QLatin1String("price"))
                o.price[indexOf(BillingMode::Spot)] = 0;
            for (int k = 0; k < 3; ++k) {
                const double was = (i == at && k == 1 && refused == QLatin1String("history")) ? -1.0 : 10.0 + k;
                after.priceHistory << PriceChange{o.id, BillingMode::OnDemand, was, o.currency, QStringLiteral("2025-0%1-01").arg(k + 1),
                                                  QStringLiteral("2025-0%1-01").arg(k + 2)};
            }
            after.offers << o;
        }
        after.historyLoaded = true;
        const bool written = db.write(after);
        if (refused.isEmpty()) {
            QVERIFY2(written, qPrintable(db.errorString()));
            Catalog reread;
            QVERIFY(db.load(&reread));
            QCOMPARE(storedRows(reread), storedRows(after));
            return;
        }
        QVERIFY(!written);
        const qint64 id = after.offers[m_seed.offers.size() + at].id;
        const QString row = refused == QLatin1String("offer") ? QStringLiteral("offer aws held-%1").arg(at)
            : refused == QLatin1String("price")               ? QStringLiteral("the spot price of offer %1").arg(id)
                                                              : QStringLiteral("a price history entry of offer %1").arg(id);
        QVERIFY2(db.errorString().contains(row) && db.errorString().contains(QStringLiteral("CHECK constraint failed")), qPrintable(db.errorString()));
        QCOMPARE(storedRows(stored()), storedRows(m_seed));
    }

    // An import is written with SQLite's foreign keys off (CatalogDatabase::Changes::NoRemovals):
    // what it adds and changes lands with every reference whole; an edit declared so that
    // removes an offer is refused and writes nothing; and the connection checks references
    // again afterwards (a removal cascades to the offer's prices).
    void importsCheckTheirOwnReferences()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // "could not be turned back on"
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        const auto orphans = [&] {
            qsizetype count = -1;
            withOwnConnection(m_path, QStringLiteral("orphans"), [&](const QSqlDatabase &raw) {
                QSqlQuery q(raw);
                if (q.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
                    count = 0;
                    while (q.next())
                        ++count;
                }
            });
            return count;
        };
        Catalog after = m_seed;
        for (int i = 0; i < 1200; ++i) {
            Offer o = newOffer(after, QStringLiteral("imported-%1").arg(i));
            o.price[indexOf(BillingMode::Spot)] = 2.5;
            after.offers << o;
        }
        after.offers[0].price[indexOf(BillingMode::OnDemand)] *= 0.9; // an existing offer's price changes: history
        after.priceHistory << PriceChange{after.offers[0].id, BillingMode::OnDemand, m_seed.offers[0].priceFor(BillingMode::OnDemand),
                                          after.offers[0].currency, m_seed.offers[0].priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2026-12-01")};
        after.historyLoaded = m_seed.historyLoaded;
        const auto import = [&](const Catalog &target) {
            return db.update([&](const Catalog &, Catalog *out, QString *) {
                *out = target;
                return true;
            }, nullptr, CatalogDatabase::Parts::WithoutHistory, CatalogDatabase::Changes::NoRemovals);
        };
        QVERIFY2(import(after), qPrintable(db.errorString()));
        QCOMPARE(orphans(), 0);
        Catalog reread;
        QVERIFY(db.load(&reread, CatalogDatabase::Parts::WithoutHistory));
        QCOMPARE(reread.offers.size(), m_seed.offers.size() + 1200);

        Catalog removing = reread;
        const qint64 gone = removing.offers.takeLast().id;
        QVERIFY(!import(removing));
        QVERIFY2(db.errorString().contains(QStringLiteral("cannot remove rows")), qPrintable(db.errorString()));
        QVERIFY(db.load(&reread, CatalogDatabase::Parts::WithoutHistory));
        QCOMPARE(reread.offers.size(), m_seed.offers.size() + 1200);

        // The same removal as an ordinary write: SQLite's cascade takes the offer's prices.
        QVERIFY2(db.update([&](const Catalog &, Catalog *out, QString *) {
            *out = removing;
            return true;
        }, nullptr, CatalogDatabase::Parts::WithoutHistory), qPrintable(db.errorString()));
        QCOMPARE(orphans(), 0);
        QVERIFY(db.load(&reread, CatalogDatabase::Parts::WithoutHistory));
        QVERIFY(std::none_of(reread.offers.cbegin(), reread.offers.cend(), [&](const Offer &o) { return o.id == gone; }));
    }

    // The writer's own check of the offers that prices name, on a connection whose foreign
    // keys are off: an offer added by the same write or held by the file passes; one that
    // is neither fails the write, named.
    void aPriceOfNoOfferIsRefused()
    {
        bool ran = false;
        withOwnConnection(m_path, QStringLiteral("no-keys"), [&](const QSqlDatabase &raw) {
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            for (const qint64 missing : {qint64(0), qint64(987654)}) {
                QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
                {
                    OfferReferenceCheck check;
                    CatalogRowWriter writer(raw, CatalogRowWriter::Mode::Unchecked);
                    writer.setReferenceCheck(&check);
                    Catalog withNew = m_seed;
                    Offer added = newOffer(withNew, QStringLiteral("checked"));
                    withNew.offers << added;
                    QVERIFY2(writer.apply({CatalogTable::Offers, RowChange::Kind::Insert, {}, offerRow(withNew, added)}), qPrintable(writer.errorString()));
                    QVERIFY(writer.apply({CatalogTable::Prices, RowChange::Kind::Insert, {}, priceRow(added, int(indexOf(BillingMode::OnDemand)))}));
                    Offer existing = m_seed.offers[1];
                    existing.price[indexOf(BillingMode::Monthly)] = 4000;
                    QVERIFY(writer.apply({CatalogTable::Prices, RowChange::Kind::Insert, {}, priceRow(existing, int(indexOf(BillingMode::Monthly)))}));
                    if (missing > 0) {
                        Offer none = added;
                        none.id = missing;
                        QVERIFY(writer.apply({CatalogTable::Prices, RowChange::Kind::Insert, {}, priceRow(none, int(indexOf(BillingMode::OnDemand)))}));
                    }
                    const bool finished = writer.finish();
                    QCOMPARE(finished, missing == 0);
                    if (missing > 0)
                        QVERIFY2(writer.errorString().contains(QStringLiteral("offer %1").arg(missing)), qPrintable(writer.errorString()));
                }
                QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            }
            ran = true;
        });
        QVERIFY(ran);
    }

    // Held offers name their provider, GPU and source by key and are written with the ids,
    // each key looked up once (ReferenceIds): a key matches as the column compares (a
    // provider's key in any case), a provider removed and added again in the same write is
    // looked up again, and a key of no row refuses the statement's rows, the right one named.
    void heldOffersTakeTheIdsTheirKeysHaveNow()
    {
        bool ran = false;
        withOwnConnection(m_path, QStringLiteral("references"), [&](const QSqlDatabase &raw) {
            QSqlQuery q(raw);
            const auto providerIdOf = [&](const QString &where) {
                return q.exec(QStringLiteral("SELECT DISTINCT provider_id FROM offers WHERE ") + where) && q.next() ? q.value(0).toLongLong() : -1;
            };
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
            {
                CatalogRowWriter writer(raw, CatalogRowWriter::Mode::Unchecked);
                Catalog c = m_seed;
                const Provider aws = c.providers[c.offers[0].provider];
                const auto addOffers = [&](const QString &prefix, const QString &providerKey) {
                    for (int i = 0; i < 40; ++i) {
                        Offer o = newOffer(c, QStringLiteral("%1-%2").arg(prefix).arg(i));
                        c.offers << o;
                        CatalogRow row = offerRow(c, o);
                        row[1] = providerKey;
                        if (!writer.apply({CatalogTable::Offers, RowChange::Kind::Insert, {}, row}))
                            return false;
                    }
                    return writer.finish();
                };
                QVERIFY2(addOffers(QStringLiteral("first"), aws.key.toUpper()), qPrintable(writer.errorString()));
                const qint64 before = providerIdOf(QStringLiteral("instance_type LIKE 'first-%'"));
                QVERIFY(q.exec(QStringLiteral("SELECT id FROM providers WHERE key = '%1'").arg(aws.key)) && q.next());
                QCOMPARE(before, q.value(0).toLongLong());

                // Another provider takes the freed id (the largest, when it was); aws comes back under a new one.
                Provider interloper = aws;
                interloper.key = QStringLiteral("interloper");
                QVERIFY(writer.apply({CatalogTable::Providers, RowChange::Kind::Delete, providerRow(aws), {}}));
                QVERIFY(writer.apply({CatalogTable::Providers, RowChange::Kind::Insert, {}, providerRow(interloper)}));
                QVERIFY(writer.apply({CatalogTable::Providers, RowChange::Kind::Insert, {}, providerRow(aws)}));
                QVERIFY2(addOffers(QStringLiteral("second"), aws.key.toUpper()), qPrintable(writer.errorString()));
                const qint64 after = providerIdOf(QStringLiteral("instance_type LIKE 'second-%'"));
                QVERIFY(q.exec(QStringLiteral("SELECT id FROM providers WHERE key = '%1'").arg(aws.key)) && q.next());
                QCOMPARE(after, q.value(0).toLongLong());
                QVERIFY(after != before);

                Offer unknown = newOffer(c, QStringLiteral("third-0"));
                c.offers << unknown;
                QVERIFY(writer.apply({CatalogTable::Offers, RowChange::Kind::Insert, {}, offerRow(c, unknown)}));
                Offer nowhere = newOffer(c, QStringLiteral("third-1"));
                c.offers << nowhere;
                CatalogRow row = offerRow(c, nowhere);
                row[1] = QStringLiteral("no-such-cloud");
                QVERIFY(writer.apply({CatalogTable::Offers, RowChange::Kind::Insert, {}, row}));
                QVERIFY(!writer.finish());
                QVERIFY2(writer.errorString().contains(QStringLiteral("third-1")) && writer.errorString().contains(QStringLiteral("NOT NULL")),
                         qPrintable(writer.errorString()));
            }
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            ran = true;
        });
        QVERIFY(ran);
    }

    void aRefusedEditWritesNothing()
    {
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(!db.update([](const Catalog &, Catalog *, QString *error) {
            *error = QStringLiteral("no");
            return false;
        }));
        QCOMPARE(db.errorString(), QStringLiteral("no"));
        Catalog bad = m_seed;
        bad.offers[0].notes = QStringLiteral("kept?");
        bad.offers[1].gpuCount = 0; // the schema refuses it
        QVERIFY(!db.write(bad));
        QCOMPARE(db.failure(), CatalogDatabase::Failure::Environment);
        QCOMPARE(storedRows(stored()), storedRows(m_seed));
    }
};

GPUSCOUT_TEST_MAIN(TestCatalogWrites)
#include "tst_CatalogWrites.moc"
