#pragma once

#include <QMap>
#include <QString>

class QIODevice;

namespace gpuscout {

// offers/v1.0/aws/AmazonEC2/current/region_index.json: for each region code the path of
// its current offer file ("/offers/v1.0/aws/AmazonEC2/20250912225308/us-east-1/index.json").
// The regions member is an object keyed by region code; the array form of the Savings
// Plan index ({regionCode, versionUrl}) is read too.
class AwsRegionIndex
{
public:
    bool read(QIODevice *device);
    QString error() const { return m_error; }
    const QMap<QString, QString> &offerPaths() const { return m_paths; }
    QString publicationDate() const { return m_publication; }

private:
    QMap<QString, QString> m_paths;
    QString m_publication;
    QString m_error;
};

} // namespace gpuscout
