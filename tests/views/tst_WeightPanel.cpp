#include "dashboard/BandSlider.h"
#include "dashboard/WeightPanel.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QStyleOptionSlider>
#include <QTest>

using namespace gpuscout;

namespace {

QStyleOptionSlider styleOption(const QSlider *slider)
{
    QStyleOptionSlider opt;
    opt.initFrom(slider);
    opt.subControls = QStyle::SC_All;
    opt.orientation = slider->orientation();
    opt.maximum = slider->maximum();
    opt.minimum = slider->minimum();
    opt.sliderPosition = slider->sliderPosition();
    opt.sliderValue = slider->value();
    opt.singleStep = slider->singleStep();
    opt.pageStep = slider->pageStep();
    opt.upsideDown = slider->invertedAppearance();
    return opt;
}

QRect handleRect(const QSlider *slider)
{
    const QStyleOptionSlider opt = styleOption(slider);
    return slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, slider);
}

void send(QSlider *slider, QEvent::Type type, const QPoint &at, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, QPointF(at), QPointF(slider->mapToGlobal(at)),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(slider, &event);
}

// Presses on the handle, moves it by dx pixels in steps, as a hand would, and lets go.
void dragHandle(QSlider *slider, int dx)
{
    const QPoint start = handleRect(slider).center();
    send(slider, QEvent::MouseButtonPress, start, Qt::LeftButton);
    QVERIFY(slider->isSliderDown());
    const int steps = 8;
    for (int i = 1; i <= steps; ++i)
        send(slider, QEvent::MouseMove, start + QPoint(dx * i / steps, 0), Qt::LeftButton);
    send(slider, QEvent::MouseButtonRelease, start + QPoint(dx, 0), Qt::NoButton);
    QVERIFY(!slider->isSliderDown());
}

// A band on every criterion: the winner holds while each share lies in [0.1, 0.4].
std::array<RobustnessBand, CriterionCount> bandsEverywhere()
{
    std::array<RobustnessBand, CriterionCount> bands{};
    for (RobustnessBand &band : bands) {
        band.valid = true;
        band.low = 0.1;
        band.high = 0.4;
        band.winner = QStringLiteral("Alpha");
        band.belowLow = QStringLiteral("Beta");
        band.aboveHigh = QStringLiteral("Gamma");
    }
    return bands;
}

} // namespace

class TestWeightPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    // Dragging the handle edits the weight at once, in tenths, and the spin box and share
    // follow; every step of the drag is an edit (the ranking follows the hand).
    void draggingTheHandleEditsTheWeight()
    {
        WeightPanel panel;
        panel.resize(620, 220);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy edits(&panel, &WeightPanel::weightsEdited);
        QSlider *slider = panel.slider(Criterion::Compute);
        QCOMPARE(slider->value(), 50);
        dragHandle(slider, slider->width() / 4);
        QVERIFY(edits.count() >= 2);
        const double weight = panel.weights()[Criterion::Compute];
        QVERIFY2(weight > 6.5 && weight <= 10.0, qPrintable(QString::number(weight)));
        QCOMPARE(slider->value(), int(std::lround(weight * 10)));
        QCOMPARE(edits.last().at(0).value<Weights>()[Criterion::Compute], weight);
        auto *spin = panel.findChild<QDoubleSpinBox *>(QStringLiteral("computeWeightSpin"));
        QVERIFY(spin);
        QCOMPARE(spin->value(), weight);
        auto *share = panel.findChild<QLabel *>(QStringLiteral("computeWeightShare"));
        QVERIFY(share);
        QCOMPARE(share->text(), QStringLiteral("%1 %").arg(std::lround(100 * weight / (weight + 20))));
        for (Criterion c : {Criterion::Vram, Criterion::Price, Criterion::Bandwidth, Criterion::Stability})
            QCOMPARE(panel.weights()[c], 5.0);
    }

    // Dragged to where the band starts, the handle sits on the weight the band starts at: the
    // band is drawn where the handle goes.
    void bandEndsAreWhereTheHandleGoes()
    {
        WeightPanel panel;
        panel.setWeights(Weights{{5, 5, 5, 5, 5}});
        panel.setRobustnessBands(bandsEverywhere());
        panel.resize(620, 220);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *slider = panel.bandSlider(Criterion::Vram);
        QVERIFY(slider->hasBand());
        // Share 0.1 with the others at 20: w = 0.1 · 20 / 0.9 = 2.22; share 0.4: w = 13.3, past the slider.
        QVERIFY(qAbs(slider->bandLow() - 22.2222) < 0.01);
        QCOMPARE(slider->bandHigh(), 100.0);
        const QRect band = slider->bandRect();
        dragHandle(slider, band.left() - handleRect(slider).center().x());
        QVERIFY(qAbs(panel.weights()[Criterion::Vram] - 2.2) <= 0.15);
        QVERIFY(qAbs(handleRect(slider).center().x() - band.left()) <= handleRect(slider).width() / 2);
    }

    // A drag changes the total weight, so the bands of the other sliders move (the same share
    // is another weight) while the dragged slider's own band stays: the panel shows, after a
    // drag, exactly what it shows when given the same weights and bands.
    void bandsFollowADrag()
    {
        WeightPanel panel;
        panel.setWeights(Weights{{5, 5, 5, 5, 5}});
        panel.setRobustnessBands(bandsEverywhere());
        panel.resize(620, 220);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const double computeLow = panel.bandSlider(Criterion::Compute)->bandLow();
        const double vramLow = panel.bandSlider(Criterion::Vram)->bandLow();
        dragHandle(panel.slider(Criterion::Compute), -panel.slider(Criterion::Compute)->width() / 4);
        const Weights dragged = panel.weights();
        QVERIFY(dragged[Criterion::Compute] < 4.0);
        QCOMPARE(panel.bandSlider(Criterion::Compute)->bandLow(), computeLow);
        QVERIFY(panel.bandSlider(Criterion::Vram)->bandLow() < vramLow);

        WeightPanel given;
        given.setWeights(dragged);
        given.setRobustnessBands(bandsEverywhere());
        for (Criterion c : AllCriteria) {
            QCOMPARE(panel.bandSlider(c)->bandLow(), given.bandSlider(c)->bandLow());
            QCOMPARE(panel.bandSlider(c)->bandHigh(), given.bandSlider(c)->bandHigh());
            QCOMPARE(panel.bandSlider(c)->toolTip(), given.bandSlider(c)->toolTip());
        }
    }

    // Who takes over is named only for an end that lies on the slider.
    void tooltipNamesWhoTakesOverOnTheSlider()
    {
        WeightPanel panel;
        panel.setWeights(Weights{{5, 5, 5, 5, 5}});
        auto bands = bandsEverywhere();
        bands[indexOf(Criterion::Price)].low = 0;   // no end below
        bands[indexOf(Criterion::Price)].high = 0.25; // w = 6.67, on the slider
        panel.setRobustnessBands(bands);
        const QString vram = panel.bandSlider(Criterion::Vram)->toolTip();
        QVERIFY(vram.contains(QStringLiteral("Beta")));
        QVERIFY(!vram.contains(QStringLiteral("Gamma"))); // 13.3 is past the slider's end
        const QString price = panel.bandSlider(Criterion::Price)->toolTip();
        QVERIFY(!price.contains(QStringLiteral("Beta")));
        QVERIFY(price.contains(QStringLiteral("Gamma")));
        QVERIFY(price.contains(QStringLiteral("6.7")));
        bands[indexOf(Criterion::Price)].valid = false;
        panel.setRobustnessBands(bands);
        QVERIFY(!panel.bandSlider(Criterion::Price)->hasBand());
        QCOMPARE(panel.bandSlider(Criterion::Price)->toolTip(), criterionDescription(Criterion::Price));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestWeightPanel)
#include "tst_WeightPanel.moc"
