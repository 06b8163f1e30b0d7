#pragma once

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace gpuscout {

// Downloaded price files kept between updates (by default in the per-user cache folder,
// QStandardPaths::CacheLocation/price-feeds), each with the ETag and Last-Modified its
// server sent, so that the next update can ask "has it changed?" and skip an unchanged
// offer file of hundreds of megabytes. An entry is written whole or not at all.
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

    explicit DownloadCache(const QString &folder = QString()); // empty: the default folder
    static QString defaultFolder();

    QString folder() const { return m_folder; }
    Entry lookup(const QUrl &url) const;
    // Where to write a download of url while it arrives.
    QString partialPath(const QUrl &url) const;
    // Turns a complete download into the cache entry of url. False with a reason.
    bool commit(const QUrl &url, const QString &partial, const QString &etag, const QString &lastModified, QString *error);

private:
    QString stem(const QUrl &url) const;

    QString m_folder;
};

} // namespace gpuscout
