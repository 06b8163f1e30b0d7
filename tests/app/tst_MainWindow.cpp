#include "AboutDialog.h"
#include "CatalogCsv.h"
#include "MainWindow.h"
#include "RankingController.h"
#include "RankingModel.h"
#include "RankingTableView.h"
#include "TestSupport.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace gpuscout;

class TestMainWindow : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> fixtureCatalog()
    {
        auto c = std::make_shared<Catalog>();
        QString error;
        if (!readCatalogCsv(test::fixture(QStringLiteral("catalog")), c.get(), &error))
            qFatal("%s", qPrintable(error));
        return c;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void showsTheDefaultRanking()
    {
        RankingController controller;
        controller.setCatalog(fixtureCatalog());
        MainWindow window(&controller, QStringLiteral("/tmp/fixture.sqlite"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *table = window.findChild<RankingTableView *>(QStringLiteral("rankingTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 8);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        auto *summary = window.findChild<QLabel *>(QStringLiteral("rankingSummary"));
        QVERIFY(summary->text().contains(QStringLiteral("8 of 8 offers ranked")));
        QVERIFY(summary->text().contains(QStringLiteral("p5.48xlarge")));
    }

    void weightChangesReRankWithoutRePreparing()
    {
        RankingController controller;
        controller.setCatalog(fixtureCatalog());
        MainWindow window(&controller, QString());
        QSignalSpy spy(&controller, &RankingController::rankingChanged);
        const auto preparedBefore = controller.result().prepared;
        controller.setWeights(Weights{{0, 0, 1, 0, 0}});
        QCOMPARE(spy.count(), 1);
        QCOMPARE(controller.result().prepared, preparedBefore); // only re-scored
        auto *table = window.findChild<RankingTableView *>(QStringLiteral("rankingTable"));
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("1x-mystery"));

        Scenario s = controller.scenario();
        s.constraints.providers = {QStringLiteral("aws")};
        controller.setScenario(s);
        QVERIFY(controller.result().prepared != preparedBefore);
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("g4dn.xlarge"));
    }

    void sortingKeepsTheTrueRank()
    {
        RankingController controller;
        controller.setCatalog(fixtureCatalog());
        MainWindow window(&controller, QString());
        auto *table = window.findChild<RankingTableView *>(QStringLiteral("rankingTable"));
        table->sortByColumn(RankingModel::PriceColumn, Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("1x-mystery"));
        QCOMPARE(table->model()->index(0, RankingModel::RankColumn).data().toInt(), 8);
    }

    void allZeroWeightsShowAMessage()
    {
        RankingController controller;
        controller.setCatalog(fixtureCatalog());
        MainWindow window(&controller, QString());
        controller.setWeights(Weights{{0, 0, 0, 0, 0}});
        auto *summary = window.findChild<QLabel *>(QStringLiteral("rankingSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("All weights are zero")), qPrintable(summary->text()));
    }

    void aboutCreditsEpochAndShowsTheStabilityFormula()
    {
        AboutDialog about(QStringLiteral("/tmp/catalog.sqlite"));
        const QString html = AboutDialog::creditsHtml();
        QVERIFY(html.contains(QStringLiteral("Epoch AI, 'Data on Machine Learning Hardware', published online at epoch.ai")));
        QVERIFY(html.contains(QStringLiteral("CC BY 4.0")));
        auto *text = about.findChild<QWidget *>(QStringLiteral("aboutText"));
        QVERIFY(text);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
