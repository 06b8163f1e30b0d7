#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace gpuscout {

// One call to a cloud vendor's API as its signature sees it: what goes on the wire, before
// the Authorization header is added. The four Chinese clouds sign the same parts in their
// own canonical forms (feeds/signing/*Signer).
struct ApiRequest {
    QByteArray method = "GET";
    QByteArray host;  // as sent in the Host header: "ecs.aliyuncs.com", "127.0.0.1:8080"
    QByteArray path = "/"; // as sent; the price APIs' paths need no encoding
    QList<std::pair<QString, QString>> query; // decoded names and values, in the order sent
    QList<std::pair<QByteArray, QByteArray>> headers; // as sent, any case
    QByteArray body;

    // The first value of a header, the name compared without case; empty when absent.
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }

    void setHeader(const QByteArray &name, const QByteArray &value)
    {
        for (auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
                h.second = value;
                return;
            }
        }
        headers.append({name, value});
    }

    // The query as sent: RFC 3986 encoded, in order.
    QByteArray encodedQuery() const;
    // The same, sorted by encoded name and then value (Alibaba's and Huawei's canonical form).
    QByteArray sortedEncodedQuery() const;
};

} // namespace gpuscout
