#include "catalog/CatalogCsv.h"

#include "domain/Catalog.h"
#include "catalog/CsvReader.h"
#include "catalog/CsvRowReader.h"
#include "catalog/MeasurementCsv.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace gpuscout {

namespace {


// Reads one file of the folder into a table; false with a message when it cannot.
bool loadTable(const QString &folder, const QString &name, const QStringList &required,
               CsvTable *table, QString *error)
{
    const QString path = QDir(folder).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("gpuscout::CatalogCsv", "%1: cannot be read (%2)").arg(path, file.errorString());
        return false;
    }
    *table = CsvTable::parse(QString::fromUtf8(file.readAll()), path);
    if (!table->ok()) {
        *error = table->error();
        return false;
    }
    const QStringList missing = table->missingColumns(required);
    if (!missing.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::CatalogCsv", "%1: missing column(s) %2").arg(path, missing.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

bool readGpus(const QString &folder, Catalog *c, QString *error)
{
    CsvTable t;
    const QStringList cols{QStringLiteral("model"), QStringLiteral("maker"), QStringLiteral("vram_gb"),
                           QStringLiteral("mem_bw_gbs"), QStringLiteral("fp64_tflops"),
                           QStringLiteral("fp32_tflops"), QStringLiteral("tf32_tflops"),
                           QStringLiteral("fp16_tflops"), QStringLiteral("fp8_tflops"),
                           QStringLiteral("int8_tops"), QStringLiteral("interconnect"),
                           QStringLiteral("interconnect_gbs"), QStringLiteral("tdp_w"),
                           QStringLiteral("year"), QStringLiteral("source")};
    if (!loadTable(folder, QStringLiteral("gpus.csv"), cols, &t, error))
        return false;
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, QStringLiteral("gpus.csv"), error);
        GpuSpec g;
        g.model = row.text(QStringLiteral("model"));
        if (g.model.isEmpty())
            row.fail(QStringLiteral("model"), QCoreApplication::translate("gpuscout::CatalogCsv", "empty; expected the GPU model name"));
        g.maker = row.text(QStringLiteral("maker"));
        g.vramGb = row.number(QStringLiteral("vram_gb"));
        g.memoryBandwidthGbs = row.number(QStringLiteral("mem_bw_gbs"));
        g.fp64Tflops = row.number(QStringLiteral("fp64_tflops"));
        g.fp32Tflops = row.number(QStringLiteral("fp32_tflops"));
        g.tf32Tflops = row.number(QStringLiteral("tf32_tflops"));
        g.fp16Tflops = row.number(QStringLiteral("fp16_tflops"));
        g.fp8Tflops = row.number(QStringLiteral("fp8_tflops"));
        g.int8Tops = row.number(QStringLiteral("int8_tops"));
        g.interconnect = row.text(QStringLiteral("interconnect"));
        g.interconnectGbs = row.number(QStringLiteral("interconnect_gbs"));
        g.tdpW = row.number(QStringLiteral("tdp_w"));
        const double year = row.number(QStringLiteral("year"));
        g.year = isKnown(year) ? static_cast<int>(year) : 0;
        g.source = row.text(QStringLiteral("source"));
        // Optional (catalogs before version 7 lack them).
        g.architecture = row.text(QStringLiteral("architecture"));
        g.stacks = row.text(QStringLiteral("stacks"));
        if (!row.ok())
            return false;
        c->gpus << g;
        c->gpuAliases.insert(g.model.toLower(), g.model);
    }
    return true;
}

bool readAliases(const QString &folder, Catalog *c, QString *error)
{
    CsvTable t;
    if (!loadTable(folder, QStringLiteral("gpu_aliases.csv"),
                   {QStringLiteral("alias"), QStringLiteral("model")}, &t, error))
        return false;
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, QStringLiteral("gpu_aliases.csv"), error);
        const QString alias = row.text(QStringLiteral("alias"));
        const QString model = row.text(QStringLiteral("model"));
        const bool known = std::any_of(c->gpus.cbegin(), c->gpus.cend(),
                                       [&](const GpuSpec &g) { return g.model == model; });
        if (!known)
            row.fail(QStringLiteral("model"), QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not a model of gpus.csv").arg(model));
        if (!row.ok())
            return false;
        c->gpuAliases.insert(alias.toLower(), model);
    }
    return true;
}

