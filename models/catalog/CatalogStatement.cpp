#include "catalog/CatalogStatement.h"

#include "catalog/SqliteHandle.h"

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <sqlite3.h>

#include <utility>

namespace gpuscout {

namespace {

class QueryStatement final : public CatalogStatement
{
public:
    QueryStatement(const QSqlDatabase &db, const QString &sql)
        : m_query(db)
    {
        m_query.setForwardOnly(true);
        m_query.prepare(sql);
    }

    void bindValue(int index, const QVariant &value) override { m_query.bindValue(index, value); }
    bool exec() override { return m_query.exec(); }
    bool next() override { return m_query.next(); }
    QVariant value(int column) const override { return m_query.value(column); }
    void finish() override { m_query.finish(); }
    QSqlError lastError() const override { return m_query.lastError(); }

private:
    QSqlQuery m_query;
};

// Qt's rule for a bound value that stands for NULL (QSqlResultPrivate::isVariantNull).
bool isNullValue(const QVariant &v)
{
    if (v.isNull())
        return true;
    switch (v.typeId()) {
    case QMetaType::QString: return static_cast<const QString *>(v.constData())->isNull();
    case QMetaType::QByteArray: return static_cast<const QByteArray *>(v.constData())->isNull();
    default: return false;
    }
}

class SqliteStatement final : public CatalogStatement
{
public:
    SqliteStatement(sqlite3 *db, const QString &sql)
        : m_db(db)
    {
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v2(db, utf8.constData(), static_cast<int>(utf8.size()), &m_stmt, nullptr) != SQLITE_OK)
            fail(QStringLiteral("Unable to execute statement"));
        if (m_stmt)
            m_bound.resize(sqlite3_bind_parameter_count(m_stmt));
    }
    ~SqliteStatement() override { sqlite3_finalize(m_stmt); }

    void bindValue(int index, const QVariant &value) override
    {
        if (index >= 0 && index < m_bound.size())
            m_bound[index] = value;
    }

    bool exec() override
    {
        if (!start())
            return false;
        for (int i = 0; i < m_bound.size(); ++i) {
            if (bind(i + 1, m_bound[i]) != SQLITE_OK)
                return fail(QStringLiteral("Unable to bind parameters"));
        }
        return step();
    }

    // The values the rows hold are bound where they are: copied into m_bound first, the
    // 2.4 million values of a 100,000-row import cost a twentieth of its time.
    bool execRows(const QList<QVariantList> &rows, int width) override
    {
        if (!start())
            return false;
        m_width = width;
        m_positionText.resize(m_bound.size() + 1);
        const QVariant none;
        int position = 0;
        for (const QVariantList &row : rows) {
            for (int c = 0; c < width; ++c) {
                if (++position > m_bound.size())
                    break;
                if (bind(position, c < row.size() ? row.at(c) : none) != SQLITE_OK)
                    return fail(QStringLiteral("Unable to bind parameters"));
            }
        }
        for (; position < m_bound.size(); ++position) {
            if (bind(position + 1, none) != SQLITE_OK)
                return fail(QStringLiteral("Unable to bind parameters"));
        }
        return step();
    }

    bool start()
    {
        if (!m_stmt)
            return false; // the error of the prepare
        sqlite3_reset(m_stmt);
        m_error = QSqlError();
        m_hasRow = false;
        m_texts.clear();
        m_textKeys.clear();
        m_width = 0;
        return true;
    }

    bool step()
    {
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW) {
            m_hasRow = true;
            m_pending = true;
            return true;
        }
        if (rc == SQLITE_DONE) {
            sqlite3_reset(m_stmt); // a write holds nothing once done
            return true;
        }
        return fail(QStringLiteral("Unable to fetch row"));
    }

    bool next() override
    {
        if (m_pending) {
            m_pending = false;
            return true;
        }
        if (!m_hasRow)
            return false;
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW)
            return true;
        m_hasRow = false;
        if (rc != SQLITE_DONE)
            fail(QStringLiteral("Unable to fetch row"));
        return false;
    }

    QVariant value(int column) const override
    {
        if (!m_hasRow)
            return QVariant();
        switch (sqlite3_column_type(m_stmt, column)) {
        case SQLITE_INTEGER: return QVariant(qint64(sqlite3_column_int64(m_stmt, column)));
        case SQLITE_FLOAT: return QVariant(sqlite3_column_double(m_stmt, column));
        case SQLITE_NULL: return QVariant(QMetaType::fromType<QString>());
        case SQLITE_BLOB:
            return QVariant(QByteArray(static_cast<const char *>(sqlite3_column_blob(m_stmt, column)), sqlite3_column_bytes(m_stmt, column)));
        default:
            return QVariant(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column)),
                                              sqlite3_column_bytes(m_stmt, column)));
        }
    }

    void finish() override
    {
        m_hasRow = false;
        m_pending = false;
        if (m_stmt)
            sqlite3_reset(m_stmt);
    }

    QSqlError lastError() const override { return m_error; }

