#include "catalog/TeamCatalogUrl.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>

namespace gpuscout {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout::TeamCatalogUrl", text);
}

const QStringList SslModes = {QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
                              QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};

// The messages never repeat the whole URL: it may carry a password the user should not
// see echoed into a terminal log.
bool fail(QString *error, const QString &message)
{
    *error = tr("Team catalog URL: %1 Expected postgresql://USER@HOST:PORT/DBNAME?sslmode=MODE.").arg(message);
    return false;
}

bool decode(const QString &part, QString *out)
{
    const QByteArray bytes = QByteArray::fromPercentEncoding(part.toUtf8());
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes)
        return false; // not UTF-8 once decoded
    *out = text;
    return true;
}

bool validHost(const QString &host)
{
    if (host.startsWith(u'/'))
        return true; // a socket folder, %2F-encoded in the URL
    for (const QChar c : host) {
        if (!(c.isLetterOrNumber() || c == u'.' || c == u'-' || c == u'_' || c == u':'))
            return false;
    }
    return true;
}

QString encode(const QString &part)
{
    return QString::fromUtf8(QUrl::toPercentEncoding(part));
}

} // namespace

bool TeamCatalogUrl::looksLikeUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive);
}

bool TeamCatalogUrl::parse(const QString &text, TeamCatalogUrl *out, QString *error)
{
    TeamCatalogUrl url;
    QString rest = text.trimmed();
    const qsizetype schemeEnd = rest.indexOf(QLatin1String("://"));
    const QString scheme = schemeEnd < 0 ? QString() : rest.left(schemeEnd).toLower();
    if (scheme != QLatin1String("postgresql") && scheme != QLatin1String("postgres"))
        return fail(error, tr("it does not start with postgresql://."));
    rest = rest.mid(schemeEnd + 3);
    if (rest.contains(u'#'))
        return fail(error, tr("a '#' fragment is not allowed."));

    QString query;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        query = rest.mid(q + 1);
        rest = rest.left(q);
    }
    QString path;
    if (const qsizetype slash = rest.indexOf(u'/'); slash >= 0) {
        path = rest.mid(slash + 1);
        rest = rest.left(slash);
    }

    // The authority: [USER@]HOST[:PORT].
    QString hostPort = rest;
    if (const qsizetype at = rest.lastIndexOf(u'@'); at >= 0) {
        const QString userInfo = rest.left(at);
        hostPort = rest.mid(at + 1);
        if (userInfo.contains(u':'))
            return fail(error, tr("the user part carries a password (USER:PASSWORD@). Passwords never go into a URL: "
                                  "GpuScout asks for it and keeps it in the desktop keyring, or libpq reads it "
                                  "from ~/.pgpass (PGPASSFILE) or PGPASSWORD."));
        if (userInfo.isEmpty() || !decode(userInfo, &url.user) || url.user.isEmpty())
            return fail(error, tr("the user name before '@' is empty or not valid percent-encoded UTF-8."));
    }
    QString portText;
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        if (close < 0)
            return fail(error, tr("the IPv6 host has no closing ']'."));
        url.host = hostPort.mid(1, close - 1);
        const QString after = hostPort.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(u':'))
            return fail(error, tr("the host '[%1]' is followed by '%2' instead of ':PORT'.").arg(url.host, after));
        portText = after.mid(1);
        if (after.startsWith(u':') && portText.isEmpty())
            return fail(error, tr("the port after ':' is empty."));
    } else {
        QString host = hostPort;
        if (const qsizetype colon = hostPort.lastIndexOf(u':'); colon >= 0) {
            host = hostPort.left(colon);
            portText = hostPort.mid(colon + 1);
            if (portText.isEmpty())
                return fail(error, tr("the port after ':' is empty."));
        }
        if (!decode(host, &url.host) || !validHost(url.host))
            return fail(error, tr("the host '%1' is not a host name, an IP address or a %2F-encoded socket folder.").arg(host));
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535 || portText.startsWith(u'+'))
            return fail(error, tr("the port '%1' is not a number from 1 to 65535.").arg(portText));
        url.port = port;
    }

    if (path.isEmpty())
        return fail(error, tr("the database name after the host is missing."));
    if (path.contains(u'/') || !decode(path, &url.database) || url.database.isEmpty())
        return fail(error, tr("the database name '%1' is not one name (no '/', percent-encoded UTF-8).").arg(path));

    if (!query.isEmpty()) {
        for (const QString &pair : query.split(u'&')) {
            const qsizetype eq = pair.indexOf(u'=');
            const QString key = eq < 0 ? pair : pair.left(eq);
            QString value;
            if (eq < 0 || !decode(pair.mid(eq + 1), &value))
                return fail(error, tr("the parameter '%1' has no value (KEY=VALUE).").arg(key));
            if (key == QLatin1String("sslmode")) {
                if (!SslModes.contains(value))
                    return fail(error, tr("sslmode '%1' is not one of %2.").arg(value, SslModes.join(QStringLiteral(", "))));
                url.sslMode = value;
            } else if (key == QLatin1String("connect_timeout")) {
                bool ok = false;
                url.connectTimeoutS = value.toInt(&ok);
                if (!ok || url.connectTimeoutS < 1 || url.connectTimeoutS > 3600)
                    return fail(error, tr("connect_timeout '%1' is not a number of seconds from 1 to 3600.").arg(value));
            } else if (key == QLatin1String("password")) {
                return fail(error, tr("the password parameter is not accepted: passwords never go into a URL "
                                      "(use the desktop keyring, ~/.pgpass or PGPASSWORD)."));
            } else {
                return fail(error, tr("the parameter '%1' is not known (sslmode and connect_timeout are).").arg(key));
            }
        }
    }
    *out = url;
    return true;
}

