#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF and LF
// line ends and a leading BOM are accepted. Columns are looked up by header name, so
// files may order them freely.
class CsvTable
{
public:
    static CsvTable parse(const QString &text, const QString &fileName);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; } // "file:line: what"
    const QStringList &header() const { return m_header; }
    int rowCount() const { return static_cast<int>(m_rows.size()); }
    int lineOf(int row) const { return m_lines[row]; } // 1-based line of the record's start
    bool hasColumn(const QString &name) const { return m_columns.contains(name); }
    QString value(int row, const QString &column) const;
    QStringList missingColumns(const QStringList &required) const;

private:
    QString m_error;
    QStringList m_header;
    QHash<QString, int> m_columns;
    QList<QStringList> m_rows;
    QList<int> m_lines;
};

// Quotes a field for output when it needs it.
QString csvField(const QString &value);
QString csvLine(const QStringList &fields);

} // namespace gpuscout
