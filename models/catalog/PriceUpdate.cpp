#include "catalog/PriceUpdate.h"

#include "domain/Catalog.h"

#include <algorithm>

namespace gpuscout {

bool recordPriceChange(Catalog &catalog, int offerIndex, BillingMode billing, double newPrice, const QString &asOf,
                       const QString &today)
{
    Offer &offer = catalog.offers[offerIndex];
    const std::size_t i = indexOf(billing);
    const double oldPrice = offer.price[i];
    const bool changed = isKnown(oldPrice) != isKnown(newPrice) || (isKnown(oldPrice) && oldPrice != newPrice);
    if (!changed) {
        if (!asOf.isEmpty())
            offer.priceAsOf.set(i, asOf);
        return false;
    }
    if (isKnown(oldPrice)) {
        catalog.priceHistory << PriceChange{offer.id, billing, oldPrice, offer.currency, offer.priceAsOfFor(billing),
                                            today};
    }
    offer.price[i] = newPrice;
    // A withdrawn price keeps no date of its own: the row's as-of speaks for it again.
    offer.priceAsOf.set(i, isKnown(newPrice) ? (asOf.isEmpty() ? today : asOf) : QString());
    return true;
}

qint64 nextOfferId(const Catalog &catalog)
{
    qint64 largest = 0;
    for (const Offer &o : catalog.offers)
        largest = std::max(largest, o.id);
    return largest + 1;
}

} // namespace gpuscout
