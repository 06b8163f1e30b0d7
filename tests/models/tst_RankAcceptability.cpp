#include "insight/ParetoFront.h"
#include "insight/RankAcceptability.h"
#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(gpuscout::Weights)

class TestRankAcceptability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void samplesStayInTheBoxAndRepeat()
    {
        const Weights w{{5, 3, 1, 3, 2}};
        const WeightBox box = weightBox(w, 10);
        const std::vector<Weights> a = sampleBox(box, 500);
        const std::vector<Weights> b = sampleBox(box, 500);
        QCOMPARE(a.size(), std::size_t(500));
        QVERIFY(a == b);
        QVERIFY(sampleBox(box, 500, 1) != a); // another seed, other samples
        // Before renormalisation every share lies in the box; the box sums to about 1, so
        // after it each share stays within the box widened by the renormalisation.
        std::array<double, CriterionCount> mean{};
        for (const Weights &s : a) {
            QVERIFY(qAbs(s.total() - 1) < 1e-12);
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                QVERIFY(s.value[k] >= 0);
                mean[k] += s.value[k] / double(a.size());
            }
        }
        for (Criterion c : AllCriteria) // uniform draws centre on the current share
            QVERIFY2(qAbs(mean[indexOf(c)] - w.share(c)) < 0.02, qPrintable(criterionKey(c)));
        QCOMPARE(boxCorners(box).size(), std::size_t(32));
    }

    void fastPathMatchesRankingEverySample_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<Weights>("weights");
        QTest::addColumn<double>("points");
        QTest::addColumn<bool>("topsis");
        QTest::addColumn<bool>("knownOnly");
        QTest::addRow("balanced ±10") << 1u << Weights{{5, 5, 5, 5, 5}} << 10.0 << false << false;
        QTest::addRow("training ±20") << 2u << Weights{{5, 3, 1, 3, 2}} << 20.0 << false << false;
        QTest::addRow("price only ±30") << 3u << Weights{{0, 0, 1, 0, 0}} << 30.0 << false << false;
        QTest::addRow("TOPSIS balanced ±30") << 4u << Weights{{5, 5, 5, 5, 5}} << 30.0 << true << false;
        QTest::addRow("TOPSIS training ±20") << 5u << Weights{{5, 3, 1, 3, 2}} << 20.0 << true << false;
        QTest::addRow("TOPSIS price only ±30") << 6u << Weights{{0, 0, 1, 0, 0}} << 30.0 << true << false;
        QTest::addRow("known only, balanced ±20") << 9u << Weights{{5, 5, 5, 5, 5}} << 20.0 << false << true;
        QTest::addRow("known only, TOPSIS training ±20") << 8u << Weights{{5, 3, 1, 3, 2}} << 20.0 << true << true;
    }
    void fastPathMatchesRankingEverySample()
    {
        QFETCH(quint32, seed);
        QFETCH(Weights, weights);
        QFETCH(double, points);
        QFETCH(bool, topsis);
        QFETCH(bool, knownOnly);
        const CatalogBuilder b = test::randomTieCatalog(seed, 400);
        Scenario s;
        s.method = topsis ? RankingMethod::Topsis : RankingMethod::WeightedSum;
        s.basis = Basis::PerInstance; // whole instances of 1 to 4 GPUs: a contest between sizes
        s.unknownPolicy = knownOnly ? UnknownPolicy::KnownOnly : UnknownPolicy::ScoreZero;
        const PreparedOffers p = prepare(b.catalog(), s);
        AcceptabilityOptions options;
        options.points = points;
        options.samples = 500;
        const RankAcceptability fast = rankAcceptability(p, weights, options);
        options.throughRank = true;
        const RankAcceptability exact = rankAcceptability(p, weights, options);
        QCOMPARE(fast.samples, 500);
        QVERIFY(fast.candidates < exact.candidates); // the dominance cut did something
        QCOMPARE(fast.offers.size(), exact.offers.size());
        int total = 0;
        for (std::size_t k = 0; k < fast.offers.size(); ++k) {
            QCOMPARE(fast.offers[k].position, exact.offers[k].position);
            QCOMPARE(fast.offers[k].wins, exact.offers[k].wins);
            QVERIFY(fast.offers[k].wins > 0);
            total += fast.offers[k].wins;
        }
        QCOMPARE(total, 500);
        QVERIFY(fast.offers.size() >= 2); // the box is wide enough for a contest
        // The same call again gives the same figures.
        const RankAcceptability again = rankAcceptability(p, weights, options);
        QCOMPARE(again.offers.size(), exact.offers.size());
        for (std::size_t k = 0; k < again.offers.size(); ++k)
            QCOMPARE(again.offers[k].wins, exact.offers[k].wins);
    }

    void noRoomMeansTheWinnerAlwaysWins()
    {
        const CatalogBuilder b = test::randomTieCatalog(5, 100);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const Weights w{{5, 3, 1, 3, 2}};
        AcceptabilityOptions options;
        options.points = 0;
        options.samples = 100;
        const RankAcceptability r = rankAcceptability(p, w, options);
        QCOMPARE(r.offers.size(), std::size_t(1));
        QCOMPARE(r.offers[0].position, static_cast<int>(rank(p, w).order.front()));
        QCOMPARE(r.offers[0].share, 1.0);
    }

    void noRankingGivesNothing()
    {
        const CatalogBuilder b = test::randomTieCatalog(6, 5);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const RankAcceptability r = rankAcceptability(p, Weights{{0, 0, 0, 0, 0}});
        QVERIFY(r.offers.empty());
        QCOMPARE(r.samples, 0);
    }
};

GPUSCOUT_TEST_MAIN(TestRankAcceptability)
#include "tst_RankAcceptability.moc"
