#include "catalog/CatalogDatabase.h"

#include "catalog/PriceHistoryExport.h"
#include "catalog/PriceSeriesTable.h"

#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogDiff.h"
#include "catalog/BundledPerformanceData.h"
#include "catalog/CatalogReader.h"
#include "perf/PerformanceModel.h"
#include "catalog/CatalogRowWriter.h"
#include "catalog/ListChecks.h"
#include "catalog/OfferReferenceCheck.h"
#include "catalog/PriceInsertBatch.h"
#include "catalog/CatalogStatement.h"
#include "catalog/CatalogSchema.h"
#include "catalog/SqlFailure.h"
#include "catalog/PriceAuditReader.h"
#include "catalog/TeamCatalogSchema.h"
#include "catalog/TeamCatalogServer.h"
#include "catalog/TeamCatalogUrl.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

#include <optional>

namespace gpuscout {

namespace {

QString newConnectionName()
{
    return QStringLiteral("gpuscout-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QSqlDatabase addConnection(const QString &name, const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(CatalogDatabase::busyTimeoutMs()));
    return db;
}

void removeConnection(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    } // the last handle is gone before the connection is removed (no "still in use" warning)
    QSqlDatabase::removeDatabase(name);
}

// The new file's connection, removed again when done.
class ScopedConnection
{
public:
    explicit ScopedConnection(const QString &path)
        : m_name(newConnectionName())
    {
        QSqlDatabase db = addConnection(m_name, path);
        m_ok = db.open();
        m_error = db.lastError();
    }
    ~ScopedConnection() { removeConnection(m_name); }
    ScopedConnection(const ScopedConnection &) = delete;
    ScopedConnection &operator=(const ScopedConnection &) = delete;
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool ok() const { return m_ok; }
    QSqlError error() const { return m_error; }

private:
    QString m_name;
    bool m_ok = false;
    QSqlError m_error;
};

} // namespace

CatalogDatabase::CatalogDatabase() = default;


CatalogDatabase::~CatalogDatabase()
{
    closeConnection();
}

QString CatalogDatabase::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalog.sqlite"));
}

namespace {
// Catalogs up to this size (the bundled one is 4 MB) are checked page by page on opening.
constexpr qint64 QuickCheckMaxBytes = 16 * 1024 * 1024;
// From this many new offers in one write, their prices are noted for the price lines in one
// statement: dropping and putting back a trigger costs about as much as 1,000 of its runs.
constexpr qsizetype BatchedNewOffers = 1000;
} // namespace

int CatalogDatabase::busyTimeoutMs()
{
    bool ok = false;
    const int fromEnv = qEnvironmentVariableIntValue("GPUSCOUT_BUSY_TIMEOUT_MS", &ok);
    return ok && fromEnv >= 0 ? fromEnv : 10000;
}

QSqlDatabase CatalogDatabase::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool CatalogDatabase::fail(Failure failure, const QString &message)
{
    m_failure = failure;
    m_error = message;
    return false;
}

// SQLite says "corrupt" for more than damage (a file truncated while another program
// wrote it, say): only the integrity check's verdict makes it so.
bool CatalogDatabase::damaged(QString *detail)
{
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check(5)"))) {
        *detail = sqlErrorText(q.lastError());
        return classifySqlError(q.lastError()) == SqlFailure::Corrupt;
    }
    QStringList problems;
    while (q.next()) {
        if (q.value(0).toString() != QLatin1String("ok"))
            problems << q.value(0).toString();
    }
    *detail = problems.join(QStringLiteral("; "));
    return !problems.isEmpty();
}

// `doing` is the sentence's start: "The catalog could not be saved to FILE".
bool CatalogDatabase::failSql(const QSqlError &error, const QString &doing)
{
    if (m_team)
        return failServer(error, doing);
    const QString detail = sqlErrorText(error);
    switch (classifySqlError(error)) {
    case SqlFailure::Busy:
        return fail(Failure::InUse,
                    doing + QStringLiteral(": ")
                        + QCoreApplication::translate("gpuscout::CatalogDatabase", "it is in use by another program, which kept it locked for more than %1 s. Nothing was "
                             "changed: try again when the other program (another GpuScout import or update, or a "
                             "tool holding the file open) has finished.")
                              .arg(busyTimeoutMs() / 1000.0));
    case SqlFailure::Full:
        return fail(Failure::Environment, doing + QStringLiteral(": ")
                                              + QCoreApplication::translate("gpuscout::CatalogDatabase", "the disk is full (%1). Nothing was changed: free some space and try again.")
                                                    .arg(detail));
    case SqlFailure::ReadOnly:
        return fail(Failure::Environment,
                    doing + QStringLiteral(": ") + QCoreApplication::translate("gpuscout::CatalogDatabase", "the file or its folder cannot be written (%1).").arg(detail));
    case SqlFailure::Io:
        return fail(Failure::Environment, doing + QStringLiteral(": ") + QCoreApplication::translate("gpuscout::CatalogDatabase", "a disk error occurred (%1).").arg(detail));
    case SqlFailure::Corrupt: {
        QString verdict;
        if (!m_connection.isEmpty() && damaged(&verdict))
            return fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is corrupt (%2). It was left untouched; restore it from a backup "
                                             "or choose another file.")
                                              .arg(m_path, verdict));
        return fail(Failure::Environment, doing + QStringLiteral(": ") + detail);
    }
    default:
        return fail(Failure::Environment, doing + QStringLiteral(": ") + detail);
    }
}

