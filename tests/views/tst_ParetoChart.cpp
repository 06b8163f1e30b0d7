#include "charts/ParetoChart.h"
#include "insight/ParetoFront.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QLabel>
#include <QRandomGenerator>
#include <QTest>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

class TestParetoChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void plotsEveryKnownOfferAndTheFront()
    {
        const RankingResult result = rankCatalog(test::fixtureCatalog(), Scenario{});
        const ParetoFront front = paretoFront(*result.prepared);
        ParetoChart chart;
        chart.resize(820, 520);
        chart.show();
        chart.setData(result, front);
        QVERIFY(chart.emptyText().isEmpty());
        QCOMPARE(chart.plottedPointCount(), static_cast<int>(front.plotted.size()));
        QCOMPARE(chart.frontPointCount(), static_cast<int>(front.front.size()));
        QVERIFY(chart.frontPointCount() >= 2);
        QVERIFY(chart.labelCount() == chart.frontPointCount());
        QVERIFY(chart.findChild<QLabel *>(QStringLiteral("paretoNote"))->text().isEmpty());
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        QCoreApplication::processEvents(); // the chart lays itself out in the event loop
        if (!out.isEmpty())
            chart.grab().save(out + QStringLiteral("/pareto-fixture.png"));
    }

    void thinsTheDominatedOffersAndUsesALogScaleForWideSpreads()
    {
        QRandomGenerator rng(3);
        CatalogBuilder b;
        b.provider(QStringLiteral("p"));
        for (int g = 0; g < 6; ++g)
            b.gpu(QStringLiteral("G%1").arg(g), 16, 50.0 * (g + 1));
        for (int i = 0; i < 8000; ++i) {
            b.offer(QStringLiteral("p"), QStringLiteral("G%1").arg(rng.bounded(6)), 1 + rng.bounded(8),
                    0.1 * std::pow(1000.0, rng.generateDouble()));
        }
        const RankingResult result = rankCatalog(std::make_shared<Catalog>(b.catalog()), Scenario{});
        const ParetoFront front = paretoFront(*result.prepared);
        ParetoChart chart;
        chart.resize(820, 520);
        chart.show();
        chart.setData(result, front);
        QCOMPARE(chart.plottedPointCount(), ParetoChart::MaxPoints);
        QCOMPARE(chart.frontPointCount(), static_cast<int>(front.front.size()));
        QVERIFY(chart.logarithmicX());
        QVERIFY(chart.findChild<QLabel *>(QStringLiteral("paretoNote"))->text().contains(QStringLiteral("Showing")));
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        QCoreApplication::processEvents(); // the chart lays itself out in the event loop
        if (!out.isEmpty())
            chart.grab().save(out + QStringLiteral("/pareto-large.png"));
    }

    void emptyStateSaysWhy()
    {
        ParetoChart chart;
        chart.show();
        Scenario s;
        s.constraints.maxPricePerHour = 0.01;
        const RankingResult none = rankCatalog(test::fixtureCatalog(), s);
        chart.setData(none, paretoFront(*none.prepared));
        QVERIFY2(chart.emptyText().contains(QStringLiteral("No offer passes")), qPrintable(chart.emptyText()));
        QCOMPARE(chart.plottedPointCount(), 0);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestParetoChart)
#include "tst_ParetoChart.moc"
