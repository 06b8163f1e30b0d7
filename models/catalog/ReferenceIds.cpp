#include "catalog/ReferenceIds.h"

#include "catalog/CatalogStatement.h"

#include <cstring>

namespace gpuscout {

ReferenceIds::ReferenceIds(const QSqlDatabase &db)
    : m_db(db)
{
}

ReferenceIds::~ReferenceIds() = default;

ReferenceIds::Table &ReferenceIds::table(const CatalogColumn &column)
{
    for (Table &t : m_tables) {
        if (std::strcmp(t.name, column.refTable) == 0)
            return t;
    }
    const QString sql = QStringLiteral("SELECT id FROM %1 WHERE %2 = ?").arg(QString::fromLatin1(column.refTable), QString::fromLatin1(column.refKey));
    m_tables.push_back(Table{column.refTable, CatalogStatement::prepare(m_db, sql), {}, {}, {}, false});
    return m_tables.back();
}

QVariant ReferenceIds::id(const CatalogColumn &column, const QVariant &key)
{
    if (key.isNull())
        return QVariant();
    Table &t = table(column);
    // The rows hold their keys as texts: read in place, not copied (a copy per row was
    // two updates of a reference count shared by every row).
    const QString converted = key.metaType() == QMetaType::fromType<QString>() ? QString() : key.toString();
    const QString &text = key.metaType() == QMetaType::fromType<QString>() ? *static_cast<const QString *>(key.constData()) : converted;
    if (t.hasLast && t.lastKey == text)
        return t.lastId;
    auto it = t.ids.constFind(text);
    if (it == t.ids.cend()) {
        QVariant found;
        t.query->bindValue(0, text);
        if (t.query->exec() && t.query->next())
            found = t.query->value(0);
        t.query->finish();
        it = t.ids.insert(text, found);
    }
    t.lastKey = text;
    t.lastId = *it;
    t.hasLast = true;
    return t.lastId;
}

void ReferenceIds::forget(const char *table)
{
    for (Table &t : m_tables) {
        if (std::strcmp(t.name, table) == 0) {
            t.ids.clear();
            t.hasLast = false;
        }
    }
}

} // namespace gpuscout