QString TeamCatalogUrl::toString() const
{
    QString s = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        s += encode(user) + u'@';
    s += host.contains(u':') ? u'[' + host + u']' : encode(host);
    if (port > 0)
        s += u':' + QString::number(port);
    s += u'/' + encode(database);
    QStringList params;
    if (!sslMode.isEmpty())
        params << QStringLiteral("sslmode=") + sslMode;
    if (connectTimeoutS > 0)
        params << QStringLiteral("connect_timeout=") + QString::number(connectTimeoutS);
    if (!params.isEmpty())
        s += u'?' + params.join(u'&');
    return s;
}

namespace {

// What libpq will use for a part the URL leaves out: its environment variable, else its
// default; so that people (and the offline copy's name) see the server actually used.
QString effectiveHost(const QString &host)
{
    if (!host.isEmpty())
        return host;
    const QString fromEnv = qEnvironmentVariable("PGHOST");
    return fromEnv.isEmpty() ? QStringLiteral("localhost") : fromEnv;
}

QString effectivePort(int port)
{
    if (port > 0)
        return QString::number(port);
    const QString fromEnv = qEnvironmentVariable("PGPORT");
    return fromEnv.isEmpty() ? QString() : fromEnv;
}

QString effectiveUser(const QString &user)
{
    return user.isEmpty() ? qEnvironmentVariable("PGUSER") : user;
}

} // namespace

QString TeamCatalogUrl::displayName() const
{
    QString s;
    if (const QString u = effectiveUser(user); !u.isEmpty())
        s += u + u'@';
    s += effectiveHost(host);
    if (const QString p = effectivePort(port); !p.isEmpty())
        s += u':' + p;
    return s + u'/' + database;
}

QString TeamCatalogUrl::connectOptions() const
{
    QStringList options;
    if (!sslMode.isEmpty())
        options << QStringLiteral("sslmode=") + sslMode;
    // A server that does not answer is reported after a few seconds, not libpq's "forever".
    options << QStringLiteral("connect_timeout=") + QString::number(connectTimeoutS > 0 ? connectTimeoutS : 5);
    options << QStringLiteral("application_name=GpuScout");
    return options.join(u';');
}

QString TeamCatalogUrl::storageKey() const
{
    const QString u = effectiveUser(user);
    const QString p = effectivePort(port);
    QString key = (u.isEmpty() ? QStringLiteral("default") : u) + u'@' + effectiveHost(host) + u'-'
        + (p.isEmpty() ? QStringLiteral("5432") : p) + u'-' + database;
    for (QChar &c : key) {
        if (!(c.isLetterOrNumber() || c == u'-' || c == u'.' || c == u'_' || c == u'@'))
            c = u'_';
    }
    return key;
}

} // namespace gpuscout
