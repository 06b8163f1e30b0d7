#pragma once

#include <QString>
#include <QUrl>

namespace gpuscout::FeedEndpoint {

// Where GpuScout may fetch prices from. HTTPS only; plain HTTP only to this machine
// (127.0.0.1, ::1, localhost), which a person gives on purpose with --base-url for tests
// or a local mirror. False with the reason otherwise.
bool isAllowed(const QUrl &url, QString *why);

// Checks a --base-url: scheme, host and optional port, no path, query or credentials.
bool parseBaseUrl(const QString &text, QUrl *out, QString *why);

// The vendor's URL with the scheme, host and port of `base` (the path and query stay the
// vendor's); `url` itself when base is empty.
QUrl withBase(const QUrl &url, const QUrl &base);

// Same scheme, host and port (the default port filled in): a page link the server returns
// is followed only when it stays where the user pointed GpuScout. The data never move it.
bool sameOrigin(const QUrl &a, const QUrl &b);

// The URL for messages and provenance: the query item "key" (the GCP API key) removed.
QString display(const QUrl &url);

} // namespace gpuscout::FeedEndpoint
