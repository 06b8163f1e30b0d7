#include "catalogeditor/ProvidersPage.h"

#include "domain/Catalog.h"
#include "catalog/CatalogEdits.h"
#include "catalogeditor/CatalogEditor.h"
#include "domain/Format.h"
#include "catalogeditor/ProviderDialog.h"

#include <QTableWidget>

namespace gpuscout {

ProvidersPage::ProvidersPage(CatalogEditor *editor, QWidget *parent)
    : CatalogTablePage(editor, QStringLiteral("providers"), parent)
{
    setStretchColumn(1);
    retranslate();
}

void ProvidersPage::retranslate()
{
    setHint(tr("The clouds and marketplaces offers belong to. The SLA feeds the stability criterion; "
               "a provider with offers cannot be deleted."));
    setHeaders({tr("Key"), tr("Name"), tr("Chinese name"), tr("Kind"), tr("Home currency"), tr("SLA %"),
                tr("Offers")},
               {tr("How offers and saved scenarios refer to the provider"), QString(), QString(), QString(),
                QString(), tr("Single-instance SLA; empty = none published"),
                tr("How many offers this provider has")});
}

void ProvidersPage::setCatalog(const Catalog &catalog)
{
    QTableWidget *t = table();
    const int selected = t->currentRow();
    std::vector<int> uses(static_cast<std::size_t>(catalog.providers.size()), 0);
    for (const Offer &o : catalog.offers) {
        if (o.provider >= 0 && o.provider < catalog.providers.size())
            ++uses[static_cast<std::size_t>(o.provider)];
    }
    t->setRowCount(static_cast<int>(catalog.providers.size()));
    for (int r = 0; r < catalog.providers.size(); ++r) {
        const Provider &p = catalog.providers[r];
        setRow(r, {p.key, p.name, p.nameZh, providerKindText(p.kind), p.homeCurrency,
                   isKnown(p.slaPercent) ? formatNumber(p.slaPercent, 2) : QString(),
                   QString::number(uses[static_cast<std::size_t>(r)])},
               {5, 6});
    }
    finishFill();
    selectRow(selected);
}

void ProvidersPage::add()
{
    openForm(-1);
}

void ProvidersPage::edit(int row)
{
    openForm(row);
}

void ProvidersPage::openForm(int providerIndex)
{
    const std::shared_ptr<const Catalog> snapshot = editor()->catalog();
    if (!snapshot)
        return;
    auto *dialog = new ProviderDialog(*snapshot, providerIndex, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString key = providerIndex >= 0 ? snapshot->providers[providerIndex].key : QString();
    dialog->setAcceptor([this, dialog, snapshot, key](QString *error) {
        Catalog c = *editor()->catalog();
        const Provider p = dialog->provider();
        const int index = key.isEmpty() ? -1 : c.providerIndex(key);
        if (index >= 0)
            c.providers[index] = p;
        else
            c.providers << p;
        const QString what = index >= 0 ? tr("Edit provider %1").arg(p.name) : tr("Add provider %1").arg(p.name);
        if (!editor()->commit(c, what, error))
            return false;
        editor()->showStatus(what);
        selectRow(index >= 0 ? index : static_cast<int>(c.providers.size() - 1));
        return true;
    });
    dialog->open();
}

void ProvidersPage::remove(int row)
{
    Catalog c = *editor()->catalog();
    const QString name = c.providers[row].name;
    const int uses = offersUsingProvider(c, row);
    if (uses > 0) {
        editor()->showStatus(tr("%1 has %n offer(s): delete them first (Offers tab, provider filter).", nullptr, uses)
                                 .arg(name),
                             true);
        return;
    }
    removeProvider(c, row);
    QString error;
    if (editor()->commit(c, tr("Delete provider %1").arg(name), &error))
        editor()->showStatus(tr("Deleted provider %1 (Ctrl+Z undoes)").arg(name));
    else
        editor()->showStatus(error, true);
}

} // namespace gpuscout
