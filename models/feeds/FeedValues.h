#pragma once

#include <QString>
#include <QStringView>

namespace gpuscout::FeedValues {

// The day of an ISO timestamp ("2024-05-01T00:00:00Z", "2025-09-12") as YYYY-MM-DD, or
// empty when the text does not start with a valid date.
QString isoDay(QStringView timestamp);

// A whole decimal number ("32.7726000000", "8"), or NaN (not Unknown's meaning: the caller
// decides whether NaN is a missing figure or a bad one).
double decimal(QStringView text);

// The number a figure with a unit starts with: "1152 GiB" -> 1152, "8" -> 8, "NA" -> NaN.
double leadingNumber(QStringView text);

} // namespace gpuscout::FeedValues
