#pragma once

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace gpuscout {

// Downloaded price files kept between updates (by default in the per-user cache folder,
// QStandardPaths::CacheLocation/price-feeds), each with the ETag and Last-Modified its
// server sent, so that the next update can ask "has it changed?" and skip an unchanged
// offer file of hundreds of megabytes. An entry is written whole or not at all. The cache
// holds at most limitBytes: storing a download evicts the entries least recently used.
class DownloadCache
{
public:
    struct Entry {
        QString bodyPath;      // empty: nothing cached
        QString etag;
        QString lastModified;  // as the server sent it (an HTTP date)
        QDateTime fetched;
        qint64 size = 0;
        bool valid() const { return !bodyPath.isEmpty(); }
    };

    static constexpr qint64 DefaultLimitBytes = qint64(8) * 1024 * 1024 * 1024;

    explicit DownloadCache(const QString &folder = QString(), qint64 limitBytes = DefaultLimitBytes); // empty: the default folder
    static QString defaultFolder();

    QString folder() const { return m_folder; }
    Entry lookup(const QUrl &url) const;
    // Where to write a download of url while it arrives.
    QString partialPath(const QUrl &url) const;
    // Turns a complete download into the cache entry of url, then evicts other entries,
    // least recently used first, until the cache is within its limit. False with a reason.
    bool commit(const QUrl &url, const QString &partial, const QString &etag, const QString &lastModified, QString *error);
    // The cached copy of url was used again (a 304): it is evicted after the others.
    void markUsed(const QUrl &url) const;
    // Drops the entry of url: a file that did not parse is not kept to be reused.
    void forget(const QUrl &url) const;
    qint64 limitBytes() const { return m_limitBytes; }

private:
    QString stem(const QUrl &url) const;
    void evictBeyondLimit(const QString &keepBody) const;

    QString m_folder;
    qint64 m_limitBytes;
};

} // namespace gpuscout
