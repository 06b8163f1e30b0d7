#include "cli/CatalogQuoteCommands.h"

#include "catalog/CatalogLocation.h"
#include "catalog/CatalogStats.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/FormatOption.h"
#include "domain/Catalog.h"
#include "import/QuoteRequest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

void printErr(const QString &line)
{
    printError(line);
}

void printOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

std::shared_ptr<const Catalog> load(const QCommandLineParser &parser, int *exitCode)
{
    const OpenedCatalog opened = openCatalog(resolveCatalogPath(parser.value(QStringLiteral("db"))));
    if (!opened.catalog) {
        printErr(QStringLiteral("gpuscout: ") + opened.error);
        *exitCode = ExitBadInput;
    }
    return opened.catalog;
}


QStringList statsCells(const QString &name, const Coverage &c)
{
    QStringList cells{name, QString::number(c.offers), QString::number(c.compute), QString::number(c.vram),
                      QString::number(c.network), QString::number(c.stability)};
    for (BillingMode m : AllBillingModes)
        cells << QString::number(c.pricedFor(m));
    cells << QString::number(c.needsQuote);
    return cells;
}

QByteArray statsTable(const CatalogStats &stats)
{
    QList<QStringList> rows{{QStringLiteral("provider"), QStringLiteral("offers"), QStringLiteral("compute"),
                             QStringLiteral("vram"), QStringLiteral("network"), QStringLiteral("stability")}};
    for (BillingMode m : AllBillingModes)
        rows.first() << billingModeKey(m);
    rows.first() << QStringLiteral("needs-quote");
    for (const auto &[key, coverage] : stats.providers())
        rows << statsCells(key, coverage);
    rows << statsCells(QStringLiteral("all"), stats.total());
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : rows) {
        for (int c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    QString out;
    for (const QStringList &row : rows) {
        QStringList padded;
        for (int c = 0; c < row.size(); ++c)
            padded << (c == 0 ? row[c].leftJustified(widths[c]) : row[c].rightJustified(widths[c]));
        out += padded.join(QStringLiteral("  ")) + u'\n';
    }
    out += stats.summary() + u'\n';
    return out.toUtf8();
}

} // namespace

int runCatalogStats(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QStringLiteral("catalog stats"), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    int exitCode = ExitOk;
    const auto catalog = load(parser, &exitCode);
    if (!catalog)
        return exitCode;
    const CatalogStats stats(*catalog);
    printOut(format == QLatin1String("json") ? QJsonDocument(stats.toJson()).toJson(QJsonDocument::Indented)
                                              : statsTable(stats));
    return ExitOk;
}

int runCatalogRfq(const QCommandLineParser &parser)
{
    const QString out = parser.value(QStringLiteral("out"));
    const QString suffix = out.section(u'.', -1).toLower();
    if (out.isEmpty() || (suffix != QLatin1String("xlsx") && suffix != QLatin1String("csv"))) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: catalog rfq needs --out FILE.xlsx or FILE.csv, the request to write (the format follows the name)"));
        return ExitBadInput;
    }
    const QStringList providers = listValues(parser, QStringLiteral("provider"));
    if (providers.size() != 1) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: catalog rfq needs exactly one --provider KEY, the vendor to ask"));
        return ExitBadInput;
    }
    int exitCode = ExitOk;
    const auto catalog = load(parser, &exitCode);
    if (!catalog)
        return exitCode;
    const int provider = catalog->providerIndex(providers.first());
    if (provider < 0) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --provider '%1' is not in the catalog; known providers: %2")
                     .arg(providers.first(), catalog->providerKeys().join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    QStringList gpus;
    for (const QString &name : listValues(parser, QStringLiteral("gpu"))) {
        const int g = catalog->gpuIndex(name);
        if (g < 0) {
            printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --gpu '%1' is not in the catalog; known GPU models: %2")
                         .arg(name, catalog->gpuModels().join(QStringLiteral(", "))));
            return ExitBadInput;
        }
        gpus << catalog->gpus[g].model;
    }
    QuoteRequestOptions options;
    options.organisation = parser.value(QStringLiteral("org"));
    options.date = QDate::currentDate().toString(Qt::ISODate);
    if (parser.isSet(QStringLiteral("billing"))) {
        BillingMode mode;
        if (!billingModeFromKey(parser.value(QStringLiteral("billing")), &mode)) {
            printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --billing '%1' is not known; expected one of %2")
                         .arg(parser.value(QStringLiteral("billing")), billingModeKeys().join(QStringLiteral(", "))));
            return ExitBadInput;
        }
        options.billing = {mode};
    }
    const QList<int> offers = defaultQuoteOffers(*catalog, provider, gpus, listValues(parser, QStringLiteral("region")));
    if (offers.isEmpty()) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: %1 has no offer matching --gpu and --region; nothing to ask a quote for")
                     .arg(catalog->providers[provider].key));
        return ExitBadInput;
    }
    QStringList written;
    QString error;
    if (!writeQuoteRequest(out, buildQuoteRequest(*catalog, offers, options), &written, &error)) {
        printErr(QStringLiteral("gpuscout: ") + error);
        return ExitFailure;
    }
    const int awaiting = static_cast<int>(std::count_if(offers.cbegin(), offers.cend(), [&](int i) {
        return catalog->offers[i].needsQuote();
    }));
    const int offerCount = static_cast<int>(offers.size());
    const int lines = static_cast<int>(offers.size() * options.billing.size());
    printErr(QCoreApplication::translate("gpuscout::CommandLine", "Wrote %1: %2 (%3), %4")
                 .arg(written.join(QStringLiteral(", ")),
                      QCoreApplication::translate("gpuscout::CommandLine", "%n offer(s) of %1", nullptr, offerCount).arg(catalog->providers[provider].key),
                      QCoreApplication::translate("gpuscout::CommandLine", "%n awaiting a quote", nullptr, awaiting),
                      QCoreApplication::translate("gpuscout::CommandLine", "%n line(s)", nullptr, lines)));
    return ExitOk;
}

} // namespace gpuscout
