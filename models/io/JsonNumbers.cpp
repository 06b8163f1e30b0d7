#include "io/JsonNumbers.h"

#include "domain/Unknown.h"

#include <QString>

#include <cmath>

namespace gpuscout::JsonNumbers {

// Through the decimal text rather than value * 10^n: the product can itself carry
// rounding error (and overflow for large values), the text is the decimal we mean.
double roundDecimals(double value, int decimals)
{
    if (!std::isfinite(value))
        return value;
    const double r = QString::number(value, 'f', decimals).toDouble();
    return r == 0 ? 0.0 : r; // no "-0" in the output
}

double roundSignificant(double value, int digits)
{
    if (!std::isfinite(value) || value == 0)
        return value == 0 ? 0.0 : value;
    return QString::number(value, 'g', digits).toDouble();
}

QJsonValue score(double value)
{
    return isKnown(value) ? QJsonValue(roundDecimals(value, 4)) : QJsonValue();
}

QJsonValue money(double value)
{
    return isKnown(value) ? QJsonValue(roundDecimals(value, 4)) : QJsonValue();
}

QJsonValue measured(double value)
{
    return isKnown(value) ? QJsonValue(roundSignificant(value, 6)) : QJsonValue();
}

QJsonValue stored(double value)
{
    return isKnown(value) ? QJsonValue(value) : QJsonValue();
}

} // namespace gpuscout::JsonNumbers
