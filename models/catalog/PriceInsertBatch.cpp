#include "catalog/PriceInsertBatch.h"

#include <QSqlQuery>
#include <QVariant>

namespace gpuscout {

namespace {

// PriceSeriesTable's trigger on a new price.
const QString TriggerName = QStringLiteral("price_series_prices_insert");

} // namespace

bool PriceInsertBatch::failed(const QSqlError &error)
{
    m_error = error;
    return false;
}

bool PriceInsertBatch::begin(const QSqlDatabase &db)
{
    m_db = db;
    m_trigger.clear();
    m_offerIds = QByteArrayLiteral("[");
    m_lastOfferId = -1;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?"));
    q.bindValue(0, TriggerName);
    if (!q.exec())
        return failed(q.lastError());
    if (!q.next())
        return true;
    const QString sql = q.value(0).toString();
    q.finish();
    if (!q.exec(QStringLiteral("DROP TRIGGER ") + TriggerName))
        return failed(q.lastError());
    m_trigger = sql;
    return true;
}

void PriceInsertBatch::add(qint64 offerId)
{
    // An offer's prices come one after another: its id once.
    if (!active() || offerId == m_lastOfferId)
        return;
    m_lastOfferId = offerId;
    if (m_offerIds.size() > 1)
        m_offerIds += ',';
    m_offerIds += QByteArray::number(offerId);
}

bool PriceInsertBatch::finish()
{
    if (!active())
        return true;
    QSqlQuery q(m_db);
    // What the trigger does for each price: the pair is noted as continued ("whole" 0); a
    // pair already noted keeps its note (the trigger's upsert never changes it for a new
    // price). The WHERE is SQLite's rule for an upsert after a SELECT.
    if (m_offerIds.size() > 1) {
        q.prepare(QStringLiteral(
            "INSERT INTO price_series_dirty (gpu_id, provider_id, whole) "
            "SELECT DISTINCT gpu_id, provider_id, 0 FROM offers WHERE id IN (SELECT value FROM json_each(?)) "
            "ON CONFLICT (gpu_id, provider_id) DO NOTHING"));
        q.bindValue(0, QString::fromLatin1(m_offerIds + ']'));
        if (!q.exec())
            return failed(q.lastError());
    }
    if (!q.exec(m_trigger))
        return failed(q.lastError());
    m_trigger.clear();
    m_offerIds.clear();
    return true;
}

} // namespace gpuscout
