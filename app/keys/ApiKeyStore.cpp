#include "keys/ApiKeyStore.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <qt6keychain/keychain.h>

namespace gpuscout::ApiKeyStore {

namespace {

const QString Service = QStringLiteral("GpuScout");
const QString GcpKey = QStringLiteral("gcp-cloud-billing-api-key");

// Runs a keyring job to its end.
Status run(QKeychain::Job *job, const QString &name, QString *error)
{
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    job->setKey(name);
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
        *error = QCoreApplication::translate("gpuscout::ApiKeyStore", "the desktop keyring is not available (%1); start a Secret Service such as GNOME Keyring or KWallet")
                     .arg(job->errorString());
        return Status::Unavailable;
    }
}

} // namespace

Status readEntry(const QString &name, QString *text, QString *error)
{
    QKeychain::ReadPasswordJob job(Service);
    const Status s = run(&job, name, error);
    if (s == Status::Ok)
        *text = job.textData();
    return s;
}

Status writeEntry(const QString &name, const QString &text, QString *error)
{
    QKeychain::WritePasswordJob job(Service);
    job.setTextData(text);
    return run(&job, name, error);
}

Status deleteEntry(const QString &name, QString *error)
{
    QKeychain::DeletePasswordJob job(Service);
    return run(&job, name, error);
}

Status readGcpKey(QString *key, QString *error)
{
    return readEntry(GcpKey, key, error);
}

Status writeGcpKey(const QString &key, QString *error)
{
    return writeEntry(GcpKey, key, error);
}

Status deleteGcpKey(QString *error)
{
    return deleteEntry(GcpKey, error);
}

Status gcpKeyForRun(QString *key, QString *error)
{
    const QString fromEnvironment = qEnvironmentVariable("GPUSCOUT_GCP_API_KEY").trimmed();
    if (!fromEnvironment.isEmpty()) {
        *key = fromEnvironment;
        return Status::Ok;
    }
    return readGcpKey(key, error);
}

} // namespace gpuscout::ApiKeyStore
