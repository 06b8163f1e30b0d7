#include "report/PdfInfo.h"

#include <QRegularExpression>

namespace gpuscout {

namespace {

// A PDF text string that holds any language: UTF-16BE with its byte-order mark, in hex.
QByteArray textString(const QString &text)
{
    QByteArray utf16("\xFE\xFF", 2);
    for (const QChar c : text) {
        utf16 += static_cast<char>(c.unicode() >> 8);
        utf16 += static_cast<char>(c.unicode() & 0xff);
    }
    return '<' + utf16.toHex().toUpper() + '>';
}

QByteArray dateString(const QDateTime &when)
{
    const QDateTime utc = when.toUTC();
    return "(D:" + utc.toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1() + "Z)";
}

} // namespace

QByteArray withDocumentInfo(const QByteArray &pdf, const PdfInfo &info)
{
    // The last trailer holds the object count and the catalog; startxref, where the
    // previous cross-reference section starts.
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    if (trailerAt < 0 || startxrefAt < trailerAt)
        return pdf;
    const QString trailer = QString::fromLatin1(pdf.mid(trailerAt, startxrefAt - trailerAt));
    static const QRegularExpression sizePattern(QStringLiteral("/Size\\s+(\\d+)"));
    static const QRegularExpression rootPattern(QStringLiteral("/Root\\s+(\\d+\\s+\\d+\\s+R)"));
    static const QRegularExpression xrefPattern(QStringLiteral("startxref\\s+(\\d+)"));
    const QRegularExpressionMatch size = sizePattern.match(trailer);
    const QRegularExpressionMatch root = rootPattern.match(trailer);
    const QRegularExpressionMatch previous = xrefPattern.match(QString::fromLatin1(pdf.mid(startxrefAt, 64)));
    if (!size.hasMatch() || !root.hasMatch() || !previous.hasMatch())
        return pdf;
    const int object = size.captured(1).toInt();

    QByteArray out = pdf;
    if (!out.endsWith('\n'))
        out += '\n';
    const qsizetype objectAt = out.size();
    out += QByteArray::number(object) + " 0 obj\n<<\n";
    const auto field = [&out](const char *name, const QString &value) {
        if (!value.isEmpty())
            out += '/' + QByteArray(name) + ' ' + textString(value) + '\n';
    };
    field("Title", info.title);
    field("Author", info.author);
    field("Subject", info.subject);
    field("Creator", info.creator);
    field("Producer", info.producer);
    if (info.created.isValid())
        out += "/CreationDate " + dateString(info.created) + '\n';
    out += ">>\nendobj\n";
    const qsizetype xrefAt = out.size();
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, 'n', CR LF.
    out += "xref\n" + QByteArray::number(object) + " 1\n"
        + QByteArray::number(objectAt).rightJustified(10, '0') + " 00000 n\r\n";
    out += "trailer\n<< /Size " + QByteArray::number(object + 1) + " /Root " + root.captured(1).toLatin1()
        + " /Info " + QByteArray::number(object) + " 0 R /Prev " + previous.captured(1).toLatin1() + " >>\n";
    out += "startxref\n" + QByteArray::number(xrefAt) + "\n%%EOF\n";
    return out;
}

} // namespace gpuscout
