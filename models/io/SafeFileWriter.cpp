#include "io/SafeFileWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuscout {

namespace {

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Closes and removes the new file unless it was renamed into place.
class TemporaryFile
{
public:
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_name.isEmpty())
            ::unlink(m_name.constData());
    }
    bool create(const QByteArray &name, mode_t mode)
    {
        m_fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (m_fd >= 0)
            m_name = name;
        return m_fd >= 0;
    }
    int fd() const { return m_fd; }
    bool close()
    {
        const int fd = m_fd;
        m_fd = -1;
        return ::close(fd) == 0;
    }
    void release() { m_name.clear(); }

private:
    int m_fd = -1;
    QByteArray m_name;
};

bool writeAll(int fd, const QByteArray &bytes, int *code)
{
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, static_cast<std::size_t>(std::min<qsizetype>(left, qsizetype(1) << 30)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *code = n < 0 ? errno : ENOSPC; // no progress: the device took nothing
            return false;
        }
        data += n;
        left -= n;
    }
    return true;
}

// The file at the end of the path's symbolic links, through any chain of them (the last
// one may point where no file is yet: it is created there). Empty for a loop.
QString linkTarget(const QString &path)
{
    QString target = QFileInfo(path).absoluteFilePath();
    for (int hops = 0; hops < 40; ++hops) { // the kernel's own limit (MAXSYMLINKS)
        const QFileInfo info(target);
        if (!info.isSymLink())
            return target;
        target = info.symLinkTarget(); // one link at a time, made absolute
    }
    return QString();
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    auto failed = [&](const QString &why) {
        *error = QCoreApplication::translate("gpuscout::SafeFileWriter", "%1 could not be written: %2. Any previous file of "
                                                                          "that name was left as it was.")
                     .arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    if (path.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::SafeFileWriter", "No file name was given to write to.");
        return false;
    }
    // Like an editor: the file the link points to is replaced and every link stays a link.
    // Renaming over the first link of a chain made it a regular file.
    const QString target = linkTarget(path);
    if (target.isEmpty())
        return failed(systemError(ELOOP));
    const QByteArray native = QFile::encodeName(target);
    struct stat existing {};
    const bool exists = ::stat(native.constData(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        return failed(QCoreApplication::translate("gpuscout::SafeFileWriter", "it is a folder; give a file name"));
    if (exists && !S_ISREG(existing.st_mode))
        return failed(QCoreApplication::translate("gpuscout::SafeFileWriter",
                                                  "it is not a regular file (a device or a pipe); give a file name"));

    const QFileInfo targetInfo(target);
    const QByteArray temporary = QFile::encodeName(
        targetInfo.absolutePath() + QStringLiteral("/.") + targetInfo.fileName() + QStringLiteral(".")
        + QUuid::createUuid().toString(QUuid::Id128).left(12) + QStringLiteral(".part"));
    TemporaryFile file;
    if (!file.create(temporary, exists ? (existing.st_mode & 07777) : 0666))
        return failed(systemError(errno));
    // The umask does not apply to a mode given explicitly, so a replaced file keeps its own.
    if (exists && ::fchmod(file.fd(), existing.st_mode & 07777) != 0)
        return failed(systemError(errno));
    int code = 0;
    if (!writeAll(file.fd(), bytes, &code))
        return failed(systemError(code));
    // Some filesystems report a full disk only here, when the data is really placed.
    if (::fsync(file.fd()) != 0)
        return failed(systemError(errno));
    struct stat written {};
    if (::fstat(file.fd(), &written) != 0)
        return failed(systemError(errno));
    if (written.st_size != static_cast<off_t>(bytes.size()))
        return failed(QCoreApplication::translate("gpuscout::SafeFileWriter", "only %1 of %2 bytes reached the disk")
                          .arg(written.st_size)
                          .arg(bytes.size()));
    if (!file.close())
        return failed(systemError(errno));
    if (::rename(temporary.constData(), native.constData()) != 0)
        return failed(systemError(errno));
    file.release();
    // The rename itself reaches the disk when the folder is synced; a folder that cannot be
    // synced (some network filesystems) leaves the new file in place all the same.
    const int dir = ::open(QFile::encodeName(targetInfo.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

} // namespace gpuscout
