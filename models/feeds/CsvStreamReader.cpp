#include "feeds/CsvStreamReader.h"

#include <QCoreApplication>
#include <QIODevice>

namespace gpuscout {

namespace {
constexpr qint64 Chunk = 256 * 1024;
constexpr qsizetype MaxRecordBytes = 16 * 1024 * 1024;
} // namespace

CsvStreamReader::CsvStreamReader(QIODevice *device)
    : m_device(device)
{
}

bool CsvStreamReader::fill()
{
    if (m_eof)
        return false;
    const qsizetype old = m_buf.size();
    m_buf.resize(old + Chunk);
    const qint64 got = m_device ? m_device->read(m_buf.data() + old, Chunk) : -1;
    if (got <= 0) {
        m_buf.resize(old);
        m_eof = true;
        return false;
    }
    m_buf.resize(old + got);
    return true;
}

bool CsvStreamReader::next(QStringList *fields)
{
    fields->clear();
    if (!m_error.isEmpty())
        return false;
    // Drop what earlier records used, keeping the buffer small.
    if (m_pos > 0) {
        m_consumed += m_pos;
        m_buf.remove(0, m_pos);
        m_pos = 0;
    }
    if (!m_started) {
        m_started = true;
        while (m_buf.size() < 3 && fill()) {
        }
        if (m_buf.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    if (m_pos >= m_buf.size() && !fill())
        return false;
    m_recordLine = m_line;
    QByteArray field;
    bool quoted = false;
    bool inQuotes = false;
    qsizetype i = m_pos;
    for (;;) {
        if (i >= m_buf.size()) {
            const qsizetype offset = i - m_pos;
            if (!fill()) {
                if (inQuotes) {
                    m_error = QCoreApplication::translate("gpuscout::CsvStreamReader", "line %1: a quoted field is not closed before the end of the file (truncated?)").arg(m_recordLine);
                    return false;
                }
                *fields << QString::fromUtf8(field);
                m_pos = m_buf.size();
                return true;
            }
            i = m_pos + offset;
        }
        if (i - m_pos > MaxRecordBytes) {
            m_error = QCoreApplication::translate("gpuscout::CsvStreamReader", "line %1: a record longer than %2 MB").arg(m_recordLine).arg(MaxRecordBytes / (1024 * 1024));
            return false;
        }
        const char c = m_buf.at(i);
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 >= m_buf.size()) {
                    const qsizetype offset = i - m_pos;
                    fill();
                    i = m_pos + offset;
                }
                if (i + 1 < m_buf.size() && m_buf.at(i + 1) == '"') {
                    field += '"';
                    i += 2;
                    continue;
                }
                inQuotes = false;
                ++i;
                continue;
            }
            if (c == '\n')
                ++m_line;
            field += c;
            ++i;
            continue;
        }
        if (c == '"' && field.isEmpty() && !quoted) {
            inQuotes = true;
            quoted = true;
            ++i;
            continue;
        }
        if (c == ',') {
            *fields << QString::fromUtf8(field);
            field.clear();
            quoted = false;
            ++i;
            continue;
        }
        if (c == '\n' || c == '\r') {
            *fields << QString::fromUtf8(field);
            ++i;
            if (c == '\r') {
                if (i >= m_buf.size()) {
                    const qsizetype offset = i - m_pos;
                    fill();
                    i = m_pos + offset;
                }
                if (i < m_buf.size() && m_buf.at(i) == '\n')
                    ++i;
            }
            ++m_line;
            m_pos = i;
            return true;
        }
        field += c;
        ++i;
    }
}

} // namespace gpuscout
