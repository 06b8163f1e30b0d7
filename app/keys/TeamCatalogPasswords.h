#pragma once

#include <QString>

namespace gpuscout {

struct TeamCatalogUrl;

// Team catalog passwords, kept in the desktop keyring (Secret Service on Linux, through
// QtKeychain) under "GpuScout team catalog" and the catalog's user@host-port-db, never in
// a settings file or a URL. libpq's own sources (PGPASSWORD, ~/.pgpass, PGPASSFILE) are
// tried first; the keyring is asked only when the server wants a password they lack.
// (The same QtKeychain wiring as the price feeds' API key, under another service name.)
namespace TeamCatalogPasswords {

enum class Status { Ok, NotFound, Unavailable };

Status read(const TeamCatalogUrl &url, QString *password, QString *error);
Status write(const TeamCatalogUrl &url, const QString &password, QString *error);
Status remove(const TeamCatalogUrl &url, QString *error);

// Keeps a password for this run only (a password typed in the window, which is written
// to the keyring too when there is one): the password source asks here first.
void remember(const TeamCatalogUrl &url, const QString &password);

// Installs the keyring as the team catalog's password source (TeamCatalogServer), unless
// GPUSCOUT_NO_KEYRING is set or there is no D-Bus session to reach a keyring through.
void install();

} // namespace TeamCatalogPasswords
} // namespace gpuscout
