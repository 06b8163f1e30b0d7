#include "teamcatalog/TeamCatalogAdmin.h"

#include "catalog/BundledPerformanceData.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogDiff.h"
#include "catalog/CatalogReader.h"
#include "catalog/CatalogRowWriter.h"
#include "catalog/CatalogSchema.h"
#include "catalog/SqlFailure.h"
#include "domain/Catalog.h"
#include "catalog/TeamCatalogSchema.h"
#include "catalog/TeamCatalogServer.h"
#include "catalog/TeamCatalogUrl.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace gpuscout::TeamCatalogAdmin {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("gpuscout::TeamCatalogAdmin", text, disambiguation, n);
}

Result done(const QString &message)
{
    return {Outcome::Done, message};
}

Result badInput(const QString &message)
{
    return {Outcome::BadInput, message};
}

// A login name the server can hold as given: PostgreSQL keeps only the first 63 bytes of a
// name (so a longer one would name another login), and a leading '-' reads as an option.
QString loginProblem(const QString &user)
{
    const QByteArray bytes = user.toUtf8();
    if (bytes.size() > 63)
        return tr("The login '%1…' is %2 bytes long; PostgreSQL keeps only the first 63, which could name another login. Give the login as the server knows it.")
            .arg(user.left(20)).arg(bytes.size());
    if (user.startsWith(u'-'))
        return tr("The login '%1' starts with '-', which reads as an option; logins that start with a dash are refused.").arg(user);
    return {};
}

Result failed(const QString &message)
{
    return {Outcome::Failed, message};
}

// Parses and connects; on failure *result says why.
std::unique_ptr<TeamCatalogServer> connectTo(const QString &text, Result *result)
{
    TeamCatalogUrl url;
    QString error;
    if (!TeamCatalogUrl::parse(text, &url, &error)) {
        *result = badInput(error);
        return nullptr;
    }
    auto server = std::make_unique<TeamCatalogServer>(url);
    if (!server->connectToServer(&error)) {
        *result = failed(error);
        return nullptr;
    }
    return server;
}

// Runs statements in one transaction: rolls back on the first failure.
class Transaction
{
public:
    explicit Transaction(TeamCatalogServer *server)
        : m_server(server)
        , m_query(server->database())
    {
    }
    ~Transaction()
    {
        if (m_open)
            m_query.exec(QStringLiteral("ROLLBACK"));
    }
    bool begin(QString *error)
    {
        QSqlError e;
        if (!m_server->begin(true, CatalogDatabase::busyTimeoutMs(), &e)) {
            *error = sqlErrorText(e);
            return false;
        }
        m_open = true;
        return true;
    }
    bool exec(const QString &sql, QString *error)
    {
        if (m_query.exec(sql))
            return true;
        *error = sqlErrorText(m_query.lastError());
        return false;
    }
    bool commit(QString *error)
    {
        m_open = false;
        if (m_query.exec(QStringLiteral("COMMIT")))
            return true;
        *error = sqlErrorText(m_query.lastError());
        m_query.exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    QSqlQuery &query() { return m_query; }

private:
    TeamCatalogServer *m_server;
    QSqlQuery m_query;
    bool m_open = false;
};

// The statement text for an identifier-taking command, quoted by the server (format's
// %I), so that names with quotes, spaces or any script stay names.
bool formatted(QSqlQuery &q, const QString &pattern, const QStringList &identifiers, QString *sql, QString *error)
{
    QStringList marks;
    for (qsizetype i = 0; i < identifiers.size(); ++i)
        marks << QStringLiteral("?::text");
    q.prepare(QStringLiteral("SELECT format(?::text, %1)").arg(marks.join(QStringLiteral(", "))));
    q.addBindValue(pattern);
    for (const QString &identifier : identifiers)
        q.addBindValue(identifier);
    if (!q.exec() || !q.next()) {
        *error = sqlErrorText(q.lastError());
        return false;
    }
    *sql = q.value(0).toString();
    q.finish();
    return true;
}

QString roleFor(const QString &name)
{
    if (name == QLatin1String("viewer"))
        return QString::fromLatin1(TeamCatalogSchema::ViewerRole);
    if (name == QLatin1String("buyer"))
        return QString::fromLatin1(TeamCatalogSchema::BuyerRole);
    if (name == QLatin1String("editor"))
        return QString::fromLatin1(TeamCatalogSchema::EditorRole);
    if (name == QLatin1String("admin"))
        return QString::fromLatin1(TeamCatalogSchema::AdminRole);
    return QString();
}

} // namespace

