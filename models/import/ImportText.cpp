#include "import/ImportText.h"

#include "io/RegularFile.h"

#include "import/ImportRecord.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>
#include <cstring>
#include <iterator>

namespace gpuscout {

namespace {

QString located(const ImportDocument *doc, const QString &place, const QString &what)
{
    return importErrorAt(*doc, place, what);
}

QString sizeText(qint64 bytes)
{
    if (bytes < 1024 * 1024)
        return QCoreApplication::translate("gpuscout::ImportText", "%1 KiB").arg(QString::number(double(bytes) / 1024.0, 'f', 1));
    return QCoreApplication::translate("gpuscout::ImportText", "%1 MiB").arg(QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1));
}


bool isControl(char16_t c)
{
    return (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r' && c != u'\f' && c != u'\v') || c == 0x7f;
}

// Text files hold no NUL and hardly any control characters; a few stray ones (a DOS
// end-of-file mark) are tolerated, a share like that of random bytes is not.
template<typename CharAt>
QString binaryProblem(qsizetype size, CharAt charAt)
{
    qsizetype controls = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t c = charAt(i);
        if (c == 0)
            return QCoreApplication::translate("gpuscout::ImportText", "binary data (a NUL character at position %1); expected a text file: CSV or JSON").arg(i + 1);
        if (isControl(c))
            ++controls;
    }
    if (controls >= 4 && controls * 50 > size)
        return QCoreApplication::translate("gpuscout::ImportText", "binary data (%1 control characters in %2); expected a text file: CSV or JSON").arg(controls).arg(size);
    return {};
}

QString binaryProblem(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    return binaryProblem(bytes.size(), [p](qsizetype i) { return char16_t(p[i]); });
}

QString binaryProblem(const QString &text)
{
    const char16_t *p = reinterpret_cast<const char16_t *>(text.constData());
    return binaryProblem(text.size(), [p](qsizetype i) { return p[i]; });
}

// UTF-16 saved without a byte-order mark shows as a NUL in every other byte.
QString utf16WithoutBom(const QByteArray &bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 4096);
    qsizetype even = 0;
    qsizetype odd = 0;
    for (qsizetype i = 0; i < n; ++i) {
        if (bytes[i] == '\0')
            (i % 2 ? odd : even) += 1;
    }
    if (odd * 3 >= n && even * 10 < odd)
        return QStringLiteral("UTF-16LE");
    if (even * 3 >= n && odd * 10 < even)
        return QStringLiteral("UTF-16BE");
    return {};
}

bool isCjk(char16_t c)
{
    return (c >= 0x3000 && c <= 0x303f) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff)
        || (c >= 0xff00 && c <= 0xffef);
}

// GB18030 decodes almost any byte sequence, so it is only believed when most of what it
// gives is Chinese.
bool looksChinese(const QString &text)
{
    qsizetype nonAscii = 0;
    qsizetype cjk = 0;
    for (QChar ch : text) {
        if (ch.unicode() < 0x80)
            continue;
        ++nonAscii;
        if (isCjk(ch.unicode()))
            ++cjk;
    }
    return nonAscii > 0 && cjk * 10 >= nonAscii * 7;
}

bool decode(QStringDecoder &decoder, QByteArrayView bytes, QString *out)
{
    *out = decoder.decode(bytes);
    return !decoder.hasError();
}

struct Bom {
    const char *bytes;
    qsizetype size;
    QStringConverter::Encoding encoding;
    const char *name;
};

// UTF-32 LE first: its mark starts with UTF-16 LE's.
constexpr Bom Boms[] = {
    {"\xFF\xFE\x00\x00", 4, QStringConverter::Utf32LE, "UTF-32LE"},
    {"\x00\x00\xFE\xFF", 4, QStringConverter::Utf32BE, "UTF-32BE"},
    {"\xEF\xBB\xBF", 3, QStringConverter::Utf8, "UTF-8"},
    {"\xFF\xFE", 2, QStringConverter::Utf16LE, "UTF-16LE"},
    {"\xFE\xFF", 2, QStringConverter::Utf16BE, "UTF-16BE"},
};

