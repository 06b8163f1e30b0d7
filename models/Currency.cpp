#include "Currency.h"

#include "Unknown.h"

namespace gpuscout {

double convertCurrency(double amount, const QString &from, const QString &to, double cnyPerUsd)
{
    if (from.compare(to, Qt::CaseInsensitive) == 0)
        return amount;
    if (!(cnyPerUsd > 0))
        return Unknown;
    const bool fromUsd = from.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0;
    const bool fromCny = from.compare(QLatin1String("CNY"), Qt::CaseInsensitive) == 0;
    const bool toUsd = to.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0;
    const bool toCny = to.compare(QLatin1String("CNY"), Qt::CaseInsensitive) == 0;
    if (fromUsd && toCny)
        return amount * cnyPerUsd;
    if (fromCny && toUsd)
        return amount / cnyPerUsd;
    return Unknown;
}

} // namespace gpuscout
