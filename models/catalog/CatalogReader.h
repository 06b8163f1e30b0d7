#pragma once

#include <QList>

class QSqlDatabase;
class QSqlError;

namespace gpuscout {

struct Catalog;
struct PriceChange;

// Reads every table of an open catalog database into *out (unchanged on failure, with the
// failing statement's error in *error). The caller runs it inside one read transaction so
// that the tables it reads belong to one snapshot. Without `withHistory`, price_history is
// not read and out->historyLoaded is false.
bool readCatalogTables(const QSqlDatabase &db, Catalog *out, QSqlError *error, bool withHistory = true);

// The price history of these offers only, in the order it was recorded (*out unchanged on
// failure): what a view that shows one GPU model or one offer reads from a catalog loaded
// without its history.
bool readPriceHistory(const QSqlDatabase &db, const QList<qint64> &offerIds, QList<PriceChange> *out, QSqlError *error);

} // namespace gpuscout
