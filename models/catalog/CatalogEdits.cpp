#include "catalog/CatalogEdits.h"

#include "domain/Catalog.h"
#include "catalog/PriceUpdate.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace gpuscout {

int offersUsingGpu(const Catalog &catalog, int gpuIndex)
{
    return static_cast<int>(std::count_if(catalog.offers.cbegin(), catalog.offers.cend(),
                                          [&](const Offer &o) { return o.gpu == gpuIndex; }));
}

int offersUsingProvider(const Catalog &catalog, int providerIndex)
{
    return static_cast<int>(std::count_if(catalog.offers.cbegin(), catalog.offers.cend(),
                                          [&](const Offer &o) { return o.provider == providerIndex; }));
}

bool removeGpu(Catalog &catalog, int gpuIndex)
{
    if (gpuIndex < 0 || gpuIndex >= catalog.gpus.size() || offersUsingGpu(catalog, gpuIndex) > 0)
        return false;
    const QString model = catalog.gpus[gpuIndex].model;
    catalog.gpus.removeAt(gpuIndex);
    catalog.gpuAliases.removeIf([&](QHash<QString, QString>::iterator it) { return it.value().compare(model, Qt::CaseInsensitive) == 0; });
    for (Offer &o : catalog.offers) {
        if (o.gpu > gpuIndex)
            --o.gpu;
    }
    return true;
}

bool removeProvider(Catalog &catalog, int providerIndex)
{
    if (providerIndex < 0 || providerIndex >= catalog.providers.size()
        || offersUsingProvider(catalog, providerIndex) > 0)
        return false;
    catalog.providers.removeAt(providerIndex);
    for (Offer &o : catalog.offers) {
        if (o.provider > providerIndex)
            --o.provider;
    }
    return true;
}

void removeOffers(Catalog &catalog, QList<int> offerIndices)
{
    std::sort(offerIndices.begin(), offerIndices.end());
    offerIndices.erase(std::unique(offerIndices.begin(), offerIndices.end()), offerIndices.end());
    QSet<qint64> ids;
    for (auto it = offerIndices.crbegin(); it != offerIndices.crend(); ++it) {
        if (*it < 0 || *it >= catalog.offers.size())
            continue;
        ids.insert(catalog.offers[*it].id);
        catalog.offers.removeAt(*it);
    }
    catalog.priceHistory.removeIf([&](const PriceChange &h) { return ids.contains(h.offerId); });
}

int applyOfferEdit(Catalog &catalog, int offerIndex, const Offer &edited,
                   const std::array<QString, BillingModeCount> &asOf, const QString &today)
{
    if (!edited.source.isEmpty() && catalog.sourceIndex(edited.source) < 0) {
        Source s;
        s.key = edited.source;
        s.name = edited.source;
        s.asOf = today;
        s.notes = QCoreApplication::translate("gpuscout::CatalogEdits", "added in the catalog editor");
        catalog.sources << s;
    }
    if (offerIndex < 0) {
        Offer o = edited;
        o.id = nextOfferId(catalog);
        for (BillingMode m : AllBillingModes)
            o.priceAsOf.set(indexOf(m), isKnown(o.priceFor(m)) ? asOf[indexOf(m)] : QString());
        catalog.offers << o;
        return static_cast<int>(catalog.offers.size() - 1);
    }

    Offer &o = catalog.offers[offerIndex];
    if (o.currency.compare(edited.currency, Qt::CaseInsensitive) != 0) {
        // The same figure in another currency is another price: every old one is history.
        for (BillingMode m : AllBillingModes) {
            const std::size_t i = indexOf(m);
            if (isKnown(o.price[i]))
                catalog.priceHistory << PriceChange{o.id, m, o.price[i], o.currency, o.priceAsOfFor(m), today};
            o.price[i] = Unknown;
            o.priceAsOf.set(i, {});
        }
    }
    for (BillingMode m : AllBillingModes)
        recordPriceChange(catalog, offerIndex, m, edited.priceFor(m), asOf[indexOf(m)], today);

    Offer &stored = catalog.offers[offerIndex];
    Offer updated = edited;
    updated.id = stored.id;
    updated.price = stored.price;
    updated.priceAsOf = stored.priceAsOf;
    stored = updated;
    return offerIndex;
}

void remapOfferIds(Catalog &catalog, const QHash<qint64, qint64> &remapped)
{
    if (remapped.isEmpty())
        return;
    for (Offer &o : catalog.offers)
        o.id = remapped.value(o.id, o.id);
    for (PriceChange &h : catalog.priceHistory)
        h.offerId = remapped.value(h.offerId, h.offerId);
}

} // namespace gpuscout
