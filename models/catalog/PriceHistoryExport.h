#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QSqlDatabase;

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

// A catalog file's price history as priceHistoryCsv() or priceHistoryJson() write it (the
// JSON with one entry a line), read straight from the database in the caller's read
// transaction and handed to `write` in pieces of about 1 MB: memory stays flat however
// long the history (5,000,000 rows took 3.2 GB in memory). False with *error when the
// database fails or `write` does.
bool streamPriceHistory(const QSqlDatabase &db, bool json, const std::function<bool(const QByteArray &)> &write, QString *error);

} // namespace gpuscout
