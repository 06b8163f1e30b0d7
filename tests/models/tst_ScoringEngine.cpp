#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(QList<double>)
Q_DECLARE_METATYPE(QList<qint64>)
Q_DECLARE_METATYPE(gpuscout::Weights)
Q_DECLARE_METATYPE(gpuscout::Constraints)

namespace {

QList<double> column(const PreparedOffers &p, Criterion c)
{
    QList<double> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        out << p.normalizedValue(i, c);
    return out;
}

QList<qint64> rankedIds(const PreparedOffers &p, const Ranking &r)
{
    QList<qint64> ids;
    for (std::uint32_t pos : r.order)
        ids << p.offerId[pos];
    return ids;
}

void compareApprox(const QList<double> &actual, const QList<double> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i) {
        if (!qFuzzyCompare(1.0 + actual[i], 1.0 + expected[i]))
            QFAIL(qPrintable(QStringLiteral("value %1: got %2, expected %3").arg(i).arg(actual[i]).arg(expected[i])));
    }
}

Weights only(Criterion c)
{
    Weights w{{0, 0, 0, 0, 0}};
    w[c] = 1;
    return w;
}

} // namespace

class TestScoringEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void computeNormalisation_data()
    {
        QTest::addColumn<QList<double>>("tflops");
        QTest::addColumn<int>("method");
        QTest::addColumn<QList<double>>("expected");
        const int minmax = static_cast<int>(Normalization::MinMax);
        const int ratio = static_cast<int>(Normalization::Ratio);
        QTest::addRow("min-max spread") << QList<double>{100, 200, 300} << minmax << QList<double>{0, 0.5, 1};
        QTest::addRow("min-max equal values") << QList<double>{50, 50} << minmax << QList<double>{1, 1};
        QTest::addRow("min-max single offer") << QList<double>{70} << minmax << QList<double>{1};
        QTest::addRow("min-max unknown scores zero")
            << QList<double>{100, Unknown, 300} << minmax << QList<double>{0, 0, 1};
        QTest::addRow("min-max all unknown") << QList<double>{Unknown, Unknown} << minmax << QList<double>{0, 0};
        QTest::addRow("ratio to best") << QList<double>{100, 200, 400} << ratio << QList<double>{0.25, 0.5, 1};
        QTest::addRow("ratio equal values") << QList<double>{30, 30} << ratio << QList<double>{1, 1};
        QTest::addRow("ratio unknown scores zero") << QList<double>{Unknown, 50} << ratio << QList<double>{0, 1};
    }
    void computeNormalisation()
    {
        QFETCH(QList<double>, tflops);
        QFETCH(int, method);
        QFETCH(QList<double>, expected);
        CatalogBuilder b;
        b.provider(QStringLiteral("p"));
        for (int i = 0; i < tflops.size(); ++i) {
            b.gpu(QStringLiteral("G%1").arg(i), 16, tflops[i]);
            b.offer(QStringLiteral("p"), QStringLiteral("G%1").arg(i), 1, 1.0 + i);
        }
        Scenario s;
        s.normalization = static_cast<Normalization>(method);
        compareApprox(column(prepare(b.catalog(), s), Criterion::Compute), expected);
    }

    void priceIsACostCriterion_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QList<double>>("expected");
        QTest::addRow("min-max") << static_cast<int>(Normalization::MinMax) << QList<double>{1, 0.5, 0};
        QTest::addRow("ratio") << static_cast<int>(Normalization::Ratio) << QList<double>{1, 0.5, 1.0 / 3};
    }
    void priceIsACostCriterion()
    {
        QFETCH(int, method);
        QFETCH(QList<double>, expected);
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        for (double price : {1.0, 2.0, 3.0})
            b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, price);
        Scenario s;
        s.normalization = static_cast<Normalization>(method);
        compareApprox(column(prepare(b.catalog(), s), Criterion::Price), expected);
    }

    // Per GPU (the default) divides compute, VRAM, price and network by the GPU count, a
    // fractional GPU by its fraction; stability is the instance's either way.
    void rawCriteria_data()
    {
        QTest::addColumn<int>("basis");
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("divisor");
        QTest::addRow("per GPU, 8 GPUs") << static_cast<int>(Basis::PerGpu) << 8.0 << 8.0;
        QTest::addRow("per GPU, an eighth of a GPU") << static_cast<int>(Basis::PerGpu) << 0.125 << 0.125;
        QTest::addRow("per instance, 8 GPUs") << static_cast<int>(Basis::PerInstance) << 8.0 << 1.0;
        QTest::addRow("per instance, an eighth") << static_cast<int>(Basis::PerInstance) << 0.125 << 1.0;
    }
    void rawCriteria()
    {
        QFETCH(int, basis);
        QFETCH(double, gpus);
        QFETCH(double, divisor);
        CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.9).gpu(QStringLiteral("G"), 80, 312);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), gpus, 20.0, 400);
        Scenario s;
        s.basis = static_cast<Basis>(basis);
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.rawValue(0, Criterion::Compute), gpus * 312.0 / divisor);
        QCOMPARE(p.rawValue(0, Criterion::Vram), gpus * 80.0 / divisor);
        QCOMPARE(p.rawValue(0, Criterion::Price), 20.0 / divisor);
        QCOMPARE(p.rawValue(0, Criterion::Bandwidth), 400.0 / divisor);
        QCOMPARE(p.rawValue(0, Criterion::Stability), 0.75);
        QCOMPARE(p.hourlyPrice[0], 20.0); // the instance's own figures stay
        QCOMPARE(p.tflops[0], gpus * 312.0);
        s.precision = Precision::FP32;
        QCOMPARE(prepare(b.catalog(), s).rawValue(0, Criterion::Compute), gpus * 312.0 / 4 / divisor);
    }

    // Constraints are about the instance whatever the basis: 8 x 80 GB passes a 600 GB minimum
    // and a $10 budget stops a $20 instance even at $2.50 per GPU-hour.
    void constraintsApplyToTheInstance()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 80, 312);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 20.0, 400);
        Scenario s;
        s.constraints.minTotalVramGb = 600;
        s.constraints.minGpuCount = 8;
        QCOMPARE(prepare(b.catalog(), s).size(), std::size_t(1));
        s.constraints.maxPricePerHour = 10;
        QCOMPARE(prepare(b.catalog(), s).size(), std::size_t(0));
    }

    void weightedScoreIsTheWeightedMean()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("small"), 16, 100).gpu(QStringLiteral("big"), 80, 300);
        b.offer(QStringLiteral("p"), QStringLiteral("small"), 1, 1.0, 10);  // compute 0, vram 0, price 1, bw 0
        b.offer(QStringLiteral("p"), QStringLiteral("big"), 1, 3.0, 100);   // compute 1, vram 1, price 0, bw 1
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const Ranking r = rank(p, Weights{{3, 1, 4, 1, 2}});
        QVERIFY(r.ok());
        // Stability is equal for both (no SLA), so it scores 1 for both.
        QVERIFY(qFuzzyCompare(r.score[0], (4.0 + 2.0) / 11.0));
        QVERIFY(qFuzzyCompare(r.score[1], (3.0 + 1.0 + 1.0 + 2.0) / 11.0));
        QCOMPARE(rankedIds(p, r), (QList<qint64>{2, 1}));
        // With bandwidth weighing nothing the two tie at 0.6, and the cheaper offer goes first.
        const Ranking tie = rank(p, Weights{{3, 1, 4, 0, 2}});
        QVERIFY(qFuzzyCompare(tie.score[0], tie.score[1]));
        QCOMPARE(rankedIds(p, tie), (QList<qint64>{1, 2}));
    }

    void tiesBreakByPriceThenId()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        // Only VRAM counts and every offer has the same VRAM: all scores tie at 1.
        const Ranking r = rank(p, only(Criterion::Vram));
        QCOMPARE(rankedIds(p, r), (QList<qint64>{2, 4, 1, 3}));
    }

    void invalidWeightsAreAnError_data()
    {
        QTest::addColumn<Weights>("weights");
        QTest::addRow("all zero") << Weights{{0, 0, 0, 0, 0}};
        QTest::addRow("negative") << Weights{{1, -1, 0, 0, 0}};
        QTest::addRow("not a number") << Weights{{1, std::nan(""), 0, 0, 0}};
    }
    void invalidWeightsAreAnError()
    {
        QFETCH(Weights, weights);
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0);
        const Ranking r = rank(prepare(b.catalog(), Scenario{}), weights);
        QVERIFY(!r.ok());
        QVERIFY(r.order.empty());
        QVERIFY(!r.error.isEmpty());
    }

    void constraints_data()
    {
        QTest::addColumn<Constraints>("constraints");
        QTest::addColumn<QList<qint64>>("feasible");
        QTest::addColumn<int>("exclusion");
        QTest::addColumn<int>("excludedCount");
        Constraints budget;
        budget.maxPricePerHour = 5;
        QTest::addRow("budget") << budget << QList<qint64>{1, 2} << static_cast<int>(Exclusion::Budget) << 2;
        Constraints vram;
        vram.minTotalVramGb = 100;
        QTest::addRow("min total VRAM") << vram << QList<qint64>{3, 4} << static_cast<int>(Exclusion::MinVram) << 2;
        Constraints gpus;
        gpus.minGpuCount = 8;
        QTest::addRow("min GPU count") << gpus << QList<qint64>{4} << static_cast<int>(Exclusion::MinGpus) << 3;
        Constraints providers;
        providers.providers = {QStringLiteral("B")};
        QTest::addRow("provider (case-insensitive)")
            << providers << QList<qint64>{3, 4} << static_cast<int>(Exclusion::Provider) << 2;
        Constraints regions;
        regions.regions = {QStringLiteral("eu")};
        QTest::addRow("region") << regions << QList<qint64>{2, 4} << static_cast<int>(Exclusion::Region) << 2;
        Constraints model;
        model.gpus = {QStringLiteral("big")};
        QTest::addRow("GPU model") << model << QList<qint64>{3, 4} << static_cast<int>(Exclusion::Gpu) << 2;
        Constraints none;
        QTest::addRow("none") << none << QList<qint64>{1, 2, 3, 4} << static_cast<int>(Exclusion::Budget) << 0;
    }
    void constraints()
    {
        QFETCH(Constraints, constraints);
        QFETCH(QList<qint64>, feasible);
        QFETCH(int, exclusion);
        QFETCH(int, excludedCount);
        CatalogBuilder b;
        b.provider(QStringLiteral("a")).provider(QStringLiteral("b"));
        b.gpu(QStringLiteral("small"), 16, 65).gpu(QStringLiteral("big"), 80, 312);
        b.offer(QStringLiteral("a"), QStringLiteral("small"), 1, 0.5, Unknown, QStringLiteral("us"));
        b.offer(QStringLiteral("a"), QStringLiteral("small"), 4, 2.0, Unknown, QStringLiteral("eu"));
        b.offer(QStringLiteral("b"), QStringLiteral("big"), 2, 6.0, Unknown, QStringLiteral("us"));
        b.offer(QStringLiteral("b"), QStringLiteral("big"), 8, 20.0, Unknown, QStringLiteral("eu"));
        Scenario s;
        s.constraints = constraints;
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(QList<qint64>(p.offerId.begin(), p.offerId.end()), feasible);
        QCOMPARE(p.excluded[static_cast<std::size_t>(exclusion)], excludedCount);
        QCOMPARE(p.catalogSize, 4);
    }

    void offersWithoutThePriceAreExcludedNotZeroPriced()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 3.0).price[indexOf(BillingMode::Spot)] = 1.0;
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0);
        Scenario s;
        s.billing = BillingMode::Spot;
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.size(), std::size_t(1));
        QCOMPARE(p.offerId[0], qint64(1));
        QCOMPARE(p.rawValue(0, Criterion::Price), 1.0);
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::NoPrice)], 1);
    }

    // A placeholder price is never ranked; an illustrative one only when the scenario asks,
    // each under its own reason. pricedForBilling counts the catalog's offers priced in the mode.
    void placeholderAndIllustrativePricesAreNotRankedByDefault_data()
    {
        QTest::addColumn<bool>("includeIllustrative");
        QTest::addColumn<QList<qint64>>("feasible");
        QTest::addRow("default") << false << QList<qint64>{1};
        QTest::addRow("illustrative included") << true << QList<qint64>{1, 3};
    }
    void placeholderAndIllustrativePricesAreNotRankedByDefault()
    {
        QFETCH(bool, includeIllustrative);
        QFETCH(QList<qint64>, feasible);
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 3.0);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 8.0).flags = QStringLiteral("estimated-spot;placeholder-price");
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0).illustrative = true;
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, Unknown); // needs a quote
        Scenario s;
        s.includeIllustrative = includeIllustrative;
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(QList<qint64>(p.offerId.begin(), p.offerId.end()), feasible);
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::PlaceholderPrice)], 1);
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::Illustrative)], includeIllustrative ? 0 : 1);
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::NoPrice)], 1);
        QCOMPARE(p.pricedForBilling, 3);
        s.billing = BillingMode::Reserved1y;
        QCOMPARE(prepare(b.catalog(), s).pricedForBilling, 0);
        QCOMPARE(exclusionKey(Exclusion::PlaceholderPrice), QStringLiteral("placeholder-price"));
        QCOMPARE(exclusionKey(Exclusion::Illustrative), QStringLiteral("illustrative"));
    }

    void currencyConversion_data()
    {
        QTest::addColumn<QString>("display");
        QTest::addColumn<double>("expectedUsdOffer");
        QTest::addColumn<double>("expectedCnyOffer");
        QTest::addRow("to USD") << QStringLiteral("USD") << 2.0 << 32.0 / 8.0;
        QTest::addRow("to CNY") << QStringLiteral("CNY") << 16.0 << 32.0;
    }
    void currencyConversion()
    {
        QFETCH(QString, display);
        QFETCH(double, expectedUsdOffer);
        QFETCH(double, expectedCnyOffer);
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 32.0).currency = QStringLiteral("CNY");
        Scenario s;
        s.currency = display;
        s.rates.set({QStringLiteral("CNY"), 8.0, QString(), QString()});
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.rawValue(0, Criterion::Price), expectedUsdOffer);
        QCOMPARE(p.rawValue(1, Criterion::Price), expectedCnyOffer);
        s.constraints.maxPricePerHour = display == QLatin1String("USD") ? 3.0 : 20.0;
        QCOMPARE(prepare(b.catalog(), s).size(), std::size_t(1)); // the budget is in the display currency
    }

    void unconvertibleCurrencyIsExcluded()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0).currency = QStringLiteral("EUR");
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        QCOMPARE(p.size(), std::size_t(0));
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::Currency)], 1);
    }

    void unknownValuesNeverRemoveAnOffer()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 16, Unknown);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0, Unknown);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0, 100);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        QCOMPARE(p.size(), std::size_t(2));
        QVERIFY(!isKnown(p.rawValue(0, Criterion::Compute)));
        QCOMPARE(p.normalizedValue(0, Criterion::Compute), 0.0);
        QCOMPARE(p.normalizedValue(0, Criterion::Bandwidth), 0.0);
        QCOMPARE(p.normalizedValue(1, Criterion::Bandwidth), 1.0);
    }

    // The radix sort must give exactly the order of the contract's comparator.
    void orderMatchesTheContractOnRandomCatalogs()
    {
        QRandomGenerator rng(20261130);
        CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.5);
        for (int g = 0; g < 6; ++g)
            b.gpu(QStringLiteral("G%1").arg(g), 16.0 * (g + 1), 50.0 * (g + 1));
        for (int i = 0; i < 3000; ++i) {
            // Few distinct values, so that many scores tie exactly.
            Offer &o = b.offer(QStringLiteral("p"), QStringLiteral("G%1").arg(rng.bounded(6)),
                               1 + rng.bounded(4), 0.5 * (1 + rng.bounded(8)), 25.0 * rng.bounded(4));
            if (rng.bounded(10) == 0)
                o.networkGbps = Unknown;
        }
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        for (const Weights &w : {Weights{{1, 1, 1, 1, 1}}, Weights{{0, 0, 1, 0, 0}}, Weights{{5, 3, 1, 3, 2}},
                                 Weights{{0, 0, 0, 0, 1}}}) {
            const Ranking r = rank(p, w);
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
            QCOMPARE(rank(p, w).order, r.order); // the same scenario always gives the same order
        }
    }

    void aWorkloadExcludesOffersItCannotFitAndRanksByTheJob()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("big"), 80, 300).gpu(QStringLiteral("small"), 24, 120);
        b.offer(QStringLiteral("p"), QStringLiteral("big"), 8, 20.0, 400);     // fast, dear
        b.offer(QStringLiteral("p"), QStringLiteral("small"), 1, 1.0, 25);     // slow, cheap
        b.offer(QStringLiteral("p"), QStringLiteral("small"), 0.25, 0.3, 25);  // a quarter GPU: 6 GB
        Scenario s;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.tokens = 1e9;
        s.workload = w;
        s.objective = Objective::Hourly;
        s.basis = Basis::PerInstance;
        PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.size(), std::size_t(2));
        QCOMPARE(p.excluded[static_cast<std::size_t>(Exclusion::DoesNotFit)], 1);
        QCOMPARE(p.job.size(), std::size_t(2));
        QVERIFY(isKnown(p.job[0].hours) && isKnown(p.job[1].hours));
        QVERIFY(p.job[0].hours < p.job[1].hours);
        QCOMPARE(p.rawValue(0, Criterion::Compute), 8 * 300.0); // hourly objective: TFLOPS as before
        QVERIFY(!p.lowerIsBetter[indexOf(Criterion::Compute)]);

        s.objective = Objective::Job;
        p = prepare(b.catalog(), s);
        QVERIFY(p.lowerIsBetter[indexOf(Criterion::Compute)]);
        QCOMPARE(p.rawValue(0, Criterion::Compute), p.job[0].hours);
        QCOMPARE(p.rawValue(1, Criterion::Price), p.job[1].costTotal);
        QCOMPARE(p.normalizedValue(0, Criterion::Compute), 1.0); // the faster job scores best
        // In proportion (the job normalisation's default): the fastest time over this one's.
        QCOMPARE(p.normalizedValue(1, Criterion::Compute), p.job[0].hours / p.job[1].hours);
        s.jobNormalization = Normalization::MinMax;
        p = prepare(b.catalog(), s);
        QCOMPARE(p.normalizedValue(1, Criterion::Compute), 0.0);
    }

    void anInvalidWorkloadIsIgnoredAndReported()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("G"), 80, 300);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 2.0);
        Scenario s;
        s.workload = Workload{}; // no parameter count
        const PreparedOffers p = prepare(b.catalog(), s);
        QCOMPARE(p.size(), std::size_t(1));
        QVERIFY(p.job.empty());
        QVERIFY(!p.workloadError.isEmpty());
    }

    void weightChangeMatchesAFreshRanking()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("a"), 24, 120).gpu(QStringLiteral("b"), 80, 900);
        b.offer(QStringLiteral("p"), QStringLiteral("a"), 1, 0.7, 50);
        b.offer(QStringLiteral("p"), QStringLiteral("b"), 8, 55.0, 3200);
        b.offer(QStringLiteral("p"), QStringLiteral("b"), 1, 2.5, Unknown);
        Scenario s;
        s.basis = Basis::PerInstance;
        const PreparedOffers p = prepare(b.catalog(), s);
        s.weights = Weights{{0, 0, 1, 0, 0}};
        QCOMPARE(rankedIds(p, rank(p, s.weights)), rankedIds(prepare(b.catalog(), s), rank(prepare(b.catalog(), s), s.weights)));
        QCOMPARE(rankedIds(p, rank(p, s.weights)).first(), qint64(1)); // price only: the cheapest wins
        QCOMPARE(rankedIds(p, rank(p, only(Criterion::Compute))).first(), qint64(2));
    }
};

GPUSCOUT_TEST_MAIN(TestScoringEngine)
#include "tst_ScoringEngine.moc"
