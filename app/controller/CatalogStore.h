#pragma once

#include "catalog/CatalogDatabase.h"
#include "domain/Catalog.h"
#include "insight/PriceSeries.h"
#include "teamcatalog/OfflineCopy.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QTimer;
class QUndoStack;

namespace gpuscout {

class CatalogDatabase;
class RankingController;

// The one way the window changes the catalog: the editor, the importer and the rate table
// hand it a whole new catalog, it writes the rows that differ from the catalog on screen in
// one transaction and only then gives the catalog to the controller, so the ranking never
// shows what the file does not hold. On failure nothing changes, in the file or on screen.
//
// Other programs may write the same file (a command-line import, a scheduled price update):
// each write is checked row by row against the file, so it lands on top of theirs and never
// overwrites their rows; a change to a row another program changed meanwhile is refused
// with the catalog reloaded. The store polls the file once a second (SQLite's data version,
// a cheap query) and reloads when another program wrote; pins follow their offers by id.
//
// A team catalog (a postgresql:// URL) is the same store on a server: another desktop's
// commit arrives as a notification and is reloaded at once (the poll stays as a safety
// net and checks the connection); a dropped connection is retried with backoff (1 s,
// doubling up to 30 s) and followed by a full reload; while away, and when the server
// could not be reached at start (the window then shows the offline copy), the catalog is
// read-only. A viewer's catalog is read-only too: the server would refuse the edits.
// After each load from the server the offline copy is brought up to date.
//
// Every change lands on undoStack() holding the catalog before and after it (copies share
// their lists, so a one-offer edit costs one copy of the offer list); undo writes the
// reverse change through the same checked path. Successive edits of one currency's rate
// merge into one step.
class CatalogStore final : public QObject
{
    Q_OBJECT

public:
    static constexpr int UndoLimit = 50;
    static constexpr int PollIntervalMs = 1000;
    static constexpr int FirstRetryMs = 1000;
    static constexpr int LongestRetryMs = 30000;

    enum class Connection { Local, Online, Reconnecting };

    CatalogStore(RankingController *controller, const QString &path, QObject *parent = nullptr);
    ~CatalogStore() override;

    QString path() const { return m_path; }
    bool isTeamCatalog() const { return m_team; }
    Connection connection() const { return m_connection; }
    // Which catalog is in use, for the status bar: "Catalog: catalog.sqlite", "Team catalog
    // alice@db:5432/team (editor)", "offline copy of ... from ...; reconnecting in 4 s".
    QString catalogLabel() const;
    // Why the catalog cannot be changed here (a viewer, no connection), or empty.
    QString readOnlyReason() const;
    // The milliseconds until the next connection attempt (Reconnecting only).
    int retryInMs() const;

    // Uses another catalog (a file or a team catalog's URL): opened and loaded first, so
    // that a failure leaves the current one in use. The undo history is dropped.
    bool switchTo(const QString &path, QString *error);
    std::shared_ptr<const Catalog> catalog() const;
    QUndoStack *undoStack() const { return m_undo; }
    // What the window reads of a catalog, a file or a team catalog: all but its price history
    // (a year of daily feeds is millions of rows, read only by the views that show them,
    // through priceHistory(); a team catalog's offline copy takes it by id, a piece at a time).
    static CatalogDatabase::Parts partsRead(const QString &path);
    // The price-history entries the offline copy takes at a time (OfflineCopy::syncHistory).
    static constexpr int HistoryPieceRows = 2500;
    // The stored price history of these offers, oldest first (empty, with a warning on the
    // console, when it cannot be read: a chart then shows today's prices).
    QList<PriceChange> priceHistory(const QList<qint64> &offerIds);
    // The Prices over Time lines of `query` as the catalog file keeps them computed, for
    // the catalog now in use; false when they cannot answer (a team catalog; prices another
    // program changed; a read error, with a warning on the console).
    bool storedPriceSeries(const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines);
    // The catalog with all its history, for an export of the whole catalog; null with *error.
    std::shared_ptr<const Catalog> catalogWithHistory(QString *error);

    // description names the step in the Undo menu ("Edit offer p5.48xlarge").
    bool replace(const Catalog &catalog, QString *error, const QString &description = QString());
    bool setRate(const ExchangeRate &rate, QString *error);

    // Reloads when another program changed the file since the last load or write; the
    // poll timer calls it. True when it reloaded.
    bool reloadIfChangedElsewhere();

Q_SIGNALS:
    // Just before the controller gets a new catalog (the old one is still its catalog()).
    void aboutToReplaceCatalog();
    void catalogReplaced();
    // Another program changed the file and the catalog on screen was reloaded from it.
    void catalogChangedElsewhere();
    // An undo or redo could not write the file: the catalog stays as it was and the undo
    // history is dropped, since it no longer matches the file.
    void undoFailed(const QString &error);
    // The catalog in use, its connection or what may be done with it changed (see
    // catalogLabel() and readOnlyReason()).
    void connectionChanged();

private:
    friend class CatalogChange;
    CatalogDatabase *database(QString *error);
    bool write(const Catalog &from, const Catalog &to, QString *error, QHash<qint64, qint64> *remapped);
    bool reload(QString *error);
    bool replaceMerging(const Catalog &catalog, QString *error, const QString &description, const QString &mergeKey);
    void reportUndoFailure(const QString &error);
    void adopt(std::unique_ptr<CatalogDatabase> db);
    void checkConnection();
    void connectionLost(const QString &why);
    void retryConnection();
    void connected();
    void scheduleOfflineCopy();

    RankingController *m_controller;
    QString m_path;
    QUndoStack *m_undo;
    QTimer *m_poll;
    std::unique_ptr<CatalogDatabase> m_db; // one connection, so that its data version tells others' writes
    bool m_team = false;
    Connection m_connection = Connection::Local;
    QString m_role;          // the team catalog login's role: viewer, editor, admin
    QString m_lastError;     // why the connection was lost
    // The offline copy the window started on; its label is made when shown, in the language
    // of the moment.
    std::optional<OfflineCopy::Info> m_offline;
    QTimer *m_retry;
    int m_retryDelayMs = FirstRetryMs;
    QTimer *m_notified;      // coalesces a burst of notifications into one reload
    QTimer *m_offlineCopy;   // writes the offline copy after a load, off the re-rank's path
    bool m_copyOffers = false; // the offers are to be copied (a load since); the history follows by id
    std::unique_ptr<CatalogDatabase> m_copy; // the offline copy, open while its history is being copied
};

} // namespace gpuscout
