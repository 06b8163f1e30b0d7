#include "cli/ImportPreviewText.h"

#include "import/ImportPlan.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpuscout {

namespace {

QString lines(const ImportRow &row)
{
    QStringList all{QString::number(row.line)};
    for (int l : row.mergedLines)
        all << QString::number(l);
    return all.join(u'+');
}

} // namespace

QString describeImportRow(const ImportRow &row)
{
    QStringList place{row.provider, row.instanceType, row.region.isEmpty() ? QStringLiteral("-") : row.region};
    if (!row.zone.isEmpty())
        place << row.zone;
    place << row.gpu;
    return place.join(u' ');
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
        out += QStringLiteral("%1 line %2  %3").arg(importStatusKey(row.status).leftJustified(8), lines(row), describeImportRow(row));
        if (row.status == ImportRow::Status::Added) {
            QStringList prices;
            for (BillingMode m : AllBillingModes) {
                if (isKnown(row.offer.priceFor(m)))
                    prices << QStringLiteral("%1 %2").arg(billingModeKey(m), QString::number(row.offer.priceFor(m), 'g', 10));
            }
            out += QStringLiteral(": %1 %2").arg(row.offer.currency, prices.join(QStringLiteral(", ")));
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
