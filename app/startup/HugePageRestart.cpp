#include "startup/HugePageRestart.h"

#include "catalog/CatalogLocation.h"
#include "catalog/CatalogOfferCount.h"

#include <QFileInfo>

#include <algorithm>
#include <cstdlib>

#if defined(__GLIBC__)
#include <unistd.h>
#endif

namespace gpuscout::HugePageRestart {

// Why: glibc's malloc asks the kernel for transparent huge pages only when told so at
// start-up, and Debian leaves huge pages to programs that ask ("madvise"). A 100,000-row
// import touched 300 MB in 4 KiB pages, 75,000 page faults; in a virtual machine each is a
// trip to the hypervisor, and 0.7 s of the import's 2.1 s were the kernel's. With huge
// pages it takes under 10,000.

bool readsCatalogWhole(const QStringList &args)
{
    QStringList words; // the positional arguments, options left out
    bool historyWhat = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--what") && i + 1 < args.size())
            historyWhat = args[++i].compare(QLatin1String("history"), Qt::CaseInsensitive) == 0;
        else if (a.startsWith(QLatin1String("--what=")))
            historyWhat = a.mid(7).compare(QLatin1String("history"), Qt::CaseInsensitive) == 0;
        else if (a == QLatin1String("--db"))
            ++i;
        else if (!a.startsWith(u'-'))
            words << a;
    }
    if (words.value(0) != QLatin1String("catalog"))
        return true;
    const QString &sub = words.value(1);
    return !(sub == QLatin1String("history") || (sub == QLatin1String("export") && historyWhat));
}

qint64 inputBytes(const QStringList &args)
{
    qint64 bytes = 0;
    QString db;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--db") && i + 1 < args.size()) {
            db = args[++i];
            continue;
        }
        if (a.startsWith(QLatin1String("--db="))) {
            db = a.mid(5);
            continue;
        }
        const QFileInfo file(a);
        if (!a.startsWith(u'-') && file.isFile())
            bytes += file.size();
    }
    const QFileInfo catalog(resolveCatalogPath(db));
    if (!catalog.isFile() || !readsCatalogWhole(args))
        return bytes;
    if (bytes + catalog.size() < ThresholdBytes) // under the line whatever it holds: not opened
        return bytes + catalog.size();
    const qint64 offers = countOffersInCatalogFile(catalog.filePath());
    return bytes + (offers >= 0 ? std::min(catalog.size(), offers * CatalogBytesPerOffer) : catalog.size());
}

void restartIfLarge(int argc, char **argv)
{
#if defined(__GLIBC__)
    if (std::getenv("GLIBC_TUNABLES") != nullptr)
        return;
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (inputBytes(args) < ThresholdBytes || setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    unsetenv("GLIBC_TUNABLES"); // no /proc: on as we are
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
#endif
}

} // namespace gpuscout::HugePageRestart
