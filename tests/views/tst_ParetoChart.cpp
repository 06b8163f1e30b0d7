#include "charts/ParetoChart.h"
#include "insight/ParetoFront.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QGraphicsSimpleTextItem>
#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QHelpEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QLabel>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

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

    void pointTextStaysWhenTheMouseRests()
    {
        // A resting mouse brings a ToolTip event, which the chart's scene answered by hiding
        // the point's text (its items have no tool tips).
        const RankingResult result = rankCatalog(test::fixtureCatalog(), Scenario{});
        ParetoChart chart;
        chart.resize(820, 520);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setData(result, paretoFront(*result.prepared));
        QScatterSeries *front = nullptr;
        for (QAbstractSeries *s : chart.findChild<QChartView *>(QStringLiteral("paretoChartView"))->chart()->series()) {
            auto *scatter = qobject_cast<QScatterSeries *>(s);
            if (scatter && scatter->count() > 0 && !front)
                front = scatter;
        }
        QVERIFY(front);
        Q_EMIT front->hovered(front->at(0), true);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        QVERIFY2(text.startsWith(u'#'), qPrintable(text));
        QWidget *viewport = chart.findChild<QChartView *>(QStringLiteral("paretoChartView"))->viewport();
        const QPoint local(100, 100);
        QHelpEvent rest(QEvent::ToolTip, local, viewport->mapToGlobal(local));
        QCoreApplication::sendEvent(viewport, &rest);
        QTest::qWait(600); // a tool tip told to hide goes after 300 ms
        QVERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), text);
        Q_EMIT front->hovered(front->at(0), false);
        QTRY_VERIFY(!QToolTip::isVisible());
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

    void logTicksAreOneTwoFive()
    {
        const std::vector<double> ticks = ParetoChart::niceLogTicks(0.12, 60);
        QCOMPARE(ticks, (std::vector<double>{0.2, 0.5, 1, 2, 5, 10, 20, 50}));
        QVERIFY(ParetoChart::niceLogTicks(0, 10).empty());
    }

    // Prices per GPU-hour from $0.14 to about $13: $0.14 sits among labelled ticks (0.2, 0.5,
    // 1, ...), not in an unlabelled stretch below $1.
    void aLogAxisLabelsTheCheapEnd()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p"));
        b.gpu(QStringLiteral("G"), 16, 100);
        int i = 0;
        for (double price : {0.14, 0.3, 0.9, 2.5, 9.0, 30.0, 90.0})
            b.offer(QStringLiteral("p"), QStringLiteral("G"), 1 + (i++ % 8), price);
        const RankingResult result = rankCatalog(std::make_shared<Catalog>(b.catalog()), Scenario{});
        ParetoChart chart;
        chart.resize(820, 520);
        chart.show();
        chart.setData(result, paretoFront(*result.prepared));
        QVERIFY(chart.logarithmicX());
        const QStringList labels = chart.xTickLabels();
        QVERIFY2(labels.contains(QStringLiteral("0.2")) && labels.contains(QStringLiteral("0.5"))
                     && labels.contains(QStringLiteral("1")) && labels.contains(QStringLiteral("10")),
                 qPrintable(labels.join(u' ')));
    }

    // Labels name provider and instance, never overlap each other or a marked point; the
    // winner and the pinned offers are marked.
    void labelsDoNotOverlapAndTheWinnerAndPinsAreMarked()
    {
        const RankingResult result = rankCatalog(test::fixtureCatalog(), Scenario{});
        const ParetoFront front = paretoFront(*result.prepared);
        ParetoChart chart;
        chart.resize(560, 360); // small: some labels must give way
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setData(result, front);
        QCoreApplication::processEvents();
        const QList<QRectF> rects = chart.shownLabelRects();
        QVERIFY(!rects.isEmpty());
        for (qsizetype a = 0; a < rects.size(); ++a) {
            for (qsizetype b = a + 1; b < rects.size(); ++b)
                QVERIFY2(!rects[a].intersects(rects[b]), qPrintable(QStringLiteral("labels %1 and %2").arg(a).arg(b)));
        }
        bool providerNamed = false;
        for (QGraphicsItem *item : chart.chart()->childItems()) {
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                providerNamed |= text->text().startsWith(QStringLiteral("AWS "));
        }
        QVERIFY(providerNamed);
        const int winner = static_cast<int>(result.ranking->order[0]);
        QCOMPARE(chart.winnerPosition(), winner);
        chart.setPinnedOffers({3, 4});
        QCOMPARE(chart.markedPinCount(), 2);
        chart.setPinnedOffers({});
        QCOMPARE(chart.markedPinCount(), 0);
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        if (!out.isEmpty())
            chart.grab().save(out + QStringLiteral("/pareto-small.png"));
    }

    // Ranked by a job, hours spread over orders of magnitude: a log axis whose range is the
    // data's, so the front is not squeezed into a corner.
    void jobModeFitsTheAxesToTheData()
    {
        Scenario s;
        Workload w;
        w.task = Task::FullFinetune;
        w.parameters = 7e9;
        w.tokens = 1e9;
        s.workload = w;
        s.objective = Objective::Job;
        const RankingResult result = rankCatalog(test::fixtureCatalog(), s);
        const ParetoFront front = paretoFront(*result.prepared);
        QVERIFY(front.yLowerIsBetter);
        double lo = INFINITY, hi = 0;
        for (int pos : front.plotted) {
            const double h = result.prepared->raw[indexOf(Criterion::Compute)][static_cast<std::size_t>(pos)];
            lo = std::min(lo, h);
            hi = std::max(hi, h);
        }
        ParetoChart chart;
        chart.resize(820, 520);
        chart.show();
        chart.setData(result, front);
        const QRectF range = chart.yRange();
        if (hi / lo > 20) {
            QVERIFY(chart.logarithmicY());
            QVERIFY(range.top() <= std::log10(lo) && range.bottom() >= std::log10(hi));
            QVERIFY(range.height() < (std::log10(hi) - std::log10(lo)) + 0.2);
        } else {
            QVERIFY(!chart.logarithmicY());
            QVERIFY(range.top() <= lo && range.bottom() >= hi);
        }
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        QCoreApplication::processEvents();
        if (!out.isEmpty())
            chart.grab().save(out + QStringLiteral("/pareto-job.png"));
    }

    // At the size the chart has in the window at 1366 x 768, every axis title fits along its
    // axis, by the hour, by the job's throughput (training and serving) and by the job: the
    // throughput title was cut to "Throughput of the job (effective TFLOPS, or toke...".
    void axisTitlesFitAtTheWindowsSize()
    {
        Workload training;
        training.task = Task::FullFinetune;
        training.parameters = 7e9;
        Workload serving;
        serving.task = Task::Inference;
        serving.parameters = 7e9;
        Workload job = training;
        job.tokens = 1e9;
        QList<std::optional<Workload>> workloads{std::nullopt, training, serving, job};
        for (const std::optional<Workload> &w : workloads) {
            Scenario s;
            s.workload = w;
            const RankingResult result = rankCatalog(test::fixtureCatalog(), s);
            ParetoChart chart;
            chart.resize(696, 445);
            chart.show();
            chart.setData(result, paretoFront(*result.prepared));
            QCoreApplication::processEvents();
            QChart *c = chart.findChild<QChartView *>()->chart();
            for (QAbstractAxis *axis : c->axes()) {
                const int text = QFontMetrics(axis->titleFont()).horizontalAdvance(axis->titleText());
                const qreal room = axis->orientation() == Qt::Vertical ? c->plotArea().height() : c->plotArea().width();
                QVERIFY2(text <= room, qPrintable(QStringLiteral("'%1': %2 px along %3 px").arg(axis->titleText()).arg(text).arg(room)));
            }
        }
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
