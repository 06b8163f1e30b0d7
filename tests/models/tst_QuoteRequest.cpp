#include "catalog/CatalogCsv.h"
#include "domain/Catalog.h"
#include "import/ImportPlan.h"
#include "import/ImportReader.h"
#include "import/QuoteRequest.h"
#include "import/XlsxReader.h"
#include "import/XlsxWriter.h"
#include "scoring/Ranking.h"
#include "TestSupport.h"
#include "TestZip.h"
#include "TestMain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;
using test::zipped;

namespace {

// A workbook made by hand, part by part, with what spreadsheet programs write and
// libxlsxwriter does not: inline strings, rich-text runs with phonetic hints, booleans,
// dates in built-in and custom formats, skipped rows and cells without references.
QByteArray handMadeWorkbook(bool date1904)
{
    const QList<QPair<QString, QByteArray>> parts{
        {QStringLiteral("[Content_Types].xml"), "<?xml version=\"1.0\"?><Types/>"},
        {QStringLiteral("xl/workbook.xml"),
         QByteArray("<?xml version=\"1.0\"?><workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\">")
             + (date1904 ? "<workbookPr date1904=\"1\"/>" : "<workbookPr/>")
             + "<sheets><sheet name=\"报价\" sheetId=\"1\" r:id=\"rId7\"/></sheets></workbook>"},
        {QStringLiteral("xl/_rels/workbook.xml.rels"),
         "<?xml version=\"1.0\"?><Relationships><Relationship Id=\"rId7\" Target=\"worksheets/quote.xml\"/></Relationships>"},
        {QStringLiteral("xl/sharedStrings.xml"),
         "<?xml version=\"1.0\"?><sst><si><t>供应商</t></si><si><r><t>单</t></r><r><t>价</t></r>"
         "<rPh><t>danjia</t></rPh></si><si><t xml:space=\"preserve\">two\nlines</t></si></sst>"},
        {QStringLiteral("xl/styles.xml"),
         "<?xml version=\"1.0\"?><styleSheet><numFmts><numFmt numFmtId=\"164\" formatCode=\"yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;\"/>"
         "<numFmt numFmtId=\"165\" formatCode=\"0.00&quot; d&quot;\"/></numFmts>"
         "<cellXfs><xf numFmtId=\"0\"/><xf numFmtId=\"14\"/><xf numFmtId=\"164\"/><xf numFmtId=\"2\"/></cellXfs></styleSheet>"},
        {QStringLiteral("xl/worksheets/quote.xml"),
         "<?xml version=\"1.0\"?><worksheet><sheetData>"
         "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c><c r=\"C1\" t=\"inlineStr\"><is><t>备注</t></is></c></row>"
         "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><r><t>阿里</t></r><r><t>云</t></r></is></c><c r=\"B3\"><v>11.630000000000001</v></c>"
         "<c r=\"D3\" s=\"1\"><v>46387</v></c><c s=\"2\"><v>46387</v></c><c r=\"G3\" t=\"b\"><v>1</v></c></row>"
         "<row r=\"4\"><c r=\"A4\" t=\"s\"><v>2</v></c><c r=\"B4\" s=\"3\"><v>5000</v></c><c r=\"C4\" t=\"str\"><v>=formula</v></c></row>"
         "</sheetData></worksheet>"},
    };
    return zipped(parts);
}

// Fills in a request the way a vendor's account manager would: a price on every on-demand
// line, a monthly (包月) price per month, a validity and the quote's date.
QuoteSheet filledIn(QuoteSheet sheet)
{
    const int billing = static_cast<int>(sheet.header.indexOf(QStringLiteral("计费方式")));
    const int price = static_cast<int>(sheet.header.indexOf(QStringLiteral("单价")));
    const int valid = static_cast<int>(sheet.header.indexOf(QStringLiteral("有效期")));
    const int asOf = static_cast<int>(sheet.header.indexOf(QStringLiteral("报价日期")));
    for (int r = 0; r < sheet.rows.size(); ++r) {
        QStringList &row = sheet.rows[r];
        row[price] = row[billing] == QStringLiteral("包月") ? QString::number(3000 + 10 * r) : QString::number(5 + 0.25 * r);
        row[valid] = QStringLiteral("2027-03-31");
        row[asOf] = QStringLiteral("2026-12-02"); // after the catalog's date, so the prices are taken
    }
    return sheet;
}

} // namespace

