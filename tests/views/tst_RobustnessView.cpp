#include "charts/AcceptabilityBars.h"
#include "insight/RankAcceptability.h"
#include "insight/RankRobustness.h"
#include "insight/RobustnessView.h"
#include "TestSupport.h"
#include "TestMain.h"

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
        view.setStability(stabilityBands(ranked, weightIntervals(*ranked.prepared, weights)));
        RobustnessOptions ro;
        ro.topK = 5;
        view.setRobustness(ranked, rankRobustness(*ranked.prepared, weights, ro));
        AcceptabilityOptions ao;
        ao.points = 25;
        const RankAcceptability acceptability = rankAcceptability(*ranked.prepared, weights, ao);
        view.setAcceptability(ranked, acceptability);

        auto *stability = view.findChild<QTableWidget *>(QStringLiteral("stabilityTable"));
        QCOMPARE(stability->rowCount(), 5);
        for (int row = 0; row < 5; ++row)
            QVERIFY(stability->item(row, 2)->text().contains(QStringLiteral("%")));
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
