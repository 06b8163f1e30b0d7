#pragma once

class QVBoxLayout;
class QWidget;

namespace gpuscout {

// The side panels (constraints, workload) fill a narrow dock: their content scrolls
// vertically and never sideways. Returns the layout to put the content in.
QVBoxLayout *makeScrollingPanel(QWidget *panel);

} // namespace gpuscout
