#pragma once

#include <QString>

namespace gpuscout {

// What an administrator does to a team catalog's server, one transaction each:
// init-server (create or migrate the schema and roles, load the bundled catalog into an
// empty one), grant and revoke. Failures say what and why; nothing is half done.
namespace TeamCatalogAdmin {

enum class Outcome { Done, BadInput, Failed };

struct Result {
    Outcome outcome = Outcome::Failed;
    QString message; // what was done, or why not
};

// Creates the schema (and the three roles) when the database has none, migrates an older
// one, refuses a newer or foreign one (untouched), and loads the catalog CSVs of
// seedFolder when the catalog holds no offers.
Result initServer(const QString &url, const QString &seedFolder = QStringLiteral(":/catalog"));
// Makes `user` (an existing login) a viewer, editor or admin of the team catalog: the
// other GpuScout roles it held directly are revoked, so it ends with exactly this one.
Result grant(const QString &url, const QString &user, const QString &role);
// Takes `role` (or, empty, every GpuScout role) away from `user`.
Result revoke(const QString &url, const QString &user, const QString &role = QString());

} // namespace TeamCatalogAdmin
} // namespace gpuscout
