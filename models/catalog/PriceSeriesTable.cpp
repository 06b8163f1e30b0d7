#include "catalog/PriceSeriesTable.h"

#include "catalog/CatalogRowSource.h"

#include "domain/BillingMode.h"
#include "domain/Catalog.h"
#include "domain/CurrencyRates.h"
#include "domain/Unknown.h"
#include "insight/PriceTrack.h"

#include <QDataStream>
#include <QtEndian>
#include <QHash>
#include <QIODevice>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <vector>

namespace gpuscout::PriceSeriesTable {

namespace {

const QString LineCurrency = QStringLiteral("USD");

// A (GPU, provider) pair changes when one of its offers' prices, replaced prices, GPU,
// provider, GPU count, currency or date changes. A new history entry is noted with its id
// (the first since the lines were computed: SQLite gives a new row an id above every
// existing one), so that the lines can be continued from the entries after it; a removed or
// rewritten entry, or a changed offer, asks for the whole history ("whole"). An offer's
// removal is noted by its own trigger: the prices it takes with it can no longer name it.
// A row already noted is left alone (an import of 100,000 prices notes one pair 100,000
// times: rewriting its row each time was most of the cost).
#define GPUSCOUT_NOTE_OFFER(ROW, WHOLE) \
    "INSERT INTO price_series_dirty (gpu_id, provider_id, whole) SELECT gpu_id, provider_id, " WHOLE " FROM offers WHERE id = " ROW ".offer_id " \
    "ON CONFLICT (gpu_id, provider_id) DO UPDATE SET whole = 1 WHERE whole = 0 AND excluded.whole = 1;"
#define GPUSCOUT_NOTE_PAIR(ROW) \
    "INSERT INTO price_series_dirty (gpu_id, provider_id, whole) VALUES (" ROW ".gpu_id, " ROW ".provider_id, 1) " \
    "ON CONFLICT (gpu_id, provider_id) DO UPDATE SET whole = 1 WHERE whole = 0;"
const char *const Statements[] = {
    R"(CREATE TABLE price_series (
        gpu_id INTEGER NOT NULL,
        provider_id INTEGER NOT NULL,
        billing TEXT NOT NULL,
        rates TEXT NOT NULL DEFAULT '',
        track BLOB NOT NULL,
        tail BLOB NOT NULL,
        PRIMARY KEY (gpu_id, provider_id, billing)) WITHOUT ROWID)",
    R"(CREATE TABLE price_series_dirty (
        gpu_id INTEGER NOT NULL,
        provider_id INTEGER NOT NULL,
        whole INTEGER NOT NULL DEFAULT 0,
        first_id INTEGER,
        PRIMARY KEY (gpu_id, provider_id)) WITHOUT ROWID)",
    "CREATE TRIGGER price_series_history_insert AFTER INSERT ON price_history BEGIN "
    "INSERT INTO price_series_dirty (gpu_id, provider_id, whole, first_id) SELECT gpu_id, provider_id, 0, NEW.id FROM offers WHERE id = NEW.offer_id "
    "ON CONFLICT (gpu_id, provider_id) DO UPDATE SET first_id = excluded.first_id WHERE first_id IS NULL OR excluded.first_id < first_id; END",
    "CREATE TRIGGER price_series_history_delete AFTER DELETE ON price_history BEGIN " GPUSCOUT_NOTE_OFFER("OLD", "1") " END",
    "CREATE TRIGGER price_series_history_update AFTER UPDATE ON price_history BEGIN " GPUSCOUT_NOTE_OFFER("OLD", "1") GPUSCOUT_NOTE_OFFER("NEW", "1") " END",
    "CREATE TRIGGER price_series_prices_insert AFTER INSERT ON prices BEGIN " GPUSCOUT_NOTE_OFFER("NEW", "0") " END",
    "CREATE TRIGGER price_series_prices_delete AFTER DELETE ON prices BEGIN " GPUSCOUT_NOTE_OFFER("OLD", "0") " END",
    "CREATE TRIGGER price_series_prices_update AFTER UPDATE OF offer_id, billing, price_per_hour, as_of ON prices BEGIN "
    GPUSCOUT_NOTE_OFFER("OLD", "0") GPUSCOUT_NOTE_OFFER("NEW", "0") " END",
    "CREATE TRIGGER price_series_offer_update AFTER UPDATE OF gpu_id, provider_id, gpu_count ON offers BEGIN "
    GPUSCOUT_NOTE_PAIR("OLD") GPUSCOUT_NOTE_PAIR("NEW") " END",
    // A new date or currency of the row (an import re-dates every row it updates) counts
    // where it changes a price's date or figure, which continuing the lines checks.
    "CREATE TRIGGER price_series_offer_dated AFTER UPDATE OF currency, as_of ON offers BEGIN "
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id, whole) VALUES (NEW.gpu_id, NEW.provider_id, 0); END",
    "CREATE TRIGGER price_series_offer_delete AFTER DELETE ON offers BEGIN " GPUSCOUT_NOTE_PAIR("OLD") " END",
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id, whole) SELECT DISTINCT gpu_id, provider_id, 1 FROM offers",
};
#undef GPUSCOUT_NOTE_PAIR
#undef GPUSCOUT_NOTE_OFFER