QString withLfLineEnds(QString text)
{
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    if (text.contains(u'\r')) {
        text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        text.replace(u'\r', u'\n');
    }
    return text;
}

// Decoded text holds no NUL and hardly any control characters either.
bool checkText(const QString &text, ImportDocument *doc)
{
    const QString binary = binaryProblem(text);
    if (!binary.isEmpty())
        doc->fatalError = located(doc, QString(), binary);
    return binary.isEmpty();
}

bool decodeForced(const QByteArray &bytes, const QString &encoding, ImportDocument *doc, QString *text)
{
    QStringDecoder decoder(encoding.toLatin1().constData(), QStringConverter::Flag::Stateless);
    if (!decoder.isValid()) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "'%1' is not an encoding this system knows; expected e.g. UTF-8, GB18030, UTF-16LE or windows-1252").arg(encoding));
        return false;
    }
    if (!decode(decoder, bytes, text)) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "the bytes are not valid %1 text; choose another encoding or save the file as UTF-8").arg(encoding));
        return false;
    }
    doc->encoding = encoding;
    return checkText(*text, doc);
}

// Bytes without a byte-order mark, or with UTF-8's: UTF-8, or else Chinese in GB18030.
bool decodeUtf8OrChinese(const QByteArray &body, bool hadBom, ImportDocument *doc, QString *text)
{
    const QString utf16 = utf16WithoutBom(body);
    if (!utf16.isEmpty()) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "looks like %1 text without a byte-order mark; save it as UTF-8, or choose the encoding %1").arg(utf16));
        return false;
    }
    const QString binary = binaryProblem(body);
    if (!binary.isEmpty()) {
        doc->fatalError = located(doc, QString(), binary);
        return false;
    }
    const qsizetype bad = firstInvalidUtf8(body);
    if (bad < 0) {
        *text = QString::fromUtf8(body);
        doc->encoding = QStringLiteral("UTF-8");
        return true;
    }
    // Excel on a Chinese Windows saves CSV in the ANSI code page, GBK, of which GB18030 is
    // the superset. A UTF-8 byte-order mark says the file meant to be UTF-8, though.
    QStringDecoder gb("GB18030", QStringConverter::Flag::Stateless);
    if (!hadBom && !gb.isValid()) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "not UTF-8; if it is Chinese text saved by Excel it looks GBK/GB18030-encoded: save it as UTF-8 (CSV UTF-8 in Excel's Save As) and import it again"));
        return false;
    }
    QString chinese;
    if (!hadBom && decode(gb, body, &chinese) && looksChinese(chinese)) {
        *text = chinese;
        doc->encoding = QStringLiteral("GB18030");
        doc->warnings << ImportIssue{0, QString(), QCoreApplication::translate("gpuscout::ImportText", "the file is not UTF-8; it was read as GB18030 (GBK) Chinese text")};
        return true; // the bytes were checked, and GB18030 keeps ASCII as it is
    }
    doc->fatalError = located(doc, utf8LineColumn(body, bad), QCoreApplication::translate("gpuscout::ImportText", "not valid UTF-8 (byte 0x%1); save the file as UTF-8, or choose its encoding (e.g. GB18030, windows-1252)")
                                                          .arg(static_cast<unsigned char>(body[bad]), 2, 16, QLatin1Char('0')));
    return false;
}

