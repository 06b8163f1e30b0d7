#include "catalog/SqlFailure.h"

#include "catalog/PgSqlState.h"

#include <QSqlError>

namespace gpuscout {

namespace {

// SQLite's primary result codes (sqlite3.h); Qt reports them as nativeErrorCode().
enum : int {
    SqlitePerm = 3,
    SqliteBusy = 5,
    SqliteLocked = 6,
    SqliteReadOnly = 8,
    SqliteIoErr = 10,
    SqliteCorrupt = 11,
    SqliteFull = 13,
    SqliteCantOpen = 14,
    SqliteConstraint = 19,
    SqliteNotADb = 26,
};

} // namespace

SqlFailure classifySqlError(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return SqlFailure::None;
    if (isSqlState(error.nativeErrorCode()))
        return classifySqlState(error.nativeErrorCode()); // a team catalog's server
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (!ok)
        return SqlFailure::Other;
    switch (code & 0xff) { // an extended code carries its primary code in the low byte
    case SqliteBusy:
    case SqliteLocked: return SqlFailure::Busy;
    case SqliteFull: return SqlFailure::Full;
    case SqliteCorrupt:
    case SqliteNotADb: return SqlFailure::Corrupt;
    case SqlitePerm:
    case SqliteReadOnly:
    case SqliteCantOpen: return SqlFailure::ReadOnly;
    case SqliteIoErr: return SqlFailure::Io;
    case SqliteConstraint: return SqlFailure::Constraint;
    default: return SqlFailure::Other;
    }
}

QString sqlErrorText(const QSqlError &error)
{
    const QString database = error.databaseText().trimmed();
    return database.isEmpty() ? error.driverText().trimmed() : database;
}

} // namespace gpuscout
