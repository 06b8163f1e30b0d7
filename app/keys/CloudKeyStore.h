#pragma once

#include "feeds/FeedSource.h"
#include "keys/ApiKeyStore.h"

#include <QString>

namespace gpuscout {

// The Chinese clouds' access keys (an id and a secret each), in the desktop keyring beside
// the GCP key: one entry per vendor, never in a file, a log, an error or a report. For a
// command-line run the vendor's own environment variables win (both must be set).
namespace CloudKeyStore {

struct Key {
    QString id;
    QString secret;
    QString from; // "keyring", or the environment variable of the id
};

ApiKeyStore::Status read(FeedSource vendor, Key *key, QString *error);
ApiKeyStore::Status write(FeedSource vendor, const QString &id, const QString &secret, QString *error);
ApiKeyStore::Status remove(FeedSource vendor, QString *error);
ApiKeyStore::Status forRun(FeedSource vendor, Key *key, QString *error);

// "LTAI…7Q2x": enough of an id to tell keys apart, never the secret.
QString maskedId(const QString &id);

} // namespace CloudKeyStore
} // namespace gpuscout
