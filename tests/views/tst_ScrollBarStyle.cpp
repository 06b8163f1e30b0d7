#include "dashboard/ScrollBarStyle.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QStyleOptionSlider>
#include <QTest>
#include <QVBoxLayout>

using namespace gpuscout;

namespace {

QImage draw(const QStyle *style, const QStyleOptionSlider &option, const QWidget *widget)
{
    QImage image(option.rect.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    style->drawComplexControl(QStyle::CC_ScrollBar, &option, &painter, widget);
    return image;
}

} // namespace

class TestScrollBarStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    // What the cache copies is what the application's style draws, for each position and
    // state: a stale copy would show the handle where it was.
    void drawsWhatTheApplicationStyleDraws()
    {
        QWidget root;
        auto *bar = new QScrollBar(Qt::Vertical, &root);
        bar->setRange(0, 100);
        bar->setPageStep(20);
        bar->resize(14, 300);
        ScrollBarStyle::apply(&root);
        const QStyle *cached = bar->style();
        QVERIFY(qobject_cast<const ScrollBarStyle *>(cached));
        const QStyle *plain = QApplication::style();
        QVERIFY(plain != cached);

        QStyleOptionSlider option;
        option.initFrom(bar);
        option.rect = QRect(0, 0, 14, 300);
        option.orientation = Qt::Vertical;
        option.minimum = 0;
        option.maximum = 100;
        option.pageStep = 20;
        option.singleStep = 1;
        option.subControls = QStyle::SC_All;
        QList<QImage> seen;
        for (int value : {0, 50, 100, 50}) {
            for (bool pressed : {false, true}) {
                option.sliderPosition = option.sliderValue = value;
                option.state.setFlag(QStyle::State_Sunken, pressed);
                option.activeSubControls = pressed ? QStyle::SC_ScrollBarSlider : QStyle::SC_None;
                const QImage expected = draw(plain, option, bar);
                QCOMPARE(draw(cached, option, bar), expected);
                QCOMPARE(draw(cached, option, bar), expected); // the copy from the cache
                seen << expected;
            }
        }
        QVERIFY(seen[0] != seen[2]); // the handle moved
        QVERIFY(seen[2] != seen[3]); // pressed looks different
    }

    // Applied to a window, every scroll bar in it gets the style, also after a second call.
    void reachesEveryScrollBarOnce()
    {
        QWidget root;
        auto *layout = new QVBoxLayout(&root);
        layout->addWidget(new QScrollBar(Qt::Horizontal));
        layout->addWidget(new QScrollBar(Qt::Vertical));
        ScrollBarStyle::apply(&root);
        const QList<QScrollBar *> bars = root.findChildren<QScrollBar *>();
        QCOMPARE(bars.size(), 2);
        const QStyle *style = bars[0]->style();
        QVERIFY(qobject_cast<const ScrollBarStyle *>(style));
        QCOMPARE(bars[1]->style(), style);
        ScrollBarStyle::apply(&root);
        QCOMPARE(bars[0]->style(), style);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestScrollBarStyle)
#include "tst_ScrollBarStyle.moc"
