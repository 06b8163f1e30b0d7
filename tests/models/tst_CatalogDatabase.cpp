#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/PriceHistoryExport.h"
#include "catalog/PriceUpdate.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CsvReader.h"
#include "catalog/MeasurementCsv.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCryptographicHash>
#include <QFile>
#include <QDate>
#include <QJsonDocument>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Runs statements on a raw connection, outside CatalogDatabase, to build test files.
void rawExec(const QString &path, const QStringList &statements, int migrateTo = -1)
{
    const QString name = QStringLiteral("raw-") + path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        if (migrateTo >= 0) {
            QString error;
            QVERIFY2(CatalogSchema::migrate(db, 0, migrateTo, &error), qPrintable(error));
        }
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s + QStringLiteral(": ") + q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Every table's CREATE statement as the file holds it.
QString schemaText(const QString &path)
{
    const QString name = QStringLiteral("schema-") + path;
    QString text;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(QStringLiteral("SELECT sql FROM sqlite_schema WHERE type = 'table'"), db);
            while (q.next())
                text += q.value(0).toString() + QLatin1Char('\n');
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return text;
}

} // namespace

class TestCatalogDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void createsANewFileFromTheSeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        QCOMPARE(db.schemaVersion(), CatalogSchema::CurrentVersion);
        QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));
        Catalog loaded;
        QVERIFY2(db.load(&loaded), qPrintable(db.errorString()));
        Catalog seed;
        QString error;
        QVERIFY(readCatalogCsv(test::fixture(QStringLiteral("catalog")), &seed, &error));
        QCOMPARE(loaded.offers.size(), seed.offers.size());
        QCOMPARE(loaded.gpus.size(), seed.gpus.size());
        QCOMPARE(loaded.providers.size(), seed.providers.size());
        QCOMPARE(loaded.sources.size(), seed.sources.size());
        for (int i = 0; i < seed.offers.size(); ++i) {
            const Offer &a = seed.offers[i];
            const Offer &b = loaded.offers[i];
            QCOMPARE(b.instanceType, a.instanceType);
            QCOMPARE(loaded.gpus[b.gpu].model, seed.gpus[a.gpu].model);
            QCOMPARE(b.currency, a.currency);
            QCOMPARE(b.flags, a.flags);
            QCOMPARE(b.notes, a.notes);
            for (BillingMode m : AllBillingModes)
                QCOMPARE(isKnown(b.priceFor(m)) ? b.priceFor(m) : -1.0, isKnown(a.priceFor(m)) ? a.priceFor(m) : -1.0);
            QCOMPARE(isKnown(b.networkGbps), isKnown(a.networkGbps));
            QCOMPARE(isKnown(b.spotInterruption), isKnown(a.spotInterruption));
        }
        QCOMPARE(loaded.gpuIndex(QStringLiteral("a100-80g-pcie")), loaded.gpuIndex(QStringLiteral("A100-80GB")));
        QVERIFY(!isKnown(loaded.gpus[loaded.gpuIndex(QStringLiteral("Mystery-X"))].vramGb));
    }

    void reopensAnExistingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        }
        CatalogDatabase db;
        QCOMPARE(db.open(path, QStringLiteral("/nonexistent")), CatalogDatabase::Status::Opened);
        Catalog c;
        QVERIFY(db.load(&c));
        QCOMPARE(c.offers.size(), 8);
        // The connection keeps its temporary files (a write's statement journals) in memory.
        int connections = 0;
        for (const QString &name : QSqlDatabase::connectionNames()) {
            QSqlDatabase connection = QSqlDatabase::database(name, false);
            if (connection.databaseName() != path || !connection.isOpen())
                continue;
            QSqlQuery q(connection);
            QVERIFY(q.exec(QStringLiteral("PRAGMA temp_store")) && q.next());
            QCOMPARE(q.value(0).toInt(), 2);
            ++connections;
        }
        QCOMPARE(connections, 1);
    }

    void invalidSeedCreatesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, dir.filePath(QStringLiteral("missing"))), CatalogDatabase::Status::Failed);
        QVERIFY(db.errorString().contains(QStringLiteral("bundled catalog is invalid")));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));
    }

    void migratesFromEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("fromVersion");
        for (int v = 1; v < CatalogSchema::CurrentVersion; ++v)
            QTest::addRow("from version %d", v) << v;
    }
    void migratesFromEveryEarlierVersion()
    {
        QFETCH(int, fromVersion);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        rawExec(path,
                {QStringLiteral("INSERT INTO sources (id, key, name, as_of) VALUES (1, 'src', 'Old source', '2025-01-01')"),
                 QStringLiteral("INSERT INTO gpus (id, model, vram_gb, fp16_tflops) VALUES (1, 'T4', 16, 65)"),
                 QStringLiteral("INSERT INTO providers (id, key, name, sla_percent) VALUES (1, 'aws', 'AWS', 99.5)"),
                 QStringLiteral("INSERT INTO offers (id, provider_id, instance_type, gpu_id, gpu_count, region, currency, "
                                "source_id, as_of) VALUES (7, 1, 'g4dn.xlarge', 1, 1, 'us-east-1', 'USD', 1, '2025-01-01')"),
                 QStringLiteral("INSERT INTO prices (offer_id, billing, price_per_hour) VALUES (7, 'on-demand', 0.526)"),
                 QStringLiteral("PRAGMA application_id = %1").arg(CatalogSchema::ApplicationId),
                 QStringLiteral("PRAGMA user_version = %1").arg(fromVersion)},
                fromVersion);
        CatalogDatabase db;
        QCOMPARE(db.open(path, QStringLiteral("/nonexistent")), CatalogDatabase::Status::Migrated);
        QCOMPARE(db.schemaVersion(), CatalogSchema::CurrentVersion);
        Catalog c;
        QVERIFY2(db.load(&c), qPrintable(db.errorString()));
        QCOMPARE(c.offers.size(), 1);
        QCOMPARE(c.offers[0].id, qint64(7));
        QCOMPARE(c.offers[0].instanceType, QStringLiteral("g4dn.xlarge"));
        QCOMPARE(c.offers[0].priceFor(BillingMode::OnDemand), 0.526);
        QCOMPARE(c.offers[0].source, QStringLiteral("src"));
        QVERIFY(!isKnown(c.offers[0].spotInterruption));
        QCOMPARE(c.offers[0].flags, QString());
        QCOMPARE(c.providers[0].slaPercent, 99.5);
        // Version 3: the price takes its row's date; the rate table starts with the default.
        QCOMPARE(c.offers[0].priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2025-01-01"));
        QCOMPARE(c.rates.perUsd(QStringLiteral("CNY")), 7.2);
        QVERIFY(c.priceHistory.isEmpty());
        // Version 4: offers carry a trust label, empty for rows written before it.
        QCOMPARE(c.offers[0].trust, QString());
        QVERIFY(!c.offers[0].needsQuote());
        // Version 5: no price has been confirmed by a feed yet; its as-of stands.
        QCOMPARE(c.offers[0].priceConfirmed[indexOf(BillingMode::OnDemand)], QString());
        QCOMPARE(c.offers[0].priceConfirmedFor(BillingMode::OnDemand), QStringLiteral("2025-01-01"));
        // Version 6: the default rate's source, written in English words by version 3, is its code.
        QCOMPARE(c.rates.find(QStringLiteral("CNY"))->source, QString::fromLatin1(DefaultRateSource));
        // Version 8: no vendor has reported stock or an account price for an old row.
        QCOMPARE(c.offers[0].availability, Availability::NotStated);
        QVERIFY(!isKnown(c.offers[0].accountPrice[indexOf(BillingMode::OnDemand)]));
    }

    // The stock a vendor reported and the account's own price survive a write and a load;
    // the schema refuses a stock level it does not know and an account price of 0.
    void stockAndAccountPricesRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog c;
        QVERIFY(db.load(&c));
        Offer &o = c.offers[1];
        o.availability = Availability::SoldOut;
        o.availabilityAsOf = QStringLiteral("2026-12-05");
        const BillingMode priced = isKnown(o.priceFor(BillingMode::OnDemand)) ? BillingMode::OnDemand : BillingMode::Spot;
        o.accountPrice.set(indexOf(priced), o.priceFor(priced) * 0.8);
        QVERIFY2(db.write(c), qPrintable(db.errorString()));
        Catalog again;
        QVERIFY(db.load(&again));
        QCOMPARE(again.offers[1].availability, Availability::SoldOut);
        QCOMPARE(again.offers[1].availabilityAsOf, QStringLiteral("2026-12-05"));
        QCOMPARE(again.offers[1].accountPrice[indexOf(priced)], o.priceFor(priced) * 0.8);
        QCOMPARE(again.offers[1].priceFor(priced), o.priceFor(priced));
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-check"));
        {
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(!q.exec(QStringLiteral("UPDATE offers SET availability = 'plenty'")));
            QVERIFY(!q.exec(QStringLiteral("UPDATE prices SET account_price_per_hour = 0")));
            raw.close();
        }
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("raw-check"));
    }

    // A spec's trust label and an offer without any price (it needs a quote) survive a
    // write and a load: no price row is made up for it.
    void trustLabelsAndQuotelessOffersRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog c;
        QVERIFY(db.load(&c));
        Offer quoteless = c.offers[0];
        quoteless.id = 0;
        quoteless.instanceType = QStringLiteral("ecs.gn8v.4xlarge");
        quoteless.region = QStringLiteral("unspecified");
        quoteless.price.fill(Unknown);
        quoteless.trust = QStringLiteral("vendor_doc");
        quoteless.flags = QStringLiteral("gpu-inferred");
        c.offers << quoteless;
        QVERIFY2(db.write(c), qPrintable(db.errorString()));
        Catalog again;
        QVERIFY(db.load(&again));
        const Offer &back = again.offers.last();
        QCOMPARE(back.instanceType, QStringLiteral("ecs.gn8v.4xlarge"));
        QVERIFY(back.needsQuote());
        QCOMPARE(back.trust, QStringLiteral("vendor_doc"));
        QVERIFY(back.hasFlag(u"gpu-inferred"));
        QVERIFY(!back.hasFlag(u"gpu"));
    }

    // A version-3 file keeps every figure through the migrations to version 5, and the
    // confirmation date version 5 adds is written and read back.
    void confirmationDateAfterMigration()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
        rawExec(path,
                {QStringLiteral("INSERT INTO sources (id, key, name, as_of) VALUES (1, 'src', 'Old source', '2025-01-01')"),
                 QStringLiteral("INSERT INTO gpus (id, model, vram_gb, fp16_tflops) VALUES (1, 'T4', 16, 65)"),
                 QStringLiteral("INSERT INTO providers (id, key, name) VALUES (1, 'aws', 'AWS')"),
                 QStringLiteral("INSERT INTO offers (id, provider_id, instance_type, gpu_id, gpu_count, region, currency, "
                                "source_id, as_of) VALUES (7, 1, 'g4dn.xlarge', 1, 1, 'us-east-1', 'USD', 1, '2025-01-01')"),
                 QStringLiteral("INSERT INTO prices (offer_id, billing, price_per_hour, as_of) VALUES (7, 'spot', 0.21, '2025-03-01')"),
                 QStringLiteral("PRAGMA application_id = %1").arg(CatalogSchema::ApplicationId),
                 QStringLiteral("PRAGMA user_version = 3")},
                3);
        CatalogDatabase db;
        QCOMPARE(db.open(path, QStringLiteral("/nonexistent")), CatalogDatabase::Status::Migrated);
        Catalog c;
        QVERIFY(db.load(&c));
        QCOMPARE(c.offers[0].priceAsOfFor(BillingMode::Spot), QStringLiteral("2025-03-01"));
        c.offers[0].priceConfirmed.set(indexOf(BillingMode::Spot), QStringLiteral("2026-11-20"));
        QVERIFY2(db.write(c), qPrintable(db.errorString()));
        Catalog again;
        QVERIFY(db.load(&again));
        QCOMPARE(again.offers[0].priceAsOfFor(BillingMode::Spot), QStringLiteral("2025-03-01"));
        QCOMPARE(again.offers[0].priceConfirmedFor(BillingMode::Spot), QStringLiteral("2026-11-20"));
    }

    // Everything catalog upkeep adds survives a write and a load unchanged: per-price dates,
    // a quote's expiry, the price history and the rate table.
    void upkeepFieldsRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog c;
        QVERIFY(db.load(&c));
        Offer &o = c.offers[2];
        o.priceAsOf.set(indexOf(BillingMode::OnDemand), QStringLiteral("2026-10-01"));
        o.validUntil = QStringLiteral("2027-01-31");
        c.priceHistory << PriceChange{o.id, BillingMode::OnDemand, 9.5, o.currency, QStringLiteral("2026-06-01"),
                                      QStringLiteral("2026-10-01")}
                       << PriceChange{o.id, BillingMode::OnDemand, 9.0, o.currency, QStringLiteral("2026-08-01"),
                                      QStringLiteral("2026-10-01")};
        QVERIFY(c.rates.set({QStringLiteral("EUR"), 0.93, QStringLiteral("2026-11-02"), QStringLiteral("ECB")}));
        QVERIFY(c.rates.set({QStringLiteral("CNY"), 7.11, QStringLiteral("2026-11-03"), QStringLiteral("PBoC")}));
        QVERIFY2(db.write(c), qPrintable(db.errorString()));
        Catalog again;
        QVERIFY(db.load(&again));
        QCOMPARE(again.offers[2].priceAsOf, o.priceAsOf);
        QCOMPARE(again.offers[2].validUntil, o.validUntil);
        QCOMPARE(again.priceHistory, c.priceHistory);
        QCOMPARE(again.rates, c.rates);
        QCOMPARE(again.rates.convert(7.11, QStringLiteral("CNY"), QStringLiteral("EUR")), 0.93);

        // Deleting an offer takes its history with it.
        again.offers.removeAt(2);
        again.priceHistory.clear();
        QVERIFY(db.write(again));
        Catalog third;
        QVERIFY(db.load(&third));
        QVERIFY(third.priceHistory.isEmpty());
        QCOMPARE(third.offers.size(), c.offers.size() - 1);
    }

    void leavesUnusableFilesUntouched_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::addRow("text file") << QStringLiteral("text") << QStringLiteral("not a SQLite database");
        QTest::addRow("empty file") << QStringLiteral("empty") << QStringLiteral("not a SQLite database");
        QTest::addRow("foreign SQLite") << QStringLiteral("foreign") << QStringLiteral("not a GpuScout catalog");
        QTest::addRow("newer version") << QStringLiteral("newer") << QStringLiteral("newer GpuScout");
        QTest::addRow("corrupt") << QStringLiteral("corrupt") << QStringLiteral("corrupt");
    }
    void leavesUnusableFilesUntouched()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("file.sqlite"));
        if (kind == QLatin1String("text") || kind == QLatin1String("empty")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (kind == QLatin1String("text"))
                f.write("provider,instance\naws,p5\n");
        } else if (kind == QLatin1String("foreign")) {
            rawExec(path, {QStringLiteral("CREATE TABLE notes (body TEXT)"),
                           QStringLiteral("INSERT INTO notes VALUES ('keep me')")});
        } else if (kind == QLatin1String("newer")) {
            rawExec(path, {QStringLiteral("PRAGMA application_id = %1").arg(CatalogSchema::ApplicationId),
                           QStringLiteral("PRAGMA user_version = %1").arg(CatalogSchema::CurrentVersion + 1)},
                    CatalogSchema::CurrentVersion);
        } else {
            {
                CatalogDatabase db;
                QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 8192);
            f.seek(4096);
            f.write(QByteArray(4096, '\xA5'));
        }
        const QByteArray before = digest(path);
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Failed);
        QVERIFY2(db.errorString().contains(expected), qPrintable(db.errorString()));
        QVERIFY2(db.errorString().contains(path), qPrintable(db.errorString()));
        QCOMPARE(digest(path), before);
    }

    // A command that shows no history reads the catalog without it (a team's years of daily
    // history made `rank` 14 times slower); such a catalog never replaces one read with its
    // history, which would erase the stored history, while writing it, or a change made on it
    // (before and after both without history), keeps the stored history as it was.
    void withoutHistoryReadsNoHistoryAndErasesNone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog full;
        QVERIFY(db.load(&full));
        Catalog changed = full;
        QVERIFY(recordPriceChange(changed, 0, BillingMode::OnDemand, 48, QStringLiteral("2026-03-01"), QStringLiteral("2026-03-01")));
        QVERIFY(db.applyChange(full, changed));

        Catalog light;
        QVERIFY(db.load(&light, CatalogDatabase::Parts::WithoutHistory));
        QVERIFY(!light.historyLoaded);
        QVERIFY(light.priceHistory.isEmpty());
        QCOMPARE(light.offers.size(), full.offers.size());
        // Written whole, it keeps the stored history (what a price update does); put in place
        // of a catalog read with its history, it would erase it, and is refused.
        QVERIFY2(db.write(light), qPrintable(db.errorString()));
        Catalog kept;
        QVERIFY(db.load(&kept));
        QCOMPARE(kept.priceHistory, full.priceHistory + QList<PriceChange>{changed.priceHistory.last()});
        QVERIFY(!db.update([&](const Catalog &, Catalog *out, QString *) {
            *out = light;
            return true;
        }));
        QVERIFY2(db.errorString().contains(QLatin1String("without its price history")), qPrintable(db.errorString()));

        Catalog after = light;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 40, QStringLiteral("2026-06-01"), QStringLiteral("2026-06-01")));
        QVERIFY2(db.applyChange(light, after), qPrintable(db.errorString()));
        Catalog reloaded;
        QVERIFY(db.load(&reloaded));
        QVERIFY(reloaded.historyLoaded);
        QCOMPARE(reloaded.priceHistory.size(), 2); // 55.04 replaced on March 1, 48 on June 1
        QCOMPARE(reloaded.priceHistory[0].pricePerHour, 55.04);
        QCOMPARE(reloaded.priceHistory[1].pricePerHour, 48.0);
        QCOMPARE(reloaded.offers[0].priceFor(BillingMode::OnDemand), 40.0);
    }

    // `catalog export --what history` streams a file's history from the database: the same
    // CSV, byte for byte, and the same JSON as the export of the loaded catalog, in pieces,
    // whatever the text holds (a quote, a comma, a tab, Chinese).
    void streamedHistoryEqualsTheLoadedExport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stream.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog before;
        QVERIFY(db.load(&before));
        Catalog after = before;
        after.offers[1].instanceType = QStringLiteral("p4d \"quoted\", 中文\tx");
        for (int i = 0; i < 40; ++i)
            QVERIFY(recordPriceChange(after, i % 3, i % 2 ? BillingMode::OnDemand : BillingMode::Spot, 10.0 + i / 3.0, QString(),
                                      QDate(2026, 1, 1).addDays(i).toString(Qt::ISODate)));
        QVERIFY2(db.applyChange(before, after), qPrintable(db.errorString()));
        Catalog loaded;
        QVERIFY(db.load(&loaded));
        QVERIFY(loaded.priceHistory.size() >= 30);
        for (const bool json : {false, true}) {
            QByteArray streamed;
            int pieces = 0;
            QVERIFY2(db.streamPriceHistory(json, [&](const QByteArray &piece) {
                streamed += piece;
                ++pieces;
                return true;
            }), qPrintable(db.errorString()));
            QVERIFY(pieces >= 1);
            if (json) {
                QJsonParseError error;
                const QJsonDocument doc = QJsonDocument::fromJson(streamed, &error);
                QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
                QCOMPARE(doc, QJsonDocument::fromJson(priceHistoryJson(loaded)));
            } else {
                QCOMPARE(streamed, priceHistoryCsv(loaded));
            }
        }
        // A write that fails stops the stream and says so.
        QVERIFY(!db.streamPriceHistory(false, [](const QByteArray &) { return false; }));
    }

    // A catalog over 16 MB is not checked page by page on opening (the check was a quarter of
    // `rank` at 100,000 offers); a damaged page is then found when the catalog is read, and
    // reported as corrupt, never read as data, and the file is left as it was.
    void largeCatalogDamageIsFoundWhenRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.sqlite"));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        }
        // 17 MB of price history, in one transaction.
        rawExec(path, {QStringLiteral("BEGIN"),
                       QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) "
                                      "INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                                      "SELECT (SELECT min(id) FROM offers), 'on-demand', 1 + i % 97, 'USD', '2025-01-01', "
                                      "'2025-02-01 ' || printf('%020d', i) FROM n"),
                       QStringLiteral("COMMIT")});
        QVERIFY2(QFileInfo(path).size() > 16 * 1024 * 1024, qPrintable(QString::number(QFileInfo(path).size())));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path), CatalogDatabase::Status::Opened);
            Catalog c;
            QVERIFY2(db.load(&c), qPrintable(db.errorString()));
            QCOMPARE(c.priceHistory.size(), 300000);
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(4096);
        f.write(QByteArray(4096, '\xA5'));
        f.close();
        const QByteArray before = digest(path);
        CatalogDatabase db;
        Catalog c;
        const bool read = db.open(path) != CatalogDatabase::Status::Failed && db.load(&c);
        QVERIFY(!read);
        QVERIFY2(db.errorString().contains(QLatin1String("corrupt")), qPrintable(db.errorString()));
        QCOMPARE(digest(path), before);
    }

    // A migration that fails leaves the file as it was, says why, and leaves no Qt warning
    // about a connection still in use behind.
    void aFailedMigrationLeavesTheFileAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v2.sqlite"));
        // Version 3 creates price_history: a table of that name already there makes it fail.
        rawExec(path, {QStringLiteral("CREATE TABLE price_history (x)")}, 2);
        const QByteArray before = digest(path);
        QTest::failOnWarning(QRegularExpression(QStringLiteral("still in use")));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Failed);
        QVERIFY2(db.errorString().contains(QStringLiteral("could not be upgraded from catalog version 2")), qPrintable(db.errorString()));
        QVERIFY2(db.errorString().contains(QStringLiteral("already exists")), qPrintable(db.errorString()));
        QVERIFY2(!db.errorString().contains(QStringLiteral("Unable to")), qPrintable(db.errorString())); // SQLite's text alone
        QCOMPARE(db.failure(), CatalogDatabase::Failure::Environment);
        QCOMPARE(digest(path), before);
    }

    // The list checks of the tables an import writes row by row are written out as the same
    // test (ListChecks), in a new file, an upgraded one and one of this version written with
    // lists: the schema version stays, the file passes SQLite's check, and the checks still
    // refuse what the lists refused and accept what they accepted.
    void listChecksAreWrittenOut_data()
    {
        QTest::addColumn<int>("fromVersion");
        QTest::newRow("new file") << 0;
        QTest::newRow("version 8") << 8;
        QTest::newRow("this version, with lists") << int(CatalogSchema::CurrentVersion);
    }
    void listChecksAreWrittenOut()
    {
        QFETCH(int, fromVersion);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("checks.sqlite"));
        const QString seed = test::fixture(QStringLiteral("catalog"));
        if (fromVersion > 0) {
            rawExec(path, {QStringLiteral("PRAGMA application_id = %1").arg(CatalogSchema::ApplicationId)}, fromVersion);
            QVERIFY(schemaText(path).contains(QStringLiteral("billing IN ('on-demand'")));
        }
        {
            CatalogDatabase db;
            QVERIFY2(db.open(path, seed) != CatalogDatabase::Status::Failed, qPrintable(db.errorString()));
            QCOMPARE(db.schemaVersion(), CatalogSchema::CurrentVersion);
        }
        const QString schema = schemaText(path);
        QVERIFY2(!schema.contains(QStringLiteral("billing IN ('on-demand'")) && !schema.contains(QStringLiteral("availability IN (")), qPrintable(schema));
        QCOMPARE(schema.count(QStringLiteral("billing = 'on-demand' OR billing = 'spot' OR billing = 'reserved-1y' OR billing = 'monthly'")), 2);
        // The price book's list is written a few rows at a time and keeps its list.
        QVERIFY(schema.contains(QStringLiteral("billing IN ('', 'on-demand'")));
        const QString name = QStringLiteral("checks-") + QString::fromLatin1(QTest::currentDataTag());
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            // A new file has 8 KiB pages and keeps its prices in the key's b-tree alone; a file
            // made before keeps its page size.
            QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
            QCOMPARE(q.value(0).toInt(), fromVersion == 0 ? 8192 : 4096);
            if (fromVersion == 0) {
                QVERIFY(q.exec(QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = 'prices'")) && q.next());
                QVERIFY2(q.value(0).toString().trimmed().endsWith(QStringLiteral("WITHOUT ROWID")), qPrintable(q.value(0).toString()));
            }
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            const QString offer = QStringLiteral("INSERT INTO offers (id, provider_id, instance_type, gpu_id, gpu_count, currency, source_id, as_of, availability) "
                                                 "VALUES (%1, 1, 'x%1', 1, 1, 'USD', 1, '2026-01-01', '%2')");
            const QString price = QStringLiteral("INSERT INTO %1 (offer_id, billing, price_per_hour%2) VALUES (9001, '%3', 1%4)");
            QVERIFY(q.exec(QStringLiteral("BEGIN")));
            QVERIFY2(q.exec(offer.arg(9001).arg(QStringLiteral("low"))), qPrintable(q.lastError().text()));
            QVERIFY(q.exec(offer.arg(9002).arg(QString())));
            QVERIFY(!q.exec(offer.arg(9003).arg(QStringLiteral("plenty"))));
            QVERIFY(q.lastError().text().contains(QStringLiteral("CHECK constraint failed")));
            for (const QString &table : {QStringLiteral("prices"), QStringLiteral("price_history")}) {
                const QString currency = table == QLatin1String("prices") ? QString() : QStringLiteral(", currency");
                const QString usd = table == QLatin1String("prices") ? QString() : QStringLiteral(", 'USD'");
                for (const QString &mode : {QStringLiteral("on-demand"), QStringLiteral("spot"), QStringLiteral("reserved-1y"), QStringLiteral("monthly")})
                    QVERIFY2(q.exec(price.arg(table, currency, mode, usd)), qPrintable(table + mode + q.lastError().text()));
                QVERIFY(!q.exec(price.arg(table, currency, QStringLiteral("weekly"), usd)));
                QVERIFY(!q.exec(price.arg(table, currency, QStringLiteral("On-Demand"), usd)));
            }
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            raw.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    // The bundled catalog's measurements and GPU stacks arrive with a new file, every figure
    // as the CSV has it.
    void bundledMeasurementsArriveWithANewFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path), CatalogDatabase::Status::Created);
        Catalog loaded;
        QVERIFY2(db.load(&loaded), qPrintable(db.errorString()));
        Catalog seed;
        QString error;
        QVERIFY(readCatalogCsv(QStringLiteral(":/catalog"), &seed, &error));
        QCOMPARE(loaded.measurements.size(), seed.measurements.size());
        QHash<QString, Measurement> byKey;
        for (const Measurement &m : std::as_const(seed.measurements))
            byKey.insert(m.key, m);
        for (const Measurement &m : std::as_const(loaded.measurements))
            QVERIFY2(byKey.value(m.key) == m, qPrintable(m.key));
        const GpuSpec &v520 = loaded.gpus[loaded.gpuIndex(QStringLiteral("RadeonProV520"))];
        QCOMPARE(v520.stacks, QStringLiteral("graphics"));
        QCOMPARE(loaded.gpus[loaded.gpuIndex(QStringLiteral("H100-SXM"))].architecture, QStringLiteral("hopper"));
        QVERIFY(loaded.performance);
    }

    // A trial run survives closing and opening the file again.
    void aTrialRunSurvivesARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        Measurement trial;
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
            Catalog c;
            QVERIFY(db.load(&c));
            trial.key = newMeasurementKey();
            trial.kind = MeasurementKind::Trial;
            trial.source = QStringLiteral("trial");
            trial.provider = QStringLiteral("aws");
            trial.instanceType = QStringLiteral("g4dn.xlarge");
            trial.gpu = QStringLiteral("T4");
            trial.gpuCount = 1;
            trial.gpusUsed = 1;
            trial.task = Task::Inference;
            trial.parameters = 7e9;
            trial.precision = QStringLiteral("int4");
            trial.engine = QStringLiteral("llama.cpp");
            trial.promptTokens = 512;
            trial.outputTokens = 128;
            trial.concurrency = 1;
            trial.metric = Metric::OutputTokensPerSecond;
            trial.value = 41.5;
            trial.date = QStringLiteral("2026-12-02");
            trial.notes = QStringLiteral("one hour on demand, as seed 000 advises");
            Catalog after = c;
            after.measurements << trial;
            QVERIFY2(db.write(after), qPrintable(db.errorString()));
        }
        CatalogDatabase again;
        QCOMPARE(again.open(path, QStringLiteral("/nonexistent")), CatalogDatabase::Status::Opened);
        Catalog c;
        QVERIFY(again.load(&c));
        QCOMPARE(c.measurements.size(), 1);
        QVERIFY(c.measurements[0] == trial);
    }

    // Upgrading a version-6 file brings the bundled measurements and the GPUs' stacks, and keeps
    // what the file had.
    void upgradingBringsTheBundledMeasurements()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        rawExec(path,
                {QStringLiteral("INSERT INTO sources (id, key, name, as_of) VALUES (1, 'src', 'Old source', '2025-01-01')"),
                 QStringLiteral("INSERT INTO gpus (id, model, vram_gb, fp16_tflops, mem_bw_gbs) VALUES (1, 'L4', 24, 121, 300)"),
                 QStringLiteral("INSERT INTO providers (id, key, name) VALUES (1, 'aws', 'AWS')"),
                 QStringLiteral("INSERT INTO offers (id, provider_id, instance_type, gpu_id, gpu_count, region, currency, "
                                "source_id, as_of) VALUES (7, 1, 'g6.xlarge', 1, 1, 'us-east-1', 'USD', 1, '2025-01-01')"),
                 QStringLiteral("PRAGMA application_id = %1").arg(CatalogSchema::ApplicationId),
                 QStringLiteral("PRAGMA user_version = 6")},
                6);
        CatalogDatabase db;
        QCOMPARE(db.open(path), CatalogDatabase::Status::Migrated);
        Catalog c;
        QVERIFY2(db.load(&c), qPrintable(db.errorString()));
        QCOMPARE(c.offers.size(), 1);
        QCOMPARE(c.gpus.size(), 1);
        QCOMPARE(c.gpus[0].architecture, QStringLiteral("ada"));
        QCOMPARE(c.gpus[0].stacks, QStringLiteral("cuda"));
        QVERIFY(c.measurements.size() > 500); // the L4's: Spare Cores' llama.cpp and vLLM runs, MLPerf's
        for (const Measurement &m : std::as_const(c.measurements))
            QCOMPARE(m.gpu, QStringLiteral("L4"));
        QVERIFY(c.sourceIndex(QStringLiteral("sparecores-inspector")) >= 0);
    }

    // measurements.csv (and `catalog measure export`) reads back to the same measurements.
    void measurementsRoundTripThroughCsv()
    {
        Catalog seed;
        QString error;
        QVERIFY(readCatalogCsv(QStringLiteral(":/catalog"), &seed, &error));
        const QString text = measurementsCsv(seed.measurements);
        const CsvTable table = CsvTable::parse(text, QStringLiteral("export.csv"));
        QVERIFY2(table.ok(), qPrintable(table.error()));
        QList<Measurement> back;
        QVERIFY2(readMeasurementRows(table, QStringLiteral("export.csv"), seed, &back, &error), qPrintable(error));
        QCOMPARE(back.size(), seed.measurements.size());
        for (int i = 0; i < back.size(); ++i)
            QVERIFY2(back[i] == seed.measurements[i], qPrintable(seed.measurements[i].key));
    }

    void badMeasurementRowsNameTheCell_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("message");
        const QString good = QStringLiteral("T4,1,inference,7e9,output-tokens-per-second,40,int4,512,128,1");
        QTest::addRow("unknown GPU") << QStringLiteral("Z9,1,inference,7e9,output-tokens-per-second,40,int4,512,128,1")
                                     << QStringLiteral("m.csv:2: gpu: 'Z9' is not a GPU model or alias");
        QTest::addRow("unknown metric") << QStringLiteral("T4,1,inference,7e9,speed,40,int4,512,128,1")
                                        << QStringLiteral("m.csv:2: metric: 'speed' is not a metric");
        QTest::addRow("zero value") << QStringLiteral("T4,1,inference,7e9,output-tokens-per-second,0,int4,512,128,1")
                                    << QStringLiteral("m.csv:2: row: value: expected the measured figure");
        QTest::addRow("training metric for serving") << QStringLiteral("T4,1,inference,7e9,minutes,40,int4,512,128,1")
                                                     << QStringLiteral("m.csv:2: row: metric: minutes measures training");
        QTest::addRow("not a number") << QStringLiteral("T4,1,inference,seven,output-tokens-per-second,40,int4,512,128,1")
                                      << QStringLiteral("m.csv:2: parameters: 'seven' is not a number");
        QTest::addRow("bad precision") << QStringLiteral("T4,1,inference,7e9,output-tokens-per-second,40,q4,512,128,1")
                                       << QStringLiteral("m.csv:2: precision: 'q4' is not a precision");
        Q_UNUSED(good)
    }
    void badMeasurementRowsNameTheCell()
    {
        QFETCH(QString, row);
        QFETCH(QString, message);
        Catalog seed;
        QString error;
        QVERIFY(readCatalogCsv(test::fixture(QStringLiteral("catalog")), &seed, &error));
        const CsvTable table = CsvTable::parse(
            QStringLiteral("gpu,gpus_used,task,parameters,metric,value,precision,prompt_tokens,output_tokens,concurrency\n") + row + u'\n',
            QStringLiteral("m.csv"));
        QVERIFY(table.ok());
        QList<Measurement> out;
        QVERIFY(!readMeasurementRows(table, QStringLiteral("m.csv"), seed, &out, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        QVERIFY(out.isEmpty());
    }

    void writeReplacesTheCatalogInOneTransaction()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog c;
        QVERIFY(db.load(&c));
        c.offers.removeLast();
        c.offers[0].price[indexOf(BillingMode::OnDemand)] = 50.0;
        QVERIFY2(db.write(c), qPrintable(db.errorString()));
        Catalog again;
        QVERIFY(db.load(&again));
        QCOMPARE(again.offers.size(), 7);
        QCOMPARE(again.offers[0].priceFor(BillingMode::OnDemand), 50.0);

        // A row the schema rejects rolls the whole write back.
        Catalog bad = again;
        bad.offers[1].gpuCount = 0;
        QVERIFY(!db.write(bad));
        Catalog unchanged;
        QVERIFY(db.load(&unchanged));
        QCOMPARE(unchanged.offers.size(), 7);
        QCOMPARE(unchanged.offers[1].gpuCount, again.offers[1].gpuCount);
    }
};

GPUSCOUT_TEST_MAIN(TestCatalogDatabase)
#include "tst_CatalogDatabase.moc"
