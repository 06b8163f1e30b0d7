#include "catalog/CatalogDatabase.h"
#include "import/XlsxReader.h"
#include "import/XlsxWriter.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

// Fills the 单价 (price) column of a Chinese quote sheet: 按量 lines per hour, 包月 lines
// per month, in CNY; every other line is left as the request wrote it.
void fillPrices(QList<QStringList> *rows)
{
    const QStringList header = rows->first();
    const int billing = static_cast<int>(header.indexOf(QStringLiteral("计费方式")));
    const int price = static_cast<int>(header.indexOf(QStringLiteral("单价")));
    const int asOf = static_cast<int>(header.indexOf(QStringLiteral("报价日期")));
    QVERIFY(billing >= 0 && price >= 0 && asOf >= 0);
    for (int r = 1; r < rows->size(); ++r) {
        QStringList &row = (*rows)[r];
        while (row.size() < header.size())
            row << QString();
        if (row[billing] == QStringLiteral("按量"))
            row[price] = QString::number(6 + r);
        else if (row[billing] == QStringLiteral("包月"))
            row[price] = QString::number(2900 + r);
        row[asOf] = QDate::currentDate().addDays(1).toString(Qt::ISODate);
    }
}

} // namespace

// The command line's catalog statistics, flags and age, billing messages, needs-quote
// export and request for quotes, run as the real executable.
class TestQuoteCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_fixtureDb;
    QString m_bundledDb;

    Run run(const QStringList &args, const QString &db)
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("GPUSCOUT_DB"));
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), args + QStringList{QStringLiteral("--db"), db});
        if (!p.waitForFinished(120000))
            qFatal("gpuscout did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    QJsonObject json(const QStringList &args, const QString &db)
    {
        const Run r = run(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, db);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out).object();
    }

    QString copyOf(const QString &db, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(db, path))
            qFatal("cannot copy %s", qPrintable(db));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_fixtureDb = m_dir.filePath(QStringLiteral("fixture.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(m_fixtureDb, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        // A path that does not exist yet gets the bundled catalog.
        m_bundledDb = m_dir.filePath(QStringLiteral("bundled.sqlite"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("stats")}, m_bundledDb).exitCode, 0);
    }

    void statsPrintsTheAskedJson()
    {
        const QJsonObject stats = json({QStringLiteral("catalog"), QStringLiteral("stats")}, m_fixtureDb);
        QCOMPARE(stats.value(QStringLiteral("offers")).toInt(), 8);
        QCOMPARE(stats.value(QStringLiteral("known")).toObject().keys(),
                 (QStringList{QStringLiteral("compute"), QStringLiteral("network"), QStringLiteral("stability"), QStringLiteral("vram")}));
        QCOMPARE(stats.value(QStringLiteral("priced")).toObject().value(QStringLiteral("monthly")).toInt(), 1);
        const QJsonObject aws = stats.value(QStringLiteral("providers")).toObject().value(QStringLiteral("aws")).toObject();
        QCOMPARE(aws.value(QStringLiteral("offers")).toInt(), 3);
        QCOMPARE(aws.value(QStringLiteral("known")).toObject().value(QStringLiteral("network")).toInt(), 3);
        const Run table = run({QStringLiteral("catalog"), QStringLiteral("stats")}, m_fixtureDb);
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("needs-quote"));
        QVERIFY(table.out.contains("8 offers of 5 providers"));
    }

    // The bundled catalog meets the coverage targets where sources allow.
    void bundledStatsMeetTheTargets()
    {
        const QJsonObject stats = json({QStringLiteral("catalog"), QStringLiteral("stats")}, m_bundledDb);
        const int offers = stats.value(QStringLiteral("offers")).toInt();
        const QJsonObject known = stats.value(QStringLiteral("known")).toObject();
        QVERIFY(offers > 2600);
        QCOMPARE(known.value(QStringLiteral("vram")).toInt(), offers);
        QVERIFY(known.value(QStringLiteral("compute")).toInt() >= offers * 0.985);
        const QJsonObject gcp = stats.value(QStringLiteral("providers")).toObject().value(QStringLiteral("gcp")).toObject();
        QCOMPARE(gcp.value(QStringLiteral("known")).toObject().value(QStringLiteral("network")).toInt(),
                 gcp.value(QStringLiteral("offers")).toInt());
    }

    // `rank --preset budget --method topsis` ranks no placeholder (nor, by default, any
    // illustrative price); both are counted under their own reasons.
    void budgetTopsisRanksNoPlaceholder()
    {
        const QJsonObject r = json({QStringLiteral("rank"), QStringLiteral("--preset"), QStringLiteral("budget"),
                                    QStringLiteral("--method"), QStringLiteral("topsis"), QStringLiteral("--all-regions")},
                                   m_bundledDb);
        const QJsonArray results = r.value(QStringLiteral("results")).toArray();
        QVERIFY(results.size() > 2000);
        for (const QJsonValue &v : results) {
            const QJsonArray flags = v.toObject().value(QStringLiteral("flags")).toArray();
            QVERIFY(!flags.contains(QStringLiteral("placeholder-price")));
            QVERIFY(!flags.contains(QStringLiteral("illustrative")));
        }
        const QJsonObject excluded = r.value(QStringLiteral("excluded")).toObject();
        QCOMPARE(excluded.value(QStringLiteral("placeholder-price")).toInt(), 4);
        QCOMPARE(excluded.value(QStringLiteral("illustrative")).toInt(), 6);
    }

    void resultsCarryFlagsAndAge()
    {
        QJsonObject r = json({QStringLiteral("rank"), QStringLiteral("--stale-after"), QStringLiteral("100000")}, m_fixtureDb);
        QJsonArray results = r.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 7); // the illustrative seed row is not ranked by default
        for (const QJsonValue &v : results) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.value(QStringLiteral("flags")).isArray());
            QCOMPARE(o.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-01-19"));
            QCOMPARE(o.value(QStringLiteral("stale")), QJsonValue(false));
        }
        QCOMPARE(r.value(QStringLiteral("excluded")).toObject().value(QStringLiteral("illustrative")).toInt(), 1);
        r = json({QStringLiteral("rank"), QStringLiteral("--include-illustrative"), QStringLiteral("--stale-after"), QStringLiteral("1")},
                 m_fixtureDb);
        results = r.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 8);
        QVERIFY(r.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("include_illustrative")).toBool());
        bool seed = false;
        for (const QJsonValue &v : results) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(QStringLiteral("stale")), QJsonValue(true)); // every fixture price is older than a day
            if (o.value(QStringLiteral("instance_type")).toString() == QLatin1String("gn7i")) {
                seed = true;
                const QJsonArray flags = o.value(QStringLiteral("flags")).toArray();
                QVERIFY(flags.contains(QStringLiteral("illustrative")));
                QVERIFY(flags.contains(QStringLiteral("seed-gpu-doubtful")));
            }
        }
        QVERIFY(seed);

        const Run csv = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv"),
                             QStringLiteral("--stale-after"), QStringLiteral("1")}, m_fixtureDb);
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.split('\n');
        QVERIFY(lines[0].endsWith(",as_of,stale,flags"));
        QVERIFY(lines[1].contains(",2026-01-19,true,"));
        const Run table = run({QStringLiteral("rank"), QStringLiteral("--stale-after"), QStringLiteral("1")}, m_fixtureDb);
        QVERIFY(table.out.contains("as_of"));
        QVERIFY(table.out.contains("stale"));
        QVERIFY(table.out.contains("interruption-at-least"));
        QVERIFY(table.out.contains("marked stale"));
        QVERIFY(table.out.contains("--include-illustrative"));
        const Run bad = run({QStringLiteral("rank"), QStringLiteral("--stale-after"), QStringLiteral("soon")}, m_fixtureDb);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--stale-after 'soon'")), qPrintable(bad.err));
    }

    // A billing mode no offer is priced in says so, instead of a constraint breakdown.
    void aBillingModeWithoutPricesExplainsItself()
    {
        const QString message = QStringLiteral("No offer in this catalog has a 1-year reserved price: import quotes or update prices.");
        const Run table = run({QStringLiteral("rank"), QStringLiteral("--billing"), QStringLiteral("reserved-1y")}, m_bundledDb);
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(QString::fromUtf8(table.out).contains(message), table.out.constData());
        QVERIFY(!table.out.contains("constraint removed"));
        const Run js = run({QStringLiteral("rank"), QStringLiteral("--billing"), QStringLiteral("reserved-1y"),
                            QStringLiteral("--format"), QStringLiteral("json")}, m_bundledDb);
        QCOMPARE(QJsonDocument::fromJson(js.out).object().value(QStringLiteral("notice")).toString(), message);
        QVERIFY(js.err.contains(message));
    }

    void needsQuoteExportListsOffersWithoutPrices()
    {
        const Run csv = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"),
                             QStringLiteral("needs-quote")}, m_bundledDb);
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QVERIFY(lines.size() > 150);
        QVERIFY(lines[0].contains("on_demand,spot,reserved_1y,monthly"));
        QVERIFY(lines[0].endsWith(",trust,availability,availability_as_of"));
        const QJsonArray offers = json({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"),
                                        QStringLiteral("needs-quote")}, m_bundledDb)
                                      .value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), lines.size() - 1);
        for (const QJsonValue &v : offers) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.value(QStringLiteral("needs_quote")).toBool());
            for (const QJsonValue &p : o.value(QStringLiteral("prices")).toObject())
                QVERIFY(p.isNull()); // never priced at zero
        }
    }

    // The whole bundled catalog, needs-quote offers and Seeweb's placeholder region included,
    // exports and imports back unchanged.
    void fullExportImportsBackUnchanged()
    {
        const QString db = copyOf(m_bundledDb, QStringLiteral("roundtrip.sqlite"));
        const Run exported = run({QStringLiteral("catalog"), QStringLiteral("export")}, db);
        QCOMPARE(exported.exitCode, 0);
        const QString file = m_dir.filePath(QStringLiteral("all.csv"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exported.out);
        f.close();
        const Run imported = run({QStringLiteral("catalog"), QStringLiteral("import"), file}, db);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.contains("0 added, 0 updated"), imported.out.left(300).constData());
        QVERIFY(imported.out.contains("0 rejected"));
    }

    // The round trip: a request for Alibaba as .xlsx and as CSV, filled in with CNY
    // prices on the 按量 and 包月 lines, imports through the preview and ranks.
    void rfqRoundTrip_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addRow("xlsx") << QStringLiteral("xlsx");
        QTest::addRow("csv") << QStringLiteral("csv");
    }
    void rfqRoundTrip()
    {
        QFETCH(QString, suffix);
        const QString db = copyOf(m_bundledDb, QStringLiteral("rfq-%1.sqlite").arg(suffix));
        const QString request = m_dir.filePath(QStringLiteral("alibaba-rfq.") + suffix);
        const Run wrote = run({QStringLiteral("catalog"), QStringLiteral("rfq"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
                               QStringLiteral("--gpu"), QStringLiteral("A10"), QStringLiteral("--org"), QStringLiteral("ACME AI"),
                               QStringLiteral("--out"), request}, db);
        QVERIFY2(wrote.exitCode == 0, qPrintable(wrote.err));
        QVERIFY2(wrote.err.contains(QStringLiteral("awaiting a quote")), qPrintable(wrote.err));

        QFile in(request);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        in.close();
        QList<QStringList> rows;
        if (suffix == QLatin1String("xlsx")) {
            QList<XlsxSheet> sheets;
            QString error;
            QVERIFY2(readXlsx(bytes, &sheets, &error), qPrintable(error));
            QCOMPARE(sheets.size(), 1);
            QCOMPARE(sheets.first().name, QStringLiteral("阿里云"));
            for (qsizetype r = 0; r < sheets.first().rows.size(); ++r)
                rows << sheets.first().rowText(r);
        } else {
            QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
            for (const QByteArray &line : bytes.mid(3).trimmed().split('\n'))
                rows << QString::fromUtf8(line).split(u','); // the request's cells hold no commas
        }
        QVERIFY(rows.first().contains(QStringLiteral("单价")));
        QVERIFY(rows.first().contains(QStringLiteral("采购方")));
        fillPrices(&rows);
        QString filled = m_dir.filePath(QStringLiteral("alibaba-filled.") + suffix);
        if (suffix == QLatin1String("xlsx")) {
            XlsxSheetData sheet;
            sheet.name = QStringLiteral("阿里云");
            sheet.header = rows.first();
            sheet.rows = rows.mid(1);
            QString error;
            QVERIFY2(writeXlsx(filled, {sheet}, &error), qPrintable(error));
        } else {
            QFile out(filled);
            QVERIFY(out.open(QIODevice::WriteOnly));
            for (const QStringList &row : rows)
                out.write(row.join(u',').toUtf8() + '\n');
        }
        const Run preview = run({QStringLiteral("catalog"), QStringLiteral("import"), filled, QStringLiteral("--dry-run")}, db);
        QVERIFY2(preview.exitCode == 0, qPrintable(preview.err));
        QVERIFY2(preview.out.contains("0 rejected"), preview.out.left(400).constData());
        const Run imported = run({QStringLiteral("catalog"), QStringLiteral("import"), filled}, db);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));

        const QJsonObject ranked = json({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
                                         QStringLiteral("--gpu"), QStringLiteral("A10"), QStringLiteral("--billing"),
                                         QStringLiteral("monthly"), QStringLiteral("--currency"), QStringLiteral("CNY")}, db);
        const QJsonArray results = ranked.value(QStringLiteral("results")).toArray();
        QVERIFY(results.size() >= 10);
        bool quoted = false;
        for (const QJsonValue &v : results)
            quoted = quoted || v.toObject().value(QStringLiteral("region")).toString() == QLatin1String("unspecified");
        QVERIFY(quoted); // the offers that awaited a quote now rank
        // Nothing awaits a quote for A10 any more: a new request asks about all A10 offers.
        const Run again = run({QStringLiteral("catalog"), QStringLiteral("rfq"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
                               QStringLiteral("--gpu"), QStringLiteral("A10"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("again.csv"))}, db);
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains(QStringLiteral("(0 awaiting a quote)")), qPrintable(again.err));
    }

    void rfqBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("no --out") << QStringList{QStringLiteral("--provider"), QStringLiteral("alibaba")} << QStringLiteral("--out FILE.xlsx");
        QTest::addRow("not xlsx or csv") << QStringList{QStringLiteral("--provider"), QStringLiteral("alibaba"), QStringLiteral("--out"), QStringLiteral("r.pdf")}
                                         << QStringLiteral("--out FILE.xlsx");
        QTest::addRow("no provider") << QStringList{QStringLiteral("--out"), QStringLiteral("r.xlsx")} << QStringLiteral("exactly one --provider");
        QTest::addRow("unknown provider") << QStringList{QStringLiteral("--provider"), QStringLiteral("nope"), QStringLiteral("--out"), QStringLiteral("r.xlsx")}
                                          << QStringLiteral("--provider 'nope' is not in the catalog");
        QTest::addRow("unknown GPU") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--gpu"), QStringLiteral("X9"),
                                                    QStringLiteral("--out"), QStringLiteral("r.xlsx")}
                                     << QStringLiteral("--gpu 'X9' is not in the catalog");
    }
    void rfqBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(QStringList{QStringLiteral("catalog"), QStringLiteral("rfq")} + args, m_fixtureDb);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }
};

GPUSCOUT_TEST_MAIN(TestQuoteCommands)
#include "tst_QuoteCommands.moc"