class TestQuoteRequest : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    int m_alibaba = -1;

    QList<int> a10Offers() const
    {
        return defaultQuoteOffers(m_catalog, m_alibaba, {QStringLiteral("A10")}, {});
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), &m_catalog, &error), qPrintable(error));
        m_alibaba = m_catalog.providerIndex(QStringLiteral("alibaba"));
        QVERIFY(m_alibaba >= 0);
    }

    void defaultsToTheOffersAwaitingAQuote()
    {
        const QList<int> offers = a10Offers();
        QVERIFY(offers.size() >= 10);
        for (int i : offers) {
            QVERIFY(m_catalog.offers[i].needsQuote());
            QCOMPARE(m_catalog.gpus[m_catalog.offers[i].gpu].model, QStringLiteral("A10"));
        }
        // AWS has no offer awaiting a quote: every one of its offers is asked about.
        const int aws = m_catalog.providerIndex(QStringLiteral("aws"));
        const QList<int> all = defaultQuoteOffers(m_catalog, aws, {}, {});
        QCOMPARE(all.size(), static_cast<qsizetype>(std::count_if(m_catalog.offers.cbegin(), m_catalog.offers.cend(),
                                                                 [aws](const Offer &o) { return o.provider == aws; })));
    }

    void chineseVendorsGetChineseSheets()
    {
        QuoteRequestOptions options;
        options.organisation = QStringLiteral("ACME AI");
        options.date = QStringLiteral("2026-12-01");
        const int aws = m_catalog.providerIndex(QStringLiteral("aws"));
        QList<int> offers = a10Offers().mid(0, 2);
        offers << defaultQuoteOffers(m_catalog, aws, {QStringLiteral("T4")}, {}).mid(0, 1);
        const QList<QuoteSheet> sheets = buildQuoteRequest(m_catalog, offers, options);
        QCOMPARE(sheets.size(), 2);
        const QuoteSheet &ali = sheets[sheets[0].providerKey == QLatin1String("alibaba") ? 0 : 1];
        const QuoteSheet &amazon = sheets[sheets[0].providerKey == QLatin1String("alibaba") ? 1 : 0];
        QVERIFY(ali.chinese);
        QCOMPARE(ali.title, QStringLiteral("阿里云"));
        QVERIFY(ali.header.contains(QStringLiteral("单价")));
        QVERIFY(ali.header.contains(QStringLiteral("采购方")));
        QCOMPARE(ali.rows.size(), 2 * 3); // on-demand, 1-year and monthly lines per offer
        const int billing = static_cast<int>(ali.header.indexOf(QStringLiteral("计费方式")));
        const int unit = static_cast<int>(ali.header.indexOf(QStringLiteral("计价单位")));
        QCOMPARE(ali.rows[0][billing], QStringLiteral("按量"));
        QCOMPARE(ali.rows[1][billing], QStringLiteral("包年"));
        QCOMPARE(ali.rows[2][billing], QStringLiteral("包月"));
        QCOMPARE(ali.rows[2][unit], QStringLiteral("月"));
        QCOMPARE(ali.rows[0][static_cast<int>(ali.header.indexOf(QStringLiteral("币种")))], QStringLiteral("CNY"));
        QCOMPARE(ali.rows[0][static_cast<int>(ali.header.indexOf(QStringLiteral("单价")))], QString());
        QCOMPARE(ali.rows[0].last(), QStringLiteral("2026-12-01"));
        // The vendor reads its own name, not the catalog's key (the import reads either).
        QCOMPARE(ali.rows[0][static_cast<int>(ali.header.indexOf(QStringLiteral("供应商")))], QStringLiteral("阿里云"));
        QCOMPARE(amazon.rows[0][static_cast<int>(amazon.header.indexOf(QStringLiteral("provider")))], m_catalog.providers[aws].name);
        // A region the catalog leaves open is shaded for the vendor to fill in.
        const XlsxSheetData data = quoteSheetXlsx(ali);
        const int region = static_cast<int>(ali.header.indexOf(QStringLiteral("地域")));
        for (int r = 0; r < ali.rows.size(); ++r)
            QCOMPARE(data.highlightCells.contains(qMakePair(r, region)), ali.rows[r][region] == QLatin1String("unspecified"));
        QVERIFY(!amazon.chinese);
        QVERIFY(amazon.header.contains(QStringLiteral("price")));
        QCOMPARE(amazon.rows[0][static_cast<int>(amazon.header.indexOf(QStringLiteral("billing")))], QStringLiteral("on-demand"));
        QVERIFY(quoteSheetCsv(ali).startsWith("\xEF\xBB\xBF"));
    }

    // What the request writes, the importer reads: an unfilled sheet imports nothing and
    // rejects nothing (its lines are skipped, not errors).
    void anUnfilledRequestImportsNothing()
    {
        QuoteRequestOptions options;
        options.date = QStringLiteral("2026-12-01");
        const QuoteSheet sheet = buildQuoteRequest(m_catalog, a10Offers(), options).first();
        const ImportDocument doc = readImport(quoteSheetCsv(sheet), ImportFormat::Auto, QStringLiteral("rfq.csv"));
        QVERIFY2(doc.ok(), qPrintable(doc.fatalError));
        QCOMPARE(doc.format, ImportFormat::VendorQuote);
        QVERIFY(doc.records.isEmpty());
        QVERIFY(doc.rejected.isEmpty());
        QCOMPARE(doc.skipped, sheet.rows.size());
    }

    // The round trip of the issue: a request for Alibaba written as CSV and as .xlsx, filled
    // in with CNY prices (按量 per hour, 包月 per month), imports through the plan and ranks.
    void filledRequestImportsAndRanks_data()
    {
        QTest::addColumn<bool>("xlsx");
        QTest::addRow("csv") << false;
        QTest::addRow("xlsx") << true;
    }
    void filledRequestImportsAndRanks()
    {
        QFETCH(bool, xlsx);
        QuoteRequestOptions options;
        options.organisation = QStringLiteral("ACME AI");
        options.date = QStringLiteral("2026-12-01");
        options.billing = {BillingMode::OnDemand, BillingMode::Monthly};
        const QList<int> offers = a10Offers();
        const QList<QuoteSheet> sheets = buildQuoteRequest(m_catalog, offers, options);
        QCOMPARE(sheets.size(), 1);
        const QuoteSheet filled = filledIn(sheets.first());
        QByteArray bytes;
        if (xlsx) {
            QString error;
            bytes = xlsxBytes({quoteSheetXlsx(filled)}, &error);
            QVERIFY2(!bytes.isEmpty(), qPrintable(error));
            QVERIFY(looksLikeZip(bytes));
        } else {
            bytes = quoteSheetCsv(filled);
        }
        const ImportDocument doc = readImport(bytes, ImportFormat::Auto, xlsx ? QStringLiteral("rfq.xlsx") : QStringLiteral("rfq.csv"));
        QVERIFY2(doc.ok(), qPrintable(doc.fatalError));
        QCOMPARE(doc.format, ImportFormat::VendorQuote);
        QVERIFY(doc.rejected.isEmpty());
        QCOMPARE(doc.records.size(), filled.rows.size());

        const ImportPlan plan = planImport(m_catalog, doc, importSettingsFor(doc.fileName, QStringLiteral("2026-12-02")));
        QVERIFY2(plan.ok(), qPrintable(plan.fatalError));
        QCOMPARE(plan.count(ImportRow::Status::Rejected), 0);
        QCOMPARE(plan.count(ImportRow::Status::Updated), offers.size()); // the 按量 and 包月 lines merge
        auto after = std::make_shared<Catalog>(applyPlan(m_catalog, plan));
        for (int i : offers) {
            const Offer &o = after->offers[i];
            QVERIFY(!o.needsQuote());
            QCOMPARE(o.currency, QStringLiteral("CNY"));
            QCOMPARE(o.validUntil, QStringLiteral("2027-03-31"));
            QVERIFY2(o.priceFor(BillingMode::Monthly) > 3000.0 / 730.0 - 1e-9, qPrintable(QString::number(o.priceFor(BillingMode::Monthly)) + u' ' + o.instanceType)); // 包月 per month / 730 hours
        }
        const int first = offers.first();
        QCOMPARE(after->offers[first].priceFor(BillingMode::OnDemand), 5.0);
        QCOMPARE(after->offers[first].priceFor(BillingMode::Monthly), 3010.0 / 730.0);

        Scenario scenario;
        scenario.constraints.providers = {QStringLiteral("alibaba")};
        scenario.constraints.gpus = {QStringLiteral("A10")};
        scenario.billing = BillingMode::Monthly;
        scenario.currency = QStringLiteral("CNY");
        const RankingResult ranked = rankCatalog(after, scenario);
        QVERIFY(ranked.ok());
        // Every quoted offer ranks, beside the A10 offers already priced (cn-shanghai, 2023).
        QVERIFY(ranked.size() > static_cast<std::size_t>(offers.size()));
        for (int i : offers)
            QVERIFY(ranked.rankIndexOfOffer(i) >= 0);
    }

    // Writing then reading an .xlsx gives back the same text cells; numbers stay numbers.
    void xlsxRoundTripsTheCells()
    {
        QuoteRequestOptions options;
        options.date = QStringLiteral("2026-12-01");
        const QuoteSheet sheet = filledIn(buildQuoteRequest(m_catalog, a10Offers(), options).first());
        QString error;
        const QByteArray bytes = xlsxBytes({quoteSheetXlsx(sheet), quoteSheetXlsx(sheet)}, &error);
        QList<XlsxSheet> read;
        QVERIFY2(readXlsx(bytes, &read, &error), qPrintable(error));
        QCOMPARE(read.size(), 2);
        QCOMPARE(read[0].name, QStringLiteral("阿里云"));
        QCOMPARE(read[1].name, QStringLiteral("阿里云 (2)"));
        QCOMPARE(read[0].rowText(0), sheet.header);
        for (int r = 0; r < sheet.rows.size(); ++r) {
            QStringList expected = sheet.rows[r];
            QStringList got = read[0].rowText(r + 1);
            while (got.size() < expected.size())
                got << QString();
            QCOMPARE(got, expected);
        }
    }

    void readsWhatSpreadsheetProgramsWrite_data()
    {
        QTest::addColumn<bool>("date1904");
        QTest::addColumn<QString>("date");
        QTest::addRow("1900 date system") << false << QStringLiteral("2026-12-31");
        QTest::addRow("1904 date system") << true << QStringLiteral("2031-01-01");
    }
    void readsWhatSpreadsheetProgramsWrite()
    {
        QFETCH(bool, date1904);
        QFETCH(QString, date);
        QList<XlsxSheet> sheets;
        QString error;
        QVERIFY2(readXlsx(handMadeWorkbook(date1904), &sheets, &error), qPrintable(error));
        QCOMPARE(sheets.size(), 1);
        const XlsxSheet &s = sheets.first();
        QCOMPARE(s.name, QStringLiteral("报价"));
        QCOMPARE(s.rows.size(), 4);
        QCOMPARE(s.rowText(0), (QStringList{QStringLiteral("供应商"), QStringLiteral("单价"), QStringLiteral("备注")}));
        QVERIFY(s.rows[1].isEmpty()); // row 2 is not in the sheet
        const QStringList row3 = s.rowText(2);
        QCOMPARE(row3.value(0), QStringLiteral("阿里云"));
        QCOMPARE(row3.value(1), QStringLiteral("11.63"));
        QCOMPARE(row3.value(2), QString());
        QCOMPARE(row3.value(3), date);              // built-in date format 14
        QCOMPARE(row3.value(4), date);              // custom 年月日 format, cell without a reference
        QCOMPARE(row3.value(6), QStringLiteral("TRUE"));
        const QStringList row4 = s.rowText(3);
        QCOMPARE(row4.value(0), QStringLiteral("two lines"));
        QCOMPARE(row4.value(1), QStringLiteral("5000")); // a number format that is not a date
        QCOMPARE(row4.value(2), QStringLiteral("=formula"));
    }

    void refusesWhatIsNotAWorkbook_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::addRow("zip magic, then garbage") << QByteArray("PK\x03\x04garbage", 11) << QStringLiteral("not an .xlsx workbook");
        QTest::addRow("a zip without a workbook") << zipped({{QStringLiteral("readme.txt"), "hello"}})
                                                  << QStringLiteral("no xl/workbook.xml");
    }
    void refusesWhatIsNotAWorkbook()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QList<XlsxSheet> sheets;
        QString error;
        QVERIFY(!readXlsx(bytes, &sheets, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        const ImportDocument doc = readImport(bytes, ImportFormat::Auto, QStringLiteral("q.xlsx"));
        QVERIFY(!doc.ok());
        QVERIFY2(doc.fatalError.startsWith(QStringLiteral("q.xlsx: ")), qPrintable(doc.fatalError));
    }

    // The fixture request (as `catalog rfq` wrote it) reads as an unfilled quote sheet.
    void readsTheFixtureRequest()
    {
        const ImportDocument doc = readImportPath(test::fixture(QStringLiteral("import/rfq-alibaba-t4.xlsx")), ImportFormat::Auto);
        QVERIFY2(doc.ok(), qPrintable(doc.fatalError));
        QCOMPARE(doc.format, ImportFormat::VendorQuote);
        QCOMPARE(doc.encoding, QStringLiteral("XLSX"));
        QCOMPARE(doc.skipped, 10);
        QVERIFY(doc.records.isEmpty() && doc.rejected.isEmpty());
    }

    // A zip bomb stops at the unpack limit instead of filling the memory.
    void stopsAtTheUnpackLimit()
    {
        QuoteRequestOptions options;
        const QuoteSheet sheet = buildQuoteRequest(m_catalog, a10Offers(), options).first();
        QString error;
        const QByteArray bytes = xlsxBytes({quoteSheetXlsx(sheet)}, &error);
        QList<XlsxSheet> sheets;
        QVERIFY(!readXlsx(bytes, &sheets, &error, 1024));
        QVERIFY2(error.contains(QStringLiteral("import limit")), qPrintable(error));
    }

    // Issue 31, item 1: an empty cell in the last column (XFD) of every row cost 16,384
    // strings a row (7.8 GB for 20,000 rows of a 98 KB file). Only cells with text are
    // kept, and the table takes only the header's columns.
    void farRightEmptyCellsCostNothing()
    {
        QByteArray rows = test::inlineRow(1, {"供应商", "实例规格", "单价"}) + test::inlineRow(2, {"阿里云", "ecs.gn7i", "7.5"});
        for (int r = 3; r < 20003; ++r)
            rows += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"XFD" + QByteArray::number(r) + "\"/></row>";
        const QByteArray bytes = test::oneSheetWorkbook(rows);
        QList<XlsxSheet> sheets;
        QString error;
        QVERIFY2(readXlsx(bytes, &sheets, &error), qPrintable(error));
        qsizetype cells = 0;
        for (const QList<XlsxCell> &row : sheets.first().rows)
            cells += row.size();
        qInfo("%lld bytes of workbook, %lld rows, %lld cells kept", static_cast<long long>(bytes.size()),
              static_cast<long long>(sheets.first().rows.size()), static_cast<long long>(cells));
        QCOMPARE(sheets.first().rows.size(), 20002);
        QCOMPARE(cells, 6);
        QCOMPARE(sheets.first().rowText(1), (QStringList{QStringLiteral("阿里云"), QStringLiteral("ecs.gn7i"), QStringLiteral("7.5")}));
    }

    // Text right of the header is a row too wide, as in a CSV file, without widening the
    // other rows to column XFD.
    void farRightTextRejectsItsRow()
    {
        QByteArray rows = test::inlineRow(1, {"provider", "instance", "gpu", "count", "region", "price", "currency", "billing"})
            + test::inlineRow(2, {"aws", "p5.48xlarge", "H100-SXM", "8", "us-east-1", "55", "USD", "on-demand"});
        rows += "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>aws</t></is></c><c r=\"XFD3\" t=\"inlineStr\"><is><t>far</t></is></c></row>";
        const ImportDocument doc = readImport(test::oneSheetWorkbook(rows), ImportFormat::VendorQuote, QStringLiteral("q.xlsx"));
        QVERIFY2(doc.fatalError.isEmpty(), qPrintable(doc.fatalError));
        bool rejected = false;
        for (const ImportIssue &issue : doc.rejected)
            rejected = rejected || (issue.line == 3 && issue.message.contains(QLatin1String("9 fields, expected 8")));
        QVERIFY2(rejected, doc.rejected.isEmpty() ? "nothing rejected" : qPrintable(doc.rejected.first().message));
        QCOMPARE(doc.records.size(), 1);
    }

    // A sheet is read up to a budget of cells, and its table up to as many rows x columns.
    void refusesASheetOverTheCellLimit()
    {
        QByteArray rows;
        for (int r = 1; r <= 40; ++r)
            rows += test::inlineRow(r, {"a", "b", "c"});
        const QByteArray bytes = test::oneSheetWorkbook(rows);
        QList<XlsxSheet> sheets;
        QString error;
        QVERIFY(readXlsx(bytes, &sheets, &error, qint64(1) << 20, 120));
        QVERIFY(!readXlsx(bytes, &sheets, &error, qint64(1) << 20, 119));
        QCOMPARE(error, QStringLiteral("sheet offers has more than 119 cells (the limit is 119); split it into smaller workbooks"));

        // 40 rows of one header column each, padded by nothing: 40 cells; a header of three
        // columns over them makes a table of 120.
        QByteArray narrow = test::inlineRow(1, {"a", "b", "c"});
        for (int r = 2; r <= 40; ++r)
            narrow += test::inlineRow(r, {"x"});
        ImportOptions options;
        options.maxSheetCells = 100;
        const ImportDocument doc = readImport(test::oneSheetWorkbook(narrow), ImportFormat::Auto, QStringLiteral("q.xlsx"), options);
        QCOMPARE(doc.fatalError, QStringLiteral("q.xlsx: sheet offers has 40 rows of 3 columns, more than 100 cells (the limit is 100); split it into smaller workbooks"));
    }

    void writesByTheFileName()
    {
        QuoteRequestOptions options;
        const int aws = m_catalog.providerIndex(QStringLiteral("aws"));
        QList<int> offers = a10Offers().mid(0, 1) + defaultQuoteOffers(m_catalog, aws, {}, {}).mid(0, 1);
        const QList<QuoteSheet> sheets = buildQuoteRequest(m_catalog, offers, options);
        QTemporaryDir dir;
        QStringList written;
        QString error;
        QVERIFY2(writeQuoteRequest(dir.filePath(QStringLiteral("rfq.csv")), sheets, &written, &error), qPrintable(error));
        written.sort();
        QCOMPARE(written, (QStringList{dir.filePath(QStringLiteral("rfq-alibaba.csv")), dir.filePath(QStringLiteral("rfq-aws.csv"))}));
        written.clear();
        QVERIFY2(writeQuoteRequest(dir.filePath(QStringLiteral("rfq.xlsx")), sheets, &written, &error), qPrintable(error));
        QCOMPARE(written, QStringList{dir.filePath(QStringLiteral("rfq.xlsx"))});
        QVERIFY(!writeQuoteRequest(dir.filePath(QStringLiteral("rfq.pdf")), sheets, &written, &error));
        QVERIFY2(error.contains(QStringLiteral(".xlsx")), qPrintable(error));
        QVERIFY(!writeQuoteRequest(dir.filePath(QStringLiteral("missing/rfq.xlsx")), sheets, &written, &error));
        QVERIFY2(error.contains(QStringLiteral("missing/rfq.xlsx")), qPrintable(error));
    }
};

GPUSCOUT_TEST_MAIN(TestQuoteRequest)
#include "tst_QuoteRequest.moc"
