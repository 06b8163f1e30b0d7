#include "import/PriceBookFile.h"

#include "catalog/CsvReader.h"
#include "catalog/PriceBookChecks.h"
#include "domain/Catalog.h"
#include "domain/PriceBook.h"
#include "import/ImportTable.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuscout {

namespace {

QStringList termCells(const PriceTerm &t)
{
    const auto number = [](double v) { return isKnown(v) ? QString::number(v, 'g', 15) : QString(); };
    return {t.provider, t.regions.join(u';'), t.gpus.join(u';'), t.instanceTypes.join(u';'),
            t.billing ? billingModeKey(*t.billing) : QString(), priceTermKindKey(t.kind), number(t.discountPercent),
            number(t.price), t.currency, t.perMonth ? QStringLiteral("month") : QStringLiteral("hour"), t.validFrom,
            t.validUntil, t.ref, t.notes};
}


} // namespace

QStringList priceBookColumns()
{
    return {QStringLiteral("provider"), QStringLiteral("regions"), QStringLiteral("gpus"), QStringLiteral("instance_types"),
            QStringLiteral("billing"), QStringLiteral("kind"), QStringLiteral("discount_percent"), QStringLiteral("price"),
            QStringLiteral("currency"), QStringLiteral("per"), QStringLiteral("valid_from"), QStringLiteral("valid_until"),
            QStringLiteral("ref"), QStringLiteral("notes")};
}

QByteArray priceBookCsv(const QList<PriceTerm> &terms)
{
    QString out = csvLine(priceBookColumns()) + u'\n';
    for (const PriceTerm &t : terms)
        out += csvLine(termCells(t)) + u'\n';
    return out.toUtf8();
}

XlsxSheetData priceBookSheet(const QList<PriceTerm> &terms)
{
    XlsxSheetData sheet;
    sheet.name = QStringLiteral("price book");
    sheet.header = priceBookColumns();
    for (const PriceTerm &t : terms)
        sheet.rows << termCells(t);
    sheet.numberColumns = {6, 7};
    return sheet;
}

bool readPriceBook(const ImportTable &table, const QString &fileName, const Catalog &catalog, QList<PriceTerm> *out,
                   QStringList *errors)
{
    QList<int> columns;
    for (const QString &name : priceBookColumns())
        columns << table.column({name});
    for (const char *required : {"provider", "valid_from", "ref"}) {
        if (table.column({QLatin1String(required)}) < 0) {
            *errors << QCoreApplication::translate("gpuscout::PriceBookFile", "%1:1: no %2 column; expected the columns %3").arg(fileName, QLatin1String(required), priceBookColumns().join(QStringLiteral(", ")));
            return false;
        }
    }
    Catalog growing = catalog; // each row is checked against the terms before it too
    qint64 id = nextPriceTermId(catalog.priceBook) - 1;
    QList<PriceTerm> terms;
    for (int r = 0; r < table.rowCount(); ++r) {
        const int line = table.lineOf(r);
        const auto cell = [&](int i) { return table.cell(r, columns[i]); };
        const auto fail = [&](const QString &column, const QString &message) {
            *errors << QStringLiteral("%1:%2:%3: %4").arg(fileName).arg(line).arg(column, message);
        };
        const int before = static_cast<int>(errors->size());
        PriceTerm t;
        t.id = ++id;
        t.provider = cell(0);
        t.regions = cell(1).split(u';', Qt::SkipEmptyParts);
        t.gpus = cell(2).split(u';', Qt::SkipEmptyParts);
        t.instanceTypes = cell(3).split(u';', Qt::SkipEmptyParts);
        for (QStringList *list : {&t.regions, &t.gpus, &t.instanceTypes}) {
            for (QString &item : *list)
                item = item.trimmed();
        }
        if (!cell(4).isEmpty()) {
            BillingMode m;
            if (billingModeFromKey(cell(4), &m))
                t.billing = m;
            else
                fail(QStringLiteral("billing"), QCoreApplication::translate("gpuscout::PriceBookFile", "'%1' is not a billing mode; expected on-demand, spot, reserved-1y, monthly or nothing").arg(cell(4)));
        }
        if (!cell(5).isEmpty() && !priceTermKindFromKey(cell(5), &t.kind))
            fail(QStringLiteral("kind"), QCoreApplication::translate("gpuscout::PriceBookFile", "'%1' is not known; expected discount, fixed or commitment").arg(cell(5)));
        for (const auto &[i, field, name] : {std::tuple{6, &t.discountPercent, "discount_percent"}, std::tuple{7, &t.price, "price"}}) {
            if (cell(i).isEmpty())
                continue;
            bool ok = false;
            *field = cell(i).toDouble(&ok);
            if (!ok)
                fail(QLatin1String(name), QCoreApplication::translate("gpuscout::PriceBookFile", "'%1' is not a number").arg(cell(i)));
        }
        t.currency = cell(8).toUpper();
        if (!cell(9).isEmpty() && cell(9) != QLatin1String("hour") && cell(9) != QLatin1String("month"))
            fail(QStringLiteral("per"), QCoreApplication::translate("gpuscout::PriceBookFile", "'%1' is not known; expected hour or month").arg(cell(9)));
        t.perMonth = cell(9) == QLatin1String("month");
        t.validFrom = cell(10);
        t.validUntil = cell(11);
        t.ref = cell(12);
        t.notes = cell(13);
        if (errors->size() > before)
            continue;
        for (const PriceTermProblem &problem : checkPriceTerm(growing, &t))
            fail(problem.column, problem.message);
        if (errors->size() > before)
            continue;
        growing.priceBook << t;
        terms << t;
    }
    if (!errors->isEmpty())
        return false;
    *out = terms;
    return true;
}

} // namespace gpuscout
