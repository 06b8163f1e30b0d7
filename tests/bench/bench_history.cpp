// Price history at scale (issue 29): a catalog of the bundled offers plus 10,000 offers of
// one machine, with and without 5,000,000 history rows (500 changes each), through the real
// executable: `rank --top 5`, the series of `catalog history` for one GPU and provider
// (what the Prices over Time chart draws), `catalog export --what history` (streamed) and a
// feed update, each timed with its peak memory, and the ratio with history to without.
// Prints "bench: NAME VALUE UNIT"; asserts nothing.

#include "SpawnedRun.h"
#include "catalog/CatalogDatabase.h"
#include "domain/Catalog.h"
#include "insight/PriceSeries.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using gpuscout::bench::peakRss;

namespace {

constexpr int Offers = 10000;
constexpr int ChangesPerOffer = 500;

// The offers of one machine in 10,000 regions. A later file (`asOf`) moves every on-demand
// price by `shift` and leaves the spot prices out: an import re-dates every price a row
// holds, and a spot price re-dated without a change rewrites its past (its lines are then
// computed from the whole history).
bool writeOffersCsv(const QString &path, int shift = 0, const QByteArray &asOf = QByteArray())
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    const bool later = !asOf.isEmpty();
    f.write(later ? "provider,instance_type,family,gpu,gpu_count,region,currency,on_demand,as_of\n"
                  : "provider,instance_type,family,gpu,gpu_count,region,currency,on_demand,spot,as_of\n");
    for (int i = 0; i < Offers; ++i) {
        const QByteArray line = "aws,hist-p5." + QByteArray::number(i) + ",compute,H100-SXM,8,us-east-" + QByteArray::number(i % 4)
            + ",USD," + QByteArray::number(40 + shift + i % 30) + (later ? "," + asOf : QByteArrayLiteral(",22.016,2026-01-19")) + "\n";
        if (f.write(line) != line.size())
            return false;
    }
    return true;
}

// 500 earlier prices of each of the 10,000 offers, a day apart, in one transaction.
bool addHistory(const QString &path, QString *error)
{
    const QString name = QStringLiteral("bench-history");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(QStringLiteral("BEGIN"))
                && q.exec(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                                         "INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                                         "SELECT o.id, 'on-demand', 50 + (n.i % 17), 'USD', date('2024-01-01', '+' || n.i || ' days'), "
                                         "date('2024-01-02', '+' || n.i || ' days') FROM offers o, n WHERE o.instance_type LIKE 'hist-%'")
                              .arg(ChangesPerOffer - 1))
                && q.exec(QStringLiteral("COMMIT"));
            if (!ok)
                *error = q.lastError().text();
            db.close();
        } else {
            *error = db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// What the window does with a catalog file: read it without its history, then the Prices over
// Time chart reads the history of one GPU model's offers and draws its series.
struct WindowFigures {
    double openMs = -1;
    double chartMs = -1;
    qsizetype historyRows = 0; // read when the stored lines could not answer
    bool stored = false;       // drawn from the file's stored lines
};

WindowFigures windowFigures(const QString &path, const QString &gpu)
{
    WindowFigures f;
    gpuscout::CatalogDatabase db;
    gpuscout::Catalog catalog;
    QElapsedTimer t;
    t.start();
    if (db.open(path) == gpuscout::CatalogDatabase::Status::Failed || !db.load(&catalog, gpuscout::CatalogDatabase::Parts::WithoutHistory))
        return f;
    f.openMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    gpuscout::PriceSeriesQuery q;
    q.gpu = gpu;
    QList<gpuscout::PriceSeriesLine> lines;
    bool served = false;
    if (!db.loadPriceSeries(catalog, q, &lines, &served))
        return f;
    if (served) {
        f.chartMs = lines.isEmpty() ? -1 : double(t.nsecsElapsed()) / 1e6;
        f.stored = true;
        return f;
    }
    QList<gpuscout::PriceChange> history;
    if (!db.loadPriceHistory(catalog.offerIdsOfGpus({gpu}), &history))
        return f;
    f.historyRows = history.size();
    lines = priceSeries(withPriceHistory(catalog, std::move(history)), q);
    f.chartMs = lines.isEmpty() ? -1 : double(t.nsecsElapsed()) / 1e6;
    return f;
}

} // namespace

