#include "catalog/CatalogReader.h"

#include "catalog/CatalogRowSource.h"

#include "domain/Catalog.h"
#include "domain/StringPool.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <vector>

namespace gpuscout {

namespace {

double fromNullable(const QVariant &v)
{
    return v.isNull() ? Unknown : v.toDouble();
}

bool readHistoryRows(const QSqlDatabase &db, const QString &where, CatalogRowSource::TextPool *texts, QList<PriceChange> *out,
                     QSqlError *error)
{
    std::unique_ptr<CatalogRowSource> rows = CatalogRowSource::select(
        db, QStringLiteral("SELECT offer_id, billing, price_per_hour, currency, as_of, replaced_on FROM price_history %1 ORDER BY id").arg(where),
        texts, error);
    if (!rows)
        return false;
    while (rows->next()) {
        PriceChange h;
        h.offerId = rows->integer(0);
        if (!billingModeFromKey(rows->shared(1), &h.billing))
            continue;
        h.pricePerHour = rows->real(2);
        h.currency = rows->shared(3);
        h.asOf = rows->shared(4);
        h.replacedOn = rows->shared(5);
        out->append(std::move(h));
    }
    if (rows->error().isValid()) {
        *error = rows->error();
        return false;
    }
    return true;
}

} // namespace

bool readPriceHistory(const QSqlDatabase &db, const QList<qint64> &offerIds, QList<PriceChange> *out, QSqlError *error)
{
    QList<PriceChange> read;
    if (!offerIds.isEmpty()) {
        QString ids;
        ids.reserve(offerIds.size() * 8);
        for (qint64 id : offerIds) {
            if (!ids.isEmpty())
                ids += u',';
            ids += QString::number(id);
        }
        CatalogRowSource::TextPool texts;
        if (!readHistoryRows(db, QStringLiteral("WHERE offer_id IN (%1)").arg(ids), &texts, &read, error))
            return false;
    }
    *out = std::move(read);
    return true;
}

bool readCatalogTables(const QSqlDatabase &db, Catalog *out, QSqlError *error, bool withHistory)
{
    Catalog c;
    QSqlQuery q(db);
    // Values that repeat across tables (dates, regions, currencies) share one copy.
    CatalogRowSource::TextPool texts;
    auto shared = [&](int column) { return texts.strings.intern(q.value(column).toString()); };
    q.setForwardOnly(true);
    auto fail = [&] {
        *error = q.lastError();
        return false;
    };

    QHash<qint64, Label> sourceKeys;
    if (!q.exec(QStringLiteral("SELECT id, key, name, url, as_of, licence, illustrative, notes FROM sources ORDER BY id")))
        return fail();
    while (q.next()) {
        Source s{q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                 q.value(4).toString(), q.value(5).toString(), q.value(6).toInt() != 0,
                 q.value(7).toString()};
        sourceKeys.insert(q.value(0).toLongLong(), Label(s.key));
        c.sources << s;
    }
    QHash<qint64, int> gpuIndex;
    if (!q.exec(QStringLiteral("SELECT id, model, maker, vram_gb, mem_bw_gbs, fp64_tflops, fp32_tflops, "
                               "tf32_tflops, fp16_tflops, fp8_tflops, int8_tops, interconnect, "
                               "interconnect_gbs, tdp_w, year, source, architecture, stacks FROM gpus ORDER BY id")))
        return fail();
    while (q.next()) {
        GpuSpec g;
        g.model = q.value(1).toString();
        g.maker = q.value(2).toString();
        g.vramGb = fromNullable(q.value(3));
        g.memoryBandwidthGbs = fromNullable(q.value(4));
        g.fp64Tflops = fromNullable(q.value(5));
        g.fp32Tflops = fromNullable(q.value(6));
        g.tf32Tflops = fromNullable(q.value(7));
        g.fp16Tflops = fromNullable(q.value(8));
        g.fp8Tflops = fromNullable(q.value(9));
        g.int8Tops = fromNullable(q.value(10));
        g.interconnect = q.value(11).toString();
        g.interconnectGbs = fromNullable(q.value(12));
        g.tdpW = fromNullable(q.value(13));
        g.year = q.value(14).toInt();
        g.source = q.value(15).toString();
        g.architecture = shared(16);
        g.stacks = shared(17);
        gpuIndex.insert(q.value(0).toLongLong(), static_cast<int>(c.gpus.size()));
        c.gpuAliases.insert(g.model.toLower(), g.model);
        c.gpus << g;
    }
    if (!q.exec(QStringLiteral("SELECT alias, gpu_id FROM gpu_aliases")))
        return fail();
    while (q.next()) {
        const int gi = gpuIndex.value(q.value(1).toLongLong(), -1);
        if (gi >= 0)
            c.gpuAliases.insert(q.value(0).toString().toLower(), c.gpus[gi].model);
    }
    QHash<qint64, int> providerIndex;
    if (!q.exec(QStringLiteral("SELECT id, key, name, name_zh, kind, home_currency, sla_percent, "
                               "sla_applies_to, marketplace, sla_source, sla_as_of, notes "
                               "FROM providers ORDER BY id")))
        return fail();
    while (q.next()) {
        Provider p;
        p.key = q.value(1).toString();
        p.name = q.value(2).toString();
        p.nameZh = q.value(3).toString();
        p.kind = q.value(4).toString();
        p.homeCurrency = q.value(5).toString();
        p.slaPercent = fromNullable(q.value(6));
        p.slaAppliesTo = q.value(7).toString();
        p.marketplace = q.value(8).toInt() != 0;
        p.slaSource = q.value(9).toString();
        p.slaAsOf = q.value(10).toString();
        p.notes = q.value(11).toString();
        providerIndex.insert(q.value(0).toLongLong(), static_cast<int>(c.providers.size()));
        c.providers << p;
    }
    // Sized once from a count: growing a list of 100,000 offers copied it 17 times. Offer ids
    // are dense (1, 2, 3, ... as added), so an offer's index is found by id in a table;
    // a sparse id falls back to the hash.
    qint64 offerCount = 0, maxOfferId = 0;
    if (q.exec(QStringLiteral("SELECT count(*), COALESCE(max(id), 0) FROM offers")) && q.next()) {
        offerCount = q.value(0).toLongLong();
        maxOfferId = q.value(1).toLongLong();
    }
    q.finish();
    c.offers.reserve(offerCount);
    const bool dense = maxOfferId <= 4 * offerCount + 1024;
    std::vector<int> offerAt(dense ? static_cast<std::size_t>(maxOfferId) + 1 : 0, -1);
    QHash<qint64, int> offerIndex;
    const auto indexOfOffer = [&](qint64 id) {
        if (dense)
            return id >= 0 && id < static_cast<qint64>(offerAt.size()) ? offerAt[static_cast<std::size_t>(id)] : -1;
        return offerIndex.value(id, -1);
    };
    const auto rowsFail = [&](const CatalogRowSource *rows) {
        *error = rows->error();
        return false;
    };
    // The three large tables are read through CatalogRowSource (SQLite's own API on a file).
    auto rows = CatalogRowSource::select(db, QStringLiteral("SELECT id, provider_id, instance_type, family, gpu_id, gpu_count, vcpus, "
                                                            "ram_gib, nvme_gb, network_gbps, rdma, region, zone, currency, source_id, "
                                                            "as_of, illustrative, notes, spot_interruption, flags, valid_until, trust, availability, availability_as_of "
                                                            "FROM offers ORDER BY id"),
                                         &texts, error);
    if (!rows)
        return false;
    const auto label = [&](int column) { return texts.labels.label(column, rows->shared(column)); };
    while (rows->next()) {
        Offer o;
        o.id = rows->integer(0);
        o.provider = providerIndex.value(rows->integer(1), -1);
        o.instanceType = rows->text(2);
        o.family = label(3);
        o.gpu = gpuIndex.value(rows->integer(4), -1);
        o.gpuCount = rows->real(5);
        o.vcpus = rows->nullableReal(6);
        o.ramGib = rows->nullableReal(7);
        o.nvmeGb = rows->nullableReal(8);
        o.networkGbps = rows->nullableReal(9);
        o.rdma = label(10);
        o.region = label(11);
        o.zone = label(12);
        o.currency = label(13);
        o.source = sourceKeys.value(rows->integer(14));
        o.asOf = label(15);
        o.illustrative = rows->integer(16) != 0;
        o.notes = label(17);
        o.spotInterruption = rows->nullableReal(18);
        o.flags = label(19);
        o.validUntil = label(20);
        o.trust = label(21);
        availabilityFromKey(rows->shared(22), &o.availability);
        o.availabilityAsOf = label(23);
        if (dense && o.id >= 0 && o.id < static_cast<qint64>(offerAt.size()))
            offerAt[static_cast<std::size_t>(o.id)] = static_cast<int>(c.offers.size());
        else if (!dense)
            offerIndex.insert(o.id, static_cast<int>(c.offers.size()));
        c.offers.append(std::move(o));
    }
    if (rows->error().isValid())
        return rowsFail(rows.get());
    rows = CatalogRowSource::select(db, QStringLiteral("SELECT offer_id, billing, price_per_hour, as_of, confirmed_on, account_price_per_hour FROM prices"),
                                    &texts, error);
    if (!rows)
        return false;
    while (rows->next()) {
        const int oi = indexOfOffer(rows->integer(0));
        BillingMode m;
        if (oi >= 0 && billingModeFromKey(rows->shared(1), &m)) {
            Offer &o = c.offers[oi];
            o.price[indexOf(m)] = rows->real(2);
            const QString asOf = rows->shared(3);
            // A price dated like its row keeps an empty date, so the row's date stays the one truth.
            o.priceAsOf.set(indexOf(m), asOf == o.asOf ? QString() : asOf);
            o.priceConfirmed.set(indexOf(m), rows->shared(4));
            o.accountPrice.set(indexOf(m), rows->nullableReal(5));
        }
    }
    if (rows->error().isValid())
        return rowsFail(rows.get());
    rows.reset();
    c.historyLoaded = withHistory;
    if (withHistory) {
        if (q.exec(QStringLiteral("SELECT count(*) FROM price_history")) && q.next())
            c.priceHistory.reserve(q.value(0).toLongLong());
        q.finish();
        if (!readHistoryRows(db, QString(), &texts, &c.priceHistory, error))
            return false;
    }
    // Thousands of rows: the list is sized once.
    if (q.exec(QStringLiteral("SELECT count(*) FROM measurements")) && q.next())
        c.measurements.reserve(q.value(0).toLongLong());
    if (!q.exec(QStringLiteral("SELECT key, source, kind, suite, reference, provider, instance_type, region, gpu_id, "
                               "gpu_count, gpus_used, task, model, parameters, layers, hidden, heads, kv_heads, head_dim, "
                               "weight_precision, engine, prompt_tokens, output_tokens, concurrency, batch, seq_len, tokens, "
                               "metric, value, measured_on, notes FROM measurements ORDER BY key")))
        return fail();
    while (q.next()) {
        Measurement m;
        m.key = q.value(0).toString();
        m.source = shared(1);
        m.kind = q.value(2).toString() == QLatin1String("trial") ? MeasurementKind::Trial : MeasurementKind::Benchmark;
        m.suite = shared(3);
        m.reference = q.value(4).toString();
        m.provider = shared(5);
        m.instanceType = shared(6);
        m.region = shared(7);
        const int gi = gpuIndex.value(q.value(8).toLongLong(), -1);
        if (gi < 0)
            continue;
        m.gpu = c.gpus[gi].model;
        m.gpuCount = fromNullable(q.value(9));
        m.gpusUsed = fromNullable(q.value(10));
        if (!taskFromKey(q.value(11).toString(), &m.task) || !metricFromKey(q.value(27).toString(), &m.metric))
            continue; // written by a later version: not understood here
        m.model = shared(12);
        m.parameters = fromNullable(q.value(13));
        m.shape.layers = fromNullable(q.value(14));
        m.shape.hidden = fromNullable(q.value(15));
        m.shape.heads = fromNullable(q.value(16));
        m.shape.kvHeads = fromNullable(q.value(17));
        m.shape.headDim = fromNullable(q.value(18));
        m.precision = shared(19);
        m.engine = shared(20);
        m.promptTokens = fromNullable(q.value(21));
        m.outputTokens = fromNullable(q.value(22));
        m.concurrency = fromNullable(q.value(23));
        m.batch = fromNullable(q.value(24));
        m.seqLen = fromNullable(q.value(25));
        m.tokens = fromNullable(q.value(26));
        m.value = fromNullable(q.value(28));
        m.date = shared(29);
        m.notes = shared(30);
        c.measurements.append(std::move(m));
    }
    // A team catalog shows its price book only to the roles granted it; asked first, since a
    // refused SELECT would abort the reading transaction.
    bool mayReadPriceBook = true;
    if (db.driverName() == QLatin1String("QPSQL")) {
        if (!q.exec(QStringLiteral("SELECT has_table_privilege('price_book', 'SELECT')")) || !q.next())
            return fail();
        mayReadPriceBook = q.value(0).toBool();
    }
    c.priceBookHidden = !mayReadPriceBook;
    if (mayReadPriceBook) {
        if (!q.exec(QStringLiteral("SELECT id, provider, regions, gpus, instance_types, billing, kind, discount_percent, "
                                   "price, currency, per, valid_from, valid_until, ref, notes FROM price_book ORDER BY id")))
            return fail();
        const auto list = [&](int column) { return q.value(column).toString().split(u';', Qt::SkipEmptyParts); };
        while (q.next()) {
            PriceTerm t;
            t.id = q.value(0).toLongLong();
            t.provider = q.value(1).toString();
            t.regions = list(2);
            t.gpus = list(3);
            t.instanceTypes = list(4);
            BillingMode m;
            if (billingModeFromKey(q.value(5).toString(), &m))
                t.billing = m;
            if (!priceTermKindFromKey(q.value(6).toString(), &t.kind))
                continue; // written by a later version: not understood here
            t.discountPercent = fromNullable(q.value(7));
            t.price = fromNullable(q.value(8));
            t.currency = q.value(9).toString();
            t.perMonth = q.value(10).toString() == QLatin1String("month");
            t.validFrom = q.value(11).toString();
            t.validUntil = q.value(12).toString();
            t.ref = q.value(13).toString();
            t.notes = q.value(14).toString();
            c.priceBook << t;
        }
    }
    c.rates = CurrencyRates();
    if (!q.exec(QStringLiteral("SELECT currency, per_usd, as_of, source FROM exchange_rates ORDER BY currency")))
        return fail();
    while (q.next())
        c.rates.set({q.value(0).toString(), q.value(1).toDouble(), q.value(2).toString(), q.value(3).toString()});
    *out = std::move(c);
    return true;
}

} // namespace gpuscout
