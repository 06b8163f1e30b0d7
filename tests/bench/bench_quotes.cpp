// Request-for-quote benchmark: builds and writes a request for 500 offers that need a quote
// (.xlsx and CSV), and reads a filled-in 500-line .xlsx quote sheet through the import plan.
// Prints "bench: NAME VALUE UNIT" lines (median of 5 runs); asserts nothing about time.

#include "domain/Catalog.h"
#include "import/ImportPlan.h"
#include "import/ImportReader.h"
#include "import/QuoteRequest.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace gpuscout;

namespace {

constexpr int Offers = 500;

// One Chinese vendor with 500 instance types and no price: a request asks about all of them.
Catalog quotelessCatalog()
{
    Catalog c;
    GpuSpec gpu;
    gpu.model = QStringLiteral("A10");
    gpu.vramGb = 24;
    gpu.fp16Tflops = 125;
    c.gpus << gpu;
    c.gpuAliases.insert(QStringLiteral("a10"), gpu.model);
    Provider p;
    p.key = QStringLiteral("alibaba");
    p.name = QStringLiteral("Alibaba Cloud");
    p.nameZh = QStringLiteral("阿里云");
    p.homeCurrency = QStringLiteral("CNY");
    c.providers << p;
    c.sources << Source{QStringLiteral("docs"), QStringLiteral("Vendor docs"), QString(), QStringLiteral("2026-12-01"),
                        QString(), false, QString()};
    for (int i = 0; i < Offers; ++i) {
        Offer o;
        o.id = i + 1;
        o.provider = 0;
        o.gpu = 0;
        o.gpuCount = 1 + i % 8;
        o.instanceType = QStringLiteral("ecs.gn7i-c%1g1.%2xlarge").arg(8 * (1 + i % 8)).arg(i);
        o.vcpus = 8 * (1 + i % 8);
        o.ramGib = 30 * (1 + i % 8);
        o.region = QStringLiteral("unspecified");
        o.currency = QStringLiteral("CNY");
        o.source = QStringLiteral("docs");
        o.asOf = QStringLiteral("2026-12-01");
        o.trust = QStringLiteral("vendor_doc");
        c.offers << o;
    }
    return c;
}

double median(const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog catalog = quotelessCatalog();
    QList<int> all;
    for (int i = 0; i < Offers; ++i)
        all << i;
    QuoteRequestOptions options;
    options.organisation = QStringLiteral("ACME AI");
    options.date = QStringLiteral("2026-12-01");
    options.billing = {BillingMode::Monthly}; // one line per offer: a 500-line sheet
    QTemporaryDir dir;
    for (const char *suffix : {"xlsx", "csv"}) {
        const QString path = dir.filePath(QStringLiteral("rfq.%1").arg(QLatin1String(suffix)));
        const double ms = median([&] {
            QStringList written;
            QString error;
            if (!writeQuoteRequest(path, buildQuoteRequest(catalog, all, options), &written, &error))
                std::fprintf(stderr, "bench_quotes: %s\n", qPrintable(error));
        });
        std::printf("bench: rfq_build_%s_%d %.1f ms\n", suffix, Offers, ms);
    }

    // The vendor's answer: every line priced, as a workbook.
    QuoteSheet sheet = buildQuoteRequest(catalog, all, options).first();
    const int price = static_cast<int>(sheet.header.indexOf(QStringLiteral("单价")));
    for (int r = 0; r < sheet.rows.size(); ++r)
        sheet.rows[r][price] = QString::number(2900 + r);
    QString error;
    const QByteArray bytes = xlsxBytes({quoteSheetXlsx(sheet)}, &error);
    int updated = 0;
    const double ms = median([&] {
        const ImportDocument doc = readImport(bytes, ImportFormat::Auto, QStringLiteral("filled.xlsx"));
        const ImportPlan plan = planImport(catalog, doc, importSettingsFor(doc.fileName, QStringLiteral("2026-12-02")));
        updated = plan.count(ImportRow::Status::Updated);
    });
    std::printf("bench: import_quote_xlsx_%d %.1f ms (%d offers priced, %.1f kB)\n", Offers, ms, updated,
                double(bytes.size()) / 1e3);
    return 0;
}
