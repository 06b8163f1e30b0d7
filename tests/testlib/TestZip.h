#pragma once

// Zip archives made part by part for the workbook tests: what spreadsheet programs or a
// hostile file write and libxlsxwriter never would. Suites that include this link minizip
// (PkgConfig::MINIZIP), the library the reader unzips with.

#include <zip.h>

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QPair>
#include <QString>
#include <QTemporaryDir>

namespace gpuscout::test {

inline QByteArray zipped(const QList<QPair<QString, QByteArray>> &parts)
{
    QTemporaryDir dir;
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("t.zip")));
    zipFile zip = zipOpen64(path.constData(), APPEND_STATUS_CREATE);
    if (!zip)
        qFatal("cannot create the test zip");
    for (const auto &[name, data] : parts) {
        zip_fileinfo info{};
        if (zipOpenNewFileInZip64(zip, name.toUtf8().constData(), &info, nullptr, 0, nullptr, 0, nullptr, Z_DEFLATED,
                                  Z_DEFAULT_COMPRESSION, 0) != ZIP_OK
            || zipWriteInFileInZip(zip, data.constData(), static_cast<unsigned>(data.size())) != ZIP_OK
            || zipCloseFileInZip(zip) != ZIP_OK)
            qFatal("cannot add %s", qPrintable(name));
    }
    zipClose(zip, nullptr);
    QFile f(dir.filePath(QStringLiteral("t.zip")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the test zip");
    return f.readAll();
}

// A one-sheet workbook whose sheet part is `sheetData` (the rows inside <sheetData>),
// with inline strings only.
inline QByteArray oneSheetWorkbook(const QByteArray &sheetData)
{
    return zipped({
        {QStringLiteral("[Content_Types].xml"), "<?xml version=\"1.0\"?><Types/>"},
        {QStringLiteral("xl/workbook.xml"),
         "<?xml version=\"1.0\"?><workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\">"
         "<sheets><sheet name=\"offers\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"},
        {QStringLiteral("xl/_rels/workbook.xml.rels"),
         "<?xml version=\"1.0\"?><Relationships><Relationship Id=\"rId1\" Target=\"worksheets/sheet1.xml\"/></Relationships>"},
        {QStringLiteral("xl/worksheets/sheet1.xml"),
         "<?xml version=\"1.0\"?><worksheet><sheetData>" + sheetData + "</sheetData></worksheet>"},
    });
}

// A row of inline-string cells from column A: <row r="N"><c r="AN" t="inlineStr">...
inline QByteArray inlineRow(int number, const QList<QByteArray> &texts)
{
    QByteArray row = "<row r=\"" + QByteArray::number(number) + "\">";
    for (int c = 0; c < texts.size(); ++c) {
        const QByteArray ref = QByteArray(1, static_cast<char>('A' + c)) + QByteArray::number(number);
        row += "<c r=\"" + ref + "\" t=\"inlineStr\"><is><t>" + texts[c] + "</t></is></c>";
    }
    return row + "</row>";
}

} // namespace gpuscout::test
