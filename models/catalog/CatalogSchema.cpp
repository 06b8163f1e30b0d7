#include "catalog/CatalogSchema.h"

#include "catalog/SqlFailure.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace gpuscout::CatalogSchema {

namespace {

// Version 1: the catalog as first shipped.
const char *const Version1[] = {
    R"(CREATE TABLE sources (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        url TEXT NOT NULL DEFAULT '',
        as_of TEXT NOT NULL DEFAULT '',
        licence TEXT NOT NULL DEFAULT '',
        illustrative INTEGER NOT NULL DEFAULT 0,
        notes TEXT NOT NULL DEFAULT '')
    )",
    R"(CREATE TABLE gpus (
        id INTEGER PRIMARY KEY,
        model TEXT NOT NULL UNIQUE COLLATE NOCASE,
        maker TEXT NOT NULL DEFAULT '',
        vram_gb REAL, mem_bw_gbs REAL,
        fp64_tflops REAL, fp32_tflops REAL, tf32_tflops REAL, fp16_tflops REAL,
        fp8_tflops REAL, int8_tops REAL,
        interconnect TEXT NOT NULL DEFAULT '', interconnect_gbs REAL,
        tdp_w REAL, year INTEGER,
        source TEXT NOT NULL DEFAULT '')
    )",
    R"(CREATE TABLE gpu_aliases (
        alias TEXT PRIMARY KEY COLLATE NOCASE,
        gpu_id INTEGER NOT NULL REFERENCES gpus(id) ON DELETE CASCADE)
    )",
    R"(CREATE TABLE providers (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        name_zh TEXT NOT NULL DEFAULT '',
        kind TEXT NOT NULL DEFAULT '',
        home_currency TEXT NOT NULL DEFAULT 'USD',
        sla_percent REAL CHECK (sla_percent IS NULL OR (sla_percent >= 0 AND sla_percent <= 100)),
        sla_applies_to TEXT NOT NULL DEFAULT '',
        marketplace INTEGER NOT NULL DEFAULT 0,
        sla_source TEXT NOT NULL DEFAULT '',
        sla_as_of TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '')
    )",
    R"(CREATE TABLE offers (
        id INTEGER PRIMARY KEY,
        provider_id INTEGER NOT NULL REFERENCES providers(id),
        instance_type TEXT NOT NULL,
        family TEXT NOT NULL DEFAULT '',
        gpu_id INTEGER NOT NULL REFERENCES gpus(id),
        gpu_count REAL NOT NULL CHECK (gpu_count > 0),
        vcpus REAL, ram_gib REAL, nvme_gb REAL, network_gbps REAL,
        rdma TEXT NOT NULL DEFAULT '',
        region TEXT NOT NULL DEFAULT '',
        zone TEXT NOT NULL DEFAULT '',
        currency TEXT NOT NULL,
        source_id INTEGER NOT NULL REFERENCES sources(id),
        as_of TEXT NOT NULL,
        illustrative INTEGER NOT NULL DEFAULT 0,
        notes TEXT NOT NULL DEFAULT '',
        UNIQUE (provider_id, instance_type, region, zone))
    )",
    R"(CREATE TABLE prices (
        offer_id INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        billing TEXT NOT NULL CHECK (billing IN ('on-demand', 'spot', 'reserved-1y', 'monthly')),
        price_per_hour REAL NOT NULL CHECK (price_per_hour > 0),
        PRIMARY KEY (offer_id, billing)) WITHOUT ROWID
    )",
};

// Version 2: the stability inputs and the catalog build's anomaly flags move into the
// offer rows, so that they can be shown and edited with it.
const char *const Version2[] = {
    "ALTER TABLE offers ADD COLUMN spot_interruption REAL "
    "CHECK (spot_interruption IS NULL OR (spot_interruption >= 0 AND spot_interruption <= 1))",
    "ALTER TABLE offers ADD COLUMN flags TEXT NOT NULL DEFAULT ''",
};

