#include "import/XlsxReader.h"

// The zip container is read with the system's minizip (libminizip), the library
// libxlsxwriter writes workbooks with. QuaZip cannot be used beside it: QuaZip 1.4 exports
// its own, incompatible fork of minizip's zip*/unz* functions under the same names, and in
// one process whichever library loads first takes the other's calls (libxlsxwriter then
// crashed inside QuaZip's zipOpen).
#include <unzip.h>

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QLocale>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace gpuscout {

namespace {

// minizip reads through these callbacks from the bytes in memory: no temporary file.
struct MemoryStream {
    const QByteArray *bytes = nullptr;
    qint64 position = 0;
};

voidpf ZCALLBACK memoryOpen(voidpf opaque, const void *, int mode)
{
    if ((mode & ZLIB_FILEFUNC_MODE_READWRITEFILTER) != ZLIB_FILEFUNC_MODE_READ)
        return nullptr; // read only
    auto *stream = static_cast<MemoryStream *>(opaque);
    stream->position = 0;
    return stream;
}

uLong ZCALLBACK memoryRead(voidpf, voidpf handle, void *buffer, uLong size)
{
    auto *stream = static_cast<MemoryStream *>(handle);
    const qint64 left = stream->bytes->size() - stream->position;
    const qint64 n = std::max<qint64>(0, std::min<qint64>(left, static_cast<qint64>(size)));
    if (n > 0)
        std::memcpy(buffer, stream->bytes->constData() + stream->position, static_cast<std::size_t>(n));
    stream->position += n;
    return static_cast<uLong>(n);
}

uLong ZCALLBACK memoryWrite(voidpf, voidpf, const void *, uLong)
{
    return 0;
}

ZPOS64_T ZCALLBACK memoryTell(voidpf, voidpf handle)
{
    return static_cast<ZPOS64_T>(static_cast<MemoryStream *>(handle)->position);
}

long ZCALLBACK memorySeek(voidpf, voidpf handle, ZPOS64_T offset, int origin)
{
    auto *stream = static_cast<MemoryStream *>(handle);
    qint64 base = 0;
    switch (origin) {
    case ZLIB_FILEFUNC_SEEK_CUR: base = stream->position; break;
    case ZLIB_FILEFUNC_SEEK_END: base = stream->bytes->size(); break;
    case ZLIB_FILEFUNC_SEEK_SET: base = 0; break;
    default: return -1;
    }
    if (offset > static_cast<ZPOS64_T>(std::numeric_limits<qint64>::max() - base))
        return -1;
    const qint64 target = base + static_cast<qint64>(offset);
    if (target > stream->bytes->size())
        return -1;
    stream->position = target;
    return 0;
}

int ZCALLBACK memoryClose(voidpf, voidpf)
{
    return 0;
}

int ZCALLBACK memoryError(voidpf, voidpf)
{
    return 0;
}

// The zip's parts, read with a budget shared by all of them.
class Parts
{
public:
    Parts(const QByteArray &bytes, qint64 budget) : m_budget(budget)
    {
        m_stream.bytes = &bytes;
        zlib_filefunc64_def io{};
        io.zopen64_file = memoryOpen;
        io.zread_file = memoryRead;
        io.zwrite_file = memoryWrite;
        io.ztell64_file = memoryTell;
        io.zseek64_file = memorySeek;
        io.zclose_file = memoryClose;
        io.zerror_file = memoryError;
        io.opaque = &m_stream;
        m_zip = unzOpen2_64("memory", &io);
        if (!m_zip)
            return;
        // The part names, for has(); a zip with absurdly many entries is not a workbook.
        for (int rc = unzGoToFirstFile(m_zip); rc == UNZ_OK && m_names.size() < 100000; rc = unzGoToNextFile(m_zip)) {
            char name[1024];
            unz_file_info64 info;
            if (unzGetCurrentFileInfo64(m_zip, &info, name, sizeof name, nullptr, 0, nullptr, 0) == UNZ_OK)
                m_names.insert(QString::fromUtf8(name));
        }
    }
    ~Parts()
    {
        if (m_zip)
            unzClose(m_zip);
    }
    Parts(const Parts &) = delete;
    Parts &operator=(const Parts &) = delete;

    bool ok() const { return m_zip != nullptr; }
    bool has(const QString &name) const { return m_names.contains(name); }

    // The part's bytes; false when it is missing, unreadable or over the budget.
    bool read(const QString &name, QByteArray *out, QString *error)
    {
        const QByteArray utf8 = name.toUtf8();
        if (unzLocateFile(m_zip, utf8.constData(), 1) != UNZ_OK) {
            *error = QCoreApplication::translate("gpuscout::XlsxReader", "the part %1 is missing").arg(name);
            return false;
        }
        if (unzOpenCurrentFile(m_zip) != UNZ_OK) {
            *error = QCoreApplication::translate("gpuscout::XlsxReader", "the part %1 cannot be unpacked").arg(name);
            return false;
        }
        out->clear();
        char chunk[65536];
        for (;;) {
            const int n = unzReadCurrentFile(m_zip, chunk, sizeof chunk);
            if (n < 0) {
                unzCloseCurrentFile(m_zip);
                *error = QCoreApplication::translate("gpuscout::XlsxReader", "the part %1 is damaged").arg(name);
                return false;
            }
            if (n == 0)
                break;
            m_budget -= n;
            if (m_budget < 0) {
                unzCloseCurrentFile(m_zip);
                *error = QCoreApplication::translate("gpuscout::XlsxReader", "the workbook unpacks to more than the import limit; save a smaller extract");
                return false;
            }
            out->append(chunk, n);
        }
        if (unzCloseCurrentFile(m_zip) != UNZ_OK) { // a CRC mismatch
            *error = QCoreApplication::translate("gpuscout::XlsxReader", "the part %1 is damaged").arg(name);
            return false;
        }
        return true;
    }

private:
    MemoryStream m_stream;
    unzFile m_zip = nullptr;
    qint64 m_budget;
    QSet<QString> m_names;
};

QString xmlError(const QString &part, const QXmlStreamReader &xml)
{
    return QCoreApplication::translate("gpuscout::XlsxReader", "the part %1 is not valid XML (%2 at line %3)")
        .arg(part, xml.errorString())
        .arg(xml.lineNumber());
}

// All text of the current element and its children, without phonetic (rPh) runs.
QString elementText(QXmlStreamReader &xml)
{
    QString text;
    int depth = 1;
    int skipDepth = 0; // inside <rPh>: ruby text is not the cell's value
    while (depth > 0 && !xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            if (skipDepth == 0 && xml.name() == QLatin1String("rPh"))
                skipDepth = depth;
        } else if (xml.isEndElement()) {
            if (depth == skipDepth)
                skipDepth = 0;
            --depth;
        } else if (xml.isCharacters() && skipDepth == 0) {
            text += xml.text();
        }
    }
    return text;
}

// 2000000 as "2,000,000", in every language of the messages.
QString countText(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

bool readSharedStrings(const QByteArray &bytes, qint64 maxStrings, QStringList *out, QString *error)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("si"))
            continue;
        // Five bytes of <si/> make an entry: a small zip could list tens of millions.
        if (out->size() >= maxStrings) {
            *error = QCoreApplication::translate("gpuscout::XlsxReader", "the workbook has more than %1 different texts (the limit is %1); split it into smaller workbooks")
                         .arg(countText(maxStrings));
            return false;
        }
        *out << elementText(xml);
    }
    if (xml.hasError()) {
        *error = xmlError(QStringLiteral("xl/sharedStrings.xml"), xml);
        return false;
    }
    return true;
}

