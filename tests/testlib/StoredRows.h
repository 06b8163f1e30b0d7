#pragma once

// Every row a catalog stores, one line each and sorted: two catalogs that store the same
// rows give the same list, whatever their order in memory. What the fault tests compare.

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogDiff.h"
#include "domain/Catalog.h"

#include <QStringList>

#include <algorithm>

namespace gpuscout::test {

inline QStringList storedRows(const Catalog &c)
{
    CatalogChangeSet all;
    diffCatalogs(Catalog{}, c, &all);
    QStringList lines;
    lines.reserve(all.changes.size());
    for (const RowChange &change : std::as_const(all.changes)) {
        QStringList values;
        for (const QVariant &v : change.after)
            values << (v.isNull() ? QStringLiteral("NULL") : v.toString());
        lines << QString::fromLatin1(catalogTableSpec(change.table).name) + u'|' + values.join(u'|');
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

// The rows of the catalog file at path; empty (with *error) when it cannot be opened or read.
inline QStringList storedRows(const QString &path, QString *error)
{
    CatalogDatabase db;
    Catalog c;
    if (db.open(path) == CatalogDatabase::Status::Failed || !db.load(&c)) {
        *error = db.errorString();
        return {};
    }
    return storedRows(c);
}

} // namespace gpuscout::test
