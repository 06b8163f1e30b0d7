#include "import/SkyPilotReader.h"

#include "import/ImportCells.h"
#include "import/ImportTable.h"
#include "import/PythonLiteral.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>
#include <utility>

namespace gpuscout {

bool gpuInfoMemoryGb(QStringView gpuInfo, double *gb, QString *error)
{
    *gb = Unknown;
    const QStringView text = gpuInfo.trimmed();
    if (!text.startsWith(u'{'))
        return true; // just a GPU name, as RunPod and Azure write it
    QVariant root;
    if (!parsePythonLiteral(text, &root, error))
        return false;
    const QVariantList gpus = pythonDictValue(root, u"Gpus").toList();
    if (gpus.isEmpty())
        return true;
    const QVariant size = pythonDictValue(pythonDictValue(gpus.first(), u"MemoryInfo"), u"SizeInMiB");
    bool ok = false;
    const double mib = size.toDouble(&ok);
    // Some catalogs write 0 for "not known" (Nebius).
    if (ok && std::isfinite(mib) && mib > 0)
        *gb = mib / 1024.0;
    return true;
}

void readSkyPilotCsv(const ImportTable &t, const QString &provider, ImportDocument *doc)
{
    const auto at = [&](const char *c) { return t.column({QLatin1String(c)}); };
    const int instance = at("InstanceType"), accelerator = at("AcceleratorName"), count = at("AcceleratorCount"),
              vcpus = at("vCPUs"), memory = at("MemoryGiB"), price = at("Price"), spot = at("SpotPrice"),
              region = at("Region"), zone = at("AvailabilityZone"), gpuInfo = at("GpuInfo");
    QStringList missing;
    for (const auto &[c, name] : {std::pair{instance, "InstanceType"}, {accelerator, "AcceleratorName"},
                                   {count, "AcceleratorCount"}, {region, "Region"}}) {
        if (c < 0)
            missing << QLatin1String(name);
    }
    if (price < 0 && spot < 0)
        missing << QStringLiteral("Price");
    if (!missing.isEmpty()) {
        const QString expected = QStringLiteral("InstanceType, AcceleratorName, AcceleratorCount, Region, Price");
        const bool noneFound = missing.size() == 5;
        t.failHeader(doc, noneFound
                              ? QCoreApplication::translate("gpuscout::SkyPilotReader", "not a SkyPilot vms.csv header; expected the columns %1 (in any order), optionally vCPUs, MemoryGiB, SpotPrice, AvailabilityZone and GpuInfo").arg(expected)
                              : QCoreApplication::translate("gpuscout::SkyPilotReader", "missing column(s) %1; a SkyPilot vms.csv needs %2").arg(missing.join(QStringLiteral(", ")), expected));
        return;
    }

    // Catalogs repeat the same GpuInfo on every region's row: read each text once, and
    // compare with the previous row's before looking it up.
    QHash<QString, double> memoryOf;
    QString lastInfo;
    double lastMemory = Unknown;
    int cpuOnly = 0;
    int acceleratorOnly = 0;
    const QString expectedInstance = QCoreApplication::translate("gpuscout::SkyPilotReader", "the instance type");
    // One allocation: an ImportRecord is large, and regrowing the list would copy them all.
    doc->records.reserve(doc->records.size() + t.rowCount());
    for (int r = 0; r < t.rowCount(); ++r) {
        if (!t.checkWidth(r, doc))
            continue;
        const auto cell = [&](int c) { return t.cell(r, c); };
        const auto view = [&](int c) { return t.cellView(r, c); };
        const auto name = [&](int c) -> const QString & { return t.columnName(c); };
        if (view(accelerator).isEmpty()) {
            ++cpuOnly;
            continue;
        }
        if (view(instance).isEmpty()) {
            ++acceleratorOnly;
            continue;
        }
        ImportCells cells(t.lineOf(r));
        // Built in place in the list (a record is large), and taken back if the row is bad.
        ImportRecord &rec = doc->records.emplaceBack();
        rec.line = t.lineOf(r);
        rec.provider = provider;
        rec.instanceType = cells.required(name(instance), cell(instance), expectedInstance);
        rec.gpu = cell(accelerator);
        rec.gpuCount = cells.gpuCount(name(count), view(count));
        rec.vcpus = cells.number(name(vcpus), view(vcpus));
        rec.ramGib = cells.number(name(memory), view(memory));
        rec.region = cell(region);
        rec.zone = cell(zone);
        rec.currency = QStringLiteral("USD");
        double onDemand = cells.price(name(price), view(price));
        double spotPrice = cells.price(name(spot), view(spot));
        if (onDemand == 0)
            onDemand = Unknown;
        if (spotPrice == 0)
            spotPrice = Unknown;
        rec.price[indexOf(BillingMode::OnDemand)] = onDemand;
        rec.price[indexOf(BillingMode::Spot)] = spotPrice;
        if (cells.ok() && !isKnown(onDemand) && !isKnown(spotPrice))
            cells.fail(name(price >= 0 ? price : spot), QCoreApplication::translate("gpuscout::SkyPilotReader", "no price (Price and SpotPrice are empty or 0); expected the price per hour in USD such as 2.5"));

        const QStringView info = view(gpuInfo);
        if (!info.isEmpty() && info != lastInfo) {
            auto it = memoryOf.constFind(info.toString());
            if (it == memoryOf.cend()) {
                double gb = Unknown;
                QString error;
                if (!gpuInfoMemoryGb(info, &gb, &error)) {
                    doc->warnings << ImportIssue{rec.line, name(gpuInfo),
                                                 QCoreApplication::translate("gpuscout::SkyPilotReader", "not understood (%1); GPU memory left unknown on the rows with this GpuInfo").arg(error)};
                }
                it = memoryOf.insert(info.toString(), gb);
            }
            lastInfo = it.key();
            lastMemory = *it;
        }
        rec.gpuMemoryGb = info.isEmpty() ? Unknown : lastMemory;
        if (!cells.ok()) {
            doc->records.removeLast();
            doc->rejected << cells.issues();
        }
    }
    doc->skipped += cpuOnly + acceleratorOnly;
    if (cpuOnly > 0)
        doc->warnings << ImportIssue{0, t.columnName(accelerator), QCoreApplication::translate("gpuscout::SkyPilotReader", "%n row(s) without an accelerator (CPU-only sizes) skipped", nullptr, cpuOnly)};
    if (acceleratorOnly > 0)
        doc->warnings << ImportIssue{0, t.columnName(instance), QCoreApplication::translate("gpuscout::SkyPilotReader", "%n row(s) price an accelerator without an instance type (GPUs attached to a host priced apart) and were skipped", nullptr, acceleratorOnly)};
}

} // namespace gpuscout
