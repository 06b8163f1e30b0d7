#include "import/ImportCsvReader.h"

#include "domain/StringPool.h"

#include "import/ImportCells.h"
#include "import/ImportTable.h"

#include <QCoreApplication>

#include <array>
#include <future>
#include <utility>

namespace gpuscout {

namespace {

QString priceColumn(BillingMode m)
{
    return billingModeKey(m).replace(u'-', u'_'); // on_demand, spot, reserved_1y, monthly
}

QStringList priceColumns()
{
    QStringList out;
    for (BillingMode m : AllBillingModes)
        out << priceColumn(m);
    return out;
}

} // namespace

QStringList gpuScoutCsvRequiredColumns()
{
    return {QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
            QStringLiteral("gpu_count"), QStringLiteral("region"), QStringLiteral("currency")};
}

QStringList gpuScoutCsvColumns()
{
    QStringList out{QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("family"),
                    QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("vcpus"),
                    QStringLiteral("ram_gib"), QStringLiteral("nvme_gb"), QStringLiteral("network_gbps"),
                    QStringLiteral("rdma"), QStringLiteral("region"), QStringLiteral("zone"),
                    QStringLiteral("currency")};
    out << priceColumns();
    out << QStringList{QStringLiteral("spot_interruption"), QStringLiteral("source"), QStringLiteral("as_of"),
                       QStringLiteral("illustrative"), QStringLiteral("flags"), QStringLiteral("notes"),
                       QStringLiteral("valid_until")};
    for (const QString &p : priceColumns())
        out << p + QStringLiteral("_as_of");
    out << QStringLiteral("trust") << QStringLiteral("availability") << QStringLiteral("availability_as_of");
    return out;
}

void readGpuScoutCsv(const ImportTable &t, ImportDocument *doc)
{
    const QStringList required = gpuScoutCsvRequiredColumns();
    QStringList missing;
    for (const QString &c : required) {
        if (t.column({c}) < 0)
            missing << c;
    }
    bool anyPrice = false;
    for (const QString &p : priceColumns())
        anyPrice = anyPrice || t.column({p}) >= 0;
    const QString expected = QCoreApplication::translate("gpuscout::ImportCsvReader", "a GpuScout CSV needs the columns %1 (in any order) and at least one price column of %2")
                                 .arg(required.join(QStringLiteral(", ")), priceColumns().join(QStringLiteral(", ")));
    if (missing.size() == required.size()) {
        t.failHeader(doc, QCoreApplication::translate("gpuscout::ImportCsvReader", "not a GpuScout CSV header; %1").arg(expected));
        return;
    }
    if (!missing.isEmpty()) {
        t.failHeader(doc, QCoreApplication::translate("gpuscout::ImportCsvReader", "missing column(s) %1; %2").arg(missing.join(QStringLiteral(", ")), expected));
        return;
    }
    if (!anyPrice) {
        t.failHeader(doc, QCoreApplication::translate("gpuscout::ImportCsvReader", "no price column; %1").arg(expected));
        return;
    }

    // Column indices once, not a name lookup per cell: files run to 100,000 rows.
    const auto at = [&](const char *c) { return t.column({QLatin1String(c)}); };
    const int provider = at("provider"), instance = at("instance_type"), family = at("family"), gpu = at("gpu"),
              count = at("gpu_count"), rdma = at("rdma"), region = at("region"), zone = at("zone"),
              currency = at("currency"), interruption = at("spot_interruption"), source = at("source"),
              asOf = at("as_of"), validUntil = at("valid_until"), illustrative = at("illustrative"),
              flags = at("flags"), notes = at("notes"), trust = at("trust"), availability = at("availability"),
              availabilityAsOf = at("availability_as_of");
    const std::pair<int, double ImportRecord::*> numbers[] = {
        {at("vcpus"), &ImportRecord::vcpus}, {at("ram_gib"), &ImportRecord::ramGib},
        {at("nvme_gb"), &ImportRecord::nvmeGb}, {at("network_gbps"), &ImportRecord::networkGbps}};
    std::array<int, BillingModeCount> price{};
    std::array<int, BillingModeCount> priceAsOf{};
    for (BillingMode m : AllBillingModes) {
        price[indexOf(m)] = t.column({priceColumn(m)});
        priceAsOf[indexOf(m)] = t.column({priceColumn(m) + QStringLiteral("_as_of")});
    }
    const QString expectedProvider = QCoreApplication::translate("gpuscout::ImportCsvReader", "the provider, such as aws");
    const QString expectedInstance = QCoreApplication::translate("gpuscout::ImportCsvReader", "the provider's instance type, such as p5.48xlarge");
    const QString expectedGpu = QCoreApplication::translate("gpuscout::ImportCsvReader", "the GPU model, such as H100-SXM");

    // Each row's record is made in place in room made once for all rows (a record is large,
    // and regrowing the list would copy them all); a bad row's record is taken out at the
    // end. A large file's second half is read on another thread meanwhile (a twentieth of a
    // 100,000-row import), into its own rows and with its own pool of shared texts.
    const int rows = t.rowCount();
    const qsizetype base = doc->records.size();
    doc->records.resize(base + rows);
    ImportRecord *const records = doc->records.data() + base;
    std::vector<char> kept(std::size_t(rows), 0);
    const auto readRows = [&](int from, int to, ImportDocument *out) {
        StringPool pool;
        for (int r = from; r < to; ++r) {
            if (!t.checkWidth(r, out))
                continue;
            ImportCells cells(t.lineOf(r));
            const auto cell = [&](int c) { return t.cell(r, c); };
            // Cells that repeat from row to row (provider, region, currency...) share one string.
            const auto shared = [&](int c) { return pool.intern(c, t.cellView(r, c)); };
            const auto view = [&](int c) { return t.cellView(r, c); };
            const auto name = [&](int c) -> const QString & { return t.columnName(c); };
            ImportRecord &rec = records[r];
            rec.line = t.lineOf(r);
            rec.provider = cells.required(name(provider), shared(provider), expectedProvider);
            rec.instanceType = cells.required(name(instance), cell(instance), expectedInstance);
            rec.family = shared(family);
            rec.gpu = cells.required(name(gpu), shared(gpu), expectedGpu);
            rec.gpuCount = cells.gpuCount(name(count), view(count));
            for (const auto &[c, field] : numbers)
                rec.*field = cells.number(name(c), view(c));
            rec.rdma = shared(rdma);
            rec.region = shared(region);
            rec.zone = shared(zone);
            rec.currency = cells.currency(name(currency), shared(currency));
            // A row without any price is an offer that needs a quote (specs only); the plan
            // keeps the catalog's prices when the row matches an offer that has some.
            for (std::size_t m = 0; m < BillingModeCount; ++m) {
                rec.price[m] = cells.price(name(price[m]), view(price[m]));
                rec.priceAsOf.set(m, cells.date(name(priceAsOf[m]), view(priceAsOf[m])));
            }
            rec.spotInterruption = cells.fraction(name(interruption), view(interruption));
            rec.source = shared(source);
            rec.asOf = cells.date(name(asOf), view(asOf));
            if (!rec.asOf.isEmpty())
                rec.asOf = pool.intern(asOf, rec.asOf);
            rec.validUntil = cells.date(name(validUntil), view(validUntil));
            rec.illustrative = cells.flag(name(illustrative), view(illustrative));
            rec.flags = shared(flags);
            rec.notes = shared(notes); // often one note for a whole sheet
            rec.trust = shared(trust);
            rec.availability = cells.availability(name(availability), view(availability));
            rec.availabilityAsOf = cells.date(name(availabilityAsOf), view(availabilityAsOf));
            if (cells.ok())
                kept[std::size_t(r)] = 1;
            else
                out->rejected << cells.issues();
        }
    };
    const int half = rows >= 20000 ? rows / 2 : rows;
    ImportDocument second; // the second half's rejections
    std::future<void> later;
    if (half < rows)
        later = std::async(std::launch::async, [&] { readRows(half, rows, &second); });
    readRows(0, half, doc);
    if (later.valid()) {
        later.get();
        doc->rejected.append(std::move(second.rejected));
    }
    int to = 0;
    for (int r = 0; r < rows; ++r) {
        if (!kept[std::size_t(r)])
            continue;
        if (to != r)
            records[to] = std::move(records[r]);
        ++to;
    }
    doc->records.resize(base + to);
}

} // namespace gpuscout