bool readRates(const QSqlDatabase &db, CurrencyRates *rates, QSqlError *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT currency, per_usd FROM exchange_rates"))) {
        *error = q.lastError();
        return false;
    }
    while (q.next())
        rates->set({q.value(0).toString(), q.value(1).toDouble(), QString(), QString()});
    return true;
}

// The rates a line was computed with, as "CNY=7.2000000000000002;": a line made only of
// US dollar prices depends on none.
QString ratesText(const QSet<QString> &currencies, const CurrencyRates &rates)
{
    QStringList codes(currencies.cbegin(), currencies.cend());
    codes.sort();
    QString text;
    for (const QString &code : std::as_const(codes)) {
        if (code.compare(LineCurrency, Qt::CaseInsensitive) == 0)
            continue;
        const double r = rates.perUsd(code);
        text += code + u'=' + (isKnown(r) ? QString::number(r, 'g', 17) : QStringLiteral("?")) + u';';
    }
    return text;
}

bool ratesStillHold(const QString &text, const CurrencyRates &rates)
{
    QSet<QString> codes;
    for (QStringView part : QStringView(text).split(u';', Qt::SkipEmptyParts))
        codes.insert(part.left(part.indexOf(u'=')).toString());
    return ratesText(codes, rates) == text;
}

using OfferRow = PairOffer;

// What a line keeps to be continued without its history: the last day anything changed
// and the prices in force since (one span per offer, as spans in US dollars per GPU-hour).
struct TailSpan {
    qint64 offerId = 0;
    double perGpuHour = 0;
    int from = 0;
    int quotedOn = 0;
};
struct Tail {
    int lastDay = 0;
    // The largest offer id in the catalog then: an offer above it is new, and has no
    // history from before (an offer's history goes with it).
    qint64 maxOffer = 0;
    std::vector<TailSpan> spans;
};

// The bytes QDataStream (Qt 6.0, big-endian) writes for the tail, put down directly: a
// tail of 100,000 spans through QDataStream was a sixtieth of an import. decodeTail() reads
// them back through QDataStream.
QByteArray encodeTail(const Tail &tail)
{
    constexpr qsizetype SpanBytes = 8 + 8 + 4 + 4;
    QByteArray data(4 + 8 + 4 + qsizetype(tail.spans.size()) * SpanBytes, Qt::Uninitialized);
    uchar *at = reinterpret_cast<uchar *>(data.data());
    const auto put32 = [&](quint32 v) {
        qToBigEndian(v, at);
        at += 4;
    };
    const auto put64 = [&](quint64 v) {
        qToBigEndian(v, at);
        at += 8;
    };
    put32(quint32(qint32(tail.lastDay)));
    put64(quint64(tail.maxOffer));
    put32(quint32(tail.spans.size()));
    for (const TailSpan &s : tail.spans) {
        put64(quint64(s.offerId));
        quint64 bits = 0;
        std::memcpy(&bits, &s.perGpuHour, sizeof bits);
        put64(bits);
        put32(quint32(qint32(s.from)));
        put32(quint32(qint32(s.quotedOn)));
    }
    return data;
}

