#include "cli/PriceBookCommands.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "catalog/PriceBookChecks.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/FormatOption.h"
#include "cli/PriceBookJson.h"
#include "domain/Catalog.h"
#include "domain/PriceBook.h"
#include "import/ImportReader.h"
#include "import/ImportTable.h"
#include "import/ImportText.h"
#include "import/PriceBookFile.h"
#include "import/XlsxWriter.h"
#include "io/SafeFileWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <functional>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("gpuscout::PriceBookCommands", text, disambiguation, n);
}

// A number option: Unknown when not given, false with a message when not a number.
bool numberOption(const QCommandLineParser &parser, const char *name, double *out)
{
    const QString key = QLatin1String(name);
    if (!parser.isSet(key))
        return true;
    bool ok = false;
    *out = parser.value(key).trimmed().toDouble(&ok);
    if (!ok) {
        printError(QStringLiteral("gpuscout: --%1: ").arg(key)
                   + tr("'%1' is not a number").arg(parser.value(key)));
        return false;
    }
    return true;
}

// The term the options of `price-book add` describe; false with a message when one is bad.
bool termFromOptions(const QCommandLineParser &parser, const Catalog &catalog, PriceTerm *out)
{
    PriceTerm t;
    t.provider = parser.value(QStringLiteral("provider")).trimmed();
    t.regions = listValues(parser, QStringLiteral("region"));
    t.gpus = listValues(parser, QStringLiteral("gpu"));
    t.instanceTypes = listValues(parser, QStringLiteral("instance"));
    if (parser.isSet(QStringLiteral("billing"))) {
        BillingMode m;
        if (!billingModeFromKey(parser.value(QStringLiteral("billing")).trimmed(), &m)) {
            printError(QStringLiteral("gpuscout: --billing: ") + tr("'%1' is not a billing mode; expected on-demand, spot, reserved-1y or monthly")
                                                                 .arg(parser.value(QStringLiteral("billing"))));
            return false;
        }
        t.billing = m;
    }
    if (!numberOption(parser, "discount", &t.discountPercent) || !numberOption(parser, "price", &t.price))
        return false;
    t.kind = parser.isSet(QStringLiteral("commitment")) ? PriceTermKind::Commitment
        : isKnown(t.price)                              ? PriceTermKind::Fixed
                                                        : PriceTermKind::Discount;
    if (isKnown(t.price)) {
        const QString per = parser.value(QStringLiteral("per")).trimmed().toLower();
        if (!per.isEmpty() && per != QLatin1String("hour") && per != QLatin1String("month")) {
            printError(QStringLiteral("gpuscout: --per: ") + tr("'%1' is not known; expected hour or month").arg(per));
            return false;
        }
        t.perMonth = per == QLatin1String("month");
        t.currency = parser.value(QStringLiteral("currency")).trimmed().toUpper();
    }
    t.validFrom = parser.value(QStringLiteral("valid-from")).trimmed();
    t.validUntil = parser.value(QStringLiteral("valid-until")).trimmed();
    t.ref = parser.value(QStringLiteral("ref")).trimmed();
    t.notes = parser.value(QStringLiteral("notes")).trimmed();
    if (t.provider.isEmpty()) {
        printError(tr("gpuscout: catalog price-book add needs --provider KEY"));
        return false;
    }
    t.id = nextPriceTermId(catalog.priceBook);
    const QList<PriceTermProblem> problems = checkPriceTerm(catalog, &t);
    for (const PriceTermProblem &p : problems)
        printError(QStringLiteral("gpuscout: --%1: %2").arg(QString(p.column).replace(u'_', u'-'), p.message));
    if (!problems.isEmpty())
        return false;
    *out = t;
    return true;
}

int add(const QCommandLineParser &parser)
{
    PriceTerm added;
    bool checked = false;
    return writeCommandCatalog(
        parser,
        [&](const Catalog &now, Catalog *after, QString *error) {
            if (!termFromOptions(parser, now, &added)) {
                checked = true;
                *error = tr("nothing was changed");
                return false;
            }
            *after = now;
            after->priceBook << added;
            return true;
        },
        [&](const QString &path) { return tr("Added price book term %1 (%2) to %3.").arg(added.id).arg(added.ref, path); });
}

int remove(const QCommandLineParser &parser)
{
    bool ok = false;
    const qint64 id = parser.positionalArguments().value(3).toLongLong(&ok);
    if (!ok) {
        printError(tr("gpuscout: catalog price-book remove needs ID, the number of a term (gpuscout catalog price-book list)"));
        return ExitBadInput;
    }
    QString ref;
    return writeCommandCatalog(
        parser,
        [&](const Catalog &now, Catalog *after, QString *error) {
            *after = now;
            for (qsizetype i = 0; i < after->priceBook.size(); ++i) {
                if (after->priceBook[i].id == id) {
                    ref = after->priceBook[i].ref;
                    after->priceBook.removeAt(i);
                    return true;
                }
            }
            *error = tr("the price book has no term %1 (gpuscout catalog price-book list)").arg(id);
            return false;
        },
        [&](const QString &path) { return tr("Removed price book term %1 (%2) from %3.").arg(id).arg(ref, path); });
}

