#include "catalog/CatalogRowWriter.h"

#include "catalog/CatalogStatement.h"
#include "catalog/OfferReferenceCheck.h"
#include "catalog/PriceInsertBatch.h"
#include "catalog/ReferenceIds.h"
#include "catalog/SqliteHandle.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

namespace gpuscout {

namespace {

QString columnName(const CatalogColumn &c)
{
    return QString::fromLatin1(c.name);
}

// The value a column is read as: its own, or the key of the row it refers to.
QString selectExpression(const CatalogColumn &c)
{
    if (!c.refTable)
        return QStringLiteral("t.") + columnName(c);
    return QStringLiteral("(SELECT r.%1 FROM %2 r WHERE r.id = t.%3)")
        .arg(QString::fromLatin1(c.refKey), QString::fromLatin1(c.refTable), columnName(c));
}

// The placeholder a value is written through: itself, or the id of the row it names.
QString valueExpression(const CatalogColumn &c)
{
    if (!c.refTable)
        return QStringLiteral("?");
    return QStringLiteral("(SELECT id FROM %1 WHERE %2 = ?)")
        .arg(QString::fromLatin1(c.refTable), QString::fromLatin1(c.refKey));
}

QString tableName(CatalogTable table)
{
    return QString::fromLatin1(catalogTableSpec(table).name);
}

// "a = ? AND b = ?" over the key columns (every column for a table without a key).
QString keyCondition(CatalogTable table, const QString &prefix)
{
    const CatalogTableSpec &spec = catalogTableSpec(table);
    const qsizetype n = spec.keyColumns > 0 ? spec.keyColumns : static_cast<qsizetype>(spec.columns.size());
    QStringList parts;
    for (qsizetype i = 0; i < n; ++i)
        parts << prefix + columnName(spec.columns[static_cast<std::size_t>(i)]) + QStringLiteral(" = ?");
    return parts.join(QStringLiteral(" AND "));
}

qsizetype keyCount(CatalogTable table)
{
    const CatalogTableSpec &spec = catalogTableSpec(table);
    return spec.keyColumns > 0 ? spec.keyColumns : static_cast<qsizetype>(spec.columns.size());
}

// A statement's cache key: what it does (select, insert, update, delete, ...), its table
// and, for an update, the columns it sets (every table has fewer than 48 columns).
enum class Statement : quint64 { Select, Insert, Update, Delete, FreeId, InsertMany };

bool hasAuthorColumn(CatalogTable table)
{
    return table == CatalogTable::Offers || table == CatalogTable::Prices || table == CatalogTable::ExchangeRates
        || table == CatalogTable::Measurements || table == CatalogTable::PriceBook;
}

// A stored value for a message: numbers as people write them, unknown for NULL.
QString valueText(const QVariant &v)
{
    if (v.isNull())
        return QCoreApplication::translate("gpuscout::CatalogRowWriter", "unknown");
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'g', 12);
    const QString text = v.toString();
    return text.isEmpty() ? QCoreApplication::translate("gpuscout::CatalogRowWriter", "empty") : text;
}

quint64 statementKey(Statement what, CatalogTable table, quint64 columns = 0)
{
    return (static_cast<quint64>(what) << 60) | (static_cast<quint64>(table) << 52) | columns;
}

// The tables whose inserts are held back, parents first: a price and a history entry name
// an offer, which must be there when they are written.
constexpr CatalogTable HeldTables[] = {CatalogTable::Offers, CatalogTable::Prices, CatalogTable::PriceHistory};

int heldIndex(CatalogTable table)
{
    const auto *it = std::find(std::begin(HeldTables), std::end(HeldTables), table);
    return it == std::end(HeldTables) ? -1 : static_cast<int>(it - std::begin(HeldTables));
}

} // namespace

CatalogRowWriter::CatalogRowWriter(const QSqlDatabase &db, Mode mode)
    : m_db(db)
    , m_mode(mode)
    // A team catalog's server takes one row a statement, as before: PostgreSQL is not
    // limited by its statements the way SQLite is.
    , m_holds(mode == Mode::Unchecked && sqliteHandle(db) != nullptr)
{
    if (m_holds)
        m_ids = std::make_unique<ReferenceIds>(db);
}

CatalogRowWriter::~CatalogRowWriter() = default;

template<typename Sql>
CatalogStatement &CatalogRowWriter::query(quint64 key, Sql sql)
{
    auto it = m_queries.find(key);
    if (it == m_queries.end())
        it = m_queries.insert(key, std::shared_ptr<CatalogStatement>(CatalogStatement::prepare(m_db, sql())));
    return **it;
}


