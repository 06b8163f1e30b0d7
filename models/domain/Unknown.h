#pragma once

#include <cmath>
#include <limits>

namespace gpuscout {

// A figure the catalog does not know. Unknown is never zero: it is shown as
// unknown, stored as NULL and printed as null in JSON.
inline constexpr double Unknown = std::numeric_limits<double>::quiet_NaN();

inline bool isKnown(double v) { return !std::isnan(v); }

} // namespace gpuscout
