#include "dashboard/WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace gpuscout {

namespace {

bool isSetting(const QObject *o)
{
    if (qobject_cast<const QScrollBar *>(o))
        return false; // a scroll bar's wheel scrolls: what the guard forwards to
    return qobject_cast<const QAbstractSpinBox *>(o) || qobject_cast<const QComboBox *>(o) || qobject_cast<const QAbstractSlider *>(o);
}

} // namespace

void WheelGuard::install(QWidget *root)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        app->installEventFilter(new WheelGuard(app));
    const QList<QWidget *> children = root->findChildren<QWidget *>();
    for (QWidget *w : children) {
        if (isSetting(w) && (w->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
    }
}

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && isSetting(watched)) {
        // Qt gives wheel focus before any filter sees the wheel: a setting takes the focus
        // from a click or Tab only.
        auto *w = static_cast<QWidget *>(watched);
        if ((w->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    // A spin box's wheel reaches its line edit first: the setting is the widget or its parent.
    auto *w = static_cast<QWidget *>(watched);
    QWidget *setting = isSetting(w) ? w : w->parentWidget() && isSetting(w->parentWidget()) ? w->parentWidget() : nullptr;
    if (!setting || setting->hasFocus() || (setting->focusProxy() && setting->focusProxy()->hasFocus()))
        return false;
    for (QWidget *p = setting->parentWidget(); p; p = p->parentWidget()) {
        auto *area = qobject_cast<QAbstractScrollArea *>(p);
        if (area && area->verticalScrollBar() && area->verticalScrollBar()->isVisible()) {
            QCoreApplication::sendEvent(area->verticalScrollBar(), event);
            return true;
        }
    }
    return true; // nothing to scroll: the wheel changes nothing
}

} // namespace gpuscout
