#include "feeds/signing/HuaweiSigner.h"

#include "feeds/signing/SigningCrypto.h"

#include <algorithm>

namespace gpuscout::HuaweiSigner {

namespace {

} // namespace

QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &signedHeaders)
{
    QByteArray path = request.path;
    if (!path.endsWith('/'))
        path += '/';
    QByteArray headers;
    for (const QByteArray &name : signedHeaders.split(';'))
        headers += name + ':' + (name == "host" ? request.host : request.header(name)).trimmed() + '\n';
    return request.method + '\n' + path + '\n' + request.sortedEncodedQuery() + '\n' + headers + '\n' + signedHeaders + '\n'
        + SigningCrypto::sha256Hex(request.body);
}

QByteArray signature(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &secretKey)
{
    const QByteArray toSign = "SDK-HMAC-SHA256\n" + request.header("X-Sdk-Date") + '\n'
        + SigningCrypto::sha256Hex(canonicalRequest(request, signedHeaders));
    return SigningCrypto::hmacSha256Hex(secretKey, toSign);
}

QByteArray authorization(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &accessKey,
                         const QByteArray &secretKey)
{
    return "SDK-HMAC-SHA256 Access=" + accessKey + ", SignedHeaders=" + signedHeaders
        + ", Signature=" + signature(request, signedHeaders, secretKey);
}

void sign(ApiRequest *request, const QDateTime &now, const QByteArray &accessKey, const QByteArray &secretKey)
{
    request->setHeader("Content-Type", "application/json");
    request->setHeader("Host", request->host);
    request->setHeader("X-Sdk-Date", now.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")).toLatin1());
    request->setHeader("Authorization", authorization(*request, "content-type;host;x-sdk-date", accessKey, secretKey));
}

} // namespace gpuscout::HuaweiSigner