// Version 3: catalog upkeep. Each price keeps its own as-of date and replaced prices move
// to a history; vendor quotes carry an expiry; the display currency converts with a rate
// table the user edits (USD is implicitly 1).
const char *const Version3[] = {
    "ALTER TABLE prices ADD COLUMN as_of TEXT NOT NULL DEFAULT ''",
    "UPDATE prices SET as_of = (SELECT as_of FROM offers WHERE offers.id = prices.offer_id)",
    "ALTER TABLE offers ADD COLUMN valid_until TEXT NOT NULL DEFAULT ''",
    R"(CREATE TABLE price_history (
        id INTEGER PRIMARY KEY,
        offer_id INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        billing TEXT NOT NULL CHECK (billing IN ('on-demand', 'spot', 'reserved-1y', 'monthly')),
        price_per_hour REAL NOT NULL CHECK (price_per_hour > 0),
        currency TEXT NOT NULL,
        as_of TEXT NOT NULL DEFAULT '',
        replaced_on TEXT NOT NULL DEFAULT '')
    )",
    "CREATE INDEX price_history_offer ON price_history (offer_id)",
    R"(CREATE TABLE exchange_rates (
        currency TEXT PRIMARY KEY COLLATE NOCASE,
        per_usd REAL NOT NULL CHECK (per_usd > 0),
        as_of TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL DEFAULT '')
    )",
    "INSERT INTO exchange_rates (currency, per_usd, as_of, source) "
    "VALUES ('CNY', 7.2, '', 'default setting, not a market quote')",
};

// Version 4: each offer keeps its spec source's trust label (vendor_doc, secondary_list,
// ...), so that an inferred or second-hand spec is shown as such; offers may have no price
// at all (they need a quote), which the prices table already allowed.
const char *const Version4[] = {
    "ALTER TABLE offers ADD COLUMN trust TEXT NOT NULL DEFAULT ''",
};

// Version 5: price feeds. A price a feed sees again unchanged keeps the date it was quoted
// and records the day it was last confirmed ('' = never after its as-of).
const char *const Version5[] = {
    "ALTER TABLE prices ADD COLUMN confirmed_on TEXT NOT NULL DEFAULT ''",
};

// Version 6: the default CNY rate's source is stored as a code, not as English words, so
// that each reader sees it in their language (rateSourceText()); the old words map to it.
const char *const Version6[] = {
    "UPDATE exchange_rates SET source = 'default-setting' WHERE source = 'default setting, not a market quote'",
};

// Version 7: measured performance. GPUs carry their architecture (the performance model
// pools measurements by it) and the software stacks that run on them; measurements hold
// benchmark results and the buyer's trial runs (perf/ and README "Performance model").
#define GPUSCOUT_MEASUREMENT_COLUMNS(TEXT, REAL, ID) \
    "key " TEXT " PRIMARY KEY, " \
    "source " TEXT " NOT NULL DEFAULT '', " \
    "kind " TEXT " NOT NULL CHECK (kind IN ('benchmark', 'trial')), " \
    "suite " TEXT " NOT NULL DEFAULT '', " \
    "reference " TEXT " NOT NULL DEFAULT '', " \
    "provider " TEXT " NOT NULL DEFAULT '', " \
    "instance_type " TEXT " NOT NULL DEFAULT '', " \
    "region " TEXT " NOT NULL DEFAULT '', " \
    "gpu_id " ID " NOT NULL REFERENCES gpus(id), " \
    "gpu_count " REAL " CHECK (gpu_count IS NULL OR gpu_count > 0), " \
    "gpus_used " REAL " NOT NULL CHECK (gpus_used > 0), " \
    "task " TEXT " NOT NULL, " \
    "model " TEXT " NOT NULL DEFAULT '', " \
    "parameters " REAL " NOT NULL CHECK (parameters > 0), " \
    "layers " REAL ", hidden " REAL ", heads " REAL ", kv_heads " REAL ", head_dim " REAL ", " \
    "weight_precision " TEXT " NOT NULL DEFAULT '', " \
    "engine " TEXT " NOT NULL DEFAULT '', " \
    "prompt_tokens " REAL ", output_tokens " REAL ", concurrency " REAL ", " \
    "batch " REAL ", seq_len " REAL ", tokens " REAL ", " \
    "metric " TEXT " NOT NULL, " \
    "value " REAL " NOT NULL CHECK (value > 0), " \
    "measured_on " TEXT " NOT NULL DEFAULT '', " \
    "notes " TEXT " NOT NULL DEFAULT ''"

