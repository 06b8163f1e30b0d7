#pragma once

#include <QString>

namespace gpuscout {

// A team catalog's address: postgresql://USER@HOST:PORT/DBNAME?sslmode=MODE (or
// postgres://). Host, user and port may be left out, and then libpq's defaults apply
// (PGHOST, PGUSER, PGPORT, the local socket); the database name is required. A URL never
// carries a password: it would end up in shell histories, settings files and logs. The
// password comes from the desktop keyring, PGPASSWORD or libpq's .pgpass (PGPASSFILE).
struct TeamCatalogUrl {
    QString user;
    QString host;
    int port = 0; // 0: libpq's default
    QString database;
    QString sslMode; // empty: libpq's default (prefer)
    int connectTimeoutS = 0; // 0: GpuScout's default

    // True when text names a team catalog rather than a catalog file.
    static bool looksLikeUrl(const QString &text);
    // Parses text; false with a message naming the part that is wrong and what it expects.
    static bool parse(const QString &text, TeamCatalogUrl *out, QString *error);

    // The URL again, percent-encoded where needed (never with a password: it has none).
    QString toString() const;
    // For people: "alice@db.example.com:5432/catalog".
    QString displayName() const;
    // libpq's key=value options that QPSQL passes through (sslmode, connect_timeout).
    QString connectOptions() const;
    // Where the offline copy and the keyring entry of this catalog are filed.
    QString storageKey() const;

    friend bool operator==(const TeamCatalogUrl &, const TeamCatalogUrl &) = default;
};

} // namespace gpuscout
