#pragma once

#include "import/ImportPlan.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

struct Catalog;
struct ImportRecord;
struct Offer;
class LabelPool;

// The field-by-field rules of an import, apart from the matching (ImportPlan.cpp).

// Folds a later line of a quote sheet into the earlier record of the same offer: a sheet
// gives each billing mode its own line. False when the two cannot be one offer: *conflict
// names the column they disagree on (gpu, gpu_count, currency), or is empty when both
// price the same billing mode (a plain duplicate).
bool mergeQuoteLine(ImportRecord *first, const ImportRecord &later, QString *conflict);

// A new offer from a record; asOf is the record's date or the import's. Its texts come from
// `labels`, which the offers of one import share.
Offer offerFromRecord(const ImportRecord &r, int provider, int gpu, const QString &source, const QString &asOf, LabelPool *labels);

// The catalog offer updated with what the record states. An empty cell keeps the
// catalog's value (an import never erases a known figure); a price the file dates before
// the catalog's own date for it is kept too, with a warning. Prices the record leaves out
// keep their own as-of when the row's date moves on.
// With confirmUnchanged (price feeds), a price the record repeats keeps its as-of and
// gets the record's date as its confirmation date, and the row's as-of moves only when
// a price changes.
Offer mergeIntoOffer(const Offer &old, const ImportRecord &r, int gpu, const QString &source, const QString &asOf,
                     QStringList *warnings, bool confirmUnchanged = false);

// What differs between two versions of an offer, as the preview lists it.
QList<FieldChange> offerChanges(const Catalog &catalog, const Offer &before, const Offer &after);

// Equal figures, or both unknown; a CSV round trip may move the last digits.
bool sameFigure(double a, double b);

} // namespace gpuscout
