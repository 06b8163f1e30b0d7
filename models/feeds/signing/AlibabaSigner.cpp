#include "feeds/signing/AlibabaSigner.h"

#include "feeds/signing/SigningCrypto.h"

#include <QMap>

#include <algorithm>

namespace gpuscout::AlibabaSigner {

namespace {

bool signsHeader(const QByteArray &lowerName)
{
    return lowerName == "host" || lowerName == "content-type" || lowerName.startsWith("x-acs-");
}

} // namespace

QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &hashedPayload, QByteArray *signedHeaders)
{
    QMap<QByteArray, QList<QByteArray>> headers; // sorted by name
    for (const auto &[name, value] : request.headers) {
        const QByteArray lower = name.toLower();
        if (signsHeader(lower))
            headers[lower].append(value.trimmed());
    }
    QByteArray canonicalHeaders;
    QList<QByteArray> names;
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        QList<QByteArray> values = it.value();
        std::sort(values.begin(), values.end());
        canonicalHeaders += it.key() + ':' + values.join(',') + '\n';
        names << it.key();
    }
    *signedHeaders = names.join(';');
    return request.method + '\n' + request.path + '\n' + request.sortedEncodedQuery() + '\n' + canonicalHeaders + '\n'
        + *signedHeaders + '\n' + hashedPayload;
}

QByteArray authorization(const ApiRequest &request, const QByteArray &hashedPayload, const QByteArray &keyId,
                         const QByteArray &secret)
{
    QByteArray signedHeaders;
    const QByteArray canonical = canonicalRequest(request, hashedPayload, &signedHeaders);
    const QByteArray toSign = "ACS3-HMAC-SHA256\n" + SigningCrypto::sha256Hex(canonical);
    return "ACS3-HMAC-SHA256 Credential=" + keyId + ",SignedHeaders=" + signedHeaders
        + ",Signature=" + SigningCrypto::hmacSha256Hex(secret, toSign);
}

void sign(ApiRequest *request, const QByteArray &action, const QByteArray &version, const QDateTime &now,
          const QByteArray &nonce, const QByteArray &keyId, const QByteArray &secret)
{
    const QByteArray hashed = SigningCrypto::sha256Hex(request->body);
    request->setHeader("host", request->host);
    request->setHeader("x-acs-action", action);
    request->setHeader("x-acs-version", version);
    request->setHeader("x-acs-date", now.toUTC().toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'")).toLatin1());
    request->setHeader("x-acs-signature-nonce", nonce);
    request->setHeader("x-acs-content-sha256", hashed);
    request->setHeader("Authorization", authorization(*request, hashed, keyId, secret));
}

} // namespace gpuscout::AlibabaSigner
