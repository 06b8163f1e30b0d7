#pragma once

#include <QString>

class QComboBox;
class QVBoxLayout;
class QWidget;

namespace gpuscout {

// The side panels (constraints, workload) fill a narrow dock: their content scrolls
// vertically and never sideways. Returns the layout to put the content in.
QVBoxLayout *makeScrollingPanel(QWidget *panel);

// Shows the item of a choice whose data is the scenario's key. When no item has it, the
// item at `fallback` (the workload's "custom" model, say), or with -1 the current one stays.
void selectData(QComboBox *box, const QString &data, int fallback = -1);

} // namespace gpuscout
