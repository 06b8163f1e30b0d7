#pragma once

#include "Weights.h"

#include <QWidget>

#include <array>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QToolButton;

namespace gpuscout {

// Five weight sliders (compute, VRAM, price, bandwidth, stability), each with a spin box
// and its share of the total in percent; a presets menu and a reset button. Weights run
// from 0 to 10 in steps of 0.1 (sliders hold tenths). Every edit emits weightsEdited() at
// once, also while a slider is dragged; setWeights() shows weights without emitting.
//
// Object names for tests: computeWeightSlider, computeWeightSpin, computeWeightShare (and
// the same for vram, price, bandwidth, stability), presetsButton, resetWeightsButton.
class WeightPanel final : public QWidget
{
    Q_OBJECT

public:
    static constexpr double MaxWeight = 10.0;

    explicit WeightPanel(QWidget *parent = nullptr);

    void setWeights(const Weights &weights);
    const Weights &weights() const { return m_weights; }
    QSlider *slider(Criterion c) const { return m_sliders[indexOf(c)]; }

Q_SIGNALS:
    void weightsEdited(const gpuscout::Weights &weights);

private:
    void edit(Criterion c, double value);
    void showWeights();

    Weights m_weights;
    std::array<QSlider *, CriterionCount> m_sliders{};
    std::array<QDoubleSpinBox *, CriterionCount> m_spins{};
    std::array<QLabel *, CriterionCount> m_shares{};
    QToolButton *m_presets;
    QToolButton *m_reset;
};

// What each criterion measures, for tooltips.
QString criterionDescription(Criterion c);

} // namespace gpuscout
