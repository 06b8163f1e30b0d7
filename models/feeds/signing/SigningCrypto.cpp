#include "feeds/signing/SigningCrypto.h"
#include "feeds/signing/ApiRequest.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

#include <algorithm>

namespace gpuscout {

namespace SigningCrypto {

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

QByteArray hmacSha256(const QByteArray &key, const QByteArray &data)
{
    return QMessageAuthenticationCode::hash(data, key, QCryptographicHash::Sha256);
}

QByteArray hmacSha256Hex(const QByteArray &key, const QByteArray &data)
{
    return hmacSha256(key, data).toHex();
}

QByteArray uriEncode(const QByteArray &data, bool keepSlash)
{
    static const char Hex[] = "0123456789ABCDEF";
    QByteArray out;
    out.reserve(data.size() * 3);
    for (const char ch : data) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
            || c == '.' || c == '~' || (keepSlash && c == '/')) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += Hex[c >> 4];
            out += Hex[c & 0xf];
        }
    }
    return out;
}

} // namespace SigningCrypto

QByteArray ApiRequest::encodedQuery() const
{
    QByteArray out;
    for (const auto &[name, value] : query) {
        if (!out.isEmpty())
            out += '&';
        out += SigningCrypto::uriEncode(name.toUtf8()) + '=' + SigningCrypto::uriEncode(value.toUtf8());
    }
    return out;
}

QByteArray ApiRequest::sortedEncodedQuery() const
{
    QList<std::pair<QByteArray, QByteArray>> pairs;
    for (const auto &[name, value] : query)
        pairs.append({SigningCrypto::uriEncode(name.toUtf8()), SigningCrypto::uriEncode(value.toUtf8())});
    std::sort(pairs.begin(), pairs.end());
    QByteArray out;
    for (const auto &[name, value] : std::as_const(pairs)) {
        if (!out.isEmpty())
            out += '&';
        out += name + '=' + value;
    }
    return out;
}

} // namespace gpuscout
