#include "scoring/WinnerSummary.h"

#include "domain/Format.h"
#include "scoring/OfferLabel.h"
#include "scoring/WinnerComparison.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuscout {

// The words keep the winner card's translation context: they were its own before the
// report needed them too.

namespace {

// "2.1": how many times one figure is another, for "costs 2.1 × more".
QString times(double a, double b)
{
    return formatNumber(a / b, a / b < 10 ? 1 : 0);
}

// Plainly, where the winner is worse than the runner-up, from the raw figures of the basis.
QString drawbackText(const CriterionComparison &c, const PreparedOffers &p, const QString &currency)
{
    const double w = c.winnerRaw;
    const double r = c.runnerUpRaw;
    const bool perGpu = p.basis == Basis::PerGpu;
    if (!isKnown(w))
        return QCoreApplication::translate("gpuscout::WinnerCard", "its %1 figure is unknown, so it scores 0 there").arg(criterionNameInText(c.criterion));
    const bool ratio = isKnown(r) && r > 0 && w > 0;
    switch (c.criterion) {
    case Criterion::Price:
        if (p.byJob && p.jobPerHour)
            return ratio ? (p.serving ? QCoreApplication::translate("gpuscout::WinnerCard", "serving costs %1 × more (%2 against %3 per million tokens)")
                                      : QCoreApplication::translate("gpuscout::WinnerCard", "the work costs %1 × more (%2 against %3 per PFLOP)"))
                               .arg(times(w, r), formatMoney(w, currency), formatMoney(r, currency))
                         : QCoreApplication::translate("gpuscout::WinnerCard", "the work costs more (%1 against %2)").arg(formatMoney(w, currency), formatMoney(r, currency));
        if (p.byJob)
            return ratio ? QCoreApplication::translate("gpuscout::WinnerCard", "the job costs %1 × more (%2 against %3)").arg(times(w, r), formatMoney(w, currency), formatMoney(r, currency))
                         : QCoreApplication::translate("gpuscout::WinnerCard", "the job costs more (%1 against %2)").arg(formatMoney(w, currency), formatMoney(r, currency));
        if (perGpu)
            return ratio ? QCoreApplication::translate("gpuscout::WinnerCard", "costs %1 × more per GPU-hour (%2 against %3)").arg(times(w, r), formatMoney(w, currency), formatMoney(r, currency))
                         : QCoreApplication::translate("gpuscout::WinnerCard", "costs more per GPU-hour (%1 against %2)").arg(formatMoney(w, currency), formatMoney(r, currency));
        return ratio ? QCoreApplication::translate("gpuscout::WinnerCard", "costs %1 × more per hour (%2 against %3)").arg(times(w, r), formatMoney(w, currency), formatMoney(r, currency))
                     : QCoreApplication::translate("gpuscout::WinnerCard", "costs more per hour (%1 against %2)").arg(formatMoney(w, currency), formatMoney(r, currency));
    case Criterion::Compute:
        // Without a duration the job's compute is a rate (higher is better), not hours.
        if (p.byJob && p.jobPerHour && p.serving)
            return QCoreApplication::translate("gpuscout::WinnerCard", "serves fewer tokens a second (%1 against %2)").arg(formatNumber(w, 0), formatNumber(r, 0));
        if (p.byJob && p.jobPerHour)
            return QCoreApplication::translate("gpuscout::WinnerCard", "less compute for the job (%1 against %2 TFLOPS)").arg(formatNumber(w, 0), formatNumber(r, 0));
        if (p.byJob)
            return ratio ? QCoreApplication::translate("gpuscout::WinnerCard", "the job takes %1 × as long (%2 against %3 hours)").arg(times(w, r), formatNumber(w, 1), formatNumber(r, 1))
                         : QCoreApplication::translate("gpuscout::WinnerCard", "the job takes longer (%1 against %2 hours)").arg(formatNumber(w, 1), formatNumber(r, 1));
        return perGpu ? QCoreApplication::translate("gpuscout::WinnerCard", "less compute per GPU (%1 against %2 TFLOPS)").arg(formatNumber(w, 0), formatNumber(r, 0))
                      : QCoreApplication::translate("gpuscout::WinnerCard", "less compute (%1 against %2 TFLOPS)").arg(formatNumber(w, 0), formatNumber(r, 0));
    case Criterion::Vram:
        if (p.byJob)
            return QCoreApplication::translate("gpuscout::WinnerCard", "less VRAM to spare over the job's need (%1 % against %2 %)").arg(formatNumber(w * 100, 0), formatNumber(r * 100, 0));
        return perGpu ? QCoreApplication::translate("gpuscout::WinnerCard", "less VRAM per GPU (%1 against %2 GB)").arg(formatNumber(w, 0), formatNumber(r, 0))
                      : QCoreApplication::translate("gpuscout::WinnerCard", "less VRAM (%1 against %2 GB)").arg(formatNumber(w, 0), formatNumber(r, 0));
    case Criterion::Bandwidth:
        return perGpu ? QCoreApplication::translate("gpuscout::WinnerCard", "a slower network per GPU (%1 against %2 Gbit/s)").arg(formatNumber(w, 0), formatNumber(r, 0))
                      : QCoreApplication::translate("gpuscout::WinnerCard", "a slower network (%1 against %2 Gbit/s)").arg(formatNumber(w, 0), formatNumber(r, 0));
    case Criterion::Stability:
        return QCoreApplication::translate("gpuscout::WinnerCard", "less stable (%1 against %2)").arg(formatNumber(w, 2), formatNumber(r, 2));
    }
    return {};
}

QString joined(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    return QCoreApplication::translate("gpuscout::WinnerCard", "%1 and %2").arg(parts.mid(0, parts.size() - 1).join(QCoreApplication::translate("gpuscout::WinnerCard", ", ")), parts.last());
}

} // namespace

