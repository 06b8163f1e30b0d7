#include "teamcatalog/OfflineCopy.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "domain/Catalog.h"
#include "io/SafeFileWriter.h"
#include "catalog/TeamCatalogUrl.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gpuscout::OfflineCopy {

namespace {

QString infoPath(const QString &copyPath)
{
    return copyPath + QStringLiteral(".json");
}

// The server's history change mark the copy's history was last checked against.
QString markPath(const QString &copyPath)
{
    return copyPath + QStringLiteral(".history-mark");
}

} // namespace

QString pathFor(const QString &url)
{
    TeamCatalogUrl parsed;
    QString error;
    if (!TeamCatalogUrl::parse(url, &parsed, &error))
        return QString();
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("team-catalogs/") + parsed.storageKey() + QStringLiteral(".sqlite"));
}

bool save(const QString &url, const Catalog &catalog, QString *error)
{
    const QString path = pathFor(url);
    TeamCatalogUrl parsed;
    if (path.isEmpty() || !TeamCatalogUrl::parse(url, &parsed, error))
        return false;
    {
        // Only the rows that changed since the last copy are written, in one transaction:
        // a crash leaves the previous copy.
        // The history goes by syncHistory(), ids and all: what the window holds of it (entries
        // its own edits just added) would come in again under the copy's ids.
        Catalog withoutHistory = catalog;
        withoutHistory.priceHistory.clear();
        withoutHistory.historyLoaded = false;
        CatalogDatabase copy;
        copy.setKeepsPriceSeries(false);
        if (copy.open(path) == CatalogDatabase::Status::Failed || !copy.write(withoutHistory)) {
            *error = copy.errorString();
            return false;
        }
    }
    const QJsonObject info{{QStringLiteral("server"), parsed.displayName()},
                           {QStringLiteral("synced_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    return writeFileAtomically(infoPath(path), QJsonDocument(info).toJson(QJsonDocument::Compact), error);
}

bool openCopy(const QString &url, CatalogDatabase *copy, QString *error)
{
    const QString path = pathFor(url);
    if (path.isEmpty() || !QFile::exists(path)) {
        *error = QCoreApplication::translate("gpuscout::OfflineCopy", "the offline copy has not been written yet");
        return false;
    }
    copy->setKeepsPriceSeries(false);
    if (copy->open(path) == CatalogDatabase::Status::Failed) {
        *error = copy->errorString();
        return false;
    }
    return true;
}

bool syncHistory(CatalogDatabase &server, CatalogDatabase &copy, int limit, bool *done, QString *error)
{
    *done = false;
    const QString path = copy.path();
    qint64 maxId = 0;
    if (!copy.lastHistoryId(&maxId)) {
        *error = copy.errorString();
        return false;
    }
    // The server's mark of removed or changed entries, read before the entries: a prune in
    // between moves it again, and the next piece checks.
    qint64 mark = -1;
    if (!server.historyChangeMark(&mark)) {
        *error = server.errorString();
        return false;
    }
    QFile markFile(markPath(path));
    const qint64 seenMark = markFile.open(QIODevice::ReadOnly) ? markFile.readAll().trimmed().toLongLong() : -2;
    markFile.close();
    bool restart = false;
    if (maxId > 0 && (mark < 0 || mark != seenMark)) {
        qint64 serverCount = 0;
        qint64 count = 0;
        if (!server.countHistoryUpTo(maxId, &serverCount) || !copy.countHistoryUpTo(maxId, &count)) {
            *error = server.errorString().isEmpty() ? copy.errorString() : server.errorString();
            return false;
        }
        restart = serverCount != count;
    }
    QList<CatalogDatabase::HistoryRow> rows;
    if (!server.readHistoryAfter(restart ? 0 : maxId, limit, &rows)) {
        *error = server.errorString();
        return false;
    }
    if (!copy.appendHistory(rows, restart)) {
        *error = copy.errorString();
        return false;
    }
    if (mark != seenMark && !writeFileAtomically(markPath(path), QByteArray::number(mark), error))
        return false;
    *done = rows.size() < limit;
    return true;
}

bool find(const QString &url, Info *info)
{
    const QString path = pathFor(url);
    if (path.isEmpty() || !QFile::exists(path))
        return false;
    QFile file(infoPath(path));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    info->path = path;
    info->server = o.value(QStringLiteral("server")).toString();
    info->syncedAt = QDateTime::fromString(o.value(QStringLiteral("synced_at")).toString(), Qt::ISODate);
    return !info->server.isEmpty() && info->syncedAt.isValid();
}

bool openInstead(const QString &url, OpenedCatalog *opened)
{
    Info copy;
    if (opened->catalog || !TeamCatalogUrl::looksLikeUrl(url) || opened->failure != CatalogDatabase::Failure::Unreachable
        || !find(url, &copy))
        return false;
    OpenedCatalog offline = openCatalog(copy.path);
    if (!offline.catalog)
        return false;
    offline.path = url;
    *opened = offline;
    return true;
}

QString label(const Info &info)
{
    return QCoreApplication::translate("gpuscout::OfflineCopy", "offline copy of %1 from %2")
        .arg(info.server, info.syncedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
}

} // namespace gpuscout::OfflineCopy
