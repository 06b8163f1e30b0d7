#include "charts/ChartToolTip.h"

#include <QEvent>
#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace gpuscout {

ChartToolTip::ChartToolTip(QWidget *viewport)
    : QObject(viewport)
    , m_viewport(viewport)
{
    viewport->installEventFilter(this);
}

void ChartToolTip::show(const QPoint &globalPos, const QString &text)
{
    m_text = text;
    QToolTip::showText(globalPos, text, m_viewport);
}

void ChartToolTip::hide()
{
    m_text.clear();
    QToolTip::hideText();
}

bool ChartToolTip::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport && event->type() == QEvent::ToolTip && !m_text.isEmpty()) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), m_text, m_viewport);
        return true; // the scene would hide it: no item of the chart has a tool tip
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpuscout
