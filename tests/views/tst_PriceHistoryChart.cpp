// The Prices over Time chart (issue 29): a GPU model's price per GPU-hour by provider as
// steps from the price history to today, the days prices were quoted as points, the
// regional median on demand, the stale limit, hover text, and an empty state that says why.

#include "charts/PriceHistoryChart.h"
#include "domain/Catalog.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCheckBox>
#include <QChart>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineSeries>
#include <QTest>

using namespace gpuscout;

namespace {

PriceChange change(qint64 offer, double price, const char *asOf, const char *replacedOn)
{
    PriceChange c;
    c.offerId = offer;
    c.pricePerHour = price;
    c.currency = QStringLiteral("USD");
    c.asOf = QLatin1String(asOf);
    c.replacedOn = QLatin1String(replacedOn);
    return c;
}

// AWS: one machine $100 -> $80 -> $60 an hour (8 GPUs), another $96 since February;
// Lambda one GPU at $3 since March 15; an A100 machine.
std::shared_ptr<const Catalog> history()
{
    test::CatalogBuilder b;
    b.gpu(QStringLiteral("H100-SXM"), 80, 989).gpu(QStringLiteral("A100-80GB"), 80, 312).provider(QStringLiteral("aws")).provider(QStringLiteral("lambda"));
    b.offer(QStringLiteral("aws"), QStringLiteral("H100-SXM"), 8, 60).asOf = QStringLiteral("2026-05-30");
    b.offer(QStringLiteral("aws"), QStringLiteral("H100-SXM"), 8, 96, Unknown, QStringLiteral("r2")).asOf = QStringLiteral("2026-02-01");
    b.offer(QStringLiteral("lambda"), QStringLiteral("H100-SXM"), 1, 3).asOf = QStringLiteral("2026-03-15");
    b.offer(QStringLiteral("aws"), QStringLiteral("A100-80GB"), 8, 40);
    auto c = std::make_shared<Catalog>(b.catalog());
    c->priceHistory << change(1, 100, "2026-01-01", "2026-03-01") << change(1, 80, "2026-02-20", "2026-06-01");
    return c;
}

qreal when(const char *day)
{
    return static_cast<qreal>(QDate::fromString(QLatin1String(day), Qt::ISODate).startOfDay(Qt::UTC).toMSecsSinceEpoch());
}

} // namespace

class TestPriceHistoryChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void drawsStepsQuotedDaysAndTheStaleLimit()
    {
        PriceHistoryChart chart;
        chart.resize(900, 500);
        chart.show();
        chart.setCatalog(history(), QStringLiteral("USD"), 30, QStringLiteral("H100-SXM"));
        QCOMPARE(chart.gpu(), QStringLiteral("H100-SXM"));
        QCOMPARE(chart.findChild<QComboBox *>(QStringLiteral("priceHistoryGpu"))->count(), 2);
        QCOMPARE(chart.lines().size(), 2);
        QCOMPARE(chart.stepSeriesCount(), 2);
        QCOMPARE(chart.quotedPointCount(), 5); // AWS quoted on four days, Lambda on one
        QCOMPARE(chart.staleLimit(), QDate::currentDate().addDays(-30).toString(Qt::ISODate));
        QVERIFY(chart.emptyText().isEmpty());
        // AWS's lowest: 12.5 from January 1, 12 from February 1, 10 from March 1, 7.5 from June 1, to today.
        QLineSeries *aws = nullptr;
        for (QAbstractSeries *s : chart.chart()->series()) {
            if (s->name() == QLatin1String("AWS"))
                aws = qobject_cast<QLineSeries *>(s);
        }
        QVERIFY(aws);
        const QList<QPointF> points = aws->points();
        QCOMPARE(points.size(), 8);
        QCOMPARE(points[0], QPointF(when("2026-01-01"), 12.5));
        QCOMPARE(points[1], QPointF(when("2026-02-01"), 12.5));
        QCOMPARE(points[2], QPointF(when("2026-02-01"), 12));
        QCOMPARE(points[5], QPointF(when("2026-06-01"), 10));
        QCOMPARE(points[6], QPointF(when("2026-06-01"), 7.5));
        QCOMPARE(points[7].y(), 7.5);

        const QString hover = chart.hoverText(QPointF(when("2026-03-15"), 10.2));
        QVERIFY2(hover.contains(QLatin1String("AWS, on-demand billing, from 2026-03-01")) && hover.contains(QLatin1String("lowest $10.00"))
                     && hover.contains(QLatin1String("median $11.00")) && hover.contains(QLatin1String("across 2 offer")),
                 qPrintable(hover));
        QVERIFY2(chart.hoverText(QPointF(when("2026-03-20"), 3.1)).startsWith(QLatin1String("LAMBDA")), qPrintable(chart.hoverText(QPointF(when("2026-03-20"), 3.1))));

        chart.findChild<QCheckBox *>(QStringLiteral("priceHistoryMedian"))->setChecked(true);
        QCOMPARE(chart.stepSeriesCount(), 4);

        chart.findChild<QDateEdit *>(QStringLiteral("priceHistorySince"))->setDate(QDate(2026, 4, 1));
        QCOMPARE(chart.lines().first().points.first().date, QStringLiteral("2026-04-01"));
    }

    void emptyStateSaysWhy()
    {
        PriceHistoryChart chart;
        chart.show();
        QVERIFY2(chart.emptyText().contains(QLatin1String("no priced GPU")), qPrintable(chart.emptyText()));
        chart.setCatalog(history(), QStringLiteral("USD"), 30, QStringLiteral("H100-SXM"));
        auto *billing = chart.findChild<QComboBox *>(QStringLiteral("priceHistoryBilling"));
        billing->setCurrentIndex(billing->findData(QStringLiteral("spot")));
        QVERIFY2(chart.emptyText().contains(QLatin1String("No H100-SXM price under spot billing")), qPrintable(chart.emptyText()));
        QCOMPARE(chart.stepSeriesCount(), 0);
    }

    // The winner's GPU is shown until the user picks one; then a new ranking keeps it.
    void theUsersChoiceOfGpuStays()
    {
        PriceHistoryChart chart;
        chart.show();
        chart.setCatalog(history(), QStringLiteral("USD"), 30, QStringLiteral("H100-SXM"));
        chart.setCatalog(history(), QStringLiteral("USD"), 30, QStringLiteral("A100-80GB"));
        QCOMPARE(chart.gpu(), QStringLiteral("A100-80GB")); // no choice made yet: follows the winner
        auto *gpu = chart.findChild<QComboBox *>(QStringLiteral("priceHistoryGpu"));
        gpu->setFocus();
        QTest::keyClick(gpu, Qt::Key_Up); // H100-SXM, chosen by the user
        QCOMPARE(chart.gpu(), QStringLiteral("H100-SXM"));
        chart.setCatalog(history(), QStringLiteral("CNY"), 30, QStringLiteral("A100-80GB"));
        QCOMPARE(chart.gpu(), QStringLiteral("H100-SXM"));
        QCOMPARE(chart.lines().first().points.last().lowest, 7.5 * 7.2);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestPriceHistoryChart)
#include "tst_PriceHistoryChart.moc"
