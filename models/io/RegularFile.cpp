#include "io/RegularFile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuscout {

bool openRegularFile(QFile *file, const QString &path, QString *error)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *error = QCoreApplication::translate("gpuscout::RegularFile", "%1: cannot be read (%2)")
                     .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        *error = S_ISDIR(st.st_mode)
            ? QCoreApplication::translate("gpuscout::RegularFile", "%1 is a folder; give a file").arg(path)
            : QCoreApplication::translate("gpuscout::RegularFile", "%1 is not a regular file (a device or a pipe); give a file").arg(path);
        return false;
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 || !file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *error = QCoreApplication::translate("gpuscout::RegularFile", "%1: cannot be read (%2)").arg(path, file->errorString());
        return false;
    }
    return true;
}

} // namespace gpuscout
