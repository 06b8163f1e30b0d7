#include "domain/Stability.h"

#include "domain/Offer.h"
#include "domain/Provider.h"
#include "domain/Unknown.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuscout {

double availabilityScore(double a)
{
    if (!isKnown(a) || a <= 0.0)
        return 0.0;
    if (a >= 1.0)
        return 1.0;
    return std::clamp(-std::log10(1.0 - a) / 4.0, 0.0, 1.0);
}

double interruptionSurvival(double q, double jobHours, double hoursPerMonth)
{
    if (!isKnown(q))
        return Unknown;
    q = std::clamp(q, 0.0, 1.0);
    return std::pow(1.0 - q, jobHours / hoursPerMonth);
}

double stabilityScore(double slaPercent, double q, BillingMode billing, double jobHours,
                      const StabilitySettings &settings)
{
    const bool spot = billing == BillingMode::Spot;
    const double a = (spot || !isKnown(slaPercent)) ? settings.noSlaAvailability : slaPercent / 100.0;
    const double r = spot ? interruptionSurvival(q, jobHours, settings.hoursPerMonth) : 1.0;
    if (!isKnown(r))
        return Unknown;
    return availabilityScore(a) * r;
}

double stabilityScore(const Offer &offer, const Provider &provider, BillingMode billing,
                      double jobHours, const StabilitySettings &settings)
{
    return stabilityScore(provider.slaPercent, offer.spotInterruption, billing, jobHours, settings);
}

QString stabilityFormulaText()
{
    return QCoreApplication::translate(
        "gpuscout::Stability",
        "Stability = A × R. A = min(1, −log10(1 − a) / 4), where a is the single-instance SLA "
        "of the provider (no published SLA, and all spot capacity, count as 99%): 99% gives 0.5, "
        "99.9% gives 0.75, 99.99% gives 1. R = (1 − q)^(T / 730), where q is the spot "
        "interruption rate per month (0 for on-demand, reserved and monthly billing) and T the "
        "job length in hours (730 without a workload). A spot offer with an unknown interruption "
        "rate has an unknown stability and scores 0 on it.");
}

} // namespace gpuscout
