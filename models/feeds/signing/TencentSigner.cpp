#include "feeds/signing/TencentSigner.h"

#include "feeds/signing/SigningCrypto.h"

#include <QDateTime>

namespace gpuscout::TencentSigner {

namespace {

QByteArray utcDate(qint64 timestamp)
{
    return QDateTime::fromSecsSinceEpoch(timestamp, Qt::UTC).date().toString(Qt::ISODate).toLatin1();
}

} // namespace

QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &signedHeaders)
{
    QByteArray headers;
    for (const QByteArray &name : signedHeaders.split(';'))
        headers += name + ':' + (name == "host" ? request.host : request.header(name)).trimmed().toLower() + '\n';
    return request.method + "\n/\n" + request.encodedQuery() + '\n' + headers + '\n' + signedHeaders + '\n'
        + SigningCrypto::sha256Hex(request.body);
}

QByteArray signature(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &service,
                     qint64 timestamp, const QByteArray &secretKey)
{
    const QByteArray date = utcDate(timestamp);
    const QByteArray scope = date + '/' + service + "/tc3_request";
    const QByteArray toSign = "TC3-HMAC-SHA256\n" + QByteArray::number(timestamp) + '\n' + scope + '\n'
        + SigningCrypto::sha256Hex(canonicalRequest(request, signedHeaders));
    const QByteArray kDate = SigningCrypto::hmacSha256("TC3" + secretKey, date);
    const QByteArray kService = SigningCrypto::hmacSha256(kDate, service);
    const QByteArray kSigning = SigningCrypto::hmacSha256(kService, "tc3_request");
    return SigningCrypto::hmacSha256Hex(kSigning, toSign);
}

QByteArray authorization(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &service,
                         qint64 timestamp, const QByteArray &secretId, const QByteArray &secretKey)
{
    return "TC3-HMAC-SHA256 Credential=" + secretId + '/' + utcDate(timestamp) + '/' + service
        + "/tc3_request, SignedHeaders=" + signedHeaders + ", Signature="
        + signature(request, signedHeaders, service, timestamp, secretKey);
}

void sign(ApiRequest *request, const QByteArray &service, const QByteArray &action, const QByteArray &version,
          const QByteArray &region, qint64 timestamp, const QByteArray &secretId, const QByteArray &secretKey)
{
    request->setHeader("Content-Type", "application/json; charset=utf-8");
    request->setHeader("Host", request->host);
    request->setHeader("X-TC-Action", action);
    request->setHeader("X-TC-Version", version);
    request->setHeader("X-TC-Timestamp", QByteArray::number(timestamp));
    if (!region.isEmpty())
        request->setHeader("X-TC-Region", region);
    request->setHeader("Authorization",
                       authorization(*request, "content-type;host", service, timestamp, secretId, secretKey));
}

} // namespace gpuscout::TencentSigner
