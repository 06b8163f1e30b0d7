#include "feeds/AwsRegionIndex.h"

#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace gpuscout {

namespace {

QString offerPath(const QJsonObject &entry)
{
    QString path = entry.value(QLatin1String("currentVersionUrl")).toString();
    if (path.isEmpty())
        path = entry.value(QLatin1String("versionUrl")).toString();
    return path;
}

} // namespace

bool AwsRegionIndex::read(QIODevice *device)
{
    using Token = JsonStreamReader::Token;
    JsonStreamReader json(device);
    m_paths.clear();
    if (json.next() != Token::BeginObject) {
        m_error = json.hasError() ? json.errorString()
                                  : QCoreApplication::translate("gpuscout::AwsRegionIndex", "not an AWS region index: expected a JSON object");
        return false;
    }
    while (json.next() == Token::Name) {
        const bool regions = json.textIs("regions");
        const bool date = json.textIs("publicationDate");
        json.next();
        if (date && json.token() == Token::String) {
            m_publication = json.text();
            continue;
        }
        if (!regions) {
            if (!json.skipValue())
                break;
            continue;
        }
        QJsonValue value;
        if (!json.readValue(&value, 16 * 1024 * 1024))
            break;
        if (value.isObject()) {
            const QJsonObject map = value.toObject();
            for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
                const QJsonObject entry = it.value().toObject();
                const QString code = entry.value(QLatin1String("regionCode")).toString(it.key());
                if (!offerPath(entry).isEmpty())
                    m_paths.insert(code, offerPath(entry));
            }
        } else {
            for (const QJsonValue &v : value.toArray()) {
                const QJsonObject entry = v.toObject();
                const QString code = entry.value(QLatin1String("regionCode")).toString();
                if (!code.isEmpty() && !offerPath(entry).isEmpty())
                    m_paths.insert(code, offerPath(entry));
            }
        }
    }
    if (json.hasError() || json.token() != Token::EndObject || json.next() != Token::End) {
        m_error = json.hasError() ? json.errorString()
                                  : QCoreApplication::translate("gpuscout::AwsRegionIndex", "the region index does not end where expected");
        return false;
    }
    if (m_paths.isEmpty()) {
        m_error = QCoreApplication::translate("gpuscout::AwsRegionIndex", "the region index names no region: expected \"regions\": {\"us-east-1\": {\"currentVersionUrl\": ...}}");
        return false;
    }
    return true;
}

} // namespace gpuscout
