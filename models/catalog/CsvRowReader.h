#pragma once

#include "catalog/CsvReader.h"
#include "domain/Unknown.h"

#include <QString>

namespace gpuscout {

// Parses the cells of one row of a catalog CSV file, remembering the first problem with its
// place: "file:line: column: what was wrong, what was expected".
class CsvRowReader
{
public:
    CsvRowReader(const CsvTable &t, int row, const QString &file, QString *error)
        : m_t(t), m_row(row), m_file(file), m_error(error) {}

    QString text(const QString &col) const { return m_t.value(m_row, col).trimmed(); }
    // Empty: Unknown. Anything but a finite number (or a negative one, unless allowed) fails.
    double number(const QString &col, bool allowNegative = false);
    bool flag(const QString &col); // 0 or 1; empty = 0
    void fail(const QString &col, const QString &what);
    bool ok() const { return m_error->isEmpty(); }

private:
    const CsvTable &m_t;
    int m_row;
    QString m_file;
    QString *m_error;
};

} // namespace gpuscout