bool CatalogDatabase::checkHeader(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is a folder, not a catalog file. Give the path of a catalog file, or "
                                         "a path that does not exist yet to create one.")
                                          .arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be read: %2").arg(path, file.errorString()));
    const QByteArray head = file.read(16);
    file.close();
    if (head != QByteArray("SQLite format 3\0", 16))
        return fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is not a GpuScout catalog: it is not a SQLite database. "
                                         "Choose a catalog file made by GpuScout, or a path that does not exist yet "
                                         "to create one.")
                                          .arg(path));
    return true;
}

bool CatalogDatabase::openConnection(const QString &path)
{
    closeConnection();
    m_connection = newConnectionName();
    m_path = path;
    QSqlDatabase db = addConnection(m_connection, path);
    if (!db.open())
        return failSql(db.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(path));
    return true;
}

// Settings of every connection, after the file is known to be a GpuScout catalog.
bool CatalogDatabase::configure()
{
    QSqlQuery q(database());
    // Write-ahead logging: a writer appends to the -wal file and readers keep reading the
    // last committed state, so the window and command-line runs read while an import
    // writes, and a write cut short by a crash or a full disk has no commit record and is
    // ignored by the next open. Its one requirement, that every program sits on the same
    // machine (it shares memory), holds for a desktop catalog; a shared team catalog is a
    // database server, not a file on a network drive. The mode is stored in the file.
    const bool wal = q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next()
        && q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    q.finish();
    if (!wal && !q.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
        // A catalog only this user may read, or one another program holds open in the old
        // rollback mode, stays in that mode: still one writer at a time, readers wait.
        const SqlFailure why = classifySqlError(q.lastError());
        if (why != SqlFailure::ReadOnly && why != SqlFailure::Busy)
            return failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(m_path));
    }
    q.finish();
    // FULL: a commit is on the disk before it is reported, so a success is never lost to a
    // power cut; catalog writes are few and small.
    // Temporary files in memory: a statement that writes many rows and may fail part-way
    // (the writer's multi-row INSERTs) keeps the pages it changed in a statement journal,
    // which SQLite spills to a file in /var/tmp past 64 KiB. A 100,000-row import wrote
    // 90,000 pages there that were never read again. The journal of one statement is small.
    if (!q.exec(QStringLiteral("PRAGMA synchronous = FULL")) || !q.exec(QStringLiteral("PRAGMA foreign_keys = ON"))
        || !q.exec(QStringLiteral("PRAGMA temp_store = MEMORY")))
        return failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(m_path));
    return true;
}

void CatalogDatabase::closeConnection()
{
    if (m_team) {
        m_team.reset(); // closes and removes its connection
        m_connection.clear();
        return;
    }
    if (m_connection.isEmpty())
        return;
    removeConnection(m_connection);
    m_connection.clear();
}

namespace {

bool createPriceSeries(QSqlDatabase &db, QString *error)
{
    bool created = false;
    QSqlError sqlError;
    if (PriceSeriesTable::ensure(db, &created, &sqlError))
        return true;
    *error = sqlErrorText(sqlError);
    return false;
}

} // namespace

