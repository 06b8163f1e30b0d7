#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace gpuscout {

// Many new prices in one transaction of a catalog file (an import of new offers): the
// trigger that notes each new price's (GPU, provider) pair for the price lines
// (PriceSeriesTable) is dropped for the rest of the transaction, and the pairs of the
// prices added meanwhile are noted in one statement at the end, the trigger put back as it
// was. On a 100,000-row import the trigger ran 200,000 times, 0.25-0.3 s of the inserts.
// SQLite changes a schema inside the transaction: another connection never sees the file
// without the trigger, and a rollback puts it back.
class PriceInsertBatch
{
public:
    // False with the reason when the trigger could not be read or dropped. A file without
    // price lines has no trigger: the batch then does nothing.
    bool begin(const QSqlDatabase &db);
    void add(qint64 offerId);
    // Notes the pairs and puts the trigger back; inside the same transaction.
    bool finish();
    bool active() const { return !m_trigger.isEmpty(); }
    QSqlError lastError() const { return m_error; }

private:
    bool failed(const QSqlError &error);

    QSqlDatabase m_db;
    QString m_trigger;     // the trigger's own text, as read from the file
    QByteArray m_offerIds; // a JSON array of the offers given a price: "[12,13,"
    qint64 m_lastOfferId = -1;
    QSqlError m_error;
};

} // namespace gpuscout
