// libFuzzer entry for one import reader; GPUSCOUT_FUZZ_FORMAT names the ImportFormat.
// Whatever the bytes, reading must end without a crash, a leak or a hang, and every
// issue it reports must have a place a person can find.

#include "import/ImportReader.h"

#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    ImportOptions options;
    options.provider = QStringLiteral("fuzz");
    const ImportDocument doc = readImport(bytes, ImportFormat::GPUSCOUT_FUZZ_FORMAT, QStringLiteral("fuzz.csv"), options);
    if (!doc.ok() && !(doc.records.isEmpty() && doc.rejected.isEmpty()))
        std::abort(); // a fatal error leaves nothing half-read
    for (const ImportIssue &issue : doc.rejected) {
        if (issue.line < 1 || issue.message.isEmpty())
            std::abort();
    }
    for (const ImportRecord &record : doc.records) {
        if (record.line < 1)
            std::abort();
    }
    return 0;
}
