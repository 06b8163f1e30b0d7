#include "catalog/CatalogCsv.h"
#include "controller/RankingController.h"
#include "insight/ParetoFront.h"
#include "scoring/RankingSummary.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QSignalSpy>

#include <algorithm>
#include <QDate>
#include <QTest>

using namespace gpuscout;

namespace {

RankingUpdate lastOf(const QSignalSpy &spy)
{
    return spy.last().at(0).value<RankingUpdate>();
}

// Three machines; the biggest in two regions. With `dominated`, a fourth that costs more
// than the middle one and offers no more.
std::shared_ptr<const Catalog> threeMachines(bool dominated = false)
{
    test::CatalogBuilder b;
    b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 80, 300);
    b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 10.0, 400, QStringLiteral("r1")).instanceType = QStringLiteral("big");
    b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 10.0, 400, QStringLiteral("r2")).instanceType = QStringLiteral("big");
    b.offer(QStringLiteral("p"), QStringLiteral("G"), 4, 6.0, 200, QStringLiteral("r1")).instanceType = QStringLiteral("mid");
    b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0, 50, QStringLiteral("r1")).instanceType = QStringLiteral("small");
    if (dominated)
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 4, 9.0, 200, QStringLiteral("r1")).instanceType = QStringLiteral("dear");
    return std::make_shared<Catalog>(b.catalog());
}

} // namespace

