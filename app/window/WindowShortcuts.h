#pragma once

#include <QObject>

class QWidget;

namespace gpuscout {

// The window's menu shortcuts win over a text field's own use of the same keys, except the
// keys that edit text (copy, cut, paste, undo, redo, select all, delete): on X11 a line edit
// takes Ctrl+E as "end of line" (End does the same), so Export Report never opened from the
// search box or a filter. Installed on the application for one window.
class WindowShortcuts final : public QObject
{
    Q_OBJECT

public:
    explicit WindowShortcuts(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace gpuscout
