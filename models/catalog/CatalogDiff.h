#pragma once

#include "catalog/CatalogRows.h"

#include <QList>

namespace gpuscout {

struct Catalog;

// One row that a change of the catalog inserts, updates or deletes. `before` is the row as
// the change was computed from it: a writer checks it against what the database holds
// now, so that a change made on an old copy never overwrites someone else's newer one.
struct RowChange {
    enum class Kind { Insert, Update, Delete };
    CatalogTable table = CatalogTable::Offers;
    Kind kind = Kind::Insert;
    CatalogRow before; // Update, Delete
    CatalogRow after;  // Insert, Update
};

// Receives the changes of diffCatalogs() one at a time, so that a large import is written
// row by row instead of being held as a second copy; false stops the diff.
class RowChangeSink
{
public:
    virtual ~RowChangeSink() = default;
    virtual bool apply(const RowChange &change) = 0;
    // After the last change: a sink that holds changes back writes them now.
    virtual bool finish() { return true; }
};

// Holds the changes in memory (tests, previews).
class CatalogChangeSet final : public RowChangeSink
{
public:
    bool apply(const RowChange &change) override
    {
        changes << change;
        return true;
    }
    int count(CatalogTable table, RowChange::Kind kind) const;

    QList<RowChange> changes;
};

// The row changes that turn `before` into `after`, in an order that a database with foreign
// keys accepts: inserts and updates of sources, GPUs, providers, aliases and rates; offers
// that go (their prices first); inserts and updates of offers, prices and history; then the
// other deletes, children first. Offers match by id; an offer
// without an id (0) gets the next free one. The other tables match by their key; price
// history is a list, so entries are only added or removed. An update carries every column
// of both rows; a writer changes only the columns that differ.
// Returns false when the sink stopped it (or its finish() failed).
bool diffCatalogs(const Catalog &before, const Catalog &after, RowChangeSink *sink);

} // namespace gpuscout
