#include "charts/AcceptabilityBars.h"
#include "insight/RankAcceptability.h"
#include "insight/RankRobustness.h"
#include "insight/RobustnessView.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace gpuscout;

class TestRobustnessView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void showsIntervalsRanksAndWinningShares()
    {
        const RankingResult result = rankCatalog(test::fixtureCatalog(), Scenario{});
        const Weights weights{{5, 3, 1, 3, 2}};
        const RankingResult ranked = [&] {
            Scenario s;
            s.weights = weights;
            return rankCatalog(result.catalog, s);
        }();
        RobustnessView view;
        view.setRobustnessBands(robustnessBands(ranked, weightIntervals(*ranked.prepared, weights)));
        RobustnessOptions ro;
        ro.topK = 5;
        view.setRobustness(ranked, rankRobustness(*ranked.prepared, weights, ro));
        AcceptabilityOptions ao;
        ao.points = 25;
        const RankAcceptability acceptability = rankAcceptability(*ranked.prepared, weights, ao);
        view.setAcceptability(ranked, acceptability);

        auto *intervals = view.findChild<QTableWidget *>(QStringLiteral("weightIntervalTable"));
        QCOMPARE(intervals->rowCount(), 5);
        for (int row = 0; row < 5; ++row)
            QVERIFY(intervals->item(row, 2)->text().contains(QStringLiteral("%")));
        auto *ranks = view.findChild<QTableWidget *>(QStringLiteral("robustnessTable"));
        QCOMPARE(ranks->rowCount(), 5);
        QCOMPARE(ranks->item(0, 0)->text(), QStringLiteral("1"));
        QVERIFY(ranks->item(0, 1)->text().contains(ranked.row(0).offer->instanceType));
        auto *bars = view.findChild<AcceptabilityBars *>(QStringLiteral("acceptabilityBars"));
        QCOMPARE(bars->entries().size(), qsizetype(acceptability.offers.size()));
        QVERIFY(bars->entries().size() >= 2); // ±25 points leaves room for a contest
        for (const auto &e : bars->entries())
            QVERIFY(e.share > 0);

        QSignalSpy spy(&view, &RobustnessView::pointsEdited);
        view.findChild<QSpinBox *>(QStringLiteral("robustnessPointsSpin"))->setValue(15);
        QCOMPARE(spy.count(), 1);
        view.setPoints(20); // shown, not an edit
        QCOMPARE(spy.count(), 1);
        QCOMPARE(view.points(), 20);

        view.resize(900, 560);
        view.show();
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        if (!out.isEmpty())
            view.grab().save(out + QStringLiteral("/robustness-view.png"));
    }

    // A long name is cut at its end, not in the middle, and the bar's tooltip names it in full.
    void longNamesAreElidedAtTheEndWithTheFullNameInTheTooltip()
    {
        AcceptabilityBars bars;
        const QString name = QStringLiteral("Microsoft Azure Standard_ND96isr_H100_v5 (eastus2)");
        bars.setEntries({{name, 0.6, true}, {QStringLiteral("AWS p5.48xlarge (us-east-1)"), 0.4, false}});
        bars.resize(260, 80);
        bars.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bars));
        const int row = bars.fontMetrics().height() + 8;
        QCOMPARE(bars.entryAt(QPoint(10, 2 + row / 2)), 0);
        QCOMPARE(bars.entryAt(QPoint(10, 2 + row + row / 2)), 1);
        QCOMPARE(bars.entryAt(QPoint(10, 2 + 5 * row)), -1);
        const QString tip = bars.toolTipAt(QPoint(10, 2 + row / 2));
        QVERIFY2(tip.startsWith(name), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("60.0 %")), qPrintable(tip));

        RobustnessView view;
        auto *ranks = view.findChild<QTableWidget *>(QStringLiteral("robustnessTable"));
        auto *stability = view.findChild<QTableWidget *>(QStringLiteral("weightIntervalTable"));
        QCOMPARE(ranks->textElideMode(), Qt::ElideRight);
        QCOMPARE(stability->textElideMode(), Qt::ElideRight);
    }

    // The title says what a buyer learns; the sample size and the method are in its tooltip.
    void theAcceptabilityTitleIsASentenceWithTheMethodInTheTooltip()
    {
        const RankingResult ranked = rankCatalog(test::fixtureCatalog(), Scenario{});
        RobustnessView view;
        AcceptabilityOptions ao;
        ao.points = 10;
        const RankAcceptability acceptability = rankAcceptability(*ranked.prepared, Scenario{}.weights, ao);
        view.setAcceptability(ranked, acceptability);
        QLabel *title = nullptr;
        for (QLabel *label : view.findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("come out on top")))
                title = label;
        }
        QVERIFY(title);
        QVERIFY(!title->text().contains(QStringLiteral("random weight vectors")));
        QVERIFY(title->text().contains(QStringLiteral("10 points")));
        QVERIFY2(title->toolTip().contains(QLocale().toString(acceptability.samples)), qPrintable(title->toolTip()));
    }

    void clearSaysWhy()
    {
        RobustnessView view;
        view.clear(QStringLiteral("No offer passes the constraints."));
        QCOMPARE(view.findChild<QTableWidget *>(QStringLiteral("robustnessTable"))->rowCount(), 0);
        QVERIFY(view.findChild<AcceptabilityBars *>(QStringLiteral("acceptabilityBars"))->entries().isEmpty());
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestRobustnessView)
#include "tst_RobustnessView.moc"
