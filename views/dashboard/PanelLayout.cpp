#include "dashboard/PanelLayout.h"

#include <QComboBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gpuscout {

QVBoxLayout *makeScrollingPanel(QWidget *panel)
{
    auto *outer = new QVBoxLayout(panel);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    return layout;
}

void selectData(QComboBox *box, const QString &data, int fallback)
{
    const int i = box->findData(data);
    if (i >= 0)
        box->setCurrentIndex(i);
    else if (fallback >= 0)
        box->setCurrentIndex(fallback);
}

} // namespace gpuscout
