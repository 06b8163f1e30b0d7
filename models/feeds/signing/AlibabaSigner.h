#pragma once

#include "feeds/signing/ApiRequest.h"

#include <QByteArray>
#include <QDateTime>

// Alibaba Cloud's V3 request signature, ACS3-HMAC-SHA256 (help.aliyun.com/document_detail/2593177):
//   CanonicalRequest = method \n path \n sorted query (k=v, RFC 3986) \n
//                      host, content-type and x-acs-* headers (lower-case k:v\n, sorted,
//                      repeated values sorted and joined by ',') \n signed header names (;) \n
//                      x-acs-content-sha256
//   Signature = hex(HMAC-SHA256(secret, "ACS3-HMAC-SHA256\n" + hex(SHA256(CanonicalRequest))))
namespace gpuscout::AlibabaSigner {

QByteArray canonicalRequest(const ApiRequest &request, const QByteArray &hashedPayload, QByteArray *signedHeaders);
// "ACS3-HMAC-SHA256 Credential=<id>,SignedHeaders=<names>,Signature=<hex>"
QByteArray authorization(const ApiRequest &request, const QByteArray &hashedPayload, const QByteArray &keyId,
                         const QByteArray &secret);

// Adds the x-acs-* headers of an RPC-style call (action, version, date, nonce, the body's
// hash) and the Authorization header.
void sign(ApiRequest *request, const QByteArray &action, const QByteArray &version, const QDateTime &now,
          const QByteArray &nonce, const QByteArray &keyId, const QByteArray &secret);

} // namespace gpuscout::AlibabaSigner