bool decodeTail(const QByteArray &data, Tail *tail)
{
    QDataStream in(data);
    in.setVersion(QDataStream::Qt_6_0);
    qint32 lastDay = 0;
    quint32 count = 0;
    qint64 maxOffer = 0;
    in >> lastDay >> maxOffer >> count;
    if (in.status() != QDataStream::Ok || count > quint32(data.size()))
        return false;
    Tail t;
    t.lastDay = lastDay;
    t.maxOffer = maxOffer;
    t.spans.resize(count);
    for (TailSpan &s : t.spans) {
        qint32 from = 0, quotedOn = 0;
        in >> s.offerId >> s.perGpuHour >> from >> quotedOn;
        s.from = from;
        s.quotedOn = quotedOn;
    }
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return false;
    *tail = std::move(t);
    return true;
}

// The pair's offers, by id, and their current prices, through SQLite's own API (100,000
// offers took a tenth of an import through Qt's per-value reads). The offers come in the
// order of the provider's index and are sorted here (SQLite sorted them in a temporary
// b-tree); a pair that holds a quarter of the catalog's offers or more (an import of one
// machine) reads the whole prices table in stored order instead of joining each offer's
// (a third of the time for 100,000 offers). When the write gave the pair's new offers
// (`added`) and they outnumber a quarter of the older ones, only offers up to
// `added->after` are read, in id order (the provider's index is set aside with "+": it would
// walk the new offers too), with the prices up to that id.
bool readOffers(const QSqlDatabase &db, qint64 gpuId, qint64 providerId, qint64 allOffers, const NewOffers *added, std::vector<OfferRow> *offers,
                QSqlError *error)
{
    const std::vector<OfferRow> *given = nullptr;
    if (added) {
        const auto it = added->byPair.constFind({gpuId, providerId});
        if (it != added->byPair.cend() && added->after < 4 * qint64(it->size()))
            given = &*it;
    }
    CatalogRowSource::TextPool pool;
    const auto select = [&](const QString &sql) { return CatalogRowSource::select(db, sql, &pool, error); };
    const auto ranToEnd = [&](const CatalogRowSource &rows) {
        if (rows.error().isValid())
            *error = rows.error();
        return !rows.error().isValid();
    };
    std::unique_ptr<CatalogRowSource> rows = select(
        given ? QStringLiteral("SELECT id, gpu_count, currency, as_of FROM offers WHERE id <= %3 AND +provider_id = %2 AND gpu_id = %1 AND gpu_count > 0")
                    .arg(gpuId)
                    .arg(providerId)
                    .arg(added->after)
              : QStringLiteral("SELECT id, gpu_count, currency, as_of FROM offers WHERE gpu_id = %1 AND provider_id = %2 AND gpu_count > 0")
                    .arg(gpuId)
                    .arg(providerId));
    if (!rows)
        return false;
    // Room for every offer of the catalog is reserved, not touched.
    offers->clear();
    offers->reserve(std::size_t(std::max<qint64>(allOffers, 0)));
    std::vector<QString> offerDates; // by position in *offers, until the prices are read
    offerDates.reserve(offers->capacity());
    while (rows->next()) {
        OfferRow &o = offers->emplace_back();
        o.id = rows->integer(0);
        o.gpuCount = rows->real(1);
        o.currency = rows->shared(2);
        offerDates.push_back(rows->shared(3));
    }
    if (!ranToEnd(*rows))
        return false;
    const auto byId = [](const OfferRow &a, const OfferRow &b) { return a.id < b.id; };
    if (!std::is_sorted(offers->begin(), offers->end(), byId)) {
        std::vector<std::size_t> order(offers->size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return (*offers)[a].id < (*offers)[b].id; });
        std::vector<OfferRow> sorted;
        std::vector<QString> sortedDates;
        sorted.reserve(order.size());
        sortedDates.reserve(order.size());
        for (std::size_t at : order) {
            sorted.push_back(std::move((*offers)[at]));
            sortedDates.push_back(std::move(offerDates[at]));
        }
        std::move(sorted.begin(), sorted.end(), offers->begin());
        offerDates = std::move(sortedDates);
    }
    const bool most = qint64(offers->size()) * 4 >= allOffers;
    rows = given ? select(QStringLiteral("SELECT offer_id, billing, price_per_hour, as_of FROM prices WHERE offer_id <= %1").arg(added->after))
         : most  ? select(QStringLiteral("SELECT offer_id, billing, price_per_hour, as_of FROM prices"))
                 : select(QStringLiteral("SELECT p.offer_id, p.billing, p.price_per_hour, p.as_of FROM prices p JOIN offers o ON o.id = p.offer_id "
                                         "WHERE o.gpu_id = %1 AND o.provider_id = %2")
                              .arg(gpuId)
                              .arg(providerId));
    if (!rows)
        return false;
    while (rows->next()) {
        const qint64 id = rows->integer(0);
        const auto it = std::lower_bound(offers->begin(), offers->end(), id, [](const OfferRow &o, qint64 wanted) { return o.id < wanted; });
        BillingMode m;
        if (it == offers->end() || it->id != id || !billingModeFromKey(rows->shared(1), &m))
            continue;
        const QString asOf = rows->shared(3);
        it->current[indexOf(m)] = {rows->real(2), dayKey(asOf.isEmpty() ? offerDates[std::size_t(it - offers->begin())] : asOf)};
    }
    if (!ranToEnd(*rows))
        return false;
    if (given)
        offers->insert(offers->end(), given->begin(), given->end());
    return true;
}

