#pragma once

class QSqlDatabase;
class QSqlError;

namespace gpuscout {

struct Catalog;

// Reads every table of an open catalog database into *out (unchanged on failure, with the
// failing statement's error in *error). The caller runs it inside one read transaction so
// that the tables it reads belong to one snapshot. Without `withHistory`, price_history is
// not read and out->historyLoaded is false.
bool readCatalogTables(const QSqlDatabase &db, Catalog *out, QSqlError *error, bool withHistory = true);

} // namespace gpuscout
