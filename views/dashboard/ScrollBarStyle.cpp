#include "dashboard/ScrollBarStyle.h"

#include <QApplication>
#include <QPainter>
#include <QPixmapCache>
#include <QPointer>
#include <QScrollBar>
#include <QStyleOptionSlider>

namespace gpuscout {

ScrollBarStyle::ScrollBarStyle(const QString &baseStyle)
    : QProxyStyle(baseStyle)
{
}

void ScrollBarStyle::apply(QWidget *root)
{
    static QPointer<ScrollBarStyle> shared;
    if (!shared) {
        shared = new ScrollBarStyle(QApplication::style()->name());
        shared->setParent(qApp); // deleted with the application
    }
    for (QScrollBar *bar : root->findChildren<QScrollBar *>()) {
        if (bar->style() != shared)
            bar->setStyle(shared);
    }
}

void ScrollBarStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                        const QWidget *widget) const
{
    const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
    // A transient scroll bar fades in and out: it is drawn as it is.
    if (control != CC_ScrollBar || !bar || option->rect.isEmpty() || styleHint(SH_ScrollBar_Transient, option, widget)) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QString key = QString::asprintf("gpuscout-scrollbar-%dx%d-%g-%x-%x-%x-%d-%d-%d-%d-%d-%d-%d-%d-%lld",
                                          bar->rect.width(), bar->rect.height(), dpr, uint(bar->state),
                                          uint(bar->subControls), uint(bar->activeSubControls), bar->minimum,
                                          bar->maximum, bar->pageStep, bar->sliderPosition, bar->sliderValue,
                                          int(bar->orientation), int(bar->upsideDown), int(bar->direction),
                                          static_cast<long long>(bar->palette.cacheKey()));
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        pixmap = QPixmap(bar->rect.size() * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QStyleOptionSlider atOrigin = *bar;
        atOrigin.rect.moveTo(0, 0);
        QPainter p(&pixmap);
        QProxyStyle::drawComplexControl(control, &atOrigin, &p, widget);
        p.end();
        QPixmapCache::insert(key, pixmap);
    }
    painter->drawPixmap(bar->rect.topLeft(), pixmap);
}

} // namespace gpuscout
