#include "insight/ParetoFront.h"
#include "scoring/ScoringEngine.h"
#include "insight/Sensitivity.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

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

// With twins, every offer comes twice (the same instance in two regions): level on every
// criterion, so only the tie-breakers part them.
// With unknowns, every third offer publishes no network figure.
CatalogBuilder randomCatalog(quint32 seed, int offers, bool twins = false, bool unknowns = false)
{
    QRandomGenerator rng(seed);
    CatalogBuilder b;
    b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b"));
    for (int g = 0; g < 5; ++g)
        b.gpu(QStringLiteral("G%1").arg(g), 16.0 * (g + 1), 60.0 * (g + 1) + rng.bounded(40));
    for (int i = 0; i < offers; ++i) {
        const double network = 10.0 * rng.bounded(40);
        const Offer o = b.offer(rng.bounded(2) ? QStringLiteral("a") : QStringLiteral("b"), QStringLiteral("G%1").arg(rng.bounded(5)),
                                1 + rng.bounded(8), 0.3 + rng.generateDouble() * 30,
                                unknowns && i % 3 == 0 ? Unknown : network);
        if (twins) {
            b.offer(b.catalog().providers[o.provider].key, b.catalog().gpus[o.gpu].model, o.gpuCount,
                    o.priceFor(BillingMode::OnDemand), o.networkGbps, QStringLiteral("r2"));
        }
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
        QTest::addColumn<int>("normalization");
        QTest::addColumn<int>("basis");
        const int minmax = static_cast<int>(Normalization::MinMax);
        const int vector = static_cast<int>(Normalization::Vector);
        const int log = static_cast<int>(Normalization::Log);
        const int perGpu = static_cast<int>(Basis::PerGpu);
        const int perInstance = static_cast<int>(Basis::PerInstance);
        QTest::addRow("balanced") << 1u << Weights{{5, 5, 5, 5, 5}} << minmax << perGpu;
        QTest::addRow("training") << 2u << Weights{{5, 3, 1, 3, 2}} << minmax << perGpu;
        QTest::addRow("inference") << 3u << Weights{{2, 2, 5, 1, 3}} << minmax << perInstance;
        QTest::addRow("one criterion weighs nothing") << 4u << Weights{{1, 1, 6, 0, 1}} << minmax << perInstance;
        QTest::addRow("price only") << 5u << Weights{{0, 0, 1, 0, 0}} << minmax << perGpu;
        // The intervals stay exact whatever the scale: every normalisation is fixed before the
        // weights come in, so each score is still linear in a share.
        QTest::addRow("vector, balanced") << 6u << Weights{{5, 5, 5, 5, 5}} << vector << perGpu;
        QTest::addRow("vector, training") << 7u << Weights{{5, 3, 1, 3, 2}} << vector << perInstance;
        QTest::addRow("log, balanced") << 8u << Weights{{5, 5, 5, 5, 5}} << log << perGpu;
        QTest::addRow("log, inference") << 9u << Weights{{2, 2, 5, 1, 3}} << log << perInstance;
    }
    void intervalsMatchBruteForceReRanking()
    {
        QFETCH(quint32, seed);
        QFETCH(Weights, weights);
        QFETCH(int, normalization);
        QFETCH(int, basis);
        const CatalogBuilder b = randomCatalog(seed, 60);
        Scenario s;
        s.normalization = static_cast<Normalization>(normalization);
        s.basis = static_cast<Basis>(basis);
        const PreparedOffers p = prepare(b.catalog(), s);
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

    // TOPSIS: the winner need not hold one unbroken range (it can lose and win again), so the
    // check is that it wins at every sampled share inside the interval, that the offer named
    // takes over just outside each end, and that the interval reaches the first share at
    // which brute force finds another winner.
    void topsisIntervalsMatchBruteForceReRanking_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<Weights>("weights");
        QTest::addColumn<int>("normalization");
        QTest::addColumn<bool>("twins");
        QTest::addColumn<int>("method");
        QTest::addColumn<bool>("knownOnly");
        const int minmax = static_cast<int>(Normalization::MinMax);
        const int ratio = static_cast<int>(Normalization::Ratio);
        const int vector = static_cast<int>(Normalization::Vector);
        const int log = static_cast<int>(Normalization::Log);
        const int topsis = static_cast<int>(RankingMethod::Topsis);
        const int sum = static_cast<int>(RankingMethod::WeightedSum);
        QTest::addRow("balanced") << 1u << Weights{{5, 5, 5, 5, 5}} << minmax << false << topsis << false;
        QTest::addRow("training") << 2u << Weights{{5, 3, 1, 3, 2}} << minmax << false << topsis << false;
        QTest::addRow("inference") << 3u << Weights{{2, 2, 5, 1, 3}} << minmax << false << topsis << false;
        QTest::addRow("one criterion weighs nothing") << 4u << Weights{{1, 1, 6, 0, 1}} << minmax << false << topsis << false;
        QTest::addRow("price only") << 5u << Weights{{0, 0, 1, 0, 0}} << minmax << false << topsis << false;
        QTest::addRow("ratio, balanced") << 6u << Weights{{5, 5, 5, 5, 5}} << ratio << false << topsis << false;
        QTest::addRow("ratio, training") << 7u << Weights{{5, 3, 1, 3, 2}} << ratio << false << topsis << false;
        QTest::addRow("ratio, two criteria") << 8u << Weights{{0, 0, 3, 0, 1}} << ratio << false << topsis << false;
        QTest::addRow("twins, balanced") << 9u << Weights{{5, 5, 5, 5, 5}} << minmax << true << topsis << false;
        QTest::addRow("twins, compute and price") << 10u << Weights{{1, 0, 1, 0, 0}} << minmax << true << topsis << false;
        QTest::addRow("twins, ratio, inference") << 11u << Weights{{2, 2, 5, 1, 3}} << ratio << true << topsis << false;
        QTest::addRow("vector, balanced (textbook TOPSIS)") << 12u << Weights{{5, 5, 5, 5, 5}} << vector << false << topsis << false;
        QTest::addRow("vector, training") << 13u << Weights{{5, 3, 1, 3, 2}} << vector << false << topsis << false;
        QTest::addRow("log, inference") << 14u << Weights{{2, 2, 5, 1, 3}} << log << false << topsis << false;
        // Scoring on what is known: each offer's mean runs over its known criteria, a ratio of
        // two lines in the share, so the winner may lose and win again like under TOPSIS.
        QTest::addRow("known only, TOPSIS balanced") << 15u << Weights{{5, 5, 5, 5, 5}} << minmax << false << topsis << true;
        QTest::addRow("known only, TOPSIS vector") << 16u << Weights{{5, 3, 1, 3, 2}} << vector << false << topsis << true;
        QTest::addRow("known only, weighted sum balanced") << 17u << Weights{{5, 5, 5, 5, 5}} << minmax << false << sum << true;
        QTest::addRow("known only, weighted sum training") << 18u << Weights{{5, 3, 1, 3, 2}} << minmax << false << sum << true;
        QTest::addRow("known only, weighted sum bandwidth-heavy") << 19u << Weights{{1, 1, 1, 5, 1}} << log << false << sum << true;
        QTest::addRow("known only, twins") << 20u << Weights{{2, 2, 5, 1, 3}} << ratio << true << sum << true;
    }
    void topsisIntervalsMatchBruteForceReRanking()
    {
        QFETCH(quint32, seed);
        QFETCH(Weights, weights);
        QFETCH(int, normalization);
        QFETCH(bool, twins);
        QFETCH(int, method);
        QFETCH(bool, knownOnly);
        const CatalogBuilder b = randomCatalog(seed, twins ? 30 : 60, twins, knownOnly);
        Scenario s;
        s.method = static_cast<RankingMethod>(method);
        s.normalization = static_cast<Normalization>(normalization);
        s.unknownPolicy = knownOnly ? UnknownPolicy::KnownOnly : UnknownPolicy::ScoreZero;
        const PreparedOffers p = prepare(b.catalog(), s);
        const auto intervals = weightIntervals(p, weights);
        const int winner = winnerAt(p, weights);
        constexpr double Eps = 1e-6;
        constexpr int Steps = 2000;
        for (const WeightInterval &iv : intervals) {
            QCOMPARE(iv.winner, winner);
            QVERIFY(iv.low <= iv.currentShare + Eps && iv.currentShare <= iv.high + Eps);
            double firstLoserAbove = 2;
            double lastLoserBelow = -1;
            for (int step = 0; step <= Steps; ++step) {
                const double t = double(step) / Steps;
                const Weights w = atShare(weights, iv.criterion, t);
                if (w.total() <= 0)
                    continue;
                const int who = winnerAt(p, w);
                if (t > iv.low + Eps && t < iv.high - Eps)
                    QVERIFY2(who == winner, qPrintable(QStringLiteral("%1 at %2: %3 instead of %4")
                                                           .arg(criterionKey(iv.criterion)).arg(t).arg(who).arg(winner)));
                if (who != winner && t > iv.currentShare)
                    firstLoserAbove = std::min(firstLoserAbove, t);
                if (who != winner && t < iv.currentShare)
                    lastLoserBelow = std::max(lastLoserBelow, t);
            }
            // Brute force finds no other winner closer to the current share than the ends.
            QVERIFY(firstLoserAbove >= iv.high - Eps);
            QVERIFY(lastLoserBelow <= iv.low + Eps);
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

    // TOPSIS by hand. Min-max scores on compute and price: A (1, 0), B (0, 1), M (0.6, 0.6).
    // At compute share t (price 1 - t): v_A = (t, 0), v_B = (0, 1 - t), v_M = (0.6 t, 0.6 (1 - t));
    // A+ = (t, 1 - t), A- = (0, 0). A: D+ = 1 - t, D- = t, C = t. B: C = 1 - t. M: D+ = 0.4 r,
    // D- = 0.6 r with r = sqrt(t^2 + (1 - t)^2), C = 0.6 at every t. So M wins from 0.4 (where
    // it ties B, and the cheaper B wins) to 0.6 (where it ties A and, cheaper, still wins).
    void topsisHandWorkedThreeOffers()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("fast"), 16, 300).gpu(QStringLiteral("slow"), 16, 100)
            .gpu(QStringLiteral("mid"), 16, 220);
        b.offer(QStringLiteral("p"), QStringLiteral("fast"), 1, 3.0); // A, id 1
        b.offer(QStringLiteral("p"), QStringLiteral("slow"), 1, 1.0); // B, id 2
        b.offer(QStringLiteral("p"), QStringLiteral("mid"), 1, 1.8);  // M, id 3
        b.offer(QStringLiteral("p"), QStringLiteral("mid"), 1, 1.8);  // M's twin, id 4: always level, never ahead
        Scenario s;
        s.method = RankingMethod::Topsis;
        const PreparedOffers p = prepare(b.catalog(), s);
        const auto iv = weightIntervals(p, Weights{{1, 0, 1, 0, 0}});
        const WeightInterval &compute = iv[indexOf(Criterion::Compute)];
        QCOMPARE(p.offerId[static_cast<std::size_t>(compute.winner)], qint64(3));
        QVERIFY2(std::abs(compute.low - 0.4) < 1e-12, qPrintable(QString::number(compute.low, 'g', 17)));
        QVERIFY2(std::abs(compute.high - 0.6) < 1e-12, qPrintable(QString::number(compute.high, 'g', 17)));
        QCOMPARE(p.offerId[static_cast<std::size_t>(compute.belowLow)], qint64(2));
        QCOMPARE(p.offerId[static_cast<std::size_t>(compute.aboveHigh)], qint64(1));
    }

    // Under TOPSIS a winner can lose and win again further along the path; the interval is the
    // unbroken stretch around the current share. Min-max scores (compute, price, bandwidth):
    // A (0.9, 0.7, 0.5), B (1, 0, 1), C (0, 1, 0); price and bandwidth weigh 2 and 3, so
    // omega = (0.4, 0.6). With z = (t / (1 - t))^2, D+^2 / (1 - t)^2 = a+ z + b+ and likewise D-:
    //   A: a+ = 0.01, b+ = 0.16 * 0.09 + 0.36 * 0.25 = 0.1044; a- = 0.81, b- = 0.16 * 0.49 + 0.36 * 0.25 = 0.1684
    //   B: a+ = 0,    b+ = 0.16;                               a- = 1,    b- = 0.36
    // B leads A while (z + 0.36)(0.01 z + 0.1044) - (0.81 z + 0.1684) * 0.16 > 0, that is
    // z^2 - 2.16 z + 1.064 > 0: outside z = 0.76 .. 1.4, so A wins for t between
    // sqrt(0.76) / (1 + sqrt(0.76)) = 0.4657 and sqrt(1.4) / (1 + sqrt(1.4)) = 0.5419 and B on
    // both sides (C trails both everywhere).
    void topsisWinnerThatWinsAgainLater()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("a"), 16, 190).gpu(QStringLiteral("b"), 16, 200)
            .gpu(QStringLiteral("c"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("a"), 1, 2.2, 60);  // A, id 1
        b.offer(QStringLiteral("p"), QStringLiteral("b"), 1, 5.0, 110); // B, id 2
        b.offer(QStringLiteral("p"), QStringLiteral("c"), 1, 1.0, 10);  // C, id 3
        Scenario s;
        s.method = RankingMethod::Topsis;
        const PreparedOffers p = prepare(b.catalog(), s);
        auto id = [&p](int pos) { return pos < 0 ? qint64(-1) : p.offerId[static_cast<std::size_t>(pos)]; };
        const double from = std::sqrt(0.76) / (1 + std::sqrt(0.76));
        const double to = std::sqrt(1.4) / (1 + std::sqrt(1.4));

        // Compute share 0.2: B wins, up to where A takes over; that B wins again above 0.5419
        // does not stretch its interval.
        const WeightInterval forB = weightIntervals(p, Weights{{1.25, 0, 2, 3, 0}})[indexOf(Criterion::Compute)];
        QCOMPARE(id(forB.winner), qint64(2));
        QCOMPARE(forB.low, 0.0);
        QVERIFY2(std::abs(forB.high - from) < 1e-9, qPrintable(QString::number(forB.high, 'g', 17)));
        QCOMPARE(id(forB.aboveHigh), qint64(1));
        QCOMPARE(id(winnerAt(p, atShare(Weights{{1, 0, 2, 3, 0}}, Criterion::Compute, 0.6))), qint64(2));

        // Compute share 0.5: A wins between the two crossings, B on either side.
        const WeightInterval forA = weightIntervals(p, Weights{{5, 0, 2, 3, 0}})[indexOf(Criterion::Compute)];
        QCOMPARE(id(forA.winner), qint64(1));
        QVERIFY2(std::abs(forA.low - from) < 1e-9, qPrintable(QString::number(forA.low, 'g', 17)));
        QVERIFY2(std::abs(forA.high - to) < 1e-9, qPrintable(QString::number(forA.high, 'g', 17)));
        QCOMPARE(id(forA.belowLow), qint64(2));
        QCOMPARE(id(forA.aboveHigh), qint64(2));
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

GPUSCOUT_TEST_MAIN(TestSensitivity)
#include "tst_Sensitivity.moc"
