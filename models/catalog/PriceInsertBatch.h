#pragma once

#include "catalog/CatalogRows.h"
#include "catalog/PriceSeriesTable.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <vector>

namespace gpuscout {

// Many new prices in one transaction of a catalog file (an import of new offers): the
// trigger that notes each new price's (GPU, provider) pair for the price lines
// (PriceSeriesTable) is dropped for the rest of the transaction, and the pairs of the
// prices added meanwhile are noted at the end, the trigger put back as it was. On a
// 100,000-row import the trigger ran 200,000 times, 0.25-0.3 s of the inserts. SQLite
// changes a schema inside the transaction: another connection never sees the file without
// the trigger, and a rollback puts it back.
//
// The batch also keeps the new offers as the price lines read them (newOffers()), so that
// the lines need not read 100,000 offers back from the file they were just written to.
class PriceInsertBatch
{
public:
    // False with the reason when the trigger could not be read or dropped. A file without
    // price lines has no trigger: the batch then does nothing.
    // `expected`: about how many offers the write adds (room for them is made once).
    bool begin(const QSqlDatabase &db, qsizetype expected = 0);
    // Every row the writer inserted into offers and prices, in the order written.
    void addOffer(const CatalogRow &row);
    void addPrice(const CatalogRow &row);
    // Notes the pairs and puts the trigger back; inside the same transaction.
    bool finish();
    bool active() const { return !m_trigger.isEmpty(); }
    // After finish(): the offers added, or null when they cannot stand for the file's (an
    // offer was written with an id that is not above every older one).
    const PriceSeriesTable::NewOffers *newOffers() const { return m_complete && m_finished ? &m_newOffers : nullptr; }
    QSqlError lastError() const { return m_error; }

private:
    struct Added {
        QString provider; // key
        QString gpu;      // model
        int asOf = 0;     // the offer's day, for a price without its own
        PriceSeriesTable::PairOffer offer;
    };

    bool failed(const QSqlError &error);
    bool notePairs();

    QSqlDatabase m_db;
    QString m_trigger;      // the trigger's own text, as read from the file
    QByteArray m_olderIds;  // a JSON array of the older offers given a price: "[12,13,"
    qint64 m_lastOlderId = -1;
    std::vector<Added> m_added; // ascending ids, all above m_newOffers.after
    std::vector<bool> m_priced; // m_added[i] was given a price
    PriceSeriesTable::NewOffers m_newOffers;
    bool m_complete = true;
    bool m_finished = false;
    QSqlError m_error;
};

} // namespace gpuscout
