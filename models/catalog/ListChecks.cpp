#include "catalog/ListChecks.h"

#include "catalog/SqlFailure.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace gpuscout::ListChecks {

namespace {

struct ListCheck
{
    const char *table;
    const char *list;
    const char *written;
};

// The tables a price import or feed update writes row by row; the price book's and the
// measurements' lists are written a few rows at a time and keep theirs.
constexpr ListCheck Checks[] = {
    {"offers", "availability IN ('', 'in-stock', 'low', 'sold-out')",
     "availability = '' OR availability = 'in-stock' OR availability = 'low' OR availability = 'sold-out'"},
    {"prices", "billing IN ('on-demand', 'spot', 'reserved-1y', 'monthly')",
     "billing = 'on-demand' OR billing = 'spot' OR billing = 'reserved-1y' OR billing = 'monthly'"},
    {"price_history", "billing IN ('on-demand', 'spot', 'reserved-1y', 'monthly')",
     "billing = 'on-demand' OR billing = 'spot' OR billing = 'reserved-1y' OR billing = 'monthly'"},
};

bool failed(const QSqlQuery &q, QString *error)
{
    *error = sqlErrorText(q.lastError());
    return false;
}

} // namespace

bool needed(const QSqlDatabase &db, bool *answer, QString *error)
{
    *answer = false;
    QSqlQuery q(db);
    if (!q.prepare(QStringLiteral("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ? AND instr(sql, ?) > 0")))
        return failed(q, error);
    for (const ListCheck &c : Checks) {
        q.bindValue(0, QString::fromLatin1(c.table));
        q.bindValue(1, QString::fromLatin1(c.list));
        if (!q.exec())
            return failed(q, error);
        if (q.next()) {
            *answer = true;
            return true;
        }
    }
    return true;
}

bool rewrite(QSqlDatabase &db, QString *error)
{
    bool todo = false;
    if (!needed(db, &todo, error))
        return false;
    if (!todo)
        return true;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA schema_version")) || !q.next())
        return failed(q, error);
    const qint64 schemaVersion = q.value(0).toLongLong();
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA writable_schema = ON")))
        return failed(q, error);
    QSqlQuery update(db);
    bool ok = update.prepare(QStringLiteral("UPDATE sqlite_schema SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = ?"));
    for (const ListCheck &c : Checks) {
        if (!ok)
            break;
        update.bindValue(0, QString::fromLatin1(c.list));
        update.bindValue(1, QString::fromLatin1(c.written));
        update.bindValue(2, QString::fromLatin1(c.table));
        ok = update.exec();
    }
    // Other connections read the schema again when its version changes.
    const QString bump = QStringLiteral("PRAGMA schema_version = %1").arg(schemaVersion + 1);
    if (!ok) {
        *error = sqlErrorText(update.lastError());
        q.exec(QStringLiteral("PRAGMA writable_schema = OFF"));
        return false;
    }
    if (!q.exec(bump) || !q.exec(QStringLiteral("PRAGMA writable_schema = OFF")))
        return failed(q, error);
    // The new text is read back as the schema: a table it left unreadable fails here, and
    // the caller's rollback restores the old text.
    for (const ListCheck &c : Checks) {
        if (!q.exec(QStringLiteral("SELECT 1 FROM %1 LIMIT 0").arg(QString::fromLatin1(c.table))))
            return failed(q, error);
    }
    bool left = true;
    if (!needed(db, &left, error))
        return false;
    if (left) {
        *error = QStringLiteral("a list check was left unchanged");
        return false;
    }
    return true;
}

} // namespace gpuscout::ListChecks
