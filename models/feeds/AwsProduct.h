#pragma once

#include "domain/BillingMode.h"

#include <QString>

namespace gpuscout {

class FeedCollector;

// The attributes of an AmazonEC2 product (one SKU) that decide whether GpuScout wants its
// prices, as the JSON offer file ("instanceType") and the CSV ("Instance Type") name them.
struct AwsProduct {
    QString sku;
    QString productFamily;
    QString instanceType;
    QString instanceFamily;
    QString operatingSystem;
    QString tenancy;
    QString preInstalledSw;
    QString licenseModel;
    QString capacityStatus;
    QString marketOption;
    QString operation;
    QString regionCode;
    QString gpu;       // the GPU count, as text
    QString vcpu;
    QString memory;    // "1152 GiB"

    // A GPU or accelerator instance (the GPU count, or an accelerator family: Trainium and
    // Inferentia are "Machine Learning ASIC Instances") as the usual list price states it:
    // Linux, shared tenancy, no pre-installed software, no licence included, an ordinary
    // on-demand capacity (not a capacity block or reservation) and plain RunInstances.
    bool wanted() const;
};

// What an offer-file term is, from its attributes. Only on-demand and the 1-year standard
// reservation with no upfront payment are read; the others (3 years, convertible, partial
// or all upfront) are other products.
enum class AwsTermKind { OnDemand, Reserved1yNoUpfront, Other };
AwsTermKind awsTermKind(const QString &termType, const QString &leaseContractLength, const QString &purchaseOption,
                        const QString &offeringClass);

// The sums of a term's price dimensions: per hour ("Hrs") and once ("Quantity", the
// upfront fee). A reserved term's effective hourly price is hourly + upfront / 8760.
struct AwsTermPrice {
    double hourly = 0;
    double upfront = 0;
    bool hasHourly = false;
    bool hasUpfront = false;
    bool bad = false;        // a dimension whose price is not a number
    QString currency;
    bool mixedCurrency = false;

    void addDimension(const QString &unit, const QString &currencyCode, const QString &price, const QString &beginRange);
    // The price per hour of the term, NaN when it states none.
    double effectiveHourly(AwsTermKind kind) const;
};

} // namespace gpuscout