bool CatalogDatabase::create(const QString &path, const QString &seedFolder)
{
    Catalog seed;
    QString seedError;
    if (!readCatalogCsv(seedFolder, &seed, &seedError))
        return fail(Failure::Environment,
                    QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: the bundled catalog is invalid: %2").arg(path, seedError));
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "The folder %1 cannot be created.").arg(info.absolutePath()));
    // A name of its own, so that two programs creating the same catalog never share one.
    const QString partial = path + QStringLiteral(".partial-") + QUuid::createUuid().toString(QUuid::Id128).left(8);
    QString error;
    {
        ScopedConnection fresh(partial);
        if (!fresh.ok()) {
            failSql(fresh.error(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created").arg(path));
        } else {
            QSqlDatabase db = fresh.db();
            QSqlQuery q(db);
            CatalogRowWriter writer(db, CatalogRowWriter::Mode::Unchecked);
            QString migrateError;
            // 8 KiB pages, set before the first write: a 100,000-row import into the file
            // took 1.46 s against 1.52 s with SQLite's 4 KiB (median of eight paired runs),
            // and rank read it as fast. A file made with 4 KiB pages keeps them (changing
            // takes a VACUUM of the whole file).
            bool ok = q.exec(QStringLiteral("PRAGMA page_size = 8192")) && q.exec(QStringLiteral("BEGIN IMMEDIATE"));
            if (ok && !CatalogSchema::migrate(db, 0, CatalogSchema::CurrentVersion, &migrateError)) {
                ok = false;
                fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, migrateError));
            } else if (ok && !ListChecks::rewrite(db, &migrateError)) {
                ok = false;
                fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, migrateError));
            } else if (ok && !diffCatalogs(Catalog{}, seed, &writer)) {
                ok = false;
                fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, writer.errorString()));
            } else if (ok && m_keepSeries && !createPriceSeries(db, &migrateError)) {
                ok = false;
                fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, migrateError));
            } else if (!ok || !q.exec(QStringLiteral("COMMIT"))) {
                ok = false;
                failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created").arg(path)); // read before the rollback
            }
            if (!ok)
                q.exec(QStringLiteral("ROLLBACK"));
        }
    }
    if (m_failure != Failure::None) {
        QFile::remove(partial);
        return false;
    }
    // QFile::rename never replaces an existing file: a catalog another program created
    // meanwhile is kept, and this one dropped.
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        if (!QFileInfo::exists(path))
            return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: renaming the new file failed").arg(path));
    }
    return true;
}

// A catalog from before version 7 gets the bundled measurements and the GPUs' architecture
// and stacks, inside the upgrade's transaction.
bool CatalogDatabase::addBundledPerformanceData(QSqlDatabase &db, const QString &seedFolder, QString *error)
{
    // Tests upgrade files without a bundled catalog at hand: the schema alone then.
    if (!QDir(seedFolder).exists())
        return true;
    Catalog seed;
    if (!readCatalogCsv(seedFolder, &seed, error))
        return false;
    Catalog now;
    QSqlError readError;
    if (!readCatalogTables(db, &now, &readError)) {
        *error = sqlErrorText(readError);
        return false;
    }
    CatalogRowWriter writer(db, CatalogRowWriter::Mode::Unchecked);
    if (!diffCatalogs(now, withBundledPerformanceData(now, seed), &writer)) {
        *error = writer.errorString();
        return false;
    }
    return true;
}

CatalogDatabase::Status CatalogDatabase::migrateIfOlder(const QString &seedFolder)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(m_path));
        return Status::Failed;
    }
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(m_path));
        return Status::Failed;
    }
    const int version = q.value(0).toInt();
    q.finish();
    if (appId != CatalogSchema::ApplicationId) {
        fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is a SQLite database but not a GpuScout catalog. It was left untouched.").arg(m_path));
        return Status::Failed;
    }
    if (version > CatalogSchema::CurrentVersion) {
        fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 was written by a newer GpuScout (catalog version %2; this version reads "
                                  "up to %3). It was left untouched: update GpuScout to open it.")
                                   .arg(m_path)
                                   .arg(version)
                                   .arg(CatalogSchema::CurrentVersion));
        return Status::Failed;
    }
    // The check reads every page: 240 ms of a 1 s `rank` on a 34 MB catalog of 100,000
    // offers. A larger file is not checked on opening; loading it reads every table page
    // and any write goes through the indexes, and a page found damaged there is reported
    // as corrupt after the same check (failSql), so damage is never read as data.
    const bool checkNow = QFileInfo(m_path).size() <= QuickCheckMaxBytes;
    if (checkNow && (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())) {
        failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened").arg(m_path));
        return Status::Failed;
    }
    if (checkNow && q.value(0).toString() != QLatin1String("ok")) {
        q.finish();
        QString verdict;
        if (damaged(&verdict)) {
            fail(Failure::BadFile, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is corrupt (%2). It was left untouched; restore it from a backup "
                                      "or choose another file.")
                                       .arg(m_path, verdict));
            return Status::Failed;
        }
    }
    q.finish();
    if (version == CatalogSchema::CurrentVersion) {
        writeListChecksOut();
        return configure() ? Status::Opened : Status::Failed;
    }

    QString error;
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be upgraded from catalog version %2").arg(m_path).arg(version));
        return Status::Failed;
    }
    if (!CatalogSchema::migrate(db, version, CatalogSchema::CurrentVersion, &error)
        || (version < 7 && !addBundledPerformanceData(db, seedFolder, &error)) || !q.exec(QStringLiteral("COMMIT"))) {
        if (error.isEmpty())
            error = sqlErrorText(q.lastError()); // read before the rollback replaces it
        q.exec(QStringLiteral("ROLLBACK"));
        fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be upgraded from catalog version %2: %3. It was left as it was.")
                                       .arg(m_path)
                                       .arg(version)
                                       .arg(error));
        return Status::Failed;
    }
    writeListChecksOut();
    // Only now the journal mode, which is written into the file: a failed upgrade leaves
    // the file exactly as it was.
    return configure() ? Status::Migrated : Status::Failed;
}

