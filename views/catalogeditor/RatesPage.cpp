#include "catalogeditor/RatesPage.h"

#include "domain/Catalog.h"
#include "catalogeditor/CatalogEditor.h"
#include "domain/Format.h"
#include "catalogeditor/RateDialog.h"

#include <QTableWidget>

namespace gpuscout {

RatesPage::RatesPage(CatalogEditor *editor, QWidget *parent)
    : CatalogTablePage(editor, QStringLiteral("rates"), parent)
{
    setStretchColumn(3);
    retranslate();
}

void RatesPage::retranslate()
{
    setHint(tr("Offers keep their own currency; the ranking converts them into the display currency "
               "with this table. Each rate carries the day it was taken, and reports state the rates used."));
    setHeaders({tr("Currency"), tr("Units per USD"), tr("As of"), tr("Source"), tr("Offers")},
               {QString(), tr("How many units one US dollar buys"), tr("The day the rate was taken"), QString(),
                tr("Offers priced in this currency")});
    setRemoveText(tr("&Remove"));
}

void RatesPage::setCatalog(const Catalog &catalog)
{
    QTableWidget *t = table();
    const int selected = t->currentRow();
    const QList<ExchangeRate> &rates = catalog.rates.rates();
    t->setRowCount(static_cast<int>(rates.size()));
    for (int r = 0; r < rates.size(); ++r) {
        const ExchangeRate &x = rates[r];
        const auto uses = std::count_if(catalog.offers.cbegin(), catalog.offers.cend(), [&](const Offer &o) {
            return o.currency.compare(x.currency, Qt::CaseInsensitive) == 0;
        });
        setRow(r, {x.currency, formatNumber(x.perUsd, 4), x.asOf.isEmpty() ? tr("not dated") : x.asOf, rateSourceText(x.source),
                   QString::number(uses)},
               {1, 4});
    }
    finishFill();
    selectRow(selected);
}

void RatesPage::add()
{
    openForm(-1);
}

void RatesPage::edit(int row)
{
    openForm(row);
}

void RatesPage::openForm(int row)
{
    const std::shared_ptr<const Catalog> snapshot = editor()->catalog();
    if (!snapshot)
        return;
    const QString currency = row >= 0 ? snapshot->rates.rates()[row].currency : QString();
    auto *dialog = new RateDialog(snapshot->rates, currency, editor()->today().toString(Qt::ISODate), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptor([this, dialog, snapshot](QString *error) {
        Catalog c = *editor()->catalog();
        const ExchangeRate r = dialog->rate();
        if (!c.rates.set(r)) {
            *error = tr("%1 per USD is not a valid rate").arg(r.currency);
            return false;
        }
        const QString what = tr("Set the %1 rate to %2").arg(r.currency, formatNumber(r.perUsd, 4));
        if (!editor()->commit(c, what, error))
            return false;
        editor()->showStatus(what);
        return true;
    });
    dialog->open();
}

void RatesPage::remove(int row)
{
    Catalog c = *editor()->catalog();
    const QString currency = c.rates.rates()[row].currency;
    if (!c.rates.remove(currency)) {
        editor()->showStatus(tr("US dollars are the base of the table and stay at 1."), true);
        return;
    }
    const auto uses = std::count_if(c.offers.cbegin(), c.offers.cend(), [&](const Offer &o) {
        return o.currency.compare(currency, Qt::CaseInsensitive) == 0;
    });
    QString error;
    if (!editor()->commit(c, tr("Remove the %1 rate").arg(currency), &error)) {
        editor()->showStatus(error, true);
        return;
    }
    editor()->showStatus(uses > 0 ? tr("Removed %1: its %n offer(s) now have no price in other display currencies "
                                       "(Ctrl+Z undoes)", nullptr, static_cast<int>(uses)).arg(currency)
                                  : tr("Removed the %1 rate (Ctrl+Z undoes)").arg(currency),
                         uses > 0);
}

} // namespace gpuscout
