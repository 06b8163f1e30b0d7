#pragma once

#include "domain/Criterion.h"
#include "insight/Sensitivity.h"

#include <QString>

#include <array>

namespace gpuscout {

struct RankingResult;

// One criterion's weight interval as the views show it: shares of the total
// weight and the offers by name (names empty where nobody takes over).
struct RobustnessBand {
    bool valid = false;
    double currentShare = 0;
    double low = 0;  // share
    double high = 1; // share
    QString winner;
    QString belowLow;
    QString aboveHigh;
};

// "AWS p5.48xlarge (us-east-1)" for a position in the result's PreparedOffers.
QString offerNameAt(const RankingResult &result, int position);

std::array<RobustnessBand, CriterionCount> robustnessBands(const RankingResult &result,
                                                           const std::array<WeightInterval, CriterionCount> &intervals);

// "23 %" style share, or "–" for an invalid figure.
QString shareText(double share);
// An end of a weight interval as a percentage with `decimals` decimals and `suffix`
// ("%" or " %"); a share just inside 0 or 1 never rounds onto them ("> 99.9%"), since 100 %
// means that nobody takes over.
QString intervalEndText(double share, int decimals, const QString &suffix);

} // namespace gpuscout
