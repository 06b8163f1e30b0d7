#include "domain/Scenario.h"

namespace gpuscout {

QString normalizationKey(Normalization n)
{
    switch (n) {
    case Normalization::MinMax: return QStringLiteral("minmax");
    case Normalization::Ratio: return QStringLiteral("ratio");
    case Normalization::Vector: return QStringLiteral("vector");
    case Normalization::Log: return QStringLiteral("log");
    }
    return {};
}

bool normalizationFromKey(const QString &key, Normalization *out)
{
    QString k = key.trimmed().toLower();
    if (k == QLatin1String("min-max"))
        k = normalizationKey(Normalization::MinMax);
    else if (k == QLatin1String("ratio-to-best"))
        k = normalizationKey(Normalization::Ratio);
    for (Normalization n : AllNormalizations) {
        if (k == normalizationKey(n)) {
            *out = n;
            return true;
        }
    }
    return false;
}

QStringList normalizationKeys()
{
    QStringList keys;
    for (Normalization n : AllNormalizations)
        keys << normalizationKey(n);
    return keys;
}

QString basisKey(Basis b)
{
    return b == Basis::PerInstance ? QStringLiteral("per-instance") : QStringLiteral("per-gpu");
}

bool basisFromKey(const QString &key, Basis *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("per-gpu"))
        *out = Basis::PerGpu;
    else if (k == QLatin1String("per-instance"))
        *out = Basis::PerInstance;
    else
        return false;
    return true;
}

QString unknownPolicyKey(UnknownPolicy u)
{
    return u == UnknownPolicy::KnownOnly ? QStringLiteral("known-only") : QStringLiteral("zero");
}

bool unknownPolicyFromKey(const QString &key, UnknownPolicy *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("zero"))
        *out = UnknownPolicy::ScoreZero;
    else if (k == QLatin1String("known-only"))
        *out = UnknownPolicy::KnownOnly;
    else
        return false;
    return true;
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
        && normalization == o.normalization && jobNormalization == o.jobNormalization
        && (isKnown(maxJobCostRatio) ? maxJobCostRatio == o.maxJobCostRatio : !isKnown(o.maxJobCostRatio)) && method == o.method && jobHours == o.jobHours
        && stability.noSlaAvailability == o.stability.noSlaAvailability && workload == o.workload
        && objective == o.objective && basis == o.basis && unknownPolicy == o.unknownPolicy
        && includeIllustrative == o.includeIllustrative;
}

} // namespace gpuscout
