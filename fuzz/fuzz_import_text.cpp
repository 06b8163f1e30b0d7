// libFuzzer entry for decoding: the first byte picks a forced encoding (or detection),
// the rest is the file. Checks that the UTF-8 validator agrees with Qt's decoder.

#include "import/ImportRecord.h"
#include "import/ImportText.h"

#include <QStringDecoder>

#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const char *const encodings[] = {"", "", "", "UTF-8", "GB18030", "UTF-16LE", "UTF-16BE", "windows-1252", "Shift_JIS", "no-such"};
    ImportOptions options;
    options.encoding = QLatin1String(encodings[data[0] % (sizeof encodings / sizeof *encodings)]);
    options.maxBytes = 1 << 20;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data + 1), static_cast<qsizetype>(size - 1));
    ImportDocument doc;
    const QString text = decodeImportText(bytes, options, &doc);
    if (doc.ok() && (text.contains(u'\r') || doc.encoding.isEmpty()))
        std::abort(); // decoded text has LF line ends and a named encoding

    // Well-formed UTF-8 is what Qt's strict decoder takes without error, and it round-trips
    // unchanged (a byte-order mark kept as a character).
    const qsizetype bad = firstInvalidUtf8(bytes);
    QStringDecoder strict(QStringConverter::Utf8, QStringConverter::Flag::Stateless | QStringConverter::Flag::ConvertInitialBom);
    const QString decoded = strict.decode(bytes);
    const bool wellFormed = !strict.hasError() && decoded.toUtf8() == bytes;
    if ((bad < 0) != wellFormed)
        std::abort();
    return 0;
}
