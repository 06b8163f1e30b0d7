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
    case FeedSource::Alibaba: return QStringLiteral("alibaba");
    case FeedSource::Tencent: return QStringLiteral("tencent");
    case FeedSource::Huawei: return QStringLiteral("huawei");
    case FeedSource::Baidu: return QStringLiteral("baidu");
    }
    return QString();
}

bool feedNeedsAccessKey(FeedSource s)
{
    return s == FeedSource::Alibaba || s == FeedSource::Tencent || s == FeedSource::Huawei || s == FeedSource::Baidu;
}

std::pair<QString, QString> feedKeyEnvironment(FeedSource s)
{
    switch (s) {
    case FeedSource::Alibaba: return {QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID"), QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET")};
    case FeedSource::Tencent: return {QStringLiteral("TENCENTCLOUD_SECRET_ID"), QStringLiteral("TENCENTCLOUD_SECRET_KEY")};
    case FeedSource::Huawei: return {QStringLiteral("HUAWEICLOUD_SDK_AK"), QStringLiteral("HUAWEICLOUD_SDK_SK")};
    case FeedSource::Baidu: return {QStringLiteral("BCE_ACCESS_KEY_ID"), QStringLiteral("BCE_SECRET_ACCESS_KEY")};
    default: return {};
    }
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
    case FeedSource::Alibaba:
    case FeedSource::Tencent:
    case FeedSource::Huawei:
    case FeedSource::Baidu: return feedSourceKey(s);
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
    case FeedSource::Alibaba: return QCoreApplication::translate("gpuscout::FeedSource", "Alibaba Cloud ECS API (DescribePrice)");
    case FeedSource::Tencent: return QCoreApplication::translate("gpuscout::FeedSource", "Tencent Cloud CVM API (DescribeZoneInstanceConfigInfos)");
    case FeedSource::Huawei: return QCoreApplication::translate("gpuscout::FeedSource", "Huawei Cloud ECS and BSS price inquiry APIs");
    case FeedSource::Baidu: return QCoreApplication::translate("gpuscout::FeedSource", "Baidu AI Cloud BCC API (instance price)");
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
    case FeedSource::Alibaba:
        return QUrl(QStringLiteral("https://ecs.aliyuncs.com/"));
    case FeedSource::Tencent:
        return QUrl(QStringLiteral("https://cvm.tencentcloudapi.com/"));
    case FeedSource::Huawei:
        return QUrl(QStringLiteral("https://ecs.cn-north-4.myhuaweicloud.com/"));
    case FeedSource::Baidu:
        return QUrl(QStringLiteral("https://bcc.bj.baidubce.com/"));
    }
    return QUrl();
}

} // namespace gpuscout
