#pragma once

#include "catalog/TeamCatalogUrl.h"

#include <QObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QString>

#include <functional>

class QSqlError;

namespace gpuscout {

// One connection to a team catalog on PostgreSQL through Qt's QPSQL driver. It knows what
// differs from a catalog file: how to connect (libpq's defaults and password sources, TLS
// as the URL asks), how a transaction starts (writes take turns through a row lock only
// editors can take, waiting at most a set time; reads see one snapshot), who the login is allowed to be (viewer, editor, admin), and
// how other desktops' commits arrive (LISTEN/NOTIFY, delivered by the event loop).
// Reading and writing catalog rows is the shared code of CatalogDatabase.
class TeamCatalogServer final : public QObject
{
    Q_OBJECT

public:
    enum class Role { None, Viewer, Editor, Admin };
    enum class ConnectFailure { None, NoDriver, Unreachable, PasswordNeeded, AuthFailed, NoDatabase, Tls, Other };

    explicit TeamCatalogServer(const TeamCatalogUrl &url, QObject *parent = nullptr);
    ~TeamCatalogServer() override;

    const TeamCatalogUrl &url() const { return m_url; }
    QString connectionName() const { return m_connection; }
    QSqlDatabase database() const;
    bool isOpen() const;

    // Where a password comes from when libpq has none (the desktop keyring, which lives
    // above this layer): installed once by the application; empty when it has none either.
    using PasswordSource = std::function<QString(const TeamCatalogUrl &url)>;
    static void setPasswordSource(PasswordSource source);

    // Connects with libpq's own password sources (PGPASSWORD, ~/.pgpass, PGPASSFILE) and,
    // when the server wants another, the installed password source's.
    // false: *error says why in words that name the server (never the password).
    bool connectToServer(QString *error, ConnectFailure *why = nullptr);
    // Connects with this password (empty: libpq's sources only).
    bool connectWithPassword(const QString &password, QString *error, ConnectFailure *why = nullptr);
    void disconnectFromServer();
    // The password this connection was made with (empty: libpq's), for reconnecting.
    bool reconnect(QString *error, ConnectFailure *why = nullptr);

    // BEGIN; a write also waits for the catalog's write lock, so that its reads of the rows
    // it is about to change stay true until it commits, for at most lockTimeoutMs: then
    // *error (SQLSTATE 55P03) names the login holding it and since when. A read sees one
    // snapshot.
    bool begin(bool write, int lockTimeoutMs, QSqlError *error);
    // Told once when a write has to wait ("waiting for the catalog lock held by alice since
    // 16:30:02 UTC"): installed by the command line, which prints it.
    using LockWaitNotice = std::function<void(const QString &text)>;
    static void setLockWaitNotice(LockWaitNotice notice);
    // A cheap round trip: false when the connection is gone.
    bool ping();

    // meta's data_version: raised once by every transaction that changes the catalog;
    // -1 when it cannot be read (the connection is gone).
    qint64 dataVersion();

    // LISTEN for other desktops' commits; changeCount() counts the ones received.
    bool listen();
    qint64 changeCount() const { return m_changes; }
    QString lastChangedBy() const { return m_lastChangedBy; }

    // What the login may do, from the server's grants.
    Role role();
    static QString roleName(Role role);
    // The login's name on the server (session_user).
    QString sessionUser();

    // A text naming the server for messages: "alice@db:5432/catalog".
    QString displayName() const { return m_url.displayName(); }

Q_SIGNALS:
    // Another connection committed a change to the catalog (`by`: its login).
    void changedElsewhere(const QString &by);

private:
    void onNotification(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);
    bool open(QString *error, ConnectFailure *why);
    bool takeWriteLock(int lockTimeoutMs, QSqlError *error);
    QString lockHolder();

    TeamCatalogUrl m_url;
    QString m_connection;
    QString m_password;
    qint64 m_changes = 0;
    QString m_lastChangedBy;
    bool m_rowLock = false; // the schema has write_lock (version 10 on); else the advisory lock
};

} // namespace gpuscout
