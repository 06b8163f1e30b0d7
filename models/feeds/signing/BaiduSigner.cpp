#include "feeds/signing/BaiduSigner.h"

#include "feeds/signing/SigningCrypto.h"

#include <QMap>

#include <algorithm>

namespace gpuscout::BaiduSigner {

namespace {

QByteArray utcText(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'")).toLatin1();
}

bool signsHeader(const QByteArray &lowerName)
{
    return lowerName == "host" || lowerName == "content-length" || lowerName == "content-type"
        || lowerName == "content-md5" || lowerName.startsWith("x-bce-");
}

} // namespace

QByteArray canonicalRequest(const ApiRequest &request, QByteArray *signedHeaders)
{
    QList<QByteArray> query;
    for (const auto &[name, value] : request.query) {
        if (name.compare(QLatin1String("authorization"), Qt::CaseInsensitive) != 0)
            query << SigningCrypto::uriEncode(name.toUtf8()) + '=' + SigningCrypto::uriEncode(value.toUtf8());
    }
    std::sort(query.begin(), query.end());
    QMap<QByteArray, QByteArray> headers; // sorted by name
    for (const auto &[name, value] : request.headers) {
        const QByteArray lower = name.toLower();
        if (signsHeader(lower) && !value.trimmed().isEmpty())
            headers.insert(lower, SigningCrypto::uriEncode(value.trimmed()));
    }
    QList<QByteArray> lines;
    for (auto it = headers.begin(); it != headers.end(); ++it)
        lines << it.key() + ':' + it.value();
    std::sort(lines.begin(), lines.end());
    *signedHeaders = headers.keys().join(';');
    return request.method + '\n' + SigningCrypto::uriEncode(request.path, true) + '\n' + query.join('&') + '\n'
        + lines.join('\n');
}

QByteArray authorization(const ApiRequest &request, const QByteArray &accessKey, const QByteArray &secretKey,
                         const QDateTime &timestamp, int expirySeconds)
{
    const QByteArray prefix = "bce-auth-v1/" + accessKey + '/' + utcText(timestamp) + '/' + QByteArray::number(expirySeconds);
    const QByteArray signingKey = SigningCrypto::hmacSha256Hex(secretKey, prefix);
    QByteArray signedHeaders;
    const QByteArray canonical = canonicalRequest(request, &signedHeaders);
    return prefix + '/' + signedHeaders + '/' + SigningCrypto::hmacSha256Hex(signingKey, canonical);
}

void sign(ApiRequest *request, const QDateTime &now, const QByteArray &accessKey, const QByteArray &secretKey)
{
    request->setHeader("Content-Type", "application/json");
    request->setHeader("Host", request->host);
    request->setHeader("x-bce-date", utcText(now));
    request->setHeader("Authorization", authorization(*request, accessKey, secretKey, now, 1800));
}

} // namespace gpuscout::BaiduSigner
