#include "insight/ParetoFront.h"
#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

namespace {

// Offers laid out by hand: values drawn from a few levels so that ties are common, and
// some unknown. The tie order is by price, then id, as prepare() makes it.
PreparedOffers randomOffers(quint32 seed, int n, bool job)
{
    QRandomGenerator rng(seed);
    PreparedOffers p;
    p.lowerIsBetter[indexOf(Criterion::Compute)] = job;
    const double levels[] = {0, 0.25, 0.5, 0.75, 1};
    for (int i = 0; i < n; ++i) {
        p.offer.push_back(i);
        p.offerId.push_back(i + 1);
        for (std::size_t k = 0; k < CriterionCount; ++k) {
            const bool unknown = rng.bounded(8) == 0;
            const double raw = unknown ? Unknown : 1.0 + rng.bounded(6);
            p.raw[k].push_back(raw);
            p.normalized[k].push_back(unknown ? 0.0 : levels[rng.bounded(5)]);
        }
    }
    p.tieOrder.resize(p.size());
    std::iota(p.tieOrder.begin(), p.tieOrder.end(), 0u);
    const auto &price = p.raw[indexOf(Criterion::Price)];
    std::stable_sort(p.tieOrder.begin(), p.tieOrder.end(), [&](std::uint32_t a, std::uint32_t b) {
        const double pa = isKnown(price[a]) ? price[a] : INFINITY;
        const double pb = isKnown(price[b]) ? price[b] : INFINITY;
        return pa < pb;
    });
    return p;
}

bool atLeastAsGood(const PreparedOffers &p, std::size_t a, std::size_t b)
{
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (p.normalized[k][a] < p.normalized[k][b])
            return false;
    }
    return true;
}

bool differ(const PreparedOffers &p, std::size_t a, std::size_t b)
{
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        if (p.normalized[k][a] != p.normalized[k][b])
            return true;
    }
    return false;
}

} // namespace

class TestParetoFront : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void frontMatchesDirectDominanceCheck_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("job");
        QTest::addRow("hourly, 50 offers") << 1u << 50 << false;
        QTest::addRow("hourly, 400 offers") << 2u << 400 << false;
        QTest::addRow("job, 300 offers") << 3u << 300 << true;
        QTest::addRow("one offer") << 4u << 1 << false;
        QTest::addRow("no offers") << 5u << 0 << false;
    }
    void frontMatchesDirectDominanceCheck()
    {
        QFETCH(quint32, seed);
        QFETCH(int, n);
        QFETCH(bool, job);
        const PreparedOffers p = randomOffers(seed, n, job);
        const ParetoFront front = paretoFront(p);
        QCOMPARE(front.yLowerIsBetter, job);
        const auto &x = p.raw[indexOf(Criterion::Price)];
        const auto &y = p.raw[indexOf(Criterion::Compute)];
        auto good = [&](std::size_t i) { return job ? -y[i] : y[i]; };
        std::vector<int> plotted;
        std::vector<int> expected;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (!isKnown(x[i]) || !isKnown(y[i]))
                continue;
            plotted.push_back(static_cast<int>(i));
            bool dominated = false;
            for (std::size_t j = 0; j < p.size() && !dominated; ++j) {
                if (!isKnown(x[j]) || !isKnown(y[j]))
                    continue;
                dominated = x[j] <= x[i] && good(j) >= good(i) && (x[j] < x[i] || good(j) > good(i));
            }
            if (!dominated)
                expected.push_back(static_cast<int>(i));
        }
        QCOMPARE(front.plotted, plotted);
        std::vector<int> got = front.front;
        for (std::size_t k = 1; k < got.size(); ++k)
            QVERIFY(x[static_cast<std::size_t>(got[k - 1])] <= x[static_cast<std::size_t>(got[k])]);
        std::sort(got.begin(), got.end());
        QCOMPARE(got, expected);
        if (n > 1)
            QVERIFY(expected.size() < plotted.size()); // the data must leave some out
    }

    void dominanceMatchesDirectCheck_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("n");
        QTest::addRow("60 offers") << 11u << 60;
        QTest::addRow("700 offers") << 12u << 700;
        QTest::addRow("2000 offers") << 13u << 2000;
    }
    void dominanceMatchesDirectCheck()
    {
        QFETCH(quint32, seed);
        QFETCH(int, n);
        const PreparedOffers p = randomOffers(seed, n, false);
        const std::vector<char> dominated = dominatedOffers(p);
        const std::vector<int> winners = possibleWinners(p);
        std::vector<std::uint32_t> tieRank(p.size());
        for (std::uint32_t k = 0; k < p.tieOrder.size(); ++k)
            tieRank[p.tieOrder[k]] = k;
        std::vector<int> expectedWinners;
        int dominatedCount = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            bool isDominated = false;
            bool covered = false;
            for (std::size_t j = 0; j < p.size(); ++j) {
                if (j == i || !atLeastAsGood(p, j, i))
                    continue;
                isDominated = isDominated || differ(p, j, i);
                covered = covered || tieRank[j] < tieRank[i];
            }
            QVERIFY2(bool(dominated[i]) == isDominated, qPrintable(QStringLiteral("offer %1").arg(i)));
            dominatedCount += isDominated;
            if (!covered)
                expectedWinners.push_back(static_cast<int>(i));
        }
        QCOMPARE(winners, expectedWinners);
        QVERIFY(dominatedCount > 0 && dominatedCount < n);
    }

    void winnersAreAlwaysPossibleWinners()
    {
        // Including weights with zeros, where a dominated offer may tie with its dominator.
        const PreparedOffers p = randomOffers(21, 500, false);
        const std::vector<int> winners = possibleWinners(p);
        QRandomGenerator rng(22);
        for (int trial = 0; trial < 300; ++trial) {
            Weights w;
            for (double &v : w.value)
                v = rng.bounded(3) == 0 ? 0.0 : double(rng.bounded(11));
            if (w.total() <= 0)
                continue;
            const Ranking r = rank(p, w);
            QVERIFY(std::binary_search(winners.begin(), winners.end(), static_cast<int>(r.order.front())));
        }
    }

    void handWorkedFront()
    {
        // Prices 1, 2, 3, 3 and FP16 TFLOPS 100, 100, 300, 200; the fifth has an unknown GPU.
        CatalogBuilder b;
        b.provider(QStringLiteral("p")).gpu(QStringLiteral("g100"), 16, 100).gpu(QStringLiteral("g200"), 16, 200)
            .gpu(QStringLiteral("g300"), 16, 300);
        b.offer(QStringLiteral("p"), QStringLiteral("g100"), 1, 1.0);
        b.offer(QStringLiteral("p"), QStringLiteral("g100"), 1, 2.0);
        b.offer(QStringLiteral("p"), QStringLiteral("g300"), 1, 3.0);
        b.offer(QStringLiteral("p"), QStringLiteral("g200"), 1, 3.0);
        b.offer(QStringLiteral("p"), QStringLiteral("nope"), 1, 0.5);
        const PreparedOffers p = prepare(b.catalog(), Scenario{});
        const ParetoFront front = paretoFront(p);
        QCOMPARE(front.plotted.size(), std::size_t(4));
        std::vector<qint64> ids;
        for (int pos : front.front)
            ids.push_back(p.offerId[static_cast<std::size_t>(pos)]);
        QCOMPARE(ids, (std::vector<qint64>{1, 3}));
    }
};

GPUSCOUT_TEST_MAIN(TestParetoFront)
#include "tst_ParetoFront.moc"
