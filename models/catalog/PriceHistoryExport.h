#pragma once

#include <QByteArray>

namespace gpuscout {

struct Catalog;

// `catalog export --what history`: every recorded price change, oldest first.
// A team catalog's audit trail (who and when, by the server): offer_id, provider,
// instance_type, region, billing, old_price, new_price, currency, changed_by, changed_at
// (ISO 8601, UTC). A catalog file has no audit trail; its price history is written
// instead: offer_id, provider, instance_type, region, billing, price_per_hour, currency,
// as_of, replaced_on. Unknown prices (a price added or removed) are empty / null.
QByteArray priceHistoryCsv(const Catalog &catalog);
// The same as {"audit": [...]} or {"price_history": [...]}.
QByteArray priceHistoryJson(const Catalog &catalog);

} // namespace gpuscout
