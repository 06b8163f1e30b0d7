#pragma once

#include <QProxyStyle>

namespace gpuscout {

// The application's style, except that scroll bars are drawn once into a cached pixmap and
// copied from then on while they look the same. Qt 6.4's raster engine hands every fill of
// 96 scan lines or more from the GUI thread to a thread pool and waits for it; a vertical
// Fusion scroll bar is a dozen such fills, about 1 ms of a window repaint on two cores. How a
// scroll bar looks depends only on its style option, which is the cache key.
class ScrollBarStyle final : public QProxyStyle
{
    Q_OBJECT

public:
    // Gives every scroll bar under `root` this style (one instance, owned by the application).
    static void apply(QWidget *root);

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;

private:
    explicit ScrollBarStyle(const QString &baseStyle);
};

} // namespace gpuscout
