#pragma once

#include "domain/LabelPool.h"
#include "domain/StringPool.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <memory>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace gpuscout {

// The rows of one SELECT, column by column, for the catalog's large tables (offers, prices,
// price history): read once, whichever driver. Through Qt's SQLite driver every column of
// every row became a QVariant of UTF-16 text before anyone asked for it: 56 % of loading
// 100,000 offers went to QSqlCachedResult and SQLite's UTF-8 to UTF-16 translation. On a
// catalog file, rows are read with SQLite's own C API on Qt's connection handle, numbers as
// numbers and text only when asked for (and a repeated text from the pool without a
// conversion); on a team catalog (PostgreSQL), through QSqlQuery.
class CatalogRowSource
{
public:
    virtual ~CatalogRowSource() = default;

    // The shared copies of repeated texts, for every table read: a date in offers and in
    // prices is one string.
    struct TextPool {
        QHash<QByteArray, QString> utf8; // SQLite's text as stored
        StringPool strings;
        LabelPool labels; // the offers' shared texts, one node each
    };

    // The rows of `sql` on `db`; nullptr with *error when the statement cannot run. `pool`
    // must outlive the rows.
    static std::unique_ptr<CatalogRowSource> select(const QSqlDatabase &db, const QString &sql, TextPool *pool, QSqlError *error);

    virtual bool next() = 0;              // false at the end, or on an error (error() says)
    virtual QSqlError error() const = 0;  // NoError when the rows ran to their end
    virtual bool isNull(int column) const = 0;
    virtual qint64 integer(int column) const = 0;
    virtual double real(int column) const = 0;
    virtual QString text(int column) const = 0;
    // A text that repeats from row to row (a region, a currency, a date): one shared copy.
    virtual QString shared(int column) = 0;

    // A real number, or Unknown for NULL.
    double nullableReal(int column) const;
};

} // namespace gpuscout