// A number format shows a date when it is one of the built-in date formats or its code
// has day, month or year letters outside quoted text and [...] sections.
bool isDateFormatCode(const QString &code)
{
    bool quoted = false;
    int bracket = 0;
    for (QChar ch : code) {
        if (ch == u'"')
            quoted = !quoted;
        else if (!quoted && ch == u'[')
            ++bracket;
        else if (!quoted && ch == u']' && bracket > 0)
            --bracket;
        else if (!quoted && bracket == 0 && (ch == u'y' || ch == u'Y' || ch == u'd' || ch == u'D'))
            return true;
    }
    return false;
}

bool isBuiltinDateFormat(int id)
{
    return (id >= 14 && id <= 17) || id == 22 || (id >= 27 && id <= 36) || (id >= 50 && id <= 58);
}

// Which cell styles (the s attribute, an index into cellXfs) show dates.
bool readDateStyles(const QByteArray &bytes, QList<bool> *dateStyle, QString *error)
{
    QHash<int, QString> codes;
    QList<int> formatOfStyle;
    QXmlStreamReader xml(bytes);
    bool inCellXfs = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("numFmt")) {
                codes.insert(xml.attributes().value(QLatin1String("numFmtId")).toInt(),
                             xml.attributes().value(QLatin1String("formatCode")).toString());
            } else if (xml.name() == QLatin1String("cellXfs")) {
                inCellXfs = true;
            } else if (inCellXfs && xml.name() == QLatin1String("xf")) {
                formatOfStyle << xml.attributes().value(QLatin1String("numFmtId")).toInt();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("cellXfs")) {
            inCellXfs = false;
        }
    }
    if (xml.hasError()) {
        *error = xmlError(QStringLiteral("xl/styles.xml"), xml);
        return false;
    }
    for (int id : formatOfStyle)
        *dateStyle << (codes.contains(id) ? isDateFormatCode(codes.value(id)) : isBuiltinDateFormat(id));
    return true;
}

