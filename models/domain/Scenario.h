#pragma once

#include "domain/BillingMode.h"
#include "domain/CurrencyRates.h"
#include "domain/Precision.h"
#include "domain/RankingMethod.h"
#include "domain/Stability.h"
#include "domain/Unknown.h"
#include "domain/Weights.h"
#include "domain/Workload.h"

#include <optional>

#include <QString>
#include <QStringList>

namespace gpuscout {

enum class Normalization { MinMax, Ratio };

// What the price and compute criteria measure once a workload is set: the hourly price
// and the instance's TFLOPS, or the job's total cost and its time to complete (both lower
// is better).
enum class Objective { Hourly, Job };
QString objectiveKey(Objective o);
bool objectiveFromKey(const QString &key, Objective *out);

QString normalizationKey(Normalization n);
bool normalizationFromKey(const QString &key, Normalization *out);

// Hard limits: an offer that fails one is not ranked at all.
struct Constraints {
    double maxPricePerHour = Unknown; // in the display currency; Unknown = no budget
    double minTotalVramGb = 0;
    double minGpuCount = 0;
    QStringList providers; // provider keys; empty = all
    QStringList regions;   // empty = all
    QStringList gpus;      // canonical GPU models; empty = all
    bool operator==(const Constraints &other) const; // Unknown budgets compare equal
};

// Everything the ranking depends on. Weights are kept apart from the rest on purpose:
// a weight change only re-scores, everything else re-prepares the offers.
struct Scenario {
    Weights weights;
    Constraints constraints;
    BillingMode billing = BillingMode::OnDemand;
    QString currency = QStringLiteral("USD"); // display currency: a code of the rate table
    // The rate table prices are converted with. It belongs to the catalog (the user edits it
    // there, with its as-of dates); whoever ranks copies the catalog's table in, so scenario
    // files do not carry it.
    CurrencyRates rates = CurrencyRates::defaults();
    Precision precision = Precision::FP16;
    Normalization normalization = Normalization::MinMax;
    RankingMethod method = RankingMethod::WeightedSum;
    double jobHours = 730; // the stability horizon without a workload (one month)
    StabilitySettings stability;
    std::optional<Workload> workload; // set: offers that cannot fit leave the ranking
    Objective objective = Objective::Hourly; // Job needs a workload
    // Rank offers whose prices are illustrative (the seeds' figures), marked as such in every
    // output; off by default. Placeholder prices are never ranked.
    bool includeIllustrative = false;
    bool operator==(const Scenario &other) const;
};

} // namespace gpuscout
