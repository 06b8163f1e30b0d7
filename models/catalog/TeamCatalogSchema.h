#pragma once

#include <QString>

class QSqlDatabase;

namespace gpuscout {

// The team catalog's schema on PostgreSQL: the catalog tables of CatalogSchema with the
// same names and columns (so that the shared reader and row writer work on either), in a
// schema of their own ("gpuscout") with:
// - meta: application name and schema version (the same number as the SQLite catalog's);
// - three group roles (NOLOGIN), granted to logins by `gpuscout catalog grant`:
//   gpuscout_viewer reads, gpuscout_editor adds and changes offers, prices, quotes and
//   rates (no deletes of providers, GPUs or sources, no schema changes), gpuscout_admin
//   owns the schema and grants the roles;
// - price_audit, filled by a trigger on prices (SECURITY DEFINER: no client can skip or
//   forge it) with session_user and the server's time;
// - row_version, changed_by and changed_at on offers, prices and exchange rates, kept by
//   triggers;
// - a statement trigger on every catalog table that sends NOTIFY gpuscout_catalog (with
//   the writer's login as payload) when its transaction commits.
namespace TeamCatalogSchema {

inline constexpr const char *SchemaName = "gpuscout";
inline constexpr const char *Channel = "gpuscout_catalog";
inline constexpr const char *ViewerRole = "gpuscout_viewer";
inline constexpr const char *EditorRole = "gpuscout_editor";
// A viewer who may also read and apply the price book (negotiated prices are private):
// viewer < buyer < editor.
inline constexpr const char *BuyerRole = "gpuscout_buyer";
inline constexpr const char *AdminRole = "gpuscout_admin";
// The first schema version a team catalog was created at: older versions exist only as
// SQLite files.
inline constexpr int BaselineVersion = 3;
// pg_advisory_xact_lock key every write transaction takes ("GPUS" + 1): writes to one
// team catalog take turns, as BEGIN IMMEDIATE makes them on a file.
inline constexpr qint64 WriteLockKey = 0x4750555301LL;

enum class State { Missing, Current, Older, Newer, Foreign };

// What the connected database holds; *version gets the stored schema version.
State inspect(QSqlDatabase &db, int *version, QString *error);

// Creates the roles when missing (needs CREATEROLE) and grants gpuscout_admin to the
// connected login. Runs inside the caller's transaction.
bool ensureRoles(QSqlDatabase &db, QString *error);
// Creates the schema at targetVersion (fromVersion 0) or migrates it forward, then
// (re)applies the grants, the triggers and the meta version. Runs as gpuscout_admin inside
// the caller's transaction.
bool migrate(QSqlDatabase &db, int fromVersion, int targetVersion, QString *error);

} // namespace TeamCatalogSchema
} // namespace gpuscout
