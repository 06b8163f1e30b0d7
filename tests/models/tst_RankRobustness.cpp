#include "insight/RankRobustness.h"
#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(gpuscout::Weights)

class TestRankRobustness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void matchesReRankingEveryVector_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<Weights>("weights");
        QTest::addColumn<double>("points");
        QTest::addRow("balanced ±10") << 1u << Weights{{5, 5, 5, 5, 5}} << 10.0;
        QTest::addRow("training ±5") << 2u << Weights{{5, 3, 1, 3, 2}} << 5.0;
        QTest::addRow("price only ±20") << 3u << Weights{{0, 0, 1, 0, 0}} << 20.0;
        QTest::addRow("a zero weight ±15") << 4u << Weights{{1, 1, 6, 0, 1}} << 15.0;
    }
    void matchesReRankingEveryVector()
    {
        QFETCH(quint32, seed);
        QFETCH(Weights, weights);
        QFETCH(double, points);
        const CatalogBuilder b = test::randomTieCatalog(seed, 300);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        RobustnessOptions options;
        options.points = points;
        options.samples = 300;
        const RankRobustness fast = rankRobustness(p, weights, options);
        options.throughRank = true;
        const RankRobustness exact = rankRobustness(p, weights, options);
        QCOMPARE(fast.offers.size(), std::size_t(10));
        QCOMPARE(fast.vectors, exact.vectors);
        QVERIFY(fast.vectors >= 300 + 1);
        bool anyMoves = false;
        for (std::size_t k = 0; k < fast.offers.size(); ++k) {
            const RankRange &f = fast.offers[k];
            const RankRange &e = exact.offers[k];
            QCOMPARE(f.position, e.position);
            QCOMPARE(f.current, int(k) + 1);
            QCOMPARE(f.best, e.best);
            QCOMPARE(f.worst, e.worst);
            QVERIFY(f.best <= f.current && f.current <= f.worst);
            anyMoves = anyMoves || f.best != f.worst;
        }
        QVERIFY(anyMoves); // a test in which nothing moves would prove nothing
    }

    void noRoomMeansNoMovement()
    {
        const CatalogBuilder b = test::randomTieCatalog(7, 100);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        RobustnessOptions options;
        options.points = 0;
        options.samples = 50;
        for (const RankRange &r : rankRobustness(p, Weights{{5, 3, 1, 3, 2}}, options).offers) {
            QCOMPARE(r.best, r.current);
            QCOMPARE(r.worst, r.current);
        }
    }

    void handWorkedSwap()
    {
        // A: compute 1, price 0 (normalised); B: compute 0, price 1. At compute 6 : price 4
        // A leads 0.6 to 0.4; ±10 points reaches 50:50, where the cheaper B wins the tie,
        // so both take ranks 1 and 2. At ±5 points nothing changes.
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("fast"), 16, 300).gpu(QStringLiteral("slow"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("fast"), 1, 3.0);
        b.offer(QStringLiteral("p"), QStringLiteral("slow"), 1, 1.0);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        RobustnessOptions wide;
        wide.points = 10;
        const RankRobustness r = rankRobustness(p, Weights{{6, 0, 4, 0, 0}}, wide);
        QCOMPARE(r.offers.size(), std::size_t(2));
        QCOMPARE(p.offerId[static_cast<std::size_t>(r.offers[0].position)], qint64(1));
        QCOMPARE(r.offers[0].worst, 2);
        QCOMPARE(r.offers[1].best, 1);
        RobustnessOptions narrow;
        narrow.points = 5;
        const RankRobustness n = rankRobustness(p, Weights{{6, 0, 4, 0, 0}}, narrow);
        QCOMPARE(n.offers[0].worst, 1);
        QCOMPARE(n.offers[1].best, 2);
    }

    void noRankingGivesNothing()
    {
        const CatalogBuilder b = test::randomTieCatalog(8, 5);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        QVERIFY(rankRobustness(p, Weights{{0, 0, 0, 0, 0}}).offers.empty());
    }
};

GPUSCOUT_TEST_MAIN(TestRankRobustness)
#include "tst_RankRobustness.moc"
