#pragma once

#include "insight/PriceSeries.h"

#include <QList>

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
bool refresh(const QSqlDatabase &db, Refreshed *out, QSqlError *error);

// The lines of `query` from the stored rows, with the provider names of `catalog`. *served
// is false (and `out` untouched) when they cannot answer: the file has no such tables, a
// provider asked for has changes not yet recomputed, a rate the lines were computed with
// has changed, or the query's currency has no rate; the caller then computes them from
// the history. Runs inside the caller's read transaction.
bool read(const QSqlDatabase &db, const Catalog &catalog, const PriceSeriesQuery &query, QList<PriceSeriesLine> *out, bool *served,
          QSqlError *error);

} // namespace PriceSeriesTable
} // namespace gpuscout
