#pragma once

// The throw-away PostgreSQL cluster of tests/testlib/with-postgres.sh: databases and
// logins made for one test, through a superuser connection that libpq's variables name.

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTest>
#include <QUuid>
#include <QVariant>

namespace gpuscout::test {

// Why PostgreSQL tests cannot run here, or empty when they can.
inline QString postgresUnavailable()
{
    const QString reason = qEnvironmentVariable("GPUSCOUT_NO_POSTGRES");
    if (!reason.isEmpty())
        return reason;
    if (qEnvironmentVariable("GPUSCOUT_PG_CLUSTER") != QLatin1String("1"))
        return QStringLiteral("not run through tests/testlib/with-postgres.sh (pg_virtualenv)");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return QStringLiteral("Qt's QPSQL driver (libqt6sql6-psql) is not installed");
    return QString();
}

// Skips (with the reason) when no server can run here, but fails where the packages were
// meant to be installed (scripts/setup.sh test sets GPUSCOUT_REQUIRE_POSTGRES=1).
#define GPUSCOUT_REQUIRE_POSTGRES()                                                                    \
    do {                                                                                               \
        const QString why = gpuscout::test::postgresUnavailable();                                     \
        if (!why.isEmpty() && qEnvironmentVariable("GPUSCOUT_REQUIRE_POSTGRES") == QLatin1String("1")) \
            QFAIL(qPrintable(QStringLiteral("PostgreSQL tests cannot run: ") + why));                  \
        if (!why.isEmpty())                                                                            \
            QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + why));                     \
    } while (false)

// A superuser connection to a database of the cluster (the maintenance database
// "postgres" unless named), removed with this object.
class PgAdminConnection
{
public:
    explicit PgAdminConnection(const QString &database = QStringLiteral("postgres"), const QString &user = QString(),
                               const QString &password = QString())
        : m_name(QStringLiteral("pgtest-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        db.setDatabaseName(database);
        db.setUserName(user);
        db.setPassword(password);
        m_ok = db.open();
        m_error = db.lastError().text();
    }
    ~PgAdminConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    PgAdminConnection(const PgAdminConnection &) = delete;
    PgAdminConnection &operator=(const PgAdminConnection &) = delete;

    bool ok() const { return m_ok; }
    QString error() const { return m_error; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    // Runs one statement; false (with the server's message in lastError()) on failure.
    bool exec(const QString &sql)
    {
        QSqlQuery q(db());
        if (q.exec(sql))
            return true;
        m_error = q.lastError().text();
        m_state = q.lastError().nativeErrorCode();
        return false;
    }
    QVariant value(const QString &sql)
    {
        QSqlQuery q(db());
        if (!q.exec(sql) || !q.next()) {
            m_error = q.lastError().text();
            return QVariant();
        }
        return q.value(0);
    }
    QString lastError() const { return m_error; }
    QString lastState() const { return m_state; } // the SQLSTATE of the last failure

private:
    QString m_name;
    bool m_ok = false;
    QString m_error;
    QString m_state;
};

// A fresh, empty database for one test; its URL names no host, port or user, so that
// libpq's variables (the cluster's superuser) apply, or `user` when given.
inline QString freshDatabase(const QString &name)
{
    PgAdminConnection admin;
    if (!admin.ok())
        qFatal("cannot connect to the test cluster: %s", qPrintable(admin.error()));
    admin.exec(QStringLiteral("DROP DATABASE IF EXISTS \"%1\" WITH (FORCE)").arg(name));
    if (!admin.exec(QStringLiteral("CREATE DATABASE \"%1\"").arg(name)))
        qFatal("cannot create database %s: %s", qPrintable(name), qPrintable(admin.lastError()));
    return name;
}

inline QString teamUrl(const QString &database, const QString &user = QString(), const QString &query = QString())
{
    QString url = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        url += user + QStringLiteral("@");
    url += QStringLiteral("/") + database;
    if (!query.isEmpty())
        url += QStringLiteral("?") + query;
    return url;
}

// A login with the cluster's own password (PGPASSWORD), so that libpq finds it.
inline void createLogin(const QString &name)
{
    PgAdminConnection admin;
    admin.exec(QStringLiteral("DROP ROLE IF EXISTS \"%1\"").arg(name));
    if (!admin.exec(QStringLiteral("CREATE ROLE \"%1\" LOGIN PASSWORD '%2'").arg(name, qEnvironmentVariable("PGPASSWORD"))))
        qFatal("cannot create login %s: %s", qPrintable(name), qPrintable(admin.lastError()));
}

} // namespace gpuscout::test
