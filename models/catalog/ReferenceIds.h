#pragma once

#include "catalog/CatalogRows.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <memory>
#include <vector>

namespace gpuscout {

class CatalogStatement;

// The ids of the rows that a write's held-back inserts name by key (an offer's provider, GPU
// and source), each looked up once per write instead of by a sub-select in every row: those
// cost a 100,000-row import 0.13 s. A look-up is the sub-select's own query, so a key
// matches by the same rules (a provider's key whatever its case).
class ReferenceIds
{
public:
    explicit ReferenceIds(const QSqlDatabase &db);
    ~ReferenceIds();
    ReferenceIds(const ReferenceIds &) = delete;
    ReferenceIds &operator=(const ReferenceIds &) = delete;

    // The id of the row of column.refTable whose column.refKey is `key`; null when there is
    // none or the look-up failed (the insert is then refused by its NOT NULL column, and
    // retried row by row for the message).
    QVariant id(const CatalogColumn &column, const QVariant &key);
    // `table` was written: its rows' ids are looked up again.
    void forget(const char *table);

private:
    struct Table {
        const char *name;
        std::unique_ptr<CatalogStatement> query;
        QHash<QString, QVariant> ids;
        QString lastKey; // rows of one file mostly name the same provider, GPU and source
        QVariant lastId;
        bool hasLast = false;
    };
    Table &table(const CatalogColumn &column);

    QSqlDatabase m_db;
    std::vector<Table> m_tables;
};

} // namespace gpuscout
