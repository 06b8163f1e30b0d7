#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"
#include "insight/PriceSeries.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>
#include <utility>
#include <vector>

class QSqlDatabase;
class QSqlError;

namespace gpuscout {

struct Catalog;

// The Prices over Time lines a catalog file keeps computed, so that drawing a GPU's prices
// never reads its whole history: 5,000,000 history rows behind one GPU took 8.9 s to read
// and sweep, against a budget of 100 ms. One row per (GPU, provider, billing mode) holds
// the line from its first price on, in US dollars (insight/PriceTrack.h); a date range and
// another currency are cut and scaled from it when read.
//
// SQLite triggers on price_history, prices and offers note each (GPU, provider) whose
// prices change, whoever writes them (this program, an older GpuScout, the sqlite3 shell);
// refresh() recomputes the noted ones inside the writer's transaction. A line computed with
// an exchange rate that has changed since is recomputed too. These tables are derived data,
// not catalog content: they are not part of the schema version, are created the first time
// a file is opened by a GpuScout that knows them, and a team catalog (PostgreSQL) has none.
namespace PriceSeriesTable {

// Whether the file has the tables (a read: opening a file that has them takes no write lock).
bool exists(const QSqlDatabase &db, bool *has, QSqlError *error);
// Creates the tables and triggers, and computes every line, when the file lacks them; runs
// inside the caller's write transaction. *created tells whether it had to.
bool ensure(const QSqlDatabase &db, bool *created, QSqlError *error);

// Brings the lines of every (GPU, provider) noted as changed up to date, inside the caller's
// write transaction: continued from the prices that changed when they only moved on (a
// price update: replaced prices go to the history on the update's day), computed again
// from the whole history otherwise, or when a rate they were computed with has changed.
struct Refreshed {
    int extended = 0;   // pairs continued
    int recomputed = 0; // pairs computed from their whole history
};
// A current price as the lines use it: the figure in the offer's currency and the day it
// was quoted (the price's own date, or else the offer's).
struct CurrentPrice {
    double pricePerHour = Unknown;
    int asOf = 0;
};
// One offer of a (GPU, provider) pair as the lines read it: 112 bytes, where whole price
// records made 384 (100,000 offers were 40 MB to fault in).
struct PairOffer {
    qint64 id = 0;
    double gpuCount = 0;
    QString currency;
    std::array<CurrentPrice, BillingModeCount> current;
};
// The offers a write added, by (GPU id, provider id), as it wrote them, in ascending ids:
// every offer of the file with an id above `after` is one of them. The lines of a pair
// that gained many read only its older offers from the file (an import of 100,000 new
// offers read them all back: a twentieth of its time).
struct NewOffers {
    qint64 after = 0;
    QHash<std::pair<qint64, qint64>, std::vector<PairOffer>> byPair;
};
bool refresh(const QSqlDatabase &db, Refreshed *out, QSqlError *error, const NewOffers *added = nullptr);

// The lines of `query` from the stored rows, with the provider names of `catalog`. *served
// is false (and `out` untouched) when they cannot answer: the file has no such tables, a
// provider asked for has changes not yet recomputed, a rate the lines were computed with
// has changed, or the query's currency has no rate; the caller then computes them from
// the history. Runs inside the caller's read transaction.
bool read(const QSqlDatabase &db, const Catalog &catalog, const PriceSeriesQuery &query, QList<PriceSeriesLine> *out, bool *served,
          QSqlError *error);

} // namespace PriceSeriesTable
} // namespace gpuscout
