#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <memory>

class QSqlDatabase;
class QSqlError;

namespace gpuscout {

struct Catalog;
struct PriceChange;
struct PriceSeriesLine;
struct PriceSeriesQuery;
class CatalogRowWriter;
namespace PriceSeriesTable {
struct NewOffers;
}
class TeamCatalogServer;

// The catalog file: a SQLite database opened through Qt Sql.
//
// open() never changes a file it does not recognise: a file that is not SQLite, is SQLite
// but not GpuScout's, or comes from a newer GpuScout is reported and left as it was. It
// opens read-write, so that a write interrupted by a crash or a full disk is rolled back
// by SQLite before anything is read; "corrupt" is said only when SQLite's integrity check
// finds damage. A path that does not exist yet is created from the seed catalog, written
// to a temporary file first and renamed, so no half-written catalog appears. An older
// schema is migrated forward in one transaction; a newer one is refused.
//
// Every write is one short transaction that takes the write lock first (BEGIN IMMEDIATE;
// another writer waits for it up to busyTimeoutMs()) and writes only the rows it changes.
// Several programs can therefore write one catalog at once without losing each other's
// work: the second waits, then applies its change on top of the first one's.
//
// A postgresql:// URL instead of a path opens a team catalog on a PostgreSQL server
// (TeamCatalogServer): the same tables, the same reads and the same row changes, in
// transactions that take turns through the server's advisory lock; the server's schema is
// created and migrated by `gpuscout catalog init-server` (TeamCatalogAdmin), not on open.
class CatalogDatabase
{
public:
    enum class Status { Opened, Created, Migrated, Failed };
    // Why the last call failed, for the exit code and the advice.
    enum class Failure {
        None,
        BadFile,     // not a GpuScout catalog, a newer one, or damaged: the user chose the wrong file
        InUse,       // another program kept the catalog locked longer than the busy timeout
        Environment, // the disk is full, the file or folder cannot be written, an I/O error
        Conflict,    // another program changed the same rows meanwhile; nothing was written
        Denied,      // a team catalog's server does not allow this login to do it (a viewer's edit)
        Unreachable, // a team catalog's server cannot be reached, or the connection broke
    };

    // Edits the catalog as the file holds it now (`now`) into `after`; false (with a message)
    // writes nothing.
    using Edit = std::function<bool(const Catalog &now, Catalog *after, QString *error)>;

    CatalogDatabase();
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    // Whether the file keeps its Prices over Time lines computed (catalog/PriceSeriesTable.h),
    // set before open(): yes unless told otherwise. A team catalog's offline copy does not:
    // its history arrives in pieces of thousands of entries, and recomputing a GPU's lines
    // after each would stall the window that syncs it.
    void setKeepsPriceSeries(bool keep) { m_keepSeries = keep; }

    // seedFolder holds the catalog CSVs a new file is filled from (read only when needed).
    Status open(const QString &path, const QString &seedFolder = QStringLiteral(":/catalog"));
    QString errorString() const { return m_error; }
    Failure failure() const { return m_failure; }
    QString path() const { return m_path; }
    int schemaVersion() const;
    // The team catalog's connection when a postgresql:// URL was opened, else null.
    TeamCatalogServer *teamServer() const { return m_team.get(); }

    // Reads the whole catalog in one read transaction (a consistent snapshot).
    // What load() reads: everything, or all but the price history (and a team catalog's
    // audit trail), for a command that shows neither.
    enum class Parts { Everything, WithoutHistory };
    bool load(Catalog *out, Parts parts = Parts::Everything);
    // The stored price history of these offers (a GPU model's, one offer's), in the order it
    // was recorded: for a window that loaded the catalog without it.
    bool loadPriceHistory(const QList<qint64> &offerIds, QList<PriceChange> *out);
    // `catalog history prune`: the history entries replaced before `before` (YYYY-MM-DD)
    // are removed in one transaction, or with keepMonthly all but the last of each offer,
    // billing mode and month; with dryRun nothing is removed. On a team catalog every
    // removal is in price_history_audit. Never done on its own.
    struct HistoryPrune {
        qint64 total = 0;   // entries before
        qint64 removed = 0; // (would be) removed
        qint64 kept = 0;    // before the date, kept as a month's point
    };
    bool pruneHistory(const QString &before, bool keepMonthly, bool dryRun, HistoryPrune *out);
    // A catalog file's price history as `catalog export --what history` writes it, streamed
    // to `write` in pieces (catalog/PriceHistoryExport.h), in one read transaction.
    bool streamPriceHistory(bool json, const std::function<bool(const QByteArray &)> &write);

    // The Prices over Time lines of `query` as the file keeps them computed
    // (catalog/PriceSeriesTable.h), with the provider names of `catalog`, in one read
    // transaction. *served is false when the stored lines cannot answer (a team catalog; a
    // provider whose prices another program changed and no write of this class recomputed
    // since): the caller then computes them from the history (insight/PriceSeries.h).
    bool loadPriceSeries(const Catalog &catalog, const PriceSeriesQuery &query, QList<PriceSeriesLine> *out, bool *served);
    // Recomputes the stored lines of every GPU and provider whose prices changed since, in one
    // write transaction: every write of this class does it on its own; this is for a file
    // another program wrote. *recomputed counts the (GPU, provider) pairs computed from their
    // whole history, *extended those continued from the prices that changed.
    bool refreshPriceSeries(int *recomputed = nullptr, int *extended = nullptr);
    // The same counts for the last write of this connection.
    int linesRecomputedByLastWrite() const { return m_linesRecomputed; }
    int linesExtendedByLastWrite() const { return m_linesExtended; }

