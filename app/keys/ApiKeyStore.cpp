#include "keys/ApiKeyStore.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <qt6keychain/keychain.h>

namespace gpuscout::ApiKeyStore {

namespace {

const QString Service = QStringLiteral("GpuScout");
const QString GcpKey = QStringLiteral("gcp-cloud-billing-api-key");

// Runs a keyring job to its end.
Status run(QKeychain::Job *job, QString *error)
{
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    job->setKey(GcpKey);
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

Status readGcpKey(QString *key, QString *error)
{
    QKeychain::ReadPasswordJob job(Service);
    const Status s = run(&job, error);
    if (s == Status::Ok)
        *key = job.textData();
    return s;
}

Status writeGcpKey(const QString &key, QString *error)
{
    QKeychain::WritePasswordJob job(Service);
    job.setTextData(key);
    return run(&job, error);
}

Status deleteGcpKey(QString *error)
{
    QKeychain::DeletePasswordJob job(Service);
    return run(&job, error);
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
