#include "domain/Scenario.h"

namespace gpuscout {

QString normalizationKey(Normalization n)
{
    return n == Normalization::Ratio ? QStringLiteral("ratio") : QStringLiteral("minmax");
}

bool normalizationFromKey(const QString &key, Normalization *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("minmax") || k == QLatin1String("min-max")) {
        *out = Normalization::MinMax;
        return true;
    }
    if (k == QLatin1String("ratio") || k == QLatin1String("ratio-to-best")) {
        *out = Normalization::Ratio;
        return true;
    }
    return false;
}

QString objectiveKey(Objective o)
{
    return o == Objective::Job ? QStringLiteral("job") : QStringLiteral("hourly");
}

bool objectiveFromKey(const QString &key, Objective *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("hourly"))
        *out = Objective::Hourly;
    else if (k == QLatin1String("job"))
        *out = Objective::Job;
    else
        return false;
    return true;
}

bool Constraints::operator==(const Constraints &o) const
{
    const bool sameBudget = isKnown(maxPricePerHour) ? maxPricePerHour == o.maxPricePerHour : !isKnown(o.maxPricePerHour);
    return sameBudget && minTotalVramGb == o.minTotalVramGb && minGpuCount == o.minGpuCount
        && providers == o.providers && regions == o.regions && gpus == o.gpus;
}

bool Scenario::operator==(const Scenario &o) const
{
    return weights == o.weights && constraints == o.constraints && billing == o.billing
        && currency == o.currency && rates == o.rates && precision == o.precision
        && normalization == o.normalization && method == o.method && jobHours == o.jobHours
        && stability.noSlaAvailability == o.stability.noSlaAvailability && workload == o.workload
        && objective == o.objective && includeIllustrative == o.includeIllustrative;
}

} // namespace gpuscout
