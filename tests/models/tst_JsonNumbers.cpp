#include "io/JsonNumbers.h"

#include "domain/Scenario.h"
#include "domain/Unknown.h"
#include "scenario/ScenarioJson.h"
#include "TestMain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace gpuscout;

namespace {

// How QJsonDocument writes one number.
QByteArray written(const QJsonValue &v)
{
    QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2);
}

} // namespace

// JSON figures at the precision they have: no float noise, and rounding twice changes nothing.
class TestJsonNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void floatNoiseIsRoundedAway()
    {
        // The unrounded value really is written with its noise: the test would see it.
        QCOMPARE(written(QJsonValue(0.750000000000012)), QByteArray("0.750000000000012"));
        QCOMPARE(written(JsonNumbers::score(0.750000000000012)), QByteArray("0.75"));
        QCOMPARE(written(JsonNumbers::money(0.1 + 0.2)), QByteArray("0.3"));
        QCOMPARE(written(JsonNumbers::money(55.04 / 8 * 8)), QByteArray("55.04"));
        QCOMPARE(written(JsonNumbers::score(0.12345678)), QByteArray("0.1235"));
        QCOMPARE(written(JsonNumbers::measured(8 * 989.4000000000001)), QByteArray("7915.2"));
        QCOMPARE(written(JsonNumbers::measured(4.2e22 * 1.0000000000001)), QByteArray("4.2e+22"));
        QCOMPARE(written(JsonNumbers::score(-0.00001)), QByteArray("0"));
    }

    void unknownIsNull()
    {
        QVERIFY(JsonNumbers::score(Unknown).isNull());
        QVERIFY(JsonNumbers::money(Unknown).isNull());
        QVERIFY(JsonNumbers::measured(Unknown).isNull());
        QVERIFY(JsonNumbers::stored(Unknown).isNull());
    }

    void storedFiguresAreUnchanged()
    {
        // Catalog figures keep every digit they were stored with (an export imports back
        // to the same values), even beyond 4 decimals or 6 significant digits.
        for (double v : {12.979452, 26.4192, 1979.0, 0.0000123456789, 123456789.125})
            QCOMPARE(JsonNumbers::stored(v).toDouble(), v);
    }

    void roundingTwiceChangesNothing_data()
    {
        QTest::addColumn<double>("value");
        for (double v : {0.750000000000012, 2.675, 1.00005, 98.5, 7915.2000000001, 3.14159265358979, 1e-7, 123456789.98765})
            QTest::addRow("%.17g", v) << v;
    }
    void roundingTwiceChangesNothing()
    {
        QFETCH(double, value);
        const double d = JsonNumbers::roundDecimals(value, 4);
        QCOMPARE(JsonNumbers::roundDecimals(d, 4), d);
        QCOMPARE(QJsonDocument::fromJson(QJsonDocument(QJsonArray{d}).toJson()).array().first().toDouble(), d);
        const double s = JsonNumbers::roundSignificant(value, 6);
        QCOMPARE(JsonNumbers::roundSignificant(s, 6), s);
        QVERIFY(std::abs(d - value) <= 0.00005 + 1e-12);
        QVERIFY(std::abs(s - value) <= std::abs(value) * 5e-6);
    }

    // Scenario files are not rounded: they must give back the same ranking, and a small
    // weight rounded to 0 would leave a file that cannot be read (all weights zero).
    void aSavedScenarioLoadsExactly()
    {
        Scenario s;
        s.weights = Weights{{1.0 / 3.0, 0.1 + 0.2, 0.00001, 0, 0}};
        s.constraints.maxPricePerHour = 10.0 / 7.2;
        const QJsonObject first = scenarioToJson(s);
        QCOMPARE(first.value(QStringLiteral("weights")).toObject().value(QStringLiteral("compute")).toDouble(), 1.0 / 3.0);
        Scenario loaded;
        QString error;
        QVERIFY2(scenarioFromJson(first, &loaded, &error), qPrintable(error));
        QVERIFY(loaded == s);
        QCOMPARE(scenarioToJson(loaded), first);
    }
};

GPUSCOUT_TEST_MAIN(TestJsonNumbers)
#include "tst_JsonNumbers.moc"
