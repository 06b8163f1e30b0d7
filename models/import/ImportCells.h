#pragma once

#include "domain/Availability.h"

#include "domain/BillingMode.h"
#include "import/ImportRecord.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace gpuscout {

// Reads the cells of one row of an import into typed values. Every bad cell becomes an
// issue naming the row's line, the column as the file writes it, the value and what was
// expected; a row with any issue is rejected whole. Empty optional cells are Unknown.
class ImportCells
{
public:
    explicit ImportCells(int line) : m_line(line) {}

    // Non-empty text; `expected` says what belongs there ("the GPU model, such as H100").
    QString required(const QString &column, const QString &value, const QString &expected);
    double price(const QString &column, QStringView value);    // per hour, 0 or more
    double gpuCount(const QString &column, QStringView value); // above 0, required
    double number(const QString &column, QStringView value);   // 0 or more
    double fraction(const QString &column, QStringView value); // 0 to 1
    QString currency(const QString &column, const QString &value); // required; ISO code, upper case
    QString date(const QString &column, QStringView value);        // YYYY-MM-DD
    bool flag(const QString &column, QStringView value);           // 0/1, true/false
    Availability availability(const QString &column, QStringView value); // in-stock, low, sold-out or empty
    bool billing(const QString &column, const QString &value, BillingMode *out);

    void fail(const QString &column, const QString &message);
    bool ok() const { return m_issues.isEmpty(); }
    const QList<ImportIssue> &issues() const { return m_issues; }

private:
    double parse(const QString &column, QStringView value, const char *what, bool *ok);

    int m_line;
    QList<ImportIssue> m_issues;
};

// A decimal number as C writes it ("2.5", "-1", "1e3", "+4"), surrounding spaces allowed;
// false for anything else, infinities and NaN included.
bool parseImportNumber(QStringView text, double *out);

// A billing mode as files write it: the keys (on-demand, spot, reserved-1y, monthly), the
// CSV column names (on_demand, reserved_1y) and the Chinese terms (按量/按需, 竞价/抢占式,
// 包年/预留, 包月).
bool importBillingMode(const QString &text, BillingMode *out);

} // namespace gpuscout
