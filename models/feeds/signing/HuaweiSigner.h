#pragma once

#include "feeds/signing/ApiRequest.h"

#include <QByteArray>
#include <QDateTime>

// Huawei Cloud's AK/SK signature, SDK-HMAC-SHA256 (support.huaweicloud.com devg-apisign):
//   CanonicalRequest = method \n path ending in '/' \n sorted query (k=v, RFC 3986) \n
//                      signed headers (lower-case k:v\n, sorted) \n their names (;) \n hex(SHA256(body))
//   Signature = hex(HMAC-SHA256(SK, "SDK-HMAC-SHA256\n" + X-Sdk-Date + "\n" + hex(SHA256(CanonicalRequest))))
namespace gpuscout::HuaweiSigner {

// `signedHeaders`: sorted lower-case names joined by ';'.
QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &signedHeaders);
QByteArray signature(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &secretKey);
// "SDK-HMAC-SHA256 Access=<AK>, SignedHeaders=<names>, Signature=<hex>"
QByteArray authorization(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &accessKey,
                         const QByteArray &secretKey);

// A JSON call: Content-Type, Host, X-Sdk-Date and Authorization (signing the three).
void sign(ApiRequest *request, const QDateTime &now, const QByteArray &accessKey, const QByteArray &secretKey);

} // namespace gpuscout::HuaweiSigner