// The controller without widgets (the suite links gpuscout_controller only): the updates it
// publishes, the table model it keeps, and the words around a ranking.
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

    // One update per change, marked with the parts that changed.
    void weightChangesOnlyReScore()
    {
        RankingController controller;
        QSignalSpy updates(&controller, &RankingController::updated);
        QSignalSpy scenario(&controller, &RankingController::scenarioChanged);
        controller.setCatalog(m_catalog);
        QCOMPARE(updates.count(), 1);
        QCOMPARE(scenario.count(), 1); // the catalog's rate table enters the scenario
        QVERIFY(lastOf(updates).has(RankingUpdate::RankingChanged));
        QVERIFY(lastOf(updates).has(RankingUpdate::IntervalsChanged));
        QVERIFY(lastOf(updates).has(RankingUpdate::WinnerChanged));
        QVERIFY(lastOf(updates).has(RankingUpdate::RadarChanged));
        const auto prepared = controller.result().prepared;
        controller.setWeights(Weights{{0, 0, 1, 0, 0}});
        QCOMPARE(updates.count(), 2);
        QCOMPARE(scenario.count(), 2);
        const RankingUpdate weights = lastOf(updates);
        QVERIFY(weights.has(RankingUpdate::RankingChanged));
        QVERIFY(weights.has(RankingUpdate::ScenarioChanged));
        QVERIFY(!weights.has(RankingUpdate::HiddenChanged));
        QVERIFY(!weights.has(RankingUpdate::PinsChanged));
        QVERIFY(!weights.has(RankingUpdate::InsightChanged)); // nobody asked for them
        QVERIFY(!weights.has(RankingUpdate::ParetoChanged));
        QCOMPARE(weights.scenario.weights, (Weights{{0, 0, 1, 0, 0}}));
        QCOMPARE(weights.result.ranking, controller.result().ranking);
        QCOMPARE(controller.result().prepared, prepared);
        controller.setWeights(Weights{{0, 0, 1, 0, 0}}); // no change, no work
        QCOMPARE(updates.count(), 2);
        Scenario s = controller.scenario();
        s.billing = BillingMode::Spot;
        controller.setScenario(s);
        QCOMPARE(updates.count(), 3);
        QVERIFY(controller.result().prepared != prepared);
        QCOMPARE(controller.result().size(), std::size_t(3));
        // The properties are the same state, and writing one publishes like the setter.
        QCOMPARE(controller.property("scenario").value<Scenario>(), controller.scenario());
        QVERIFY(controller.setProperty("weights", QVariant::fromValue(Weights{{1, 0, 0, 0, 0}})));
        QCOMPARE(updates.count(), 4);
        QCOMPARE(controller.property("lastUpdate").value<RankingUpdate>().scenario.weights, (Weights{{1, 0, 0, 0, 0}}));
    }

    // The panels that do not own the weights keep the controller's.
    // The window ranks at the buyer's prices; the editors keep the catalog's list prices;
    // "Rank on list prices" gives the list-price ranking back.
    void priceBookSetsTheRankedPricesNotTheCatalogs()
    {
        RankingController controller;
        auto booked = std::make_shared<Catalog>(*m_catalog);
        const Offer &first = booked->offers[0];
        PriceTerm term;
        term.id = 7;
        term.provider = booked->providers[first.provider].key;
        term.instanceTypes << first.instanceType;
        term.discountPercent = 50;
        term.validFrom = QDate::currentDate().addDays(-1).toString(Qt::ISODate);
        term.ref = QStringLiteral("half price");
        booked->priceBook << term;
        controller.setCatalog(booked);
        const double list = first.priceFor(BillingMode::OnDemand);
        QCOMPARE(controller.catalog()->offers[0].priceFor(BillingMode::OnDemand), list);
        QCOMPARE(controller.result().catalog->offers[0].priceFor(BillingMode::OnDemand), list * 0.5);
        QCOMPARE(controller.priceBookUse().used.size(), 1);
        int row = -1;
        RankingModel *model = controller.model();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data(RankingModel::OfferIndexRole).toInt() == 0)
                row = r;
        }
        QVERIFY(row >= 0);
        QVERIFY(model->index(row, RankingModel::PriceColumn).data(RankingModel::NegotiatedRole).toBool());
        QVERIFY2(model->index(row, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("half price")),
                 qPrintable(model->index(row, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString()));

        QVERIFY2(rankingSummaryText(controller.result()).endsWith(QStringLiteral("; 1 at your negotiated price")),
                 qPrintable(rankingSummaryText(controller.result())));
        controller.setListPrices(true);
        QCOMPARE(controller.result().catalog->offers[0].priceFor(BillingMode::OnDemand), list);
        QVERIFY(!rankingSummaryText(controller.result()).contains(QStringLiteral("negotiated")));
        QVERIFY(controller.priceBookUse().listPrices);
        controller.setListPrices(false);
        QCOMPARE(controller.result().catalog->offers[0].priceFor(BillingMode::OnDemand), list * 0.5);
    }

    void scenarioEditsKeepTheWeights()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        controller.setWeights(Weights{{1, 2, 3, 4, 5}});
        QSignalSpy updates(&controller, &RankingController::updated);
        Scenario edited;
        edited.billing = BillingMode::Spot;
        controller.setScenarioKeepingWeights(edited);
        QCOMPARE(updates.count(), 1);
        QCOMPARE(controller.scenario().billing, BillingMode::Spot);
        QCOMPARE(controller.scenario().weights, (Weights{{1, 2, 3, 4, 5}}));
    }

    // The method lives in the prepared offers, so choosing it re-prepares, and the weights'
    // later re-scoring keeps it.
    void methodChangeReachesTheRanking()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        const auto before = controller.result();
        QSignalSpy updates(&controller, &RankingController::updated);
        Scenario s = controller.scenario();
        s.method = RankingMethod::Topsis;
        controller.setScenario(s);
        QCOMPARE(updates.count(), 1);
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
        QSignalSpy updates(&controller, &RankingController::updated);
        QSignalSpy pins(&controller, &RankingController::pinnedOffersChanged);
        QCOMPARE(controller.lastUpdate().radarOffers.size(), 3);
        QCOMPARE(controller.lastUpdate().compareOffers.size(), 3);
        controller.togglePinned({7});
        QCOMPARE(pins.count(), 1);
        QCOMPARE(updates.count(), 1);
        QCOMPARE(lastOf(updates).changed, unsigned(RankingUpdate::PinsChanged | RankingUpdate::RadarChanged));
        QCOMPARE(lastOf(updates).radarOffers.size(), 4);
        QCOMPARE(lastOf(updates).radarOffers.last(), 7);
        controller.setPinnedOffers({0, 1, 2, 3, 4, 5, 6, 7});
        QCOMPARE(controller.pinnedOffers(), (QList<int>{2, 3, 4, 5, 6, 7}));
        QCOMPARE(controller.lastUpdate().compareOffers, controller.pinnedOffers());
        QCOMPARE(controller.property("pinnedOffers").value<QList<int>>(), controller.pinnedOffers());
        controller.togglePinned({2});
        QCOMPARE(controller.pinnedOffers().size(), 5);
        controller.setPinnedOffers({99, -1});
        QVERIFY(controller.pinnedOffers().isEmpty());
        const auto before = updates.count();
        controller.setPinnedOffers({}); // no change, no update
        QCOMPARE(updates.count(), before);
        // The table's model shows the pins: the winner's row comes first.
        const QModelIndex first = controller.model()->index(0, RankingModel::RankColumn);
        QVERIFY(!first.data(RankingModel::PinnedRole).toBool());
        controller.setPinnedOffers({controller.lastUpdate().winner});
        QCOMPARE(first.data(RankingModel::OfferIndexRole).toInt(), controller.lastUpdate().winner);
        QVERIFY(first.data(RankingModel::PinnedRole).toBool());
    }

    // After a catalog edit the pins are found again by id and keep the order they were pinned
    // in (the compare columns and the radar colours follow it), not the catalog's order.
    void pinsKeepTheirOrderAcrossACatalogEdit()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        controller.setPinnedOffers({5, 1, 3});
        const QList<qint64> ids{m_catalog->offers[5].id, m_catalog->offers[1].id, m_catalog->offers[3].id};
        auto edited = std::make_shared<Catalog>(*m_catalog);
        std::reverse(edited->offers.begin(), edited->offers.end()); // every offer at another index
        edited->offers[0].price[indexOf(BillingMode::OnDemand)] *= 1.1;
        controller.setCatalog(edited);
        QList<qint64> after;
        for (int offer : controller.pinnedOffers())
            after << edited->offers[offer].id;
        QCOMPARE(after, ids);
        QCOMPARE(controller.lastUpdate().compareOffers, controller.pinnedOffers());
    }

    void radarTakesTheTopThreeDistinctInstanceTypes()
    {
        RankingController controller;
        controller.setCatalog(threeMachines());
        controller.setWeights(Weights{{1, 0, 0, 0, 0}});
        QCOMPARE(controller.lastUpdate().radarOffers, (QList<int>{0, 2, 3}));
        controller.setPinnedOffers({1});
        QCOMPARE(controller.lastUpdate().radarOffers, (QList<int>{0, 2, 3, 1}));
    }

    // The winner is rank 1; the runner-up the best offer of another machine, not the
    // winner's own machine in another region.
    void winnerAndRunnerUp()
    {
        RankingController controller;
        controller.setCatalog(threeMachines());
        Scenario s;
        s.basis = Basis::PerInstance; // the instances' own figures: the big one computes most, the small one costs least
        controller.setScenario(s);
        QSignalSpy updates(&controller, &RankingController::updated);
        controller.setWeights(Weights{{1, 0, 0, 0, 0}});
        QCOMPARE(updates.count(), 1);
        const RankingUpdate compute = lastOf(updates);
        QCOMPARE(compute.winner, 0);  // big, r1 (first of the tie by id)
        QCOMPARE(compute.runnerUp, 2); // mid: big in r2 is the same machine
        QCOMPARE(compute.intervals[0].winner, compute.result.prepared->positionOfOffer[0]);
        controller.setWeights(Weights{{2, 0, 0, 0, 0}}); // the same shares: the same winner
        QCOMPARE(updates.count(), 2);
        QVERIFY(lastOf(updates).has(RankingUpdate::RankingChanged));
        QVERIFY(!lastOf(updates).has(RankingUpdate::WinnerChanged));
        QVERIFY(!lastOf(updates).has(RankingUpdate::IntervalsChanged));
        controller.setWeights(Weights{{0, 0, 1, 0, 0}}); // price only: the small one wins
        QCOMPARE(updates.count(), 3);
        const RankingUpdate price = lastOf(updates);
        QVERIFY(price.has(RankingUpdate::WinnerChanged));
        QVERIFY(price.has(RankingUpdate::IntervalsChanged));
        QCOMPARE(price.winner, 3);
        QCOMPARE(price.winner, price.result.prepared->offer[price.result.ranking->order[0]]);
        QCOMPARE(price.runnerUp, 2);
        controller.setWeights(Weights{{0, 0, 0, 0, 0}}); // no ranking: no winner
        QCOMPARE(controller.lastUpdate().winner, -1);
        QCOMPARE(controller.lastUpdate().runnerUp, -1);
    }

    // Hiding dominated offers is its own change: no re-ranking, and weight changes keep it.
    void hiddenOffersAreTheDominatedOnes()
    {
        RankingController controller;
        controller.setCatalog(threeMachines(true));
        QVERIFY(!controller.lastUpdate().hiddenOffers);
        controller.model()->setGrouped(false); // one row per offer
        const int rowsBefore = controller.model()->rowCount();
        QSignalSpy updates(&controller, &RankingController::updated);
        controller.setProperty("hideDominated", true);
        QCOMPARE(updates.count(), 1);
        const RankingUpdate hide = lastOf(updates);
        QCOMPARE(hide.changed, unsigned(RankingUpdate::HiddenChanged));
        QVERIFY(hide.hiddenOffers);
        const std::vector<char> expected = dominatedOffers(*hide.result.prepared);
        QCOMPARE(*hide.hiddenOffers, expected);
        const auto count = std::count(expected.begin(), expected.end(), char(1));
        // Per GPU, every smaller machine pays more for the same GPU; "dear" besides.
        QCOMPARE(int(count), 3);
        QCOMPARE(hide.hiddenOffers->at(static_cast<std::size_t>(hide.result.prepared->positionOfOffer[4])), char(1));
        QCOMPARE(hide.dominatedCount, int(count));
        QCOMPARE(controller.model()->rowCount(), rowsBefore - int(count));
        controller.setWeights(Weights{{1, 2, 3, 4, 5}});
        QVERIFY(!lastOf(updates).has(RankingUpdate::HiddenChanged));
        QCOMPARE(lastOf(updates).hiddenOffers, hide.hiddenOffers);
        Scenario s = controller.scenario();
        s.basis = Basis::PerInstance; // re-prepares: another dominance
        controller.setScenario(s);
        QVERIFY(lastOf(updates).has(RankingUpdate::HiddenChanged));
        QVERIFY(lastOf(updates).hiddenOffers != hide.hiddenOffers);
        QCOMPARE(lastOf(updates).hiddenOffers->size(), lastOf(updates).result.prepared->offer.size());
        controller.setHideDominated(false);
        QCOMPARE(lastOf(updates).changed, unsigned(RankingUpdate::HiddenChanged));
        QVERIFY(!lastOf(updates).hiddenOffers);
    }

    // The insight figures are made only while wanted: at once when asked, then after a
    // pause following each re-ranking. The Pareto front once per prepare.
    void insightFiguresWhileWanted()
    {
        RankingController controller;
        controller.setCatalog(m_catalog);
        QVERIFY(!controller.lastUpdate().insight);
        QSignalSpy updates(&controller, &RankingController::updated);
        controller.setInsightWanted(true);
        QCOMPARE(updates.count(), 1);
        QCOMPARE(lastOf(updates).changed, unsigned(RankingUpdate::InsightChanged));
        const auto first = lastOf(updates).insight;
        QVERIFY(first);
        QCOMPARE(first->result.ranking, controller.result().ranking);
        QVERIFY(first->emptyReason.isEmpty());
        QVERIFY(!first->robustness.offers.empty());
        QVERIFY(first->acceptability.samples > 0);
        controller.setWeights(Weights{{0, 0, 1, 0, 0}});
        QCOMPARE(updates.count(), 2);
        QVERIFY(!lastOf(updates).has(RankingUpdate::InsightChanged)); // the drag does not wait
        QVERIFY(updates.wait(2000));
        QCOMPARE(lastOf(updates).changed, unsigned(RankingUpdate::InsightChanged));
        QCOMPARE(lastOf(updates).insight->result.ranking, controller.result().ranking);
        controller.setRobustnessPoints(20);
        QCOMPARE(lastOf(updates).insight->robustness.points, 20.0);

        controller.setParetoWanted(true);
        QVERIFY(lastOf(updates).has(RankingUpdate::ParetoChanged));
        const auto front = lastOf(updates).pareto;
        QCOMPARE(front->result.prepared, controller.result().prepared);
        QVERIFY(!front->front.front.empty());
        controller.setInsightWanted(false);
        const auto before = updates.count();
        controller.setWeights(Weights{{1, 0, 0, 0, 0}}); // the same prepared offers: the same front
        QTest::qWait(300);
        QCOMPARE(updates.count(), before + 1);
        QCOMPARE(controller.lastUpdate().pareto, front);

        Scenario none;
        none.constraints.minTotalVramGb = 100000;
        controller.setInsightWanted(true);
        controller.setScenario(none);
        QVERIFY(updates.wait(2000));
        QCOMPARE(controller.lastUpdate().insight->emptyReason, QStringLiteral("No offer passes the constraints."));
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
        QVERIFY2(empty.contains(QStringLiteral("The one that removed the most offers: minimum VRAM.")), qPrintable(empty));
        QVERIFY2(empty.contains(QStringLiteral("minimum VRAM: 8; provider: 7")), qPrintable(empty));
        s = Scenario{};
        s.weights = Weights{{0, 0, 0, 0, 0}};
        controller.setScenario(s);
        QVERIFY(emptyRankingText(controller.result()).contains(QStringLiteral("All weights are zero")));
    }
};

GPUSCOUT_TEST_MAIN(TestRankingController)
#include "tst_RankingController.moc"
