#pragma once

#include "import/XlsxWriter.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace gpuscout {

struct Catalog;
struct PriceTerm;
class ImportTable;

// The price book as a file, the same columns both ways: provider, regions, gpus,
// instance_types (lists ;-separated), billing, kind, discount_percent, price, currency, per,
// valid_from, valid_until, ref, notes.
QStringList priceBookColumns();
QByteArray priceBookCsv(const QList<PriceTerm> &terms);
XlsxSheetData priceBookSheet(const QList<PriceTerm> &terms);

// Reads the terms of a price book file to add to `catalog`'s, numbered after its last. Every
// row is checked as `price-book add` checks a term, against the catalog and the rows before
// it; each problem is one "FILE:LINE:COLUMN: what" line in errors. All or nothing: false,
// and no terms, when any row is bad.
bool readPriceBook(const ImportTable &table, const QString &fileName, const Catalog &catalog, QList<PriceTerm> *out,
                   QStringList *errors);

} // namespace gpuscout
