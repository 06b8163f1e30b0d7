#include "catalog/PriceInsertBatch.h"

#include "insight/PriceTrack.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace gpuscout {

namespace {

// PriceSeriesTable's trigger on a new price.
const QString TriggerName = QStringLiteral("price_series_prices_insert");

// Where CatalogRows puts the values the price lines read (catalog/CatalogRows.cpp).
enum OfferColumn { OfferId = 0, OfferProvider = 1, OfferGpu = 4, OfferGpuCount = 5, OfferCurrency = 13, OfferAsOf = 15 };
enum PriceColumn { PriceOffer = 0, PriceBilling = 1, PricePerHour = 2, PriceAsOf = 3 };

} // namespace

bool PriceInsertBatch::failed(const QSqlError &error)
{
    m_error = error;
    return false;
}

bool PriceInsertBatch::begin(const QSqlDatabase &db, qsizetype expected)
{
    m_db = db;
    m_trigger.clear();
    m_olderIds = QByteArrayLiteral("[");
    m_lastOlderId = -1;
    m_added.clear();
    m_priced.clear();
    m_newOffers = {};
    m_complete = true;
    m_finished = false;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?"));
    q.bindValue(0, TriggerName);
    if (!q.exec())
        return failed(q.lastError());
    if (!q.next())
        return true;
    const QString sql = q.value(0).toString();
    q.finish();
    if (!q.exec(QStringLiteral("SELECT coalesce(max(id), 0) FROM offers")) || !q.next())
        return failed(q.lastError());
    m_newOffers.after = q.value(0).toLongLong();
    q.finish();
    if (!q.exec(QStringLiteral("DROP TRIGGER ") + TriggerName))
        return failed(q.lastError());
    m_trigger = sql;
    m_added.reserve(std::size_t(std::max<qsizetype>(expected, 0)));
    m_priced.reserve(std::size_t(std::max<qsizetype>(expected, 0)));
    return true;
}

void PriceInsertBatch::addOffer(const CatalogRow &row)
{
    if (!active() || row.size() <= OfferAsOf)
        return;
    const qint64 id = row[OfferId].toLongLong();
    if (id <= m_newOffers.after || (!m_added.empty() && id <= m_added.back().offer.id)) {
        m_complete = false; // its prices are noted with the older offers'
        return;
    }
    Added &a = m_added.emplace_back();
    a.provider = row[OfferProvider].toString();
    a.gpu = row[OfferGpu].toString();
    a.asOf = dayKey(row[OfferAsOf].toString());
    a.offer.id = id;
    a.offer.gpuCount = row[OfferGpuCount].toDouble();
    a.offer.currency = row[OfferCurrency].toString();
    m_priced.push_back(false);
}

void PriceInsertBatch::addPrice(const CatalogRow &row)
{
    if (!active() || row.size() <= PriceAsOf)
        return;
    const qint64 id = row[PriceOffer].toLongLong();
    const auto it = std::lower_bound(m_added.begin(), m_added.end(), id, [](const Added &a, qint64 wanted) { return a.offer.id < wanted; });
    if (it == m_added.end() || it->offer.id != id) {
        // An older offer's new price: its pair is noted from the file at the end. An offer's
        // prices come one after another: its id once.
        if (id == m_lastOlderId)
            return;
        m_lastOlderId = id;
        if (m_olderIds.size() > 1)
            m_olderIds += ',';
        m_olderIds += QByteArray::number(id);
        return;
    }
    BillingMode m;
    if (!billingModeFromKey(row[PriceBilling].toString(), &m))
        return; // the file's check refused it: the write fails
    const QString asOf = row[PriceAsOf].toString();
    it->offer.current[indexOf(m)] = {row[PricePerHour].toDouble(), asOf.isEmpty() ? it->asOf : dayKey(asOf)};
    m_priced[std::size_t(it - m_added.begin())] = true;
}

// What the trigger does for each price: the pair is noted as continued ("whole" 0); a pair
// already noted keeps its note (the trigger's upsert never changes it for a new price).
bool PriceInsertBatch::notePairs()
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT (SELECT id FROM gpus WHERE model = ?), (SELECT id FROM providers WHERE key = ?)"));
    QHash<std::pair<QString, QString>, std::pair<qint64, qint64>> ids; // (provider, GPU) -> (GPU id, provider id)
    QSet<std::pair<qint64, qint64>> priced;
    for (std::size_t i = 0; i < m_added.size(); ++i) {
        Added &a = m_added[i];
        auto it = ids.constFind({a.provider, a.gpu});
        if (it == ids.cend()) {
            q.addBindValue(a.gpu);
            q.addBindValue(a.provider);
            if (!q.exec() || !q.next())
                return failed(q.lastError());
            it = ids.insert({a.provider, a.gpu}, {q.value(0).toLongLong(), q.value(1).toLongLong()});
            q.finish();
        }
        m_newOffers.byPair[*it].push_back(std::move(a.offer));
        if (m_priced[i])
            priced.insert(*it);
    }
    m_added = {};
    m_priced = {};
    q.prepare(QStringLiteral("INSERT INTO price_series_dirty (gpu_id, provider_id, whole) VALUES (?, ?, 0) ON CONFLICT (gpu_id, provider_id) DO NOTHING"));
    for (const auto &[gpu, provider] : std::as_const(priced)) {
        q.addBindValue(gpu);
        q.addBindValue(provider);
        if (!q.exec())
            return failed(q.lastError());
    }
    if (m_olderIds.size() > 1) {
        // The WHERE is SQLite's rule for an upsert after a SELECT.
        q.prepare(QStringLiteral(
            "INSERT INTO price_series_dirty (gpu_id, provider_id, whole) "
            "SELECT DISTINCT gpu_id, provider_id, 0 FROM offers WHERE id IN (SELECT value FROM json_each(?)) "
            "ON CONFLICT (gpu_id, provider_id) DO NOTHING"));
        q.bindValue(0, QString::fromLatin1(m_olderIds + ']'));
        if (!q.exec())
            return failed(q.lastError());
    }
    return true;
}

bool PriceInsertBatch::finish()
{
    if (!active())
        return true;
    if (!notePairs())
        return false;
    QSqlQuery q(m_db);
    if (!q.exec(m_trigger))
        return failed(q.lastError());
    m_trigger.clear();
    m_olderIds.clear();
    m_finished = true;
    return true;
}

} // namespace gpuscout
