#include "catalog/CatalogDiff.h"

#include "domain/Catalog.h"

#include <QHash>

#include <algorithm>

namespace gpuscout {

namespace {

using Kind = RowChange::Kind;

bool same(double a, double b)
{
    return a == b || (!isKnown(a) && !isKnown(b));
}

QString providerKey(const Catalog &c, int i)
{
    return i >= 0 && i < c.providers.size() ? c.providers[i].key : QString();
}

QString gpuModel(const Catalog &c, int i)
{
    return i >= 0 && i < c.gpus.size() ? c.gpus[i].model : QString();
}

// The cheap test that lets an edit of one offer skip building rows for the thousands it
// leaves alone.
bool sameOffer(const Catalog &ca, const Offer &a, const Catalog &cb, const Offer &b)
{
    if (a.id != b.id || a.instanceType != b.instanceType || a.family != b.family || !same(a.gpuCount, b.gpuCount)
        || !same(a.vcpus, b.vcpus) || !same(a.ramGib, b.ramGib) || !same(a.nvmeGb, b.nvmeGb)
        || !same(a.networkGbps, b.networkGbps) || a.rdma != b.rdma || a.region != b.region || a.zone != b.zone
        || a.currency != b.currency || !same(a.spotInterruption, b.spotInterruption) || a.source != b.source
        || a.asOf != b.asOf || a.validUntil != b.validUntil || a.illustrative != b.illustrative
        || a.flags != b.flags || a.notes != b.notes || a.trust != b.trust || a.availability != b.availability
        || a.availabilityAsOf != b.availabilityAsOf)
        return false;
    for (std::size_t i = 0; i < BillingModeCount; ++i) {
        if (!same(a.price[i], b.price[i]) || a.priceAsOf[i] != b.priceAsOf[i] || a.priceConfirmed[i] != b.priceConfirmed[i]
            || !same(a.accountPrice[i], b.accountPrice[i]))
            return false;
    }
    return providerKey(ca, a.provider) == providerKey(cb, b.provider) && gpuModel(ca, a.gpu) == gpuModel(cb, b.gpu);
}

// Diffs one keyed table given as (key, row) lists: inserts and updates go out now, deletes
// are returned for the delete pass.
class KeyedDiff
{
public:
    explicit KeyedDiff(CatalogTable table)
        : m_table(table)
    {
    }
    void before(const CatalogRow &row) { m_before.insert(catalogRowKey(m_table, row), row); }
    bool after(const CatalogRow &row, RowChangeSink *sink)
    {
        const QString key = catalogRowKey(m_table, row);
        const auto it = m_before.find(key);
        if (it == m_before.end())
            return sink->apply({m_table, Kind::Insert, {}, row});
        const CatalogRow old = it.value();
        m_before.erase(it);
        return sameRow(old, row) || sink->apply({m_table, Kind::Update, old, row});
    }
    bool deletes(RowChangeSink *sink) const
    {
        for (const CatalogRow &row : m_before) {
            if (!sink->apply({m_table, Kind::Delete, row, {}}))
                return false;
        }
        return true;
    }

private:
    CatalogTable m_table;
    QHash<QString, CatalogRow> m_before;
};

// The aliases a catalog stores: a model's own name needs no row, and an alias of a GPU the
// catalog lacks has nothing to point at.
template<typename F>
void forEachAlias(const Catalog &c, F f)
{
    for (auto it = c.gpuAliases.cbegin(); it != c.gpuAliases.cend(); ++it) {
        const int gpu = c.gpuIndex(it.value());
        if (gpu >= 0 && it.key() != c.gpus[gpu].model.toLower())
            f(aliasRow(it.key(), c.gpus[gpu].model));
    }
}

template<typename F>
void forEachRate(const Catalog &c, F f)
{
    for (const ExchangeRate &r : c.rates.rates()) {
        if (r.currency != QLatin1String("USD")) // always 1, never stored
            f(rateRow(r));
    }
}

class Differ
{
public:
    Differ(const Catalog &before, const Catalog &after, RowChangeSink *sink)
        : m_before(before)
        , m_after(after)
        , m_sink(sink)
    {
    }

    bool run();

private:
    bool keyedTables(QList<KeyedDiff> *pending);
    void numberOffers();
    bool offers();
    bool offerDeletes();
    bool history(bool deletes);

