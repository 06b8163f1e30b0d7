// The Prices over Time lines a catalog file keeps computed (issue 29: a GPU with 5,000,000
// history rows drawn within 100 ms): after every kind of write, through this program or
// behind its back, the stored lines either equal the lines computed from the whole
// history, or are refused so that the caller computes them.

#include "catalog/CatalogDatabase.h"
#include "domain/Catalog.h"
#include "insight/PriceSeries.h"
#include "TestMain.h"
#include "TestSupport.h"

#include <QDate>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpuscout;

namespace {

// Runs SQL on the file through a connection of its own: another program's write.
bool execElsewhere(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("elsewhere");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &sql : statements) {
            if (ok && !q.exec(sql)) {
                qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool samePrice(double a, double b, bool exact)
{
    return exact ? a == b : std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestPriceSeriesTable : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    QStringList m_gpus; // the GPUs given a history
    qsizetype m_minPoints = 1000;
    // The bundled catalog (each GPU and provider a small share of the offers: their history
    // is read through the offer index) and the 8-offer fixture (each pair a large share:
    // the history table is read in its stored order).
    struct Subject {
        QString path;
        QStringList gpus;
        qsizetype minPoints = 0;
    };
    QHash<QString, Subject> m_subjects;

    // The file's trigger on a new price, as its schema holds it.
    QString triggerText() const
    {
        QString text;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("trigger"));
            db.setDatabaseName(m_path);
            if (db.open()) {
                QSqlQuery q(QStringLiteral("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = 'price_series_prices_insert'"), db);
                while (q.next())
                    text += q.value(0).toString();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("trigger"));
        return text;
    }

    void use(const QString &name)
    {
        const Subject &s = m_subjects[name];
        m_path = s.path;
        m_gpus = s.gpus;
        m_minPoints = s.minPoints;
    }
    static void catalogs()
    {
        QTest::addColumn<QString>("catalog");
        QTest::newRow("bundled") << QStringLiteral("bundled");
        QTest::newRow("fixture") << QStringLiteral("fixture");
    }

    // Random past prices for offers of a few GPUs (one of them priced in CNY), with the
    // current price moved to the last one, written as one change of the catalog.
    void addRandomHistory(CatalogDatabase &db, quint32 seed)
    {
        QRandomGenerator random(seed);
        QVERIFY2(db.update([&](const Catalog &now, Catalog *after, QString *) {
            *after = now;
            int changed = 0;
            for (Offer &o : after->offers) {
                if (o.gpu < 0 || !m_gpus.contains(after->gpus[o.gpu].model) || random.bounded(3) == 0)
                    continue;
                for (BillingMode m : {BillingMode::OnDemand, BillingMode::Spot}) {
                    if (!isKnown(o.priceFor(m)) && random.bounded(2) == 0)
                        continue;
                    QDate day = QDate(2025, 1, 1).addDays(random.bounded(400));
                    double price = isKnown(o.priceFor(m)) ? o.priceFor(m) : 10 + random.bounded(50);
                    for (int k = random.bounded(1, 6); k > 0; --k) {
                        const QDate next = day.addDays(random.bounded(0, 90)); // a same-day replacement is a span of none
                        after->priceHistory << PriceChange{o.id, m, price, o.currency, day.toString(Qt::ISODate), next.toString(Qt::ISODate)};
                        day = next;
                        price = std::round(price * (0.8 + random.bounded(0.4)) * 100) / 100;
                    }
                    o.price[indexOf(m)] = price;
                    o.priceAsOf.set(indexOf(m), day.toString(Qt::ISODate));
                    ++changed;
                }
            }
            return changed > 0;
        }), qPrintable(db.errorString()));
    }

    // A price feed's run on `day`: some prices replaced (the old one moves to the history on
    // that day), one offer added, the rest confirmed unchanged.
    void feedUpdate(CatalogDatabase &db, const QDate &day, quint32 seed)
    {
        QRandomGenerator random(seed);
        QVERIFY2(db.update([&](const Catalog &now, Catalog *after, QString *) {
            *after = now;
            qint64 maxId = 0;
            for (const Offer &o : std::as_const(after->offers))
                maxId = std::max(maxId, o.id);
            const QString today = day.toString(Qt::ISODate);
            for (int i = 0, n = int(after->offers.size()); i < n; ++i) {
                Offer &o = after->offers[i];
                if (o.gpu < 0 || !m_gpus.contains(after->gpus[o.gpu].model))
                    continue;
                if (random.bounded(10) == 0) {
                    Offer added = o;
                    added.id = ++maxId;
                    added.instanceType += QStringLiteral("-feed-%1").arg(added.id);
                    added.asOf = today;
                    for (std::size_t mode = 0; mode < BillingModeCount; ++mode)
                        added.priceAsOf.set(mode, today);
                    after->offers << added;
                    continue;
                }
                for (BillingMode m : {BillingMode::OnDemand, BillingMode::Spot}) {
                    if (!isKnown(o.priceFor(m)) || (m_minPoints >= 1000 && random.bounded(3) != 0))
                        continue; // a few of many, or every price of the small catalog
                    after->priceHistory << PriceChange{o.id, m, o.priceFor(m), o.currency, o.priceAsOfFor(m), today};
                    o.price[indexOf(m)] = std::round(o.priceFor(m) * (0.9 + random.bounded(0.2)) * 100) / 100;
                    o.priceAsOf.set(indexOf(m), today);
                }
            }
            return true;
        }), qPrintable(db.errorString()));
    }

    // Every query of the GPUs: all providers and each alone, every billing mode and each
    // of two, four date ranges, two currencies; the stored lines against the computed ones.
    void compareAll(CatalogDatabase &db, bool expectServed = true)
    {
        Catalog whole, light;
        QVERIFY(db.load(&whole));
        QVERIFY(db.load(&light, CatalogDatabase::Parts::WithoutHistory));
        qsizetype compared = 0;
        for (const QString &gpu : std::as_const(m_gpus)) {
            QStringList providers{QString()};
            for (const Offer &o : std::as_const(whole.offers)) {
                if (o.gpu >= 0 && whole.gpus[o.gpu].model == gpu && !providers.contains(whole.providers[o.provider].key))
                    providers << whole.providers[o.provider].key;
            }
            for (const QString &provider : std::as_const(providers)) {
                for (const QList<BillingMode> &billings : {QList<BillingMode>{}, QList<BillingMode>{BillingMode::OnDemand}, QList<BillingMode>{BillingMode::Spot}}) {
                    for (const char *since : {"", "2024-06-01", "2025-07-15", "2030-01-01"}) {
                        for (const char *currency : {"USD", "CNY"}) {
                            PriceSeriesQuery q;
                            q.gpu = gpu;
                            if (!provider.isEmpty())
                                q.providers = {provider};
                            q.billings = billings;
                            q.since = QLatin1String(since);
                            q.currency = QLatin1String(currency);
                            const QList<PriceSeriesLine> computed = priceSeries(whole, q);
                            QList<PriceSeriesLine> stored;
                            bool served = false;
                            QVERIFY2(db.loadPriceSeries(light, q, &stored, &served), qPrintable(db.errorString()));
                            QCOMPARE(served, expectServed);
                            if (!served)
                                continue;
                            const QString what = QStringLiteral("%1 %2 since '%3' in %4").arg(gpu, provider, QLatin1String(since), QLatin1String(currency));
                            QVERIFY2(stored.size() == computed.size(), qPrintable(what + QStringLiteral(": %1 lines, computed %2").arg(stored.size()).arg(computed.size())));
                            for (int i = 0; i < stored.size(); ++i) {
                                const PriceSeriesLine &s = stored[i], &c = computed[i];
                                QVERIFY2(s.provider == c.provider && s.providerName == c.providerName && s.billing == c.billing, qPrintable(what));
                                QVERIFY2(s.quotedOn == c.quotedOn, qPrintable(what + QStringLiteral(": quoted on ") + s.quotedOn.join(u',') + QStringLiteral(" / ") + c.quotedOn.join(u',')));
                                QVERIFY2(s.points.size() == c.points.size(), qPrintable(what + QStringLiteral(": %1 points, computed %2").arg(s.points.size()).arg(c.points.size())));
                                for (int k = 0; k < s.points.size(); ++k) {
                                    const PricePoint &a = s.points[k], &b = c.points[k];
                                    const bool exact = q.currency == QLatin1String("USD");
                                    QVERIFY2(a.date == b.date && a.offers == b.offers && samePrice(a.lowest, b.lowest, exact) && samePrice(a.median, b.median, exact),
                                             qPrintable(what + QStringLiteral(": point %1: %2 %3 %4 %5 / %6 %7 %8 %9").arg(k).arg(a.date).arg(a.offers).arg(a.lowest, 0, 'g', 17).arg(a.median, 0, 'g', 17)
                                                            .arg(b.date).arg(b.offers).arg(b.lowest, 0, 'g', 17).arg(b.median, 0, 'g', 17)));
                                }
                                compared += s.points.size();
                            }
                        }
                    }
                }
            }
        }
        if (expectServed)
            QVERIFY2(compared >= m_minPoints, qPrintable(QStringLiteral("only %1 points compared").arg(compared)));
    }

private Q_SLOTS:
    // A warning is a failure here: the lines' SQL is built from text (a QString::arg with
    // no place for its argument warned on every import of one machine).
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("."))); }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        {
            const QString path = m_dir.filePath(QStringLiteral("bundled.sqlite"));
            CatalogDatabase db;
            QVERIFY2(db.open(path) == CatalogDatabase::Status::Created, qPrintable(db.errorString()));
            Catalog c;
            QVERIFY(db.load(&c));
            // Two GPUs of the global clouds and the first one the Chinese clouds price in CNY.
            QStringList gpus{QStringLiteral("H100-SXM"), QStringLiteral("A100-80GB")};
            for (const Offer &o : std::as_const(c.offers)) {
                if (o.currency == QLatin1String("CNY") && o.gpu >= 0 && !gpus.contains(c.gpus[o.gpu].model)) {
                    gpus << c.gpus[o.gpu].model;
                    break;
                }
            }
            QCOMPARE(gpus.size(), 3);
            m_subjects.insert(QStringLiteral("bundled"), {path, gpus, 1000});
        }
        {
            const QString path = m_dir.filePath(QStringLiteral("fixture.sqlite"));
            CatalogDatabase db;
            QVERIFY2(db.open(path, test::fixture(QStringLiteral("catalog"))) == CatalogDatabase::Status::Created, qPrintable(db.errorString()));
            // H100-SXM at AWS and Vast.ai, A100-80GB at Alibaba Cloud in CNY.
            m_subjects.insert(QStringLiteral("fixture"), {path, {QStringLiteral("H100-SXM"), QStringLiteral("A100-80GB")}, 40});
        }
    }

    // A new catalog's lines are there from the start, and stay equal through writes that add
    // history, change an offer's GPU count, remove an offer and prune the history.
    void writesKeepLinesEqual_data() { catalogs(); }
    void writesKeepLinesEqual()
    {
        QFETCH(QString, catalog);
        use(catalog);
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        compareAll(db);
        for (quint32 seed : {1u, 2u, 3u}) {
            addRandomHistory(db, seed);
            compareAll(db);
        }
        QVERIFY(db.update([&](const Catalog &now, Catalog *after, QString *) {
            *after = now;
            bool countChanged = false;
            for (int i = 0; i < after->offers.size(); ++i) {
                Offer &o = after->offers[i];
                if (o.gpu >= 0 && after->gpus[o.gpu].model == m_gpus.first() && !countChanged) {
                    o.gpuCount = o.gpuCount * 2;
                    countChanged = true;
                } else if (o.gpu >= 0 && after->gpus[o.gpu].model == m_gpus[1]) {
                    const qint64 id = o.id;
                    after->offers.removeAt(i);
                    after->priceHistory.removeIf([id](const PriceChange &h) { return h.offerId == id; });
                    break;
                }
            }
            return true;
        }));
        compareAll(db);
        CatalogDatabase::HistoryPrune pruned;
        QVERIFY(db.pruneHistory(QStringLiteral("2025-06-01"), true, false, &pruned));
        QVERIFY(pruned.removed > 0);
        compareAll(db);
    }

    // Daily feed runs continue the lines from the changed prices alone (no pair is computed
    // from its whole history), a second run on the same day too, and the lines stay equal.
    void feedUpdatesContinueTheLines_data() { catalogs(); }
    void feedUpdatesContinueTheLines()
    {
        QFETCH(QString, catalog);
        use(catalog);
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        QDate day(2028, 1, 10); // after every date the earlier tests gave
        for (quint32 run = 0; run < 4; ++run) {
            feedUpdate(db, day, 10 + run);
            QVERIFY2(db.linesExtendedByLastWrite() >= 1 && db.linesRecomputedByLastWrite() == 0,
                     qPrintable(QStringLiteral("run %1: %2 continued, %3 computed again").arg(run).arg(db.linesExtendedByLastWrite()).arg(db.linesRecomputedByLastWrite())));
            compareAll(db);
            if (run != 1)
                day = day.addDays(1 + int(run));
        }
        // A correction dated before the lines' last day needs the whole history.
        QVERIFY(db.update([&](const Catalog &now, Catalog *after, QString *) {
            *after = now;
            for (Offer &o : after->offers) {
                if (o.gpu >= 0 && after->gpus[o.gpu].model == m_gpus.first() && isKnown(o.priceFor(BillingMode::OnDemand))) {
                    after->priceHistory << PriceChange{o.id, BillingMode::OnDemand, o.priceFor(BillingMode::OnDemand), o.currency,
                                                       o.priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2027-12-01")};
                    o.price[indexOf(BillingMode::OnDemand)] *= 2;
                    o.priceAsOf.set(indexOf(BillingMode::OnDemand), QStringLiteral("2027-12-01"));
                    break;
                }
            }
            return true;
        }));
        QCOMPARE(db.linesRecomputedByLastWrite(), 1);
        compareAll(db);
    }

    // An import of many new offers notes their prices in one statement, with the file's
    // trigger set aside for the transaction (PriceInsertBatch): the lines stay equal, the
    // trigger is back as it was, a write refused halfway leaves both as they were, and the
    // next small write is noted by the trigger again.
    void manyNewOffersAreNotedAtOnce_data() { catalogs(); }
    void manyNewOffersAreNotedAtOnce()
    {
        QFETCH(QString, catalog);
        use(catalog);
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        const QString trigger = triggerText();
        QVERIFY(trigger.contains(QStringLiteral("AFTER INSERT ON prices")));
        // Cheaper copies of the GPUs' offers, priced on a day after every earlier one.
        // With onePair, copies of one (GPU, provider)'s offers only: more than a quarter of
        // the older offers, so that the lines take the new offers from the write. With an
        // offerDay, the offer is dated that day and its spot price takes the offer's date.
        const auto addCopies = [&](int count, const QString &day, double factor, bool refusedLast, bool onePair = false,
                                   const QString &offerDay = QString()) {
            return db.update([&](const Catalog &now, Catalog *after, QString *) {
                *after = now;
                qint64 maxId = 0;
                QList<Offer> models;
                for (const Offer &o : std::as_const(now.offers)) {
                    maxId = std::max(maxId, o.id);
                    if (o.gpu >= 0 && m_gpus.contains(now.gpus[o.gpu].model) && isKnown(o.priceFor(BillingMode::OnDemand))
                        && (!onePair || models.isEmpty() || (o.gpu == models.first().gpu && o.provider == models.first().provider)))
                        models << o;
                }
                for (int i = 0; i < count; ++i) {
                    Offer added = models[i % models.size()];
                    added.id = ++maxId;
                    added.instanceType += QStringLiteral("-bulk-%1").arg(added.id);
                    added.asOf = offerDay.isEmpty() ? day : offerDay;
                    for (BillingMode m : {BillingMode::OnDemand, BillingMode::Spot}) {
                        if (isKnown(added.priceFor(m))) {
                            added.price[indexOf(m)] = std::round(added.priceFor(m) * factor * 100) / 100;
                            added.priceAsOf.set(indexOf(m), offerDay.isEmpty() || m == BillingMode::OnDemand ? day : QString());
                        }
                    }
                    if (refusedLast && i == count - 1)
                        added.gpuCount = 0; // the schema refuses it, after every other row was written
                    after->offers << added;
                }
                return true;
            });
        };
        QVERIFY2(addCopies(1200, QStringLiteral("2029-03-01"), 0.5, false), qPrintable(db.errorString()));
        QVERIFY2(db.linesExtendedByLastWrite() >= 1, qPrintable(QString::number(db.linesExtendedByLastWrite())));
        QCOMPARE(triggerText(), trigger);
        compareAll(db);

        Catalog before;
        QVERIFY(db.load(&before, CatalogDatabase::Parts::WithoutHistory));
        QVERIFY(!addCopies(1200, QStringLiteral("2029-04-01"), 0.4, true));
        QVERIFY2(db.errorString().contains(QStringLiteral("CHECK constraint failed")), qPrintable(db.errorString()));
        QCOMPARE(triggerText(), trigger);
        Catalog after;
        QVERIFY(db.load(&after, CatalogDatabase::Parts::WithoutHistory));
        QCOMPARE(after.offers.size(), before.offers.size());
        compareAll(db);

        QVERIFY2(addCopies(1, QStringLiteral("2029-05-01"), 0.3, false), qPrintable(db.errorString()));
        QVERIFY(db.linesExtendedByLastWrite() >= 1);
        compareAll(db);

        Catalog counted;
        QVERIFY(db.load(&counted, CatalogDatabase::Parts::WithoutHistory));
        const int many = int(counted.offers.size()) / 3 + 1000;
        QVERIFY2(addCopies(many, QStringLiteral("2029-06-01"), 0.2, false, true, QStringLiteral("2029-05-20")), qPrintable(db.errorString()));
        QCOMPARE(db.linesExtendedByLastWrite(), 1);
        QCOMPARE(triggerText(), trigger);
        compareAll(db);
        QVERIFY(!addCopies(many, QStringLiteral("2029-07-01"), 0.1, true, true));
        QCOMPARE(triggerText(), trigger);
        compareAll(db);
    }

    // Another program's rows: the GPU's lines are refused until a write of GpuScout (or
    // refreshPriceSeries) recomputes them; a provider it did not touch is still served.
    void otherProgramsWritesAreNoticed()
    {
        use(QStringLiteral("bundled"));
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(execElsewhere(m_path, {QStringLiteral("INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                                                      "SELECT o.id, 'on-demand', 1.25, o.currency, '2024-12-01', '2025-01-01' FROM offers o "
                                                      "JOIN gpus g ON g.id = o.gpu_id JOIN providers p ON p.id = o.provider_id "
                                                      "WHERE g.model = 'H100-SXM' AND p.key = 'aws'")}));
        Catalog light;
        QVERIFY(db.load(&light, CatalogDatabase::Parts::WithoutHistory));
        PriceSeriesQuery q;
        q.gpu = QStringLiteral("H100-SXM");
        QList<PriceSeriesLine> lines;
        bool served = true;
        QVERIFY(db.loadPriceSeries(light, q, &lines, &served));
        QVERIFY(!served);
        q.providers = {QStringLiteral("lambda")};
        QVERIFY(db.loadPriceSeries(light, q, &lines, &served));
        QVERIFY(served);
        int recomputed = 0;
        QVERIFY(db.refreshPriceSeries(&recomputed));
        QCOMPARE(recomputed, 1);
        compareAll(db);
    }

    // A changed exchange rate: the lines made of CNY prices are refused until recomputed.
    void rateChangesAreNoticed()
    {
        use(QStringLiteral("bundled"));
        CatalogDatabase db;
        QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
        QVERIFY(execElsewhere(m_path, {QStringLiteral("UPDATE exchange_rates SET per_usd = 6.9 WHERE currency = 'CNY'")}));
        Catalog light;
        QVERIFY(db.load(&light, CatalogDatabase::Parts::WithoutHistory));
        PriceSeriesQuery q;
        q.gpu = m_gpus.last();
        QList<PriceSeriesLine> lines;
        bool served = true;
        QVERIFY(db.loadPriceSeries(light, q, &lines, &served));
        QVERIFY(!served);
        int recomputed = 0;
        QVERIFY(db.refreshPriceSeries(&recomputed));
        QVERIFY(recomputed >= 1);
        compareAll(db);
    }

    // A file from a GpuScout that kept no lines gets them when opened.
    void olderFileGetsLines()
    {
        use(QStringLiteral("bundled"));
        QStringList drop;
        for (const char *trigger : {"history_insert", "history_delete", "history_update", "prices_insert", "prices_delete", "prices_update",
                                    "offer_update", "offer_dated", "offer_delete"})
            drop << QStringLiteral("DROP TRIGGER price_series_%1").arg(QLatin1String(trigger));
        drop << QStringLiteral("DROP TABLE price_series") << QStringLiteral("DROP TABLE price_series_dirty");
        QVERIFY(execElsewhere(m_path, drop));
        {
            CatalogDatabase db;
            QVERIFY(db.open(m_path) != CatalogDatabase::Status::Failed);
            compareAll(db);
        }
        // An offline copy of a team catalog keeps none: its lines are computed when drawn.
        QVERIFY(execElsewhere(m_path, drop));
        CatalogDatabase copy;
        copy.setKeepsPriceSeries(false);
        QVERIFY(copy.open(m_path) != CatalogDatabase::Status::Failed);
        compareAll(copy, false);
        addRandomHistory(copy, 4);
        compareAll(copy, false);
    }
};

GPUSCOUT_TEST_MAIN(TestPriceSeriesTable)
#include "tst_PriceSeriesTable.moc"
