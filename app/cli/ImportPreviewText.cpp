#include "cli/ImportPreviewText.h"

#include "import/ImportPlan.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <future>

namespace gpuscout {

namespace {

constexpr qsizetype Piece = 32 * 1024; // characters

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

void appendRow(QString *text, const ImportRow &row)
{
    QString &out = *text;
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
    // The second half of a large preview is formatted on another thread meanwhile (the
    // preview of 100,000 rows was a thirtieth of the import), in pieces that end with a row.
    const qsizetype rows = plan.rows.size();
    const qsizetype half = rows >= 20000 ? rows / 2 : rows;
    const auto format = [&plan](qsizetype from, qsizetype to, QString *text, const std::function<bool(const QString &)> &piece) {
        for (qsizetype i = from; i < to; ++i) {
            const ImportRow &row = plan.rows.at(i);
            if (!row.applies())
                continue;
            appendRow(text, row);
            if (text->size() >= Piece) {
                if (!piece(*text))
                    return false;
                text->clear(); // keeps its capacity for the next piece
            }
        }
        return true;
    };
    std::future<QStringList> rest;
    if (half < rows) {
        rest = std::async(std::launch::async, [&] {
            QStringList pieces;
            QString last;
            format(half, rows, &last, [&](const QString &piece) {
                pieces << piece;
                return true;
            });
            if (!last.isEmpty())
                pieces << last;
            return pieces;
        });
    }
    if (!format(0, half, &out, write) || (!out.isEmpty() && !write(out)))
        return false;
    if (rest.valid()) {
        for (const QString &piece : rest.get()) {
            if (!write(piece))
                return false;
        }
    }
    return true;
}

} // namespace gpuscout