Result initServer(const QString &url, const QString &seedFolder)
{
    Result result;
    std::unique_ptr<TeamCatalogServer> server = connectTo(url, &result);
    if (!server)
        return result;
    const QString name = server->displayName();
    QSqlDatabase db = server->database();
    Transaction tx(server.get());
    QString error;
    if (!tx.begin(&error))
        return failed(tr("%1 could not be set up: %2").arg(name, error));
    int version = 0;
    const TeamCatalogSchema::State state = TeamCatalogSchema::inspect(db, &version, &error);
    if (!error.isEmpty())
        return failed(tr("%1 could not be set up: %2").arg(name, error));
    QString what;
    switch (state) {
    case TeamCatalogSchema::State::Foreign:
        return badInput(tr("%1 has a schema named gpuscout that is not a GpuScout catalog. It was left untouched; "
                           "use another database.").arg(name));
    case TeamCatalogSchema::State::Newer:
        return badInput(tr("%1 holds a catalog of a newer GpuScout (catalog version %2; this version knows up to %3). "
                           "It was left untouched: update GpuScout.")
                            .arg(name)
                            .arg(version)
                            .arg(CatalogSchema::CurrentVersion));
    case TeamCatalogSchema::State::Missing:
        // The admin role creates the schema in this database and every role may connect.
        if (!TeamCatalogSchema::ensureRoles(db, &error)
            || !tx.exec(QStringLiteral("DO $$ BEGIN "
                                       "EXECUTE format('GRANT CONNECT, CREATE ON DATABASE %I TO gpuscout_admin', current_database()); "
                                       "EXECUTE format('GRANT CONNECT ON DATABASE %I TO gpuscout_viewer', current_database()); "
                                       "END $$"),
                        &error)
            || !TeamCatalogSchema::migrate(db, 0, CatalogSchema::CurrentVersion, &error))
            return failed(tr("%1 could not be set up (it needs a login that may create roles and owns the database, "
                             "or a superuser): %2. Nothing was changed.").arg(name, error));
        what = tr("Created the GpuScout catalog (version %1) and the roles gpuscout_viewer, gpuscout_editor and "
                  "gpuscout_admin on %2.").arg(CatalogSchema::CurrentVersion).arg(name);
        break;
    case TeamCatalogSchema::State::Older:
        if (!TeamCatalogSchema::ensureRoles(db, &error)
            || !TeamCatalogSchema::migrate(db, version, CatalogSchema::CurrentVersion, &error))
            return failed(tr("%1 could not be upgraded from catalog version %2 (it needs an admin login): %3. "
                             "It was left as it was.").arg(name).arg(version).arg(error));
        what = tr("Upgraded the catalog on %1 from version %2 to %3.").arg(name).arg(version).arg(CatalogSchema::CurrentVersion);
        break;
    case TeamCatalogSchema::State::Current:
        what = tr("The catalog on %1 is at version %2 already.").arg(name).arg(version);
        break;
    }
    if (!tx.exec(QStringLiteral("SET LOCAL search_path = gpuscout"), &error))
        return failed(tr("%1 could not be set up: %2").arg(name, error));
    Catalog now;
    QSqlError readError;
    if (!readCatalogTables(db, &now, &readError))
        return failed(tr("%1 could not be read: %2").arg(name, sqlErrorText(readError)));
    if (now.offers.isEmpty()) {
        Catalog seed;
        if (!readCatalogCsv(seedFolder, &seed, &error))
            return failed(tr("The bundled catalog is invalid: %1").arg(error));
        CatalogRowWriter writer(db, CatalogRowWriter::Mode::Unchecked);
        if (!diffCatalogs(now, seed, &writer))
            return failed(tr("%1 could not be filled with the bundled catalog: %2. Nothing was changed.")
                              .arg(name, writer.errorString()));
        what += u' ' + tr("Loaded the bundled catalog (%n offer(s)).", nullptr, static_cast<int>(seed.offers.size()));
    } else if (state == TeamCatalogSchema::State::Older && version < 7) {
        // Version 7 brought measured performance: the bundled benchmarks come with it.
        Catalog seed;
        if (!readCatalogCsv(seedFolder, &seed, &error))
            return failed(tr("The bundled catalog is invalid: %1").arg(error));
        CatalogRowWriter writer(db, CatalogRowWriter::Mode::Unchecked);
        if (!diffCatalogs(now, withBundledPerformanceData(now, seed), &writer))
            return failed(tr("%1 could not be upgraded: %2. Nothing was changed.").arg(name, writer.errorString()));
    }
    if (!tx.commit(&error))
        return failed(tr("%1 could not be set up: %2. Nothing was changed.").arg(name, error));
    return done(what);
}

