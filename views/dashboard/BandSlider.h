#pragma once

#include <QSlider>

namespace gpuscout {

// A slider that can mark a stretch of its range with a translucent band over the groove:
// the weights within which the current winner stays the winner. The band is drawn under
// the handle, so the handle stays readable wherever it is.
class BandSlider final : public QSlider
{
    Q_OBJECT

public:
    explicit BandSlider(Qt::Orientation orientation, QWidget *parent = nullptr);

    // In the slider's own values (fractions allowed), clipped to its range; low <= high.
    void setBand(double low, double high);
    void clearBand();
    bool hasBand() const { return m_hasBand; }
    double bandLow() const { return m_low; }
    double bandHigh() const { return m_high; }
    // Where the band is drawn, in widget coordinates; empty without a band.
    QRect bandRect() const;
    // The ring drawn around the handle while the slider has the keyboard focus; empty otherwise.
    QRect focusRingRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double m_low = 0;
    double m_high = 0;
    bool m_hasBand = false;
};

} // namespace gpuscout
