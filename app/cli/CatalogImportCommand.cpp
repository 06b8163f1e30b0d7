#include "cli/CatalogImportCommand.h"

#include "cli/FormatOption.h"

#include "domain/Catalog.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "cli/ImportPreviewText.h"
#include "import/ImportPlan.h"
#include "import/ImportReader.h"
#include "import/ImportText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QTextStream>

#include <cstdio>
#include <future>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

void printErr(const QString &line)
{
    printError(line);
}

// False when stdout could not take the text (a full disk, a closed pipe).
bool printOut(const QString &text)
{
    const QByteArray bytes = terminalText(text).toUtf8();
    return std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout)
               == static_cast<std::size_t>(bytes.size())
        && std::fflush(stdout) == 0;
}

// A catalog that is not GpuScout's (or is damaged) is bad input; one that is in use, on a
// full disk or unwritable is the environment's failure.
int catalogExitCode(const CatalogDatabase &db)
{
    return db.failure() == CatalogDatabase::Failure::BadFile ? ExitBadInput : ExitFailure;
}

QString location(const ImportPlan &plan, const ImportRow &row)
{
    QString where = plan.fileName + u':' + QString::number(row.line);
    if (!row.column.isEmpty())
        where += u':' + row.column;
    return where;
}

} // namespace

