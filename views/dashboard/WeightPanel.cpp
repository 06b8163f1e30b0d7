#include "dashboard/WeightPanel.h"

#include "dashboard/BandSlider.h"

#include "domain/Format.h"
#include "scoring/Presets.h"
#include "domain/Scenario.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace gpuscout {


QString criterionDescription(Criterion c)
{
    switch (c) {
    case Criterion::Compute:
        return WeightPanel::tr("Dense TFLOPS of all GPUs of the instance at the chosen precision.");
    case Criterion::Vram: return WeightPanel::tr("Total GPU memory of the instance in GB.");
    case Criterion::Price:
        return WeightPanel::tr("Price per hour under the billing mode, in the display currency; lower is better.");
    case Criterion::Bandwidth:
        return WeightPanel::tr("Network bandwidth between machines in Gbit/s, counting RDMA fabrics "
                               "(EFA, InfiniBand, GPUDirect); matters for multi-node training.");
    case Criterion::Stability:
        return WeightPanel::tr("A 0–1 figure from the provider's SLA and, for spot, the interruption rate.");
    }
    return {};
}

WeightPanel::WeightPanel(QWidget *parent)
    : QWidget(parent)
    , m_presets(new QToolButton(this))
    , m_reset(new QToolButton(this))
{
    setObjectName(QStringLiteral("weightPanel"));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(4);
    for (Criterion c : AllCriteria) {
        const int row = static_cast<int>(indexOf(c));
        const QString key = criterionKey(c);
        auto *label = new QLabel(criterionName(c), this);
        label->setToolTip(criterionDescription(c));
        auto *slider = new BandSlider(Qt::Horizontal, this);
        slider->setObjectName(key + QStringLiteral("WeightSlider"));
        slider->setRange(0, static_cast<int>(MaxWeight * 10));
        slider->setPageStep(10);
        slider->setToolTip(criterionDescription(c));
        slider->setMinimumWidth(160);
        auto *spin = new QDoubleSpinBox(this);
        spin->setObjectName(key + QStringLiteral("WeightSpin"));
        spin->setRange(0, MaxWeight);
        spin->setDecimals(1);
        spin->setSingleStep(0.5);
        spin->setToolTip(tr("Weight of %1 (0 to %2); only the proportions between weights matter.")
                             .arg(criterionName(c)).arg(MaxWeight));
        auto *share = new QLabel(this);
        share->setObjectName(key + QStringLiteral("WeightShare"));
        share->setMinimumWidth(share->fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4);
        share->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        share->setToolTip(tr("Share of %1 in the total weight").arg(criterionName(c)));
        label->setBuddy(spin);
        grid->addWidget(label, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(spin, row, 2);
        grid->addWidget(share, row, 3);
        m_sliders[indexOf(c)] = slider;
        m_spins[indexOf(c)] = spin;
        m_shares[indexOf(c)] = share;
        connect(slider, &QSlider::valueChanged, this, [this, c](int v) { edit(c, v / 10.0); });
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, c](double v) { edit(c, v); });
    }
    grid->setColumnStretch(1, 1);

    m_presets->setObjectName(QStringLiteral("presetsButton"));
    m_presets->setText(tr("Presets"));
    m_presets->setToolTip(tr("Weights reasoned for common jobs: training, fine-tuning, inference, budget"));
    m_presets->setPopupMode(QToolButton::InstantPopup);
    // An instant-popup tool button draws its menu arrow over the end of the text: room for it.
    m_presets->setStyleSheet(QStringLiteral("QToolButton#presetsButton { padding-right: 14px; }"));
    auto *menu = new QMenu(m_presets);
    for (const WeightPreset &preset : weightPresets()) {
        QAction *a = menu->addAction(preset.name);
        a->setObjectName(QStringLiteral("preset-") + preset.key);
        a->setToolTip(preset.rationale);
        a->setStatusTip(preset.rationale);
        const Weights w = preset.weights;
        const double limit = preset.maxJobCostRatio;
        connect(a, &QAction::triggered, this, [this, w, limit] {
            m_weights = w;
            showWeights();
            Q_EMIT weightsEdited(m_weights);
            Q_EMIT presetJobCostLimitChosen(limit);
        });
    }
    menu->setToolTipsVisible(true);
    m_presets->setMenu(menu);
    m_reset->setObjectName(QStringLiteral("resetWeightsButton"));
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("Give every criterion the same weight"));
    connect(m_reset, &QToolButton::clicked, this, [this] {
        m_weights = Scenario{}.weights;
        showWeights();
        Q_EMIT weightsEdited(m_weights);
    });

    auto *title = new QLabel(tr("<b>Weights</b>"), this);
    auto *top = new QHBoxLayout;
    top->addWidget(title);
    top->addStretch(1);
    top->addWidget(m_presets);
    top->addWidget(m_reset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addLayout(grid);
    showWeights();
}

