#include "ParetoFront.h"
#include "ScoringEngine.h"
#include "Sensitivity.h"
#include "TestSupport.h"

#include <QRandomGenerator>
#include <QTest>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(gpuscout::Weights)

namespace {

// The weights with criterion c at share t and the others in their old proportions.
Weights atShare(const Weights &w, Criterion c, double t)
{
    double rest = 0;
    for (Criterion k : AllCriteria)
        rest += k == c ? 0.0 : w[k];
    Weights out = w;
    for (Criterion k : AllCriteria)
        out[k] = k == c ? t : (rest > 0 ? w[k] / rest * (1 - t) : 0.0);
    return out;
}

int winnerAt(const PreparedOffers &p, const Weights &w)
{
    const Ranking r = rank(p, w);
    return r.ok() && !r.order.empty() ? static_cast<int>(r.order.front()) : -1;
}

CatalogBuilder randomCatalog(quint32 seed, int offers)
{
    QRandomGenerator rng(seed);
    CatalogBuilder b;
    b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b"));
    for (int g = 0; g < 5; ++g)
        b.gpu(QStringLiteral("G%1").arg(g), 16.0 * (g + 1), 60.0 * (g + 1) + rng.bounded(40));
    for (int i = 0; i < offers; ++i) {
        b.offer(rng.bounded(2) ? QStringLiteral("a") : QStringLiteral("b"), QStringLiteral("G%1").arg(rng.bounded(5)),
                1 + rng.bounded(8), 0.3 + rng.generateDouble() * 30, 10.0 * rng.bounded(40));
    }
    return b;
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void intervalsMatchBruteForceReRanking_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<Weights>("weights");
        QTest::addRow("balanced") << 1u << Weights{{5, 5, 5, 5, 5}};
        QTest::addRow("training") << 2u << Weights{{5, 3, 1, 3, 2}};
        QTest::addRow("inference") << 3u << Weights{{2, 2, 5, 1, 3}};
        QTest::addRow("one criterion weighs nothing") << 4u << Weights{{1, 1, 6, 0, 1}};
        QTest::addRow("price only") << 5u << Weights{{0, 0, 1, 0, 0}};
    }
    void intervalsMatchBruteForceReRanking()
    {
        QFETCH(quint32, seed);
        QFETCH(Weights, weights);
        const CatalogBuilder b = randomCatalog(seed, 60);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const auto intervals = weightIntervals(p, weights);
        const int winner = winnerAt(p, weights);
        // Limiting the rivals to the possible winners changes nothing.
        const std::vector<int> possible = possibleWinners(p);
        QVERIFY(possible.size() < p.size());
        const auto limited = weightIntervals(p, weights, &possible);
        for (std::size_t k = 0; k < CriterionCount; ++k) {
            QVERIFY(qAbs(limited[k].low - intervals[k].low) < 1e-12);
            QVERIFY(qAbs(limited[k].high - intervals[k].high) < 1e-12);
            // At an end within rounding of 0 or 1 an offer tied there on the tie-breakers may
            // or may not count as taking over; elsewhere the same offer takes over.
            if (intervals[k].low > 1e-9)
                QCOMPARE(limited[k].belowLow, intervals[k].belowLow);
            if (intervals[k].high < 1 - 1e-9)
                QCOMPARE(limited[k].aboveHigh, intervals[k].aboveHigh);
        }
        constexpr double Eps = 1e-6;
        for (const WeightInterval &iv : intervals) {
            QCOMPARE(iv.winner, winner);
            QVERIFY(iv.low <= iv.currentShare + Eps && iv.currentShare <= iv.high + Eps);
            for (int step = 0; step <= 1000; ++step) {
                const double t = step / 1000.0;
                const Weights w = atShare(weights, iv.criterion, t);
                if (w.total() <= 0)
                    continue;
                const int who = winnerAt(p, w);
                if (t > iv.low + Eps && t < iv.high - Eps)
                    QVERIFY2(who == winner, qPrintable(QStringLiteral("%1 at %2: %3 instead of %4")
                                                           .arg(criterionKey(iv.criterion)).arg(t).arg(who).arg(winner)));
                if (t < iv.low - Eps || t > iv.high + Eps)
                    QVERIFY2(who != winner, qPrintable(QStringLiteral("%1 at %2 still won").arg(criterionKey(iv.criterion)).arg(t)));
            }
            // Just outside each end, the offer named takes over.
            if (iv.low > 0) {
                QVERIFY(iv.belowLow >= 0 && iv.belowLow != winner);
                QCOMPARE(winnerAt(p, atShare(weights, iv.criterion, std::max(0.0, iv.low - 1e-7))), iv.belowLow);
            } else {
                QCOMPARE(iv.belowLow, -1);
            }
            if (iv.high < 1) {
                QVERIFY(iv.aboveHigh >= 0 && iv.aboveHigh != winner);
                QCOMPARE(winnerAt(p, atShare(weights, iv.criterion, std::min(1.0, iv.high + 1e-7))), iv.aboveHigh);
            } else {
                QCOMPARE(iv.aboveHigh, -1);
            }
        }
    }

    void handWorkedTwoOffers()
    {
        // A: compute 1, price 0; B: compute 0, price 1; the rest equal. With weights
        // compute 1 and price 1 (others 0) they tie at 0.5 and the cheaper B wins; B keeps
        // winning while the compute share is at most 1/2.
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("fast"), 16, 300).gpu(QStringLiteral("slow"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("fast"), 1, 3.0); // A
        b.offer(QStringLiteral("p"), QStringLiteral("slow"), 1, 1.0); // B
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const auto iv = weightIntervals(p, Weights{{1, 0, 1, 0, 0}});
        const WeightInterval &compute = iv[indexOf(Criterion::Compute)];
        QCOMPARE(p.offerId[static_cast<std::size_t>(compute.winner)], qint64(2));
        QCOMPARE(compute.low, 0.0);
        QCOMPARE(compute.high, 0.5);
        QCOMPARE(p.offerId[static_cast<std::size_t>(compute.aboveHigh)], qint64(1));
        QCOMPARE(compute.belowLow, -1);
    }

    void noRankingGivesNoInterval()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        for (const WeightInterval &iv : weightIntervals(p, Weights{{0, 0, 0, 0, 0}}))
            QCOMPARE(iv.winner, -1);
    }
};

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_Sensitivity.moc"
