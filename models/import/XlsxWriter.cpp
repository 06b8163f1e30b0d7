#include "import/XlsxWriter.h"

#include "io/SafeFileWriter.h"

#include <xlsxwriter.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>

namespace gpuscout {

namespace {

// Excel refuses sheet names over 31 characters, with []:*?/\ or the same name twice.
QString sheetName(const QString &wanted, QSet<QString> *taken)
{
    QString name = wanted;
    for (QChar bad : {u'[', u']', u':', u'*', u'?', u'/', u'\\'})
        name.replace(bad, u'_');
    name = name.trimmed().left(31);
    if (name.isEmpty())
        name = QStringLiteral("Sheet");
    QString unique = name;
    for (int n = 2; taken->contains(unique.toLower()); ++n) {
        const QString suffix = QStringLiteral(" (%1)").arg(n);
        unique = name.left(31 - suffix.size()) + suffix;
    }
    taken->insert(unique.toLower());
    return unique;
}

qsizetype displayWidth(const QString &text)
{
    qsizetype w = 0;
    for (QChar ch : text)
        w += ch.unicode() >= 0x2E80 ? 2 : 1;
    return w;
}

bool writeToFile(const QString &file, const QList<XlsxSheetData> &sheets, QString *error)
{
    const QByteArray path = QFile::encodeName(file);
    lxw_workbook *book = workbook_new(path.constData());
    if (!book) {
        *error = QCoreApplication::translate("gpuscout::XlsxWriter", "the workbook cannot be created");
        return false;
    }
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    lxw_format *fill = workbook_add_format(book);
    format_set_bg_color(fill, 0xFFF2CC); // a light yellow: the cells to fill in
    QSet<QString> taken;
    bool ok = true;
    for (const XlsxSheetData &s : sheets) {
        const QByteArray name = sheetName(s.name, &taken).toUtf8();
        lxw_worksheet *sheet = workbook_add_worksheet(book, name.constData());
        if (!sheet) {
            ok = false;
            break;
        }
        for (int c = 0; c < s.header.size(); ++c) {
            const QByteArray text = s.header[c].toUtf8();
            ok = ok && worksheet_write_string(sheet, 0, static_cast<lxw_col_t>(c), text.constData(), bold) == LXW_NO_ERROR;
            // As wide as the column's longest text (a CJK character takes two widths), 8 to 40.
            qsizetype widest = displayWidth(s.header[c]) + 2;
            for (const QStringList &row : s.rows) {
                if (c < row.size())
                    widest = std::max(widest, displayWidth(row[c]) + 2);
            }
            const double width = static_cast<double>(std::clamp<qsizetype>(widest, 8, 40));
            worksheet_set_column(sheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), width, nullptr);
        }
        worksheet_freeze_panes(sheet, 1, 0);
        for (int r = 0; r < s.rows.size(); ++r) {
            const QStringList &row = s.rows[r];
            const auto rowIndex = static_cast<lxw_row_t>(r + 1);
            for (int c = 0; c < row.size(); ++c) {
                const auto col = static_cast<lxw_col_t>(c);
                lxw_format *format = s.highlightColumns.contains(c) || s.highlightCells.contains(qMakePair(r, c)) ? fill : nullptr;
                bool number = false;
                const double v = s.numberColumns.contains(c) ? row[c].toDouble(&number) : 0.0;
                if (number) {
                    ok = ok && worksheet_write_number(sheet, rowIndex, col, v, format) == LXW_NO_ERROR;
                } else if (row[c].isEmpty()) {
                    if (format)
                        ok = ok && worksheet_write_blank(sheet, rowIndex, col, format) == LXW_NO_ERROR;
                } else {
                    const QByteArray text = row[c].toUtf8();
                    ok = ok && worksheet_write_string(sheet, rowIndex, col, text.constData(), format) == LXW_NO_ERROR;
                }
            }
        }
    }
    const lxw_error closed = workbook_close(book); // writes the file and frees the workbook
    if (!ok || closed != LXW_NO_ERROR) {
        *error = QCoreApplication::translate("gpuscout::XlsxWriter", "the workbook cannot be written (%1)")
                     .arg(QString::fromUtf8(lxw_strerror(closed)));
        return false;
    }
    return true;
}

} // namespace

QByteArray xlsxBytes(const QList<XlsxSheetData> &sheets, QString *error)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        *error = QCoreApplication::translate("gpuscout::XlsxWriter", "no temporary folder: %1").arg(dir.errorString());
        return {};
    }
    const QString file = dir.filePath(QStringLiteral("book.xlsx"));
    if (!writeToFile(file, sheets, error))
        return {};
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = in.errorString();
        return {};
    }
    return in.readAll();
}

bool writeXlsx(const QString &path, const QList<XlsxSheetData> &sheets, QString *error)
{
    QString detail;
    const QByteArray bytes = xlsxBytes(sheets, &detail);
    if (bytes.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::XlsxWriter", "%1: %2").arg(path, detail);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

} // namespace gpuscout