// Once per file, in a transaction of its own: a file this user may only read, or one
// another program is writing, keeps its list checks and is read as before.
void CatalogDatabase::writeListChecksOut()
{
    QSqlDatabase db = database();
    bool needed = false;
    QString error;
    if (!ListChecks::needed(db, &needed, &error)) {
        qWarning("GpuScout: the value checks of %s were left as they were: %s", qPrintable(m_path), qPrintable(error));
        return;
    }
    if (!needed)
        return;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        const SqlFailure why = classifySqlError(q.lastError());
        if (why != SqlFailure::ReadOnly && why != SqlFailure::Busy)
            qWarning("GpuScout: the value checks of %s were left as they were: %s", qPrintable(m_path), qPrintable(sqlErrorText(q.lastError())));
        return;
    }
    if (!ListChecks::rewrite(db, &error) || !q.exec(QStringLiteral("COMMIT"))) {
        if (error.isEmpty())
            error = sqlErrorText(q.lastError()); // read before the rollback replaces it
        q.exec(QStringLiteral("ROLLBACK"));
        qWarning("GpuScout: the value checks of %s were left as they were: %s", qPrintable(m_path), qPrintable(error));
    }
}

CatalogDatabase::Status CatalogDatabase::open(const QString &path, const QString &seedFolder)
{
    m_error.clear();
    m_failure = Failure::None;
    m_seenVersion = -1;
    if (TeamCatalogUrl::looksLikeUrl(path))
        return openTeam(path);
    closeConnection();
    bool created = false;
    if (!QFileInfo::exists(path)) {
        if (!create(path, seedFolder))
            return Status::Failed;
        created = true;
    }
    Status status = Status::Failed;
    if (checkHeader(path) && openConnection(path))
        status = migrateIfOlder(seedFolder);
    if (status == Status::Failed) {
        closeConnection();
        return Status::Failed;
    }
    if (m_keepSeries)
        ensurePriceSeries();
    else
        m_seriesTables = false;
    return created ? Status::Created : status;
}

int CatalogDatabase::schemaVersion() const
{
    QSqlQuery q(database());
    if (m_team) {
        if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) || !q.next())
            return -1;
        return q.value(0).toString().toInt();
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

qint64 CatalogDatabase::dataVersion()
{
    if (m_team)
        return m_team->dataVersion(); // raised by every committed change, this connection's too
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

bool CatalogDatabase::changedElsewhere()
{
    if (m_connection.isEmpty())
        return false;
    const qint64 now = dataVersion();
    return now >= 0 && now != m_seenVersion;
}

bool CatalogDatabase::begin(bool write)
{
    if (m_team) {
        QSqlError error;
        if (m_team->begin(write, busyTimeoutMs(), &error))
            return true;
        return failSql(error, write ? QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path)
                                    : QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be read").arg(m_path));
    }
    QSqlQuery q(database());
    if (q.exec(write ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN")))
        return true;
    return failSql(q.lastError(), write ? QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path)
                                        : QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be read").arg(m_path));
}

bool CatalogDatabase::commit()
{
    QSqlQuery q(database());
    if (q.exec(QStringLiteral("COMMIT")))
        return true;
    failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path)); // before the rollback
    rollback();
    return false;
}

bool CatalogDatabase::commitWithSeries(const PriceSeriesTable::NewOffers *added)
{
    m_linesExtended = m_linesRecomputed = 0;
    if (m_seriesTables) {
        QSqlError error;
        PriceSeriesTable::Refreshed refreshed;
        if (!PriceSeriesTable::refresh(database(), &refreshed, &error, added)) {
            failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
            rollback();
            return false;
        }
        m_linesExtended = refreshed.extended;
        m_linesRecomputed = refreshed.recomputed;
    }
    return commit();
}

// A file from a GpuScout that kept no price lines gets them computed once, in a transaction
// of its own; when that fails (another program holds the write lock past the timeout) the
// file is still read, and Prices over Time computes from the history.
void CatalogDatabase::ensurePriceSeries()
{
    m_seriesTables = false;
    QSqlDatabase db = database();
    QSqlQuery q(db);
    bool created = false;
    QSqlError error;
    if (PriceSeriesTable::exists(db, &m_seriesTables, &error) && m_seriesTables)
        return;
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        qWarning("GpuScout: the price lines of %s could not be prepared: %s", qPrintable(m_path), qPrintable(sqlErrorText(q.lastError())));
        return;
    }
    if (!PriceSeriesTable::ensure(db, &created, &error) || !q.exec(QStringLiteral("COMMIT"))) {
        qWarning("GpuScout: the price lines of %s could not be prepared: %s", qPrintable(m_path),
                 qPrintable(sqlErrorText(error.isValid() ? error : q.lastError())));
        q.exec(QStringLiteral("ROLLBACK"));
        return;
    }
    m_seriesTables = true;
}

