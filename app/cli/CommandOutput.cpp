#include "cli/CommandOutput.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "domain/Catalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>

namespace gpuscout {

namespace {

QString cutText(int more)
{
    return QCoreApplication::translate("gpuscout::CommandLine", "… (%n more character(s))", nullptr, more);
}

} // namespace

QString terminalText(const QString &text, int maxLineChars)
{
    QString out;
    out.reserve(std::min<qsizetype>(text.size(), 64 * 1024));
    qsizetype lineLength = 0;
    qsizetype dropped = 0;
    const auto endLine = [&] {
        const int more = static_cast<int>(std::min<qsizetype>(dropped, INT_MAX));
        if (more > 0)
            out += cutText(more);
        lineLength = 0;
        dropped = 0;
    };
    const auto plain = [](char16_t u) { return u != u'\n' && (u >= 0x20 || u == u'\t') && (u < 0x7f || u > 0x9f); };
    const QChar *d = text.constData();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        // A run of plain characters that fits the line is copied at once (an import's
        // preview of 100,000 rows was appended a character at a time: 70 ms).
        qsizetype end = i;
        while (end < n && end - i < maxLineChars - lineLength && plain(d[end].unicode()))
            ++end;
        if (end > i) {
            out.append(d + i, end - i);
            lineLength += end - i;
            i = end;
            continue;
        }
        const char16_t u = d[i++].unicode();
        if (u == u'\n') {
            endLine();
            out += QLatin1Char('\n');
        } else if (lineLength >= maxLineChars) {
            ++dropped;
        } else {
            out += QStringLiteral("\\x%1").arg(static_cast<int>(u), 2, 16, QLatin1Char('0'));
            lineLength += 4;
        }
    }
    endLine();
    return out;
}

void printError(const QString &line)
{
    QTextStream(stderr) << terminalText(line) << '\n';
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

QStringList listValues(const QCommandLineParser &parser, const QString &name)
{
    QStringList out;
    for (const QString &v : parser.values(name)) {
        for (const QString &part : v.split(u',', Qt::SkipEmptyParts))
            out << part.trimmed();
    }
    return out;
}

std::shared_ptr<const Catalog> loadCommandCatalog(const QCommandLineParser &parser, int *exitCode, CatalogDatabase::Parts parts)
{
    const OpenedCatalog opened = openCatalog(resolveCatalogPath(parser.value(QStringLiteral("db"))), parts);
    if (!opened.catalog) {
        printError(QStringLiteral("gpuscout: ") + opened.error);
        *exitCode = opened.failure == CatalogDatabase::Failure::BadFile ? CommandLine::ExitBadInput : CommandLine::ExitFailure;
    }
    return opened.catalog;
}

int writeCommandCatalog(const QCommandLineParser &parser, const std::function<bool(const Catalog &, Catalog *, QString *)> &edit,
                        const std::function<QString(const QString &path)> &done)
{
    CatalogDatabase db;
    const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    const auto exitCodeOf = [&] {
        return db.failure() == CatalogDatabase::Failure::BadFile || db.failure() == CatalogDatabase::Failure::Conflict
            ? CommandLine::ExitBadInput
            : CommandLine::ExitFailure;
    };
    if (db.open(path) == CatalogDatabase::Status::Failed) {
        printError(QStringLiteral("gpuscout: ") + db.errorString());
        return exitCodeOf();
    }
    bool badInput = false;
    const bool written = db.update([&](const Catalog &now, Catalog *after, QString *error) {
        if (!edit(now, after, error)) {
            badInput = true;
            return false;
        }
        return true;
    });
    if (!written) {
        printError(QStringLiteral("gpuscout: ") + db.errorString());
        return badInput ? CommandLine::ExitBadInput : exitCodeOf();
    }
    printError(done(path));
    return CommandLine::ExitOk;
}

} // namespace gpuscout
