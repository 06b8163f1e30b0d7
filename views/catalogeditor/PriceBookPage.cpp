#include "catalogeditor/PriceBookPage.h"

#include "catalogeditor/CatalogEditor.h"
#include "catalogeditor/PriceTermDialog.h"
#include "domain/Catalog.h"

#include <QDate>
#include <QTableWidget>

namespace gpuscout {

PriceBookPage::PriceBookPage(CatalogEditor *editor, QWidget *parent)
    : CatalogTablePage(editor, QStringLiteral("priceBook"), parent)
{
    setStretchColumn(7);
    retranslate();
}

void PriceBookPage::retranslate()
{
    setHint(m_hidden ? tr("Negotiated prices are hidden from this login on the team catalog: offers are ranked on "
                          "list prices. An admin can grant you the buyer role.")
                     : tr("Your negotiated prices. Where several terms match an offer, the most specific wins "
                          "(instance type, then GPU, then region, then the provider alone), then the later start. "
                          "The ranking, the report and the job costs use them; Rank on list prices turns them off."));
    setHeaders({tr("ID"), tr("Provider"), tr("Applies to"), tr("Billing"), tr("Terms"), tr("Valid from"), tr("Valid until"),
                tr("Reference")},
               {tr("The term's number (gpuscout catalog price-book remove ID)"), QString(),
                tr("Regions, GPU models and instance types the term is limited to"), QString(),
                tr("A discount off the list price, or a fixed contract price"), QString(),
                tr("The last day the term applies; it stops applying the day after"), QString()});
    setRemoveText(tr("&Remove"));
}

void PriceBookPage::setCatalog(const Catalog &catalog)
{
    if (m_hidden != catalog.priceBookHidden) {
        m_hidden = catalog.priceBookHidden;
        retranslate();
    }
    QTableWidget *t = table();
    const int selected = t->currentRow();
    t->setRowCount(static_cast<int>(catalog.priceBook.size()));
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    for (int r = 0; r < catalog.priceBook.size(); ++r) {
        const PriceTerm &term = catalog.priceBook[r];
        QStringList scope;
        for (const QStringList *list : {&term.regions, &term.gpus, &term.instanceTypes}) {
            if (!list->isEmpty())
                scope << list->join(QStringLiteral(", "));
        }
        const bool ended = !term.validUntil.isEmpty() && term.validUntil < today;
        setRow(r, {QString::number(term.id), term.provider, scope.isEmpty() ? tr("every offer") : scope.join(QStringLiteral("; ")),
                   term.billing ? billingModeKey(*term.billing) : tr("every mode"), priceTermValueText(term), term.validFrom,
                   term.validUntil.isEmpty() ? tr("open-ended") : ended ? tr("%1 (ended)").arg(term.validUntil) : term.validUntil,
                   term.ref},
               {0});
    }
    finishFill();
    selectRow(selected);
}

void PriceBookPage::add()
{
    openForm(-1);
}

void PriceBookPage::edit(int row)
{
    openForm(row);
}

void PriceBookPage::openForm(int row)
{
    const std::shared_ptr<const Catalog> snapshot = editor()->catalog();
    if (!snapshot || snapshot->priceBookHidden)
        return;
    PriceTerm start;
    if (row >= 0) {
        start = snapshot->priceBook[row];
    } else {
        start.validFrom = editor()->today().toString(Qt::ISODate);
    }
    auto *dialog = new PriceTermDialog(snapshot, start, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptor([this, dialog, row](QString *error) {
        Catalog c = *editor()->catalog();
        const PriceTerm t = dialog->term();
        QString what;
        if (row >= 0 && row < c.priceBook.size()) {
            c.priceBook[row] = t;
            what = tr("Edit price book term %1 (%2)").arg(t.id).arg(t.ref);
        } else {
            c.priceBook << t;
            what = tr("Add price book term %1 (%2)").arg(t.id).arg(t.ref);
        }
        if (!editor()->commit(c, what, error))
            return false;
        editor()->showStatus(what);
        return true;
    });
    dialog->open();
}

void PriceBookPage::remove(int row)
{
    Catalog c = *editor()->catalog();
    if (row < 0 || row >= c.priceBook.size())
        return;
    const PriceTerm t = c.priceBook.takeAt(row);
    QString error;
    if (!editor()->commit(c, tr("Remove price book term %1 (%2)").arg(t.id).arg(t.ref), &error)) {
        editor()->showStatus(error, true);
        return;
    }
    editor()->showStatus(tr("Removed price book term %1 (%2): its offers are at list prices again (Ctrl+Z undoes)").arg(t.id).arg(t.ref));
}

} // namespace gpuscout
