// Cold start to the first shown window with the bundled catalog: runs the real gpuscout
// (offscreen) with GPUSCOUT_STARTUP_BENCH set, which prints the time from main() to the
// window's first event-loop turn and quits. First run: the per-user catalog is created
// from the bundled CSVs; later runs open it. Then the same with a catalog of 100,000 offers
// (the bundled one plus 100,000 imported rows): read from its file, ranked and shown. Also
// times the whole process from outside (which includes a huge-page restart's first start).
// Prints "bench: NAME VALUE UNIT" lines; asserts nothing about time.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Sample {
    double inside = -1;  // as the application measured it
    double outside = -1; // the whole process, exit included
};

Sample runOnce(const QString &home, const QString &db = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("GPUSCOUT_STARTUP_BENCH"), QStringLiteral("1"));
    env.remove(QStringLiteral("GPUSCOUT_DB"));
    if (!db.isEmpty())
        env.insert(QStringLiteral("GPUSCOUT_DB"), db);
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), {});
    p.waitForFinished(60000);
    Sample s;
    s.outside = double(t.nsecsElapsed()) / 1e6;
    const QByteArray out = p.readAllStandardOutput();
    const qsizetype at = out.indexOf("startup_ms ");
    if (at >= 0)
        s.inside = out.mid(at + 11).trimmed().toDouble();
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    const Sample first = runOnce(home.path());
    std::printf("bench: startup_first_run_window %.1f ms\n", first.inside);
    std::printf("bench: startup_first_run_process %.1f ms\n", first.outside);
    std::vector<double> inside;
    std::vector<double> outside;
    for (int i = 0; i < 5; ++i) {
        const Sample s = runOnce(home.path());
        inside.push_back(s.inside);
        outside.push_back(s.outside);
    }
    std::sort(inside.begin(), inside.end());
    std::sort(outside.begin(), outside.end());
    std::printf("bench: startup_window %.1f ms\n", inside[inside.size() / 2]);
    std::printf("bench: startup_process %.1f ms\n", outside[outside.size() / 2]);

    const QString csv = home.filePath(QStringLiteral("offers.csv"));
    const QString large = home.filePath(QStringLiteral("large.sqlite"));
    {
        QFile f(csv);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write("provider,instance_type,family,gpu,gpu_count,vcpus,ram_gib,nvme_gb,network_gbps,rdma,region,zone,"
                "currency,on_demand,spot,reserved_1y,monthly,spot_interruption,source,as_of,illustrative,flags,notes\n");
        for (int i = 0; i < 100000; ++i)
            f.write("aws,startup-p5." + QByteArray::number(i) + ",compute,H100-SXM,8,192,2048,30400,3200,efa,us-east-"
                    + QByteArray::number(i % 4) + ",,USD,55.04,22.016,,,0.2,,2026-01-19,0,interruption-at-least,\"a note, quoted\"\n");
    }
    QProcess import;
    import.start(QStringLiteral(GPUSCOUT_EXECUTABLE), {QStringLiteral("catalog"), QStringLiteral("import"), csv, QStringLiteral("--db"), large});
    if (!import.waitForFinished(120000) || import.exitCode() != 0) {
        std::fprintf(stderr, "bench_startup: the 100,000-row import failed: %s\n", import.readAllStandardError().constData());
        return 1;
    }
    inside.clear();
    outside.clear();
    for (int i = 0; i < 3; ++i) {
        const Sample s = runOnce(home.path(), large);
        inside.push_back(s.inside);
        outside.push_back(s.outside);
    }
    std::sort(inside.begin(), inside.end());
    std::sort(outside.begin(), outside.end());
    std::printf("bench: startup_window_100000_offers %.1f ms (median of 3)\n", inside[1]);
    std::printf("bench: startup_process_100000_offers %.1f ms (median of 3)\n", outside[1]);
    return first.inside < 0 || inside[0] < 0 ? 1 : 0;
}