// `bench_history --refresh-lines FILE`: what GpuScout's next write does after another
// program added history to FILE.
int refreshLines(const QString &path)
{
    gpuscout::CatalogDatabase db;
    int recomputed = 0;
    if (db.open(path) == gpuscout::CatalogDatabase::Status::Failed || !db.refreshPriceSeries(&recomputed) || recomputed != 1) {
        std::fprintf(stderr, "bench_history: %s\n", qPrintable(db.errorString()));
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--refresh-lines") == 0)
        return refreshLines(QString::fromLocal8Bit(argv[2]));
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("offers.csv"));
    const QString plain = dir.filePath(QStringLiteral("plain.sqlite"));
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    double ms = 0;
    QString error;
    if (!writeOffersCsv(csv) || peakRss({QStringLiteral("catalog"), QStringLiteral("import"), csv, QStringLiteral("--db"), plain}, &ms) < 0
        || !QFile::copy(plain, history) || !addHistory(history, &error)) {
        std::fprintf(stderr, "bench_history: cannot build the catalogs: %s\n", qPrintable(error));
        return 1;
    }
    {
        // The rows went in by SQL; the catalog's triggers noted the GPU and provider they
        // changed, and the next write of GpuScout computes their lines from the whole history:
        // done here in a child (this process stays small, see SpawnedRun.h), and timed.
        double refreshMs = 0;
        const qint64 rss = peakRss({QStringLiteral("--refresh-lines"), history}, &refreshMs, QCoreApplication::applicationFilePath().toLocal8Bit());
        if (rss < 0) {
            std::fprintf(stderr, "bench_history: cannot compute the price lines\n");
            return 1;
        }
        std::printf("bench: price_lines_whole_5000000_history %.0f ms %.0f MB (one GPU and provider computed from all its history)\n",
                    refreshMs, double(rss) / 1e6);
    }
    const struct {
        const char *name;
        QStringList args;
    } commands[] = {
        {"rank", {QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("5")}},
        {"history_series", {QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"),
                            QStringLiteral("--provider"), QStringLiteral("aws")}},
        {"export_history_csv", {QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("history"),
                                QStringLiteral("--format"), QStringLiteral("csv")}},
    };
    for (const auto &c : commands) {
        double without = 0, with = 0;
        const qint64 rssWithout = peakRss(QStringList(c.args) << QStringLiteral("--db") << plain, &without);
        const qint64 rssWith = peakRss(QStringList(c.args) << QStringLiteral("--db") << history, &with);
        if (rssWithout < 0 || rssWith < 0) {
            std::fprintf(stderr, "bench_history: %s failed\n", c.name);
            return 1;
        }
        std::printf("bench: %s_no_history %.0f ms %.0f MB\n", c.name, without, double(rssWithout) / 1e6);
        std::printf("bench: %s_5000000_history %.0f ms %.0f MB\n", c.name, with, double(rssWith) / 1e6);
        std::printf("bench: %s_history_ratio %.2f x time, %.2f x memory (budget 1.2)\n", c.name, with / without,
                    double(rssWith) / double(rssWithout));
    }
    // A write on a fresh copy of each catalog, without and with the history: its time and
    // peak memory, and their ratios. Each the median of three runs, taken in turns (one run
    // of each swung the ratio from 1.3 to 1.8 on this machine).
    const auto writeOnCopies = [&](const char *name, const QStringList &args, const char *note) {
        std::vector<double> took[2];
        qint64 rss[2] = {0, 0};
        for (int run = 0; run < 3; ++run) {
            for (int i = 0; i < 2; ++i) {
                const QString copy = dir.filePath(QStringLiteral("%1-%2.sqlite").arg(QLatin1String(name)).arg(i));
                QFile::remove(copy);
                double runMs = 0;
                qint64 peak = -1;
                if (!QFile::copy(i == 0 ? plain : history, copy)
                    || (peak = peakRss(QStringList(args) << QStringLiteral("--db") << copy, &runMs)) < 0) {
                    std::fprintf(stderr, "bench_history: %s failed\n", name);
                    return false;
                }
                QFile::remove(copy);
                took[i].push_back(runMs);
                rss[i] = std::max(rss[i], peak);
            }
        }
        double median[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            std::sort(took[i].begin(), took[i].end());
            median[i] = took[i][1];
        }
        std::printf("bench: %s_no_history %.0f ms %.0f MB (runs %.0f-%.0f ms)\n", name, median[0], double(rss[0]) / 1e6, took[0].front(), took[0].back());
        std::printf("bench: %s_5000000_history %.0f ms %.0f MB%s (runs %.0f-%.0f ms)\n", name, median[1], double(rss[1]) / 1e6, note,
                    took[1].front(), took[1].back());
        std::printf("bench: %s_history_ratio %.2f x time, %.2f x memory (budget 1.2)\n", name, median[1] / median[0], double(rss[1]) / double(rss[0]));
        return true;
    };
    // A feed update (the 2017 ec2instances.info file, read offline: it changes bundled AWS
    // prices, so history is added).
    if (!writeOnCopies("feed_update",
                       {QStringLiteral("catalog"), QStringLiteral("update"), QStringLiteral("ec2instances"), QStringLiteral("--from"),
                        QStringLiteral(GPUSCOUT_FIXTURES_DIR "/feeds/ec2instances/instances_2017-11-12_gpu_subset.json"),
                        QStringLiteral("--region"), QStringLiteral("us-east-1")},
                       ""))
        return 1;
    // New prices for all 10,000 offers of the GPU with the history (an import, dated after
    // everything before): its lines are continued from the changed prices, not recomputed.
    const QString changed = dir.filePath(QStringLiteral("changed.csv"));
    if (!writeOffersCsv(changed, 3, QByteArrayLiteral("2026-02-02"))
        || !writeOnCopies("price_import_10000", {QStringLiteral("catalog"), QStringLiteral("import"), changed}, " (its lines continued)"))
        return 1;
    // The window (in this process, last: a child forked from a process that holds 5,000,000
    // rows reports their pages as its own peak): opening reads no history; the chart of a GPU reads its offers' part. The
    // synthetic history is all H100-SXM (the worst case: 5,000,000 rows behind one chart);
    // A100-80GB is a bundled GPU without history.
    for (const QString &gpu : {QStringLiteral("A100-80GB"), QStringLiteral("H100-SXM")}) {
        const WindowFigures without = windowFigures(plain, gpu);
        const WindowFigures with = windowFigures(history, gpu);
        if (without.chartMs < 0 || with.chartMs < 0) {
            std::fprintf(stderr, "bench_history: the window's reads of %s failed\n", qPrintable(gpu));
            return 1;
        }
        if (gpu.startsWith(u'A')) {
            std::printf("bench: window_open_no_history %.0f ms\n", without.openMs);
            std::printf("bench: window_open_5000000_history %.0f ms\n", with.openMs);
            std::printf("bench: window_open_history_ratio %.2f x time (budget 1.2)\n", with.openMs / without.openMs);
        }
        std::printf("bench: window_chart_%s_no_history %.1f ms (%s)\n", qPrintable(gpu), without.chartMs,
                    without.stored ? "stored lines" : qPrintable(QStringLiteral("%1 history rows read").arg(without.historyRows)));
        std::printf("bench: window_chart_%s_5000000_history %.1f ms (%s; budget 100 ms)\n", qPrintable(gpu), with.chartMs,
                    with.stored ? "stored lines" : qPrintable(QStringLiteral("%1 history rows read").arg(with.historyRows)));
        std::fflush(stdout);
    }
    return 0;
}
