#pragma once

#include "feeds/signing/ApiRequest.h"

#include <QByteArray>

// Tencent Cloud's API 3.0 signature, TC3-HMAC-SHA256 (cloud.tencent.com/document/api/213/30654):
//   CanonicalRequest = method \n / \n query as sent \n signed headers (lower-case k:v\n) \n
//                      their names (;) \n hex(SHA256(body))
//   StringToSign = "TC3-HMAC-SHA256\n" + timestamp + "\n" + date/service/tc3_request + "\n" + hex(SHA256(CanonicalRequest))
//   key = HMAC(HMAC(HMAC("TC3" + secret, date), service), "tc3_request")
namespace gpuscout::TencentSigner {

// `signedHeaders`: lower-case names joined by ';' ("content-type;host").
QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &signedHeaders);
QByteArray signature(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &service,
                     qint64 timestamp, const QByteArray &secretKey);
// "TC3-HMAC-SHA256 Credential=<id>/<date>/<service>/tc3_request, SignedHeaders=<names>, Signature=<hex>"
QByteArray authorization(const ApiRequest &request, const QByteArray &signedHeaders, const QByteArray &service,
                         qint64 timestamp, const QByteArray &secretId, const QByteArray &secretKey);

// A POST with a JSON body: Content-Type, Host, the X-TC-* headers and Authorization.
void sign(ApiRequest *request, const QByteArray &service, const QByteArray &action, const QByteArray &version,
          const QByteArray &region, qint64 timestamp, const QByteArray &secretId, const QByteArray &secretKey);

} // namespace gpuscout::TencentSigner
