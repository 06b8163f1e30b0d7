#include "catalog/CsvReader.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesValidFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("lastB");
        QTest::addRow("plain LF") << QStringLiteral("a,b\n1,2\n3,4\n") << 2 << QStringLiteral("4");
        QTest::addRow("CRLF") << QStringLiteral("a,b\r\n1,2\r\n3,x\r\n") << 2 << QStringLiteral("x");
        QTest::addRow("BOM") << QStringLiteral("\ufeffa,b\n1,2\n") << 1 << QStringLiteral("2");
        QTest::addRow("no final newline") << QStringLiteral("a,b\n1,2") << 1 << QStringLiteral("2");
        QTest::addRow("quoted comma") << QStringLiteral("a,b\n1,\"x, y\"\n") << 1 << QStringLiteral("x, y");
        QTest::addRow("doubled quote") << QStringLiteral("a,b\n1,\"say \"\"hi\"\"\"\n") << 1 << QStringLiteral("say \"hi\"");
        QTest::addRow("line break in quotes") << QStringLiteral("a,b\n1,\"two\nlines\"\n") << 1 << QStringLiteral("two\nlines");
        QTest::addRow("empty fields") << QStringLiteral("a,b\n,\n") << 1 << QString();
        QTest::addRow("Chinese text") << QStringLiteral("a,b\n1,阿里云\n") << 1 << QStringLiteral("阿里云");
        QTest::addRow("blank lines skipped") << QStringLiteral("a,b\n\n1,2\n\n") << 1 << QStringLiteral("2");
    }
    void parsesValidFiles()
    {
        QFETCH(QString, text);
        QFETCH(int, rows);
        QFETCH(QString, lastB);
        const CsvTable t = CsvTable::parse(text, QStringLiteral("t.csv"));
        QVERIFY2(t.ok(), qPrintable(t.error()));
        QCOMPARE(t.rowCount(), rows);
        QCOMPARE(t.value(rows - 1, QStringLiteral("b")), lastB);
    }

    void reportsErrorsWithTheirLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("too few fields") << QStringLiteral("a,b\n1,2\n3\n") << QStringLiteral("t.csv:3: 1 fields, expected 2");
        QTest::addRow("unclosed quote") << QStringLiteral("a,b\n1,\"open\n") << QStringLiteral("t.csv:2: a quoted field is not closed");
        QTest::addRow("stray quote") << QStringLiteral("a,b\n1,x\"y\n") << QStringLiteral("t.csv:2: a quote inside an unquoted field");
        QTest::addRow("empty file") << QString() << QStringLiteral("t.csv: the file is empty");
    }
    void reportsErrorsWithTheirLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const CsvTable t = CsvTable::parse(text, QStringLiteral("t.csv"));
        QVERIFY(!t.ok());
        QVERIFY2(t.error().startsWith(expected), qPrintable(t.error()));
    }

    void lineNumbersCountQuotedLineBreaks()
    {
        const CsvTable t = CsvTable::parse(QStringLiteral("a,b\n1,\"x\ny\"\n2,z\n"), QStringLiteral("t.csv"));
        QVERIFY(t.ok());
        QCOMPARE(t.lineOf(0), 2);
        QCOMPARE(t.lineOf(1), 4);
    }

    void lineNumbersCountLoneCarriageReturns()
    {
        const CsvTable t = CsvTable::parse(QStringLiteral("a,b\r1,\"x\ry\"\r2,z\r"), QStringLiteral("t.csv"));
        QVERIFY(t.ok());
        QCOMPARE(t.lineOf(1), 4);
    }

    void otherSeparatorsAndRaggedRows()
    {
        CsvOptions options;
        options.separator = u';';
        options.keepRaggedRows = true;
        const CsvTable t = CsvTable::parse(QStringLiteral("a;b\n1,5;\"x;y\"\n3\n"), QStringLiteral("t.csv"), options);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        QCOMPARE(t.value(0, QStringLiteral("a")), QStringLiteral("1,5"));
        QCOMPARE(t.value(0, QStringLiteral("b")), QStringLiteral("x;y"));
        QCOMPARE(t.fieldCount(1), 1);
        QCOMPARE(t.value(1, QStringLiteral("b")), QString()); // past the end of the short row
        QVERIFY(!CsvTable::parse(QStringLiteral("a;b\n3\n"), QStringLiteral("t.csv"), CsvOptions{u';', false}).ok());
    }

    void quotingRoundTrips()
    {
        const QStringList fields{QStringLiteral("plain"), QStringLiteral("a,b"), QStringLiteral("say \"x\""),
                                 QStringLiteral("two\nlines"), QString()};
        const CsvTable t = CsvTable::parse(csvLine({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                                    QStringLiteral("4"), QStringLiteral("5")})
                                               + u'\n' + csvLine(fields) + u'\n',
                                           QStringLiteral("t.csv"));
        QVERIFY(t.ok());
        for (int i = 0; i < fields.size(); ++i)
            QCOMPARE(t.value(0, QString::number(i + 1)), fields[i]);
    }
};

GPUSCOUT_TEST_MAIN(TestCsvReader)
#include "tst_CsvReader.moc"