bool readProviders(const QString &folder, Catalog *c, QString *error)
{
    CsvTable t;
    const QStringList cols{QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("name_zh"),
                           QStringLiteral("kind"), QStringLiteral("home_currency"),
                           QStringLiteral("sla_percent"), QStringLiteral("sla_applies_to"),
                           QStringLiteral("marketplace"), QStringLiteral("sla_source"),
                           QStringLiteral("sla_as_of"), QStringLiteral("notes")};
    if (!loadTable(folder, QStringLiteral("providers.csv"), cols, &t, error))
        return false;
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, QStringLiteral("providers.csv"), error);
        Provider p;
        p.key = row.text(QStringLiteral("key"));
        p.name = row.text(QStringLiteral("name"));
        p.nameZh = row.text(QStringLiteral("name_zh"));
        p.kind = row.text(QStringLiteral("kind"));
        p.homeCurrency = row.text(QStringLiteral("home_currency"));
        p.slaPercent = row.number(QStringLiteral("sla_percent"));
        if (isKnown(p.slaPercent) && p.slaPercent > 100)
            row.fail(QStringLiteral("sla_percent"), QCoreApplication::translate("gpuscout::CatalogCsv", "above 100; expected a percentage such as 99.9"));
        p.slaAppliesTo = row.text(QStringLiteral("sla_applies_to"));
        p.marketplace = row.flag(QStringLiteral("marketplace"));
        p.slaSource = row.text(QStringLiteral("sla_source"));
        p.slaAsOf = row.text(QStringLiteral("sla_as_of"));
        p.notes = row.text(QStringLiteral("notes"));
        if (p.key.isEmpty())
            row.fail(QStringLiteral("key"), QCoreApplication::translate("gpuscout::CatalogCsv", "empty; expected a short provider key such as aws"));
        if (!row.ok())
            return false;
        c->providers << p;
    }
    return true;
}

bool readSources(const QString &folder, Catalog *c, QString *error)
{
    CsvTable t;
    const QStringList cols{QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("url"),
                           QStringLiteral("as_of"), QStringLiteral("licence"),
                           QStringLiteral("illustrative"), QStringLiteral("notes")};
    if (!loadTable(folder, QStringLiteral("sources.csv"), cols, &t, error))
        return false;
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, QStringLiteral("sources.csv"), error);
        Source s;
        s.key = row.text(QStringLiteral("key"));
        s.name = row.text(QStringLiteral("name"));
        s.url = row.text(QStringLiteral("url"));
        s.asOf = row.text(QStringLiteral("as_of"));
        s.licence = row.text(QStringLiteral("licence"));
        s.illustrative = row.flag(QStringLiteral("illustrative"));
        s.notes = row.text(QStringLiteral("notes"));
        if (s.key.isEmpty())
            row.fail(QStringLiteral("key"), QCoreApplication::translate("gpuscout::CatalogCsv", "empty; expected a source key"));
        if (!row.ok())
            return false;
        c->sources << s;
    }
    return true;
}

