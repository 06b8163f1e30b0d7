#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "itemmodels/RankingModel.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace gpuscout;

class TestRankingModel : public QObject
{
    Q_OBJECT

    RankingResult resultFor(const Scenario &scenario)
    {
        return rankCatalog(test::fixtureCatalog(), scenario);
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void passesTheModelTester()
    {
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setResult(resultFor(Scenario{}));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 7); // the fixture's illustrative seed row is not ranked by default
        QCOMPARE(model.columnCount(), int(RankingModel::ColumnCount));
        Scenario narrow;
        narrow.constraints.maxPricePerHour = 1.0;
        model.setResult(resultFor(narrow));
        QCOMPARE(resets.count(), 2);
        QCOMPARE(model.rowCount(), 3);
    }

    void rowsAreInRankOrderWithRawValues()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        double previous = 2.0;
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt(), row + 1);
            const double score = model.index(row, RankingModel::ScoreColumn).data(RankingModel::RawValueRole).toDouble();
            QVERIFY(score <= previous);
            previous = score;
        }
        QCOMPARE(model.index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        QCOMPARE(model.index(0, RankingModel::GpuColumn).data().toString(), QStringLiteral("H100-SXM × 8"));
        QCOMPARE(model.index(0, RankingModel::PriceColumn).data(RankingModel::RawValueRole).toDouble(), 55.04);
        QCOMPARE(model.index(0, RankingModel::PricePerGpuColumn).data(RankingModel::RawValueRole).toDouble(), 6.88);
    }

    void unknownValuesAreInvalidRawAndReadAsUnknown()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        int mysteryRow = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, RankingModel::InstanceColumn).data().toString() == QLatin1String("1x-mystery"))
                mysteryRow = row;
        }
        QVERIFY(mysteryRow >= 0);
        QVERIFY(!model.index(mysteryRow, RankingModel::TflopsColumn).data(RankingModel::RawValueRole).isValid());
        QCOMPARE(model.index(mysteryRow, RankingModel::TflopsColumn).data().toString(), QStringLiteral("unknown"));
    }

    void headerNamesTheDisplayCurrency()
    {
        RankingModel model;
        Scenario s;
        s.currency = QStringLiteral("CNY");
        model.setResult(resultFor(s));
        QVERIFY(model.headerData(RankingModel::PriceColumn, Qt::Horizontal).toString().contains(QStringLiteral("CNY")));
        QVERIFY(model.index(0, RankingModel::PriceColumn).data().toString().startsWith(QStringLiteral("¥")));
    }

    void scoreTooltipBreaksDownTheCriteria()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        const QString tip = model.index(0, RankingModel::ScoreColumn).data(Qt::ToolTipRole).toString();
        for (const char *word : {"compute", "VRAM", "price", "bandwidth", "stability"})
            QVERIFY2(tip.contains(QString::fromLatin1(word)), qPrintable(tip));
    }

    void allZeroWeightsGiveAnEmptyModel()
    {
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Scenario s;
        s.weights = Weights{{0, 0, 0, 0, 0}};
        model.setResult(resultFor(s));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.result().ranking->ok());
    }
};

QTEST_GUILESS_MAIN(TestRankingModel)
#include "tst_RankingModel.moc"
