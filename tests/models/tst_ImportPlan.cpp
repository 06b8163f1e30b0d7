#include "catalog/CatalogDatabase.h"
#include "import/ImportPlan.h"
#include "import/ImportReader.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

using namespace gpuscout;
using Status = ImportRow::Status;

namespace {

const QString Today = QStringLiteral("2026-11-30");

// The fixture's aws p5.48xlarge (us-east-1) as a file would state it.
ImportRecord p5(int line)
{
    ImportRecord r;
    r.line = line;
    r.provider = QStringLiteral("aws");
    r.instanceType = QStringLiteral("p5.48xlarge");
    r.gpu = QStringLiteral("H100-SXM");
    r.gpuCount = 8;
    r.region = QStringLiteral("us-east-1");
    r.currency = QStringLiteral("USD");
    r.price[indexOf(BillingMode::OnDemand)] = 55.04;
    r.price[indexOf(BillingMode::Spot)] = 22.016;
    r.source = QStringLiteral("fixture-real");
    r.asOf = QStringLiteral("2026-01-19");
    return r;
}

ImportRecord newOffer(int line, const QString &provider, const QString &instance, double onDemand)
{
    ImportRecord r;
    r.line = line;
    r.provider = provider;
    r.instanceType = instance;
    r.gpu = QStringLiteral("L4");
    r.gpuCount = 1;
    r.region = QStringLiteral("cn-beijing");
    r.currency = QStringLiteral("CNY");
    r.price[indexOf(BillingMode::OnDemand)] = onDemand;
    return r;
}

ImportDocument document(const QList<ImportRecord> &records)
{
    ImportDocument d;
    d.fileName = QStringLiteral("offers.csv");
    d.records = records;
    return d;
}

ImportSettings settings()
{
    return importSettingsFor(QStringLiteral("/tmp/Vendor Offers.csv"), Today);
}

const ImportRow &rowAt(const ImportPlan &plan, int line)
{
    for (const ImportRow &r : plan.rows) {
        if (r.line == line)
            return r;
    }
    qFatal("no row for line %d", line);
}

int offerIndex(const Catalog &c, const QString &instance)
{
    for (int i = 0; i < c.offers.size(); ++i) {
        if (c.offers[i].instanceType == instance)
            return i;
    }
    return -1;
}

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestImportPlan : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = *test::fixtureCatalog();
    }

    void settingsNameTheFileAndDate()
    {
        const ImportSettings s = settings();
        QCOMPARE(s.sourceKey, QStringLiteral("import-vendor-offers-2026-11-30"));
        QVERIFY(s.sourceName.contains(QStringLiteral("Vendor Offers.csv")));
        QVERIFY(s.sourceName.contains(Today));
    }

    // A reader other than the CSV one may leave white space around a record's texts (and a
    // caller may build records itself): the plan matches and stores them trimmed.
    void paddedTextsMatchTrimmed()
    {
        ImportRecord padded = p5(2);
        padded.provider = QStringLiteral(" aws\t");
        padded.instanceType = QStringLiteral("p5.48xlarge ");
        padded.region = QStringLiteral("\u00a0us-east-1");
        padded.gpu = QStringLiteral(" H100-SXM");
        padded.source = QStringLiteral(" fixture-real ");
        const ImportPlan same = planImport(m_catalog, document({padded}), settings());
        QCOMPARE(same.rows.size(), 1);
        QCOMPARE(same.rows[0].status, Status::Unchanged);
        QCOMPARE(same.rows[0].offerIndex, 0);

        ImportRecord added = newOffer(3, QStringLiteral("aws "), QStringLiteral(" g6.xlarge\n"), 0.8);
        added.family = QStringLiteral(" gpu ");
        added.notes = QStringLiteral("  a note");
        const ImportPlan plan = planImport(m_catalog, document({added}), settings());
        QCOMPARE(plan.count(Status::Added), 1);
        const Offer &o = rowAt(plan, 3).offer;
        QCOMPARE(o.instanceType, QStringLiteral("g6.xlarge"));
        QCOMPARE(o.family, QStringLiteral("gpu"));
        QCOMPARE(o.notes, QStringLiteral("a note"));
        QCOMPARE(o.region, QStringLiteral("cn-beijing"));
    }

    void sameRowIsUnchangedNewPriceIsAnUpdateNewKeyIsAdded()
    {
        ImportRecord changed = p5(3);
        changed.instanceType = QStringLiteral("p5.48xlarge");
        changed.region = QStringLiteral("us-east-1");
        changed.price[indexOf(BillingMode::OnDemand)] = 60;
        changed.price[indexOf(BillingMode::Spot)] = Unknown; // left empty: stays 22.016
        changed.asOf = QStringLiteral("2026-02-01");
        ImportRecord other = p5(2);
        other.region = QStringLiteral("eu-west-1"); // a new key
        const ImportPlan same = planImport(m_catalog, document({p5(2)}), settings());
        QCOMPARE(same.rows.size(), 1);
        QCOMPARE(same.rows[0].status, Status::Unchanged);
        QCOMPARE(same.rows[0].offerIndex, 0);

        const ImportPlan plan = planImport(m_catalog, document({other, changed}), settings());
        QCOMPARE(plan.count(Status::Added), 1);
        QCOMPARE(plan.count(Status::Updated), 1);
        const ImportRow &updated = rowAt(plan, 3);
        QCOMPARE(updated.status, Status::Updated);
        QStringList fields;
        for (const FieldChange &c : updated.changes)
            fields << c.field;
        QCOMPARE(fields, (QStringList{QStringLiteral("on_demand"), QStringLiteral("as_of")}));
        QCOMPARE(updated.changes[0].before, QStringLiteral("55.04"));
        QCOMPARE(updated.changes[0].after, QStringLiteral("60"));
        QCOMPARE(rowAt(plan, 2).status, Status::Added);
    }

    void applyKeepsTheOldPriceInTheHistoryAndGivesFreshIds()
    {
        ImportRecord changed = p5(2);
        changed.price[indexOf(BillingMode::OnDemand)] = 60;
        changed.price[indexOf(BillingMode::Spot)] = Unknown;
        changed.vcpus = Unknown;
        changed.asOf = QStringLiteral("2026-02-01");
        const ImportPlan plan = planImport(m_catalog, document({changed, newOffer(3, QStringLiteral("alibaba"), QStringLiteral("gn8"), 20)}), settings());
        const Catalog after = applyPlan(m_catalog, plan);
        QCOMPARE(after.offers.size(), m_catalog.offers.size() + 1);
        const Offer &o = after.offers[0];
        QCOMPARE(o.id, m_catalog.offers[0].id);
        QCOMPARE(o.priceFor(BillingMode::OnDemand), 60.0);
        QCOMPARE(o.priceAsOfFor(BillingMode::OnDemand), QStringLiteral("2026-02-01"));
        // Left empty in the file: the known figures and their dates stay.
        QCOMPARE(o.priceFor(BillingMode::Spot), 22.016);
        QCOMPARE(o.priceAsOfFor(BillingMode::Spot), QStringLiteral("2026-01-19"));
        QCOMPARE(o.vcpus, 192.0);
        QCOMPARE(after.priceHistory.size(), 1);
        QCOMPARE(after.priceHistory[0], (PriceChange{o.id, BillingMode::OnDemand, 55.04, QStringLiteral("USD"),
                                                      QStringLiteral("2026-01-19"), Today}));
        qint64 maxId = 0;
        for (const Offer &x : m_catalog.offers)
            maxId = std::max(maxId, x.id);
        const Offer &added = after.offers.last();
        QCOMPARE(added.id, maxId + 1);
        QCOMPARE(added.source, settings().sourceKey);
        QCOMPARE(added.asOf, Today);
        QCOMPARE(added.currency, QStringLiteral("CNY"));
        QCOMPARE(after.sources.last().key, settings().sourceKey);
        // Nothing the file does not mention goes away.
        for (int i = 1; i < m_catalog.offers.size(); ++i)
            QCOMPARE(after.offers[i].instanceType, m_catalog.offers[i].instanceType);
    }

    void anOlderPriceInTheFileDoesNotReplaceANewerOne()
    {
        ImportRecord old = p5(2);
        old.price[indexOf(BillingMode::OnDemand)] = 40;
        old.asOf = QStringLiteral("2025-06-01");
        const ImportPlan plan = planImport(m_catalog, document({old}), settings());
        const ImportRow &row = plan.rows[0];
        QCOMPARE(row.offer.priceFor(BillingMode::OnDemand), 55.04);
        QCOMPARE(row.status, Status::Unchanged);
    }

    void duplicatesAreRejectedNamingTheFirstLine()
    {
        const ImportPlan plan = planImport(m_catalog, document({newOffer(2, QStringLiteral("alibaba"), QStringLiteral("gn8"), 20),
                                                                newOffer(5, QStringLiteral("Alibaba Cloud"), QStringLiteral("gn8"), 21)}),
                                           settings());
        QCOMPARE(rowAt(plan, 2).status, Status::Added);
        const ImportRow &dup = rowAt(plan, 5);
        QCOMPARE(dup.status, Status::Rejected);
        QVERIFY2(dup.message.contains(QStringLiteral("duplicate of line 2")), qPrintable(dup.message));
    }

    void aQuoteSheetsBillingLinesMergeIntoOneOffer()
    {
        ImportRecord spot = newOffer(3, QString::fromUtf8("阿里云"), QStringLiteral("gn8"), Unknown);
        spot.price[indexOf(BillingMode::Spot)] = 8;
        spot.validUntil = QStringLiteral("2026-12-31");
        ImportRecord otherGpu = newOffer(4, QStringLiteral("alibaba"), QStringLiteral("gn8"), Unknown);
        otherGpu.price[indexOf(BillingMode::Monthly)] = 9;
        otherGpu.gpu = QStringLiteral("T4");
        const ImportPlan plan = planImport(m_catalog, document({newOffer(2, QStringLiteral("alibaba"), QStringLiteral("gn8"), 20), spot, otherGpu}),
                                           settings());
        QCOMPARE(plan.count(Status::Added), 1);
        const ImportRow &merged = rowAt(plan, 2);
        QCOMPARE(merged.mergedLines, QList<int>{3});
        QCOMPARE(merged.offer.priceFor(BillingMode::OnDemand), 20.0);
        QCOMPARE(merged.offer.priceFor(BillingMode::Spot), 8.0);
        QCOMPARE(merged.offer.validUntil, QStringLiteral("2026-12-31"));
        QCOMPARE(rowAt(plan, 4).status, Status::Rejected);
        QCOMPARE(rowAt(plan, 4).column, QStringLiteral("gpu"));
    }

    void unknownGpuGetsTheClosestSpelling()
    {
        ImportRecord r = newOffer(2, QStringLiteral("alibaba"), QStringLiteral("gn8"), 20);
        r.gpu = QStringLiteral("H10O");
        const ImportRow row = planImport(m_catalog, document({r}), settings()).rows.value(0);
        QCOMPARE(row.status, Status::Rejected);
        QCOMPARE(row.column, QStringLiteral("gpu"));
        QCOMPARE(row.message, QStringLiteral("unknown GPU 'H10O'; did you mean H100-SXM?"));
    }

    void unknownProvidersAreRejectedUnlessAddingIsAllowed()
    {
        const QList<ImportRecord> records{newOffer(2, QString::fromUtf8("某某云"), QStringLiteral("g1"), 10),
                                          newOffer(3, QStringLiteral("Example Cloud"), QStringLiteral("g1"), 10),
                                          newOffer(4, QStringLiteral("example cloud"), QStringLiteral("g2"), 10)};
        const ImportPlan refused = planImport(m_catalog, document(records), settings());
        QCOMPARE(refused.count(Status::Rejected), 3);
        QVERIFY(refused.rows[0].unknownProvider);
        QVERIFY2(refused.rows[1].message.contains(QStringLiteral("aws, gcp, lambda")), qPrintable(refused.rows[1].message));
        QCOMPARE(refused.unknownProviders, (QStringList{QString::fromUtf8("某某云"), QStringLiteral("Example Cloud"), QStringLiteral("example cloud")}));

        ImportSettings s = settings();
        s.addUnknownProviders = true;
        const ImportPlan plan = planImport(m_catalog, document(records), s);
        QCOMPARE(plan.count(Status::Added), 3);
        QCOMPARE(plan.newProviders.size(), 2);
        QCOMPARE(plan.newProviders[0].nameZh, QString::fromUtf8("某某云"));
        QCOMPARE(plan.newProviders[0].key, QString::fromUtf8("某某云"));
        QCOMPARE(plan.newProviders[1].key, QStringLiteral("example-cloud"));
        QCOMPARE(plan.newProviders[1].homeCurrency, QStringLiteral("CNY"));
        const Catalog after = applyPlan(m_catalog, plan);
        QCOMPARE(after.providers.size(), m_catalog.providers.size() + 2);
        QCOMPARE(after.providers[after.offers.last().provider].key, QStringLiteral("example-cloud"));
        QCOMPARE(after.offers.last().instanceType, QStringLiteral("g2"));
    }

    void perGpuMemoryPicksTheModel_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("memory");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("expected"); // model, or the start of the rejection
        QTest::addRow("40 GB") << "A100" << 40.0 << "gpu_1x_a100" << "A100-40GB";
        QTest::addRow("80 GB") << "A100" << 80.0 << "gpu_8x_a100_80gb_sxm4" << "A100-80GB";
        QTest::addRow("80 GB PCIe") << "A100" << 80.0 << "gpu_1x_a100_pcie" << "A100-80GB-PCIe";
        QTest::addRow("MiB rounding") << "A100" << 79.6 << "x" << "A100-80GB";
        QTest::addRow("no memory: the alias") << "A100" << Unknown << "x" << "A100-40GB";
        QTest::addRow("alias with memory") << "A6000" << 48.0 << "gpu_1x_a6000" << "RTXA6000";
        QTest::addRow("no such memory") << "A100" << 48.0 << "x" << "no A100 with 48 GB per GPU";
        QTest::addRow("unknown") << "Z900" << 16.0 << "x" << "unknown GPU 'Z900'";
    }

    void perGpuMemoryPicksTheModel()
    {
        QFETCH(QString, gpu);
        QFETCH(double, memory);
        QFETCH(QString, instance);
        QFETCH(QString, expected);
        test::CatalogBuilder b;
        b.gpu(QStringLiteral("A100-40GB"), 40, 312).gpu(QStringLiteral("A100-80GB"), 80, 312)
            .gpu(QStringLiteral("A100-80GB-PCIe"), 80, 312).gpu(QStringLiteral("RTXA6000"), 48, 150);
        b.provider(QStringLiteral("lambda"));
        Catalog c = b.catalog();
        c.gpuAliases.insert(QStringLiteral("a100"), QStringLiteral("A100-40GB"));
        c.gpuAliases.insert(QStringLiteral("a6000"), QStringLiteral("RTXA6000"));
        ImportRecord r = newOffer(2, QString(), instance, 2);
        r.gpu = gpu;
        r.gpuMemoryGb = memory;
        r.currency = QStringLiteral("USD");
        ImportSettings s = settings();
        s.defaultProvider = QStringLiteral("lambda");
        const ImportRow row = planImport(c, document({r}), s).rows.value(0);
        if (row.status == Status::Rejected)
            QVERIFY2(row.message.startsWith(expected), qPrintable(row.message));
        else
            QCOMPARE(row.gpu, expected);
        QCOMPARE(row.status == Status::Rejected, !expected.at(0).isDigit() && expected.contains(u' '));
    }

    void aRecordWithoutProviderNeedsTheFilesProvider()
    {
        const ImportRow row = planImport(m_catalog, document({newOffer(2, QString(), QStringLiteral("g"), 1)}), settings()).rows.value(0);
        QCOMPARE(row.status, Status::Rejected);
        QCOMPARE(row.column, QStringLiteral("provider"));
    }

    void checksRejectErrorsAndKeepWarnings_data()
    {
        QTest::addColumn<double>("onDemand");
        QTest::addColumn<double>("spot");
        QTest::addColumn<QString>("validUntil");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("text"); // in the message or a warning
        QTest::addRow("spot above on-demand") << 2.0 << 3.0 << "" << int(Status::Added) << "spot price";
        QTest::addRow("expired quote") << 2.0 << Unknown << "2026-01-31" << int(Status::Added) << "expired on 2026-01-31";
        QTest::addRow("zero price") << 0.0 << Unknown << "" << int(Status::Rejected) << "not valid";
        QTest::addRow("per-GPU outlier") << 500.0 << Unknown << "" << int(Status::Added) << "times the median";
    }

    void checksRejectErrorsAndKeepWarnings()
    {
        QFETCH(double, onDemand);
        QFETCH(double, spot);
        QFETCH(QString, validUntil);
        QFETCH(int, status);
        QFETCH(QString, text);
        test::CatalogBuilder b;
        b.gpu(QStringLiteral("L4"), 24, 120);
        b.provider(QStringLiteral("a")).provider(QStringLiteral("b")).provider(QStringLiteral("c"));
        b.offer(QStringLiteral("a"), QStringLiteral("L4"), 1, 2);
        b.offer(QStringLiteral("b"), QStringLiteral("L4"), 1, 2.2);
        ImportRecord r = newOffer(2, QStringLiteral("c"), QStringLiteral("g"), onDemand);
        r.currency = QStringLiteral("USD");
        r.price[indexOf(BillingMode::Spot)] = spot;
        r.validUntil = validUntil;
        const ImportRow row = planImport(b.catalog(), document({r}), settings()).rows.value(0);
        QCOMPARE(int(row.status), status);
        const QString all = row.message + row.warnings.join(u' ');
        QVERIFY2(all.contains(text), qPrintable(all));
        if (row.status == Status::Rejected)
            QCOMPARE(row.column, QStringLiteral("on_demand"));
        else
            QCOMPARE(row.warnings.size(), 1);
    }

    void aCurrencyChangeIsRejected()
    {
        ImportRecord r = p5(2);
        r.currency = QStringLiteral("CNY");
        const ImportRow row = planImport(m_catalog, document({r}), settings()).rows.value(0);
        QCOMPARE(row.status, Status::Rejected);
        QCOMPARE(row.column, QStringLiteral("currency"));
    }

    void readerRejectionsBecomeRowsWithLineAndColumn()
    {
        ImportDocument d = document({p5(2)});
        d.rejected << ImportIssue{4, QStringLiteral("on_demand"), QStringLiteral("'abc' is not a number")}
                   << ImportIssue{4, QStringLiteral("gpu_count"), QStringLiteral("0 is not above 0")};
        const ImportPlan plan = planImport(m_catalog, d, settings());
        QCOMPARE(plan.rows.size(), 2);
        const ImportRow &bad = rowAt(plan, 4);
        QCOMPARE(bad.status, Status::Rejected);
        QCOMPARE(bad.column, QStringLiteral("on_demand"));
        QCOMPARE(bad.message, QStringLiteral("'abc' is not a number; gpu_count: 0 is not above 0"));
        QCOMPARE(plan.applyCount(), 0);
    }

    // Rows come in line order whatever the order they were made in (the reader's rejections
    // first), each with its own line's content; a document the caller keeps is left whole,
    // one handed over gives up its records.
    void rowsFollowTheLinesInPlace()
    {
        const QString provider = m_catalog.providers.first().key;
        QList<ImportRecord> records;
        for (int line : {3, 5, 6, 8, 9, 12, 13})
            records << newOffer(line, provider, QStringLiteral("n%1").arg(line), 1.0 + line);
        ImportDocument d = document(records);
        for (int line : {2, 4, 7, 10, 11})
            d.rejected << ImportIssue{line, QStringLiteral("gpu_count"), QStringLiteral("bad %1").arg(line)};
        const auto check = [](const ImportPlan &plan) {
            QList<int> lines;
            for (const ImportRow &row : plan.rows) {
                lines << row.line;
                if (row.status == Status::Rejected && row.column == QLatin1String("gpu_count")) {
                    QCOMPARE(row.message, QStringLiteral("bad %1").arg(row.line));
                } else {
                    QCOMPARE(row.instanceType, QStringLiteral("n%1").arg(row.line));
                    QCOMPARE(row.offer.instanceType, row.instanceType);
                }
            }
            QCOMPARE(lines, (QList<int>{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}));
        };
        check(planImport(m_catalog, d, settings()));
        QCOMPARE(d.records.size(), records.size());
        QCOMPARE(d.records.last().instanceType, QStringLiteral("n13"));
        check(planImport(m_catalog, std::move(d), settings()));
    }

    // The new offers of one import share one node for each distinct text (an offer keeps its
    // texts as labels, one pointer each): 100,000 rows in 4 regions make 4 region nodes, not
    // 100,000. Each record makes its texts anew, as the file readers do.
    void newOffersShareTheirTexts()
    {
        const QString provider = m_catalog.providers.first().key;
        QList<ImportRecord> records;
        for (int line = 2; line < 42; ++line) {
            ImportRecord r = newOffer(line, provider, QStringLiteral("s%1").arg(line), 1.0 + line);
            r.region = QStringLiteral("cn-region-%1").arg(line % 4);
            r.notes = QStringLiteral("one note for the sheet");
            records << r;
        }
        const ImportPlan plan = planImport(m_catalog, document(records), settings());
        QCOMPARE(plan.count(Status::Added), 40);
        QSet<const QString *> regions, currencies, notes, dates;
        for (const ImportRow &row : plan.rows) {
            QCOMPARE(row.offer.region.text(), QStringLiteral("cn-region-%1").arg(row.line % 4));
            QCOMPARE(row.offer.notes.text(), QStringLiteral("one note for the sheet"));
            regions << &row.offer.region.text();
            currencies << &row.offer.currency.text();
            notes << &row.offer.notes.text();
            dates << &row.offer.asOf.text();
        }
        QCOMPARE(regions.size(), 4);
        QCOMPARE(currencies.size(), 1);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(dates.size(), 1);
    }

    void theQuoteFixturePlansAgainstTheFixtureCatalog()
    {
        QFile f(test::fixture(QStringLiteral("import/quote-en.csv")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ImportDocument doc = readImport(f.readAll(), ImportFormat::Auto, QStringLiteral("quote-en.csv"));
        QVERIFY2(doc.ok(), qPrintable(doc.fatalError));
        ImportSettings s = settings();
        s.addUnknownProviders = true;
        const ImportPlan plan = planImport(m_catalog, doc, s);
        // Lines 2 and 3 are one offer's on-demand and spot prices; the L40S is not in the fixture catalog.
        QCOMPARE(plan.count(Status::Added), 1);
        QCOMPARE(rowAt(plan, 2).offer.priceFor(BillingMode::Spot), 40.0);
        QCOMPARE(rowAt(plan, 2).offer.currency, QStringLiteral("CNY"));
        QCOMPARE(plan.count(Status::Rejected), 1);
    }

    void aFailedWriteLeavesTheFileByteForByte()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        }
        const QByteArray before = sha256(path);
        ImportRecord changed = p5(2);
        changed.price[indexOf(BillingMode::OnDemand)] = 60;
        const ImportPlan plan = planImport(m_catalog, document({changed, newOffer(3, QStringLiteral("alibaba"), QStringLiteral("gn8"), 20)}), settings());
        Catalog after = applyPlan(m_catalog, plan);
        after.offers.last().gpuCount = 0; // the schema's CHECK refuses it, after the update was written
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path), CatalogDatabase::Status::Opened);
            QVERIFY(!db.write(after));
            QVERIFY(!db.errorString().isEmpty());
        }
        QCOMPARE(sha256(path), before);

        after.offers.last().gpuCount = 1;
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path), CatalogDatabase::Status::Opened);
            QVERIFY2(db.write(after), qPrintable(db.errorString()));
            Catalog loaded;
            QVERIFY(db.load(&loaded));
            QCOMPARE(loaded.offers.size(), m_catalog.offers.size() + 1);
            QCOMPARE(loaded.priceHistory.size(), 1);
            QCOMPARE(loaded.offers[offerIndex(loaded, QStringLiteral("p5.48xlarge"))].priceFor(BillingMode::OnDemand), 60.0);
        }
        // Committed rows reach the main file when the last connection checkpoints the
        // write-ahead log, at the latest when it closes.
        QVERIFY(sha256(path) != before);
    }
};

GPUSCOUT_TEST_MAIN(TestImportPlan)
#include "tst_ImportPlan.moc"