bool CatalogRowWriter::exec(CatalogStatement &q, const RowChange &change)
{
    if (q.exec())
        return true;
    m_sqlError = q.lastError();
    m_failure = classifySqlError(m_sqlError);
    const QString detail = sqlErrorText(m_sqlError);
    const CatalogRow &row = change.kind == RowChange::Kind::Delete ? change.before : change.after;
    if (m_failure == SqlFailure::Constraint && m_mode == Mode::Checked) {
        // On a checked write a refused row is another writer's doing: a GPU, provider or
        // source it refers to was deleted, or the same offer was added under another id.
        m_conflict = true;
        m_error = QCoreApplication::translate("gpuscout::CatalogRowWriter",
                                              "%1 no longer fits the catalog, which another program changed meanwhile (%2)")
                      .arg(describeCatalogRow(change.table, row), detail);
    } else {
        m_error = QCoreApplication::translate("gpuscout::CatalogRowWriter", "%1 could not be written: %2")
                      .arg(describeCatalogRow(change.table, row), detail);
    }
    return false;
}

bool CatalogRowWriter::conflict(const QString &message)
{
    m_conflict = true;
    m_failure = SqlFailure::None;
    m_error = message;
    return false;
}

bool CatalogRowWriter::select(CatalogTable table, const CatalogRow &key, CatalogRow *current, bool *found)
{
    const CatalogTableSpec &spec = catalogTableSpec(table);
    CatalogStatement &q = query(statementKey(Statement::Select, table), [&] {
        QStringList columns;
        for (const CatalogColumn &c : spec.columns)
            columns << selectExpression(c);
        if (m_tracksAuthors && hasAuthorColumn(table))
            columns << QStringLiteral("t.changed_by");
        return QStringLiteral("SELECT %1 FROM %2 t WHERE %3")
            .arg(columns.join(QStringLiteral(", ")), tableName(table), keyCondition(table, QStringLiteral("t.")));
    });
    for (qsizetype i = 0; i < keyCount(table); ++i)
        q.bindValue(static_cast<int>(i), key.value(i));
    if (!exec(q, {table, RowChange::Kind::Update, key, key}))
        return false;
    *found = q.next();
    current->clear();
    m_author.clear();
    if (*found) {
        const int n = static_cast<int>(spec.columns.size());
        for (int i = 0; i < n; ++i)
            *current << q.value(i);
        if (m_tracksAuthors && hasAuthorColumn(table))
            m_author = q.value(n).toString();
    }
    q.finish();
    return true;
}

