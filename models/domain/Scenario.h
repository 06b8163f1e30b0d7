#pragma once

#include "domain/BillingMode.h"
#include "domain/CurrencyRates.h"
#include "domain/Precision.h"
#include "domain/RankingMethod.h"
#include "domain/RankingView.h"
#include "domain/Stability.h"
#include "domain/Unknown.h"
#include "domain/Weights.h"
#include "domain/Workload.h"

#include <array>
#include <optional>

#include <QString>
#include <QStringList>

namespace gpuscout {

// How raw criterion values become 0..1 scores over the feasible offers (ScoringEngine.h):
// min-max, ratio to the best, vector (x / sqrt(sum x^2), Hwang and Yoon's TOPSIS) and
// min-max on log x (for figures spanning orders of magnitude).
enum class Normalization { MinMax, Ratio, Vector, Log };
inline constexpr std::array<Normalization, 4> AllNormalizations{Normalization::MinMax, Normalization::Ratio,
                                                                Normalization::Vector, Normalization::Log};

// What the price and compute criteria measure once a workload is set: the hourly price
// and the instance's TFLOPS, or the job's total cost and its time to complete (both lower
// is better). Job is the default: a workload is compared by what the job costs and takes.
enum class Objective { Hourly, Job };
QString objectiveKey(Objective o);
bool objectiveFromKey(const QString &key, Objective *out);

// What one offer is compared as: one GPU's share of the instance (compute, VRAM, price
// and network divided by the GPU count, a fractional GPU by its fraction) or the whole
// instance. Constraints always apply to the instance.
enum class Basis { PerGpu, PerInstance };
QString basisKey(Basis b);                         // per-gpu | per-instance
bool basisFromKey(const QString &key, Basis *out);

// What an unknown figure does to a score: it scores 0 (the default), or the offer is
// scored on the criteria it has figures for (the weighted mean over its known criteria).
enum class UnknownPolicy { ScoreZero, KnownOnly };
QString unknownPolicyKey(UnknownPolicy u);          // zero | known-only
bool unknownPolicyFromKey(const QString &key, UnknownPolicy *out);

QString normalizationKey(Normalization n);          // minmax | ratio | vector | log
bool normalizationFromKey(const QString &key, Normalization *out);
QStringList normalizationKeys();

// A job that costs more than 5 x the cheapest feasible job never wins under the default
// weights: a 45 x faster job may be worth 3 x the money, 13 x never is.
inline constexpr double DefaultMaxJobCostRatio = 5.0;

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
    // Under the job objective, how the job's cost and time are normalised: in proportion
    // to the best by default (a job that costs twice the cheapest scores 0.5 on price), so
    // one outlier among thousands of offers cannot squash the differences that matter.
    Normalization jobNormalization = Normalization::Ratio;
    // Under the job objective: the most a job may cost, as a multiple of the cheapest feasible
    // job, and still rank before the jobs within it (README "Job guards"). Unknown = no limit.
    double maxJobCostRatio = DefaultMaxJobCostRatio;
    RankingMethod method = RankingMethod::WeightedSum;
    double jobHours = 730; // the stability horizon without a workload (one month)
    StabilitySettings stability;
    std::optional<Workload> workload; // set: offers that cannot fit leave the ranking
    Objective objective = Objective::Job; // used only with a workload
    Basis basis = Basis::PerGpu;
    UnknownPolicy unknownPolicy = UnknownPolicy::ScoreZero;
    // Rank offers whose prices are illustrative (the background articles' figures), marked as such in every
    // output; off by default. Placeholder prices are never ranked.
    bool includeIllustrative = false;
    // How the ranking table lists the ranking (filters, order, price period). It changes no
    // rank or score, so operator== leaves it out: a view change never re-ranks.
    RankingView view;
    bool operator==(const Scenario &other) const;
};

} // namespace gpuscout
