#include "catalog/SqliteHandle.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace gpuscout {

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    if (db.driverName() != QLatin1String("QSQLITE") || !db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QSqlError sqliteError(sqlite3 *db, int code, const QString &driverText)
{
    return QSqlError(driverText, QString::fromUtf8(sqlite3_errmsg(db)), QSqlError::StatementError, QString::number(code));
}

} // namespace gpuscout
