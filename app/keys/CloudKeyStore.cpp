#include "keys/CloudKeyStore.h"

#include <QCoreApplication>

namespace gpuscout::CloudKeyStore {

namespace {

QString entryName(FeedSource vendor)
{
    return feedSourceKey(vendor) + QStringLiteral("-access-key");
}

} // namespace

ApiKeyStore::Status read(FeedSource vendor, Key *key, QString *error)
{
    QString text;
    const ApiKeyStore::Status s = ApiKeyStore::readEntry(entryName(vendor), &text, error);
    if (s != ApiKeyStore::Status::Ok)
        return s;
    // The id, a line break, the secret.
    const qsizetype nl = text.indexOf(u'\n');
    if (nl <= 0)
        return ApiKeyStore::Status::NotFound;
    key->id = text.left(nl);
    key->secret = text.mid(nl + 1);
    key->from = QStringLiteral("keyring");
    return ApiKeyStore::Status::Ok;
}

ApiKeyStore::Status write(FeedSource vendor, const QString &id, const QString &secret, QString *error)
{
    return ApiKeyStore::writeEntry(entryName(vendor), id + u'\n' + secret, error);
}

ApiKeyStore::Status remove(FeedSource vendor, QString *error)
{
    return ApiKeyStore::deleteEntry(entryName(vendor), error);
}

ApiKeyStore::Status forRun(FeedSource vendor, Key *key, QString *error)
{
    const auto [idVariable, secretVariable] = feedKeyEnvironment(vendor);
    const QString id = qEnvironmentVariable(qPrintable(idVariable)).trimmed();
    const QString secret = qEnvironmentVariable(qPrintable(secretVariable)).trimmed();
    if (!id.isEmpty() && !secret.isEmpty()) {
        key->id = id;
        key->secret = secret;
        key->from = idVariable;
        return ApiKeyStore::Status::Ok;
    }
    return read(vendor, key, error);
}

QString maskedId(const QString &id)
{
    if (id.size() <= 8)
        return QString(id.size(), u'*');
    return id.left(4) + QStringLiteral("…") + id.right(4);
}

} // namespace gpuscout::CloudKeyStore