    const Catalog &m_before;
    const Catalog &m_after;
    RowChangeSink *m_sink;
    QHash<qint64, int> m_beforeById;
    QList<qint64> m_afterIds; // the ids the after offers get (new ones numbered on)
    QList<CatalogRow> m_historyRemoved;
};

bool Differ::keyedTables(QList<KeyedDiff> *pending)
{
    KeyedDiff sources(CatalogTable::Sources), gpus(CatalogTable::Gpus), providers(CatalogTable::Providers),
        aliases(CatalogTable::GpuAliases), rates(CatalogTable::ExchangeRates);
    for (const Source &s : m_before.sources)
        sources.before(sourceRow(s));
    for (const GpuSpec &g : m_before.gpus)
        gpus.before(gpuRow(g));
    for (const Provider &p : m_before.providers)
        providers.before(providerRow(p));
    forEachAlias(m_before, [&](const CatalogRow &r) { aliases.before(r); });
    forEachRate(m_before, [&](const CatalogRow &r) { rates.before(r); });

    bool ok = true;
    for (const Source &s : m_after.sources)
        ok = ok && sources.after(sourceRow(s), m_sink);
    for (const GpuSpec &g : m_after.gpus)
        ok = ok && gpus.after(gpuRow(g), m_sink);
    for (const Provider &p : m_after.providers)
        ok = ok && providers.after(providerRow(p), m_sink);
    forEachAlias(m_after, [&](const CatalogRow &r) { ok = ok && aliases.after(r, m_sink); });
    forEachRate(m_after, [&](const CatalogRow &r) { ok = ok && rates.after(r, m_sink); });
    // Deleted in reverse dependency order, after the offers that may still use them.
    *pending << rates << aliases << providers << gpus << sources;
    return ok;
}

void Differ::numberOffers()
{
    qint64 nextId = 1;
    for (qsizetype i = 0; i < m_before.offers.size(); ++i) {
        m_beforeById.insert(m_before.offers[i].id, static_cast<int>(i));
        nextId = std::max(nextId, m_before.offers[i].id + 1);
    }
    for (const Offer &o : m_after.offers)
        nextId = std::max(nextId, o.id + 1);
    m_afterIds.reserve(m_after.offers.size());
    for (const Offer &o : m_after.offers)
        m_afterIds << (o.id > 0 ? o.id : nextId++);
}

bool Differ::offers()
{
    for (qsizetype i = 0; i < m_after.offers.size(); ++i) {
        Offer o = m_after.offers[i];
        o.id = m_afterIds[i];
        const int old = m_beforeById.value(o.id, -1);
        if (old < 0) {
            if (!m_sink->apply({CatalogTable::Offers, Kind::Insert, {}, offerRow(m_after, o)}))
                return false;
            for (int m = 0; m < static_cast<int>(BillingModeCount); ++m) {
                CatalogRow price = priceRow(o, m);
                if (!price.isEmpty() && !m_sink->apply({CatalogTable::Prices, Kind::Insert, {}, price}))
                    return false;
            }
            continue;
        }
        const Offer &b = m_before.offers[old];
        if (sameOffer(m_before, b, m_after, o))
            continue;
        const CatalogRow rowBefore = offerRow(m_before, b);
        const CatalogRow rowAfter = offerRow(m_after, o);
        if (!sameRow(rowBefore, rowAfter) && !m_sink->apply({CatalogTable::Offers, Kind::Update, rowBefore, rowAfter}))
            return false;
        for (int m = 0; m < static_cast<int>(BillingModeCount); ++m) {
            const CatalogRow p0 = priceRow(b, m);
            const CatalogRow p1 = priceRow(o, m);
            bool ok = true;
            if (p0.isEmpty() && !p1.isEmpty())
                ok = m_sink->apply({CatalogTable::Prices, Kind::Insert, {}, p1});
            else if (!p0.isEmpty() && p1.isEmpty())
                ok = m_sink->apply({CatalogTable::Prices, Kind::Delete, p0, {}});
            else if (!p0.isEmpty() && !sameRow(p0, p1))
                ok = m_sink->apply({CatalogTable::Prices, Kind::Update, p0, p1});
            if (!ok)
                return false;
        }
    }
    return true;
}

bool Differ::offerDeletes()
{
    QSet<qint64> kept(m_afterIds.cbegin(), m_afterIds.cend());
    for (const Offer &b : m_before.offers) {
        if (kept.contains(b.id))
            continue;
        for (int m = 0; m < static_cast<int>(BillingModeCount); ++m) {
            const CatalogRow price = priceRow(b, m);
            if (!price.isEmpty() && !m_sink->apply({CatalogTable::Prices, Kind::Delete, price, {}}))
                return false;
        }
        if (!m_sink->apply({CatalogTable::Offers, Kind::Delete, offerRow(m_before, b), {}}))
            return false;
    }
    return true;
}

// Additions go out with the other inserts, removals wait for the delete pass (before the
// offers they belong to).
bool Differ::history(bool deletes)
{
    if (deletes) {
        for (const CatalogRow &row : std::as_const(m_historyRemoved)) {
            if (!m_sink->apply({CatalogTable::PriceHistory, Kind::Delete, row, {}}))
                return false;
        }
        return true;
    }
    const QList<PriceChange> &b = m_before.priceHistory;
    const QList<PriceChange> &a = m_after.priceHistory;
    // The usual case: the after list is the before list with entries appended.
    qsizetype common = 0;
    if (a.size() >= b.size()) {
        while (common < b.size() && a[common] == b[common])
            ++common;
    }
    if (common == b.size()) {
        for (qsizetype i = common; i < a.size(); ++i) {
            if (!m_sink->apply({CatalogTable::PriceHistory, Kind::Insert, {}, historyRow(a[i])}))
                return false;
        }
        return true;
    }
    QHash<QString, QList<CatalogRow>> remaining;
    for (const PriceChange &h : b) {
        const CatalogRow row = historyRow(h);
        remaining[catalogRowKey(CatalogTable::PriceHistory, row)] << row;
    }
    for (const PriceChange &h : a) {
        const CatalogRow row = historyRow(h);
        const auto it = remaining.find(catalogRowKey(CatalogTable::PriceHistory, row));
        if (it != remaining.end() && !it->isEmpty()) {
            it->removeLast();
            continue;
        }
        if (!m_sink->apply({CatalogTable::PriceHistory, Kind::Insert, {}, row}))
            return false;
    }
    for (const QList<CatalogRow> &rows : std::as_const(remaining))
        m_historyRemoved << rows;
    return true;
}

bool Differ::run()
{
    QList<KeyedDiff> pending;
    // Offers go before offers are added or changed: a new offer may take the provider,
    // instance type and region of one that goes (a whole catalog replaced by another, as
    // push, pull and the offline copy do), and the database's unique key would refuse it
    // while the old one is still there. Their price history goes with them (ON DELETE
    // CASCADE); removing it again later finds nothing, which is no error.
    numberOffers();
    if (!keyedTables(&pending) || !offerDeletes() || !offers() || !history(false))
        return false;
    if (!history(true))
        return false;
    // Measurements refer to GPUs only: added after the GPUs, removed before them. An edit
    // that leaves them alone shares their list with the catalog it started from.
    if (m_before.measurements.constData() != m_after.measurements.constData()
        || m_before.measurements.size() != m_after.measurements.size()) {
        KeyedDiff measurements(CatalogTable::Measurements);
        for (const Measurement &m : m_before.measurements)
            measurements.before(measurementRow(m));
        for (const Measurement &m : m_after.measurements) {
            if (!measurements.after(measurementRow(m), m_sink))
                return false;
        }
        if (!measurements.deletes(m_sink))
            return false;
    }
    // The price book refers to nothing by id (providers and GPUs by name): diffed on its own.
    if (m_before.priceBook != m_after.priceBook) {
        KeyedDiff terms(CatalogTable::PriceBook);
        for (const PriceTerm &t : m_before.priceBook)
            terms.before(priceTermRow(t));
        for (const PriceTerm &t : m_after.priceBook) {
            if (!terms.after(priceTermRow(t), m_sink))
                return false;
        }
        if (!terms.deletes(m_sink))
            return false;
    }
    for (const KeyedDiff &d : std::as_const(pending)) {
        if (!d.deletes(m_sink))
            return false;
    }
    return true;
}

} // namespace

int CatalogChangeSet::count(CatalogTable table, RowChange::Kind kind) const
{
    return static_cast<int>(std::count_if(changes.cbegin(), changes.cend(), [&](const RowChange &c) {
        return c.table == table && c.kind == kind;
    }));
}

bool diffCatalogs(const Catalog &before, const Catalog &after, RowChangeSink *sink)
{
    return Differ(before, after, sink).run() && sink->finish();
}

} // namespace gpuscout