bool decodeDetected(const QByteArray &bytes, ImportDocument *doc, QString *text)
{
    const auto bom = std::find_if(std::cbegin(Boms), std::cend(Boms), [&](const Bom &b) {
        return bytes.startsWith(QByteArrayView(b.bytes, b.size));
    });
    if (bom == std::cend(Boms))
        return decodeUtf8OrChinese(bytes, false, doc, text);
    if (bom->encoding == QStringConverter::Utf8)
        return decodeUtf8OrChinese(bytes.sliced(bom->size), true, doc, text);
    // Qt drops a cut-off last character of UTF-16 and UTF-32 without a word; a file that
    // ends in half a character was damaged, and is refused.
    const qsizetype unit = bom->encoding == QStringConverter::Utf16LE || bom->encoding == QStringConverter::Utf16BE ? 2 : 4;
    QStringDecoder decoder(bom->encoding, QStringConverter::Flag::Stateless);
    if ((bytes.size() - bom->size) % unit != 0 || !decode(decoder, QByteArrayView(bytes).sliced(bom->size), text)) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "the file starts with a %1 byte-order mark but is not valid %1 text").arg(QLatin1String(bom->name)));
        return false;
    }
    doc->encoding = QLatin1String(bom->name);
    return checkText(*text, doc);
}

} // namespace

QString utf8LineColumn(const QByteArray &bytes, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

QByteArray readImportFile(const QString &path, ImportDocument *doc, qint64 maxBytes)
{
    if (doc->fileName.isEmpty())
        doc->fileName = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        doc->fatalError = QCoreApplication::translate("gpuscout::ImportText", "%1: no such file").arg(path);
        return {};
    }
    if (info.isDir()) {
        doc->fatalError = QCoreApplication::translate("gpuscout::ImportText", "%1 is a folder; give the file to import").arg(path);
        return {};
    }
    if (info.size() > maxBytes) {
        doc->fatalError = QCoreApplication::translate("gpuscout::ImportText", "%1: %2 is larger than the import limit of %3; split the file or import a smaller extract")
                              .arg(path, sizeText(info.size()), sizeText(maxBytes));
        return {};
    }
    QFile file;
    QString why;
    if (!openRegularFile(&file, path, &why)) {
        doc->fatalError = why;
        return {};
    }
    // Read at most one byte past the limit: the file may have grown since it was measured.
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes) {
        doc->fatalError = QCoreApplication::translate("gpuscout::ImportText", "%1: larger than the import limit of %2; split the file or import a smaller extract")
                              .arg(path, sizeText(maxBytes));
        return {};
    }
    return bytes;
}

QString importErrorAt(const ImportDocument &doc, const QString &place, const QString &what)
{
    QString where = doc.fileName;
    if (!place.isEmpty())
        where = where.isEmpty() ? place : where + u':' + place;
    return where.isEmpty() ? what : where + QStringLiteral(": ") + what;
}

qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Eight ASCII bytes at a time: a CSV is nearly all ASCII.
        if (i + 8 <= n) {
            quint64 word = 0;
            std::memcpy(&word, p + i, 8);
            if ((word & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        // Lead byte: how many continuation bytes follow, and the smallest code point that
        // needs that many (anything smaller is an overlong form).
        int more = 0;
        char32_t min = 0;
        if ((c & 0xE0) == 0xC0) {
            more = 1;
            min = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            more = 2;
            min = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            more = 3;
            min = 0x10000;
        } else {
            return i;
        }
        char32_t cp = c & (0x3F >> more);
        if (i + more >= n)
            return i;
        for (int k = 1; k <= more; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += more + 1;
    }
    return -1;
}

QString decodeImportText(const QByteArray &bytes, const ImportOptions &options, ImportDocument *doc)
{
    if (bytes.size() > options.maxBytes) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "%1 is larger than the import limit of %2; split the file or import a smaller extract")
                                                      .arg(sizeText(bytes.size()), sizeText(options.maxBytes)));
        return {};
    }
    if (bytes.isEmpty()) {
        doc->fatalError = located(doc, QString(), QCoreApplication::translate("gpuscout::ImportText", "the file is empty; expected a header row or a JSON document"));
        return {};
    }
    QString text;
    const QString forced = options.encoding.trimmed();
    const bool ok = !forced.isEmpty() && forced.compare(QLatin1String("auto"), Qt::CaseInsensitive) != 0
        ? decodeForced(bytes, forced, doc, &text)
        : decodeDetected(bytes, doc, &text);
    if (!ok)
        return {};
    return withLfLineEnds(std::move(text));
}

} // namespace gpuscout
