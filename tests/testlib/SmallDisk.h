#pragma once

// A nearly full disk for the tests of failed writes. Running as root (CI, containers) it
// is a real one: a small tmpfs mounted on a temporary folder and filled until `room` bytes
// are left, so writes fail with ENOSPC as on a full disk. Elsewhere the mount is refused,
// and a file-size limit (RLIMIT_FSIZE, with SIGXFSZ ignored so that write() fails with
// EFBIG instead of killing the process) stands in for it: in the processes the test
// starts (prepare()) and around in-process writes (Limit).

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <csignal>

#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statvfs.h>

namespace gpuscout::test {

class SmallDisk
{
public:
    explicit SmallDisk(qint64 sizeBytes = 4 * 1024 * 1024)
    {
        const QByteArray options = "size=" + QByteArray::number(sizeBytes);
        m_mounted = m_dir.isValid()
            && ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    const char *kind() const { return m_mounted ? "tmpfs" : "RLIMIT_FSIZE"; }

    // Fills the disk until about `room` bytes are free (tmpfs), or limits any file to
    // `room` bytes (no mount). Call after the files the test needs are in place.
    void leaveRoom(qint64 room)
    {
        m_room = room;
        if (!m_mounted)
            return;
        QFile::remove(filePath(QStringLiteral("filler")));
        struct statvfs st {};
        if (::statvfs(QFile::encodeName(path()).constData(), &st) != 0)
            return;
        const qint64 available = static_cast<qint64>(st.f_bavail) * static_cast<qint64>(st.f_frsize);
        QFile filler(filePath(QStringLiteral("filler")));
        if (available > room && filler.open(QIODevice::WriteOnly)) {
            const QByteArray block(64 * 1024, '\0');
            for (qint64 left = available - room; left > 0; left -= block.size())
                filler.write(block.constData(), std::min<qint64>(left, block.size()));
            filler.close();
        }
    }

    // The limit in a child process (no mount only).
    void prepare(QProcess *process) const
    {
        if (m_mounted)
            return;
        const rlim_t limit = static_cast<rlim_t>(m_room);
        process->setChildProcessModifier([limit] {
            std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit r{limit, limit};
            ::setrlimit(RLIMIT_FSIZE, &r);
        });
    }

    // The limit in this process for the lifetime of the object (no mount only).
    class Limit
    {
    public:
        explicit Limit(const SmallDisk &disk)
            : m_active(!disk.m_mounted)
        {
            if (!m_active)
                return;
            ::getrlimit(RLIMIT_FSIZE, &m_old);
            m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit r{static_cast<rlim_t>(disk.m_room), m_old.rlim_max};
            ::setrlimit(RLIMIT_FSIZE, &r);
        }
        ~Limit()
        {
            if (!m_active)
                return;
            ::setrlimit(RLIMIT_FSIZE, &m_old);
            std::signal(SIGXFSZ, m_oldHandler);
        }
        Limit(const Limit &) = delete;
        Limit &operator=(const Limit &) = delete;

    private:
        bool m_active;
        struct rlimit m_old {};
        void (*m_oldHandler)(int) = nullptr;
    };

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    qint64 m_room = 0;
};

} // namespace gpuscout::test
