#include "scoring/Presets.h"

#include <QCoreApplication>

namespace gpuscout {


QList<WeightPreset> weightPresets()
{
    // Order of the numbers: compute, VRAM, price, bandwidth, stability.
    return {
        {QStringLiteral("training"), QCoreApplication::translate("gpuscout::Presets", "Training"),
         QCoreApplication::translate("gpuscout::Presets", "Pre-training needs top compute, large VRAM and a fast interconnect between GPUs "
            "and machines; price matters less than finishing."),
         Weights{{5, 3, 1, 3, 2}}},
        {QStringLiteral("fine-tuning"), QCoreApplication::translate("gpuscout::Presets", "Fine-tuning"),
         QCoreApplication::translate("gpuscout::Presets", "Fine-tuning (full or LoRA) is bound by VRAM first; mid-range GPUs at a fair price "
            "usually suffice, and one node rarely needs a fast network."),
         Weights{{3, 4, 3, 1, 1}}},
        {QStringLiteral("inference"), QCoreApplication::translate("gpuscout::Presets", "Inference"),
         QCoreApplication::translate("gpuscout::Presets", "Serving values compute per unit of money and steady service: price and stability "
            "first, then enough compute and VRAM for the model."),
         Weights{{2, 2, 5, 1, 3}}},
        {QStringLiteral("budget"), QCoreApplication::translate("gpuscout::Presets", "Budget"),
         QCoreApplication::translate("gpuscout::Presets", "The cheapest way to get some GPU time: price dominates, the rest breaks ties."),
         Weights{{1, 1, 6, 0, 1}}},
        {QStringLiteral("balanced"), QCoreApplication::translate("gpuscout::Presets", "Balanced"),
         QCoreApplication::translate("gpuscout::Presets", "Every criterion counts the same."),
         Weights{{5, 5, 5, 5, 5}}},
    };
}

bool presetFromKey(const QString &key, WeightPreset *out)
{
    for (const WeightPreset &p : weightPresets()) {
        if (p.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = p;
            return true;
        }
    }
    return false;
}

} // namespace gpuscout