// A line of a pair as stored, and as it is to be written.
struct Line {
    bool stored = false;
    PriceTrack track;
    Tail tail;
};

bool writeLines(const QSqlDatabase &db, qint64 gpuId, qint64 providerId, const std::array<Line, BillingModeCount> &lines, const QString &rates,
                QSqlError *error)
{
    QSqlQuery q(db);
    const auto fail = [&] {
        *error = q.lastError();
        return false;
    };
    q.prepare(QStringLiteral("DELETE FROM price_series WHERE gpu_id = ? AND provider_id = ?"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    if (!q.exec())
        return fail();
    q.prepare(QStringLiteral("INSERT INTO price_series (gpu_id, provider_id, billing, rates, track, tail) VALUES (?, ?, ?, coalesce(?, ''), ?, ?)"));
    for (std::size_t b = 0; b < BillingModeCount; ++b) {
        if (lines[b].track.points.isEmpty())
            continue;
        q.addBindValue(gpuId);
        q.addBindValue(providerId);
        q.addBindValue(billingModeKey(AllBillingModes[b]));
        q.addBindValue(rates);
        q.addBindValue(encodePriceTrack(lines[b].track));
        q.addBindValue(encodeTail(lines[b].tail));
        if (!q.exec())
            return fail();
    }
    q.prepare(QStringLiteral("DELETE FROM price_series_dirty WHERE gpu_id = ? AND provider_id = ?"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    return q.exec() || fail();
}

bool countOffers(const QSqlDatabase &db, qint64 *count, qint64 *maxId, QSqlError *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*), coalesce(max(id), 0) FROM offers")) || !q.next()) {
        *error = q.lastError();
        return false;
    }
    *count = q.value(0).toLongLong();
    *maxId = q.value(1).toLongLong();
    return true;
}

// Every line of one (GPU, provider) pair, from its offers' current and replaced prices, as
// priceSpans() makes them, a history entry at a time through SQLite's own API (Qt's
// per-value cost was most of the time). A daily feed records every offer's entries side by
// side, so one offer's entries lie on as many pages as it has entries: a pair holding much
// of the history reads the table in its stored order instead of through the offer index
// (5,000,000 entries: 25 s of page reads by offer).
bool recompute(const QSqlDatabase &db, qint64 gpuId, qint64 providerId, const CurrencyRates &rates, const NewOffers *added, QSqlError *error)
{
    std::vector<OfferRow> offers;
    qint64 allOffers = 0, maxOffer = 0;
    if (!countOffers(db, &allOffers, &maxOffer, error) || !readOffers(db, gpuId, providerId, allOffers, added, &offers, error))
        return false;
    QHash<qint64, std::size_t> rowOf;
    rowOf.reserve(qsizetype(offers.size()));
    for (std::size_t i = 0; i < offers.size(); ++i)
        rowOf.insert(offers[i].id, i);
    std::array<PriceTrackBuilder, BillingModeCount> builders;
    std::array<Line, BillingModeCount> lines;
    QSet<QString> currencies;
    // Per offer and billing mode: where its next price starts.
    std::vector<std::array<PriceSpanChain, BillingModeCount>> chains(offers.size());
    const auto take = [&](std::size_t b, const PriceSpan &s) {
        Tail &tail = lines[b].tail;
        tail.lastDay = std::max({tail.lastDay, s.from, s.until});
        builders[b].add(s);
    };
    const bool scan = qint64(offers.size()) * 8 >= allOffers;
    const QString pair = QStringLiteral("SELECT id FROM offers WHERE gpu_id = %1 AND provider_id = %2 AND gpu_count > 0").arg(gpuId).arg(providerId);
    CatalogRowSource::TextPool pool;
    std::unique_ptr<CatalogRowSource> rows = CatalogRowSource::select(
        db,
        scan ? QStringLiteral("SELECT offer_id, billing, price_per_hour, currency, as_of, replaced_on FROM price_history NOT INDEXED "
                              "WHERE offer_id IN (%1) ORDER BY id").arg(pair)
             : QStringLiteral("SELECT offer_id, billing, price_per_hour, currency, as_of, replaced_on FROM price_history "
                              "WHERE offer_id IN (%1) ORDER BY offer_id, id").arg(pair),
        &pool, error);
    if (!rows)
        return false;
    QString lastCurrency;
    while (rows->next()) {
        const auto it = rowOf.constFind(rows->integer(0));
        BillingMode m;
        if (it == rowOf.cend() || !billingModeFromKey(rows->shared(1), &m))
            continue;
        const OfferRow &o = offers[*it];
        const std::size_t b = indexOf(m);
        const QString currency = rows->shared(3);
        if (currency != lastCurrency) {
            currencies.insert(currency);
            lastCurrency = currency;
        }
        PriceSpan s;
        if (chains[*it][b].replaced(rates.convert(rows->real(2), currency, LineCurrency), dayKey(rows->shared(4)), dayKey(rows->shared(5)),
                                    o.gpuCount, &s))
            take(b, s);
    }
    if (rows->error().isValid()) {
        *error = rows->error();
        return false;
    }
    rows.reset();
    for (std::size_t i = 0; i < offers.size(); ++i) {
        const OfferRow &o = offers[i];
        for (std::size_t b = 0; b < BillingModeCount; ++b) {
            const CurrentPrice &now = o.current[b];
            if (!isKnown(now.pricePerHour))
                continue;
            currencies.insert(o.currency);
            PriceSpan s;
            if (!chains[i][b].current(rates.convert(now.pricePerHour, o.currency, LineCurrency), now.asOf, o.gpuCount, &s))
                continue;
            take(b, s);
            lines[b].tail.spans.push_back({o.id, s.perGpuHour, s.from, s.quotedOn});
        }
    }
    for (std::size_t b = 0; b < BillingModeCount; ++b) {
        lines[b].track = builders[b].take();
        lines[b].tail.maxOffer = maxOffer;
    }
    return writeLines(db, gpuId, providerId, lines, ratesText(currencies, rates), error);
}

enum class Step { Done, Whole, Failed };

// Continues the stored lines of a pair with the prices that changed since they were
// computed, without reading the pair's history: what a price update does (the prices it
// replaces move to the history on the update's day, later than anything before) costs the
// pair's offers, not its years of history. Anything else (a price that vanished or changed
// without a history entry, a change dated before the lines' last day, a currency they did
// not use) asks for the whole history (Step::Whole).
Step extend(const QSqlDatabase &db, qint64 gpuId, qint64 providerId, const CurrencyRates &rates, const QVariant &firstId, const NewOffers *added,
            QSqlError *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const auto fail = [&] {
        *error = q.lastError();
        return Step::Failed;
    };
    std::array<Line, BillingModeCount> lines;
    QString usedRates;
    bool anyStored = false;
    q.prepare(QStringLiteral("SELECT billing, rates, track, tail FROM price_series WHERE gpu_id = ? AND provider_id = ?"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    if (!q.exec())
        return fail();
    while (q.next()) {
        BillingMode m;
        if (!billingModeFromKey(q.value(0).toString(), &m))
            return Step::Whole;
        Line &line = lines[indexOf(m)];
        if ((anyStored && usedRates != q.value(1).toString()) || !decodePriceTrack(q.value(2).toByteArray(), &line.track)
            || !decodeTail(q.value(3).toByteArray(), &line.tail))
            return Step::Whole;
        usedRates = q.value(1).toString();
        line.stored = anyStored = true;
    }
    if (!anyStored)
        return Step::Whole; // no line yet: nothing to continue
    QSet<QString> knownCurrencies{LineCurrency};
    for (QStringView part : QStringView(usedRates).split(u';', Qt::SkipEmptyParts))
        knownCurrencies.insert(part.left(part.indexOf(u'=')).toString());

    std::vector<OfferRow> offers;
    qint64 allOffers = 0, maxOffer = 0;
    if (!countOffers(db, &allOffers, &maxOffer, error) || !readOffers(db, gpuId, providerId, allOffers, added, &offers, error))
        return Step::Failed;
    // The entries recorded since: (offer, billing) -> oldest first.
    QHash<std::pair<qint64, int>, QList<PriceRecord>> entries;
    // More new entries than a few a price (history added by other means, in bulk) are read
    // with the rest of the history, not held here.
    const qsizetype most = qsizetype(offers.size()) * qsizetype(BillingModeCount) * 4 + 64;
    q.prepare(QStringLiteral("SELECT h.offer_id, h.billing, h.price_per_hour, h.currency, h.as_of, h.replaced_on FROM price_history h "
                             "JOIN offers o ON o.id = h.offer_id WHERE h.id >= ? AND o.gpu_id = ? AND o.provider_id = ? ORDER BY h.id LIMIT ?"));
    q.addBindValue(firstId.isNull() ? std::numeric_limits<qint64>::max() : firstId.toLongLong());
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    q.addBindValue(most + 1);
    if (!q.exec())
        return fail();
    for (qsizetype n = 0; q.next(); ++n) {
        if (n == most)
            return Step::Whole;
        BillingMode m;
        if (!billingModeFromKey(q.value(1).toString(), &m))
            continue;
        entries[{q.value(0).toLongLong(), static_cast<int>(indexOf(m))}] << PriceRecord{q.value(2).toDouble(), q.value(3).toString(),
                                                                                       q.value(4).toString(), q.value(5).toString()};
    }
    QSqlQuery older(db);
    older.setForwardOnly(true);
    older.prepare(QStringLiteral("SELECT 1 FROM price_history WHERE offer_id = ? AND billing = ? AND id < ? LIMIT 1"));
    const auto hasOlderHistory = [&](qint64 offer, std::size_t b, bool *has) {
        older.addBindValue(offer);
        older.addBindValue(billingModeKey(AllBillingModes[b]));
        older.addBindValue(firstId.isNull() ? std::numeric_limits<qint64>::max() : firstId.toLongLong());
        if (!older.exec()) {
            *error = older.lastError();
            return false;
        }
        *has = older.next();
        older.finish();
        return true;
    };
    // The offers of a pair nearly all quote one currency: the last one looked up is kept.
    QString lastCurrency;
    bool lastKnown = false;
    const auto perGpuHour = [&](double pricePerHour, const QString &currency, double gpuCount) {
        if (currency != lastCurrency) {
            lastCurrency = currency;
            lastKnown = knownCurrencies.contains(currency);
        }
        return lastKnown ? rates.convert(pricePerHour, currency, LineCurrency) / gpuCount : Unknown;
    };

    for (std::size_t b = 0; b < BillingModeCount; ++b) {
        Line &line = lines[b];
        const int lastDay = line.tail.lastDay;
        QHash<qint64, TailSpan> before;
        std::vector<double> inForce;
        for (const TailSpan &s : line.tail.spans) {
            before.insert(s.offerId, s);
            inForce.push_back(s.perGpuHour);
        }
        Tail tail;
        tail.lastDay = lastDay;
        tail.maxOffer = maxOffer;
        std::vector<PriceEvent> events;
        std::vector<QuotedDay> ended;
        std::vector<int> current;
        for (const OfferRow &o : offers) {
            // An offer above the line's last offer id is new since: no span, and (most often,
            // after a large import) no entries either; neither hash is looked up for it.
            const bool newer = o.id > line.tail.maxOffer;
            const QList<PriceRecord> history = entries.isEmpty() ? QList<PriceRecord>() : entries.value({o.id, static_cast<int>(b)});
            const CurrentPrice &now = o.current[b];
            const bool priced = isKnown(now.pricePerHour);
            const auto previous = newer ? before.cend() : before.constFind(o.id);
            const bool had = previous != before.cend();
            if (!had && (priced || !history.isEmpty()) && o.id <= line.tail.maxOffer) {
                bool returns = false;
                if (!hasOlderHistory(o.id, b, &returns))
                    return Step::Failed;
                if (returns)
                    return Step::Whole; // a price returns after a gap: its spans start in the history
            }
            int start = had ? previous->from : 0;
            for (int i = 0; i < history.size(); ++i) {
                const PriceRecord &h = history[i];
                const double price = perGpuHour(h.pricePerHour, h.currency, o.gpuCount);
                const int asOf = dayKey(h.asOf), until = dayKey(h.replacedOn);
                if (!isKnown(price))
                    return Step::Whole;
                const int from = start == 0 ? asOf : start;
                // A price replaced on the day it entered was never in force (priceSpans()
                // leaves it out): the one in force leaves on that day uncounted.
                if (i == 0 && had) {
                    // The price in force is the one this entry replaced.
                    if (price != previous->perGpuHour || asOf != previous->quotedOn || from > until || until < lastDay)
                        return Step::Whole;
                    events.push_back({until, price, false});
                    if (from < until)
                        ended.push_back({asOf, until});
                } else {
                    if (from == 0 || from > until || from < lastDay)
                        return Step::Whole;
                    if (from < until) {
                        events.push_back({from, price, true});
                        events.push_back({until, price, false});
                        ended.push_back({asOf, until});
                    }
                }
                tail.lastDay = std::max(tail.lastDay, until);
                start = until;
            }
            if (priced) {
                const double price = perGpuHour(now.pricePerHour, o.currency, o.gpuCount);
                const int asOf = now.asOf;
                const int from = start == 0 ? asOf : start;
                if (!isKnown(price) || from == 0)
                    return Step::Whole;
                if (had && history.isEmpty()) {
                    if (price != previous->perGpuHour || asOf != previous->quotedOn)
                        return Step::Whole; // changed in place: its past is rewritten
                } else {
                    if (from < lastDay)
                        return Step::Whole;
                    events.push_back({from, price, true});
                    tail.lastDay = std::max(tail.lastDay, from);
                }
                tail.spans.push_back({o.id, price, from, asOf});
                current.push_back(asOf);
            } else if (had && history.isEmpty()) {
                return Step::Whole; // a price removed without an entry: gone from its past too
            }
            if (had)
                before.erase(previous);
        }
        if (!before.isEmpty())
            return Step::Whole; // an offer left the pair
        if (!line.stored && events.empty())
            continue;
        if (!extendPriceTrack(&line.track, inForce, std::move(events), lastDay, ended, current))
            return Step::Whole;
        line.tail = std::move(tail);
    }
    return writeLines(db, gpuId, providerId, lines, usedRates, error) ? Step::Done : Step::Failed;
}

bool hasTables(const QSqlDatabase &db, bool *has, QSqlError *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('price_series', 'price_series_dirty')"))
        || !q.next()) {
        *error = q.lastError();
        return false;
    }
    *has = q.value(0).toInt() == 2;
    return true;
}

} // namespace

bool exists(const QSqlDatabase &db, bool *has, QSqlError *error)
{
    return hasTables(db, has, error);
}

bool ensure(const QSqlDatabase &db, bool *created, QSqlError *error)
{
    bool has = false;
    *created = false;
    if (!hasTables(db, &has, error))
        return false;
    if (has)
        return true;
    QSqlQuery q(db);
    for (const char *sql : Statements) {
        if (!q.exec(QString::fromUtf8(sql))) {
            *error = q.lastError();
            return false;
        }
    }
    Refreshed refreshed;
    if (!refresh(db, &refreshed, error))
        return false;
    *created = true;
    return true;
}

bool refresh(const QSqlDatabase &db, Refreshed *out, QSqlError *error, const NewOffers *added)
{
    *out = {};
    CurrencyRates rates;
    if (!readRates(db, &rates, error))
        return false;
    QSqlQuery q(db);
    struct Pair {
        qint64 gpu = 0;
        qint64 provider = 0;
        bool whole = false;
        QVariant firstId;
    };
    QList<Pair> pairs;
    if (!q.exec(QStringLiteral("SELECT gpu_id, provider_id, whole, first_id FROM price_series_dirty"))) {
        *error = q.lastError();
        return false;
    }
    while (q.next())
        pairs << Pair{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toInt() != 0, q.value(3)};
    if (!q.exec(QStringLiteral("SELECT DISTINCT gpu_id, provider_id, rates FROM price_series WHERE rates <> ''"))) {
        *error = q.lastError();
        return false;
    }
    while (q.next()) {
        const qint64 gpu = q.value(0).toLongLong(), provider = q.value(1).toLongLong();
        if (ratesStillHold(q.value(2).toString(), rates))
            continue;
        const auto same = std::find_if(pairs.begin(), pairs.end(), [&](const Pair &p) { return p.gpu == gpu && p.provider == provider; });
        if (same != pairs.end())
            same->whole = true;
        else
            pairs << Pair{gpu, provider, true, QVariant()};
    }
    q.finish();
    for (const Pair &p : std::as_const(pairs)) {
        const Step step = p.whole ? Step::Whole : extend(db, p.gpu, p.provider, rates, p.firstId, added, error);
        if (step == Step::Failed)
            return false;
        if (step == Step::Done) {
            ++out->extended;
            continue;
        }
        if (!recompute(db, p.gpu, p.provider, rates, added, error))
            return false;
        ++out->recomputed;
    }
    return true;
}

bool read(const QSqlDatabase &db, const Catalog &catalog, const PriceSeriesQuery &query, QList<PriceSeriesLine> *out, bool *served,
          QSqlError *error)
{
    *served = false;
    bool has = false;
    if (!hasTables(db, &has, error))
        return false;
    const int gpu = catalog.gpuIndex(query.gpu);
    if (!has || gpu < 0)
        return true;
    CurrencyRates rates;
    if (!readRates(db, &rates, error))
        return false;
    const double scale = rates.convert(1, LineCurrency, query.currency);
    if (!isKnown(scale))
        return true;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const auto fail = [&] {
        *error = q.lastError();
        return false;
    };
    const auto asked = [&](const QString &provider) { return query.providers.isEmpty() || query.providers.contains(provider, Qt::CaseInsensitive); };
    q.prepare(QStringLiteral("SELECT p.key FROM price_series_dirty d JOIN gpus g ON g.id = d.gpu_id JOIN providers p ON p.id = d.provider_id "
                             "WHERE g.model = ?"));
    q.addBindValue(catalog.gpus[gpu].model);
    if (!q.exec())
        return fail();
    while (q.next()) {
        if (asked(q.value(0).toString()))
            return true; // changed since its lines were computed
    }
    q.prepare(QStringLiteral("SELECT p.key, s.billing, s.rates, s.track FROM price_series s JOIN gpus g ON g.id = s.gpu_id "
                             "JOIN providers p ON p.id = s.provider_id WHERE g.model = ?"));
    q.addBindValue(catalog.gpus[gpu].model);
    if (!q.exec())
        return fail();
    QList<std::pair<std::pair<QString, int>, PriceSeriesLine>> lines;
    while (q.next()) {
        const QString key = q.value(0).toString();
        BillingMode m;
        if (!asked(key) || !billingModeFromKey(q.value(1).toString(), &m) || (!query.billings.isEmpty() && !query.billings.contains(m)))
            continue;
        PriceTrack track;
        if (!ratesStillHold(q.value(2).toString(), rates) || !decodePriceTrack(q.value(3).toByteArray(), &track))
            return true;
        PriceSeriesLine line;
        line.provider = key;
        const int p = catalog.providerIndex(key);
        line.providerName = p >= 0 ? catalog.providers[p].name : key;
        line.billing = m;
        cutPriceTrack(track, query.since, scale, &line);
        if (!line.points.isEmpty())
            lines.append({{key, static_cast<int>(indexOf(m))}, std::move(line)});
    }
    if (q.lastError().isValid())
        return fail();
    // The order priceSeries() gives: by provider key, then billing mode.
    std::sort(lines.begin(), lines.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    out->clear();
    for (auto &[key, line] : lines)
        out->append(std::move(line));
    *served = true;
    return true;
}

} // namespace gpuscout::PriceSeriesTable
