#include "scoring/Presets.h"

#include <QCoreApplication>

namespace gpuscout {


QList<WeightPreset> weightPresets()
{
    // Order of the numbers: compute, VRAM, price, bandwidth, stability. Each rationale says
    // what the weights are and what they do on the per-GPU basis; tst_Presets checks the
    // effect on the bundled catalog.
    return {
        {QStringLiteral("training"), QCoreApplication::translate("gpuscout::Presets", "Training"),
         QCoreApplication::translate("gpuscout::Presets", "Pre-training: compute counts most (5), then VRAM and the network between "
            "machines (3 each) and stability (2); price least (1). Favours the fastest GPUs with a fast network, "
            "whatever they cost: a job of any cost may win."),
         Weights{{5, 3, 1, 3, 2}}, Unknown},
        {QStringLiteral("fine-tuning"), QCoreApplication::translate("gpuscout::Presets", "Fine-tuning"),
         QCoreApplication::translate("gpuscout::Presets", "Fine-tuning: VRAM counts most (4), then compute and price (3 each); the "
            "network between machines and stability least (1 each), as a fine-tune rarely spans machines. Without a "
            "workload it favours the GPUs with the most memory; with a fine-tuning workload VRAM is the room to spare "
            "over the job's need and price the job's cost, so a machine that fits at a low cost wins: a job costing more "
            "than 1.5 x the cheapest never does."),
         Weights{{3, 4, 3, 1, 1}}, 1.5},
        {QStringLiteral("inference"), QCoreApplication::translate("gpuscout::Presets", "Inference"),
         QCoreApplication::translate("gpuscout::Presets", "Serving: price counts most (8), then stability (2) for steady service, with a "
            "little compute and VRAM (1 each); the network between machines not at all. Favours mid-range GPUs (T4, "
            "L4, A10 class) at a below-median price per GPU-hour from providers with a strong SLA. A job costing more than "
            "2 x the cheapest never wins."),
         Weights{{1, 1, 8, 0, 2}}, 2.0},
        {QStringLiteral("budget"), QCoreApplication::translate("gpuscout::Presets", "Budget"),
         QCoreApplication::translate("gpuscout::Presets", "Price nearly alone: 94 % of the weight (10); compute, VRAM and stability "
            "(0.2 each, 2 %) only tell apart offers of about the same price. The winner is among the cheapest "
            "GPU-hours; with a workload, a job costing more than 1.25 x the cheapest never wins."),
         Weights{{0.2, 0.2, 10, 0, 0.2}}, 1.25},
        {QStringLiteral("balanced"), QCoreApplication::translate("gpuscout::Presets", "Balanced"),
         QCoreApplication::translate("gpuscout::Presets", "Every criterion counts the same (5 each); a job costing "
            "more than 5 x the cheapest never wins."),
         Weights{{5, 5, 5, 5, 5}}, DefaultMaxJobCostRatio},
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
