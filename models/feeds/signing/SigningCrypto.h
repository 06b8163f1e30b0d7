#pragma once

#include <QByteArray>

// The hashes, MACs and encodings the vendors' signature schemes are built from.
namespace gpuscout::SigningCrypto {

QByteArray sha256Hex(const QByteArray &data);             // lower-case hex
QByteArray hmacSha256(const QByteArray &key, const QByteArray &data);
QByteArray hmacSha256Hex(const QByteArray &key, const QByteArray &data);

// RFC 3986: A-Z a-z 0-9 - _ . ~ stay, every other byte is %XX (upper-case hex); with
// keepSlash, '/' stays too (paths).
QByteArray uriEncode(const QByteArray &data, bool keepSlash = false);

} // namespace gpuscout::SigningCrypto
