#include "cli/CatalogUpdateCommand.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "domain/PriceBook.h"
#include "cli/ImportPreviewText.h"
#include "domain/Catalog.h"
#include "feeds/FeedEndpoint.h"
#include "feeds/FeedUpdate.h"
#include "import/ImportPlan.h"
#include "keys/ApiKeyStore.h"
#include "keys/CloudKeyStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <string>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

// lupdate files a call of this helper under the namespace, "gpuscout": so does the lookup.
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("gpuscout", text, disambiguation, n);
}

void printErr(const QString &line)
{
    printError(line);
}

void printOut(const QString &text)
{
    printOutput(terminalText(text).toUtf8());
}


// Tests shorten the waits between tries; people never need to.
FeedNetworkSettings networkSettings()
{
    FeedNetworkSettings s;
    bool ok = false;
    const int backoff = qEnvironmentVariableIntValue("GPUSCOUT_FEED_BACKOFF_MS", &ok);
    if (ok && backoff >= 0)
        s.backoffMs = backoff;
    return s;
}

} // namespace

int runCatalogUpdate(const QCommandLineParser &parser)
{
    const QString which = parser.positionalArguments().value(2).toLower();
    QList<FeedSource> sources;
    FeedSource one;
    if (which == QLatin1String("all")) {
        // ec2instances.info is AWS again: "all" reads AWS from AWS.
        sources = {FeedSource::Aws, FeedSource::Azure, FeedSource::Gcp};
    } else if (which == QLatin1String("china")) {
        sources = QList<FeedSource>(std::begin(ChinaFeedSources), std::end(ChinaFeedSources));
    } else if (feedSourceFromKey(which, &one)) {
        sources = {one};
    } else {
        printErr(tr("gpuscout: catalog update needs SOURCE, one of %1, all or china (see gpuscout --help)").arg(feedSourceKeys().join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    const QString from = parser.value(QStringLiteral("from"));
    if (!from.isEmpty() && sources.size() > 1) {
        printErr(tr("gpuscout: --from reads one source's file; name the source (aws, azure, gcp or ec2instances) instead of all"));
        return ExitBadInput;
    }
    QUrl base;
    if (parser.isSet(QStringLiteral("base-url"))) {
        QString why;
        if (!FeedEndpoint::parseBaseUrl(parser.value(QStringLiteral("base-url")), &base, &why)) {
            printErr(QStringLiteral("gpuscout: ") + why);
            return ExitBadInput;
        }
    }
    CatalogDatabase db;
    const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    Catalog current;
    // Without the history: an update only appends to it, and a year of daily feeds is millions of rows.
    if (db.open(path) == CatalogDatabase::Status::Failed || !db.load(&current, CatalogDatabase::Parts::WithoutHistory)) {
        printErr(QStringLiteral("gpuscout: ") + db.errorString());
        return ExitBadInput;
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QList<FeedJobOptions> jobs;
    for (FeedSource s : std::as_const(sources)) {
        FeedJobOptions o;
        o.source = s;
        o.regions = listValues(parser, QStringLiteral("region"));
        o.fromPath = from;
        o.baseUrl = base;
        o.today = today;
        o.network = networkSettings();
        if (s == FeedSource::Gcp && from.isEmpty()) {
            QString error;
            const ApiKeyStore::Status status = ApiKeyStore::gcpKeyForRun(&o.apiKey, &error);
            if (status != ApiKeyStore::Status::Ok) {
                const QString why = status == ApiKeyStore::Status::NotFound
                    ? tr("no Cloud Billing API key is stored; store one with 'gpuscout catalog gcp-key set' (it reads the key from standard input) or in Catalog > Update Prices")
                    : error;
                if (sources.size() > 1) {
                    printErr(tr("gcp: skipped: %1").arg(why));
                    continue;
                }
                printErr(QStringLiteral("gpuscout: gcp: ") + why);
                return ExitBadInput;
            }
        }
        if (feedNeedsAccessKey(s)) {
            CloudKeyStore::Key key;
            QString error;
            const ApiKeyStore::Status status = CloudKeyStore::forRun(s, &key, &error);
            if (status != ApiKeyStore::Status::Ok) {
                const auto [idVariable, secretVariable] = feedKeyEnvironment(s);
                QString why = tr("no access key: set %2 and %3, or store one with 'gpuscout catalog keys set %1' (it reads the key id and the secret from standard input)")
                                  .arg(feedSourceKey(s), idVariable, secretVariable);
                if (status == ApiKeyStore::Status::Unavailable)
                    why += QStringLiteral("; ") + error;
                if (sources.size() > 1) {
                    printErr(tr("%1: skipped: %2").arg(feedSourceKey(s), why));
                    continue;
                }
                printErr(QStringLiteral("gpuscout: %1: ").arg(feedSourceKey(s)) + why);
                return ExitBadInput;
            }
            o.keyId = key.id.toUtf8();
            o.keySecret = key.secret.toUtf8();
        }
        jobs << o;
    }
    if (jobs.isEmpty()) {
        printErr(tr("Nothing was updated: no source could be read. %1 not changed.").arg(path));
        return ExitBadInput;
    }

    QNetworkAccessManager manager;
    FeedUpdate update(jobs, InstanceDirectory(current), &manager);
    QString lastStep;
    QObject::connect(&update, &FeedUpdate::progressed, &update, [&lastStep](const FeedProgress &p) {
        const QString step = feedSourceKey(p.source) + QStringLiteral(": ") + p.step;
        if (step != lastStep && !p.step.isEmpty()) {
            lastStep = step;
            printErr(step);
        }
    });
    QEventLoop loop;
    QObject::connect(&update, &FeedUpdate::finished, &loop, &QEventLoop::quit);
    update.start();
    loop.exec();
    for (const QString &note : update.notes())
        printErr(note);
    if (!update.ok()) {
        for (const QString &e : update.errors())
            printErr(QStringLiteral("gpuscout: ") + e);
        printErr(tr("Nothing was updated: %1 not changed.").arg(path));
        return update.failure() == FeedJob::Failure::Network || update.failure() == FeedJob::Failure::Cancelled ? ExitFailure
                                                                                                               : ExitBadInput;
    }
    const ImportDocument &doc = update.document();
    for (const ImportIssue &w : doc.warnings)
        printErr(tr("warning: %1").arg(w.message));

    ImportSettings settings = importSettingsFor(doc.fileName, today);
    settings.confirmUnchangedPrices = true;
    ImportPlan plan = planImport(current, doc, settings);
    writeImportPreview(plan, [](const QString &piece) {
        printOut(piece);
        return true;
    });

    const int rejected = plan.count(ImportRow::Status::Rejected);
    for (const ImportRow &row : plan.rows) {
        if (row.status != ImportRow::Status::Rejected)
            continue;
        const QString what = row.instanceType.isEmpty() ? QString() : describeImportRow(row) + QStringLiteral(": ");
        printErr(tr("%1 item %2: %3%4").arg(doc.fileName).arg(row.line).arg(what, row.message));
    }
    if (rejected > 0 && !parser.isSet(QStringLiteral("skip-rejected"))) {
        const int others = plan.applyCount();
        QString message = tr("gpuscout: %n price(s) of %1 rejected; nothing was updated.", nullptr, rejected).arg(doc.fileName);
        message += u' ' + (others > 0 ? tr("Give --skip-rejected to apply the other %n price(s)", nullptr, others)
                                      : tr("No other price would be applied."));
        printErr(message);
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        printErr(tr("Dry run: %1 not changed.").arg(path));
        return ExitOk;
    }
    const int unchanged = plan.count(ImportRow::Status::Unchanged);
    if (plan.applyCount() == 0 && unchanged == 0) {
        printErr(tr("Nothing to update: %1 not changed.").arg(path));
        return ExitOk;
    }
    Catalog next = applyPlan(current, plan);
    // The account's own prices as price book terms, in the same write as the list prices.
    int accountTerms = 0;
    if (parser.isSet(QStringLiteral("account-prices"))) {
        QSet<QString> providers;
        for (const FeedJobOptions &job : std::as_const(jobs))
            providers.insert(feedProviderKey(job.source));
        for (const QString &provider : std::as_const(providers))
            accountTerms += replaceAccountPriceTerms(&next, provider, today);
    }
    if (!db.write(next)) {
        printErr(QStringLiteral("gpuscout: ") + db.errorString());
        return ExitFailure;
    }
    if (parser.isSet(QStringLiteral("account-prices")))
        printErr(tr("%n account price(s) written to the price book as fixed-price terms.", nullptr, accountTerms));
    printErr(tr("Updated %1 from %2: %3 added, %4 updated, %5 confirmed unchanged.")
                 .arg(path, doc.fileName)
                 .arg(plan.count(ImportRow::Status::Added))
                 .arg(plan.count(ImportRow::Status::Updated))
                 .arg(unchanged));
    return ExitOk;
}

int runCatalogGcpKey(const QCommandLineParser &parser)
{
    const QString action = parser.positionalArguments().value(2).toLower();
    QString error;
    if (action == QLatin1String("set")) {
        std::string line;
        std::getline(std::cin, line);
        const QString key = QString::fromStdString(line).trimmed();
        if (key.isEmpty()) {
            printErr(tr("gpuscout: catalog gcp-key set reads the key from standard input, and it was empty"));
            return ExitBadInput;
        }
        if (ApiKeyStore::writeGcpKey(key, &error) != ApiKeyStore::Status::Ok) {
            printErr(QStringLiteral("gpuscout: ") + error);
            return ExitFailure;
        }
        printErr(tr("The Cloud Billing API key is stored in the desktop keyring."));
        return ExitOk;
    }
    if (action == QLatin1String("clear")) {
        const ApiKeyStore::Status s = ApiKeyStore::deleteGcpKey(&error);
        if (s == ApiKeyStore::Status::Unavailable) {
            printErr(QStringLiteral("gpuscout: ") + error);
            return ExitFailure;
        }
        printErr(tr("No Cloud Billing API key is stored any more."));
        return ExitOk;
    }
    if (action == QLatin1String("status")) {
        QString key;
        const ApiKeyStore::Status s = ApiKeyStore::readGcpKey(&key, &error);
        if (s == ApiKeyStore::Status::Unavailable) {
            printErr(QStringLiteral("gpuscout: ") + error);
            return ExitFailure;
        }
        printOut(s == ApiKeyStore::Status::Ok ? tr("stored\n") : tr("not stored\n"));
        return ExitOk;
    }
    printErr(tr("gpuscout: 'catalog gcp-key %1' is not a command; expected set (reads the key from standard input), clear or status").arg(action));
    return ExitBadInput;
}

} // namespace gpuscout
