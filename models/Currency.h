#pragma once

#include <QString>

namespace gpuscout {

// Converts an amount between USD and CNY at cnyPerUsd (CNY per 1 USD).
// Returns Unknown for a currency it cannot convert, never a guess.
double convertCurrency(double amount, const QString &from, const QString &to, double cnyPerUsd);

} // namespace gpuscout
