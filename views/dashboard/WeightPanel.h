#pragma once

#include "insight/InsightText.h"
#include "domain/Weights.h"

#include <QWidget>

#include <array>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QToolButton;

namespace gpuscout {

class BandSlider;

// Five weight sliders (compute, VRAM, price, bandwidth, stability), each with a spin box
// and its share of the total in percent; a presets menu and a reset button. Weights run
// from 0 to 10 in steps of 0.1 (sliders hold tenths). Every edit emits weightsEdited() at
// once, also while a slider is dragged; setWeights() shows weights without emitting.
// setRobustnessBands() draws on each slider the weights within which the current winner
// stays the winner (a band), with a tooltip naming who takes over outside it.
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
    QSlider *slider(Criterion c) const;
    BandSlider *bandSlider(Criterion c) const { return m_sliders[indexOf(c)]; }

    // The bands for the weights shown now: a share interval [low, high] of criterion c
    // becomes the weights w = t·S/(1 − t) with the other weights (sum S) fixed.
    void setRobustnessBands(const std::array<RobustnessBand, CriterionCount> &bands);

Q_SIGNALS:
    void weightsEdited(const gpuscout::Weights &weights);
    // A preset was chosen: its job cost limit (Scenario::maxJobCostRatio; NaN = none) goes with it.
    void presetJobCostLimitChosen(double maxJobCostRatio);

private:
    void edit(Criterion c, double value);
    void showWeights();
    void showBands();

    Weights m_weights;
    std::array<BandSlider *, CriterionCount> m_sliders{};
    std::array<RobustnessBand, CriterionCount> m_bands{};
    std::array<QDoubleSpinBox *, CriterionCount> m_spins{};
    std::array<QLabel *, CriterionCount> m_shares{};
    QToolButton *m_presets;
    QToolButton *m_reset;
};

// What each criterion measures, for tooltips.
QString criterionDescription(Criterion c);

// The weights of criterion c within which its band's share interval holds, the other
// weights fixed; [0, MaxWeight] at most. False when the band is not valid.
bool bandWeights(const Weights &weights, Criterion c, const RobustnessBand &band, double *low, double *high);

} // namespace gpuscout
