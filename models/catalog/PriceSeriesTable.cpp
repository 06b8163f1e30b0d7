#include "catalog/PriceSeriesTable.h"

#include "domain/BillingMode.h"
#include "domain/Catalog.h"
#include "domain/CurrencyRates.h"
#include "domain/Unknown.h"
#include "insight/PriceTrack.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <array>
#include <vector>

namespace gpuscout::PriceSeriesTable {

namespace {

const QString LineCurrency = QStringLiteral("USD");

// A (GPU, provider) pair changes when one of its offers' prices, replaced prices, GPU,
// provider, GPU count, currency or date changes. An offer's removal is noted by its own
// trigger: the prices it takes with it can no longer name their pair.
#define GPUSCOUT_NOTE_OFFER(ROW) \
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id) SELECT gpu_id, provider_id FROM offers WHERE id = " ROW ".offer_id;"
const char *const Statements[] = {
    R"(CREATE TABLE price_series (
        gpu_id INTEGER NOT NULL,
        provider_id INTEGER NOT NULL,
        billing TEXT NOT NULL,
        rates TEXT NOT NULL DEFAULT '',
        track BLOB NOT NULL,
        PRIMARY KEY (gpu_id, provider_id, billing)) WITHOUT ROWID)",
    R"(CREATE TABLE price_series_dirty (
        gpu_id INTEGER NOT NULL,
        provider_id INTEGER NOT NULL,
        PRIMARY KEY (gpu_id, provider_id)) WITHOUT ROWID)",
    "CREATE TRIGGER price_series_history_insert AFTER INSERT ON price_history BEGIN " GPUSCOUT_NOTE_OFFER("NEW") " END",
    "CREATE TRIGGER price_series_history_delete AFTER DELETE ON price_history BEGIN " GPUSCOUT_NOTE_OFFER("OLD") " END",
    "CREATE TRIGGER price_series_history_update AFTER UPDATE ON price_history BEGIN " GPUSCOUT_NOTE_OFFER("OLD") GPUSCOUT_NOTE_OFFER("NEW") " END",
    "CREATE TRIGGER price_series_prices_insert AFTER INSERT ON prices BEGIN " GPUSCOUT_NOTE_OFFER("NEW") " END",
    "CREATE TRIGGER price_series_prices_delete AFTER DELETE ON prices BEGIN " GPUSCOUT_NOTE_OFFER("OLD") " END",
    "CREATE TRIGGER price_series_prices_update AFTER UPDATE OF offer_id, billing, price_per_hour, as_of ON prices BEGIN "
    GPUSCOUT_NOTE_OFFER("OLD") GPUSCOUT_NOTE_OFFER("NEW") " END",
    "CREATE TRIGGER price_series_offer_update AFTER UPDATE OF gpu_id, provider_id, gpu_count, currency, as_of ON offers BEGIN "
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id) VALUES (OLD.gpu_id, OLD.provider_id); "
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id) VALUES (NEW.gpu_id, NEW.provider_id); END",
    "CREATE TRIGGER price_series_offer_delete AFTER DELETE ON offers BEGIN "
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id) VALUES (OLD.gpu_id, OLD.provider_id); END",
    "INSERT OR IGNORE INTO price_series_dirty (gpu_id, provider_id) SELECT DISTINCT gpu_id, provider_id FROM offers",
};
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

