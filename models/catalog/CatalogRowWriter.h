#pragma once

#include "catalog/CatalogDiff.h"
#include "catalog/SqlFailure.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <array>
#include <memory>


namespace gpuscout {

class CatalogStatement;
class OfferReferenceCheck;
class PriceInsertBatch;
class ReferenceIds;

// Writes row changes with plain SQL (one INSERT, UPDATE or DELETE per row, references
// resolved by key with sub-selects, or by ids looked up once for the inserts held back)
// inside the caller's transaction, each statement prepared
// once (CatalogStatement: SQLite's own API on a catalog file).
//
// Checked, it first reads the row as the database holds it now and applies the change on
// top of it: an update writes only the columns the change changes, and fails as a conflict
// only when another writer changed one of those same columns; a row added meanwhile with
// the same offer id moves the new offer to a free id (remappedOfferIds()); a row already
// deleted is not deleted twice. Unchecked (the caller computed the change inside the same
// transaction, so nothing else can have changed), it writes straight away.
class CatalogRowWriter final : public RowChangeSink
{
public:
    enum class Mode { Checked, Unchecked };

    CatalogRowWriter(const QSqlDatabase &db, Mode mode);
    ~CatalogRowWriter() override;
    CatalogRowWriter(const CatalogRowWriter &) = delete;
    CatalogRowWriter &operator=(const CatalogRowWriter &) = delete;

    bool apply(const RowChange &change) override;
    bool finish() override; // writes the inserts still held back
    // The tables carry who changed each row last (a team catalog's changed_by column):
    // a conflict then names the person.
    void setTracksAuthors(bool tracks) { m_tracksAuthors = tracks; }
    // New prices are noted for the price lines by the batch instead of the file's trigger.
    void setPriceInsertBatch(PriceInsertBatch *batch) { m_priceBatch = batch; }
    // The connection's foreign keys are off: the offers that prices and history entries
    // name are checked by `check` when the writer finishes, and a removal is refused.
    void setReferenceCheck(OfferReferenceCheck *check) { m_references = check; }

    QString errorString() const { return m_error; }
    // Why the last apply() failed: a conflict with another writer, or an SQL failure.
    bool isConflict() const { return m_conflict; }
    SqlFailure failure() const { return m_failure; }
    QSqlError sqlError() const { return m_sqlError; } // of the failed statement, if one failed
    const QHash<qint64, qint64> &remappedOfferIds() const { return m_remapped; }
    int rowsWritten() const { return m_written; }

private:
    // The prepared statement for `key` (table, kind and changed columns), built by `sql` the
    // first time: statement text is not rebuilt for each of a large import's rows.
    template<typename Sql>
    CatalogStatement &query(quint64 key, Sql sql);
    bool exec(CatalogStatement &q, const RowChange &change);
    bool select(CatalogTable table, const CatalogRow &key, CatalogRow *current, bool *found);
    bool insert(CatalogTable table, const CatalogRow &row);
    bool hold(CatalogTable table, CatalogRow &&row);
    bool writeHeld();
    bool insertMany(CatalogTable table, QList<CatalogRow> &rows);
    void inserted(CatalogTable table, const CatalogRow &row);
    bool update(CatalogTable table, const CatalogRow &before, const CatalogRow &after, const QList<int> &columns);
    bool remove(CatalogTable table, const CatalogRow &row);
    bool conflict(const QString &message);
    CatalogRow remapped(CatalogTable table, CatalogRow row) const;
    qint64 freeOfferId();

    QSqlDatabase m_db;
    Mode m_mode;
    QHash<quint64, std::shared_ptr<CatalogStatement>> m_queries; // prepared once per statement
    QHash<qint64, qint64> m_remapped;
    QString m_error;
    bool m_conflict = false;
    SqlFailure m_failure = SqlFailure::None;
    QSqlError m_sqlError;
    int m_written = 0;
    bool m_tracksAuthors = false;
    PriceInsertBatch *m_priceBatch = nullptr;
    OfferReferenceCheck *m_references = nullptr;
    // Unchecked inserts into a catalog file's offers, prices and history are held back and
    // written up to HeldRows rows to a statement, parents first (HeldTables' order): SQLite's
    // cost per statement was a third of an import's inserts.
    static constexpr int HeldRows = 32;
    bool m_holds = false;
    std::array<QList<CatalogRow>, 3> m_held; // offers, prices, history
    std::unique_ptr<ReferenceIds> m_ids;      // what the held rows name by key, as ids
    QString m_author; // changed_by of the row select() read last
};

} // namespace gpuscout
