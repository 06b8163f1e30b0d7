#include "cli/ImportPreviewText.h"

#include "import/ImportPlan.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gpuscout {

namespace {

// Appended piece by piece: a 100,000-row preview built each line from QString::arg() and
// joined lists spent a twentieth of the import formatting it.
void appendLines(QString *out, const ImportRow &row)
{
    *out += QString::number(row.line);
    for (int l : row.mergedLines) {
        *out += u'+';
        *out += QString::number(l);
    }
}

void appendPlace(QString *out, const ImportRow &row)
{
    *out += row.provider;
    *out += u' ';
    *out += row.instanceType;
    *out += u' ';
    *out += row.region.isEmpty() ? QStringLiteral("-") : row.region;
    if (!row.zone.isEmpty()) {
        *out += u' ';
        *out += row.zone;
    }
    *out += u' ';
    *out += row.gpu;
}

} // namespace

QString describeImportRow(const ImportRow &row)
{
    QString place;
    appendPlace(&place, row);
    return place;
}

bool writeImportPreview(const ImportPlan &plan, const std::function<bool(const QString &)> &write)
{
    constexpr qsizetype Piece = 32 * 1024; // characters
    QString out = QCoreApplication::translate("gpuscout::CatalogImportCommand", "%1: %2, %3; %4 added, %5 updated, %6 unchanged, %7 rejected")
                      .arg(plan.fileName, importFormatKey(plan.format), plan.encoding)
                      .arg(plan.count(ImportRow::Status::Added))
                      .arg(plan.count(ImportRow::Status::Updated))
                      .arg(plan.count(ImportRow::Status::Unchanged))
                      .arg(plan.count(ImportRow::Status::Rejected));
    if (plan.warningCount() > 0)
        out += QCoreApplication::translate("gpuscout::CatalogImportCommand", ", %1 with warnings").arg(plan.warningCount());
    if (plan.skipped > 0)
        out += QCoreApplication::translate("gpuscout::CatalogImportCommand", ", %1 skipped (no GPU)").arg(plan.skipped);
    out += u'\n';
    for (const Provider &p : plan.newProviders)
        out += QCoreApplication::translate("gpuscout::CatalogImportCommand", "new provider  %1 (%2)").arg(p.key, p.name) + u'\n';
    for (const ImportRow &row : plan.rows) {
        if (!row.applies())
            continue;
        const QString status = importStatusKey(row.status);
        out += status;
        out += QString(std::max<qsizetype>(8 - status.size(), 0), u' ');
        out += QLatin1String(" line ");
        appendLines(&out, row);
        out += QLatin1String("  ");
        appendPlace(&out, row);
        if (row.status == ImportRow::Status::Added) {
            out += QLatin1String(": ");
            out += row.offer.currency;
            out += u' ';
            bool first = true;
            for (BillingMode m : AllBillingModes) {
                if (!isKnown(row.offer.priceFor(m)))
                    continue;
                if (!first)
                    out += QLatin1String(", ");
                first = false;
                out += billingModeKey(m);
                out += u' ';
                out += QString::number(row.offer.priceFor(m), 'g', 10);
            }
        } else {
            QStringList changes;
            for (const FieldChange &c : row.changes)
                changes << QStringLiteral("%1 %2 -> %3").arg(c.field, c.before, c.after);
            out += QStringLiteral(": ") + changes.join(QStringLiteral("; "));
        }
        out += u'\n';
        for (const QString &w : row.warnings)
            out += QStringLiteral("  ") + QCoreApplication::translate("gpuscout::CatalogImportCommand", "warning: %1").arg(w) + u'\n';
        if (out.size() >= Piece) {
            if (!write(out))
                return false;
            out.clear(); // keeps its capacity for the next piece
        }
    }
    return out.isEmpty() || write(out);
}

} // namespace gpuscout
