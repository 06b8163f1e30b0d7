#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QIODevice;

namespace gpuscout {

// RFC 4180 records read one at a time from a QIODevice (quoted fields may hold commas,
// doubled quotes and line breaks; LF or CRLF), for CSV files too large to hold: the AWS
// offer files' CSV variant. UTF-8; a leading BOM is dropped.
class CsvStreamReader
{
public:
    explicit CsvStreamReader(QIODevice *device);

    // The next record into *fields; false at the end of the input or on an error
    // (hasError() tells which: a quote left open at the end means a truncated file).
    bool next(QStringList *fields);
    bool hasError() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    qint64 line() const { return m_recordLine; } // 1-based line where the last record started
    qint64 bytesConsumed() const { return m_consumed + m_pos; }

private:
    bool fill();

    QIODevice *m_device;
    QByteArray m_buf;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0;
    qint64 m_line = 1;
    qint64 m_recordLine = 0;
    bool m_eof = false;
    bool m_started = false;
    QString m_error;
};

} // namespace gpuscout
