#include "scoring/ScoreOrder.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace gpuscout;

namespace {

// The reference: a comparison sort, stable, by descending score.
std::vector<std::uint32_t> referenceOrder(std::vector<std::uint32_t> order, const std::vector<double> &score)
{
    std::stable_sort(order.begin(), order.end(), [&score](std::uint32_t a, std::uint32_t b) { return score[a] > score[b]; });
    return order;
}

std::vector<std::uint32_t> shuffledPositions(std::size_t n, QRandomGenerator &random)
{
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    for (std::size_t i = n; i > 1; --i)
        std::swap(order[i - 1], order[random.bounded(static_cast<quint32>(i))]);
    return order;
}

} // namespace

class TestScoreOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesAStableComparisonSort_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addRow("uniform scores") << QStringLiteral("uniform");
        QTest::addRow("a few exact values, many ties") << QStringLiteral("ties");
        QTest::addRow("near ties in the last bits") << QStringLiteral("near");
        QTest::addRow("one long run of near ties") << QStringLiteral("run");
        QTest::addRow("zeros and ones") << QStringLiteral("ends");
    }

    void matchesAStableComparisonSort()
    {
        QFETCH(QString, kind);
        QRandomGenerator random(42);
        const std::size_t n = 20000;
        std::vector<double> score(n);
        for (std::size_t i = 0; i < n; ++i) {
            const double u = random.generateDouble();
            if (kind == QLatin1String("uniform")) {
                score[i] = u;
            } else if (kind == QLatin1String("ties")) {
                score[i] = std::floor(u * 7) / 7;
            } else if (kind == QLatin1String("near")) {
                // Scores that share their upper 32 bits and differ below them.
                double v = std::floor(u * 50) / 50 + 0.01;
                for (int steps = random.bounded(200); steps > 0; --steps)
                    v = std::nextafter(v, 2.0);
                score[i] = v;
            } else if (kind == QLatin1String("run")) {
                double v = 0.5;
                for (int steps = random.bounded(5000); steps > 0; --steps)
                    v = std::nextafter(v, 1.0);
                score[i] = v;
            } else {
                score[i] = u < 0.5 ? 0.0 : 1.0;
            }
        }
        std::vector<std::uint32_t> order = shuffledPositions(n, random);
        const std::vector<std::uint32_t> expected = referenceOrder(order, score);
        sortByScoreDescending(order, score);
        QVERIFY(order == expected);
    }

    void emptyAndSingle()
    {
        std::vector<std::uint32_t> none;
        sortByScoreDescending(none, {});
        QVERIFY(none.empty());
        std::vector<std::uint32_t> one{0};
        sortByScoreDescending(one, {0.25});
        QCOMPARE(one.size(), std::size_t(1));
        QCOMPARE(one[0], 0u);
    }
};

GPUSCOUT_TEST_MAIN(TestScoreOrder)
#include "tst_ScoreOrder.moc"
