#pragma once

#include "domain/BillingMode.h"

#include <QString>

namespace gpuscout {

struct Catalog;

// The price-history rule, shared by the catalog editor and the importer: a price that
// changes goes into Catalog::priceHistory with the date it was quoted and the date it was
// replaced, and the new price is dated asOf (today when the caller gives none).
//
// - old price known, new price different (or Unknown: the price was withdrawn): the old
//   price is recorded in the offer's current currency, then replaced;
// - old price Unknown: the new price is set, nothing to record;
// - same price: nothing is recorded; a given asOf re-dates it (a re-confirmed quote).
// Returns true when the price changed. offerIndex must be valid; today is YYYY-MM-DD.
bool recordPriceChange(Catalog &catalog, int offerIndex, BillingMode billing, double newPrice, const QString &asOf,
                       const QString &today);

// The id a new offer gets: one more than the largest id in the catalog (1 when empty),
// so an id is never reused while the catalog holds it.
qint64 nextOfferId(const Catalog &catalog);

} // namespace gpuscout
