#include "catalog/CsvReader.h"

#include <QCoreApplication>

namespace gpuscout {


CsvTable CsvTable::parse(const QString &input, const QString &fileName, const CsvOptions &options)
{
    const QChar separator = options.separator;
    CsvTable table;
    QStringView text = input;
    if (text.startsWith(QChar(0xfeff)))
        text = text.sliced(1);

    // Every field's text goes, unescaped, into one buffer; a field is where the previous
    // one ended up to its own end. No string per field: files run to 100,000 rows.
    QString &buffer = table.m_buffer;
    QList<qsizetype> &fieldEnd = table.m_fieldEnd;
    buffer.reserve(text.size());
    fieldEnd.reserve(text.size() / 8 + 16);
    QList<qsizetype> recordStart; // index in fieldEnd of each record's first field
    QList<int> lines;
    qsizetype recordFirst = 0;
    const auto fieldStart = [&] { return fieldEnd.isEmpty() ? qsizetype(0) : fieldEnd.last(); };
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
                    buffer += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else if (ch == u'\n' || ch == u'\r') {
                // A lone CR ends a line as well (old Mac files), so that line numbers after
                // a quoted line break stay right whatever the line ends.
                if (ch == u'\n' || !(i + 1 < n && text[i + 1] == u'\n'))
                    ++line;
                buffer += ch;
            } else {
                qsizetype end = i + 1;
                while (end < n && text[end] != u'"' && text[end] != u'\n' && text[end] != u'\r')
                    ++end;
                buffer += text.sliced(i, end - i);
                i = end - 1;
            }
            continue;
        }
        if (ch == u'"') {
            if (buffer.size() > fieldStart()) {
                table.m_error = QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(
                    QCoreApplication::translate("gpuscout::CsvTable", "a quote inside an unquoted field; quote the whole field and double the quote"));
                return table;
            }
            inQuotes = true;
            fieldWasQuoted = true;
        } else if (ch == separator) {
            fieldEnd << buffer.size();
            fieldWasQuoted = false;
        } else if (ch == u'\r' || ch == u'\n') {
            if (ch == u'\r' && i + 1 < n && text[i + 1] == u'\n')
                ++i;
            const bool blank = fieldEnd.size() == recordFirst && buffer.size() == fieldStart() && !fieldWasQuoted;
            if (!blank) {
                fieldEnd << buffer.size();
                recordStart << recordFirst;
                lines << recordLine;
                recordFirst = fieldEnd.size();
            }
            fieldWasQuoted = false;
            ++line;
            recordLine = line;
        } else {
            qsizetype end = i + 1;
            while (end < n && text[end] != u'"' && text[end] != separator && text[end] != u'\n' && text[end] != u'\r')
                ++end;
            buffer += text.sliced(i, end - i);
            i = end - 1;
        }
    }
    if (inQuotes) {
        table.m_error = QStringLiteral("%1:%2: %3").arg(fileName).arg(recordLine).arg(
            QCoreApplication::translate("gpuscout::CsvTable", "a quoted field is not closed before the end of the file"));
        return table;
    }
    if (buffer.size() > fieldStart() || fieldEnd.size() > recordFirst || fieldWasQuoted) {
        fieldEnd << buffer.size();
        recordStart << recordFirst;
        lines << recordLine;
    }
    if (recordStart.isEmpty()) {
        table.m_error = QStringLiteral("%1: %2").arg(fileName, QCoreApplication::translate("gpuscout::CsvTable", "the file is empty; expected a header row"));
        return table;
    }
    recordStart << fieldEnd.size();
    table.m_recordStart = recordStart;
    table.m_lines = lines;
    // Record 0 is the header; rows are the records after it.
    for (qsizetype k = 0; k < recordStart[1]; ++k)
        table.m_header << table.fieldText(k).toString();
    table.m_recordStart.removeFirst();
    table.m_lines.removeFirst();
    for (int c = 0; c < table.m_header.size(); ++c)
        table.m_columns.insert(table.m_header[c].trimmed(), c);
    for (int r = 0; r < table.rowCount() && !options.keepRaggedRows; ++r) {
        if (table.fieldCount(r) != table.m_header.size()) {
            const QString error = QStringLiteral("%1:%2: %3").arg(fileName).arg(table.lineOf(r)).arg(
                QCoreApplication::translate("gpuscout::CsvTable", "%1 fields, expected %2 as in the header").arg(table.fieldCount(r)).arg(table.m_header.size()));
            table = CsvTable();
            table.m_error = error;
            return table;
        }
    }
    return table;
}

QStringView CsvTable::fieldText(qsizetype k) const
{
    const qsizetype start = k == 0 ? 0 : m_fieldEnd[k - 1];
    return QStringView(m_buffer).sliced(start, m_fieldEnd[k] - start);
}

int CsvTable::fieldCount(int row) const
{
    return static_cast<int>(m_recordStart[row + 1] - m_recordStart[row]);
}

QString CsvTable::value(int row, const QString &column) const
{
    const auto it = m_columns.constFind(column);
    if (it == m_columns.cend())
        return {};
    return field(row, *it);
}

QStringView CsvTable::fieldView(int row, int column) const
{
    if (column < 0 || column >= fieldCount(row))
        return {};
    return fieldText(m_recordStart[row] + column);
}

QString CsvTable::field(int row, int column) const
{
    return fieldView(row, column).toString();
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