bool CatalogDatabase::refreshPriceSeries(int *recomputed, int *extended)
{
    if (!beginWrite())
        return false;
    PriceSeriesTable::Refreshed refreshed;
    if (m_seriesTables) {
        QSqlError error;
        if (!PriceSeriesTable::refresh(database(), &refreshed, &error)) {
            rollback();
            return failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
        }
    }
    if (recomputed)
        *recomputed = refreshed.recomputed;
    if (extended)
        *extended = refreshed.extended;
    return commit();
}

bool CatalogDatabase::loadPriceSeries(const Catalog &catalog, const PriceSeriesQuery &query, QList<PriceSeriesLine> *out, bool *served)
{
    *served = false;
    if (m_team || !m_seriesTables)
        return true;
    if (!beginRead())
        return false;
    QSqlError error;
    const bool ok = PriceSeriesTable::read(database(), catalog, query, out, served, &error);
    rollback();
    if (!ok)
        return failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The price history in %1 could not be read").arg(m_path));
    return true;
}

void CatalogDatabase::rollback()
{
    QSqlQuery q(database());
    q.exec(QStringLiteral("ROLLBACK"));
}

bool CatalogDatabase::loadCurrent(Catalog *out, Parts parts)
{
    QSqlError error;
    const bool history = parts == Parts::Everything;
    if (!readCatalogTables(database(), out, &error, history)
        || (m_team && history && !readPriceAudit(database(), &out->priceAudit, &error)))
        return failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be read").arg(m_path));
    out->performance = PerformanceModel::build(*out);
    return true;
}

bool CatalogDatabase::pruneHistory(const QString &before, bool keepMonthly, bool dryRun, HistoryPrune *out)
{
    m_error.clear();
    m_failure = Failure::None;
    if (m_connection.isEmpty())
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "No catalog is open."));
    if (!begin(!dryRun))
        return false;
    const QString doing = QCoreApplication::translate("gpuscout::CatalogDatabase", "The price history of %1 could not be pruned").arg(m_path);
    // The last entry of each offer, billing mode and month stays (the entries are in the
    // order they were recorded: the largest id is the month's last).
    const QString monthly = QStringLiteral("SELECT max(id) FROM price_history WHERE replaced_on <> '' AND replaced_on < ? "
                                           "GROUP BY offer_id, billing, substr(replaced_on, 1, 7)");
    const QString doomed = QStringLiteral("replaced_on <> '' AND replaced_on < ?") + (keepMonthly ? QStringLiteral(" AND id NOT IN (%1)").arg(monthly) : QString());
    QSqlQuery q(database());
    const auto count = [&](const QString &where, int binds, qint64 *n) {
        q.prepare(QStringLiteral("SELECT count(*) FROM price_history") + (where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where));
        for (int i = 0; i < binds; ++i)
            q.addBindValue(before);
        if (!q.exec() || !q.next())
            return false;
        *n = q.value(0).toLongLong();
        q.finish();
        return true;
    };
    qint64 beforeDate = 0;
    if (!count(QString(), 0, &out->total) || !count(QStringLiteral("replaced_on <> '' AND replaced_on < ?"), 1, &beforeDate)
        || !count(doomed, keepMonthly ? 2 : 1, &out->removed)) {
        const QSqlError e = q.lastError();
        rollback();
        return failSql(e, doing);
    }
    out->kept = beforeDate - out->removed;
    if (dryRun || out->removed == 0) {
        rollback();
        return true;
    }
    q.prepare(QStringLiteral("DELETE FROM price_history WHERE ") + doomed);
    q.addBindValue(before);
    if (keepMonthly)
        q.addBindValue(before);
    if (!q.exec()) {
        const QSqlError e = q.lastError();
        rollback();
        return failSql(e, doing);
    }
    return commitWithSeries();
}

