#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <utility>

namespace gpuscout {

// The vendors' price lists GpuScout reads. Ec2Instances is a second, offline way to AWS
// prices: the instances.json that ec2instances.info builds from the same price list. The
// Chinese clouds publish their prices only through APIs signed with the buyer's own key.
enum class FeedSource { Aws, Azure, Gcp, Ec2Instances, Alibaba, Tencent, Huawei, Baidu };

inline constexpr FeedSource AllFeedSources[] = {FeedSource::Aws,     FeedSource::Azure,   FeedSource::Gcp,
                                                FeedSource::Ec2Instances, FeedSource::Alibaba, FeedSource::Tencent,
                                                FeedSource::Huawei,  FeedSource::Baidu};
inline constexpr FeedSource ChinaFeedSources[] = {FeedSource::Alibaba, FeedSource::Tencent, FeedSource::Huawei, FeedSource::Baidu};

// The price APIs that need an access key id and secret (the Chinese clouds').
bool feedNeedsAccessKey(FeedSource s);
// The vendor's own environment variables for the key id and the secret (for scripts).
std::pair<QString, QString> feedKeyEnvironment(FeedSource s);

QString feedSourceKey(FeedSource s);                 // "aws", "azure", "gcp", "ec2instances"
bool feedSourceFromKey(const QString &key, FeedSource *out);
QStringList feedSourceKeys();
QString feedProviderKey(FeedSource s);               // the catalog provider it prices: aws, azure, gcp
QString feedDisplayName(FeedSource s);               // "AWS Price List Bulk API", ...
// The vendor's endpoint: the first URL an update asks for.
QUrl feedEndpoint(FeedSource s);

} // namespace gpuscout