QSlider *WeightPanel::slider(Criterion c) const
{
    return m_sliders[indexOf(c)];
}

bool bandWeights(const Weights &weights, Criterion c, const RobustnessBand &band, double *low, double *high)
{
    if (!band.valid)
        return false;
    const double others = weights.total() - weights[c];
    if (others <= 0) { // any weight above 0 gives the whole share
        *low = 0;
        *high = WeightPanel::MaxWeight;
        return true;
    }
    auto weightAt = [others](double share) {
        if (share >= 1)
            return WeightPanel::MaxWeight;
        return std::clamp(share * others / (1 - share), 0.0, WeightPanel::MaxWeight);
    };
    *low = weightAt(band.low);
    *high = weightAt(band.high);
    return true;
}

void WeightPanel::setRobustnessBands(const std::array<RobustnessBand, CriterionCount> &bands)
{
    m_bands = bands;
    showBands();
}

void WeightPanel::showBands()
{
    for (Criterion c : AllCriteria) {
        const std::size_t i = indexOf(c);
        BandSlider *slider = m_sliders[i];
        const RobustnessBand &band = m_bands[i];
        double low = 0;
        double high = 0;
        if (!bandWeights(m_weights, c, band, &low, &high)) {
            slider->clearBand();
            slider->setToolTip(criterionDescription(c));
            continue;
        }
        slider->setBand(low * 10, high * 10);
        // Who takes over only matters when that end lies on the slider.
        const bool below = !band.belowLow.isEmpty() && low > 0;
        const bool above = !band.aboveHigh.isEmpty() && high < MaxWeight;
        const QString x = QString::number(low, 'f', 1);
        const QString y = QString::number(high, 'f', 1);
        QString text;
        if (below && above) {
            text = tr("The winner stays %1 while this weight is between %2 and %3; below %2 %4 wins, above %3 %5 wins.")
                       .arg(band.winner, x, y, band.belowLow, band.aboveHigh);
        } else if (below) {
            text = tr("The winner stays %1 while this weight is %2 or more; below %2 %3 wins.")
                       .arg(band.winner, x, band.belowLow);
        } else if (above) {
            text = tr("The winner stays %1 while this weight is %2 or less; above %2 %3 wins.")
                       .arg(band.winner, y, band.aboveHigh);
        } else {
            text = tr("The winner stays %1 whatever this weight is.").arg(band.winner);
        }
        slider->setToolTip(QStringLiteral("<p>%1</p><p>%2</p>")
                               .arg(criterionDescription(c).toHtmlEscaped(), text.toHtmlEscaped()));
    }
}

void WeightPanel::setWeights(const Weights &weights)
{
    if (weights == m_weights)
        return;
    m_weights = weights;
    showWeights();
}

void WeightPanel::edit(Criterion c, double value)
{
    value = std::round(value * 10.0) / 10.0;
    if (m_weights[c] == value)
        return;
    m_weights[c] = value;
    showWeights();
    Q_EMIT weightsEdited(m_weights);
}

void WeightPanel::showWeights()
{
    const double total = m_weights.total();
    for (Criterion c : AllCriteria) {
        const std::size_t i = indexOf(c);
        {
            const QSignalBlocker blockSlider(m_sliders[i]);
            const QSignalBlocker blockSpin(m_spins[i]);
            m_sliders[i]->setValue(static_cast<int>(std::lround(m_weights[c] * 10)));
            m_spins[i]->setValue(m_weights[c]);
        }
        m_shares[i]->setText(total > 0 ? QStringLiteral("%1 %").arg(std::lround(100 * m_weights[c] / total))
                                       : QStringLiteral("– %"));
    }
    // The same share intervals sit elsewhere on sliders with other weights: after a drag, a
    // preset or a reset as after setWeights(), not only once the next ranking's bands arrive.
    showBands();
}

} // namespace gpuscout