bool CatalogDatabase::beginRead()
{
    m_error.clear();
    m_failure = Failure::None;
    if (m_connection.isEmpty() || !database().isOpen())
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "No catalog is open."));
    return begin(false);
}

bool CatalogDatabase::beginWrite()
{
    m_error.clear();
    m_failure = Failure::None;
    if (m_connection.isEmpty())
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "No catalog is open."));
    return begin(true);
}

bool CatalogDatabase::streamPriceHistory(bool json, const std::function<bool(const QByteArray &)> &write)
{
    if (!beginRead())
        return false;
    bool written = true;
    QString error;
    const bool ok = gpuscout::streamPriceHistory(database(), json, [&](const QByteArray &piece) { return written = write(piece); }, &error);
    rollback();
    if (!ok && written)
        return fail(Failure::Environment, QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be read: %2").arg(m_path, error));
    return ok;
}

bool CatalogDatabase::loadPriceHistory(const QList<qint64> &offerIds, QList<PriceChange> *out)
{
    if (!beginRead())
        return false;
    QSqlError error;
    const bool ok = readPriceHistory(database(), offerIds, out, &error);
    rollback();
    if (!ok)
        return failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The price history in %1 could not be read").arg(m_path));
    return true;
}

// One number read in its own read transaction (the history's extent and marks).
bool CatalogDatabase::readNumber(const QString &sql, qint64 *out)
{
    if (!beginRead())
        return false;
    QSqlQuery q(database());
    const bool ok = q.exec(sql) && q.next();
    if (ok)
        *out = q.value(0).toLongLong();
    const QSqlError error = q.lastError();
    rollback();
    return ok || failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The price history in %1 could not be read").arg(m_path));
}

bool CatalogDatabase::lastHistoryId(qint64 *maxId)
{
    return readNumber(QStringLiteral("SELECT coalesce(max(id), 0) FROM price_history"), maxId);
}

bool CatalogDatabase::readHistoryAfter(qint64 afterId, int limit, QList<HistoryRow> *rows)
{
    if (!beginRead())
        return false;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    const bool ok = q.exec(QStringLiteral("SELECT id, offer_id, billing, price_per_hour, currency, as_of, replaced_on FROM price_history "
                                          "WHERE id > %1 ORDER BY id LIMIT %2").arg(afterId).arg(limit));
    QList<HistoryRow> read;
    read.reserve(limit);
    while (ok && q.next()) {
        read.append(HistoryRow{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), q.value(3).toDouble(),
                               q.value(4).toString(), q.value(5).toString(), q.value(6).toString()});
    }
    const QSqlError error = q.lastError();
    rollback();
    if (!ok || error.isValid())
        return failSql(error, QCoreApplication::translate("gpuscout::CatalogDatabase", "The price history in %1 could not be read").arg(m_path));
    *rows = std::move(read);
    return true;
}

bool CatalogDatabase::countHistoryUpTo(qint64 id, qint64 *count)
{
    return readNumber(QStringLiteral("SELECT count(*) FROM price_history WHERE id <= %1").arg(id), count);
}

bool CatalogDatabase::historyChangeMark(qint64 *mark)
{
    *mark = -1;
    return !m_team || readNumber(QStringLiteral("SELECT coalesce(max(id), 0) FROM price_history_audit"), mark);
}

