#pragma once

#include "feeds/signing/ApiRequest.h"

#include <QByteArray>
#include <QDateTime>

// Baidu AI Cloud's bce-auth-v1 (cloud.baidu.com/doc/Reference/s/njwvz1yfu):
//   prefix = bce-auth-v1/<AK>/<timestamp>/<expiry seconds>
//   SigningKey = hex(HMAC-SHA256(SK, prefix)), its hex text the key of the next step
//   CanonicalRequest = method \n encoded path \n sorted query (k=v) \n
//                      host, content-length, content-type, content-md5 and x-bce-* headers
//                      (lower-case k:encoded(trimmed v), sorted, joined by \n)
//   Authorization = prefix/<signed names (;)>/hex(HMAC-SHA256(SigningKey, CanonicalRequest))
namespace gpuscout::BaiduSigner {

QByteArray canonicalRequest(const ApiRequest &request, QByteArray *signedHeaders);
QByteArray authorization(const ApiRequest &request, const QByteArray &accessKey, const QByteArray &secretKey,
                         const QDateTime &timestamp, int expirySeconds);

// A JSON call: Content-Type, Host, x-bce-date and Authorization (valid 1,800 s).
void sign(ApiRequest *request, const QDateTime &now, const QByteArray &accessKey, const QByteArray &secretKey);

} // namespace gpuscout::BaiduSigner
