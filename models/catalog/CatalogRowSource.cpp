#include "catalog/CatalogRowSource.h"

#include "catalog/SqliteHandle.h"

#include "domain/Unknown.h"

#include <QHash>
#include <QSqlDatabase>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>

namespace gpuscout {

namespace {

class QueryRows final : public CatalogRowSource
{
public:
    QueryRows(const QSqlDatabase &db, StringPool *pool)
        : m_query(db)
        , m_pool(pool)
    {
        m_query.setForwardOnly(true);
    }

    bool exec(const QString &sql) { return m_query.exec(sql); }
    bool next() override { return m_query.next(); }
    QSqlError error() const override { return m_query.lastError(); }
    bool isNull(int column) const override { return m_query.isNull(column); }
    qint64 integer(int column) const override { return m_query.value(column).toLongLong(); }
    double real(int column) const override { return m_query.value(column).toDouble(); }
    QString text(int column) const override { return m_query.value(column).toString(); }
    QString shared(int column) override
    {
        const QString value = m_query.value(column).toString();
        if (column >= m_last.size())
            m_last.resize(column + 1);
        QString &last = m_last[column];
        if (last != value)
            last = m_pool->intern(value);
        return last;
    }

private:
    QSqlQuery m_query;
    StringPool *m_pool;
    QList<QString> m_last; // by column
};

class SqliteRows final : public CatalogRowSource
{
public:
    SqliteRows(sqlite3 *db, sqlite3_stmt *stmt, QHash<QByteArray, QString> *pool)
        : m_db(db)
        , m_stmt(stmt)
        , m_pool(pool)
    {
    }
    ~SqliteRows() override { sqlite3_finalize(m_stmt); }

    bool next() override
    {
        m_rc = sqlite3_step(m_stmt);
        return m_rc == SQLITE_ROW;
    }
    QSqlError error() const override
    {
        return m_rc == SQLITE_ROW || m_rc == SQLITE_DONE ? QSqlError() : sqliteError(m_db, m_rc, QStringLiteral("Unable to fetch row"));
    }
    bool isNull(int column) const override { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
    qint64 integer(int column) const override { return sqlite3_column_int64(m_stmt, column); }
    double real(int column) const override { return sqlite3_column_double(m_stmt, column); }
    QString text(int column) const override
    {
        const auto *bytes = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
        return QString::fromUtf8(bytes, sqlite3_column_bytes(m_stmt, column));
    }
    QString shared(int column) override
    {
        const auto *bytes = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
        const int size = sqlite3_column_bytes(m_stmt, column);
        if (size == 0)
            return QString();
        if (column >= m_last.size())
            m_last.resize(column + 1);
        Last &last = m_last[column];
        // A column repeats its value from row to row far more often than not.
        if (last.utf8.size() == size && std::memcmp(last.utf8.constData(), bytes, static_cast<std::size_t>(size)) == 0)
            return last.text;
        const QByteArray key = QByteArray::fromRawData(bytes, size); // no copy for the lookup
        auto it = m_pool->constFind(key);
        if (it == m_pool->cend())
            it = m_pool->insert(QByteArray(bytes, size), QString::fromUtf8(bytes, size));
        last.utf8 = it.key();
        last.text = it.value();
        return last.text;
    }

private:
    struct Last {
        QByteArray utf8;
        QString text;
    };
    sqlite3 *m_db;
    sqlite3_stmt *m_stmt;
    int m_rc = SQLITE_OK;
    QHash<QByteArray, QString> *m_pool;
    QList<Last> m_last;
};

} // namespace

double CatalogRowSource::nullableReal(int column) const
{
    return isNull(column) ? Unknown : real(column);
}

std::unique_ptr<CatalogRowSource> CatalogRowSource::select(const QSqlDatabase &db, const QString &sql, TextPool *pool, QSqlError *error)
{
    if (sqlite3 *handle = sqliteHandle(db)) {
        sqlite3_stmt *stmt = nullptr;
        const QByteArray utf8 = sql.toUtf8();
        const int rc = sqlite3_prepare_v2(handle, utf8.constData(), static_cast<int>(utf8.size()), &stmt, nullptr);
        if (rc != SQLITE_OK) {
            *error = sqliteError(handle, rc, QStringLiteral("Unable to fetch row"));
            sqlite3_finalize(stmt);
            return nullptr;
        }
        return std::make_unique<SqliteRows>(handle, stmt, &pool->utf8);
    }
    auto rows = std::make_unique<QueryRows>(db, &pool->strings);
    if (!rows->exec(sql)) {
        *error = rows->error();
        return nullptr;
    }
    return rows;
}

} // namespace gpuscout
