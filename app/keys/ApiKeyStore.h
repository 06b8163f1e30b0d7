#pragma once

#include <QString>

namespace gpuscout {

// The Google Cloud Billing API key, kept in the desktop keyring (Secret Service on Linux,
// through QtKeychain) and nowhere else: not in the settings file, not in a scenario, never
// printed. Each call waits for the keyring in a local event loop (the keyring may ask the
// person to unlock it). Without a keyring the calls fail with a message saying so; there
// is no fallback to a plain file.
namespace ApiKeyStore {

enum class Status { Ok, NotFound, Unavailable };

// One keyring entry of GpuScout's, by name.
Status readEntry(const QString &name, QString *text, QString *error);
Status writeEntry(const QString &name, const QString &text, QString *error);
Status deleteEntry(const QString &name, QString *error);

Status readGcpKey(QString *key, QString *error);
Status writeGcpKey(const QString &key, QString *error);
Status deleteGcpKey(QString *error);

// The key for a command-line run: the environment variable GPUSCOUT_GCP_API_KEY (for
// automation) when set, else the keyring's.
Status gcpKeyForRun(QString *key, QString *error);

} // namespace ApiKeyStore
} // namespace gpuscout
