#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

class QFile;

namespace gpuscout {

// Writes a download to a file as it arrives, unpacking a gzip or deflate body piece by
// piece. Qt unpacks a compressed body itself only into memory, ahead of what is read, and
// a body of spaces that unpacks 1,000:1 took 1.1 GB that way; here at most one piece
// (256 KB) is unpacked at a time and the file's size is checked as it grows.
class InflatingFileWriter
{
public:
    enum class Status { Ok, TooLarge, Damaged, WriteFailed };

    // `encoding` is the response's Content-Encoding: empty or "identity" (written as is),
    // "gzip", "x-gzip" or "deflate". False for any other.
    InflatingFileWriter(QFile *file, const QByteArray &encoding, qint64 maxBytes);
    ~InflatingFileWriter();
    InflatingFileWriter(const InflatingFileWriter &) = delete;
    InflatingFileWriter &operator=(const InflatingFileWriter &) = delete;

    static bool supports(const QByteArray &encoding);

    Status write(const QByteArray &chunk);
    // The body ended: false when a compressed stream stopped before its end.
    bool complete() const;
    qint64 written() const { return m_written; }
    bool compressed() const { return m_stream != nullptr; }

private:
    Status put(const char *data, qint64 size);

    struct Stream;
    QFile *m_file;
    qint64 m_maxBytes;
    qint64 m_written = 0;
    bool m_ended = false;
    std::unique_ptr<Stream> m_stream;
};

} // namespace gpuscout
