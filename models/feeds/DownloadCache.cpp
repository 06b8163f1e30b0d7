#include "feeds/DownloadCache.h"

#include "feeds/FeedEndpoint.h"
#include "io/SafeFileWriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gpuscout {

DownloadCache::DownloadCache(const QString &folder, qint64 limitBytes)
    : m_folder(folder.isEmpty() ? defaultFolder() : folder)
    , m_limitBytes(limitBytes)
{
}

QString DownloadCache::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).filePath(QStringLiteral("price-feeds"));
}

// Named by a hash of the URL without its key: the key never reaches the disk.
QString DownloadCache::stem(const QUrl &url) const
{
    const QByteArray hash = QCryptographicHash::hash(FeedEndpoint::display(url).toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return QDir(m_folder).filePath(QString::fromLatin1(hash));
}

DownloadCache::Entry DownloadCache::lookup(const QUrl &url) const
{
    Entry e;
    const QString base = stem(url);
    QFile meta(base + QStringLiteral(".meta.json"));
    if (!meta.open(QIODevice::ReadOnly) || !QFileInfo::exists(base + QStringLiteral(".body")))
        return e;
    const QJsonObject o = QJsonDocument::fromJson(meta.read(64 * 1024)).object();
    if (o.value(QLatin1String("url")).toString() != FeedEndpoint::display(url))
        return e;
    e.size = QFileInfo(base + QStringLiteral(".body")).size();
    if (e.size != o.value(QLatin1String("size")).toInteger(-1))
        return e; // a body that does not match its record is not trusted
    e.bodyPath = base + QStringLiteral(".body");
    e.etag = o.value(QLatin1String("etag")).toString();
    e.lastModified = o.value(QLatin1String("last_modified")).toString();
    e.fetched = QDateTime::fromString(o.value(QLatin1String("fetched")).toString(), Qt::ISODate);
    return e;
}

QString DownloadCache::partialPath(const QUrl &url) const
{
    return stem(url) + QStringLiteral(".partial");
}

bool DownloadCache::commit(const QUrl &url, const QString &partial, const QString &etag, const QString &lastModified, QString *error)
{
    const QString base = stem(url);
    const QString body = base + QStringLiteral(".body");
    QFile::remove(base + QStringLiteral(".meta.json")); // no record points at a body being replaced
    QFile::remove(body);
    if (!QFile::rename(partial, body)) {
        *error = QCoreApplication::translate("gpuscout::DownloadCache", "cannot store the download in %1").arg(m_folder);
        return false;
    }
    QJsonObject o;
    o.insert(QStringLiteral("url"), FeedEndpoint::display(url));
    o.insert(QStringLiteral("etag"), etag);
    o.insert(QStringLiteral("last_modified"), lastModified);
    o.insert(QStringLiteral("fetched"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    o.insert(QStringLiteral("size"), QFileInfo(body).size());
    // Written like every other file (QSaveFile alone reports success after a failed write
    // on a full disk): a record that is not wholly on disk is reported and never left
    // behind, and without it lookup() trusts no body.
    QString why;
    if (!writeFileAtomically(base + QStringLiteral(".meta.json"), QJsonDocument(o).toJson(), &why)) {
        *error = QCoreApplication::translate("gpuscout::DownloadCache", "cannot write the cache record in %1").arg(m_folder);
        return false;
    }
    evictBeyondLimit(body);
    return true;
}

void DownloadCache::markUsed(const QUrl &url) const
{
    QFile body(stem(url) + QStringLiteral(".body"));
    if (body.open(QIODevice::ReadWrite)) // setFileTime needs an open file
        body.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
}

void DownloadCache::forget(const QUrl &url) const
{
    const QString base = stem(url);
    QFile::remove(base + QStringLiteral(".meta.json"));
    QFile::remove(base + QStringLiteral(".body"));
}

void DownloadCache::evictBeyondLimit(const QString &keepBody) const
{
    const QDir dir(m_folder);
    // A download cut short by a crash leaves its .partial behind; a day later nobody is
    // still writing it.
    const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
    for (const QFileInfo &partial : dir.entryInfoList({QStringLiteral("*.partial")}, QDir::Files)) {
        if (partial.lastModified() < dayAgo)
            QFile::remove(partial.filePath());
    }
    QFileInfoList bodies = dir.entryInfoList({QStringLiteral("*.body")}, QDir::Files, QDir::Time | QDir::Reversed);
    qint64 total = 0;
    for (const QFileInfo &b : std::as_const(bodies))
        total += b.size();
    for (const QFileInfo &b : std::as_const(bodies)) { // least recently used first
        if (total <= m_limitBytes)
            break;
        if (b.absoluteFilePath() == QFileInfo(keepBody).absoluteFilePath())
            continue;
        const QString base = b.absolutePath() + u'/' + b.completeBaseName();
        QFile::remove(base + QStringLiteral(".meta.json"));
        if (QFile::remove(b.absoluteFilePath()))
            total -= b.size();
    }
}

} // namespace gpuscout
