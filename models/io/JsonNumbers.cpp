#include "io/JsonNumbers.h"

#include "domain/Unknown.h"

#include <cmath>

namespace gpuscout::JsonNumbers {

// Every computed figure at full precision: QJsonDocument writes the shortest decimal that
// reads back to the same double, so 0.1 stays 0.1 and a script can recompute a score from
// the raw figures exactly. Infinities are no JSON numbers: null, like an unknown.
namespace {
QJsonValue full(double value)
{
    if (!std::isfinite(value))
        return QJsonValue();
    return QJsonValue(value == 0 ? 0.0 : value); // no "-0" in the output
}
} // namespace

QJsonValue score(double value)
{
    return full(value);
}

QJsonValue money(double value)
{
    return full(value);
}

QJsonValue measured(double value)
{
    return full(value);
}

QJsonValue stored(double value)
{
    return isKnown(value) ? QJsonValue(value) : QJsonValue();
}

} // namespace gpuscout::JsonNumbers
