#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace gpuscout {

// One worksheet to write: a header row (bold, frozen) and text rows; cells listed in
// numberColumns are written as numbers when they parse as one.
struct XlsxSheetData {
    QString name;                 // made valid for Excel (31 characters, no []:*?/\)
    QStringList header;
    QList<QStringList> rows;
    QList<int> numberColumns;
    QList<int> highlightColumns;  // the columns the recipient fills in (shaded)
    QList<QPair<int, int>> highlightCells; // (row index in rows, column): single cells to fill in
};

// Writes an .xlsx workbook through libxlsxwriter. The file appears whole or not at all:
// the workbook is written to a temporary file and then saved over `path` with QSaveFile.
bool writeXlsx(const QString &path, const QList<XlsxSheetData> &sheets, QString *error);

// The workbook as bytes (written to a temporary file and read back), for tests and benches.
QByteArray xlsxBytes(const QList<XlsxSheetData> &sheets, QString *error);

} // namespace gpuscout
