#include "cli/CatalogImportCommand.h"

#include "domain/Catalog.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "cli/ImportPreviewText.h"
#include "import/ImportPlan.h"
#include "import/ImportReader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QTextStream>

#include <cstdio>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

void printErr(const QString &line)
{
    QTextStream(stderr) << line << '\n';
}

void printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
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
    const QString formatKey = parser.value(QStringLiteral("format"));
    if (!formatKey.isEmpty() && !importFormatFromKey(formatKey, &format)) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: --format '%1' is not known for catalog import; expected %2")
                     .arg(formatKey, importFormatKeys().join(QStringLiteral(", "))));
        return ExitBadInput;
    }
    CatalogDatabase db;
    const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
    Catalog current;
    if (db.open(path) == CatalogDatabase::Status::Failed || !db.load(&current)) {
        printErr(QStringLiteral("gpuscout: ") + db.errorString());
        return ExitBadInput;
    }
    ImportOptions options;
    options.encoding = parser.value(QStringLiteral("encoding"));
    options.provider = parser.value(QStringLiteral("provider"));
    const ImportDocument doc = readImportPath(file, format, options);
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
    ImportPlan plan = planImport(current, doc, settings);
    plan.fileName = file;
    printOut(importPreviewText(plan));

    const int rejected = plan.count(ImportRow::Status::Rejected);
    for (const ImportRow &row : plan.rows) {
        if (row.status == ImportRow::Status::Rejected)
            printErr(QStringLiteral("%1: %2").arg(location(plan, row), row.message));
    }
    const bool skip = parser.isSet(QStringLiteral("skip-rejected"));
    if (rejected > 0 && !skip) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: %1 row(s) of %2 rejected; nothing was imported. Fix them, or give --skip-rejected to import the other %3 row(s)%4")
                     .arg(rejected).arg(file).arg(plan.applyCount())
                     .arg(plan.unknownProviders.isEmpty() ? QString() : QCoreApplication::translate("gpuscout::CatalogImportCommand", ", or --add-providers to add the new providers")));
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
    if (!db.write(applyPlan(current, plan))) {
        printErr(QStringLiteral("gpuscout: ") + db.errorString());
        return ExitFailure;
    }
    printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "Imported %1 into %2: %3 added, %4 updated.")
                 .arg(file, path)
                 .arg(plan.count(ImportRow::Status::Added))
                 .arg(plan.count(ImportRow::Status::Updated)));
    return ExitOk;
}

int runCatalogTemplate(const QCommandLineParser &parser)
{
    const QString key = parser.value(QStringLiteral("format")).toLower();
    ImportFormat format = ImportFormat::GpuScoutCsv;
    if (key == QLatin1String("quote"))
        format = ImportFormat::VendorQuote;
    else if (!key.isEmpty() && key != QLatin1String("csv")) {
        printErr(QCoreApplication::translate("gpuscout::CatalogImportCommand", "gpuscout: --format '%1' has no template; expected csv or quote").arg(key));
        return ExitBadInput;
    }
    printOut(QString::fromUtf8(importTemplateCsv(format)));
    return ExitOk;
}

} // namespace gpuscout
