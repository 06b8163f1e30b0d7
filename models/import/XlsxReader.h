#pragma once

#include "import/ImportOptions.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

// A cell that holds text; column 0 is A.
struct XlsxCell {
    int column = 0;
    QString text;
};

// One worksheet of an .xlsx workbook as text. rows[r] holds the cells of row r + 1 that
// hold text, in column order; rows the sheet leaves out are empty. Empty cells are not kept
// at all, so memory follows the cells present and never the sheet's width: one empty cell
// in column XFD per row once cost 16,384 strings a row (7.8 GB for a 98 KB file).
struct XlsxSheet {
    QString name;
    QList<QList<XlsxCell>> rows;

    // Row r's cells from column A to its last cell, empty where the sheet has none.
    QStringList rowText(qsizetype r) const;
};

// Reads every worksheet of an Office Open XML workbook (.xlsx) from its bytes: the zip
// through the system's minizip, each part through QXmlStreamReader. Cells become text: shared and inline
// strings as written, numbers in their shortest form (11.63, not 11.630000000000001),
// booleans TRUE/FALSE, and numbers whose cell style is a date format as YYYY-MM-DD (the
// 1900 and 1904 date systems). Line breaks inside a cell become spaces, so that a row is
// one line of the quote sheet. A file that is not a workbook, or whose parts are larger
// than maxUncompressed bytes in all (a zip bomb), or a sheet with more than maxCells cells
// holding text (or a shared-string table of more strings), gives false with a message.
bool readXlsx(const QByteArray &bytes, QList<XlsxSheet> *sheets, QString *error,
              qint64 maxUncompressed = qint64(256) * 1024 * 1024, qint64 maxCells = DefaultMaxSheetCells);

// True for bytes that start like a zip archive (an .xlsx is one).
bool looksLikeZip(const QByteArray &bytes);

} // namespace gpuscout
