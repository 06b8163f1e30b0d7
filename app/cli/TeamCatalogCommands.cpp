#include "cli/TeamCatalogCommands.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "domain/Catalog.h"
#include "teamcatalog/TeamCatalogAdmin.h"
#include "catalog/TeamCatalogUrl.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

// lupdate files a call of this helper under the namespace, "gpuscout": so does the lookup.
QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout", text);
}

void printErr(const QString &line)
{
    printError(line);
}

int exitFor(TeamCatalogAdmin::Outcome outcome)
{
    switch (outcome) {
    case TeamCatalogAdmin::Outcome::Done: return ExitOk;
    case TeamCatalogAdmin::Outcome::BadInput: return ExitBadInput;
    case TeamCatalogAdmin::Outcome::Failed: break;
    }
    return ExitFailure;
}

int report(const TeamCatalogAdmin::Result &result)
{
    printErr(result.outcome == TeamCatalogAdmin::Outcome::Done ? result.message : QStringLiteral("gpuscout: ") + result.message);
    return exitFor(result.outcome);
}

int catalogExit(const CatalogDatabase &db)
{
    return db.failure() == CatalogDatabase::Failure::BadFile ? ExitBadInput : ExitFailure;
}

// The URL argument: present and a postgresql:// URL (parsed, so that a bad part is named
// before anything connects).
bool urlArgument(const QStringList &pos, const QString &usage, QString *url)
{
    *url = pos.value(2);
    if (url->isEmpty()) {
        printErr(tr("gpuscout: %1 needs the team catalog's URL: %2").arg(pos.value(1), usage));
        return false;
    }
    TeamCatalogUrl parsed;
    QString error;
    if (!TeamCatalogUrl::parse(*url, &parsed, &error)) {
        printErr(QStringLiteral("gpuscout: ") + error);
        return false;
    }
    return true;
}

// The local catalog file of push and pull: --db, $GPUSCOUT_DB or the per-user one; a URL
// there is refused (these commands copy between a file and a server).
bool localPath(const QCommandLineParser &parser, QString *path)
{
    *path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    if (TeamCatalogUrl::looksLikeUrl(*path)) {
        printErr(tr("gpuscout: catalog push and pull copy between a catalog file and a server: --db (or "
                    "$GPUSCOUT_DB) must name a file here, not %1").arg(*path));
        return false;
    }
    return true;
}

// Copies the catalog at `from` to `to` in one write transaction of `to`.
int copyCatalog(const QString &from, const QString &to)
{
    CatalogDatabase source;
    Catalog catalog;
    if (source.open(from) == CatalogDatabase::Status::Failed || !source.load(&catalog)) {
        printErr(QStringLiteral("gpuscout: ") + source.errorString());
        return catalogExit(source);
    }
    CatalogDatabase target;
    if (target.open(to) == CatalogDatabase::Status::Failed) {
        printErr(QStringLiteral("gpuscout: ") + target.errorString());
        return catalogExit(target);
    }
    if (!target.write(catalog)) {
        printErr(QStringLiteral("gpuscout: ") + target.errorString());
        return target.failure() == CatalogDatabase::Failure::Conflict ? ExitBadInput : ExitFailure;
    }
    printErr(tr("Copied the catalog (%1 offers, %2 providers, %3 GPUs) from %4 to %5.")
                 .arg(catalog.offers.size())
                 .arg(catalog.providers.size())
                 .arg(catalog.gpus.size())
                 .arg(source.path(), target.path()));
    return ExitOk;
}

} // namespace

bool isTeamCatalogCommand(const QString &sub)
{
    static const QStringList commands{QStringLiteral("init-server"), QStringLiteral("push"), QStringLiteral("pull"),
                                      QStringLiteral("grant"), QStringLiteral("revoke")};
    return commands.contains(sub);
}

int runTeamCatalogCommand(const QCommandLineParser &parser)
{
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(1);
    QString url;
    if (sub == QLatin1String("init-server")) {
        if (!urlArgument(pos, QStringLiteral("gpuscout catalog init-server postgresql://USER@HOST:PORT/DB"), &url))
            return ExitBadInput;
        return report(TeamCatalogAdmin::initServer(url));
    }
    if (sub == QLatin1String("push") || sub == QLatin1String("pull")) {
        QString path;
        if (!urlArgument(pos, QStringLiteral("gpuscout catalog %1 postgresql://USER@HOST:PORT/DB [--db FILE]").arg(sub), &url)
            || !localPath(parser, &path))
            return ExitBadInput;
        return sub == QLatin1String("push") ? copyCatalog(path, url) : copyCatalog(url, path);
    }
    const QString usage = sub == QLatin1String("grant")
        ? QStringLiteral("gpuscout catalog grant postgresql://USER@HOST:PORT/DB LOGIN viewer|buyer|editor|admin")
        : QStringLiteral("gpuscout catalog revoke postgresql://USER@HOST:PORT/DB LOGIN [viewer|buyer|editor|admin]");
    if (!urlArgument(pos, usage, &url))
        return ExitBadInput;
    const QString user = pos.value(3);
    const QString role = pos.value(4);
    if (user.isEmpty() || (sub == QLatin1String("grant") && role.isEmpty())) {
        printErr(tr("gpuscout: %1 needs a login and a role: %2").arg(sub, usage));
        return ExitBadInput;
    }
    return report(sub == QLatin1String("grant") ? TeamCatalogAdmin::grant(url, user, role)
                                                : TeamCatalogAdmin::revoke(url, user, role));
}

} // namespace gpuscout
