#include "dashboard/BandSlider.h"

#include <QPainter>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cmath>

namespace gpuscout {

BandSlider::BandSlider(Qt::Orientation orientation, QWidget *parent)
    : QSlider(orientation, parent)
{
}

void BandSlider::setBand(double low, double high)
{
    low = std::clamp(low, double(minimum()), double(maximum()));
    high = std::clamp(high, low, double(maximum()));
    if (m_hasBand && low == m_low && high == m_high)
        return;
    m_low = low;
    m_high = high;
    m_hasBand = true;
    update();
}

void BandSlider::clearBand()
{
    if (!m_hasBand)
        return;
    m_hasBand = false;
    update();
}

QRect BandSlider::bandRect() const
{
    if (!m_hasBand || maximum() <= minimum())
        return {};
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    // The handle's centre travels from half a handle inside one end to half inside the
    // other: a value maps to where the handle's centre would be.
    const bool horizontal = orientation() == Qt::Horizontal;
    const int handleLength = horizontal ? handle.width() : handle.height();
    const int start = horizontal ? groove.left() : groove.top();
    const int length = horizontal ? groove.width() : groove.height();
    const double span = double(length - handleLength);
    auto at = [&](double v) {
        double f = (v - minimum()) / double(maximum() - minimum());
        if (invertedAppearance() != (!horizontal))
            f = 1 - f; // vertical sliders grow upwards
        return start + handleLength / 2.0 + f * span;
    };
    const double a = at(m_low);
    const double b = at(m_high);
    const int thickness = std::max(6, (horizontal ? groove.height() : groove.width()) + 4);
    if (horizontal) {
        const int top = groove.center().y() - thickness / 2;
        return QRect(QPoint(int(std::lround(std::min(a, b))), top), QPoint(int(std::lround(std::max(a, b))), top + thickness - 1));
    }
    const int left = groove.center().x() - thickness / 2;
    return QRect(QPoint(left, int(std::lround(std::min(a, b)))), QPoint(left + thickness - 1, int(std::lround(std::max(a, b)))));
}

QRect BandSlider::focusRingRect() const
{
    if (!hasFocus())
        return {};
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    return handle.adjusted(-2, -2, 2, 2).intersected(rect().adjusted(0, 0, -1, -1));
}

void BandSlider::paintEvent(QPaintEvent *event)
{
    QSlider::paintEvent(event);
    const QRect band = bandRect();
    const QRect ring = focusRingRect();
    if (band.isEmpty() && ring.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!band.isEmpty()) {
        // A green that reads on light and dark grooves alike.
        QColor fill(46, 160, 67, 110);
        painter.setPen(QPen(QColor(46, 160, 67, 200), 1));
        painter.setBrush(fill);
        painter.drawRoundedRect(QRectF(band).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        // The handle again, on top of the band.
        QStyleOptionSlider opt;
        initStyleOption(&opt);
        opt.subControls = QStyle::SC_SliderHandle;
        style()->drawComplexControl(QStyle::CC_Slider, &opt, &painter, this);
    }
    if (!ring.isEmpty()) {
        // Fusion marks a focused handle with a faint tint that keyboard users cannot find:
        // a ring in the highlight colour, two pixels wide, around the handle.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRoundedRect(QRectF(ring).adjusted(1, 1, -1, -1), 3, 3);
    }
}

} // namespace gpuscout
