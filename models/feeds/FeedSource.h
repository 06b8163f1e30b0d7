#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace gpuscout {

// The vendors' public price lists GpuScout reads. Ec2Instances is a second, offline way to
// AWS prices: the instances.json that ec2instances.info builds from the same price list.
enum class FeedSource { Aws, Azure, Gcp, Ec2Instances };

inline constexpr FeedSource AllFeedSources[] = {FeedSource::Aws, FeedSource::Azure, FeedSource::Gcp, FeedSource::Ec2Instances};

QString feedSourceKey(FeedSource s);                 // "aws", "azure", "gcp", "ec2instances"
bool feedSourceFromKey(const QString &key, FeedSource *out);
QStringList feedSourceKeys();
QString feedProviderKey(FeedSource s);               // the catalog provider it prices: aws, azure, gcp
QString feedDisplayName(FeedSource s);               // "AWS Price List Bulk API", ...
// The vendor's endpoint: the first URL an update asks for.
QUrl feedEndpoint(FeedSource s);

} // namespace gpuscout
