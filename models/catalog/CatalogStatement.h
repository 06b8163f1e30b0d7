#pragma once

#include <QSqlError>
#include <QString>
#include <QList>
#include <QVariant>

#include <memory>

class QSqlDatabase;

namespace gpuscout {

// One prepared statement of the catalog's row writer, run again and again with new values.
// Through Qt's SQLite driver each run copied every bound value into Qt's own list, then
// converted each text to UTF-16 for SQLite to convert it back to UTF-8 (a 100,000-row
// import binds 5 million values). On a catalog file it runs on SQLite's own C API on Qt's
// connection handle, with Qt's semantics: a null QVariant, QString or QByteArray binds
// NULL; a NULL reads back as a null QString variant, an integer as qlonglong, a real as
// double, a text as QString. On a team catalog (PostgreSQL), it is a QSqlQuery.
class CatalogStatement
{
public:
    virtual ~CatalogStatement() = default;

    // A statement that failed to prepare reports why on its first exec().
    static std::unique_ptr<CatalogStatement> prepare(const QSqlDatabase &db, const QString &sql);

    virtual void bindValue(int index, const QVariant &value) = 0;
    virtual bool exec() = 0;                     // with the values bound since the last exec()
    // exec() with the first `width` values of each row bound one after another (a missing
    // value binds NULL); on a catalog file they are bound straight from the rows, which
    // must live until the next exec().
    virtual bool execRows(const QList<QVariantList> &rows, int width);
    virtual bool next() = 0;                     // the rows of a SELECT
    virtual QVariant value(int column) const = 0;
    virtual void finish() = 0;                   // done with the rows: no lock is held
    virtual QSqlError lastError() const = 0;
};

} // namespace gpuscout
