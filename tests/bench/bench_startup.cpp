// Cold start to the first shown window with the bundled catalog: runs the real gpuscout
// (offscreen) with GPUSCOUT_STARTUP_BENCH set, which prints the time from main() to the
// window's first event-loop turn and quits. First run: the per-user catalog is created
// from the bundled CSVs; later runs open it. Also times the whole process from outside.
// Prints "bench: NAME VALUE UNIT" lines; asserts nothing about time.

#include <QCoreApplication>
#include <QElapsedTimer>
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

Sample runOnce(const QString &home)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("GPUSCOUT_STARTUP_BENCH"), QStringLiteral("1"));
    env.remove(QStringLiteral("GPUSCOUT_DB"));
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
    return first.inside < 0 ? 1 : 0;
}