bool readOffers(const QString &folder, Catalog *c, QString *error)
{
    CsvTable t;
    const QStringList cols{
        QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("family"),
        QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("vcpus"),
        QStringLiteral("ram_gib"), QStringLiteral("nvme_gb"), QStringLiteral("network_gbps"),
        QStringLiteral("rdma"), QStringLiteral("region"), QStringLiteral("zone"),
        QStringLiteral("currency"), QStringLiteral("on_demand"), QStringLiteral("spot"),
        QStringLiteral("reserved_1y"), QStringLiteral("monthly"), QStringLiteral("spot_interruption"),
        QStringLiteral("source"), QStringLiteral("as_of"), QStringLiteral("illustrative"),
        QStringLiteral("flags"), QStringLiteral("notes")};
    if (!loadTable(folder, QStringLiteral("offers.csv"), cols, &t, error))
        return false;
    const QStringList priceColumns{QStringLiteral("on_demand"), QStringLiteral("spot"),
                                   QStringLiteral("reserved_1y"), QStringLiteral("monthly")};
    for (int r = 0; r < t.rowCount(); ++r) {
        CsvRowReader row(t, r, QStringLiteral("offers.csv"), error);
        Offer o;
        o.id = r + 1;
        const QString provider = row.text(QStringLiteral("provider"));
        o.provider = c->providerIndex(provider);
        if (o.provider < 0)
            row.fail(QStringLiteral("provider"), QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not a key of providers.csv").arg(provider));
        o.instanceType = row.text(QStringLiteral("instance_type"));
        if (o.instanceType.isEmpty())
            row.fail(QStringLiteral("instance_type"), QCoreApplication::translate("gpuscout::CatalogCsv", "empty; expected the instance type"));
        o.family = row.text(QStringLiteral("family"));
        const QString gpu = row.text(QStringLiteral("gpu"));
        o.gpu = c->gpuIndex(gpu);
        if (o.gpu < 0)
            row.fail(QStringLiteral("gpu"), QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not a GPU model or alias of gpus.csv").arg(gpu));
        o.gpuCount = row.number(QStringLiteral("gpu_count"));
        if (!(o.gpuCount > 0))
            row.fail(QStringLiteral("gpu_count"), QCoreApplication::translate("gpuscout::CatalogCsv", "expected a GPU count above 0"));
        o.vcpus = row.number(QStringLiteral("vcpus"));
        o.ramGib = row.number(QStringLiteral("ram_gib"));
        o.nvmeGb = row.number(QStringLiteral("nvme_gb"));
        o.networkGbps = row.number(QStringLiteral("network_gbps"));
        o.rdma = row.text(QStringLiteral("rdma"));
        o.region = row.text(QStringLiteral("region"));
        o.zone = row.text(QStringLiteral("zone"));
        o.currency = row.text(QStringLiteral("currency")).toUpper();
        if (o.currency != QLatin1String("USD") && o.currency != QLatin1String("CNY"))
            row.fail(QStringLiteral("currency"), QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not USD or CNY").arg(o.currency));
        for (BillingMode m : AllBillingModes) {
            const QString &col = priceColumns[static_cast<int>(indexOf(m))];
            o.price[indexOf(m)] = row.number(col);
            if (o.price[indexOf(m)] == 0.0)
                row.fail(col, QCoreApplication::translate("gpuscout::CatalogCsv", "a price of 0; leave it empty when the price is not known"));
        }
        o.spotInterruption = row.number(QStringLiteral("spot_interruption"));
        if (isKnown(o.spotInterruption) && o.spotInterruption > 1)
            row.fail(QStringLiteral("spot_interruption"), QCoreApplication::translate("gpuscout::CatalogCsv", "above 1; expected a fraction per month"));
        o.source = row.text(QStringLiteral("source"));
        if (c->sourceIndex(o.source) < 0)
            row.fail(QStringLiteral("source"), QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not a key of sources.csv").arg(o.source));
        o.asOf = row.text(QStringLiteral("as_of"));
        if (o.asOf.isEmpty())
            row.fail(QStringLiteral("as_of"), QCoreApplication::translate("gpuscout::CatalogCsv", "empty; every offer needs the date of its price"));
        o.illustrative = row.flag(QStringLiteral("illustrative"));
        o.flags = row.text(QStringLiteral("flags"));
        o.notes = row.text(QStringLiteral("notes"));
        // Optional columns (exports write them; the bundled files need not).
        o.validUntil = row.text(QStringLiteral("valid_until"));
        o.trust = row.text(QStringLiteral("trust"));
        for (BillingMode m : AllBillingModes)
            o.priceAsOf.set(indexOf(m), row.text(priceColumns[static_cast<int>(indexOf(m))] + QStringLiteral("_as_of")));
        if (!row.ok())
            return false;
        c->offers << o;
    }
    return true;
}

// Optional: a folder without measurements.csv has no measurements.
bool readMeasurements(const QString &folder, Catalog *c, QString *error)
{
    const QString path = QDir(folder).filePath(QStringLiteral("measurements.csv"));
    if (!QFile::exists(path))
        return true;
    CsvTable t;
    if (!loadTable(folder, QStringLiteral("measurements.csv"), measurementCsvColumns(), &t, error))
        return false;
    return readMeasurementRows(t, QStringLiteral("measurements.csv"), *c, &c->measurements, error);
}

} // namespace

bool readCatalogCsv(const QString &folder, Catalog *out, QString *error)
{
    Catalog c;
    QString err;
    const bool ok = readGpus(folder, &c, &err) && readAliases(folder, &c, &err)
        && readProviders(folder, &c, &err) && readSources(folder, &c, &err)
        && readOffers(folder, &c, &err) && readMeasurements(folder, &c, &err);
    if (!ok) {
        if (error)
            *error = err;
        return false;
    }
    *out = std::move(c);
    return true;
}

} // namespace gpuscout