QString jobTierText(const PreparedOffers &p, std::size_t pos)
{
    switch (p.tierOf(pos)) {
    case JobTier::Eligible:
        return {};
    case JobTier::Dominated:
        return QCoreApplication::translate("gpuscout::WinnerCard", "another offer's job is both cheaper and faster, with at least its stability");
    case JobTier::OverLimit:
        if (!isKnown(p.rawValue(pos, Criterion::Price)))
            return QCoreApplication::translate("gpuscout::WinnerCard", "its job cost is unknown, so it cannot be shown to be within the cost limit");
        return QCoreApplication::translate("gpuscout::WinnerCard", "its job costs %1 × the cheapest, over the limit of %2 ×")
            .arg(formatNumber(p.jobCostRatio(pos), p.jobCostRatio(pos) < 10 ? 1 : 0), formatNumber(p.maxJobCostRatio, 2));
    }
    return {};
}

QString jobRatioText(const PreparedOffers &p, std::size_t pos)
{
    const double cost = p.jobCostRatio(pos);
    const double time = p.jobTimeRatio(pos);
    if (!isKnown(cost))
        return {};
    if (p.jobPerHour) {
        // No duration: a unit of work was compared, and its "time" is a rate, never hours.
        const QString costText = cost < 1.05
            ? (p.serving ? QCoreApplication::translate("gpuscout::WinnerCard", "is the cheapest per million tokens")
                         : QCoreApplication::translate("gpuscout::WinnerCard", "is the cheapest per PFLOP"))
            : (p.serving ? QCoreApplication::translate("gpuscout::WinnerCard", "costs %1 × the cheapest per million tokens")
                         : QCoreApplication::translate("gpuscout::WinnerCard", "costs %1 × the cheapest per PFLOP"))
                  .arg(formatNumber(cost, cost < 10 ? 1 : 0));
        if (isKnown(p.servingDemand) || !isKnown(time) || time < 1.05)
            return costText;
        return QCoreApplication::translate("gpuscout::WinnerCard", "%1 and delivers %2 % of the fastest offer's throughput",
                                           "the cost of its work, then its rate")
            .arg(costText, formatNumber(100 / time, 0));
    }
    const QString costText = cost < 1.05
        ? QCoreApplication::translate("gpuscout::WinnerCard", "is the cheapest feasible job")
        : QCoreApplication::translate("gpuscout::WinnerCard", "costs %1 × the cheapest feasible job").arg(formatNumber(cost, cost < 10 ? 1 : 0));
    if (!isKnown(time))
        return QCoreApplication::translate("gpuscout::WinnerCard", "%1; its time is unknown").arg(costText);
    const QString timeText = time < 1.05
        ? QCoreApplication::translate("gpuscout::WinnerCard", "is the fastest")
        : QCoreApplication::translate("gpuscout::WinnerCard", "takes %1 × the fastest job's time").arg(formatNumber(time, time < 10 ? 1 : 0));
    return QCoreApplication::translate("gpuscout::WinnerCard", "%1 and %2", "the job's cost, then its time").arg(costText, timeText);
}

QString otherRegionsText(const RankingResult &result, std::size_t rankIndex)
{
    const OtherRegions other = otherRegions(result, rankIndex);
    if (other.count == 0)
        return {};
    if (!isKnown(other.minPrice))
        return QCoreApplication::translate("gpuscout::WinnerCard", "+%n other region(s)", nullptr, other.count);
    const QString range = other.minPrice == other.maxPrice
        ? formatMoney(other.minPrice, result.currency)
        : QCoreApplication::translate("gpuscout::WinnerCard", "%1–%2").arg(formatMoney(other.minPrice, result.currency), formatMoney(other.maxPrice, result.currency));
    return QCoreApplication::translate("gpuscout::WinnerCard", "+%n other region(s) at %1/h", nullptr, other.count).arg(range);
}

