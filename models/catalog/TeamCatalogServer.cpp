#include "catalog/TeamCatalogServer.h"

#include "catalog/SqlFailure.h"
#include "catalog/TeamCatalogSchema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace gpuscout {

namespace {

// libpq reports connection failures as text only (no SQLSTATE before a session exists).
TeamCatalogServer::ConnectFailure classifyConnectError(const QString &text)
{
    using F = TeamCatalogServer::ConnectFailure;
    if (text.contains(QLatin1String("no password supplied")))
        return F::PasswordNeeded;
    if (text.contains(QLatin1String("password authentication failed"))
        || text.contains(QLatin1String("authentication failed")) || text.contains(QLatin1String("role \""))
        || text.contains(QLatin1String("pg_hba.conf")))
        return F::AuthFailed;
    if (text.contains(QLatin1String("database \"")) && text.contains(QLatin1String("does not exist")))
        return F::NoDatabase;
    if (text.contains(QLatin1String("SSL"), Qt::CaseInsensitive) || text.contains(QLatin1String("GSS")))
        return F::Tls;
    if (text.contains(QLatin1String("could not connect")) || text.contains(QLatin1String("Connection refused"))
        || text.contains(QLatin1String("timeout expired")) || text.contains(QLatin1String("could not translate host"))
        || text.contains(QLatin1String("No such file or directory")) || text.contains(QLatin1String("the database system is")))
        return F::Unreachable;
    return F::Other;
}

} // namespace

TeamCatalogServer::TeamCatalogServer(const TeamCatalogUrl &url, QObject *parent)
    : QObject(parent)
    , m_url(url)
    , m_connection(QStringLiteral("gpuscout-team-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

TeamCatalogServer::~TeamCatalogServer()
{
    disconnectFromServer();
}

QSqlDatabase TeamCatalogServer::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool TeamCatalogServer::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && database().isOpen();
}

bool TeamCatalogServer::open(QString *error, ConnectFailure *why)
{
    ConnectFailure failure = ConnectFailure::None;
    auto fail = [&](ConnectFailure f, const QString &message) {
        failure = f;
        *error = message;
        if (why)
            *why = failure;
        return false;
    };
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(ConnectFailure::NoDriver,
                    tr("Team catalogs need Qt's PostgreSQL driver (QPSQL; on Debian the package libqt6sql6-psql), "
                       "which is not installed."));
    disconnectFromServer();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
        // Empty parts stay empty so that libpq's own defaults (PGHOST, PGUSER, PGPORT,
        // the local socket) apply.
        db.setHostName(m_url.host);
        db.setUserName(m_url.user);
        if (m_url.port > 0)
            db.setPort(m_url.port);
        db.setDatabaseName(m_url.database);
        db.setPassword(m_password);
        db.setConnectOptions(m_url.connectOptions());
        if (!db.open()) {
            const QString text = sqlErrorText(db.lastError());
            const ConnectFailure f = classifyConnectError(text);
            QString advice;
            switch (f) {
            case ConnectFailure::PasswordNeeded:
                advice = tr("The server asks for a password: enter it in Catalog -> Connect to Team Catalog (it is "
                            "kept in the desktop keyring), or put it in ~/.pgpass (or the file PGPASSFILE names).");
                break;
            case ConnectFailure::AuthFailed:
                advice = tr("The server refused the login: check the user name and password.");
                break;
            case ConnectFailure::NoDatabase:
                advice = tr("The database does not exist: an administrator creates it (createdb) and runs "
                            "gpuscout catalog init-server.");
                break;
            case ConnectFailure::Tls:
                advice = tr("The TLS mode of the URL (sslmode=%1) cannot be met by this server.").arg(m_url.sslMode);
                break;
            case ConnectFailure::Unreachable:
                advice = tr("The server cannot be reached.");
                break;
            default:
                break;
            }
            QSqlDatabase::database(m_connection, false).close();
            QString reason = text;
            if (!reason.isEmpty() && !reason.endsWith(u'.'))
                reason += u'.';
            return fail(f, tr("The team catalog %1 cannot be opened: %2 %3").arg(displayName(), reason, advice).trimmed());
        }
        QSqlQuery q(db);
        // The catalog's tables are found without a schema prefix, so that the SQL the
        // SQLite catalog runs runs here unchanged.
        // Notices ("role is already a member") are for people running psql, not for
        // GpuScout's users: libpq would print them on stderr.
        if (!q.exec(QStringLiteral("SET search_path = gpuscout")) || !q.exec(QStringLiteral("SET client_min_messages = warning"))) {
            const QString text = sqlErrorText(q.lastError());
            return fail(ConnectFailure::Other, tr("The team catalog %1 cannot be opened: %2").arg(displayName(), text));
        }
    }
    if (why)
        *why = ConnectFailure::None;
    return true;
}