bool CatalogRowWriter::insert(CatalogTable table, const CatalogRow &row)
{
    CatalogStatement &q = query(statementKey(Statement::Insert, table), [&] {
        QStringList columns, values;
        for (const CatalogColumn &c : catalogTableSpec(table).columns) {
            columns << columnName(c);
            values << valueExpression(c);
        }
        return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(tableName(table), columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
    });
    for (qsizetype i = 0; i < row.size(); ++i)
        q.bindValue(static_cast<int>(i), row[i]);
    if (!exec(q, {table, RowChange::Kind::Insert, {}, row}))
        return false;
    inserted(table, row);
    return true;
}

void CatalogRowWriter::inserted(CatalogTable table, const CatalogRow &row)
{
    if (m_priceBatch && table == CatalogTable::Offers)
        m_priceBatch->addOffer(row);
    else if (m_priceBatch && table == CatalogTable::Prices)
        m_priceBatch->addPrice(row);
    if (m_references && table == CatalogTable::Offers)
        m_references->offerAdded(row[0].toLongLong());
    else if (m_references && (table == CatalogTable::Prices || table == CatalogTable::PriceHistory))
        m_references->offerNamed(row[0].toLongLong());
    ++m_written;
}

bool CatalogRowWriter::hold(CatalogTable table, CatalogRow &&row)
{
    QList<CatalogRow> &rows = m_held[static_cast<std::size_t>(heldIndex(table))];
    rows << std::move(row);
    return rows.size() < HeldRows || writeHeld();
}

bool CatalogRowWriter::writeHeld()
{
    for (std::size_t i = 0; i < m_held.size(); ++i) {
        QList<CatalogRow> rows = std::move(m_held[i]);
        m_held[i].clear();
        if (!rows.isEmpty() && !insertMany(HeldTables[i], rows))
            return false;
    }
    return true;
}

// One statement for the rows; when it is refused, the rows one at a time, so that the
// message names the row (a refused statement writes none of its rows).
bool CatalogRowWriter::insertMany(CatalogTable table, QList<CatalogRow> &rows)
{
    if (rows.size() == 1)
        return insert(table, rows.first());
    const CatalogTableSpec &spec = catalogTableSpec(table);
    const int width = static_cast<int>(spec.columns.size());
    CatalogStatement &q = query(statementKey(Statement::InsertMany, table, quint64(rows.size())), [&] {
        QStringList columns, values;
        for (const CatalogColumn &c : spec.columns) {
            columns << columnName(c);
            values << (c.refTable ? QStringLiteral("?") : valueExpression(c));
        }
        const QString one = QStringLiteral("(") + values.join(QStringLiteral(", ")) + QStringLiteral(")");
        QStringList all;
        for (qsizetype i = 0; i < rows.size(); ++i)
            all << one;
        return QStringLiteral("INSERT INTO %1 (%2) VALUES %3").arg(tableName(table), columns.join(QStringLiteral(", ")), all.join(QStringLiteral(", ")));
    });
    // The rows name their references by key until they are written, and again after: the
    // price batch and a failed statement's row-by-row retry read the keys.
    const auto eachReference = [&](auto use) {
        for (int c = 0; c < width; ++c) {
            const CatalogColumn &column = spec.columns[static_cast<std::size_t>(c)];
            if (!column.refTable)
                continue;
            for (CatalogRow &row : rows) {
                if (c < row.size())
                    use(column, row[c]);
            }
        }
    };
    std::vector<QVariant> keys;
    eachReference([&](const CatalogColumn &column, QVariant &value) {
        QVariant id = m_ids->id(column, value);
        keys.push_back(std::exchange(value, std::move(id)));
    });
    const bool written = q.execRows(rows, width);
    auto key = keys.begin();
    eachReference([&](const CatalogColumn &, QVariant &value) { value = std::move(*key++); });
    if (written) {
        for (const CatalogRow &row : rows)
            inserted(table, row);
        return true;
    }
    for (const CatalogRow &row : rows) {
        if (!insert(table, row))
            return false;
    }
    return true;
}

bool CatalogRowWriter::finish()
{
    if (!writeHeld())
        return false;
    if (m_references && !m_references->verify(m_db, &m_error)) {
        m_failure = SqlFailure::Constraint;
        return false;
    }
    return true;
}

bool CatalogRowWriter::update(CatalogTable table, const CatalogRow &before, const CatalogRow &after,
                              const QList<int> &changed)
{
    quint64 mask = 0;
    for (int i : changed)
        mask |= quint64(1) << i;
    CatalogStatement &q = query(statementKey(Statement::Update, table, mask), [&] {
        const CatalogTableSpec &spec = catalogTableSpec(table);
        QStringList sets;
        for (int i : changed)
            sets << columnName(spec.columns[static_cast<std::size_t>(i)]) + QStringLiteral(" = ")
                    + valueExpression(spec.columns[static_cast<std::size_t>(i)]);
        return QStringLiteral("UPDATE %1 SET %2 WHERE %3")
            .arg(tableName(table), sets.join(QStringLiteral(", ")), keyCondition(table, QString()));
    });
    int n = 0;
    for (int i : changed)
        q.bindValue(n++, after[i]);
    for (qsizetype i = 0; i < keyCount(table); ++i)
        q.bindValue(n++, before[i]);
    if (!exec(q, {table, RowChange::Kind::Update, before, after}))
        return false;
    ++m_written;
    return true;
}

bool CatalogRowWriter::remove(CatalogTable table, const CatalogRow &row)
{
    // A history entry has no key: one of the entries equal to it goes (the oldest).
    CatalogStatement &q = query(statementKey(Statement::Delete, table), [&] {
        return catalogTableSpec(table).keyColumns == 0
            ? QStringLiteral("DELETE FROM %1 WHERE id = (SELECT MIN(id) FROM %1 WHERE %2)").arg(tableName(table), keyCondition(table, QString()))
            : QStringLiteral("DELETE FROM %1 WHERE %2").arg(tableName(table), keyCondition(table, QString()));
    });
    for (qsizetype i = 0; i < keyCount(table); ++i)
        q.bindValue(static_cast<int>(i), row.value(i));
    if (!exec(q, {table, RowChange::Kind::Delete, row, {}}))
        return false;
    ++m_written;
    return true;
}

CatalogRow CatalogRowWriter::remapped(CatalogTable table, CatalogRow row) const
{
    // Offers, prices and history all start with the offer id.
    if (!m_remapped.isEmpty() && !row.isEmpty()
        && (table == CatalogTable::Offers || table == CatalogTable::Prices || table == CatalogTable::PriceHistory)) {
        const auto it = m_remapped.constFind(row[0].toLongLong());
        if (it != m_remapped.cend())
            row[0] = QVariant(*it);
    }
    return row;
}

qint64 CatalogRowWriter::freeOfferId()
{
    CatalogStatement &q = query(statementKey(Statement::FreeId, CatalogTable::Offers),
                         [] { return QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM offers"); });
    if (!q.exec() || !q.next())
        return -1;
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

bool CatalogRowWriter::apply(const RowChange &change)
{
    if (m_holds && change.kind == RowChange::Kind::Insert && heldIndex(change.table) >= 0)
        return hold(change.table, CatalogRow(change.after)); // unchecked: no id is remapped
    if (m_references && change.kind == RowChange::Kind::Delete) {
        m_failure = SqlFailure::Other;
        m_error = QStringLiteral("internal error: %1 was to be removed by a write without the file's reference checks, which cannot remove rows")
                      .arg(describeCatalogRow(change.table, change.before));
        return false;
    }
    // Anything else comes after the inserts before it.
    if (!writeHeld())
        return false;
    if (m_ids)
        m_ids->forget(catalogTableSpec(change.table).name);
    const CatalogRow before = remapped(change.table, change.before);
    const CatalogRow after = remapped(change.table, change.after);
    const bool keyless = catalogTableSpec(change.table).keyColumns == 0;
    switch (change.kind) {
    case RowChange::Kind::Insert: {
        if (m_mode == Mode::Unchecked || keyless)
            return insert(change.table, after);
        CatalogRow current;
        bool found = false;
        if (!select(change.table, after, &current, &found))
            return false;
        if (!found)
            return insert(change.table, after);
        if (sameRow(current, after))
            return true; // another writer added the very same row
        if (change.table == CatalogTable::Offers) {
            // Another writer took this id for its own offer: this one gets the next free id.
            const qint64 id = freeOfferId();
            if (id <= 0)
                return conflict(QCoreApplication::translate("gpuscout::CatalogRowWriter", "No free id for %1.")
                                    .arg(describeCatalogRow(change.table, after)));
            m_remapped.insert(change.after[0].toLongLong(), id);
            return insert(change.table, remapped(change.table, change.after));
        }
        return conflict(QCoreApplication::translate("gpuscout::CatalogRowWriter",
                                                    "%1 was added by another program meanwhile, with other values")
                            .arg(describeCatalogRow(change.table, after)));
    }
    case RowChange::Kind::Update: {
        QList<int> changed;
        for (int i = 0; i < static_cast<int>(after.size()); ++i) {
            if (!sameValue(before.value(i), after[i]))
                changed << i;
        }
        if (m_mode == Mode::Checked) {
            CatalogRow current;
            bool found = false;
            if (!select(change.table, before, &current, &found))
                return false;
            if (!found)
                return conflict(QCoreApplication::translate("gpuscout::CatalogRowWriter", "%1 was deleted by another program meanwhile")
                                    .arg(describeCatalogRow(change.table, before)));
            QList<int> needed;
            for (int i : std::as_const(changed)) {
                if (sameValue(current.value(i), after[i]))
                    continue; // already so
                if (!sameValue(current.value(i), before[i])) {
                    // Name the other person's value, so that the user can decide again.
                    const QString column = columnName(catalogTableSpec(change.table).columns[static_cast<std::size_t>(i)]);
                    const QString what = describeCatalogRow(change.table, before);
                    return conflict(
                        (m_author.isEmpty()
                             ? QCoreApplication::translate("gpuscout::CatalogRowWriter",
                                                           "%1 was changed by another program meanwhile: its %2 is now %3 "
                                                           "(this change: %4 -> %5)")
                                   .arg(what, column, valueText(current.value(i)), valueText(before[i]), valueText(after[i]))
                             : QCoreApplication::translate("gpuscout::CatalogRowWriter",
                                                           "%1 was changed by %2 meanwhile: its %3 is now %4 "
                                                           "(this change: %5 -> %6)")
                                   .arg(what, m_author, column, valueText(current.value(i)), valueText(before[i]),
                                        valueText(after[i]))));
                }
                needed << i;
            }
            changed = needed;
        }
        return changed.isEmpty() || update(change.table, before, after, changed);
    }
    case RowChange::Kind::Delete: {
        if (m_mode == Mode::Checked && !keyless) {
            CatalogRow current;
            bool found = false;
            if (!select(change.table, before, &current, &found))
                return false;
            if (!found)
                return true; // already gone
            if (!sameRow(current, before))
                return conflict(QCoreApplication::translate("gpuscout::CatalogRowWriter",
                                                            "%1 was changed by another program meanwhile")
                                    .arg(describeCatalogRow(change.table, before)));
        }
        return remove(change.table, before);
    }
    }
    return false;
}

} // namespace gpuscout
