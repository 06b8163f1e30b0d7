#include "cli/CommandOutput.h"

#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "domain/Catalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gpuscout {

void printError(const QString &line)
{
    QTextStream(stderr) << line << '\n';
}

int printOutput(const QByteArray &bytes)
{
    errno = 0;
    const std::size_t written = std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    if (written == static_cast<std::size_t>(bytes.size()) && std::fflush(stdout) == 0 && !std::ferror(stdout))
        return CommandLine::ExitOk;
    const int code = errno;
    std::clearerr(stdout);
    printError(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: the output could not be written: %1")
                   .arg(code != 0 ? QString::fromLocal8Bit(std::strerror(code)) : QStringLiteral("write error")));
    return CommandLine::ExitFailure;
}

std::shared_ptr<const Catalog> loadCommandCatalog(const QCommandLineParser &parser, int *exitCode)
{
    const OpenedCatalog opened = openCatalog(resolveCatalogPath(parser.value(QStringLiteral("db"))));
    if (!opened.catalog) {
        printError(QStringLiteral("gpuscout: ") + opened.error);
        *exitCode = opened.failure == CatalogDatabase::Failure::BadFile ? CommandLine::ExitBadInput : CommandLine::ExitFailure;
    }
    return opened.catalog;
}

} // namespace gpuscout
