#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

// One worksheet of an .xlsx workbook as text: rows[r][c] is the cell in row r + 1 and
// column c + 1 (rows and cells the sheet leaves out are empty strings).
struct XlsxSheet {
    QString name;
    QList<QStringList> rows;
};

// Reads every worksheet of an Office Open XML workbook (.xlsx) from its bytes: the zip
// through the system's minizip, each part through QXmlStreamReader. Cells become text: shared and inline
// strings as written, numbers in their shortest form (11.63, not 11.630000000000001),
// booleans TRUE/FALSE, and numbers whose cell style is a date format as YYYY-MM-DD (the
// 1900 and 1904 date systems). Line breaks inside a cell become spaces, so that a row is
// one line of the quote sheet. A file that is not a workbook, or whose parts are larger
// than maxUncompressed bytes in all (a zip bomb), gives false with a message.
bool readXlsx(const QByteArray &bytes, QList<XlsxSheet> *sheets, QString *error,
              qint64 maxUncompressed = qint64(256) * 1024 * 1024);

// True for bytes that start like a zip archive (an .xlsx is one).
bool looksLikeZip(const QByteArray &bytes);

} // namespace gpuscout
