#pragma once

#include "domain/BillingMode.h"

#include <QString>

namespace gpuscout {

struct Offer;
struct Provider;

// The stability criterion, one documented function (shown in About and the report):
//
//   stability = A x R
//   A = min(1, -log10(1 - a) / 4)   a = the availability fraction that applies to the offer:
//                                     the provider's single-instance SLA; "no SLA" = the editable
//                                     default (0.99); spot and interruptible capacity is excluded
//                                     from every provider's SLA, so spot uses the default too.
//                                     Each extra "nine" adds 0.25: 99% -> 0.5, 99.9% -> 0.75,
//                                     99.99% -> 1.
//   R = (1 - q)^(T / 730)           q = spot interruption rate per month (0 for on-demand,
//                                     reserved and monthly), T = job hours (730 without a workload).
//
// A spot offer whose interruption rate is unknown has an unknown stability: it scores 0 on
// this criterion and is shown as unknown rather than as safe.
struct StabilitySettings {
    double noSlaAvailability = 0.99;
    double hoursPerMonth = 730.0;
};

double availabilityScore(double availabilityFraction);
double interruptionSurvival(double interruptionPerMonth, double jobHours, double hoursPerMonth = 730.0);
double stabilityScore(double slaPercent, double spotInterruptionPerMonth, BillingMode billing,
                      double jobHours, const StabilitySettings &settings = {});
double stabilityScore(const Offer &offer, const Provider &provider, BillingMode billing,
                      double jobHours, const StabilitySettings &settings = {});

// The formula as people read it, for tooltips, the About box and reports.
QString stabilityFormulaText();

} // namespace gpuscout