// "B12" -> column 1 (0-based), or -1.
int columnOfReference(QStringView ref)
{
    int column = 0;
    int letters = 0;
    for (QChar ch : ref) {
        const char16_t c = ch.unicode();
        if (c >= u'A' && c <= u'Z')
            column = column * 26 + (c - u'A' + 1);
        else if (c >= u'a' && c <= u'z')
            column = column * 26 + (c - u'a' + 1);
        else
            break;
        if (++letters > 3)
            return -1; // beyond XFD, the last column Excel has
    }
    return letters == 0 ? -1 : column - 1;
}

QString numberText(double v)
{
    if (!std::isfinite(v))
        return QString();
    return QString::number(v, 'g', 15);
}

QString dateText(double serial, bool date1904)
{
    if (!std::isfinite(serial) || serial < 0 || serial > 2958465) // 9999-12-31
        return numberText(serial);
    double days = std::floor(serial);
    // The 1900 system counts a 29 February 1900 that never was (Lotus's leap-year bug):
    // serial 60 is that day, and later serials are one ahead.
    const QDate base = date1904 ? QDate(1904, 1, 1) : QDate(1899, 12, 31);
    if (!date1904 && days >= 60)
        days -= 1;
    const QDate date = base.addDays(static_cast<qint64>(days));
    const double fraction = serial - std::floor(serial);
    if (fraction < 1e-9)
        return date.toString(Qt::ISODate);
    const int seconds = static_cast<int>(std::lround(fraction * 86400.0)) % 86400;
    return date.toString(Qt::ISODate) + u' ' + QTime(0, 0).addSecs(seconds).toString(Qt::ISODate);
}

constexpr int MaxColumns = 16384;   // XFD
constexpr int MaxRows = 1048576;    // Excel's limit

struct SheetContext {
    const QStringList *shared;
    const QList<bool> *dateStyle;
    bool date1904;
    qint64 maxCells;
};

// Puts the text in the row, kept in column order (a sheet may repeat or reorder its cells:
// the last one written for a column wins, as before). Returns the change in the cell count.
int placeCell(QList<XlsxCell> *row, int column, QString text)
{
    if (row->isEmpty() || row->constLast().column < column) {
        if (text.isEmpty())
            return 0;
        row->append(XlsxCell{column, std::move(text)});
        return 1;
    }
    const auto at = std::lower_bound(row->begin(), row->end(), column,
                                     [](const XlsxCell &c, int col) { return c.column < col; });
    if (at != row->end() && at->column == column) {
        if (!text.isEmpty()) {
            at->text = std::move(text);
            return 0;
        }
        row->erase(at);
        return -1;
    }
    if (text.isEmpty())
        return 0;
    row->insert(at, XlsxCell{column, std::move(text)});
    return 1;
}