const char *const Version7[] = {
    "ALTER TABLE gpus ADD COLUMN architecture TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE gpus ADD COLUMN stacks TEXT NOT NULL DEFAULT ''",
    "CREATE TABLE measurements (" GPUSCOUT_MEASUREMENT_COLUMNS("TEXT", "REAL", "INTEGER") ")",
    "CREATE INDEX measurements_gpu ON measurements (gpu_id)",
};

// The same in PostgreSQL's words, with the team catalog's row stamps and an audit trail of
// who added, changed or removed a measurement (the stamp and notification functions exist
// since the team catalog's baseline; the audit function is SECURITY DEFINER like
// audit_price(): editors may not write the trail themselves).
const char *const Version7Postgres[] = {
    "ALTER TABLE gpus ADD COLUMN architecture text NOT NULL DEFAULT ''",
    "ALTER TABLE gpus ADD COLUMN stacks text NOT NULL DEFAULT ''",
    "CREATE TABLE measurements (" GPUSCOUT_MEASUREMENT_COLUMNS("text", "double precision", "bigint") ", "
    "row_version bigint NOT NULL DEFAULT 1, changed_by text NOT NULL DEFAULT session_user, "
    "changed_at timestamptz NOT NULL DEFAULT now())",
    "CREATE INDEX measurements_gpu ON measurements (gpu_id)",
    "CREATE TRIGGER measurements_stamp BEFORE INSERT OR UPDATE ON measurements FOR EACH ROW EXECUTE FUNCTION stamp_row()",
    R"(CREATE TABLE measurement_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        measurement_key text NOT NULL,
        action text NOT NULL,
        kind text NOT NULL DEFAULT '',
        gpu_id bigint,
        metric text NOT NULL DEFAULT '',
        old_value double precision,
        new_value double precision,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL)
    )",
    R"(CREATE FUNCTION audit_measurement() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = gpuscout, pg_temp AS $$
    BEGIN
        IF TG_OP = 'INSERT' THEN
            INSERT INTO measurement_audit (measurement_key, action, kind, gpu_id, metric, old_value, new_value, changed_by, changed_at)
            VALUES (NEW.key, 'insert', NEW.kind, NEW.gpu_id, NEW.metric, NULL, NEW.value, session_user, now());
        ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO measurement_audit (measurement_key, action, kind, gpu_id, metric, old_value, new_value, changed_by, changed_at)
            VALUES (NEW.key, 'update', NEW.kind, NEW.gpu_id, NEW.metric, OLD.value, NEW.value, session_user, now());
        ELSE
            INSERT INTO measurement_audit (measurement_key, action, kind, gpu_id, metric, old_value, new_value, changed_by, changed_at)
            VALUES (OLD.key, 'delete', OLD.kind, OLD.gpu_id, OLD.metric, OLD.value, NULL, session_user, now());
        END IF;
        RETURN NULL;
    END $$)",
    R"(CREATE TRIGGER measurements_audit AFTER INSERT OR UPDATE OR DELETE ON measurements
        FOR EACH ROW EXECUTE FUNCTION audit_measurement())",
};

#undef GPUSCOUT_MEASUREMENT_COLUMNS

// Version 8: what the Chinese clouds' price APIs say beside the list price. An offer keeps
// the stock its vendor reported and the day it did; a price keeps the account's own price
// after its discounts (Alibaba TradePrice, Huawei amount), for the price book to use.
#define GPUSCOUT_VERSION8(TEXT, REAL) \
    "ALTER TABLE offers ADD COLUMN availability " TEXT " NOT NULL DEFAULT '' " \
    "CHECK (availability IN ('', 'in-stock', 'low', 'sold-out'))", \
    "ALTER TABLE offers ADD COLUMN availability_as_of " TEXT " NOT NULL DEFAULT ''", \
    "ALTER TABLE prices ADD COLUMN account_price_per_hour " REAL " " \
    "CHECK (account_price_per_hour IS NULL OR account_price_per_hour > 0)"

const char *const Version8[] = {GPUSCOUT_VERSION8("TEXT", "REAL")};
const char *const Version8Postgres[] = {GPUSCOUT_VERSION8("text", "double precision")};

#undef GPUSCOUT_VERSION8

