#include "catalog/CatalogDatabase.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QFileInfo>
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

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QString day(int fromToday)
{
    return QDate::currentDate().addDays(fromToday).toString(Qt::ISODate);
}

} // namespace

// The buyer's price book on the command line, run as the real executable on the bundled
// catalog: terms are checked before anything is written, and rank uses them unless
// --list-prices.
class TestPriceBookCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    Run run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("GPUSCOUT_DB"));
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), args + QStringList{QStringLiteral("--db"), m_db});
        if (!p.waitForFinished(120000))
            qFatal("gpuscout did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    Run add(const QStringList &args) { return run(QStringList{QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("add")} + args); }

    QJsonArray results(const QStringList &extra = {})
    {
        const Run r = run(QStringList{QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--region"),
                                      QStringLiteral("us-east-1"), QStringLiteral("--all-regions"), QStringLiteral("--format"), QStringLiteral("json")}
                          + extra);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("results")).toArray();
    }

    static QJsonObject find(const QJsonArray &rows, const char *instance)
    {
        for (const QJsonValue &v : rows) {
            if (v.toObject().value(QStringLiteral("instance_type")) == QLatin1String(instance))
                return v.toObject();
        }
        return {};
    }

    QByteArray listPricesOutput()
    {
        return run({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--top"), QStringLiteral("20"),
                    QStringLiteral("--list-prices")})
            .out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(m_db), CatalogDatabase::Status::Created);
    }

    // Each bad value is named with its option and what was expected; nothing is written.
    void badTermsChangeNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString from = QStringLiteral("--valid-from");
        QTest::newRow("discount over 100") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("120"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                           << QStringLiteral("--discount: 120 is outside 0 to 100");
        QTest::newRow("negative price") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--price"), QStringLiteral("-3"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                        << QStringLiteral("--price: -3 is not a price");
        QTest::newRow("unknown provider") << QStringList{QStringLiteral("--provider"), QStringLiteral("awss"), QStringLiteral("--discount"), QStringLiteral("5"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                          << QStringLiteral("'awss' is not a provider of the catalog; did you mean aws?");
        QTest::newRow("unknown gpu") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--gpu"), QStringLiteral("H100-SMX"), QStringLiteral("--discount"), QStringLiteral("5"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                     << QStringLiteral("did you mean H100-SXM?");
        QTest::newRow("ends before it starts") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("5"), from, QStringLiteral("2026-05-01"), QStringLiteral("--valid-until"), QStringLiteral("2026-04-30"), QStringLiteral("--ref"), QStringLiteral("x")}
                                               << QStringLiteral("--valid-until: 2026-04-30 is before valid_from 2026-05-01");
        QTest::newRow("no ref") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("5"), from, QStringLiteral("2026-01-01")}
                                << QStringLiteral("--ref: empty");
        QTest::newRow("both discount and price") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("5"), QStringLiteral("--price"), QStringLiteral("3"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                                 << QStringLiteral("either a discount in percent or a price");
        QTest::newRow("commitment without its mode") << QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--commitment"), QStringLiteral("--discount"), QStringLiteral("30"), from, QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("x")}
                                                     << QStringLiteral("expected --billing reserved-1y");
    }
    void badTermsChangeNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QByteArray before = sha256(m_db);
        const Run r = add(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(sha256(m_db), before);
    }

    // The case: 20 % off AWS and a fixed p4d.24xlarge price in us-east-1 change the
    // ranking's prices, carry the term and the list price; --list-prices gives exactly the
    // output of a catalog without a price book; an expired term changes nothing.
    void termsChangeTheRankingAndListPricesDoNot()
    {
        const QByteArray without = listPricesOutput();
        const QJsonArray list = results();
        const QJsonObject p5List = find(list, "p5.48xlarge");
        const QJsonObject p4dList = find(list, "p4d.24xlarge");
        QVERIFY(!p5List.isEmpty() && !p4dList.isEmpty());
        QVERIFY(p5List.value(QStringLiteral("price_book")).isNull());
        QCOMPARE(p5List.value(QStringLiteral("list_price_per_hour")), p5List.value(QStringLiteral("price_per_hour")));

        Run r = add({QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("20"),
                     QStringLiteral("--valid-from"), day(-30), QStringLiteral("--ref"), QStringLiteral("AWS EDP 2026")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = add({QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--region"), QStringLiteral("us-east-1"), QStringLiteral("--instance"),
                 QStringLiteral("p4d.24xlarge"), QStringLiteral("--price"), QStringLiteral("20"), QStringLiteral("--valid-from"), day(-1),
                 QStringLiteral("--valid-until"), day(10), QStringLiteral("--ref"), QStringLiteral("p4d cluster")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // A term that ended yesterday: no effect, and said so.
        r = add({QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"), QStringLiteral("--discount"),
                 QStringLiteral("60"), QStringLiteral("--valid-from"), day(-100), QStringLiteral("--valid-until"), day(-1), QStringLiteral("--ref"),
                 QStringLiteral("old H100 deal")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        const QJsonArray mine = results();
        const QJsonObject p5 = find(mine, "p5.48xlarge");
        QCOMPARE(p5.value(QStringLiteral("price_per_hour")).toDouble(), p5List.value(QStringLiteral("price_per_hour")).toDouble() * 0.8);
        QCOMPARE(p5.value(QStringLiteral("list_price_per_hour")).toDouble(), p5List.value(QStringLiteral("price_per_hour")).toDouble());
        const QJsonObject term = p5.value(QStringLiteral("price_book")).toObject();
        QCOMPARE(term.value(QStringLiteral("ref")).toString(), QStringLiteral("AWS EDP 2026"));
        QCOMPARE(term.value(QStringLiteral("kind")).toString(), QStringLiteral("discount"));
        QCOMPARE(term.value(QStringLiteral("discount_percent")).toDouble(), 20.0);
        QVERIFY(p5.value(QStringLiteral("flags")).toArray().contains(QJsonValue(QStringLiteral("negotiated"))));
        // The more specific term wins over the provider-wide discount.
        const QJsonObject p4d = find(mine, "p4d.24xlarge");
        QCOMPARE(p4d.value(QStringLiteral("price_per_hour")).toDouble(), 20.0);
        QCOMPARE(p4d.value(QStringLiteral("list_price_per_hour")).toDouble(), p4dList.value(QStringLiteral("price_per_hour")).toDouble());
        QCOMPARE(p4d.value(QStringLiteral("price_book")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("fixed"));

        const Run table = run({QStringLiteral("rank"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--top"), QStringLiteral("5")});
        QVERIFY2(table.out.contains("at your negotiated price"), table.out.constData());
        QVERIFY2(table.err.contains(QStringLiteral("old H100 deal")) && table.err.contains(QStringLiteral("ended on")), qPrintable(table.err));
        QVERIFY2(table.err.contains(QStringLiteral("p4d cluster")) && table.err.contains(QStringLiteral("ends on")), qPrintable(table.err));

        // The report states both prices of the offers at negotiated prices and names the term.
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        const Run report = run({QStringLiteral("report"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--region"),
                                QStringLiteral("us-east-1"), QStringLiteral("--out"), pdf});
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString page = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(page.contains(QStringLiteral("Your price")) && page.contains(QStringLiteral("List price"))
                     && page.contains(QStringLiteral("1 AWS EDP 2026 (20 % off)")),
                 qPrintable(page.left(3000)));
        QCOMPARE(listPricesOutput(), without);
        const QJsonArray again = results({QStringLiteral("--list-prices")});
        QCOMPARE(find(again, "p5.48xlarge").value(QStringLiteral("price_per_hour")), p5List.value(QStringLiteral("price_per_hour")));

        // Listed, then removed: the ranking is back at list prices.
        const Run listed = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray terms = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(terms.size(), 3);
        for (const QJsonValue &t : terms) {
            const Run removed = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("remove"),
                                     QString::number(t.toObject().value(QStringLiteral("id")).toInteger())});
            QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        }
        QCOMPARE(find(results(), "p5.48xlarge").value(QStringLiteral("price_per_hour")), p5List.value(QStringLiteral("price_per_hour")));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("remove"), QStringLiteral("99")}).exitCode, 2);
    }

    // Two terms of the same specificity over the same offers and days: neither would win.
    void overlappingTermsAreRefused()
    {
        const QStringList first{QStringLiteral("--provider"), QStringLiteral("gcp"), QStringLiteral("--discount"), QStringLiteral("10"),
                                QStringLiteral("--valid-from"), QStringLiteral("2026-01-01"), QStringLiteral("--valid-until"), QStringLiteral("2026-06-30"),
                                QStringLiteral("--ref"), QStringLiteral("CUD 1")};
        QCOMPARE(add(first).exitCode, 0);
        const Run overlapping = add({QStringLiteral("--provider"), QStringLiteral("gcp"), QStringLiteral("--discount"), QStringLiteral("15"),
                                     QStringLiteral("--valid-from"), QStringLiteral("2026-06-01"), QStringLiteral("--ref"), QStringLiteral("CUD 2")});
        QCOMPARE(overlapping.exitCode, 2);
        QVERIFY2(overlapping.err.contains(QStringLiteral("overlaps term")), qPrintable(overlapping.err));
        // After the first ends, or narrowed to a region: accepted.
        QCOMPARE(add({QStringLiteral("--provider"), QStringLiteral("gcp"), QStringLiteral("--discount"), QStringLiteral("15"), QStringLiteral("--valid-from"),
                      QStringLiteral("2026-07-01"), QStringLiteral("--ref"), QStringLiteral("CUD 2")})
                     .exitCode,
                 0);
        QCOMPARE(add({QStringLiteral("--provider"), QStringLiteral("gcp"), QStringLiteral("--region"), QStringLiteral("us-central1"), QStringLiteral("--discount"),
                      QStringLiteral("25"), QStringLiteral("--valid-from"), QStringLiteral("2026-01-01"), QStringLiteral("--ref"), QStringLiteral("CUD 3")})
                     .exitCode,
                 0);
    }

    // Export and import have the same columns: an exported book imports into an empty one
    // unchanged (CSV and .xlsx); a file with one bad row imports nothing and names the cell.
    void exportImportRoundTrip()
    {
        const Run listed = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray before = QJsonDocument::fromJson(listed.out).array();
        QVERIFY(before.size() >= 3);
        const QString xlsx = m_dir.filePath(QStringLiteral("book.xlsx"));
        const Run exported = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("export")});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(exported.out.startsWith("provider,regions,gpus,instance_types,billing,kind,discount_percent,price,currency,per,valid_from,valid_until,ref,notes\n"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("export"), QStringLiteral("--out"), xlsx}).exitCode, 0);
        const QString csv = m_dir.filePath(QStringLiteral("book.csv"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(exported.out);
        f.close();

        for (const QString &file : {csv, xlsx}) {
            const QString other = m_dir.filePath(QStringLiteral("other-%1.sqlite").arg(QFileInfo(file).suffix()));
            {
                CatalogDatabase db;
                QCOMPARE(db.open(other), CatalogDatabase::Status::Created);
            }
            const QString mine = m_db;
            m_db = other;
            const Run imported = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("import"), file});
            QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
            const QJsonArray after = QJsonDocument::fromJson(run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("list"),
                                                                  QStringLiteral("--format"), QStringLiteral("json")})
                                                                 .out)
                                         .array();
            m_db = mine;
            QCOMPARE(after, before);
        }

        QByteArray bad = exported.out;
        bad += "aws,,,,,discount,150,,,hour,2027-01-01,,bad row,\n";
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bad);
        f.close();
        const QByteArray hash = sha256(m_db);
        const Run refused = run({QStringLiteral("catalog"), QStringLiteral("price-book"), QStringLiteral("import"), csv});
        QCOMPARE(refused.exitCode, 2);
        const int badLine = static_cast<int>(bad.count('\n'));
        QVERIFY2(refused.err.contains(QStringLiteral("book.csv:%1:discount: 150 is outside 0 to 100").arg(badLine)), qPrintable(refused.err));
        QCOMPARE(sha256(m_db), hash);
    }
};

GPUSCOUT_TEST_MAIN(TestPriceBookCommands)
#include "tst_PriceBookCommands.moc"
