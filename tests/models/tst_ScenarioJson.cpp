#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

class TestScenarioJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsThroughAFile()
    {
        Scenario s;
        s.weights = Weights{{5, 3, 1, 3, 2}};
        s.constraints.maxPricePerHour = 40;
        s.constraints.minTotalVramGb = 160;
        s.constraints.minGpuCount = 2;
        s.constraints.providers = {QStringLiteral("aws"), QStringLiteral("gcp")};
        s.constraints.regions = {QStringLiteral("us-east-1")};
        s.constraints.gpus = {QStringLiteral("H100-SXM")};
        s.billing = BillingMode::Spot;
        s.currency = QStringLiteral("CNY");
        s.precision = Precision::FP8;
        s.normalization = Normalization::Ratio;
        s.method = RankingMethod::Topsis;
        s.jobHours = 72;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 13e9;
        w.hours = 72;
        w.datasetGb = 10;
        s.workload = w;
        s.objective = Objective::Hourly;
        s.basis = Basis::PerInstance;
        s.unknownPolicy = UnknownPolicy::KnownOnly;
        s.normalization = Normalization::Vector;
        s.includeIllustrative = true;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QString error;
        QVERIFY2(writeScenarioFile(path, s, &error), qPrintable(error));
        Scenario back;
        QVERIFY2(readScenarioFile(path, &back, &error), qPrintable(error));
        QVERIFY(back == s);
    }

    // The new members' defaults: per GPU, the job objective (used once a workload is set),
    // unknown figures scoring 0; "job" without a workload is kept, not refused.
    void newMembersDefault()
    {
        Scenario s;
        QString error;
        QVERIFY2(scenarioFromJson(QJsonDocument::fromJson(R"({"format": "gpuscout-scenario", "version": 1})").object(), &s,
                                  &error),
                 qPrintable(error));
        QCOMPARE(s.basis, Basis::PerGpu);
        QCOMPARE(s.objective, Objective::Job);
        QCOMPARE(s.unknownPolicy, UnknownPolicy::ScoreZero);
        QVERIFY(scenarioFromJson(
            QJsonDocument::fromJson(R"({"format": "gpuscout-scenario", "version": 1, "objective": "job", "basis": "per-instance",
                                        "unknown_figures": "known-only", "normalization": "log"})").object(),
            &s, &error));
        QCOMPARE(s.basis, Basis::PerInstance);
        QCOMPARE(s.unknownPolicy, UnknownPolicy::KnownOnly);
        QCOMPARE(s.normalization, Normalization::Log);
        const QJsonObject json = scenarioToJson(s);
        QCOMPARE(json.value(QStringLiteral("basis")).toString(), QStringLiteral("per-instance"));
        QCOMPARE(json.value(QStringLiteral("unknown_figures")).toString(), QStringLiteral("known-only"));
    }

    void scenariosWithoutABudgetCompareEqual()
    {
        QVERIFY(Scenario{} == Scenario{});
        Scenario budget;
        budget.constraints.maxPricePerHour = 10;
        QVERIFY(!(budget == Scenario{}));
        QVERIFY(budget == budget);
    }

    void methodDefaultsToTheWeightedSum_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("expected");
        QTest::addRow("absent") << QByteArray(R"({"format": "gpuscout-scenario", "version": 1})")
                                << static_cast<int>(RankingMethod::WeightedSum);
        QTest::addRow("weighted-sum")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "method": "weighted-sum"})")
            << static_cast<int>(RankingMethod::WeightedSum);
        QTest::addRow("TOPSIS, any case")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "method": "TOPSIS"})")
            << static_cast<int>(RankingMethod::Topsis);
    }
    void methodDefaultsToTheWeightedSum()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, expected);
        Scenario s;
        // Start from the other method, so that a parse that leaves the member alone fails.
        s.method = static_cast<RankingMethod>(expected) == RankingMethod::Topsis ? RankingMethod::WeightedSum
                                                                                  : RankingMethod::Topsis;
        QString error;
        QVERIFY2(scenarioFromJson(QJsonDocument::fromJson(json).object(), &s, &error), qPrintable(error));
        QCOMPARE(static_cast<int>(s.method), expected);
        QCOMPARE(scenarioToJson(s).value(QStringLiteral("method")).toString(),
                 rankingMethodKey(static_cast<RankingMethod>(expected)));
    }

    void scenariosDifferingInMethodDiffer()
    {
        Scenario topsis;
        topsis.method = RankingMethod::Topsis;
        QVERIFY(!(topsis == Scenario{}));
    }

    void noBudgetIsNull()
    {
        const QJsonObject o = scenarioToJson(Scenario{});
        QVERIFY(o.value(QStringLiteral("constraints")).toObject().value(QStringLiteral("max_price_per_hour")).isNull());
    }

    void rejectsBadMembers_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::addRow("not a scenario") << QByteArray(R"({"weights": {}})") << QStringLiteral("format");
        QTest::addRow("negative weight")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "weights": {"price": -1}})")
            << QStringLiteral("weights.price");
        QTest::addRow("unknown billing")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "billing": "weekly"})")
            << QStringLiteral("billing: expected one of on-demand, spot, reserved-1y, monthly");
        QTest::addRow("malformed currency")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "currency": "EURO"})")
            << QStringLiteral("currency: 'EURO' is not a currency code");
        QTest::addRow("text budget")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "constraints": {"max_price_per_hour": "ten"}})")
            << QStringLiteral("constraints.max_price_per_hour");
        QTest::addRow("zero exchange rate")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "cny_per_usd": 0})")
            << QStringLiteral("cny_per_usd");
        QTest::addRow("unknown basis")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "basis": "per-rack"})")
            << QStringLiteral("basis: expected per-gpu or per-instance");
        QTest::addRow("unknown normalisation")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "normalization": "zscore"})")
            << QStringLiteral("normalization: expected one of minmax, ratio, vector, log");
        QTest::addRow("unknown policy for unknown figures")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "unknown_figures": "guess"})")
            << QStringLiteral("unknown_figures: expected zero or known-only");
        QTest::addRow("bad workload member")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "workload": {"task": "lora", "parameters": -5}})")
            << QStringLiteral("workload.parameters");
        QTest::addRow("unknown method")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "method": "ahp"})")
            << QStringLiteral("method: expected one of weighted-sum, topsis");
        QTest::addRow("method not a string")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "method": 2})")
            << QStringLiteral("method: expected one of weighted-sum, topsis");
        QTest::addRow("weights not an object")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "weights": "heavy"})")
            << QStringLiteral("weights: expected an object");
        QTest::addRow("constraints a list")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "constraints": []})")
            << QStringLiteral("constraints: expected an object");
        QTest::addRow("unknown criterion")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "weights": {"speed": 3}})")
            << QStringLiteral("weights.speed: not a criterion");
        QTest::addRow("weight too large")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "weights": {"compute": 1e308, "vram": 1e308}})")
            << QStringLiteral("weights.compute: 1e+308 is too large; expected a number from 0 to 1000000");
        QTest::addRow("all weights zero")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "weights": {"compute": 0, "vram": 0, "price": 0, "bandwidth": 0, "stability": 0}})")
            << QStringLiteral("weights: all are zero");
        QTest::addRow("billing not text")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "billing": ["spot"]})")
            << QStringLiteral("billing: expected one of");
        QTest::addRow("currency not text")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "currency": 7})")
            << QStringLiteral("currency: expected a currency code");
        QTest::addRow("version not a number")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": "one"})") << QStringLiteral("version: expected a whole number");
        QTest::addRow("format not text")
            << QByteArray(R"({"format": 1})") << QStringLiteral("format: expected");
        QTest::addRow("include_illustrative not a boolean")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "include_illustrative": "yes"})")
            << QStringLiteral("include_illustrative: expected true or false");
        QTest::addRow("newer version")
            << QByteArray(R"({"format": "gpuscout-scenario", "version": 9})") << QStringLiteral("version");
    }
    void rejectsBadMembers()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        Scenario s;
        QString error;
        QVERIFY(!scenarioFromJson(QJsonDocument::fromJson(json).object(), &s, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // What is not a scenario file is refused before it is read: with the file named.
    void refusesWhatIsNotAScenarioFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::addRow("empty name") << QString() << QByteArray() << QStringLiteral("no scenario file name");
        QTest::addRow("device") << QStringLiteral("/dev/zero") << QByteArray() << QStringLiteral("/dev/zero is not a regular file");
        QTest::addRow("folder") << QStringLiteral("folder") << QByteArray() << QStringLiteral("is a folder");
        QTest::addRow("too large") << QStringLiteral("large.json") << QByteArray(MaxScenarioBytes + 1, ' ')
                                   << QStringLiteral("larger than a scenario can be");
        QTest::addRow("a JSON list") << QStringLiteral("list.json") << QByteArray(R"([{"format": "gpuscout-scenario"}])")
                                     << QStringLiteral("a scenario is one JSON object");
        QTest::addRow("broken JSON") << QStringLiteral("broken.json") << QByteArray("{\n  \"format\": \n}")
                                     << QStringLiteral("broken.json:3:");
    }
    void refusesWhatIsNotAScenarioFile()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (path == QLatin1String("folder")) {
            path = dir.filePath(path);
            QVERIFY(QDir().mkpath(path));
        } else if (!path.isEmpty() && !path.startsWith(u'/')) {
            path = dir.filePath(path);
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        Scenario s;
        QString error;
        QVERIFY(!readScenarioFile(path, &s, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("no error occurred")), qPrintable(error));
    }

    void brokenFileNamesTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        Scenario s;
        QString error;
        QVERIFY(!readScenarioFile(path, &s, &error));
        QVERIFY(error.startsWith(path));
    }
};

GPUSCOUT_TEST_MAIN(TestScenarioJson)
#include "tst_ScenarioJson.moc"
