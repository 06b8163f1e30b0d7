#include "catalog/CatalogDatabase.h"

#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogSchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

namespace gpuscout {

namespace {


QVariant nullable(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

double fromNullable(const QVariant &v)
{
    return v.isNull() ? Unknown : v.toDouble();
}

QString newConnectionName()
{
    return QStringLiteral("gpuscout-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// A probe or an edit on its own named connection, removed again when done.
class ScopedConnection
{
public:
    ScopedConnection(const QString &path, bool readOnly)
        : m_name(newConnectionName())
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        m_ok = db.open();
        m_error = db.lastError().text();
    }
    ~ScopedConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool ok() const { return m_ok; }
    QString error() const { return m_error; }

private:
    QString m_name;
    bool m_ok = false;
    QString m_error;
};

bool exec(QSqlQuery &q, QString *error)
{
    if (q.exec())
        return true;
    *error = q.lastError().text();
    return false;
}

bool writeAll(QSqlDatabase db, const Catalog &c, QString *error)
{
    QSqlQuery q(db);
    for (const char *table : {"price_history", "prices", "offers", "gpu_aliases", "gpus", "providers",
                              "sources", "exchange_rates"}) {
        if (!q.exec(QStringLiteral("DELETE FROM ") + QLatin1String(table))) {
            *error = q.lastError().text();
            return false;
        }
    }
    QHash<QString, qint64> sourceIds;
    q.prepare(QStringLiteral("INSERT INTO sources (key, name, url, as_of, licence, illustrative, notes) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const Source &s : c.sources) {
        q.addBindValue(text(s.key)); q.addBindValue(text(s.name)); q.addBindValue(text(s.url)); q.addBindValue(text(s.asOf));
        q.addBindValue(text(s.licence)); q.addBindValue(s.illustrative ? 1 : 0); q.addBindValue(text(s.notes));
        if (!exec(q, error))
            return false;
        sourceIds.insert(s.key, q.lastInsertId().toLongLong());
    }
    QList<qint64> gpuIds;
    q.prepare(QStringLiteral(
        "INSERT INTO gpus (model, maker, vram_gb, mem_bw_gbs, fp64_tflops, fp32_tflops, tf32_tflops, "
        "fp16_tflops, fp8_tflops, int8_tops, interconnect, interconnect_gbs, tdp_w, year, source) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const GpuSpec &g : c.gpus) {
        q.addBindValue(text(g.model)); q.addBindValue(text(g.maker)); q.addBindValue(nullable(g.vramGb));
        q.addBindValue(nullable(g.memoryBandwidthGbs)); q.addBindValue(nullable(g.fp64Tflops));
        q.addBindValue(nullable(g.fp32Tflops)); q.addBindValue(nullable(g.tf32Tflops));
        q.addBindValue(nullable(g.fp16Tflops)); q.addBindValue(nullable(g.fp8Tflops));
        q.addBindValue(nullable(g.int8Tops)); q.addBindValue(text(g.interconnect));
        q.addBindValue(nullable(g.interconnectGbs)); q.addBindValue(nullable(g.tdpW));
        q.addBindValue(g.year > 0 ? QVariant(g.year) : QVariant()); q.addBindValue(text(g.source));
        if (!exec(q, error))
            return false;
        gpuIds << q.lastInsertId().toLongLong();
    }
    q.prepare(QStringLiteral("INSERT INTO gpu_aliases (alias, gpu_id) VALUES (?, ?)"));
    for (auto it = c.gpuAliases.cbegin(); it != c.gpuAliases.cend(); ++it) {
        const int gpu = c.gpuIndex(it.value());
        if (gpu < 0 || it.key() == c.gpus[gpu].model.toLower())
            continue; // the model's own name needs no alias row
        q.addBindValue(text(it.key())); q.addBindValue(gpuIds[gpu]);
        if (!exec(q, error))
            return false;
    }
    QList<qint64> providerIds;
    q.prepare(QStringLiteral(
        "INSERT INTO providers (key, name, name_zh, kind, home_currency, sla_percent, sla_applies_to, "
        "marketplace, sla_source, sla_as_of, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const Provider &p : c.providers) {
        q.addBindValue(text(p.key)); q.addBindValue(text(p.name)); q.addBindValue(text(p.nameZh)); q.addBindValue(text(p.kind));
        q.addBindValue(text(p.homeCurrency)); q.addBindValue(nullable(p.slaPercent));
        q.addBindValue(text(p.slaAppliesTo)); q.addBindValue(p.marketplace ? 1 : 0);
        q.addBindValue(text(p.slaSource)); q.addBindValue(text(p.slaAsOf)); q.addBindValue(text(p.notes));
        if (!exec(q, error))
            return false;
        providerIds << q.lastInsertId().toLongLong();
    }
    QSqlQuery price(db);
    price.prepare(QStringLiteral("INSERT INTO prices (offer_id, billing, price_per_hour, as_of, confirmed_on) VALUES (?, ?, ?, ?, ?)"));
    q.prepare(QStringLiteral(
        "INSERT INTO offers (id, provider_id, instance_type, family, gpu_id, gpu_count, vcpus, ram_gib, "
        "nvme_gb, network_gbps, rdma, region, zone, currency, source_id, as_of, illustrative, notes, "
        "spot_interruption, flags, valid_until, trust) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const Offer &o : c.offers) {
        q.addBindValue(o.id > 0 ? QVariant(o.id) : QVariant());
        q.addBindValue(providerIds.value(o.provider)); q.addBindValue(text(o.instanceType));
        q.addBindValue(text(o.family)); q.addBindValue(gpuIds.value(o.gpu)); q.addBindValue(o.gpuCount);
        q.addBindValue(nullable(o.vcpus)); q.addBindValue(nullable(o.ramGib));
        q.addBindValue(nullable(o.nvmeGb)); q.addBindValue(nullable(o.networkGbps));
        q.addBindValue(text(o.rdma)); q.addBindValue(text(o.region)); q.addBindValue(text(o.zone));
        q.addBindValue(text(o.currency)); q.addBindValue(sourceIds.value(o.source));
        q.addBindValue(text(o.asOf)); q.addBindValue(o.illustrative ? 1 : 0); q.addBindValue(text(o.notes));
        q.addBindValue(nullable(o.spotInterruption)); q.addBindValue(text(o.flags));
        q.addBindValue(text(o.validUntil)); q.addBindValue(text(o.trust));
        if (!exec(q, error))
            return false;
        const qint64 offerId = q.lastInsertId().toLongLong();
        for (BillingMode m : AllBillingModes) {
            if (!isKnown(o.priceFor(m)))
                continue;
            price.addBindValue(offerId); price.addBindValue(text(billingModeKey(m)));
            price.addBindValue(o.priceFor(m)); price.addBindValue(text(o.priceAsOfFor(m)));
            price.addBindValue(text(o.priceConfirmed[indexOf(m)]));
            if (!exec(price, error))
                return false;
        }
    }
    q.prepare(QStringLiteral("INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, "
                             "replaced_on) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const PriceChange &h : c.priceHistory) {
        q.addBindValue(h.offerId); q.addBindValue(text(billingModeKey(h.billing)));
        q.addBindValue(h.pricePerHour); q.addBindValue(text(h.currency));
        q.addBindValue(text(h.asOf)); q.addBindValue(text(h.replacedOn));
        if (!exec(q, error))
            return false;
    }
    q.prepare(QStringLiteral("INSERT INTO exchange_rates (currency, per_usd, as_of, source) VALUES (?, ?, ?, ?)"));
    for (const ExchangeRate &r : c.rates.rates()) {
        if (r.currency == QLatin1String("USD"))
            continue; // always 1, not stored
        q.addBindValue(text(r.currency)); q.addBindValue(r.perUsd);
        q.addBindValue(text(r.asOf)); q.addBindValue(text(r.source));
        if (!exec(q, error))
            return false;
    }
    return true;
}

} // namespace

CatalogDatabase::CatalogDatabase() = default;

CatalogDatabase::~CatalogDatabase()
{
    closeConnection();
}

QString CatalogDatabase::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalog.sqlite"));
}

bool CatalogDatabase::probe(const QString &path, int *version)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray head = file.read(16);
    file.close();
    if (head != QByteArray("SQLite format 3\0", 16)) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is not a GpuScout catalog: it is not a SQLite database. "
                     "Choose a catalog file made by GpuScout, or a path that does not exist yet "
                     "to create one.").arg(path);
        return false;
    }
    ScopedConnection probe(path, true);
    if (!probe.ok()) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened: %2").arg(path, probe.error());
        return false;
    }
    QSqlQuery q(probe.db());
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
        || q.value(0).toString() != QLatin1String("ok")) {
        const QString detail = q.lastError().isValid() ? q.lastError().text() : q.value(0).toString();
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is corrupt (%2). It was left untouched; restore it from a backup "
                     "or choose another file.").arg(path, detail);
        return false;
    }
    q.exec(QStringLiteral("PRAGMA application_id"));
    const int appId = q.next() ? q.value(0).toInt() : 0;
    q.exec(QStringLiteral("PRAGMA user_version"));
    *version = q.next() ? q.value(0).toInt() : 0;
    if (appId != CatalogSchema::ApplicationId) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 is a SQLite database but not a GpuScout catalog. It was left untouched.")
                      .arg(path);
        return false;
    }
    if (*version > CatalogSchema::CurrentVersion) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 was written by a newer GpuScout (catalog version %2; this version reads "
                     "up to %3). It was left untouched: update GpuScout to open it.")
                      .arg(path).arg(*version).arg(CatalogSchema::CurrentVersion);
        return false;
    }
    return true;
}

