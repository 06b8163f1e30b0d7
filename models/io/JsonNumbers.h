#pragma once

#include <QJsonValue>

namespace gpuscout {

// Numbers for JSON output at the precision each figure has, so that a score computed as
// 0.750000000000012 is written 0.75 and not with the noise of floating-point arithmetic.
// QJsonDocument writes the shortest decimal that reads back to the same double, so a
// value rounded here prints as its rounded decimal. Unknown figures (NaN) become null.
namespace JsonNumbers {

// Rounded to `decimals` places (half away from zero, on the decimal text, so that 2.675
// stays 2.675 rather than the binary neighbour's 2.67).
double roundDecimals(double value, int decimals);
// Rounded to `digits` significant digits.
double roundSignificant(double value, int digits);

// Scores, normalised criteria, shares and weights: 4 decimals (the table prints 3).
QJsonValue score(double value);
// Money (prices, costs, in any currency): 4 decimals, finer than any currency's cent.
QJsonValue money(double value);
// Measured or derived figures (TFLOPS totals, GB, Gbit/s, hours, FLOPs): 6 significant digits.
QJsonValue measured(double value);
// Catalog figures as the catalog stores them (they were typed or imported as decimals):
// unchanged, so that an export imports back to the same values.
QJsonValue stored(double value);

} // namespace JsonNumbers
} // namespace gpuscout
