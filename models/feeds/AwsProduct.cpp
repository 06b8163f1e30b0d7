#include "feeds/AwsProduct.h"

#include "feeds/FeedValues.h"

#include <cmath>
#include <limits>

namespace gpuscout {

namespace {

bool is(const QString &value, const char *expected)
{
    return value.compare(QLatin1String(expected), Qt::CaseInsensitive) == 0;
}

bool emptyOr(const QString &value, const char *expected)
{
    return value.isEmpty() || is(value, expected);
}

} // namespace

bool AwsProduct::wanted() const
{
    if (instanceType.isEmpty() || !productFamily.startsWith(QLatin1String("Compute Instance")))
        return false;
    const double gpus = FeedValues::leadingNumber(gpu);
    const bool accelerated = gpus > 0 || instanceFamily.contains(QLatin1String("GPU"), Qt::CaseInsensitive)
        || instanceFamily.contains(QLatin1String("Machine Learning"), Qt::CaseInsensitive)
        || instanceFamily.contains(QLatin1String("Accelerat"), Qt::CaseInsensitive);
    return accelerated && is(operatingSystem, "Linux") && is(tenancy, "Shared") && emptyOr(preInstalledSw, "NA")
        && emptyOr(licenseModel, "No License required") && emptyOr(capacityStatus, "Used")
        && emptyOr(marketOption, "OnDemand") && emptyOr(operation, "RunInstances");
}

AwsTermKind awsTermKind(const QString &termType, const QString &leaseContractLength, const QString &purchaseOption,
                        const QString &offeringClass)
{
    // A term with a lease is a reservation wherever the file files it (one of opencost's
    // sample files has a 3-year term under OnDemand).
    if (leaseContractLength.isEmpty())
        return is(termType, "OnDemand") ? AwsTermKind::OnDemand : AwsTermKind::Other;
    const QString lease = QString(leaseContractLength).remove(u' ');
    if (is(lease, "1yr") && is(purchaseOption, "No Upfront") && emptyOr(offeringClass, "standard"))
        return AwsTermKind::Reserved1yNoUpfront;
    return AwsTermKind::Other;
}

void AwsTermPrice::addDimension(const QString &unit, const QString &currencyCode, const QString &price, const QString &beginRange)
{
    const double v = FeedValues::decimal(price);
    if (std::isnan(v) || v < 0) {
        bad = true;
        return;
    }
    if (currency.isEmpty())
        currency = currencyCode;
    else if (currency != currencyCode)
        mixedCurrency = true;
    if (is(unit, "Quantity")) {
        upfront += v;
        hasUpfront = true;
    } else if (is(unit, "Hrs") || is(unit, "Hours")) {
        // Tiered rates start again above 0; the first tier is the list price.
        const double begin = FeedValues::decimal(beginRange);
        if (!beginRange.isEmpty() && !std::isnan(begin) && begin > 0)
            return;
        hourly += v;
        hasHourly = true;
    }
}

double AwsTermPrice::effectiveHourly(AwsTermKind kind) const
{
    if (kind == AwsTermKind::Reserved1yNoUpfront) {
        if (!hasHourly && !hasUpfront)
            return std::numeric_limits<double>::quiet_NaN();
        return hourly + upfront / 8760.0;
    }
    return hasHourly ? hourly : std::numeric_limits<double>::quiet_NaN();
}

} // namespace gpuscout
