#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace gpuscout {

// How a table is read. The defaults are the catalog's own: comma-separated, every row as
// wide as the header (anything else fails the whole file).
struct CsvOptions {
    QChar separator = u',';   // ';' and tab for spreadsheet exports that do not use commas
    bool keepRaggedRows = false; // keep rows of another width; the caller checks fieldCount()
};

// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF, LF and CR
// line ends and a leading BOM are accepted. Columns are looked up by header name, so
// files may order them freely.
class CsvTable
{
public:
    static CsvTable parse(const QString &text, const QString &fileName, const CsvOptions &options = {});

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; } // "file:line: what"
    const QStringList &header() const { return m_header; }
    int rowCount() const { return static_cast<int>(m_lines.size()); }
    int lineOf(int row) const { return m_lines[row]; } // 1-based line of the record's start
    int fieldCount(int row) const;
    QString value(int row, const QString &column) const;
    QString field(int row, int column) const; // empty past the end of a short row
    QStringView fieldView(int row, int column) const; // valid while the table lives
    QStringList missingColumns(const QStringList &required) const;

private:
    QStringView fieldText(qsizetype k) const;

    QString m_error;
    QStringList m_header;
    QHash<QString, int> m_columns;
    QString m_buffer;               // the fields' text, one after another
    QList<qsizetype> m_fieldEnd;    // where each field ends in m_buffer (it starts where the previous ends)
    QList<qsizetype> m_recordStart; // each row's first field in m_fieldEnd, then one past the last
    QList<int> m_lines;
};

// Quotes a field for output when it needs it.
QString csvField(const QString &value);
QString csvLine(const QStringList &fields);

} // namespace gpuscout