QString winnerReason(const RankingResult &result, const Weights &weights, bool detailed)
{
    const WinnerComparison cmp = compareWinner(result, weights);
    QStringList lines;
    const bool topsis = result.prepared->method == RankingMethod::Topsis;
    if (cmp.runnerUp < 0) {
        lines << QCoreApplication::translate("gpuscout::WinnerCard", "The only machine that passes the constraints.");
    } else {
        QStringList ahead;
        for (const CriterionComparison &c : cmp.reasons) {
            ahead << (detailed ? QCoreApplication::translate("gpuscout::WinnerCard", "%1 (%2 against %3)")
                                     .arg(criterionNameInText(c.criterion), formatNumber(c.winnerScore, ScorePrecision),
                                          formatNumber(c.runnerUpScore, ScorePrecision))
                               : criterionNameInText(c.criterion));
        }
        if (ahead.isEmpty())
            lines << QCoreApplication::translate("gpuscout::WinnerCard", "It scores higher than the runner-up on no weighted criterion: it wins on the tie-breakers "
                        "(lower price, then catalog order).");
        else if (topsis)
            lines << QCoreApplication::translate("gpuscout::WinnerCard", "Closer to the ideal offer; ahead of the runner-up on %1.").arg(joined(ahead));
        else
            lines << QCoreApplication::translate("gpuscout::WinnerCard", "Ahead of the runner-up on %1.").arg(joined(ahead));
        QStringList behind;
        for (const CriterionComparison &c : cmp.drawbacks)
            behind << drawbackText(c, *result.prepared, result.currency);
        if (!behind.isEmpty())
            lines << QCoreApplication::translate("gpuscout::WinnerCard", "Worse: %1.").arg(joined(behind));
    }
    // How many figures are unknown: always in the report, on the card when there are any.
    const bool knownOnly = result.prepared->unknownPolicy == UnknownPolicy::KnownOnly;
    if (!detailed && cmp.winnerUnknown == 0 && (cmp.runnerUp < 0 || cmp.runnerUpUnknown == 0))
        return lines.join(u'\n');
    if (cmp.runnerUp < 0) {
        lines << (knownOnly ? QCoreApplication::translate("gpuscout::WinnerCard", "Unknown figures: %1 of 5, left out of its score.").arg(cmp.winnerUnknown)
                            : QCoreApplication::translate("gpuscout::WinnerCard", "Unknown figures: %1 of 5, scoring 0.").arg(cmp.winnerUnknown));
    } else {
        lines << (knownOnly ? QCoreApplication::translate("gpuscout::WinnerCard", "Unknown figures: %1 of 5 for the winner, %2 of 5 for the runner-up, left out of their scores.")
                            : QCoreApplication::translate("gpuscout::WinnerCard", "Unknown figures: %1 of 5 for the winner, %2 of 5 for the runner-up, scoring 0."))
                     .arg(cmp.winnerUnknown).arg(cmp.runnerUpUnknown);
    }
    return lines.join(u'\n');
}

