#pragma once

// Runs a program (gpuscout unless named) as a child, its output thrown away, and reports how
// long it took and its peak resident memory as the kernel counts it. The benchmark's own
// process should stay small: a child's peak is never below its parent's at the time it was
// started.

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char **environ;

namespace gpuscout::bench {

// Peak resident memory in bytes, -1 when the program could not run or failed; *ms its time,
// *pageFaults (when given) the page faults it took without reading a disk.
inline qint64 peakRss(const QStringList &args, double *ms, const QByteArray &program = QByteArrayLiteral(GPUSCOUT_EXECUTABLE),
                      long *pageFaults = nullptr)
{
    QList<QByteArray> storage{program};
    for (const QString &a : args)
        storage << a.toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QElapsedTimer t;
    t.start();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return -1;
    int status = 0;
    struct rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    *ms = double(t.nsecsElapsed()) / 1e6;
    if (pageFaults)
        *pageFaults = usage.ru_minflt;
    return static_cast<qint64>(usage.ru_maxrss) * 1024;
}

} // namespace gpuscout::bench
