#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>

namespace gpuscout {

// How an offer is paid for. Prices are stored per mode as an effective price per hour.
enum class BillingMode { OnDemand, Spot, Reserved1y, Monthly };

inline constexpr std::size_t BillingModeCount = 4;
inline constexpr std::array<BillingMode, BillingModeCount> AllBillingModes{
    BillingMode::OnDemand, BillingMode::Spot, BillingMode::Reserved1y, BillingMode::Monthly};

constexpr std::size_t indexOf(BillingMode m) { return static_cast<std::size_t>(m); }

// A monthly subscription is stored per hour: the month's price / MonthHours; shown per month.
inline constexpr double MonthHours = 730;

// "on-demand", "spot", "reserved-1y", "monthly": the keys of the command line and files.
QString billingModeKey(BillingMode m);
bool billingModeFromKey(const QString &key, BillingMode *out);
QStringList billingModeKeys();

} // namespace gpuscout
