#pragma once

#include "domain/Workload.h"

#include <QList>
#include <QString>

namespace gpuscout {

// Common open dense models with the figures of their published configs (config.json on the
// model's Hugging Face page; parameter counts as the model cards state them). Mixture-of-experts
// models (Mixtral, DeepSeek-V3) are left out on purpose: their compute depends on the active
// parameters, which this sizing does not model.
struct ModelPreset {
    QString key;        // "llama-3.1-70b"
    QString name;       // "Llama 3.1 70B"
    double parameters;  // count
    ModelShape shape;
};

QList<ModelPreset> modelPresets();
bool modelPresetFromKey(const QString &key, ModelPreset *out); // case-insensitive
QStringList modelPresetKeys();

// Sets the model key, parameter count and shape from the preset.
bool applyModelPreset(const QString &key, Workload *workload);

} // namespace gpuscout
