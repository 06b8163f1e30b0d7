#include "import/ImportReader.h"

#include "catalog/CsvReader.h"
#include "import/ImportCsvReader.h"
#include "import/ImportJsonReader.h"
#include "import/ImportTable.h"
#include "import/ImportText.h"
#include "import/SkyPilotReader.h"
#include "import/VendorQuoteReader.h"
#include "import/XlsxReader.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>

namespace gpuscout {

namespace {

bool startsLikeJson(const QString &text)
{
    for (QChar ch : text) {
        if (!ch.isSpace())
            return ch == u'{' || ch == u'[';
    }
    return false;
}

ImportFormat csvFormatOf(const ImportTable &t)
{
    if (t.column({QStringLiteral("InstanceType")}) >= 0 && t.column({QStringLiteral("AcceleratorName")}) >= 0)
        return ImportFormat::SkyPilot;
    if (t.column({QStringLiteral("instance_type")}) >= 0 && t.column({QStringLiteral("gpu_count")}) >= 0)
        return ImportFormat::GpuScoutCsv;
    if (looksLikeVendorQuote(t))
        return ImportFormat::VendorQuote;
    return ImportFormat::Auto;
}

void readTable(const ImportTable &table, ImportFormat format, const ImportOptions &options, ImportDocument *doc)
{
    switch (format) {
    case ImportFormat::GpuScoutCsv: readGpuScoutCsv(table, doc); break;
    case ImportFormat::SkyPilot: readSkyPilotCsv(table, options.provider, doc); break;
    case ImportFormat::VendorQuote: readVendorQuote(table, doc); break;
    case ImportFormat::Auto:
    case ImportFormat::GpuScoutJson:
    case ImportFormat::PriceFeed: break; // read by models/feeds, not from an import file
    }
}

QString unknownHeaderMessage()
{
    return QCoreApplication::translate("gpuscout::ImportReader",
        "cannot tell the format from the header; expected a GpuScout CSV (%1, ...), "
        "a SkyPilot vms.csv (InstanceType, AcceleratorName, AcceleratorCount, Price, Region, ...), "
        "a quote sheet (%2) or GpuScout JSON")
        .arg(gpuScoutCsvRequiredColumns().join(QStringLiteral(", ")), vendorQuoteColumns().join(QStringLiteral(", ")));
}

bool blankRow(const QList<XlsxCell> &row)
{
    return std::all_of(row.cbegin(), row.cend(), [](const XlsxCell &c) { return c.text.trimmed().isEmpty(); });
}

// The sheet as CSV text for the table reader, with only the columns its header (the first
// row that is not blank) names: nothing reads the others, and a far-right cell must not
// widen every row. Text right of the header's last column is kept, so that the row is too
// wide and rejected as a CSV row would be. False when the table would exceed maxCells.
bool sheetAsCsv(const XlsxSheet &sheet, qint64 maxCells, QString *text, QString *error)
{
    const auto header = std::find_if(sheet.rows.cbegin(), sheet.rows.cend(), [](const QList<XlsxCell> &row) { return !blankRow(row); });
    QHash<int, int> fieldOf; // sheet column -> field
    int lastNamed = -1;
    for (const XlsxCell &c : *header) {
        if (!c.text.trimmed().isEmpty()) {
            fieldOf.insert(c.column, static_cast<int>(fieldOf.size()));
            lastNamed = c.column;
        }
    }
    const qint64 lines = std::count_if(header, sheet.rows.cend(), [](const QList<XlsxCell> &row) { return !blankRow(row); });
    if (lines * fieldOf.size() > maxCells) {
        *error = QCoreApplication::translate("gpuscout::ImportReader", "sheet %1 has %2 rows of %3 columns, more than %4 cells (the limit is %4); split it into smaller workbooks")
                     .arg(sheet.name).arg(lines).arg(fieldOf.size())
                     .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(maxCells));
        return false;
    }
    for (const QList<XlsxCell> &row : sheet.rows) {
        if (blankRow(row)) {
            *text += u'\n'; // a blank line: skipped, and the next row keeps its number
            continue;
        }
        QStringList fields(fieldOf.size());
        for (const XlsxCell &c : row) {
            const auto field = fieldOf.constFind(c.column);
            if (field != fieldOf.cend())
                fields[*field] = c.text;
            else if (c.column > lastNamed && !c.text.trimmed().isEmpty())
                fields << c.text;
        }
        *text += csvLine(fields) + u'\n';
    }
    return true;
}

// An .xlsx workbook: each worksheet that holds anything is read as a table of its own (a
// request for quotes has one sheet per vendor). Lines are the sheet's row numbers; with
// several sheets, each issue's column names its sheet ("阿里云!单价").
ImportDocument readWorkbookImport(const QByteArray &bytes, ImportFormat format, const QString &fileName,
                                  const ImportOptions &options)
{
    ImportDocument doc;
    doc.fileName = fileName;
    doc.format = format;
    doc.encoding = QStringLiteral("XLSX");
    if (format == ImportFormat::GpuScoutJson) {
        doc.fatalError = QCoreApplication::translate("gpuscout::ImportReader", "%1: an Excel workbook, not GpuScout JSON").arg(fileName);
        return doc;
    }
    QList<XlsxSheet> sheets;
    QString error;
    if (!readXlsx(bytes, &sheets, &error, options.maxBytes * 4, options.maxSheetCells)) {
        doc.fatalError = QStringLiteral("%1: %2").arg(fileName, error);
        return doc;
    }
    QList<XlsxSheet> used;
    for (const XlsxSheet &s : sheets) {
        if (!std::all_of(s.rows.cbegin(), s.rows.cend(), blankRow))
            used << s;
    }
    if (used.isEmpty()) {
        doc.fatalError = QCoreApplication::translate("gpuscout::ImportReader", "%1: every worksheet is empty").arg(fileName);
        return doc;
    }
    for (const XlsxSheet &sheet : used) {
        QString text;
        if (!sheetAsCsv(sheet, options.maxSheetCells, &text, &error)) {
            doc.fatalError = QStringLiteral("%1: %2").arg(fileName, error);
            return doc;
        }
        const qsizetype rejectedBefore = doc.rejected.size();
        const qsizetype warningsBefore = doc.warnings.size();
        ImportTable table;
        ImportDocument part;
        part.fileName = used.size() > 1 ? fileName + u'!' + sheet.name : fileName;
        if (!table.parse(text, &part)) {
            doc.fatalError = part.fatalError;
            return doc;
        }
        ImportFormat sheetFormat = format;
        if (sheetFormat == ImportFormat::Auto) {
            sheetFormat = csvFormatOf(table);
            if (sheetFormat == ImportFormat::Auto) {
                table.failHeader(&part, unknownHeaderMessage());
                doc.fatalError = part.fatalError;
                return doc;
            }
        }
        doc.format = sheetFormat;
        readTable(table, sheetFormat, options, &doc);
        if (!part.fatalError.isEmpty() || !doc.fatalError.isEmpty()) {
            if (doc.fatalError.isEmpty())
                doc.fatalError = part.fatalError;
            return doc;
        }
        if (used.size() > 1) {
            for (qsizetype i = rejectedBefore; i < doc.rejected.size(); ++i)
                doc.rejected[i].column = sheet.name + u'!' + doc.rejected[i].column;
            for (qsizetype i = warningsBefore; i < doc.warnings.size(); ++i)
                doc.warnings[i].column = sheet.name + u'!' + doc.warnings[i].column;
        }
    }
    return doc;
}

} // namespace

