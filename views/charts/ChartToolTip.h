#pragma once

#include <QObject>
#include <QPoint>
#include <QString>

class QWidget;

namespace gpuscout {

// A chart's hover text (a radar vertex, a Pareto point) as a tool tip that stays while the
// mouse rests. QGraphicsView answers the ToolTip event that follows a pause of the mouse with
// the tool tips of its items, and QtCharts' items have none: on a desktop the text shown on
// hover vanished about 0.7 s later (offscreen, where no such event comes, it stayed).
class ChartToolTip final : public QObject
{
public:
    // Watches the view's viewport, which receives the ToolTip events.
    explicit ChartToolTip(QWidget *viewport);

    void show(const QPoint &globalPos, const QString &text);
    void hide();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_viewport;
    QString m_text;
};

} // namespace gpuscout