int list(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QStringLiteral("catalog price-book list"), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    int exitCode = ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    if (catalog->priceBookHidden) {
        printError(tr("gpuscout: negotiated prices are hidden from this login; ask an admin of the team catalog for the buyer role"));
        return ExitFailure;
    }
    if (format == QLatin1String("json")) {
        QJsonArray out;
        for (const PriceTerm &t : catalog->priceBook)
            out.append(priceTermJson(t));
        return printOutput(QJsonDocument(out).toJson(QJsonDocument::Indented));
    }
    QString text = QStringLiteral("id\tprovider\tregions\tgpus\tinstance types\tbilling\tkind\tterms\tvalid from\tvalid until\tref\n");
    for (const PriceTerm &t : catalog->priceBook) {
        const auto any = [](const QStringList &l) { return l.isEmpty() ? QStringLiteral("*") : l.join(u','); };
        text += QStringList{QString::number(t.id), t.provider, any(t.regions), any(t.gpus), any(t.instanceTypes),
                            t.billing ? billingModeKey(*t.billing) : QStringLiteral("*"), priceTermKindKey(t.kind),
                            priceTermValueText(t), t.validFrom, t.validUntil.isEmpty() ? QStringLiteral("-") : t.validUntil, t.ref}
                    .join(u'\t')
            + u'\n';
    }
    if (catalog->priceBook.isEmpty())
        text += tr("The price book is empty: gpuscout catalog price-book add --provider KEY (--discount PCT | --price X) "
                   "--valid-from DATE --ref TEXT adds a negotiated price.") + u'\n';
    return printOutput(text.toUtf8());
}

// price-book import FILE.csv|FILE.xlsx: every row checked, all or nothing.
int import(const QCommandLineParser &parser)
{
    const QString file = parser.positionalArguments().value(3);
    if (file.isEmpty()) {
        printError(tr("gpuscout: catalog price-book import needs FILE, a .csv or .xlsx with the columns price-book export writes"));
        return ExitBadInput;
    }
    ImportDocument doc;
    const QByteArray bytes = readImportFile(file, &doc);
    ImportTable table;
    if (!doc.ok() || !readImportTable(bytes, QFileInfo(file).fileName(), &table, &doc)) {
        printError(QStringLiteral("gpuscout: ") + doc.fatalError);
        return ExitBadInput;
    }
    int added = 0;
    return writeCommandCatalog(
        parser,
        [&](const Catalog &now, Catalog *after, QString *error) {
            QList<PriceTerm> terms;
            QStringList problems;
            if (!readPriceBook(table, QFileInfo(file).fileName(), now, &terms, &problems)) {
                for (const QString &p : std::as_const(problems))
                    printError(p);
                *error = tr("%n problem(s) in %1; nothing was imported", nullptr, static_cast<int>(problems.size())).arg(file);
                return false;
            }
            *after = now;
            after->priceBook << terms;
            added = static_cast<int>(terms.size());
            return true;
        },
        [&](const QString &path) { return tr("Imported %n price book term(s) into %1.", nullptr, added).arg(path); });
}

// price-book export [--out FILE.xlsx|FILE.csv]: the same columns import reads.
int exportBook(const QCommandLineParser &parser)
{
    int exitCode = ExitOk;
    const auto catalog = loadCommandCatalog(parser, &exitCode);
    if (!catalog)
        return exitCode;
    if (catalog->priceBookHidden) {
        printError(tr("gpuscout: negotiated prices are hidden from this login; ask an admin of the team catalog for the buyer role"));
        return ExitFailure;
    }
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return printOutput(priceBookCsv(catalog->priceBook));
    QString error;
    bool written = false;
    if (out.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)) {
        written = writeXlsx(out, {priceBookSheet(catalog->priceBook)}, &error);
    } else {
        written = writeFileAtomically(out, priceBookCsv(catalog->priceBook), &error);
    }
    if (!written) {
        printError(QStringLiteral("gpuscout: ") + error);
        return ExitFailure;
    }
    printError(tr("Wrote %n price book term(s) to %1.", nullptr, static_cast<int>(catalog->priceBook.size())).arg(out));
    return ExitOk;
}

} // namespace

int runCatalogPriceBook(const QCommandLineParser &parser)
{
    const QString sub = parser.positionalArguments().value(2);
    if (sub == QLatin1String("add"))
        return add(parser);
    if (sub == QLatin1String("list"))
        return list(parser);
    if (sub == QLatin1String("remove"))
        return remove(parser);
    if (sub == QLatin1String("import"))
        return import(parser);
    if (sub == QLatin1String("export"))
        return exportBook(parser);
    printError(tr("gpuscout: 'catalog price-book %1' is not a command; expected add, list, remove ID, import FILE or export").arg(sub));
    return ExitBadInput;
}

} // namespace gpuscout
