#include "window/WindowShortcuts.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QWidget>

namespace gpuscout {

namespace {

bool editsText(const QKeyEvent *key)
{
    for (QKeySequence::StandardKey k : {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::Undo,
                                        QKeySequence::Redo, QKeySequence::SelectAll, QKeySequence::Delete,
                                        QKeySequence::Backspace, QKeySequence::DeleteStartOfWord, QKeySequence::DeleteEndOfWord}) {
        if (key->matches(k))
            return true;
    }
    return false;
}

} // namespace

WindowShortcuts::WindowShortcuts(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    QCoreApplication::instance()->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    auto *field = static_cast<QWidget *>(watched);
    if (field->window() != m_window || !(qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractSpinBox *>(field)))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) || editsText(key))
        return false;
    const QKeySequence pressed(key->keyCombination());
    const QList<QAction *> actions = m_window->findChildren<QAction *>();
    for (const QAction *a : actions) {
        if (a->isEnabled() && a->shortcuts().contains(pressed))
            return true; // not accepted by the field: the shortcut fires
    }
    return false;
}

} // namespace gpuscout