// Version 9: the buyer's price book: negotiated discounts, fixed contract prices and
// commitments (domain/PriceTerm.h). Lists of regions, GPUs and instance types are stored
// ;-separated, empty for "every". On a team catalog it is readable only by the roles
// granted it (TeamCatalogSchema), and every change is audited.
#define GPUSCOUT_PRICE_BOOK_COLUMNS(TEXT, REAL, ID) \
    "id " ID " PRIMARY KEY, " \
    "provider " TEXT " NOT NULL, " \
    "regions " TEXT " NOT NULL DEFAULT '', " \
    "gpus " TEXT " NOT NULL DEFAULT '', " \
    "instance_types " TEXT " NOT NULL DEFAULT '', " \
    "billing " TEXT " NOT NULL DEFAULT '' CHECK (billing IN ('', 'on-demand', 'spot', 'reserved-1y', 'monthly')), " \
    "kind " TEXT " NOT NULL CHECK (kind IN ('discount', 'fixed', 'commitment')), " \
    "discount_percent " REAL " CHECK (discount_percent IS NULL OR (discount_percent >= 0 AND discount_percent < 100)), " \
    "price " REAL " CHECK (price IS NULL OR price > 0), " \
    "currency " TEXT " NOT NULL DEFAULT '', " \
    "per " TEXT " NOT NULL DEFAULT 'hour' CHECK (per IN ('hour', 'month')), " \
    "valid_from " TEXT " NOT NULL, " \
    "valid_until " TEXT " NOT NULL DEFAULT '', " \
    "ref " TEXT " NOT NULL, " \
    "notes " TEXT " NOT NULL DEFAULT '', " \
    "CHECK ((discount_percent IS NULL) <> (price IS NULL))"

const char *const Version9[] = {
    "CREATE TABLE price_book (" GPUSCOUT_PRICE_BOOK_COLUMNS("TEXT", "REAL", "INTEGER") ")",
};

const char *const Version9Postgres[] = {
    "CREATE TABLE price_book (" GPUSCOUT_PRICE_BOOK_COLUMNS("text", "double precision", "bigint") ", "
    "row_version bigint NOT NULL DEFAULT 1, changed_by text NOT NULL DEFAULT session_user, "
    "changed_at timestamptz NOT NULL DEFAULT now())",
    "CREATE TRIGGER price_book_stamp BEFORE INSERT OR UPDATE ON price_book FOR EACH ROW EXECUTE FUNCTION stamp_row()",
    R"(CREATE TABLE price_book_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        term_id bigint NOT NULL,
        action text NOT NULL,
        provider text NOT NULL DEFAULT '',
        ref text NOT NULL DEFAULT '',
        old_term text,
        new_term text,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL)
    )",
    R"(CREATE FUNCTION audit_price_book() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = gpuscout, pg_temp AS $$
    BEGIN
        IF TG_OP = 'INSERT' THEN
            INSERT INTO price_book_audit (term_id, action, provider, ref, old_term, new_term, changed_by, changed_at)
            VALUES (NEW.id, 'insert', NEW.provider, NEW.ref, NULL, row_to_json(NEW)::text, session_user, now());
        ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO price_book_audit (term_id, action, provider, ref, old_term, new_term, changed_by, changed_at)
            VALUES (NEW.id, 'update', NEW.provider, NEW.ref, row_to_json(OLD)::text, row_to_json(NEW)::text, session_user, now());
        ELSE
            INSERT INTO price_book_audit (term_id, action, provider, ref, old_term, new_term, changed_by, changed_at)
            VALUES (OLD.id, 'delete', OLD.provider, OLD.ref, row_to_json(OLD)::text, NULL, session_user, now());
        END IF;
        RETURN NULL;
    END $$)",
    R"(CREATE TRIGGER price_book_audit AFTER INSERT OR UPDATE OR DELETE ON price_book
        FOR EACH ROW EXECUTE FUNCTION audit_price_book())",
};

#undef GPUSCOUT_PRICE_BOOK_COLUMNS

