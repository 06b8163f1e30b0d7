#include "catalog/CatalogCsv.h"
#include "controller/RankingController.h"
#include "charts/RadarChart.h"
#include "controller/RankingSummary.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QSignalSpy>
#include <QTest>

using namespace gpuscout;

// The presenter without widgets: what it publishes, and the words around a ranking.
class TestRankingController : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = test::fixtureCatalog();
    }

    void weightChangesOnlyReScore()
    {
        RankingController controller;
        QSignalSpy ranking(&controller, &RankingController::rankingChanged);
        QSignalSpy scenario(&controller, &RankingController::scenarioChanged);
        controller.setCatalog(m_catalog);
        QCOMPARE(ranking.count(), 1);
        QCOMPARE(scenario.count(), 1); // the catalog's rate table enters the scenario
        const auto prepared = controller.result().prepared;
        controller.setWeights(Weights{{0, 0, 1, 0, 0}});
        QCOMPARE(ranking.count(), 2);
        QCOMPARE(scenario.count(), 2);
        QCOMPARE(controller.result().prepared, prepared);
        controller.setWeights(Weights{{0, 0, 1, 0, 0}}); // no change, no work
        QCOMPARE(ranking.count(), 2);
        Scenario s = controller.scenario();
        s.billing = BillingMode::Spot;
        controller.setScenario(s);
        QCOMPARE(ranking.count(), 3);
        QVERIFY(controller.result().prepared != prepared);
        QCOMPARE(controller.result().size(), std::size_t(3));
    }

    // The method lives in the prepared offers, so choosing it re-prepares, and the weights'
    // later re-scoring keeps it.
    void methodChangeReachesTheRanking()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        const auto before = controller.result();
        QSignalSpy ranking(&controller, &RankingController::rankingChanged);
        Scenario s = controller.scenario();
        s.method = RankingMethod::Topsis;
        controller.setScenario(s);
        QCOMPARE(ranking.count(), 1);
        QVERIFY(controller.result().prepared != before.prepared);
        QCOMPARE(controller.result().prepared->method, RankingMethod::Topsis);
        QVERIFY(controller.result().ranking->score != before.ranking->score);
        controller.setWeights(Weights{{1, 2, 3, 4, 5}});
        QCOMPARE(controller.result().prepared->method, RankingMethod::Topsis);
        QCOMPARE(controller.result().ranking->score, rank(*controller.result().prepared, Weights{{1, 2, 3, 4, 5}}).score);
    }

    void pinsAreCappedAndFeedTheRadarAndCompare()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        QSignalSpy pins(&controller, &RankingController::pinnedOffersChanged);
        QCOMPARE(controller.radarOffers().size(), 3);
        QCOMPARE(controller.compareOffers().size(), 3);
        controller.togglePinned({7});
        QCOMPARE(pins.count(), 1);
        QCOMPARE(controller.radarOffers().size(), 4);
        QCOMPARE(controller.radarOffers().last(), 7);
        controller.setPinnedOffers({0, 1, 2, 3, 4, 5, 6, 7});
        QCOMPARE(controller.pinnedOffers(), (QList<int>{2, 3, 4, 5, 6, 7}));
        QCOMPARE(controller.compareOffers(), controller.pinnedOffers());
        controller.togglePinned({2});
        QCOMPARE(controller.pinnedOffers().size(), 5);
        controller.setPinnedOffers({99, -1});
        QVERIFY(controller.pinnedOffers().isEmpty());
    }

    void radarTakesTheTopThreeDistinctInstanceTypes()
    {
        test::CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 80, 300);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 10.0, 400, QStringLiteral("r1")).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 10.0, 400, QStringLiteral("r2")).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 4, 6.0, 200, QStringLiteral("r1")).instanceType = QStringLiteral("mid");
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0, 50, QStringLiteral("r1")).instanceType = QStringLiteral("small");
        RankingController controller;
        controller.setCatalog(std::make_shared<Catalog>(b.catalog()));
        controller.setWeights(Weights{{1, 0, 0, 0, 0}});
        QCOMPARE(controller.radarOffers(), (QList<int>{0, 2, 3}));
        controller.setPinnedOffers({1});
        QCOMPARE(controller.radarOffers(), (QList<int>{0, 2, 3, 1}));
    }

    void summaryAndEmptyTexts()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        QCOMPARE(emptyRankingText(controller.result()), QString());
        QVERIFY(rankingSummaryText(controller.result()).startsWith(QStringLiteral("7 of 8 offers ranked. Best: AWS p5.48xlarge (us-east-1)")));
        Scenario s;
        s.constraints.minTotalVramGb = 1000;
        s.constraints.providers = {QStringLiteral("lambda")};
        controller.setScenario(s);
        const QString empty = emptyRankingText(controller.result());
        QVERIFY2(empty.contains(QStringLiteral("The minimum VRAM constraint removed the most offers")), qPrintable(empty));
        QVERIFY2(empty.contains(QStringLiteral("minimum VRAM: 8; provider: 7")), qPrintable(empty));
        s = Scenario{};
        s.weights = Weights{{0, 0, 0, 0, 0}};
        controller.setScenario(s);
        QVERIFY(emptyRankingText(controller.result()).contains(QStringLiteral("All weights are zero")));
    }

    void radarEntriesSkipOffersOutsideTheRanking()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        Scenario s;
        s.constraints.providers = {QStringLiteral("aws")};
        controller.setScenario(s);
        const QList<RadarEntry> entries = radarEntries(controller.result(), {0, 4, 1}, {4});
        QCOMPARE(entries.size(), 2); // offer 4 (lambda) is filtered out
        QVERIFY(entries[0].label.contains(QStringLiteral("p5.48xlarge")));
        QVERIFY(entries[0].label.startsWith(QStringLiteral("#")));
        QCOMPARE(entries[0].values[indexOf(Criterion::Compute)], 1.0);
    }
};

GPUSCOUT_TEST_MAIN(TestRankingController)
#include "tst_RankingController.moc"
