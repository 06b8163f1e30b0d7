#include "insight/InsightText.h"

#include "scoring/Ranking.h"
#include "scoring/OfferLabel.h"

#include <QLocale>

#include <cmath>

namespace gpuscout {

QString offerNameAt(const RankingResult &result, int position)
{
    if (!result.ok() || position < 0 || static_cast<std::size_t>(position) >= result.ranking->rankOf.size())
        return {};
    return offerLabel(result.row(result.ranking->rankOf[static_cast<std::size_t>(position)]));
}

std::array<RobustnessBand, CriterionCount> robustnessBands(const RankingResult &result,
                                                           const std::array<WeightInterval, CriterionCount> &intervals)
{
    std::array<RobustnessBand, CriterionCount> bands{};
    for (std::size_t k = 0; k < CriterionCount; ++k) {
        const WeightInterval &iv = intervals[k];
        RobustnessBand &band = bands[k];
        band.valid = iv.winner >= 0 && result.ok();
        if (!band.valid)
            continue;
        band.currentShare = iv.currentShare;
        band.low = iv.low;
        band.high = iv.high;
        band.winner = offerNameAt(result, iv.winner);
        band.belowLow = offerNameAt(result, iv.belowLow);
        band.aboveHigh = offerNameAt(result, iv.aboveHigh);
    }
    return bands;
}

QString intervalEndText(double share, int decimals, const QString &suffix)
{
    const double step = std::pow(10.0, -decimals);
    const double percent = 100 * share;
    const double rounded = std::round(percent / step) * step;
    if (share < 1 && rounded >= 100)
        return QStringLiteral("> ") + QLocale().toString(100 - step, 'f', decimals) + suffix;
    if (share > 0 && rounded <= 0)
        return QStringLiteral("< ") + QLocale().toString(step, 'f', decimals) + suffix;
    return QLocale().toString(percent, 'f', decimals) + suffix;
}

QString shareText(double share)
{
    if (!std::isfinite(share))
        return QStringLiteral("–");
    // One decimal below 10 %, where a point matters.
    const double percent = 100 * share;
    const int decimals = percent > 0 && percent < 10 && std::abs(percent - std::round(percent)) > 0.05 ? 1 : 0;
    return QStringLiteral("%1 %").arg(percent, 0, 'f', decimals);
}

} // namespace gpuscout
