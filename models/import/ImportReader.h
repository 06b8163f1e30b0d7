#pragma once

#include "import/ImportOptions.h"
#include "import/ImportRecord.h"

#include <QByteArray>
#include <QString>

namespace gpuscout {

// Reads an import file's bytes into records, whatever the format: GpuScout CSV or JSON,
// SkyPilot vms.csv or a vendor quote sheet (see each reader's header). Auto picks the
// format from the first character ('{' or '[': JSON) or the CSV header. The bytes are
// decoded first (ImportText.h); a file that cannot be decoded or has no usable header is
// a fatal error, a bad row is rejected with its line and column, and the good rows become
// records. Nothing is matched against the catalog here.
ImportDocument readImport(const QByteArray &bytes, ImportFormat format, const QString &fileName,
                          const ImportOptions &options = {});

// readImportFile() (size check first) and readImport() in one.
ImportDocument readImportPath(const QString &path, ImportFormat format, const ImportOptions &options = {});

class ImportTable;

// The table a CSV file or the first worksheet of an .xlsx workbook holds, for files that
// are not offers (the price book): false with doc->fatalError set when there is none.
bool readImportTable(const QByteArray &bytes, const QString &fileName, ImportTable *table, ImportDocument *doc,
                     const ImportOptions &options = {});

// An empty sheet to fill in, for GpuScoutCsv and VendorQuote: the header and one example
// row whose notes say to replace it. Empty for the other formats.
QByteArray importTemplateCsv(ImportFormat format);

} // namespace gpuscout
