#pragma once

#include <QObject>

class QWidget;

namespace gpuscout {

// A mouse wheel over a setting (combo box, spin box, slider) that does not have the keyboard
// focus scrolls the panel it sits in, instead of changing the setting: scrolling the
// Constraints panel over the Scoring group used to switch the normalisation and re-rank
// silently. A setting the user clicked or tabbed to still takes the wheel. Installed once on
// the application, it covers every window and dialog.
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    // Installs the guard on the application (once) and applies it to `root`'s settings that
    // were polished before it was there.
    static void install(QWidget *root);

protected:
    explicit WheelGuard(QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace gpuscout