Result grant(const QString &url, const QString &user, const QString &roleName)
{
    const QString role = roleFor(roleName);
    if (role.isEmpty())
        return badInput(tr("Role '%1' is not known: expected viewer, buyer, editor or admin.").arg(roleName));
    if (user.trimmed().isEmpty())
        return badInput(tr("The user name is empty: give the server login to grant the role to."));
    if (const QString problem = loginProblem(user); !problem.isEmpty())
        return badInput(problem);
    Result result;
    std::unique_ptr<TeamCatalogServer> server = connectTo(url, &result);
    if (!server)
        return result;
    const QString name = server->displayName();
    Transaction tx(server.get());
    QString error;
    if (!tx.begin(&error))
        return failed(tr("%1: %2").arg(name, error));
    QSqlQuery &q = tx.query();
    q.prepare(QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(user);
    if (!q.exec()) {
        return failed(tr("%1: %2").arg(name, sqlErrorText(q.lastError())));
    }
    if (!q.next())
        return badInput(tr("%1 has no login named '%2': create it first (createuser, or CREATE ROLE ... LOGIN).").arg(name, user));
    if (!q.value(0).toBool())
        return badInput(tr("'%1' on %2 is a group role, not a login.").arg(user, name));
    q.finish();
    QStringList statements;
    for (const char *other : {TeamCatalogSchema::ViewerRole, TeamCatalogSchema::BuyerRole, TeamCatalogSchema::EditorRole,
                              TeamCatalogSchema::AdminRole}) {
        const QString otherRole = QString::fromLatin1(other);
        if (otherRole == role)
            continue;
        q.prepare(QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid "
                                 "JOIN pg_roles u ON u.oid = m.member WHERE r.rolname = ? AND u.rolname = ?"));
        q.addBindValue(otherRole);
        q.addBindValue(user);
        if (!q.exec())
            return failed(tr("%1: %2").arg(name, sqlErrorText(q.lastError())));
        const bool member = q.next();
        q.finish();
        QString sql;
        if (member) {
            if (!formatted(q, QStringLiteral("REVOKE %I FROM %I"), {otherRole, user}, &sql, &error))
                return failed(tr("%1: %2").arg(name, error));
            statements << sql;
        }
    }
    QString sql;
    // An admin may make further admins: the role comes with its admin option.
    if (!formatted(q, role == QLatin1String(TeamCatalogSchema::AdminRole) ? QStringLiteral("GRANT %I TO %I WITH ADMIN OPTION")
                                                                         : QStringLiteral("GRANT %I TO %I"),
                   {role, user}, &sql, &error))
        return failed(tr("%1: %2").arg(name, error));
    statements << sql;
    for (const QString &statement : std::as_const(statements)) {
        if (!tx.exec(statement, &error))
            return failed(tr("%1: the role could not be granted (it needs an admin of the team catalog): %2. "
                             "Nothing was changed.").arg(name, error));
    }
    if (!tx.commit(&error))
        return failed(tr("%1: %2. Nothing was changed.").arg(name, error));
    return done(tr("%1 is now %2 of the team catalog %3.").arg(user, roleName, name));
}

Result revoke(const QString &url, const QString &user, const QString &roleName)
{
    QStringList roles;
    if (roleName.isEmpty()) {
        roles = {QString::fromLatin1(TeamCatalogSchema::ViewerRole), QString::fromLatin1(TeamCatalogSchema::BuyerRole),
                 QString::fromLatin1(TeamCatalogSchema::EditorRole), QString::fromLatin1(TeamCatalogSchema::AdminRole)};
    } else if (const QString role = roleFor(roleName); !role.isEmpty()) {
        roles << role;
    } else {
        return badInput(tr("Role '%1' is not known: expected viewer, buyer, editor or admin.").arg(roleName));
    }
    if (const QString problem = loginProblem(user); !problem.isEmpty())
        return badInput(problem);
    Result result;
    std::unique_ptr<TeamCatalogServer> server = connectTo(url, &result);
    if (!server)
        return result;
    const QString name = server->displayName();
    Transaction tx(server.get());
    QString error;
    if (!tx.begin(&error))
        return failed(tr("%1: %2").arg(name, error));
    QSqlQuery &q = tx.query();
    q.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(user);
    if (!q.exec())
        return failed(tr("%1: %2").arg(name, sqlErrorText(q.lastError())));
    if (!q.next())
        return badInput(tr("%1 has no login named '%2'.").arg(name, user));
    q.finish();
    for (const QString &role : std::as_const(roles)) {
        QString sql;
        if (!formatted(q, QStringLiteral("REVOKE %I FROM %I"), {role, user}, &sql, &error) || !tx.exec(sql, &error))
            return failed(tr("%1: the role could not be revoked (it needs an admin of the team catalog): %2. "
                             "Nothing was changed.").arg(name, error));
    }
    if (!tx.commit(&error))
        return failed(tr("%1: %2. Nothing was changed.").arg(name, error));
    return done(roleName.isEmpty() ? tr("%1 has no GpuScout role on %2 any more.").arg(user, name)
                                   : tr("%1 is no longer %2 of the team catalog %3.").arg(user, roleName, name));
}

} // namespace gpuscout::TeamCatalogAdmin
