#pragma once

#include <QJsonValue>

namespace gpuscout {

// Numbers for JSON output. Computed figures (scores, money, measured or derived figures)
// are written at full precision, the shortest decimal that reads back to the same double,
// so a script can recompute a score from the raw figures and tell two offers apart; the
// table and CSV outputs are where rounding belongs. Unknown figures (NaN) become null.
namespace JsonNumbers {

// Scores, normalised criteria, shares and weights; money (prices, costs, in any currency);
// measured or derived figures (TFLOPS totals, GB, Gbit/s, hours, FLOPs): all at full
// precision (the names say what the figure is). An infinity is null too.
QJsonValue score(double value);
QJsonValue money(double value);
QJsonValue measured(double value);
// Catalog figures as the catalog stores them (they were typed or imported as decimals):
// unchanged, so that an export imports back to the same values.
QJsonValue stored(double value);

} // namespace JsonNumbers
} // namespace gpuscout