QString cellValue(const QString &type, const QString &raw, const QString &inlineText, int style,
                  const SheetContext &ctx)
{
    if (type == QLatin1String("s")) {
        bool ok = false;
        const int i = raw.trimmed().toInt(&ok);
        return ok && i >= 0 && i < ctx.shared->size() ? ctx.shared->at(i) : QString();
    }
    if (type == QLatin1String("inlineStr"))
        return inlineText;
    if (type == QLatin1String("b"))
        return raw.trimmed() == QLatin1String("1") ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    if (type == QLatin1String("str") || type == QLatin1String("e"))
        return raw;
    bool ok = false;
    const double v = raw.trimmed().toDouble(&ok);
    if (!ok)
        return raw.trimmed();
    const bool date = style >= 0 && style < ctx.dateStyle->size() && ctx.dateStyle->at(style);
    return date ? dateText(v, ctx.date1904) : numberText(v);
}

bool readSheet(const QString &part, const QByteArray &bytes, const SheetContext &ctx, XlsxSheet *sheet,
               QString *error)
{
    QXmlStreamReader xml(bytes);
    int nextRow = 0;
    qint64 cells = 0; // with text, the only ones kept
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("row"))
            continue;
        bool ok = false;
        int rowIndex = xml.attributes().value(QLatin1String("r")).toInt(&ok) - 1;
        if (!ok || rowIndex < nextRow)
            rowIndex = nextRow;
        if (rowIndex >= MaxRows) {
            *error = QCoreApplication::translate("gpuscout::XlsxReader", "%1: more rows than a worksheet can hold").arg(part);
            return false;
        }
        nextRow = rowIndex + 1;
        while (sheet->rows.size() <= rowIndex)
            sheet->rows.append(QList<XlsxCell>());
        QList<XlsxCell> &row = sheet->rows[rowIndex];
        int nextColumn = 0;
        // The cells of this row.
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isEndElement() && xml.name() == QLatin1String("row"))
                break;
            if (!xml.isStartElement() || xml.name() != QLatin1String("c"))
                continue;
            const QXmlStreamAttributes a = xml.attributes();
            int column = columnOfReference(a.value(QLatin1String("r")));
            if (column < 0)
                column = nextColumn;
            if (column >= MaxColumns) {
                *error = QCoreApplication::translate("gpuscout::XlsxReader", "%1: a cell beyond the last column").arg(part);
                return false;
            }
            nextColumn = column + 1;
            const QString type = a.value(QLatin1String("t")).toString();
            const int style = a.hasAttribute(QLatin1String("s")) ? a.value(QLatin1String("s")).toInt() : -1;
            QString raw;
            QString inlineText;
            int depth = 1;
            while (depth > 0 && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement()) {
                    if (xml.name() == QLatin1String("v"))
                        raw = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                    else if (xml.name() == QLatin1String("is"))
                        inlineText = elementText(xml);
                    else
                        ++depth;
                } else if (xml.isEndElement()) {
                    --depth;
                }
            }
            QString value = cellValue(type, raw, inlineText, style, ctx);
            value.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
            value.replace(u'\n', u' ');
            value.replace(u'\r', u' ');
            cells += placeCell(&row, column, std::move(value));
            if (cells > ctx.maxCells) {
                *error = QCoreApplication::translate("gpuscout::XlsxReader", "sheet %1 has more than %2 cells (the limit is %2); split it into smaller workbooks")
                             .arg(sheet->name, countText(ctx.maxCells));
                return false;
            }
        }
    }
    if (xml.hasError()) {
        *error = xmlError(part, xml);
        return false;
    }
    return true;
}

// The workbook's sheets in order: (name, relationship id), and whether it counts dates from 1904.
bool readWorkbook(const QByteArray &bytes, QList<QPair<QString, QString>> *sheets, bool *date1904, QString *error)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("workbookPr")) {
            const QStringView v = xml.attributes().value(QLatin1String("date1904"));
            *date1904 = v == QLatin1String("1") || v == QLatin1String("true");
        } else if (xml.name() == QLatin1String("sheet")) {
            QString rid;
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                if (a.name() == QLatin1String("id")) // r:id, whatever the prefix
                    rid = a.value().toString();
            }
            sheets->append({xml.attributes().value(QLatin1String("name")).toString(), rid});
        }
    }
    if (xml.hasError()) {
        *error = xmlError(QStringLiteral("xl/workbook.xml"), xml);
        return false;
    }
    return true;
}

