#pragma once

#include "domain/BillingMode.h"
#include "domain/CurrencyRates.h"
#include "domain/Unknown.h"

#include <QString>

#include <array>

namespace gpuscout {

struct JobEstimate;
struct Offer;
struct Workload;

// Total cost of a job on one offer, per billing mode, in the display currency (the buying-guide article:
// C_total = C_instance x T + C_storage + C_traffic). k = instances priced (instancesNeeded;
// 1 when the fit cannot be judged; no cost when the job cannot fit), T = the job's hours,
// p_mode = the catalog's effective price per hour of the mode for one instance.
//
//  on-demand   k x p x T
//  spot        k x p x T_spot. Interruptions: q (Offer::spotInterruption, share of spot
//              instances reclaimed per month) -> rate lambda = -ln(1 - q) / 730 per instance-hour;
//              a synchronous job stops when any of its k instances is reclaimed, and each
//              interruption loses half a checkpoint interval plus the restart time:
//              T_spot = T / (1 - k lambda (checkpoint / 2 + restart)). Unknown q -> unknown
//              (as in the stability criterion); k lambda (...) >= 1 -> the job never finishes.
//  monthly     k x ceil(T / 730) x 730 x p_monthly: whole months, as 包年包月 is bought; the
//              catalog's monthly column is the subscription expressed per hour (Offer.h).
//  reserved-1y k x ceil(T / 8760) x 8760 x p_reserved: a one-year commitment is paid in full.
//  hybrid      the buying-guide article's 包周期主实例 + 抢占式扩容: a share s (Workload::hybridBaseShare,
//              default 0.5, an editable assumption with no figure in the articles) of the instance-hours on
//              the monthly subscription (reserved-1y when the offer has no monthly price), billed
//              as above, the rest on spot: s x base(T) + (1 - s) x spot(T).
//  storage     dataset GB x price per GB-month x hours / 730 (the mode's wall-clock hours).
//  traffic     egress GB x price per GB.
//  break-even  hours of use per month above which a commitment beats on-demand:
//              730 x p_monthly / p_on-demand, and 730 x p_reserved / p_on-demand.
struct JobCost {
    std::array<double, BillingModeCount> total{Unknown, Unknown, Unknown, Unknown};
    std::array<double, BillingModeCount> hours{Unknown, Unknown, Unknown, Unknown}; // wall clock
    double hybridTotal = Unknown;
    BillingMode hybridBase = BillingMode::Monthly;
    double storage = Unknown;         // on-demand hours
    double traffic = Unknown;
    double instancesPriced = Unknown;
    double breakEvenMonthlyHours = Unknown;  // per month
    double breakEvenReservedHours = Unknown; // per month
    QString note;                     // why a total is unknown; translated

    double totalFor(BillingMode m) const { return total[indexOf(m)]; }
};

inline constexpr double HoursPerMonth = 730;
inline constexpr double HoursPerYear = 8760;

// Hours a job of `hours` takes on spot with k instances (see above); Unknown or infinite as
// documented.
double spotHours(double hours, double instances, double interruptionPerMonth, double checkpointHours,
                 double restartHours);

// The offer's prices are converted to `currency` with the rate table; storage and traffic prices of
// the workload are taken as already in `currency`.
JobCost estimateCost(const Workload &workload, const Offer &offer, const JobEstimate &job,
                     const QString &currency, const CurrencyRates &rates);

} // namespace gpuscout
