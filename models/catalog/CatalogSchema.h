#pragma once

#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace gpuscout {

// The catalog's SQLite schema. PRAGMA application_id marks a GpuScout file and
// PRAGMA user_version holds the schema version; each version has one forward migration.
namespace CatalogSchema {

inline constexpr int ApplicationId = 0x47505553; // "GPUS"
inline constexpr int CurrentVersion = 10;

// Brings an empty database, or one at an earlier version, to targetVersion. Runs inside
// the caller's transaction; false with a message on the first failing statement.
bool migrate(QSqlDatabase &db, int fromVersion, int targetVersion, QString *error);

// The statements of one version's migration for a team catalog on PostgreSQL: the SQLite
// statements where PostgreSQL runs them unchanged, PostgreSQL's own where a table is added
// (identity columns, row stamps, audit trail); false for a version whose migration is
// SQLite's alone (the versions before team catalogs existed).
bool portableMigration(int version, QStringList *statements);

} // namespace CatalogSchema
} // namespace gpuscout
