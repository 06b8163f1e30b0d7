// libFuzzer entry for the .xlsx reader: arbitrary bytes (the corpus starts from real
// workbooks) go through the workbook import. Whatever the bytes, reading must end without
// a crash, a leak or a hang (a zip bomb hits the unpack limit), and every issue it reports
// must have a place a person can find.

#include "import/ImportReader.h"
#include "import/XlsxReader.h"

#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (!looksLikeZip(bytes))
        bytes.prepend(QByteArrayLiteral("PK\x03\x04")); // always take the workbook path
    QList<XlsxSheet> sheets;
    QString error;
    if (!readXlsx(bytes, &sheets, &error, 8 * 1024 * 1024) && error.isEmpty())
        std::abort(); // a refusal says why
    ImportOptions options;
    options.maxBytes = 2 * 1024 * 1024;
    const ImportDocument doc = readImport(bytes, ImportFormat::Auto, QStringLiteral("fuzz.xlsx"), options);
    if (!doc.ok() && !(doc.records.isEmpty() && doc.rejected.isEmpty()))
        std::abort();
    for (const ImportIssue &issue : doc.rejected) {
        if (issue.line < 1 || issue.message.isEmpty())
            std::abort();
    }
    return 0;
}