int runCatalogImport(const QCommandLineParser &parser)
{
    const QString file = parser.positionalArguments().value(2);
    if (file.isEmpty()) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: catalog import needs FILE, the file to import (see gpuscout --help)"));
        return ExitBadInput;
    }
    ImportFormat format = ImportFormat::Auto;
    const QString formatKey = formatOption(parser, QStringLiteral("catalog import"), importFormatKeys());
    if (formatKey.isEmpty() || !importFormatFromKey(formatKey, &format))
        return ExitBadInput;
    CatalogDatabase db;
    const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    Catalog current;
    ImportOptions options;
    options.encoding = parser.value(QStringLiteral("encoding"));
    options.provider = parser.value(QStringLiteral("provider"));
    // The file is parsed on a second thread while this one reads the catalog (a tenth of a
    // 100,000-row import, when they ran one after the other). The catalog is read without
    // its price history: the import only appends to it (the prices it replaces), and a
    // catalog with years of daily history is read as fast as one without. The bytes are
    // kept for matching the file again if another program writes the catalog meanwhile,
    // compressed: held as read, they were a tenth of a large import's peak memory (the 15 MB
    // of bench_catalog_write's 100,000 rows pack into 0.34 MB). The parsed records go into
    // the plan as it is made.
    ImportDocument doc;
    QByteArray packed;
    {
        const QByteArray bytes = readImportFile(file, &doc, options.maxBytes);
        std::future<ImportDocument> parsing;
        if (doc.ok())
            parsing = std::async(std::launch::async, [&] { return readImport(bytes, format, file, options); });
        const bool opened = db.open(path) != CatalogDatabase::Status::Failed && db.load(&current, CatalogDatabase::Parts::WithoutHistory);
        if (opened && parsing.valid())
            packed = qCompress(bytes, 1);
        if (parsing.valid())
            doc = parsing.get();
        if (!opened) {
            printErr(QStringLiteral("gpuscout: ") + db.errorString());
            return catalogExitCode(db);
        }
    }
    if (!doc.ok()) {
        printErr(QStringLiteral("gpuscout: ") + doc.fatalError);
        return ExitBadInput;
    }
    for (const ImportIssue &w : doc.warnings)
        printErr((w.line > 0 ? QStringLiteral("%1:%2").arg(file).arg(w.line) : file) + QStringLiteral(": ")
                 + QCoreApplication::translate("gpuscout::CatalogImportCommand", "warning: %1").arg(w.message));
    if (doc.format == ImportFormat::SkyPilot && options.provider.isEmpty()) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: %1 is a SkyPilot file, which does not name its cloud; give --provider KEY (one of %2)")
                     .arg(file, current.providerKeys().join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    ImportSettings settings = importSettingsFor(file, QDate::currentDate().toString(Qt::ISODate));
    settings.defaultProvider = options.provider;
    settings.addUnknownProviders = parser.isSet(QStringLiteral("add-providers"));
    const ImportFormat readFormat = doc.format;
    ImportPlan plan = planImport(current, std::move(doc), settings);
    plan.fileName = file;
    writeImportPreview(plan, [](const QString &piece) { return printOut(piece); });

    const int rejected = plan.count(ImportRow::Status::Rejected);
    for (const ImportRow &row : plan.rows) {
        if (row.status == ImportRow::Status::Rejected)
            printErr(QStringLiteral("%1: %2").arg(location(plan, row), row.message));
    }
    const bool skip = parser.isSet(QStringLiteral("skip-rejected"));
    if (rejected > 0 && !skip) {
        // Each count has its own %n message, so that both languages get their plural forms;
        // --skip-rejected is offered only when it would import something.
        const int others = plan.applyCount();
        QString message = QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: %n row(s) of %1 rejected; nothing was imported.", nullptr, rejected)
                              .arg(file);
        if (others > 0)
            message += u' ' + QCoreApplication::translate("gpuscout::CatalogImportCommand", "Fix them, or give --skip-rejected to import the other %n row(s)", nullptr, others);
        else
            message += u' ' + QCoreApplication::translate("gpuscout::CatalogImportCommand", "Fix them: no other row would be imported");
        if (!plan.unknownProviders.isEmpty())
            message += QCoreApplication::translate("gpuscout::CatalogImportCommand", ", or --add-providers to add the new providers");
        printErr(message);
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "Dry run: %1 not changed.").arg(path));
        return ExitOk;
    }
    if (plan.applyCount() == 0) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "Nothing to import: %1 not changed.").arg(path));
        return ExitOk;
    }
    // The write: one transaction that holds the write lock. Another program (a second
    // import, the window) may have written since the preview; the file is then matched
    // again against the catalog as it is now, so that both imports land.
    bool rematched = false;
    int added = 0;
    int updated = 0;
    const bool written = db.update(
        [&](const Catalog &now, Catalog *after, QString *error) {
            if (&now != &current) {
                rematched = true;
                plan = planImport(now, readImport(qUncompress(packed), readFormat, file, options), settings);
                plan.fileName = file;
                const int nowRejected = plan.count(ImportRow::Status::Rejected);
                if (nowRejected > rejected && !skip) {
                    *error = QCoreApplication::translate("gpuscout::CatalogImportCommand",
                                                         "another program changed %1 meanwhile, and %n row(s) of %2 no longer fit "
                                                         "it; nothing was imported. Preview the import again.", nullptr, nowRejected - rejected)
                                 .arg(path, file);
                    return false;
                }
            }
            added = plan.count(ImportRow::Status::Added);
            updated = plan.count(ImportRow::Status::Updated);
            *after = applyPlan(now, std::move(plan)); // the plan's offers move into the catalog
            plan.rows = {};
            return true;
        },
        &current, CatalogDatabase::Parts::WithoutHistory, CatalogDatabase::Changes::NoRemovals); // an import never removes
    if (!written) {
        printErr(QStringLiteral("gpuscout: ") + db.errorString());
        return db.failure() == CatalogDatabase::Failure::Conflict ? ExitBadInput : ExitFailure;
    }
    if (rematched)
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand",
                                             "%1 was changed by another program during the import; %2 was matched again against it.")
                     .arg(path, file));
    printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "Imported %1 into %2: %3 added, %4 updated.")
                 .arg(file, path)
                 .arg(added)
                 .arg(updated));
    return ExitOk;
}

int runCatalogTemplate(const QCommandLineParser &parser)
{
    const QString key = formatOption(parser, QStringLiteral("catalog template"), {QStringLiteral("csv"), QStringLiteral("quote")});
    if (key.isEmpty())
        return ExitBadInput;
    const ImportFormat format = key == QLatin1String("quote") ? ImportFormat::VendorQuote : ImportFormat::GpuScoutCsv;
    if (!printOut(QString::fromUtf8(importTemplateCsv(format)))) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: the template could not be written to the output"));
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace gpuscout