// Every line of one (GPU, provider) pair, from its offers' current and replaced prices.
bool recompute(const QSqlDatabase &db, qint64 gpuId, qint64 providerId, const CurrencyRates &rates, QSqlError *error)
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
    struct OfferRow {
        qint64 id = 0;
        double gpuCount = 0;
        QString currency;
        QString asOf;
        std::array<PriceRecord, BillingModeCount> current;
    };
    std::vector<OfferRow> offers;
    QHash<qint64, std::size_t> rowOf;
    q.prepare(QStringLiteral("SELECT id, gpu_count, currency, as_of FROM offers WHERE gpu_id = ? AND provider_id = ? AND gpu_count > 0 ORDER BY id"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    if (!q.exec())
        return fail();
    while (q.next()) {
        OfferRow o;
        o.id = q.value(0).toLongLong();
        o.gpuCount = q.value(1).toDouble();
        o.currency = q.value(2).toString();
        o.asOf = q.value(3).toString();
        for (PriceRecord &r : o.current)
            r.pricePerHour = Unknown;
        rowOf.insert(o.id, offers.size());
        offers.push_back(std::move(o));
    }
    q.prepare(QStringLiteral("SELECT p.offer_id, p.billing, p.price_per_hour, p.as_of FROM prices p JOIN offers o ON o.id = p.offer_id "
                             "WHERE o.gpu_id = ? AND o.provider_id = ?"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    if (!q.exec())
        return fail();
    while (q.next()) {
        const auto it = rowOf.constFind(q.value(0).toLongLong());
        BillingMode m;
        if (it == rowOf.cend() || !billingModeFromKey(q.value(1).toString(), &m))
            continue;
        OfferRow &o = offers[*it];
        PriceRecord &r = o.current[indexOf(m)];
        r.pricePerHour = q.value(2).toDouble();
        r.currency = o.currency;
        r.asOf = q.value(3).toString();
        if (r.asOf.isEmpty())
            r.asOf = o.asOf;
    }
    std::array<std::vector<std::vector<PriceSpan>>, BillingModeCount> spans;
    QSet<QString> currencies;
    QSqlQuery history(db);
    history.setForwardOnly(true);
    history.prepare(QStringLiteral("SELECT billing, price_per_hour, currency, as_of, replaced_on FROM price_history WHERE offer_id = ? ORDER BY id"));
    for (const OfferRow &o : offers) {
        std::array<QList<PriceRecord>, BillingModeCount> replaced;
        history.addBindValue(o.id);
        if (!history.exec()) {
            *error = history.lastError();
            return false;
        }
        while (history.next()) {
            BillingMode m;
            if (!billingModeFromKey(history.value(0).toString(), &m))
                continue;
            replaced[indexOf(m)] << PriceRecord{history.value(1).toDouble(), history.value(2).toString(), history.value(3).toString(),
                                                history.value(4).toString()};
        }
        for (std::size_t b = 0; b < BillingModeCount; ++b) {
            const PriceRecord &now = o.current[b];
            for (const PriceRecord &r : std::as_const(replaced[b]))
                currencies.insert(r.currency);
            if (isKnown(now.pricePerHour))
                currencies.insert(now.currency);
            std::vector<PriceSpan> timeline = priceSpans(replaced[b], isKnown(now.pricePerHour) ? &now : nullptr, o.gpuCount, rates, LineCurrency);
            if (!timeline.empty())
                spans[b].push_back(std::move(timeline));
        }
    }
    const QString usedRates = ratesText(currencies, rates);
    q.prepare(QStringLiteral("INSERT INTO price_series (gpu_id, provider_id, billing, rates, track) VALUES (?, ?, ?, coalesce(?, ''), ?)"));
    for (std::size_t b = 0; b < BillingModeCount; ++b) {
        if (spans[b].empty())
            continue;
        const PriceTrack track = priceTrack(spans[b]);
        if (track.points.isEmpty())
            continue;
        q.addBindValue(gpuId);
        q.addBindValue(providerId);
        q.addBindValue(billingModeKey(AllBillingModes[b]));
        q.addBindValue(usedRates);
        q.addBindValue(encodePriceTrack(track));
        if (!q.exec())
            return fail();
    }
    q.prepare(QStringLiteral("DELETE FROM price_series_dirty WHERE gpu_id = ? AND provider_id = ?"));
    q.addBindValue(gpuId);
    q.addBindValue(providerId);
    return q.exec() || fail();
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
    int recomputed = 0;
    if (!refresh(db, &recomputed, error))
        return false;
    *created = true;
    return true;
}

bool refresh(const QSqlDatabase &db, int *recomputed, QSqlError *error)
{
    *recomputed = 0;
    CurrencyRates rates;
    if (!readRates(db, &rates, error))
        return false;
    QSqlQuery q(db);
    QList<std::pair<qint64, qint64>> pairs;
    if (!q.exec(QStringLiteral("SELECT gpu_id, provider_id FROM price_series_dirty"))) {
        *error = q.lastError();
        return false;
    }
    while (q.next())
        pairs << std::pair{q.value(0).toLongLong(), q.value(1).toLongLong()};
    if (!q.exec(QStringLiteral("SELECT DISTINCT gpu_id, provider_id, rates FROM price_series WHERE rates <> ''"))) {
        *error = q.lastError();
        return false;
    }
    while (q.next()) {
        const std::pair pair{q.value(0).toLongLong(), q.value(1).toLongLong()};
        if (!ratesStillHold(q.value(2).toString(), rates) && !pairs.contains(pair))
            pairs << pair;
    }
    q.finish();
    for (const auto &[gpu, provider] : std::as_const(pairs)) {
        if (!recompute(db, gpu, provider, rates, error))
            return false;
        ++*recomputed;
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
