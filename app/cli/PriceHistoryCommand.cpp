#include "cli/PriceHistoryCommand.h"

#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/FormatOption.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "domain/Catalog.h"
#include "insight/PriceSeries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;

// The lines the catalog at `path` keeps computed; when it cannot answer (a team catalog, a
// file another program changed), computed from the history of the GPU's offers alone.
bool linesOf(const QString &path, const Catalog &catalog, const PriceSeriesQuery &query, CatalogDatabase *db, QList<PriceSeriesLine> *lines)
{
    bool served = false;
    if (db->open(path) == CatalogDatabase::Status::Failed || !db->loadPriceSeries(catalog, query, lines, &served))
        return false;
    if (served)
        return true;
    QList<PriceChange> history;
    if (!db->loadPriceHistory(catalog.offerIdsOfGpus({query.gpu}), &history))
        return false;
    *lines = priceSeries(withPriceHistory(catalog, std::move(history)), query);
    return true;
}

// lupdate files a call of this helper under the namespace, "gpuscout": so does the lookup.
QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout", text);
}

// Full precision: the shortest text that reads back to the same number (as rank prints).
QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QByteArray table(const QList<PriceSeriesLine> &lines, const QString &currency)
{
    QList<QStringList> rows{{QStringLiteral("provider"), QStringLiteral("billing"), QStringLiteral("from"),
                             QStringLiteral("lowest/GPU-h"), QStringLiteral("median/GPU-h"), QStringLiteral("offers")}};
    for (const PriceSeriesLine &line : lines) {
        for (const PricePoint &p : line.points) {
            rows << QStringList{line.provider, billingModeKey(line.billing), p.date,
                                p.offers > 0 ? QString::number(p.lowest, 'f', 4) : QStringLiteral("-"),
                                p.offers > 0 ? QString::number(p.median, 'f', 4) : QStringLiteral("-"), QString::number(p.offers)};
        }
    }
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList &r : std::as_const(rows))
        for (int i = 0; i < r.size(); ++i)
            widths[i] = std::max(widths[i], static_cast<int>(r[i].size()));
    QString out;
    for (const QStringList &r : std::as_const(rows)) {
        QStringList cells;
        for (int i = 0; i < r.size(); ++i)
            cells << (i >= 3 ? r[i].rightJustified(widths[i]) : r[i].leftJustified(widths[i]));
        out += cells.join(QStringLiteral("  ")).trimmed() + u'\n';
    }
    out += QStringLiteral("Prices per GPU-hour in %1, converted at the catalog's current rates; each row holds until the next.\n").arg(currency);
    return out.toUtf8();
}

QByteArray csv(const QList<PriceSeriesLine> &lines, const QString &currency)
{
    QByteArray out = "provider,billing,from,lowest_per_gpu_hour,median_per_gpu_hour,offers,currency\n";
    for (const PriceSeriesLine &line : lines) {
        for (const PricePoint &p : line.points) {
            out += QStringList{line.provider, billingModeKey(line.billing), p.date, p.offers > 0 ? number(p.lowest) : QString(),
                               p.offers > 0 ? number(p.median) : QString(), QString::number(p.offers), currency}
                       .join(u',')
                       .toUtf8()
                + '\n';
        }
    }
    return out;
}

QByteArray json(const QList<PriceSeriesLine> &lines, const PriceSeriesQuery &query)
{
    QJsonArray series;
    for (const PriceSeriesLine &line : lines) {
        QJsonArray points;
        for (const PricePoint &p : line.points) {
            points.append(QJsonObject{{QStringLiteral("from"), p.date},
                                      {QStringLiteral("lowest_per_gpu_hour"), p.offers > 0 ? QJsonValue(p.lowest) : QJsonValue()},
                                      {QStringLiteral("median_per_gpu_hour"), p.offers > 0 ? QJsonValue(p.median) : QJsonValue()},
                                      {QStringLiteral("offers"), p.offers}});
        }
        series.append(QJsonObject{{QStringLiteral("provider"), line.provider},
                                  {QStringLiteral("provider_name"), line.providerName},
                                  {QStringLiteral("billing"), billingModeKey(line.billing)},
                                  {QStringLiteral("quoted_on"), QJsonArray::fromStringList(line.quotedOn)},
                                  {QStringLiteral("points"), points}});
    }
    const QJsonObject root{{QStringLiteral("gpu"), query.gpu},
                           {QStringLiteral("currency"), query.currency},
                           {QStringLiteral("since"), query.since.isEmpty() ? QJsonValue() : QJsonValue(query.since)},
                           {QStringLiteral("series"), series}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

// catalog history prune --before DATE [--keep-monthly] [--dry-run]: what goes, then (unless a
// dry run) one transaction. Never automatic.
int runHistoryPrune(const QCommandLineParser &parser)
{
    const QDate before = QDate::fromString(parser.value(QStringLiteral("before")), Qt::ISODate);
    if (!before.isValid()) {
        printError(parser.isSet(QStringLiteral("before"))
                       ? tr("gpuscout: --before '%1' is not a date; expected YYYY-MM-DD").arg(parser.value(QStringLiteral("before")))
                       : tr("gpuscout: catalog history prune needs --before YYYY-MM-DD: history entries replaced before that day are removed"));
        return ExitBadInput;
    }
    const bool keepMonthly = parser.isSet(QStringLiteral("keep-monthly"));
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
    CatalogDatabase db;
    const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    if (db.open(path) == CatalogDatabase::Status::Failed) {
        printError(QStringLiteral("gpuscout: ") + db.errorString());
        return db.failure() == CatalogDatabase::Failure::BadFile ? ExitBadInput : CommandLine::ExitFailure;
    }
    CatalogDatabase::HistoryPrune counts;
    if (!db.pruneHistory(before.toString(Qt::ISODate), keepMonthly, dryRun, &counts)) {
        printError(QStringLiteral("gpuscout: ") + db.errorString());
        return db.failure() == CatalogDatabase::Failure::Denied ? ExitBadInput : CommandLine::ExitFailure;
    }
    QString text = QStringLiteral("History before %1: %2 of %3 entries %4").arg(before.toString(Qt::ISODate)).arg(counts.removed).arg(counts.total)
                       .arg(dryRun ? QStringLiteral("would be removed") : QStringLiteral("removed"));
    if (keepMonthly)
        text += QStringLiteral(", %1 kept as the last price of each offer, billing mode and month").arg(counts.kept);
    text += u'.';
    if (dryRun)
        text += QStringLiteral("\nNothing was changed (--dry-run).");
    else if (counts.removed == 0)
        text += QStringLiteral("\nNothing to remove: %1 not changed.").arg(path);
    return printOutput((text + u'\n').toUtf8());
}

int runCatalogHistory(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().value(2) == QLatin1String("prune"))
        return runHistoryPrune(parser);
    const QString format = formatOption(parser, QStringLiteral("catalog history"),
                                        {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    const QStringList gpus = listValues(parser, QStringLiteral("gpu"));
    if (gpus.size() != 1) {
        printError(tr("gpuscout: catalog history needs exactly one --gpu MODEL, the GPU whose prices to follow"));
        return ExitBadInput;
    }
    PriceSeriesQuery query;
    if (parser.isSet(QStringLiteral("since"))) {
        const QDate since = QDate::fromString(parser.value(QStringLiteral("since")), Qt::ISODate);
        if (!since.isValid()) {
            printError(tr("gpuscout: --since '%1' is not a date; expected YYYY-MM-DD").arg(parser.value(QStringLiteral("since"))));
            return ExitBadInput;
        }
        query.since = since.toString(Qt::ISODate);
    }
    for (const QString &key : listValues(parser, QStringLiteral("billing"))) {
        BillingMode mode;
        if (!billingModeFromKey(key, &mode)) {
            printError(tr("gpuscout: --billing '%1' is not known; expected one of %2").arg(key, billingModeKeys().join(QStringLiteral(", "))));
            return ExitBadInput;
        }
        query.billings << mode;
    }
    int exitCode = CommandLine::ExitOk;
    // Without its history: the lines come from those the file keeps computed, or from the
    // history of this GPU's offers alone (linesOf).
    const auto catalog = loadCommandCatalog(parser, &exitCode, CatalogDatabase::Parts::WithoutHistory);
    if (!catalog)
        return exitCode;
    const int gpu = catalog->gpuIndex(gpus.first());
    if (gpu < 0) {
        printError(tr("gpuscout: --gpu '%1' is not in the catalog; known GPU models: %2").arg(gpus.first(), catalog->gpuModels().join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    query.gpu = catalog->gpus[gpu].model;
    for (const QString &key : listValues(parser, QStringLiteral("provider"))) {
        const int p = catalog->providerIndex(key);
        if (p < 0) {
            printError(tr("gpuscout: --provider '%1' is not in the catalog; known providers: %2").arg(key, catalog->providerKeys().join(QStringLiteral(", "))));
            return ExitBadInput;
        }
        query.providers << catalog->providers[p].key;
    }
    if (parser.isSet(QStringLiteral("currency"))) {
        query.currency = parser.value(QStringLiteral("currency")).trimmed().toUpper();
        if (!catalog->rates.find(query.currency)) {
            printError(tr("gpuscout: --currency '%1' has no exchange rate in the catalog; expected one of %2")
                           .arg(parser.value(QStringLiteral("currency")), catalog->rates.currencies().join(QStringLiteral(", "))));
            return ExitBadInput;
        }
    }
    QList<PriceSeriesLine> lines;
    {
        CatalogDatabase db;
        if (!linesOf(resolveCatalogPath(parser.value(QStringLiteral("db"))), *catalog, query, &db, &lines)) {
            printError(QStringLiteral("gpuscout: ") + db.errorString());
            return db.failure() == CatalogDatabase::Failure::BadFile ? ExitBadInput : CommandLine::ExitFailure;
        }
    }
    if (format == QLatin1String("json"))
        return printOutput(json(lines, query));
    if (format == QLatin1String("csv"))
        return printOutput(csv(lines, query.currency));
    if (lines.isEmpty()) {
        printError(tr("gpuscout: no price of %1 in the catalog for these providers and billing modes").arg(query.gpu));
        return CommandLine::ExitOk;
    }
    return printOutput(table(lines, query.currency));
}

} // namespace gpuscout