// Version 10, a team catalog's alone (a file's migration is empty). Writes take turns on
// the one row of write_lock (SELECT ... FOR UPDATE), which needs UPDATE on it: only
// editors have it, so a viewer can no longer hold up every writer the way anyone could
// hold the advisory lock used before. Price history is appended by every price change and
// trimmed by undo and by an offer's removal, so editors keep DELETE and UPDATE on it; every
// deletion and rewrite is recorded in price_history_audit, and each row names the login
// that recorded it, set by the server whatever the INSERT says.
const char *const Version10Postgres[] = {
    "CREATE TABLE write_lock (id integer PRIMARY KEY CHECK (id = 1))",
    "INSERT INTO write_lock (id) VALUES (1)",
    "ALTER TABLE price_history ADD COLUMN recorded_by text NOT NULL DEFAULT session_user",
    "ALTER TABLE price_history ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now()",
    R"(CREATE FUNCTION stamp_history() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        NEW.recorded_by := session_user;
        NEW.recorded_at := now();
        RETURN NEW;
    END $$)",
    "CREATE TRIGGER price_history_stamp BEFORE INSERT ON price_history FOR EACH ROW EXECUTE FUNCTION stamp_history()",
    R"(CREATE TABLE price_history_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        history_id bigint NOT NULL,
        offer_id bigint NOT NULL,
        action text NOT NULL,
        old_entry text NOT NULL,
        new_entry text,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL)
    )",
    "CREATE INDEX price_history_audit_offer ON price_history_audit (offer_id, id)",
    R"(CREATE FUNCTION audit_price_history() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = gpuscout, pg_temp AS $$
    BEGIN
        IF TG_OP = 'UPDATE' THEN
            INSERT INTO price_history_audit (history_id, offer_id, action, old_entry, new_entry, changed_by, changed_at)
            VALUES (OLD.id, OLD.offer_id, 'update', row_to_json(OLD)::text, row_to_json(NEW)::text, session_user, now());
        ELSE
            INSERT INTO price_history_audit (history_id, offer_id, action, old_entry, new_entry, changed_by, changed_at)
            VALUES (OLD.id, OLD.offer_id, 'delete', row_to_json(OLD)::text, NULL, session_user, now());
        END IF;
        RETURN NULL;
    END $$)",
    R"(CREATE TRIGGER price_history_audit AFTER UPDATE OR DELETE ON price_history
        FOR EACH ROW EXECUTE FUNCTION audit_price_history())",
};

template<std::size_t N>
bool run(QSqlDatabase &db, const char *const (&statements)[N], QString *error)
{
    QSqlQuery q(db);
    for (const char *sql : statements) {
        if (!q.exec(QString::fromUtf8(sql))) {
            *error = sqlErrorText(q.lastError());
            return false;
        }
    }
    return true;
}

} // namespace

bool migrate(QSqlDatabase &db, int fromVersion, int targetVersion, QString *error)
{
    QSqlQuery q(db);
    for (int v = fromVersion + 1; v <= targetVersion; ++v) {
        bool ok = false;
        switch (v) {
        case 1: ok = run(db, Version1, error); break;
        case 2: ok = run(db, Version2, error); break;
        case 3: ok = run(db, Version3, error); break;
        case 4: ok = run(db, Version4, error); break;
        case 5: ok = run(db, Version5, error); break;
        case 6: ok = run(db, Version6, error); break;
        case 7: ok = run(db, Version7, error); break;
        case 8: ok = run(db, Version8, error); break;
        case 9: ok = run(db, Version9, error); break;
        case 10: ok = true; break; // the team catalog's write lock and history audit only
        default:
            *error = QStringLiteral("no migration to schema version %1").arg(v);
            return false;
        }
        if (!ok)
            return false;
    }
    if (!q.exec(QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId))
        || !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(targetVersion))) {
        *error = sqlErrorText(q.lastError());
        return false;
    }
    return true;
}

bool portableMigration(int version, QStringList *statements)
{
    statements->clear();
    const auto take = [&](const auto &list) {
        for (const char *sql : list)
            *statements << QString::fromUtf8(sql);
        return true;
    };
    switch (version) {
    case 4: return take(Version4);
    case 5: return take(Version5);
    case 6: return take(Version6);
    case 7: return take(Version7Postgres);
    case 8: return take(Version8Postgres);
    case 9: return take(Version9Postgres);
    case 10: return take(Version10Postgres);
    default: return false;
    }
}

} // namespace gpuscout::CatalogSchema