private:
    int bind(int position, const QVariant &v)
    {
        if (isNullValue(v))
            return sqlite3_bind_null(m_stmt, position);
        switch (v.typeId()) {
        case QMetaType::Double: return sqlite3_bind_double(m_stmt, position, v.toDouble());
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong: return sqlite3_bind_int64(m_stmt, position, v.toLongLong());
        case QMetaType::QByteArray: {
            const QByteArray &bytes = *static_cast<const QByteArray *>(v.constData());
            return sqlite3_bind_blob(m_stmt, position, bytes.constData(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
        }
        case QMetaType::QString: return bindText(position, *static_cast<const QString *>(v.constData()), true);
        default: return bindText(position, v.toString(), false);
        }
    }

    // Kept until the next exec(): SQLite reads it without a copy of its own. A bound
    // QString's text bound again in the same run (a region or date shared by the rows of a
    // many-row insert) is converted once: while m_bound holds the values, one buffer is one
    // text. A converted value's buffer is gone after this call: never matched.
    int bindText(int position, const QString &text, bool held)
    {
        const std::pair<const QChar *, qsizetype> key{held ? text.constData() : nullptr, held ? text.size() : -1};
        qsizetype at = !held ? -1 : m_width > 0 ? indexInColumn(position, key) : lastIndexOfRecent(key);
        if (at < 0) {
            at = m_texts.size();
            m_textKeys.append(key);
            m_texts.append(text.toUtf8());
        }
        if (m_width > 0)
            m_positionText[position] = at;
        const QByteArray &utf8 = m_texts[at];
        return sqlite3_bind_text(m_stmt, position, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_STATIC);
    }

    // Rows bound one after another (execRows): a text the rows share is in the same column
    // of one of the last four rows (a region can take turns). A position's entry may be
    // from an earlier run: it is only taken when it names this run's same text.
    qsizetype indexInColumn(int position, const std::pair<const QChar *, qsizetype> &key) const
    {
        for (int back = 1; back <= 4; ++back) {
            const int earlier = position - back * m_width;
            if (earlier < 1)
                break;
            const qsizetype at = m_positionText[earlier];
            if (at >= 0 && at < m_textKeys.size() && m_textKeys[at] == key)
                return at;
        }
        return -1;
    }

    // A text repeated by the rows of one statement is in the same column of each: it is
    // among the last few converted. Only those are searched (a search of every text before
    // it was a fiftieth of a large import).
    qsizetype lastIndexOfRecent(const std::pair<const QChar *, qsizetype> &key) const
    {
        constexpr qsizetype Recent = 64;
        for (qsizetype i = m_textKeys.size() - 1; i >= 0 && i >= m_textKeys.size() - Recent; --i) {
            if (m_textKeys[i] == key)
                return i;
        }
        return -1;
    }

    bool fail(const QString &driverText)
    {
        m_error = sqliteError(m_db, sqlite3_extended_errcode(m_db), driverText);
        m_hasRow = false;
        m_pending = false;
        if (m_stmt)
            sqlite3_reset(m_stmt);
        return false;
    }

    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    QList<QVariant> m_bound;
    QList<QByteArray> m_texts;
    QList<std::pair<const QChar *, qsizetype>> m_textKeys; // m_texts[i]'s QString buffer
    int m_width = 0;                  // execRows(): the values of one row
    QList<qsizetype> m_positionText;  // execRows(): the index in m_texts of each position's text
    QSqlError m_error;
    bool m_hasRow = false;
    bool m_pending = false; // exec() stepped onto the first row; next() returns it
};

} // namespace

bool CatalogStatement::execRows(const QList<QVariantList> &rows, int width)
{
    int n = 0;
    const QVariant none;
    for (const QVariantList &row : rows) {
        for (int c = 0; c < width; ++c)
            bindValue(n++, c < row.size() ? row.at(c) : none);
    }
    return exec();
}

std::unique_ptr<CatalogStatement> CatalogStatement::prepare(const QSqlDatabase &db, const QString &sql)
{
    if (sqlite3 *handle = sqliteHandle(db))
        return std::make_unique<SqliteStatement>(handle, sql);
    return std::make_unique<QueryStatement>(db, sql);
}

} // namespace gpuscout