QString winnerHeadline(const RankingResult &result)
{
    const RankedRow winner = result.row(0);
    const QString gpu = winner.gpu ? QCoreApplication::translate("gpuscout::WinnerCard", "%1 × %2").arg(winner.gpu->model, formatGpuCount(winner.offer->gpuCount))
                                   : QCoreApplication::translate("gpuscout::WinnerCard", "unknown GPU");
    const PreparedOffers &p = *result.prepared;
    const OfferJob *anyJob = p.byJob && !p.job.empty() ? &p.job[result.ranking->order[0]] : nullptr;
    const OfferJob *job = p.jobPerHour ? nullptr : anyJob;
    // Ranked by the job, what it costs and how long it takes is what was compared, not the hour;
    // serving without a duration, what its tokens cost.
    QString line;
    if (job)
        line = QCoreApplication::translate("gpuscout::WinnerCard", "%1\n%2, the job: %3 in %4 hours, score %5")
                   .arg(offerLabel(winner), gpu, formatMoney(job->costTotal, result.currency),
                        formatNumber(job->hours, 1), formatNumber(winner.score, ScorePrecision));
    else if (anyJob && p.serving && isKnown(anyJob->costPerMillionTokens))
        line = QCoreApplication::translate("gpuscout::WinnerCard", "%1\n%2, %3 per million tokens (%4/h for everything rented), score %5")
                   .arg(offerLabel(winner), gpu, formatMoney(anyJob->costPerMillionTokens, result.currency),
                        formatMoney(anyJob->pricePerHour, result.currency), formatNumber(winner.score, ScorePrecision));
    else if (result.billing == BillingMode::Monthly && isKnown(winner.hourlyPrice))
        line = QCoreApplication::translate("gpuscout::WinnerCard", "%1\n%2, %3 a month, score %4")
                   .arg(offerLabel(winner), gpu, formatMoney(winner.hourlyPrice * MonthHours, result.currency),
                        formatNumber(winner.score, ScorePrecision));
    else
        line = QCoreApplication::translate("gpuscout::WinnerCard", "%1\n%2, %3/h, score %4")
                   .arg(offerLabel(winner), gpu, formatMoney(winner.hourlyPrice, result.currency),
                        formatNumber(winner.score, ScorePrecision));
    const QString regions = otherRegionsText(result, 0);
    if (!regions.isEmpty())
        line += QCoreApplication::translate("gpuscout::WinnerCard", " (%1)").arg(regions);
    if (anyJob && p.serving && isKnown(p.servingDemand) && isKnown(anyJob->replicas)) {
        const int replicas = static_cast<int>(anyJob->replicas);
        const int instances = static_cast<int>(anyJob->instancesNeeded);
        // Two counts, so the instances are a message of their own: each "(s)" follows its count.
        const QString plan = QCoreApplication::translate("gpuscout::WinnerCard", "Serves %1 requests a second with %n replica(s) on %2; first token in %3 ms, then %4 ms a token.", nullptr, replicas);
        const QString rented = QCoreApplication::translate("gpuscout::WinnerCard", "%n instance(s)", nullptr, instances);
        line += u'\n' + plan.arg(formatNumber(p.servingDemand, p.servingDemand < 10 ? 1 : 0), rented,
                                  formatNumber(anyJob->ttftMs, 0), formatNumber(anyJob->tpotMs, 1));
    }
    if (anyJob) {
        const QString ratios = jobRatioText(p, result.ranking->order[0]);
        if (!ratios.isEmpty())
            line += u'\n' + (job ? QCoreApplication::translate("gpuscout::WinnerCard", "The job %1.")
                                  : QCoreApplication::translate("gpuscout::WinnerCard", "Its work %1.")).arg(ratios);
    }
    if (job && isKnown(p.deadlineHours) && isKnown(job->hours))
        line += u'\n' + QCoreApplication::translate("gpuscout::WinnerCard", "It takes %1 hours against the deadline of %2 hours%3.")
                             .arg(formatNumber(job->hours, 1), formatNumber(p.deadlineHours, 1),
                                  job->deadlineNote.isEmpty() ? QString() : QStringLiteral(" (") + job->deadlineNote + u')');
    // Short of stock: ranked all the same (stock changes by the hour), but the buyer is told.
    if (winner.offer->availability == Availability::SoldOut)
        line += u'\n' + QCoreApplication::translate("gpuscout::WinnerCard", "Sold out when %1 was last asked (%2): check stock before you order, or look at the runner-up.")
                             .arg(winner.provider ? providerDisplayName(*winner.provider) : QString(), winner.offer->availabilityAsOf);
    else if (winner.offer->availability == Availability::Low)
        line += u'\n' + QCoreApplication::translate("gpuscout::WinnerCard", "Low stock when %1 was last asked (%2).")
                             .arg(winner.provider ? providerDisplayName(*winner.provider) : QString(), winner.offer->availabilityAsOf);
    return line;
}

QString runnerUpSummary(const RankingResult &result)
{
    const std::int64_t index = result.runnerUpIndex();
    if (index < 0)
        return QCoreApplication::translate("gpuscout::WinnerCard", "No runner-up: no other machine passes the constraints.");
    const RankedRow second = result.row(static_cast<std::size_t>(index));
    const double gap = result.row(0).score - second.score;
    const QString heldBack = jobTierText(*result.prepared, result.ranking->order[static_cast<std::size_t>(index)]);
    if (gap < 0 && !heldBack.isEmpty())
        return QCoreApplication::translate("gpuscout::WinnerCard", "Runner-up: %1, scores %2 more but ranks after the winner: %3")
            .arg(offerLabel(second), formatNumber(-gap, ScorePrecision), heldBack);
    // "Level" only when the two scores print the same.
    return formatNumber(result.row(0).score, ScorePrecision) == formatNumber(second.score, ScorePrecision)
        ? QCoreApplication::translate("gpuscout::WinnerCard", "Runner-up: %1, level on score; second on the tie-breakers").arg(offerLabel(second))
        : QCoreApplication::translate("gpuscout::WinnerCard", "Runner-up: %1, %2 behind").arg(offerLabel(second), formatNumber(gap, ScorePrecision));
}

} // namespace gpuscout
