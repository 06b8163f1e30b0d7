#include "dashboard/BandSlider.h"
#include "scoring/Ranking.h"
#include "insight/Sensitivity.h"
#include "TestSupport.h"
#include "dashboard/WeightPanel.h"
#include "TestMain.h"

#include <QStyleOptionSlider>
#include <QTest>

using namespace gpuscout;

namespace {

// Where the style puts the handle's centre for a value: what the band's ends must match.
int handleCentreAt(BandSlider &slider, int value)
{
    slider.setValue(value);
    QStyleOptionSlider opt;
    opt.initFrom(&slider);
    opt.subControls = QStyle::SC_All;
    opt.orientation = slider.orientation();
    opt.maximum = slider.maximum();
    opt.minimum = slider.minimum();
    opt.sliderPosition = value;
    opt.sliderValue = value;
    opt.singleStep = slider.singleStep();
    opt.pageStep = slider.pageStep();
    opt.upsideDown = slider.invertedAppearance();
    return slider.style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, &slider).center().x();
}

} // namespace

class TestBandSlider : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void bandSpansTheHandlePositionsOfItsEnds_data()
    {
        QTest::addColumn<int>("low");
        QTest::addColumn<int>("high");
        QTest::addRow("middle") << 20 << 60;
        QTest::addRow("from the start") << 0 << 35;
        QTest::addRow("to the end") << 70 << 100;
        QTest::addRow("a point") << 50 << 50;
    }
    void bandSpansTheHandlePositionsOfItsEnds()
    {
        QFETCH(int, low);
        QFETCH(int, high);
        BandSlider slider(Qt::Horizontal);
        slider.setRange(0, 100);
        slider.resize(320, 24);
        QVERIFY(slider.bandRect().isEmpty());
        slider.setBand(low, high);
        const QRect band = slider.bandRect();
        QVERIFY(qAbs(band.left() - handleCentreAt(slider, low)) <= 1);
        QVERIFY(qAbs(band.right() - handleCentreAt(slider, high)) <= 1);
        QVERIFY(band.height() >= 6);
        slider.clearBand();
        QVERIFY(slider.bandRect().isEmpty());
    }

    void bandIsClippedToTheRange()
    {
        BandSlider slider(Qt::Horizontal);
        slider.setRange(0, 100);
        slider.setBand(-5, 250);
        QCOMPARE(slider.bandLow(), 0.0);
        QCOMPARE(slider.bandHigh(), 100.0);
    }

    void weightPanelConvertsSharesToWeights_data()
    {
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<double>("lowWeight");
        QTest::addColumn<double>("highWeight");
        // The other four weights are 5 each: S = 20, w = t·20/(1 − t).
        QTest::addRow("inside") << 0.1 << 0.25 << 20.0 / 9 << 20.0 / 3;
        QTest::addRow("high beyond the slider") << 0.1 << 0.5 << 20.0 / 9 << 10.0;
        QTest::addRow("whole share range") << 0.0 << 1.0 << 0.0 << 10.0;
    }
    void weightPanelConvertsSharesToWeights()
    {
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(double, lowWeight);
        QFETCH(double, highWeight);
        WeightPanel panel;
        panel.setWeights(Weights{{5, 5, 5, 5, 5}});
        std::array<RobustnessBand, CriterionCount> bands{};
        RobustnessBand &compute = bands[indexOf(Criterion::Compute)];
        compute.valid = true;
        compute.low = low;
        compute.high = high;
        compute.winner = QStringLiteral("Alpha");
        compute.belowLow = QStringLiteral("Beta");
        compute.aboveHigh = QStringLiteral("Gamma");
        panel.setRobustnessBands(bands);
        BandSlider *slider = panel.bandSlider(Criterion::Compute);
        QVERIFY(slider->hasBand());
        QVERIFY(qAbs(slider->bandLow() - 10 * lowWeight) < 1e-9);
        QVERIFY(qAbs(slider->bandHigh() - 10 * highWeight) < 1e-9);
        const QString tip = slider->toolTip();
        QVERIFY(tip.contains(QStringLiteral("Alpha")));
        QCOMPARE(tip.contains(QStringLiteral("Beta")), lowWeight > 0);
        QCOMPARE(tip.contains(QStringLiteral("Gamma")), highWeight < 10);
        QVERIFY(!panel.bandSlider(Criterion::Price)->hasBand()); // no valid band there
    }

    void looksRight()
    {
        const auto catalog = test::fixtureCatalog();
        Scenario scenario;
        const RankingResult result = rankCatalog(catalog, scenario);
        WeightPanel panel;
        panel.setWeights(scenario.weights);
        panel.setRobustnessBands(robustnessBands(result, weightIntervals(*result.prepared, scenario.weights)));
        panel.resize(620, 220);
        panel.show();
        int bands = 0;
        for (Criterion c : AllCriteria)
            bands += panel.bandSlider(c)->hasBand();
        QCOMPARE(bands, 5);
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        if (!out.isEmpty())
            panel.grab().save(out + QStringLiteral("/weight-bands.png"));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestBandSlider)
#include "tst_BandSlider.moc"
