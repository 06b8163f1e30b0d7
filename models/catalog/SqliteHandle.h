#pragma once

#include <QSqlError>

class QSqlDatabase;
struct sqlite3;

namespace gpuscout {

// The connection's sqlite3 handle, when it is Qt's SQLite driver on the same SQLite library
// as this program's (Debian's plugin links the system libsqlite3, as this library does);
// nullptr otherwise (a team catalog's PostgreSQL connection).
sqlite3 *sqliteHandle(const QSqlDatabase &db);

// A failure on that handle as Qt's driver reports it: SQLite's message, and `code` as the
// native code that classifySqlError() reads.
QSqlError sqliteError(sqlite3 *db, int code, const QString &driverText);

} // namespace gpuscout
