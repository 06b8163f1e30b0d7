#include "feeds/FeedEndpoint.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QUrlQuery>

namespace gpuscout::FeedEndpoint {

namespace {

bool isLoopback(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

int portOf(const QUrl &url)
{
    return url.port(url.scheme() == QLatin1String("https") ? 443 : url.scheme() == QLatin1String("http") ? 80 : -1);
}

} // namespace

bool isAllowed(const QUrl &url, QString *why)
{
    if (!url.isValid() || url.host().isEmpty()) {
        *why = QCoreApplication::translate("gpuscout::FeedEndpoint", "'%1' is not a URL").arg(display(url));
        return false;
    }
    if (url.scheme() == QLatin1String("https"))
        return true;
    if (url.scheme() == QLatin1String("http") && isLoopback(url.host()))
        return true;
    *why = QCoreApplication::translate("gpuscout::FeedEndpoint", "%1 is not HTTPS; prices are fetched over HTTPS only (plain HTTP only from 127.0.0.1 or localhost)")
               .arg(display(url));
    return false;
}

bool parseBaseUrl(const QString &text, QUrl *out, QString *why)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    const QString path = url.path();
    if (!url.isValid() || url.host().isEmpty() || (!path.isEmpty() && path != QLatin1String("/")) || url.hasQuery()
        || url.hasFragment() || !url.userInfo().isEmpty()) {
        *why = QCoreApplication::translate("gpuscout::FeedEndpoint", "--base-url '%1' is not valid; expected a scheme, host and optional port, such as https://mirror.example:8443 or http://127.0.0.1:8080")
                   .arg(text);
        return false;
    }
    if (!isAllowed(url, why))
        return false;
    *out = url;
    out->setPath(QString());
    return true;
}

QUrl withBase(const QUrl &url, const QUrl &base)
{
    if (base.isEmpty())
        return url;
    QUrl out = url;
    out.setScheme(base.scheme());
    out.setHost(base.host());
    out.setPort(base.port());
    return out;
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && portOf(a) == portOf(b);
}

QString display(const QUrl &url)
{
    QUrl shown = url;
    QUrlQuery query(shown);
    if (query.hasQueryItem(QStringLiteral("key"))) {
        query.removeAllQueryItems(QStringLiteral("key"));
        shown.setQuery(query);
    }
    return shown.toDisplayString();
}

} // namespace gpuscout::FeedEndpoint
