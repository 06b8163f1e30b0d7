#include "scoring/OfferComparison.h"
#include "itemmodels/RankingModel.h"
#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "scoring/WinnerSummary.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(QList<double>)
Q_DECLARE_METATYPE(QList<qint64>)

namespace {

QList<qint64> rankedIds(const PreparedOffers &p, const Ranking &r)
{
    QList<qint64> ids;
    for (std::uint32_t pos : r.order)
        ids << p.offerId[pos];
    return ids;
}

QList<double> scoresById(const PreparedOffers &p, const Ranking &r)
{
    QList<double> out(static_cast<qsizetype>(p.size()));
    for (std::size_t pos = 0; pos < p.size(); ++pos)
        out[static_cast<qsizetype>(p.offerId[pos] - 1)] = r.score[pos];
    return out;
}

void compareApprox(const QList<double> &actual, const QList<double> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i) {
        if (std::abs(actual[i] - expected[i]) > 1e-12)
            QFAIL(qPrintable(QStringLiteral("offer %1: got %2, expected %3").arg(i + 1).arg(actual[i], 0, 'g', 17).arg(expected[i], 0, 'g', 17)));
    }
}

// Four offers on one GPU count each, VRAM and stability equal for all (so they score the
// same and drop out of TOPSIS's distances), and one network figure unknown:
//   P: 500 TFLOPS, 4 $/h,  20 Gbps
//   Q: 300 TFLOPS, 3 $/h,  60 Gbps
//   R: 100 TFLOPS, 1 $/h,  unknown
//   S: 200 TFLOPS, 5 $/h, 100 Gbps
CatalogBuilder fourOffers()
{
    CatalogBuilder b;
    b.provider(QStringLiteral("p"));
    for (double tflops : {500.0, 300.0, 100.0, 200.0})
        b.gpu(QStringLiteral("G%1").arg(tflops), 48, tflops);
    b.offer(QStringLiteral("p"), QStringLiteral("G500"), 1, 4.0, 20);     // P, id 1
    b.offer(QStringLiteral("p"), QStringLiteral("G300"), 1, 3.0, 60);     // Q, id 2
    b.offer(QStringLiteral("p"), QStringLiteral("G100"), 1, 1.0, Unknown); // R, id 3
    b.offer(QStringLiteral("p"), QStringLiteral("G200"), 1, 5.0, 100);    // S, id 4
    return b;
}

// Weights compute 2, price 2, bandwidth 1: shares 0.4, 0.4, 0.2.
const Weights HandWeights{{2, 0, 2, 1, 0}};

double closeness(double dPlus, double dMinus)
{
    return dMinus / (dPlus + dMinus);
}

} // namespace

