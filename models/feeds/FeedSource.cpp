#include "feeds/FeedSource.h"

#include <QCoreApplication>

namespace gpuscout {

QString feedSourceKey(FeedSource s)
{
    switch (s) {
    case FeedSource::Aws: return QStringLiteral("aws");
    case FeedSource::Azure: return QStringLiteral("azure");
    case FeedSource::Gcp: return QStringLiteral("gcp");
    case FeedSource::Ec2Instances: return QStringLiteral("ec2instances");
    }
    return QString();
}

bool feedSourceFromKey(const QString &key, FeedSource *out)
{
    for (FeedSource s : AllFeedSources) {
        if (key.compare(feedSourceKey(s), Qt::CaseInsensitive) == 0) {
            *out = s;
            return true;
        }
    }
    return false;
}

QStringList feedSourceKeys()
{
    QStringList keys;
    for (FeedSource s : AllFeedSources)
        keys << feedSourceKey(s);
    return keys;
}

QString feedProviderKey(FeedSource s)
{
    switch (s) {
    case FeedSource::Aws:
    case FeedSource::Ec2Instances: return QStringLiteral("aws");
    case FeedSource::Azure: return QStringLiteral("azure");
    case FeedSource::Gcp: return QStringLiteral("gcp");
    }
    return QString();
}

QString feedDisplayName(FeedSource s)
{
    switch (s) {
    case FeedSource::Aws: return QCoreApplication::translate("gpuscout::FeedSource", "AWS Price List Bulk API (AmazonEC2 offer files)");
    case FeedSource::Azure: return QCoreApplication::translate("gpuscout::FeedSource", "Azure Retail Prices API");
    case FeedSource::Gcp: return QCoreApplication::translate("gpuscout::FeedSource", "Google Cloud Billing Catalog API (Compute Engine SKUs)");
    case FeedSource::Ec2Instances: return QCoreApplication::translate("gpuscout::FeedSource", "ec2instances.info instances.json");
    }
    return QString();
}

QUrl feedEndpoint(FeedSource s)
{
    switch (s) {
    case FeedSource::Aws:
        return QUrl(QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/region_index.json"));
    case FeedSource::Azure:
        return QUrl(QStringLiteral("https://prices.azure.com/api/retail/prices"));
    case FeedSource::Gcp:
        return QUrl(QStringLiteral("https://cloudbilling.googleapis.com/v1/services/6F81-5844-456A/skus"));
    case FeedSource::Ec2Instances:
        return QUrl(QStringLiteral("https://instances.vantage.sh/instances.json"));
    }
    return QUrl();
}

} // namespace gpuscout
