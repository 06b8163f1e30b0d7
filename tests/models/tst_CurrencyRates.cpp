#include "domain/CurrencyRates.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;

class TestCurrencyRates : public QObject
{
    Q_OBJECT

    static CurrencyRates table()
    {
        CurrencyRates r;
        r.set({QStringLiteral("CNY"), 7.2, QStringLiteral("2026-11-01"), QString()});
        r.set({QStringLiteral("EUR"), 0.9, QStringLiteral("2026-11-01"), QString()});
        return r;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void converts_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<double>("expected");
        QTest::addRow("same currency") << 3.0 << "CNY" << "CNY" << 3.0;
        QTest::addRow("case-insensitive same") << 3.0 << "usd" << "USD" << 3.0;
        QTest::addRow("USD to CNY") << 10.0 << "USD" << "CNY" << 72.0;
        QTest::addRow("CNY to USD") << 72.0 << "CNY" << "USD" << 10.0;
        QTest::addRow("CNY to EUR via USD") << 72.0 << "CNY" << "EUR" << 9.0;
        QTest::addRow("lower-case codes") << 9.0 << "eur" << "usd" << 10.0;
    }
    void converts()
    {
        QFETCH(double, amount);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(double, expected);
        QVERIFY(qFuzzyCompare(table().convert(amount, from, to), expected));
    }

    void unknownCurrencyIsUnknownNotAGuess()
    {
        QVERIFY(!isKnown(table().convert(1, QStringLiteral("JPY"), QStringLiteral("USD"))));
        QVERIFY(!isKnown(table().convert(1, QStringLiteral("USD"), QStringLiteral("JPY"))));
    }

    void rejectsBadRates_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("rate");
        QTest::addRow("zero") << "GBP" << 0.0;
        QTest::addRow("negative") << "GBP" << -1.0;
        QTest::addRow("not a number") << "GBP" << Unknown;
        QTest::addRow("infinite") << "GBP" << std::numeric_limits<double>::infinity();
        QTest::addRow("empty code") << "" << 1.0;
        QTest::addRow("four letters") << "EURO" << 1.0;
        QTest::addRow("digits") << "E1R" << 1.0;
        QTest::addRow("USD other than 1") << "USD" << 2.0;
    }
    void rejectsBadRates()
    {
        QFETCH(QString, code);
        QFETCH(double, rate);
        CurrencyRates r = table();
        const CurrencyRates before = r;
        QVERIFY(!r.set({code, rate, QString(), QString()}));
        QCOMPARE(r, before);
    }

    void keepsUsdFirstAndTheRestSorted()
    {
        CurrencyRates r = table();
        QVERIFY(r.set({QStringLiteral("aud"), 1.5, QString(), QString()}));
        QCOMPARE(r.currencies(), (QStringList{QStringLiteral("USD"), QStringLiteral("AUD"), QStringLiteral("CNY"),
                                              QStringLiteral("EUR")}));
        QVERIFY(r.set({QStringLiteral("CNY"), 7.0, QStringLiteral("2026-11-30"), QStringLiteral("bank")}));
        QCOMPARE(r.find(QStringLiteral("cny"))->asOf, QStringLiteral("2026-11-30"));
        QCOMPARE(r.currencies().size(), 4);
        QVERIFY(!r.remove(QStringLiteral("USD")));
        QVERIFY(r.remove(QStringLiteral("aud")));
        QVERIFY(!r.remove(QStringLiteral("AUD")));
        QCOMPARE(r.currencies().size(), 3);
    }
};

GPUSCOUT_TEST_MAIN(TestCurrencyRates)
#include "tst_CurrencyRates.moc"
