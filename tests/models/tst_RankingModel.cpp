#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "itemmodels/RankingModel.h"
#include "TestSupport.h"
#include "TestMain.h"

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

    // One row per machine; a machine unfolds to list its other regions under it and folds
    // back, each region keeping its own rank. Checked by the model tester throughout.
    void machinesUnfoldToTheirRegions()
    {
        test::CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.9).gpu(QStringLiteral("G"), 80, 300).gpu(QStringLiteral("H"), 24, 100);
        for (const double price : {3.0, 2.0, 4.0})
            b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, price, 100, QStringLiteral("r%1").arg(price)).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("H"), 1, 1.0, 10).instanceType = QStringLiteral("small");
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{}));
        QVERIFY(model.isGrouped());
        QCOMPARE(model.rowCount(), 2);
        const int bigRow = model.index(0, RankingModel::InstanceColumn).data().toString() == QLatin1String("big") ? 0 : 1;
        QCOMPARE(model.index(bigRow, RankingModel::RegionColumn).data().toString(), QStringLiteral("r2"));
        QCOMPARE(model.index(bigRow, RankingModel::OtherRegionsColumn).data(RankingModel::RawValueRole).toInt(), 2);
        QVERIFY2(model.index(bigRow, RankingModel::OtherRegionsColumn).data().toString().contains(QStringLiteral("+2 · $3.000–$4.000")),
                 qPrintable(model.index(bigRow, RankingModel::OtherRegionsColumn).data().toString()));
        model.setExpanded(bigRow, true);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.isExpanded(bigRow));
        QVERIFY(model.index(bigRow + 1, 0).data(RankingModel::RegionRowRole).toBool());
        QCOMPARE(model.index(bigRow + 1, RankingModel::RegionColumn).data().toString(), QStringLiteral("↳ r3"));
        QVERIFY(model.index(bigRow + 1, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt()
                < model.index(bigRow + 2, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt());
        // Re-ranking keeps the machine unfolded; folding brings the one row back.
        model.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{}));
        QCOMPARE(model.rowCount(), 4);
        model.toggleExpanded(bigRow);
        QCOMPARE(model.rowCount(), 2);
        // One row per offer on request.
        model.setGrouped(false);
        QCOMPARE(model.rowCount(), 4);
    }
};

GPUSCOUT_TEST_MAIN(TestRankingModel)
#include "tst_RankingModel.moc"
