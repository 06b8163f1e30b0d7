#include "CsvReader.h"

#include <QCoreApplication>

namespace gpuscout {


CsvTable CsvTable::parse(const QString &input, const QString &fileName, const CsvOptions &options)
{
    const QChar separator = options.separator;
    CsvTable table;
    QString text = input;
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);

    QList<QStringList> records;
    QList<int> lines;
    QStringList record;
    QString field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int line = 1;
    int recordLine = 1;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar ch = text[i];
        if (inQuotes) {
            if (ch == u'"') {
                if (i + 1 < n && text[i + 1] == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                // A lone CR ends a line as well (old Mac files), so that line numbers after
                // a quoted line break stay right whatever the line ends.
                if (ch == u'\n' || (ch == u'\r' && !(i + 1 < n && text[i + 1] == u'\n')))
                    ++line;
                field += ch;
            }
            continue;
        }
        if (ch == u'"') {
            if (!field.isEmpty()) {
                table.m_error = QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(
                    QCoreApplication::translate("gpuscout::CsvTable", "a quote inside an unquoted field; quote the whole field and double the quote"));
                return table;
            }
            inQuotes = true;
            fieldWasQuoted = true;
        } else if (ch == separator) {
            record << field;
            field.clear();
            fieldWasQuoted = false;
        } else if (ch == u'\r' || ch == u'\n') {
            if (ch == u'\r' && i + 1 < n && text[i + 1] == u'\n')
                ++i;
            record << field;
            if (!(record.size() == 1 && record[0].isEmpty() && !fieldWasQuoted)) {
                records << record;
                lines << recordLine;
            }
            record.clear();
            field.clear();
            fieldWasQuoted = false;
            ++line;
            recordLine = line;
        } else {
            field += ch;
        }
    }
    if (inQuotes) {
        table.m_error = QStringLiteral("%1:%2: %3").arg(fileName).arg(recordLine).arg(
            QCoreApplication::translate("gpuscout::CsvTable", "a quoted field is not closed before the end of the file"));
        return table;
    }
    if (!field.isEmpty() || !record.isEmpty() || fieldWasQuoted) {
        record << field;
        records << record;
        lines << recordLine;
    }
    if (records.isEmpty()) {
        table.m_error = QStringLiteral("%1: %2").arg(fileName, QCoreApplication::translate("gpuscout::CsvTable", "the file is empty; expected a header row"));
        return table;
    }
    table.m_header = records.takeFirst();
    lines.removeFirst();
    for (int c = 0; c < table.m_header.size(); ++c)
        table.m_columns.insert(table.m_header[c].trimmed(), c);
    for (int r = 0; r < records.size() && !options.keepRaggedRows; ++r) {
        if (records[r].size() != table.m_header.size()) {
            table.m_error = QStringLiteral("%1:%2: %3").arg(fileName).arg(lines[r]).arg(
                QCoreApplication::translate("gpuscout::CsvTable", "%1 fields, expected %2 as in the header").arg(records[r].size()).arg(table.m_header.size()));
            return table;
        }
    }
    table.m_rows = records;
    table.m_lines = lines;
    return table;
}

QString CsvTable::value(int row, const QString &column) const
{
    const auto it = m_columns.constFind(column);
    if (it == m_columns.cend())
        return {};
    return field(row, *it);
}

QString CsvTable::field(int row, int column) const
{
    const QStringList &fields = m_rows[row];
    return column >= 0 && column < fields.size() ? fields[column] : QString();
}

QStringList CsvTable::missingColumns(const QStringList &required) const
{
    QStringList missing;
    for (const QString &c : required) {
        if (!m_columns.contains(c))
            missing << c;
    }
    return missing;
}

QString csvField(const QString &value)
{
    if (value.contains(u',') || value.contains(u'"') || value.contains(u'\n') || value.contains(u'\r')) {
        QString quoted = value;
        quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        return u'"' + quoted + u'"';
    }
    return value;
}

QString csvLine(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out << csvField(f);
    return out.join(u',');
}

} // namespace gpuscout