namespace {

TeamCatalogServer::PasswordSource &passwordSource()
{
    static TeamCatalogServer::PasswordSource source;
    return source;
}

} // namespace

void TeamCatalogServer::setPasswordSource(PasswordSource source)
{
    passwordSource() = std::move(source);
}

bool TeamCatalogServer::connectWithPassword(const QString &password, QString *error, ConnectFailure *why)
{
    m_password = password;
    return open(error, why);
}

bool TeamCatalogServer::connectToServer(QString *error, ConnectFailure *why)
{
    ConnectFailure failure = ConnectFailure::None;
    if (connectWithPassword(QString(), error, &failure))
        return true;
    if ((failure == ConnectFailure::PasswordNeeded || failure == ConnectFailure::AuthFailed) && passwordSource()) {
        const QString password = passwordSource()(m_url);
        if (!password.isEmpty())
            return connectWithPassword(password, error, why);
    }
    if (why)
        *why = failure;
    return false;
}

bool TeamCatalogServer::reconnect(QString *error, ConnectFailure *why)
{
    if (!open(error, why))
        return false;
    listen(); // without notifications the window still reloads on its own writes and on reconnects
    return true;
}

void TeamCatalogServer::disconnectFromServer()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.driver())
            QObject::disconnect(db.driver(), nullptr, this, nullptr);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool TeamCatalogServer::begin(bool write, QSqlError *error)
{
    QSqlQuery q(database());
    if (!q.exec(write ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))) {
        *error = q.lastError();
        return false;
    }
    if (write) {
        q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)"));
        q.addBindValue(TeamCatalogSchema::WriteLockKey);
        if (!q.exec()) {
            *error = q.lastError();
            QSqlQuery(database()).exec(QStringLiteral("ROLLBACK"));
            return false;
        }
    }
    return true;
}

bool TeamCatalogServer::ping()
{
    if (!isOpen())
        return false;
    QSqlQuery q(database());
    return q.exec(QStringLiteral("SELECT 1")) && q.next();
}

qint64 TeamCatalogServer::dataVersion()
{
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'data_version'")) || !q.next())
        return -1;
    return q.value(0).toString().toLongLong();
}

bool TeamCatalogServer::listen()
{
    QSqlDriver *driver = database().driver();
    if (!driver)
        return false;
    QObject::disconnect(driver, nullptr, this, nullptr);
    connect(driver, &QSqlDriver::notification, this, &TeamCatalogServer::onNotification);
    const QString channel = QString::fromLatin1(TeamCatalogSchema::Channel);
    return driver->subscribedToNotifications().contains(channel) || driver->subscribeToNotification(channel);
}

void TeamCatalogServer::onNotification(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload)
{
    if (name != QLatin1String(TeamCatalogSchema::Channel) || source == QSqlDriver::SelfSource)
        return;
    ++m_changes;
    m_lastChangedBy = payload.toString();
    Q_EMIT changedElsewhere(m_lastChangedBy);
}

TeamCatalogServer::Role TeamCatalogServer::role()
{
    QSqlQuery q(database());
    // Superusers and the schema's owners are admins whatever their memberships.
    if (!q.exec(QStringLiteral(
            "SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user), "
            "pg_has_role(session_user, 'gpuscout_admin', 'USAGE'), "
            "has_table_privilege(session_user, 'gpuscout.prices', 'UPDATE'), "
            "has_table_privilege(session_user, 'gpuscout.offers', 'SELECT')"))
        || !q.next())
        return Role::None;
    if (q.value(0).toBool() || q.value(1).toBool())
        return Role::Admin;
    if (q.value(2).toBool())
        return Role::Editor;
    return q.value(3).toBool() ? Role::Viewer : Role::None;
}

QString TeamCatalogServer::roleName(Role role)
{
    switch (role) {
    case Role::Admin: return QStringLiteral("admin");
    case Role::Editor: return QStringLiteral("editor");
    case Role::Viewer: return QStringLiteral("viewer");
    case Role::None: break;
    }
    return QStringLiteral("none");
}

QString TeamCatalogServer::sessionUser()
{
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("SELECT session_user")) || !q.next())
        return QString();
    return q.value(0).toString();
}

} // namespace gpuscout