    // Keeping a copy's price history in step with this catalog's by id, a piece at a time
    // (a team catalog's offline copy): the entries are copied as stored, ids and all.
    struct HistoryRow {
        qint64 id = 0;
        qint64 offerId = 0;
        QString billing;
        double pricePerHour = 0;
        QString currency;
        QString asOf;
        QString replacedOn;
    };
    // The copy's side: its largest history id (0 when empty).
    bool lastHistoryId(qint64 *maxId);
    // This catalog's side: the next `limit` entries after afterId in id order; how many
    // entries have ids up to an id (a copy holding another number missed a prune and must
    // start again: a count over millions of rows, so asked only when the mark moved); and
    // the mark of its removals and changes of entries (a team catalog's last
    // price_history_audit id; -1 for a file, which keeps no such trail).
    bool readHistoryAfter(qint64 afterId, int limit, QList<HistoryRow> *rows);
    bool countHistoryUpTo(qint64 id, qint64 *count);
    bool historyChangeMark(qint64 *mark);
    // Appends the entries in one transaction (first removing every stored one when
    // `replace`); an entry whose offer this catalog lacks is left out.
    bool appendHistory(const QList<HistoryRow> &rows, bool replace);

    // One write transaction: `edit` gets the catalog as the file holds it now and the rows
    // it changes are written. When `known` is given and no other program wrote since this
    // connection's last load() or write, `known` is taken as the catalog now instead of
    // reading it again (`now` is then *known itself: a caller tells the two cases apart by
    // address). `parts` is what is read when the catalog is read again: WithoutHistory for an
    // edit that only appends history (a price update) leaves the stored history as it is.
    // `changes` NoRemovals: the edit only adds and changes rows (an import); on a catalog
    // file the write then runs with SQLite's foreign keys off and the writer checks the
    // references itself (OfferReferenceCheck), and an edit that removes a row fails.
    enum class Changes { Any, NoRemovals };
    bool update(const Edit &edit, const Catalog *known = nullptr, Parts parts = Parts::Everything, Changes changes = Changes::Any);
    // Makes the stored catalog equal to `catalog` (update() with a fixed result). A catalog read
    // without its history keeps the stored history and adds the entries it holds.
    bool write(const Catalog &catalog);
    // Applies the change from `before` to `after` on top of what the file holds now: only
    // the rows that change are written, each checked against its current state, so that
    // another program's changes to other rows (or other columns) stay. A row that another
    // program changed in the same column fails the whole change (failure() Conflict).
    // Offers added meanwhile under the same id move to a free id: `remapped` gets old -> new.
    bool applyChange(const Catalog &before, const Catalog &after, QHash<qint64, qint64> *remapped = nullptr);

    // True when another program committed a change since this connection's last load() or
    // write (SQLite's PRAGMA data_version): the window polls it to reload.
    bool changedElsewhere();
    // Takes the file as it is now as seen: for a caller whose catalog was loaded from it by
    // another connection just before.
    void markCurrent() { m_seenVersion = dataVersion(); }

    // The per-user catalog file (QStandardPaths::AppDataLocation/catalog.sqlite).
    static QString defaultPath();
    // How long a write waits for another program's write to finish: 10 s, or
    // $GPUSCOUT_BUSY_TIMEOUT_MS.
    static int busyTimeoutMs();

private:
    bool create(const QString &path, const QString &seedFolder);
    bool checkHeader(const QString &path);
    bool openConnection(const QString &path);
    bool configure();
    Status migrateIfOlder(const QString &seedFolder);
    void writeListChecksOut();
    bool addBundledPerformanceData(QSqlDatabase &db, const QString &seedFolder, QString *error);
    void closeConnection();
    QSqlDatabase database() const;
    bool begin(bool write);
    bool commit();
    // commit() after recomputing the stored price lines the transaction changed; `added`, the
    // offers a large write added, as it wrote them.
    bool commitWithSeries(const PriceSeriesTable::NewOffers *added = nullptr);
    void rollback();
    void ensurePriceSeries();
    bool loadCurrent(Catalog *out, Parts parts = Parts::Everything);
    // Clears the last error and starts a read transaction on an open catalog.
    bool beginRead();
    bool beginWrite(); // the same for a write transaction
    bool readNumber(const QString &sql, qint64 *out);
    qint64 dataVersion();
    bool fail(Failure failure, const QString &message);
    bool failWrite(const CatalogRowWriter &writer);
    bool failSql(const QSqlError &error, const QString &doing);
    bool damaged(QString *detail);
    Status openTeam(const QString &url);
    bool failServer(const QSqlError &error, const QString &doing);

    QString m_connection;
    QString m_path;
    QString m_error;
    Failure m_failure = Failure::None;
    qint64 m_seenVersion = -1; // PRAGMA data_version at the last load() or write
    std::unique_ptr<TeamCatalogServer> m_team;
    bool m_keepSeries = true;
    bool m_seriesTables = false;
    int m_linesExtended = 0;
    int m_linesRecomputed = 0; // the file keeps computed price lines (PriceSeriesTable)
};

} // namespace gpuscout
