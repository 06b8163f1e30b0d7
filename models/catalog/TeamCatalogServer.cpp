#include "catalog/TeamCatalogServer.h"

#include "catalog/SqlFailure.h"
#include "catalog/TeamCatalogSchema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QDateTime>
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

bool TeamCatalogServer::begin(bool write, int lockTimeoutMs, QSqlError *error)
{
    QSqlQuery q(database());
    if (!q.exec(write ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))) {
        *error = q.lastError();
        return false;
    }
    if (write && !takeWriteLock(lockTimeoutMs, error)) {
        QSqlQuery(database()).exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    return true;
}

namespace {

TeamCatalogServer::LockWaitNotice &lockWaitNotice()
{
    static TeamCatalogServer::LockWaitNotice notice;
    return notice;
}

// What a writer holding the lock calls itself, for the others to read in pg_stat_activity
// (its application_name is visible to every login; its transaction start is not).
constexpr QLatin1String WriterTag("GpuScout writer since ");

} // namespace

void TeamCatalogServer::setLockWaitNotice(LockWaitNotice notice)
{
    lockWaitNotice() = std::move(notice);
}

bool TeamCatalogServer::takeWriteLock(int lockTimeoutMs, QSqlError *error)
{
    QSqlQuery q(database());
    if (!m_rowLock) {
        if (!q.exec(QStringLiteral("SELECT to_regclass('gpuscout.write_lock') IS NOT NULL")) || !q.next()) {
            *error = q.lastError();
            return false;
        }
        m_rowLock = q.value(0).toBool();
        q.finish();
    }
    if (!m_rowLock) { // a schema before version 10, being migrated
        q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)"));
        q.addBindValue(TeamCatalogSchema::WriteLockKey);
        if (!q.exec()) {
            *error = q.lastError();
            return false;
        }
        return true;
    }
    // First without waiting, so that a wait can be announced with who causes it.
    const auto attempt = [&](bool wait) {
        return q.exec(QStringLiteral("SAVEPOINT write_lock"))
            && q.exec(QStringLiteral("SET LOCAL lock_timeout = %1").arg(std::max(1, lockTimeoutMs)))
            && q.exec(wait ? QStringLiteral("SELECT id FROM gpuscout.write_lock FOR UPDATE")
                           : QStringLiteral("SELECT id FROM gpuscout.write_lock FOR UPDATE NOWAIT"));
    };
    const auto busy = [&q] { return q.lastError().nativeErrorCode() == QLatin1String("55P03"); };
    bool taken = attempt(false);
    if (!taken && busy()) {
        QSqlQuery(database()).exec(QStringLiteral("ROLLBACK TO SAVEPOINT write_lock"));
        if (lockWaitNotice())
            lockWaitNotice()(QCoreApplication::translate("gpuscout::TeamCatalogServer", "waiting for the catalog lock held by %1 (at most %2 s)")
                                 .arg(lockHolder())
                                 .arg(lockTimeoutMs / 1000.0));
        taken = attempt(true);
    }
    if (!taken) {
        const QSqlError failed = q.lastError();
        if (failed.nativeErrorCode() != QLatin1String("55P03")) {
            *error = failed;
            return false;
        }
        QSqlQuery(database()).exec(QStringLiteral("ROLLBACK TO SAVEPOINT write_lock"));
        *error = QSqlError(QString(),
                           QCoreApplication::translate("gpuscout::TeamCatalogServer", "the catalog lock is held by %1 and was not let go within %2 s")
                               .arg(lockHolder())
                               .arg(lockTimeoutMs / 1000.0),
                           QSqlError::TransactionError, QStringLiteral("55P03"));
        return false;
    }
    q.finish();
    // Until this transaction ends, others read who holds the lock and since when.
    q.prepare(QStringLiteral("SELECT set_config('application_name', ?, true)"));
    q.addBindValue(QString(WriterTag + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))));
    if (!q.exec()) {
        *error = q.lastError();
        return false;
    }
    q.finish();
    return true;
}

// The login holding the write lock, as "alice since 2026-12-05 16:30:02 UTC": among the
// sessions holding the lock table open, the one that called itself a writer; a session
// that took the lock by hand is named without a time.
QString TeamCatalogServer::lockHolder()
{
    QSqlQuery q(database());
    q.prepare(QStringLiteral("SELECT a.usename, a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                             "WHERE l.locktype = 'relation' AND l.relation = 'gpuscout.write_lock'::regclass AND l.granted "
                             "AND l.mode = 'RowShareLock' AND l.pid <> pg_backend_pid() "
                             "ORDER BY (a.application_name LIKE ?) DESC, l.pid LIMIT 1"));
    q.addBindValue(QString(WriterTag + QLatin1Char('%')));
    if (!q.exec() || !q.next())
        return QCoreApplication::translate("gpuscout::TeamCatalogServer", "another session");
    const QString login = q.value(0).toString();
    const QString name = q.value(1).toString();
    if (name.startsWith(WriterTag))
        return QCoreApplication::translate("gpuscout::TeamCatalogServer", "%1 since %2").arg(login, name.mid(WriterTag.size()));
    return login;
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
