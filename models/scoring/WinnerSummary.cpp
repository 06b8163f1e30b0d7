#include "scoring/WinnerSummary.h"

#include "domain/Format.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuscout {

// The words keep the winner card's translation context: they were its own before the
// report needed them too.

QString rankedOfferName(const RankedRow &r)
{
    const QString provider = r.provider ? r.provider->name : QCoreApplication::translate("gpuscout::WinnerCard", "unknown provider");
    const QString region = r.offer->region.isEmpty() ? QCoreApplication::translate("gpuscout::WinnerCard", "unspecified") : r.offer->region;
    return QCoreApplication::translate("gpuscout::WinnerCard", "%1 %2 (%3)").arg(provider, r.offer->instanceType, region);
}

QString winnerReason(const RankingResult &result, const Weights &weights)
{
    const auto shares = result.contributions(0, weights);
    std::array<Criterion, CriterionCount> order = AllCriteria;
    std::stable_sort(order.begin(), order.end(), [&shares](Criterion a, Criterion b) {
        return shares[indexOf(a)] > shares[indexOf(b)];
    });
    QStringList parts;
    for (Criterion c : order) {
        if (parts.size() == 6 || !(shares[indexOf(c)] > 0))
            break;
        parts << criterionNameInText(c) << formatNumber(shares[indexOf(c)], 2);
    }
    // Under TOPSIS the weighted scores are not parts of the score (the closeness is a ratio
    // of distances), so they are named as what they are.
    if (result.prepared->method == RankingMethod::Topsis) {
        switch (parts.size() / 2) {
        case 0: break;
        case 1:
            return QCoreApplication::translate("gpuscout::WinnerCard", "Closest to the ideal offer; strongest on %1 (weighted score %2)").arg(parts[0], parts[1]);
        case 2:
            return QCoreApplication::translate("gpuscout::WinnerCard", "Closest to the ideal offer; strongest on %1 (weighted score %2) and %3 (%4)")
                .arg(parts[0], parts[1], parts[2], parts[3]);
        default:
            return QCoreApplication::translate("gpuscout::WinnerCard", "Closest to the ideal offer; strongest on %1 (weighted score %2), %3 (%4) and %5 (%6)")
                .arg(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
        }
    }
    switch (parts.size() / 2) {
    case 0:
        return QCoreApplication::translate("gpuscout::WinnerCard", "It scores 0 on every weighted criterion and ranks first on the "
                              "tie-breakers (lowest price, then catalog order).");
    case 1:
        return QCoreApplication::translate("gpuscout::WinnerCard", "Wins on %1 (%2 of its score)").arg(parts[0], parts[1]);
    case 2:
        return QCoreApplication::translate("gpuscout::WinnerCard", "Wins on %1 (%2 of its score) and %3 (%4)").arg(parts[0], parts[1], parts[2], parts[3]);
    default:
        return QCoreApplication::translate("gpuscout::WinnerCard", "Wins on %1 (%2 of its score), %3 (%4) and %5 (%6)")
            .arg(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
    }
}

QString winnerHeadline(const RankingResult &result)
{
    const RankedRow winner = result.row(0);
    const QString gpu = winner.gpu ? QCoreApplication::translate("gpuscout::WinnerCard", "%1 × %2").arg(winner.gpu->model, formatGpuCount(winner.offer->gpuCount))
                                   : QCoreApplication::translate("gpuscout::WinnerCard", "unknown GPU");
    return QCoreApplication::translate("gpuscout::WinnerCard", "%1\n%2, %3/h, score %4")
        .arg(rankedOfferName(winner), gpu, formatMoney(winner.hourlyPrice, result.currency),
             formatNumber(winner.score, 3));
}

QString runnerUpSummary(const RankingResult &result)
{
    if (result.size() < 2)
        return QCoreApplication::translate("gpuscout::WinnerCard", "No runner-up: only one offer passes the constraints.");
    const RankedRow second = result.row(1);
    const double gap = result.row(0).score - second.score;
    return gap < 0.0005
        ? QCoreApplication::translate("gpuscout::WinnerCard", "Runner-up: %1, level on score; second on the tie-breakers").arg(rankedOfferName(second))
        : QCoreApplication::translate("gpuscout::WinnerCard", "Runner-up: %1, %2 behind").arg(rankedOfferName(second), formatNumber(gap, 3));
}

} // namespace gpuscout