bool readImportTable(const QByteArray &bytes, const QString &fileName, ImportTable *table, ImportDocument *doc,
                     const ImportOptions &options)
{
    doc->fileName = fileName;
    if (!looksLikeZip(bytes)) {
        const QString text = decodeImportText(bytes, options, doc);
        return doc->ok() && table->parse(text, doc);
    }
    doc->encoding = QStringLiteral("XLSX");
    QList<XlsxSheet> sheets;
    QString error;
    if (!readXlsx(bytes, &sheets, &error, options.maxBytes * 4, options.maxSheetCells)) {
        doc->fatalError = QStringLiteral("%1: %2").arg(fileName, error);
        return false;
    }
    for (const XlsxSheet &sheet : std::as_const(sheets)) {
        if (std::all_of(sheet.rows.cbegin(), sheet.rows.cend(), blankRow))
            continue;
        QString text;
        if (!sheetAsCsv(sheet, options.maxSheetCells, &text, &error)) {
            doc->fatalError = QStringLiteral("%1: %2").arg(fileName, error);
            return false;
        }
        return table->parse(text, doc);
    }
    doc->fatalError = QCoreApplication::translate("gpuscout::ImportReader", "%1: every worksheet is empty").arg(fileName);
    return false;
}

ImportDocument readImport(const QByteArray &bytes, ImportFormat format, const QString &fileName,
                          const ImportOptions &options)
{
    if (looksLikeZip(bytes))
        return readWorkbookImport(bytes, format, fileName, options);
    ImportDocument doc;
    doc.fileName = fileName;
    doc.format = format;
    QString text = decodeImportText(bytes, options, &doc);
    if (!doc.ok())
        return doc;
    if (format == ImportFormat::GpuScoutJson || (format == ImportFormat::Auto && startsLikeJson(text))) {
        doc.format = ImportFormat::GpuScoutJson;
        readGpuScoutJson(text, &doc);
        return doc;
    }
    ImportTable table;
    if (!table.parse(text, &doc))
        return doc;
    text = QString(); // the table keeps its own copy of the cells: a large file is not held twice
    if (format == ImportFormat::Auto) {
        format = csvFormatOf(table);
        if (format == ImportFormat::Auto) {
            table.failHeader(&doc, unknownHeaderMessage());
            return doc;
        }
        doc.format = format;
    }
    readTable(table, format, options, &doc);
    return doc;
}