bool CatalogDatabase::openConnection(const QString &path)
{
    closeConnection();
    m_connection = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be opened: %2").arg(path, db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    m_path = path;
    return true;
}

void CatalogDatabase::closeConnection()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
}

CatalogDatabase::Status CatalogDatabase::open(const QString &path, const QString &seedFolder)
{
    m_error.clear();
    const QFileInfo info(path);
    if (!info.exists()) {
        Catalog seed;
        QString seedError;
        if (!readCatalogCsv(seedFolder, &seed, &seedError)) {
            m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: the bundled catalog is invalid: %2").arg(path, seedError);
            return Status::Failed;
        }
        if (!QDir().mkpath(info.absolutePath())) {
            m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "The folder %1 cannot be created.").arg(info.absolutePath());
            return Status::Failed;
        }
        const QString partial = path + QStringLiteral(".partial");
        QFile::remove(partial);
        {
            ScopedConnection fresh(partial, false);
            if (!fresh.ok()) {
                m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, fresh.error());
                return Status::Failed;
            }
            QSqlDatabase db = fresh.db();
            QString err;
            const bool ok = db.transaction()
                && CatalogSchema::migrate(db, 0, CatalogSchema::CurrentVersion, &err)
                && writeAll(db, seed, &err) && db.commit();
            if (!ok) {
                db.rollback();
                m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: %2").arg(path, err.isEmpty() ? db.lastError().text() : err);
            }
        }
        if (!m_error.isEmpty() || !QFile::rename(partial, path)) {
            if (m_error.isEmpty())
                m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 cannot be created: renaming the new file failed").arg(path);
            QFile::remove(partial);
            return Status::Failed;
        }
        return openConnection(path) ? Status::Created : Status::Failed;
    }

    int version = 0;
    if (!probe(path, &version))
        return Status::Failed;
    if (!openConnection(path))
        return Status::Failed;
    if (version == CatalogSchema::CurrentVersion)
        return Status::Opened;

    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString err;
    if (!db.transaction() || !CatalogSchema::migrate(db, version, CatalogSchema::CurrentVersion, &err)
        || !db.commit()) {
        db.rollback();
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be upgraded from catalog version %2: %3. It was left as it was.")
                      .arg(path).arg(version).arg(err.isEmpty() ? db.lastError().text() : err);
        closeConnection();
        return Status::Failed;
    }
    return Status::Migrated;
}