class TestTopsis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void handWorkedExample_data()
    {
        QTest::addColumn<int>("normalization");
        QTest::addColumn<QList<double>>("expected");  // closeness of P, Q, R, S
        QTest::addColumn<QList<qint64>>("order");
        QTest::addColumn<QList<qint64>>("weightedSumOrder");

        // Min-max. compute s = (x - 100) / 400: P 1, Q 0.5, R 0, S 0.25; price s = (5 - x) / 4:
        // P 0.25, Q 0.5, R 1, S 0; bandwidth over the known 20..100, s = (x - 20) / 80: P 0,
        // Q 0.5, S 1, R unknown 0. v = (0.4 s_compute, 0.4 s_price, 0.2 s_bandwidth):
        //   P (0.4, 0.1, 0)   Q (0.2, 0.2, 0.1)   R (0, 0.4, 0)   S (0.1, 0, 0.2)
        // ideal A+ = (0.4, 0.4, 0.2), anti-ideal A- = (0, 0, 0).
        //   P: D+ = sqrt(0 + 0.09 + 0.04) = sqrt(0.13),  D- = sqrt(0.16 + 0.01) = sqrt(0.17)
        //   Q: D+ = sqrt(0.04 + 0.04 + 0.01) = 0.3,      D- = sqrt(0.04 + 0.04 + 0.01) = 0.3
        //   R: D+ = sqrt(0.16 + 0 + 0.04) = sqrt(0.2),   D- = sqrt(0.16) = 0.4
        //   S: D+ = sqrt(0.09 + 0.16 + 0) = 0.5,         D- = sqrt(0.01 + 0.04) = sqrt(0.05)
        // C = D- / (D+ + D-): P 0.5335, Q 0.5, R 0.4721, S 0.3090, so P, Q, R, S. The weighted
        // sum ties P and Q at 0.5 (P 0.4 + 0.1, Q 0.2 + 0.2 + 0.1) and puts the cheaper Q first.
        QTest::addRow("min-max")
            << static_cast<int>(Normalization::MinMax)
            << QList<double>{closeness(std::sqrt(0.13), std::sqrt(0.17)), closeness(0.3, 0.3),
                             closeness(std::sqrt(0.2), 0.4), closeness(0.5, std::sqrt(0.05))}
            << QList<qint64>{1, 2, 3, 4} << QList<qint64>{2, 1, 3, 4};

        // Ratio to best. compute s = x / 500: P 1, Q 0.6, R 0.2, S 0.4; price s = 1 / x:
        // P 0.25, Q 1/3, R 1, S 0.2; bandwidth s = x / 100: P 0.2, Q 0.6, S 1, R unknown 0.
        //   P (0.4, 0.1, 0.04)   Q (0.24, 0.4/3, 0.12)   R (0.08, 0.4, 0)   S (0.16, 0.08, 0.2)
        // A+ = (0.4, 0.4, 0.2), A- = (0.08, 0.08, 0): the worst offer no longer sits at 0.
        //   P: D+^2 = 0 + 0.09 + 0.0256 = 0.1156 (D+ = 0.34),   D-^2 = 0.1024 + 0.0004 + 0.0016 = 0.1044
        //   Q: D+^2 = 0.0256 + (0.8/3)^2 + 0.0064,               D-^2 = 0.0256 + (0.16/3)^2 + 0.0144
        //   R: D+^2 = 0.1024 + 0 + 0.04 = 0.1424,                D-^2 = 0 + 0.1024 + 0 (D- = 0.32)
        //   S: D+^2 = 0.0576 + 0.1024 + 0 = 0.16 (D+ = 0.4),      D-^2 = 0.0064 + 0 + 0.04 = 0.0464
        // C: P 0.4873, Q 0.3920, R 0.4589, S 0.3500, so P, R, Q, S; the weighted sum
        // (P 0.54, Q 0.4933, R 0.48, S 0.44) keeps Q ahead of R.
        const double q = 0.8 / 3;
        const double qm = 0.16 / 3;
        QTest::addRow("ratio to best")
            << static_cast<int>(Normalization::Ratio)
            << QList<double>{closeness(0.34, std::sqrt(0.1044)),
                             closeness(std::sqrt(0.0256 + q * q + 0.0064), std::sqrt(0.0256 + qm * qm + 0.0144)),
                             closeness(std::sqrt(0.1424), 0.32), closeness(0.4, std::sqrt(0.0464))}
            << QList<qint64>{1, 3, 2, 4} << QList<qint64>{1, 2, 3, 4};
    }
    void handWorkedExample()
    {
        QFETCH(int, normalization);
        QFETCH(QList<double>, expected);
        QFETCH(QList<qint64>, order);
        QFETCH(QList<qint64>, weightedSumOrder);
        const CatalogBuilder b = fourOffers();
        Scenario s;
        s.normalization = static_cast<Normalization>(normalization);
        s.method = RankingMethod::Topsis;
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.method, RankingMethod::Topsis);
        QVERIFY(!isKnown(p.rawValue(2, Criterion::Bandwidth)));
        const Ranking r = rank(p, HandWeights);
        QVERIFY(r.ok());
        compareApprox(scoresById(p, r), expected);
        QCOMPARE(rankedIds(p, r), order);

        // The same offers under the weighted sum: the method is the only difference.
        s.method = RankingMethod::WeightedSum;
        const PreparedOffers ws = prepare(b.catalog(), s);
        for (Criterion c : AllCriteria)
            QCOMPARE(ws.normalized[indexOf(c)], p.normalized[indexOf(c)]);
        QCOMPARE(rankedIds(ws, rank(ws, HandWeights)), weightedSumOrder);
    }

    // The weighted sum is what it was before TOPSIS existed: Σ w s / Σ w, worked by hand on
    // the min-max scores above (P 0.4 + 0.1, Q 0.2 + 0.2 + 0.1, R 0.4, S 0.1 + 0.2).
    void weightedSumIsUnchanged()
    {
        const CatalogBuilder b = fourOffers();
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        QCOMPARE(p.method, RankingMethod::WeightedSum);
        const Ranking r = rank(p, HandWeights);
        compareApprox(scoresById(p, r), QList<double>{0.5, 0.5, 0.4, 0.3});
        QCOMPARE(rankedIds(p, r), (QList<qint64>{2, 1, 3, 4}));
    }

    // X (0, 1) and Y (1, 0) on compute and price are mirror images, Z and W sit in the middle:
    // with equal weights v = (0, 0.5), (0.5, 0), (0.25, 0.25); A+ = (0.5, 0.5), A- = (0, 0);
    // X: D+ = D- = 0.5, Z and W: D+ = D- = sqrt(0.125), so every closeness is exactly 0.5 and
    // the tie-breakers decide: price ascending (X 1, Z and W 2, Y 3), then id (Z 3 before W 4).
    void tiesBreakByPriceThenId()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("slow"), 16, 100).gpu(QStringLiteral("fast"), 16, 300).gpu(QStringLiteral("mid"), 16, 200);
        b.offer(QStringLiteral("p"), QStringLiteral("slow"), 1, 1.0); // X, id 1
        b.offer(QStringLiteral("p"), QStringLiteral("fast"), 1, 3.0); // Y, id 2
        b.offer(QStringLiteral("p"), QStringLiteral("mid"), 1, 2.0);  // Z, id 3
        b.offer(QStringLiteral("p"), QStringLiteral("mid"), 1, 2.0);  // W, id 4
        Scenario s;
        s.method = RankingMethod::Topsis;
        const PreparedOffers p = prepare(b.catalog(), s);
        const Ranking r = rank(p, Weights{{1, 0, 1, 0, 0}});
        QCOMPARE(scoresById(p, r), (QList<double>{0.5, 0.5, 0.5, 0.5}));
        QCOMPARE(rankedIds(p, r), (QList<qint64>{1, 3, 4, 2}));
    }

    // Every offer alike on every weighted criterion: D+ + D- = 0, each closeness is 1.
    void identicalOffersAllScoreOne()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("a"), 80, 100).gpu(QStringLiteral("b"), 80, 300);
        b.offer(QStringLiteral("p"), QStringLiteral("b"), 1, 3.0);
        b.offer(QStringLiteral("p"), QStringLiteral("a"), 1, 1.0);
        Scenario s;
        s.method = RankingMethod::Topsis;
        const PreparedOffers p = prepare(b.catalog(), s);
        const Ranking r = rank(p, Weights{{0, 1, 0, 0, 1}}); // VRAM and stability only
        QCOMPARE(scoresById(p, r), (QList<double>{1, 1}));
        QCOMPARE(rankedIds(p, r), (QList<qint64>{2, 1}));
    }

    void allZeroWeightsAreAnError()
    {
        const CatalogBuilder b = fourOffers();
        Scenario s;
        s.method = RankingMethod::Topsis;
        const Ranking r = rank(prepare(b.catalog(), s), Weights{{0, 0, 0, 0, 0}});
        QVERIFY(!r.ok());
        QVERIFY(r.order.empty());
        QVERIFY(r.error.contains(QStringLiteral("zero")));
    }

    // On random catalogs with many exact ties: the order is the contract's comparator over the
    // closeness, every closeness lies in 0..1, and an offer at least as good as another on
    // every criterion never scores below it (so a dominated offer never wins outright).
    void randomCatalogsKeepTheContract()
    {
        QRandomGenerator rng(20261207);
        CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.5).provider(QStringLiteral("q"), 99.99);
        for (int g = 0; g < 6; ++g)
            b.gpu(QStringLiteral("G%1").arg(g), 16.0 * (g + 1), 50.0 * (g + 1));
        for (int i = 0; i < 1500; ++i) {
            Offer &o = b.offer(rng.bounded(2) ? QStringLiteral("p") : QStringLiteral("q"),
                               QStringLiteral("G%1").arg(rng.bounded(6)), 1 + rng.bounded(4),
                               0.5 * (1 + rng.bounded(8)), 25.0 * rng.bounded(4));
            if (rng.bounded(10) == 0)
                o.networkGbps = Unknown;
        }
        for (Normalization n : {Normalization::MinMax, Normalization::Ratio}) {
            Scenario s;
            s.method = RankingMethod::Topsis;
            s.normalization = n;
            const PreparedOffers p = prepare(b.catalog(), s);
            for (const Weights &w : {Weights{{1, 1, 1, 1, 1}}, Weights{{0, 0, 1, 0, 0}}, Weights{{5, 3, 1, 3, 2}},
                                     Weights{{0, 2, 0, 0, 1}}}) {
                const Ranking r = rank(p, w);
                QVERIFY(r.ok());
                std::vector<std::uint32_t> expected(p.size());
                std::iota(expected.begin(), expected.end(), 0u);
                const auto &price = p.raw[indexOf(Criterion::Price)];
                std::sort(expected.begin(), expected.end(), [&](std::uint32_t a, std::uint32_t c) {
                    if (r.score[a] != r.score[c])
                        return r.score[a] > r.score[c];
                    if (price[a] != price[c])
                        return price[a] < price[c];
                    return p.offerId[a] < p.offerId[c];
                });
                QCOMPARE(r.order, expected);
                for (std::size_t i = 0; i < p.size(); ++i)
                    QVERIFY(r.score[i] >= 0 && r.score[i] <= 1);
                for (std::size_t a = 0; a < p.size(); a += 7) {
                    for (std::size_t c = 0; c < p.size(); ++c) {
                        bool dominates = true;
                        for (std::size_t k = 0; k < CriterionCount && dominates; ++k)
                            dominates = p.normalized[k][a] >= p.normalized[k][c];
                        if (dominates && r.score[a] < r.score[c])
                            QFAIL(qPrintable(QStringLiteral("offer %1 is at least as good as %2 everywhere but scores %3 < %4")
                                                 .arg(p.offerId[a]).arg(p.offerId[c]).arg(r.score[a]).arg(r.score[c])));
                    }
                }
            }
        }
    }

    // The words around a score say which score it is: under TOPSIS the weighted criterion
    // scores are not parts of the score, so the winner's reasons, the score tooltip and the
    // comparison's score row do not call them that.
    void wordsAroundTheScoreNameTheMethod_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("tooltip");
        QTest::addColumn<QString>("compare");
        QTest::addRow("weighted sum") << static_cast<int>(RankingMethod::WeightedSum) << QStringLiteral("Ahead of the runner-up on")
                                      << QStringLiteral("weighted mean") << QStringLiteral("Weighted mean");
        QTest::addRow("TOPSIS") << static_cast<int>(RankingMethod::Topsis) << QStringLiteral("Closer to the ideal offer")
                                << QStringLiteral("TOPSIS closeness") << QStringLiteral("TOPSIS closeness");
    }
    void wordsAroundTheScoreNameTheMethod()
    {
        QFETCH(int, method);
        QFETCH(QString, reason);
        QFETCH(QString, tooltip);
        QFETCH(QString, compare);
        Scenario s;
        s.weights = HandWeights;
        s.method = static_cast<RankingMethod>(method);
        const RankingResult result = rankCatalog(std::make_shared<const Catalog>(fourOffers().catalog()), s);
        QVERIFY(result.ok());
        const QString why = winnerReason(result, s.weights);
        QVERIFY2(why.contains(reason), qPrintable(why));
        RankingModel model;
        model.setResult(result);
        const QString tip = model.index(0, RankingModel::ScoreColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(tooltip), qPrintable(tip));
        const QList<ComparisonColumn> columns = compareOffers(result, {result.prepared->offer[result.ranking->order[0]]});
        QCOMPARE(columns.size(), 1);
        const QString scoreTip = columns.first().cells[ScoreRow].tooltip;
        QVERIFY2(scoreTip.contains(compare), qPrintable(scoreTip));
    }

    // The ideal and the anti-ideal come from the normalised columns, whatever the method.
    void preparedKeepsEachCriterionsBestAndWorst()
    {
        const CatalogBuilder b = fourOffers();
        Scenario s;
        s.normalization = Normalization::Ratio;
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.normalizedMax[indexOf(Criterion::Compute)], 1.0);
        QCOMPARE(p.normalizedMin[indexOf(Criterion::Compute)], 0.2);
        QCOMPARE(p.normalizedMin[indexOf(Criterion::Price)], 0.2);
        QCOMPARE(p.normalizedMin[indexOf(Criterion::Bandwidth)], 0.0); // R's unknown figure
        QCOMPARE(p.normalizedMax[indexOf(Criterion::Vram)], 1.0);
        QCOMPARE(p.normalizedMin[indexOf(Criterion::Vram)], 1.0);
    }
};

GPUSCOUT_TEST_MAIN(TestTopsis)
#include "tst_Topsis.moc"