bool CatalogDatabase::appendHistory(const QList<HistoryRow> &rows, bool replace)
{
    if (!beginWrite())
        return false;
    QSqlQuery clear(database());
    if (replace && !clear.exec(QStringLiteral("DELETE FROM price_history"))) {
        failSql(clear.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
        rollback();
        return false;
    }
    // The offer must be there (an offer added on the server after the copy's offers were
    // written): the entry comes with a later piece, after the next copy of the offers.
    const auto q = CatalogStatement::prepare(database(), QStringLiteral("INSERT INTO price_history (id, offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                                                                        "SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM offers WHERE id = ?)"));
    bool ok = true;
    for (qsizetype i = 0; ok && i < rows.size(); ++i) {
        const HistoryRow &r = rows[i];
        q->bindValue(0, r.id);
        q->bindValue(1, r.offerId);
        q->bindValue(2, r.billing);
        q->bindValue(3, r.pricePerHour);
        q->bindValue(4, r.currency);
        q->bindValue(5, r.asOf);
        q->bindValue(6, r.replacedOn);
        q->bindValue(7, r.offerId);
        ok = q->exec();
    }
    if (!ok) {
        failSql(q->lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
        rollback();
        return false;
    }
    return commit();
}

bool CatalogDatabase::load(Catalog *out, Parts parts)
{
    if (!beginRead())
        return false;
    const qint64 version = dataVersion();
    if (!loadCurrent(out, parts)) {
        rollback();
        return false;
    }
    rollback(); // a read transaction: nothing to keep
    m_seenVersion = version;
    return true;
}

// The reason is taken from the writer before the rollback; a row the schema refuses is
// named, a full disk or a lock gets its advice.
bool CatalogDatabase::failWrite(const CatalogRowWriter &writer)
{
    const QString doing = QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path);
    if (writer.isConflict())
        fail(Failure::Conflict, doing + QStringLiteral(": ") + writer.errorString());
    else if (writer.failure() == SqlFailure::Constraint || writer.failure() == SqlFailure::Other)
        fail(Failure::Environment, doing + QStringLiteral(": ") + writer.errorString());
    else
        failSql(writer.sqlError(), doing);
    rollback();
    return false;
}

bool CatalogDatabase::update(const Edit &edit, const Catalog *known, Parts parts, Changes changes)
{
    // SQLite takes the setting only outside a transaction: off before the write begins, on
    // again once it has committed or rolled back.
    const bool ownChecks = changes == Changes::NoRemovals && !m_team && !m_connection.isEmpty();
    struct ForeignKeysOff {
        QSqlDatabase db;
        ~ForeignKeysOff()
        {
            QSqlQuery q(db);
            if (db.isValid() && (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) || !q.exec(QStringLiteral("PRAGMA foreign_keys")) || !q.next()
                                 || q.value(0).toInt() != 1))
                qWarning("GpuScout: the catalog's reference checks could not be turned back on: %s", qPrintable(sqlErrorText(q.lastError())));
        }
    };
    std::optional<ForeignKeysOff> keysOff;
    OfferReferenceCheck references;
    if (ownChecks) {
        keysOff.emplace(ForeignKeysOff{database()});
        QSqlQuery q(database());
        if (!q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")))
            return failSql(q.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
    }
    if (!beginWrite())
        return false;
    const qint64 version = dataVersion();
    Catalog fresh;
    const Catalog *now = known;
    if (!known || version != m_seenVersion) {
        if (!loadCurrent(&fresh, parts)) {
            rollback();
            return false;
        }
        now = &fresh;
    }
    Catalog after;
    QString editError;
    if (!edit(*now, &after, &editError)) {
        rollback();
        return fail(Failure::Conflict, editError);
    }
    if (now->historyLoaded && !after.historyLoaded) {
        // A catalog read without its history would erase the stored one.
        rollback();
        return fail(Failure::Environment, QStringLiteral("internal error: a catalog read without its price history cannot be written back whole"));
    }
    // An import of many new offers notes their prices for the price lines at the end
    // (PriceInsertBatch), and gives the lines its new offers; a smaller change leaves that
    // to the trigger.
    PriceInsertBatch batch;
    {
        const bool batched = m_seriesTables && !m_team && after.offers.size() - now->offers.size() >= BatchedNewOffers;
        if (batched && !batch.begin(database(), after.offers.size() - now->offers.size())) {
            rollback();
            return failSql(batch.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
        }
        CatalogRowWriter writer(database(), CatalogRowWriter::Mode::Unchecked);
        writer.setPriceInsertBatch(batched ? &batch : nullptr);
        writer.setReferenceCheck(ownChecks ? &references : nullptr);
        if (!diffCatalogs(*now, after, &writer))
            return failWrite(writer);
        if (batched && !batch.finish()) {
            failSql(batch.lastError(), QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1").arg(m_path));
            rollback();
            return false;
        }
    }
    // A server counts this connection's own commit too: the count after it is the one seen.
    const qint64 written = m_team ? dataVersion() : version;
    if (!commitWithSeries(batch.newOffers()))
        return false;
    m_seenVersion = written;
    return true;
}

bool CatalogDatabase::write(const Catalog &catalog)
{
    return update(
        [&](const Catalog &, Catalog *after, QString *) {
            *after = catalog;
            return true;
        },
        nullptr, catalog.historyLoaded ? Parts::Everything : Parts::WithoutHistory);
}

bool CatalogDatabase::applyChange(const Catalog &before, const Catalog &after, QHash<qint64, qint64> *remapped)
{
    if (!beginWrite())
        return false;
    const qint64 version = m_team ? dataVersion() : -1;
    {
        CatalogRowWriter writer(database(), CatalogRowWriter::Mode::Checked);
        writer.setTracksAuthors(m_team != nullptr);
        if (!diffCatalogs(before, after, &writer))
            return failWrite(writer);
        if (remapped)
            *remapped = writer.remappedOfferIds();
    }
    // Another program's commit since the last load is not in `after`: the version stays
    // the one last seen, so that changedElsewhere() tells the caller to reload. (A server
    // counts this connection's own commit too: when nothing else came between, the count
    // after it is the one seen.)
    const qint64 written = m_team ? dataVersion() : -1;
    if (!commitWithSeries())
        return false;
    if (m_team && version == m_seenVersion)
        m_seenVersion = written;
    return true;
}

} // namespace gpuscout

namespace gpuscout {

// A postgresql:// URL: connect (libpq's own password sources first, then the installed
// source, the desktop keyring) and check the schema, which only init-server changes.
CatalogDatabase::Status CatalogDatabase::openTeam(const QString &text)
{
    closeConnection();
    TeamCatalogUrl url;
    QString error;
    if (!TeamCatalogUrl::parse(text, &url, &error)) {
        fail(Failure::BadFile, error);
        return Status::Failed;
    }
    m_path = url.toString();
    auto server = std::make_unique<TeamCatalogServer>(url);
    using Why = TeamCatalogServer::ConnectFailure;
    Why why = Why::None;
    if (!server->connectToServer(&error, &why)) {
        fail(why == Why::Unreachable ? Failure::Unreachable : Failure::Environment, error);
        return Status::Failed;
    }
    QSqlDatabase db = server->database();
    int version = 0;
    error.clear();
    const TeamCatalogSchema::State state = TeamCatalogSchema::inspect(db, &version, &error);
    const QString name = url.displayName();
    const auto tr = [](const char *s) { return QCoreApplication::translate("gpuscout::CatalogDatabase", s); };
    if (!error.isEmpty()) {
        fail(Failure::Environment, tr("The team catalog %1 cannot be read: %2").arg(name, error));
        return Status::Failed;
    }
    switch (state) {
    case TeamCatalogSchema::State::Current:
        break;
    case TeamCatalogSchema::State::Missing:
        fail(Failure::BadFile, tr("%1 holds no GpuScout catalog yet: an administrator sets it up with "
                                  "`gpuscout catalog init-server %2`.").arg(name, m_path));
        return Status::Failed;
    case TeamCatalogSchema::State::Foreign:
        fail(Failure::BadFile, tr("%1 has a schema named gpuscout that is not a GpuScout catalog. It was left untouched.").arg(name));
        return Status::Failed;
    case TeamCatalogSchema::State::Newer:
        fail(Failure::BadFile, tr("%1 holds a catalog of a newer GpuScout (catalog version %2; this version reads up "
                                  "to %3). It was left untouched: update GpuScout to use it.")
                                   .arg(name)
                                   .arg(version)
                                   .arg(CatalogSchema::CurrentVersion));
        return Status::Failed;
    case TeamCatalogSchema::State::Older:
        fail(Failure::Environment, tr("%1 holds catalog version %2 and this GpuScout needs version %3: an administrator "
                                      "upgrades it with `gpuscout catalog init-server %4`. It was left untouched.")
                                       .arg(name)
                                       .arg(version)
                                       .arg(CatalogSchema::CurrentVersion)
                                       .arg(m_path));
        return Status::Failed;
    }
    server->listen();
    m_team = std::move(server);
    m_connection = m_team->connectionName();
    return Status::Opened;
}

bool CatalogDatabase::failServer(const QSqlError &error, const QString &doing)
{
    const QString detail = sqlErrorText(error);
    SqlFailure why = classifySqlError(error);
    if (why == SqlFailure::Other && !m_team->ping())
        why = SqlFailure::Connection; // QPSQL gives no SQLSTATE when the socket is gone
    const auto tr = [](const char *s) { return QCoreApplication::translate("gpuscout::CatalogDatabase", s); };
    switch (why) {
    case SqlFailure::Denied:
        return fail(Failure::Denied, doing + QStringLiteral(": ")
                                         + tr("the server does not allow the login %1 to change the team catalog (%2). "
                                              "Viewers read it; an administrator gives editing rights with "
                                              "`gpuscout catalog grant`. Nothing was changed.")
                                               .arg(m_team->sessionUser(), detail));
    case SqlFailure::Connection:
        return fail(Failure::Unreachable, doing + QStringLiteral(": ")
                                              + tr("the connection to the server was lost (%1). Nothing was changed.").arg(detail));
    case SqlFailure::Busy:
        return fail(Failure::InUse, doing + QStringLiteral(": ")
                                        + tr("another desktop kept the catalog locked (%1). Nothing was changed: try again.").arg(detail));
    default:
        return fail(Failure::Environment, doing + QStringLiteral(": ") + detail);
    }
}

} // namespace gpuscout
