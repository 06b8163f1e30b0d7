#pragma once

#include <QString>

class QSqlError;

namespace gpuscout {

// What a failed SQL statement means for the person running GpuScout. SQLite's result code
// decides it, not the message: "database is locked" and "disk I/O error" need different
// advice and different exit codes.
enum class SqlFailure {
    None,
    Busy,       // another program holds the catalog (SQLITE_BUSY, SQLITE_LOCKED)
    Full,       // no room left on the disk (SQLITE_FULL)
    Corrupt,    // the file is damaged (SQLITE_CORRUPT, SQLITE_NOTADB)
    ReadOnly,   // the file or its folder cannot be written (SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM)
    Io,         // the disk failed (SQLITE_IOERR)
    Constraint, // a row the schema refuses (SQLITE_CONSTRAINT)
    Denied,     // the server's grants do not allow it (PostgreSQL only)
    Connection, // the connection to the server broke (PostgreSQL only)
    Other,
};

SqlFailure classifySqlError(const QSqlError &error);

// SQLite's own message ("database or disk is full"), without the text Qt appends to it
// ("Unable to fetch row"); Qt's text only when SQLite gave none.
QString sqlErrorText(const QSqlError &error);

} // namespace gpuscout
