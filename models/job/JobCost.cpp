#include "job/JobCost.h"

#include "job/JobEstimate.h"
#include "domain/Offer.h"
#include "domain/Workload.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuscout {

namespace {

// Whole billing periods: a job of 730.0001 hours pays two months. The epsilon keeps 730 hours
// computed as 729.9999... at one month.
double wholePeriods(double hours, double period)
{
    return std::max(1.0, std::ceil(hours / period - 1e-9));
}

} // namespace

double spotHours(double hours, double instances, double q, double checkpointHours, double restartHours)
{
    if (!isKnown(hours) || !isKnown(q) || !isKnown(instances))
        return Unknown;
    if (q >= 1)
        return std::numeric_limits<double>::infinity();
    const double lambda = -std::log1p(-q) / HoursPerMonth;
    const double lostShare = instances * lambda * (checkpointHours / 2 + restartHours);
    if (lostShare >= 1)
        return std::numeric_limits<double>::infinity();
    return hours / (1 - lostShare);
}

JobCost estimateCost(const Workload &w, const Offer &offer, const JobEstimate &job, const QString &currency,
                     const CurrencyRates &rates)
{
    JobCost c;
    auto price = [&](BillingMode m) {
        const double p = offer.priceFor(m);
        return isKnown(p) ? rates.convert(p, offer.currency, currency) : Unknown;
    };
    const double onDemand = price(BillingMode::OnDemand);
    const double monthly = price(BillingMode::Monthly);
    const double reserved = price(BillingMode::Reserved1y);
    const double spot = price(BillingMode::Spot);
    if (isKnown(onDemand) && onDemand > 0) {
        c.breakEvenMonthlyHours = HoursPerMonth * monthly / onDemand; // Unknown if monthly is
        c.breakEvenReservedHours = HoursPerMonth * reserved / onDemand;
    }
    if (job.fit == Fit::No) {
        c.note = job.reason;
        return c;
    }
    const double k = fits(job.fit) ? job.instancesNeeded : 1.0;
    c.instancesPriced = k;
    const double t = job.hours;
    if (!isKnown(t)) {
        c.note = job.hoursNote;
        return c;
    }
    auto storageFor = [&](double hours) { return w.datasetGb * w.storagePerGbMonth * hours / HoursPerMonth; };
    c.traffic = w.egressGb * w.egressPerGb;
    c.storage = storageFor(t);

    const double tSpot = spotHours(t, k, offer.spotInterruption, w.checkpointHours, w.restartHours);
    const double monthsBilled = wholePeriods(t, HoursPerMonth) * HoursPerMonth;
    const double yearsBilled = wholePeriods(t, HoursPerYear) * HoursPerYear;
    c.hours = {t, tSpot, t, t};
    const double spotInstanceCost = std::isfinite(tSpot) ? k * spot * tSpot : Unknown;
    c.total[indexOf(BillingMode::OnDemand)] = k * onDemand * t + c.storage + c.traffic;
    c.total[indexOf(BillingMode::Spot)] = spotInstanceCost + storageFor(tSpot) + c.traffic;
    c.total[indexOf(BillingMode::Monthly)] = k * monthly * monthsBilled + c.storage + c.traffic;
    c.total[indexOf(BillingMode::Reserved1y)] = k * reserved * yearsBilled + c.storage + c.traffic;

    c.hybridBase = isKnown(monthly) ? BillingMode::Monthly : BillingMode::Reserved1y;
    const double baseInstanceCost = isKnown(monthly) ? k * monthly * monthsBilled : k * reserved * yearsBilled;
    const double s = w.hybridBaseShare;
    // A share of 1 is the base alone, 0 spot alone: an unknown price on the unused side does not
    // make the plan unknown.
    const double base = s > 0 ? s * baseInstanceCost : 0.0;
    const double burst = s < 1 ? (1 - s) * spotInstanceCost : 0.0;
    const double wall = s < 1 ? tSpot : t;
    c.hybridTotal = base + burst + (std::isfinite(wall) ? storageFor(wall) : Unknown) + c.traffic;

    if (isKnown(tSpot) && !std::isfinite(tSpot))
        c.note = QCoreApplication::translate("gpuscout::JobCost", "on spot the job would never finish: interruptions come faster than checkpoints");
    else if (!isKnown(offer.spotInterruption) && isKnown(spot))
        c.note = QCoreApplication::translate("gpuscout::JobCost", "the spot interruption rate is not known, so the spot cost is not either");
    return c;
}

} // namespace gpuscout
