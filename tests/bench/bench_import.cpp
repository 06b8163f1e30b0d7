// Import benchmark: reads synthetic files of 100,000 rows in each CSV format and prints
// "bench: NAME VALUE UNIT" lines (median of 5 runs), decoding included. Nothing is
// asserted about time.

#include "import/ImportReader.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

constexpr int Rows = 100000;

// SkyPilot rows as Lambda writes them, a CPU-only row in every ten. With distinctInfo every
// row has its own GpuInfo text, so that none is read from the reader's cache.
QByteArray skyPilotFile(bool distinctInfo)
{
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n";
    const char *gpus[] = {"V100", "A100", "H100", "A10", "RTX6000"};
    for (int i = 0; i < Rows; ++i) {
        if (i % 10 == 9) {
            out += "cpu_4x_general,,,4.0,16.0,0.2,us-west-" + QByteArray::number(i % 7) + ",,\n";
            continue;
        }
        const QByteArray gpu = gpus[i % 5];
        const int count = 1 << (i % 4);
        const QByteArray mib = QByteArray::number(distinctInfo ? 16384 + i : 16384 * (1 + i % 5));
        out += "gpu_" + QByteArray::number(count) + "x_" + gpu.toLower() + "_" + QByteArray::number(i) + ',' + gpu + ','
            + QByteArray::number(count) + ".0," + QByteArray::number(count * 11) + ".0," + QByteArray::number(count * 56)
            + ".0," + QByteArray::number(0.79 * count, 'f', 2) + ",europe-central-" + QByteArray::number(i % 9)
            + ",\"{'Gpus': [{'Name': '" + gpu + "', 'Manufacturer': 'NVIDIA', 'Count': " + QByteArray::number(count)
            + ".0, 'MemoryInfo': {'SizeInMiB': " + mib + "}}], 'TotalGpuMemoryInMiB': " + mib + "}\",\n";
    }
    return out;
}

QByteArray gpuScoutFile()
{
    QByteArray out = "provider,instance_type,family,gpu,gpu_count,vcpus,ram_gib,nvme_gb,network_gbps,rdma,region,zone,"
                     "currency,on_demand,spot,reserved_1y,monthly,spot_interruption,source,as_of,illustrative,flags,notes\n";
    for (int i = 0; i < Rows; ++i) {
        out += "aws,p5." + QByteArray::number(i) + ",compute,H100-SXM,8,192,2048,30400,3200,efa,us-east-"
            + QByteArray::number(i % 4) + ",,USD,55.04,22.016,,,0.2,fixture-real,2026-01-19,0,interruption-at-least,"
            + "\"a note, quoted\"\n";
    }
    return out;
}

void measure(const char *name, const QByteArray &bytes, ImportFormat format)
{
    std::vector<double> ms;
    qsizetype records = 0;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        const ImportDocument d = readImport(bytes, format, QStringLiteral("bench.csv"));
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        records = d.records.size();
        if (!d.ok() || !d.rejected.isEmpty())
            std::fprintf(stderr, "bench_import: %s did not read cleanly: %s\n", name, qPrintable(d.fatalError));
    }
    std::sort(ms.begin(), ms.end());
    std::printf("bench: %s_%d %.1f ms (%lld records, %.1f MB)\n", name, Rows, ms[ms.size() / 2],
                static_cast<long long>(records), double(bytes.size()) / 1e6);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    measure("import_skypilot", skyPilotFile(false), ImportFormat::Auto);
    measure("import_skypilot_distinct_gpuinfo", skyPilotFile(true), ImportFormat::Auto);
    measure("import_gpuscout_csv", gpuScoutFile(), ImportFormat::Auto);
    return 0;
}
