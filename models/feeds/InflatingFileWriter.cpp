#include "feeds/InflatingFileWriter.h"

#include <QFile>

#include <zlib.h>


namespace gpuscout {

struct InflatingFileWriter::Stream {
    z_stream z{};
    bool ready = false;
    QByteArray piece;
};

namespace {

QByteArray normalized(const QByteArray &encoding)
{
    return encoding.trimmed().toLower();
}

constexpr int PieceBytes = 256 * 1024;

} // namespace

bool InflatingFileWriter::supports(const QByteArray &encoding)
{
    const QByteArray e = normalized(encoding);
    return e.isEmpty() || e == "identity" || e == "gzip" || e == "x-gzip" || e == "deflate";
}

InflatingFileWriter::InflatingFileWriter(QFile *file, const QByteArray &encoding, qint64 maxBytes)
    : m_file(file)
    , m_maxBytes(maxBytes)
{
    const QByteArray e = normalized(encoding);
    if (e.isEmpty() || e == "identity")
        return;
    m_stream = std::make_unique<Stream>();
    // 15 + 32: a zlib or a gzip header, found from the first bytes ("deflate" as servers
    // send it is zlib-wrapped). Fails only without memory: then every write is refused.
    m_stream->ready = inflateInit2(&m_stream->z, 15 + 32) == Z_OK;
    m_stream->piece.resize(PieceBytes);
}

InflatingFileWriter::~InflatingFileWriter()
{
    if (m_stream && m_stream->ready)
        inflateEnd(&m_stream->z);
}

InflatingFileWriter::Status InflatingFileWriter::put(const char *data, qint64 size)
{
    if (m_written + size > m_maxBytes)
        return Status::TooLarge;
    if (m_file->write(data, size) != size)
        return Status::WriteFailed;
    m_written += size;
    return Status::Ok;
}

InflatingFileWriter::Status InflatingFileWriter::write(const QByteArray &chunk)
{
    if (!m_stream)
        return put(chunk.constData(), chunk.size());
    if (!m_stream->ready)
        return Status::Damaged;
    z_stream &z = m_stream->z;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(chunk.constData()));
    z.avail_in = static_cast<uInt>(chunk.size());
    char *out = m_stream->piece.data();
    while (z.avail_in > 0) {
        if (m_ended) {
            // gzip allows several members one after another (pigz, concatenated files).
            inflateReset(&z);
            m_ended = false;
        }
        z.next_out = reinterpret_cast<Bytef *>(out);
        z.avail_out = PieceBytes;
        const int rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR)
            return Status::Damaged;
        const qint64 produced = PieceBytes - qint64(z.avail_out);
        if (const Status s = put(out, produced); s != Status::Ok)
            return s;
        if (rc == Z_STREAM_END)
            m_ended = true;
        else if (rc == Z_BUF_ERROR && produced == 0)
            break;
    }
    return Status::Ok;
}

bool InflatingFileWriter::complete() const
{
    return !m_stream || m_ended;
}

} // namespace gpuscout