int CatalogDatabase::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool CatalogDatabase::write(const Catalog &catalog)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString err;
    if (!db.transaction() || !writeAll(db, catalog, &err) || !db.commit()) {
        db.rollback();
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "The catalog could not be saved to %1: %2").arg(m_path, err);
        return false;
    }
    return true;
}

bool CatalogDatabase::load(Catalog *out)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen()) {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "No catalog is open.");
        return false;
    }
    Catalog c;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    auto fail = [&] {
        m_error = QCoreApplication::translate("gpuscout::CatalogDatabase", "%1 could not be read: %2").arg(m_path, q.lastError().text());
        return false;
    };

    QHash<qint64, QString> sourceKeys;
    if (!q.exec(QStringLiteral("SELECT id, key, name, url, as_of, licence, illustrative, notes FROM sources ORDER BY id")))
        return fail();
    while (q.next()) {
        Source s{q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                 q.value(4).toString(), q.value(5).toString(), q.value(6).toInt() != 0,
                 q.value(7).toString()};
        sourceKeys.insert(q.value(0).toLongLong(), s.key);
        c.sources << s;
    }
    QHash<qint64, int> gpuIndex;
    if (!q.exec(QStringLiteral("SELECT id, model, maker, vram_gb, mem_bw_gbs, fp64_tflops, fp32_tflops, "
                               "tf32_tflops, fp16_tflops, fp8_tflops, int8_tops, interconnect, "
                               "interconnect_gbs, tdp_w, year, source FROM gpus ORDER BY id")))
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
    QHash<qint64, int> offerIndex;
    if (!q.exec(QStringLiteral("SELECT id, provider_id, instance_type, family, gpu_id, gpu_count, vcpus, "
                               "ram_gib, nvme_gb, network_gbps, rdma, region, zone, currency, source_id, "
                               "as_of, illustrative, notes, spot_interruption, flags, valid_until, trust FROM offers ORDER BY id")))
        return fail();
    while (q.next()) {
        Offer o;
        o.id = q.value(0).toLongLong();
        o.provider = providerIndex.value(q.value(1).toLongLong(), -1);
        o.instanceType = q.value(2).toString();
        o.family = q.value(3).toString();
        o.gpu = gpuIndex.value(q.value(4).toLongLong(), -1);
        o.gpuCount = q.value(5).toDouble();
        o.vcpus = fromNullable(q.value(6));
        o.ramGib = fromNullable(q.value(7));
        o.nvmeGb = fromNullable(q.value(8));
        o.networkGbps = fromNullable(q.value(9));
        o.rdma = q.value(10).toString();
        o.region = q.value(11).toString();
        o.zone = q.value(12).toString();
        o.currency = q.value(13).toString();
        o.source = sourceKeys.value(q.value(14).toLongLong());
        o.asOf = q.value(15).toString();
        o.illustrative = q.value(16).toInt() != 0;
        o.notes = q.value(17).toString();
        o.spotInterruption = fromNullable(q.value(18));
        o.flags = q.value(19).toString();
        o.validUntil = q.value(20).toString();
        o.trust = q.value(21).toString();
        offerIndex.insert(o.id, static_cast<int>(c.offers.size()));
        c.offers << o;
    }
    if (!q.exec(QStringLiteral("SELECT offer_id, billing, price_per_hour, as_of, confirmed_on FROM prices")))
        return fail();
    while (q.next()) {
        const int oi = offerIndex.value(q.value(0).toLongLong(), -1);
        BillingMode m;
        if (oi >= 0 && billingModeFromKey(q.value(1).toString(), &m)) {
            Offer &o = c.offers[oi];
            o.price[indexOf(m)] = q.value(2).toDouble();
            const QString asOf = q.value(3).toString();
            // A price dated like its row keeps an empty date, so the row's date stays the one truth.
            o.priceAsOf[indexOf(m)] = asOf == o.asOf ? QString() : asOf;
            o.priceConfirmed[indexOf(m)] = q.value(4).toString();
        }
    }
    if (!q.exec(QStringLiteral("SELECT offer_id, billing, price_per_hour, currency, as_of, replaced_on "
                               "FROM price_history ORDER BY id")))
        return fail();
    while (q.next()) {
        PriceChange h;
        h.offerId = q.value(0).toLongLong();
        if (!billingModeFromKey(q.value(1).toString(), &h.billing))
            continue;
        h.pricePerHour = q.value(2).toDouble();
        h.currency = q.value(3).toString();
        h.asOf = q.value(4).toString();
        h.replacedOn = q.value(5).toString();
        c.priceHistory << h;
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