// Relationship id -> part name ("xl/worksheets/sheet1.xml").
bool readRelationships(const QByteArray &bytes, QHash<QString, QString> *targets, QString *error)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("Relationship"))
            continue;
        QString target = xml.attributes().value(QLatin1String("Target")).toString();
        target = target.startsWith(u'/') ? target.mid(1) : QStringLiteral("xl/") + target;
        targets->insert(xml.attributes().value(QLatin1String("Id")).toString(), target);
    }
    if (xml.hasError()) {
        *error = xmlError(QStringLiteral("xl/_rels/workbook.xml.rels"), xml);
        return false;
    }
    return true;
}

} // namespace

bool looksLikeZip(const QByteArray &bytes)
{
    return bytes.startsWith(QByteArrayLiteral("PK\x03\x04"));
}

QStringList XlsxSheet::rowText(qsizetype r) const
{
    QStringList texts;
    for (const XlsxCell &cell : rows.value(r)) {
        while (texts.size() < cell.column)
            texts.append(QString());
        texts.append(cell.text);
    }
    return texts;
}

bool readXlsx(const QByteArray &bytes, QList<XlsxSheet> *out, QString *error, qint64 maxUncompressed, qint64 maxCells)
{
    Parts parts(bytes, maxUncompressed);
    if (!parts.ok()) {
        *error = QCoreApplication::translate("gpuscout::XlsxReader", "not an .xlsx workbook (the zip archive cannot be opened)");
        return false;
    }
    if (!parts.has(QStringLiteral("xl/workbook.xml"))) {
        *error = QCoreApplication::translate("gpuscout::XlsxReader", "not an .xlsx workbook (no xl/workbook.xml); save the sheet as Excel Workbook (.xlsx) or CSV");
        return false;
    }
    QByteArray data;
    QList<QPair<QString, QString>> sheetList;
    bool date1904 = false;
    if (!parts.read(QStringLiteral("xl/workbook.xml"), &data, error) || !readWorkbook(data, &sheetList, &date1904, error))
        return false;
    QHash<QString, QString> targets;
    if (parts.has(QStringLiteral("xl/_rels/workbook.xml.rels"))
        && (!parts.read(QStringLiteral("xl/_rels/workbook.xml.rels"), &data, error)
            || !readRelationships(data, &targets, error)))
        return false;
    QStringList shared;
    if (parts.has(QStringLiteral("xl/sharedStrings.xml"))
        && (!parts.read(QStringLiteral("xl/sharedStrings.xml"), &data, error) || !readSharedStrings(data, maxCells, &shared, error)))
        return false;
    QList<bool> dateStyle;
    if (parts.has(QStringLiteral("xl/styles.xml"))
        && (!parts.read(QStringLiteral("xl/styles.xml"), &data, error) || !readDateStyles(data, &dateStyle, error)))
        return false;
    const SheetContext ctx{&shared, &dateStyle, date1904, maxCells};
    QList<XlsxSheet> sheets;
    for (int i = 0; i < sheetList.size(); ++i) {
        QString part = targets.value(sheetList[i].second);
        if (part.isEmpty())
            part = QStringLiteral("xl/worksheets/sheet%1.xml").arg(i + 1); // no relationships: the usual name
        if (!parts.has(part))
            continue; // a chart sheet or a dangling entry: nothing to read
        XlsxSheet sheet;
        sheet.name = sheetList[i].first;
        if (!parts.read(part, &data, error) || !readSheet(part, data, ctx, &sheet, error))
            return false;
        sheets << sheet;
    }
    if (sheets.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::XlsxReader", "the workbook has no worksheet");
        return false;
    }
    *out = std::move(sheets);
    return true;
}

} // namespace gpuscout