ImportDocument readImportPath(const QString &path, ImportFormat format, const ImportOptions &options)
{
    ImportDocument doc;
    const QByteArray bytes = readImportFile(path, &doc, options.maxBytes);
    if (!doc.ok()) {
        doc.format = format;
        return doc;
    }
    return readImport(bytes, format, path, options);
}

QByteArray importTemplateCsv(ImportFormat format)
{
    // The example rows are real offers with their published prices, so that a template
    // imports as it stands (into the bundled catalog, where it matches the offer it shows):
    // AWS p5.48xlarge at its us-east-1 on-demand price from aws/karpenter-provider-aws
    // (generated 2026-01-19), and Alibaba Cloud's ecs.gn7e-c16g1.4xlarge at its cn-shanghai
    // pay-as-you-go price as a 2023-06-17 blog copy of the Alibaba console gives it.
    QStringList header;
    QStringList example;
    if (format == ImportFormat::GpuScoutCsv) {
        const QString note = QCoreApplication::translate("gpuscout::ImportReader",
                                                         "example row (AWS list price, us-east-1, 2026-01-19): replace it with your offers or delete it");
        header = gpuScoutCsvColumns();
        for (const QString &c : header) {
            static const QHash<QString, QString> values{
                {QStringLiteral("provider"), QStringLiteral("aws")},
                {QStringLiteral("instance_type"), QStringLiteral("p5.48xlarge")},
                {QStringLiteral("gpu"), QStringLiteral("H100-SXM")},
                {QStringLiteral("gpu_count"), QStringLiteral("8")},
                {QStringLiteral("vcpus"), QStringLiteral("192")},
                {QStringLiteral("ram_gib"), QStringLiteral("2048")},
                {QStringLiteral("network_gbps"), QStringLiteral("3200")},
                {QStringLiteral("rdma"), QStringLiteral("efa")},
                {QStringLiteral("region"), QStringLiteral("us-east-1")},
                {QStringLiteral("currency"), QStringLiteral("USD")},
                {QStringLiteral("on_demand"), QStringLiteral("55.04")},
                {QStringLiteral("source"), QStringLiteral("aws-karpenter-pricing")},
                {QStringLiteral("as_of"), QStringLiteral("2026-01-19")},
                {QStringLiteral("illustrative"), QStringLiteral("0")},
            };
            example << (c == QLatin1String("notes") ? note : values.value(c));
        }
    } else if (format == ImportFormat::VendorQuote) {
        const QString note = QCoreApplication::translate("gpuscout::ImportReader",
                                                         "example row (Alibaba Cloud console price, cn-shanghai, 2023-06, from a blog copy): replace it with your quotes or delete it");
        header = vendorQuoteColumns();
        example = QStringList{QStringLiteral("alibaba"), QStringLiteral("ecs.gn7e-c16g1.4xlarge"), QStringLiteral("A100-80GB"),
                              QStringLiteral("1"), QStringLiteral("cn-shanghai"), QStringLiteral("34.74"),
                              QStringLiteral("CNY"), QStringLiteral("on-demand"), QString(),
                              note, QStringLiteral("2023-06-17"), QStringLiteral("hour")};
    } else {
        return {};
    }
    return (csvLine(header) + u'\n' + csvLine(example) + u'\n').toUtf8();
}

} // namespace gpuscout
