#include "catalog/CsvRowReader.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuscout {

double CsvRowReader::number(const QString &col, bool allowNegative)
{
    const QString s = text(col);
    if (s.isEmpty())
        return Unknown;
    bool ok = false;
    const double v = s.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        fail(col, QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not a number; expected a decimal number such as 12.5, or empty for unknown").arg(s));
    else if (v < 0 && !allowNegative)
        fail(col, QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is negative; expected 0 or more").arg(s));
    return v;
}

bool CsvRowReader::flag(const QString &col)
{
    const QString s = text(col);
    if (s.isEmpty() || s == QLatin1String("0"))
        return false;
    if (s == QLatin1String("1"))
        return true;
    fail(col, QCoreApplication::translate("gpuscout::CatalogCsv", "'%1' is not 0 or 1").arg(s));
    return false;
}

void CsvRowReader::fail(const QString &col, const QString &what)
{
    if (m_error->isEmpty())
        *m_error = QStringLiteral("%1:%2: %3: %4").arg(m_file).arg(m_t.lineOf(m_row)).arg(col, what);
}

} // namespace gpuscout
