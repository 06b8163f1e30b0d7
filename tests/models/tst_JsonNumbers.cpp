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

// JSON figures at full precision: the shortest decimal that reads back to the same double.
class TestJsonNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void computedFiguresKeepFullPrecision()
    {
        // The shortest decimal that reads back to the same double: 0.1 stays 0.1, and a
        // figure with more digits keeps them all, so scores recompute from raw figures.
        QCOMPARE(written(JsonNumbers::money(0.1)), QByteArray("0.1"));
        QCOMPARE(written(JsonNumbers::score(0.12345678)), QByteArray("0.12345678"));
        QCOMPARE(written(JsonNumbers::score(0.750000000000012)), QByteArray("0.750000000000012"));
        QCOMPARE(written(JsonNumbers::measured(4.2e22)), QByteArray("4.2e+22"));
        for (double v : {1.0 / 3.0, 2.0 / 7.0 * 1e9, 0.1 + 0.2, 123456.78901234567, 1e-300}) {
            QCOMPARE(JsonNumbers::score(v).toDouble(), v);
            QCOMPARE(QJsonDocument::fromJson(QByteArray("[") + written(JsonNumbers::measured(v)) + "]").array()[0].toDouble(), v);
        }
        QCOMPARE(written(JsonNumbers::score(-0.0)), QByteArray("0"));
        QVERIFY(JsonNumbers::money(INFINITY).isNull());
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
