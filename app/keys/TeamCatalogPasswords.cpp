#include "keys/TeamCatalogPasswords.h"

#include "catalog/TeamCatalogServer.h"
#include "catalog/TeamCatalogUrl.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>

#include <qt6keychain/keychain.h>

namespace gpuscout::TeamCatalogPasswords {

namespace {

const QString Service = QStringLiteral("GpuScout team catalog");

QHash<QString, QString> &remembered()
{
    static QHash<QString, QString> passwords;
    return passwords;
}

bool keyringReachable()
{
    return !qEnvironmentVariableIsSet("GPUSCOUT_NO_KEYRING") && !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS");
}

// Runs a keyring job to its end (the keyring may ask the person to unlock it).
Status run(QKeychain::Job *job, const TeamCatalogUrl &url, QString *error)
{
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    job->setKey(url.storageKey());
    QEventLoop loop;
    QObject::connect(job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job->start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    switch (job->error()) {
    case QKeychain::NoError:
        return Status::Ok;
    case QKeychain::EntryNotFound:
        return Status::NotFound;
    default:
        *error = QCoreApplication::translate("gpuscout::TeamCatalogPasswords",
                                             "the desktop keyring is not available (%1); start a Secret Service such as "
                                             "GNOME Keyring or KWallet, or put the password in ~/.pgpass")
                     .arg(job->errorString());
        return Status::Unavailable;
    }
}

} // namespace

Status read(const TeamCatalogUrl &url, QString *password, QString *error)
{
    QKeychain::ReadPasswordJob job(Service);
    const Status s = run(&job, url, error);
    if (s == Status::Ok)
        *password = job.textData();
    return s;
}

Status write(const TeamCatalogUrl &url, const QString &password, QString *error)
{
    QKeychain::WritePasswordJob job(Service);
    job.setTextData(password);
    return run(&job, url, error);
}

Status remove(const TeamCatalogUrl &url, QString *error)
{
    QKeychain::DeletePasswordJob job(Service);
    return run(&job, url, error);
}

void remember(const TeamCatalogUrl &url, const QString &password)
{
    remembered().insert(url.storageKey(), password);
}

void install()
{
    TeamCatalogServer::setPasswordSource([](const TeamCatalogUrl &url) {
        if (const auto it = remembered().constFind(url.storageKey()); it != remembered().cend())
            return *it;
        QString password, error;
        // No keyring to ask (no D-Bus session, or switched off): libpq's own sources only.
        if (!keyringReachable() || read(url, &password, &error) != Status::Ok)
            return QString();
        return password;
    });
}

} // namespace gpuscout::TeamCatalogPasswords
