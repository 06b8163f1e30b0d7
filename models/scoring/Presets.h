#pragma once

#include "domain/Scenario.h"
#include "domain/Weights.h"

#include <QList>
#include <QString>

namespace gpuscout {

// Weight presets for the common jobs, reasoned from the background articles:
// pre-training wants raw compute, VRAM and a fast interconnect; fine-tuning a large
// single-node VRAM at a fair price; inference price-performance and steady service.
struct WeightPreset {
    QString key;       // training | fine-tuning | inference | budget | balanced
    QString name;      // translated
    QString rationale; // translated, shown as a tooltip
    Weights weights;
    // Under the job objective, the most a winning job may cost as a multiple of the cheapest
    // feasible job (Scenario::maxJobCostRatio; Unknown = no limit).
    double maxJobCostRatio = DefaultMaxJobCostRatio;
};

QList<WeightPreset> weightPresets();
bool presetFromKey(const QString &key, WeightPreset *out);

} // namespace gpuscout
