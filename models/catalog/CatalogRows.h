#pragma once

#include <QString>
#include <QVariant>
#include <QVariantList>

#include <span>

namespace gpuscout {

struct Catalog;
struct ExchangeRate;
struct GpuSpec;
struct Measurement;
struct Offer;
struct PriceChange;
struct PriceTerm;
struct Provider;
struct Source;

// The catalog as the rows of its tables. A row refers to other rows by their natural key
// (a provider's key, a GPU's model, a source's key, an offer's id), never by a database's
// internal id, so that a change between two catalogs means the same on any connection and
// in any SQL database; the writer turns the keys into ids with plain sub-selects.

// In dependency order: a table refers only to tables before it.
enum class CatalogTable { Sources, Gpus, Providers, GpuAliases, ExchangeRates, Offers, Prices, PriceHistory,
                          Measurements, PriceBook };
inline constexpr int CatalogTableCount = 10;

struct CatalogColumn {
    const char *name;                // the column in the database
    const char *refTable = nullptr;  // set: the value is refTable's refKey, stored as its id
    const char *refKey = nullptr;
};

struct CatalogTableSpec {
    const char *name;
    std::span<const CatalogColumn> columns;
    // The first keyColumns columns identify a row. 0: the table has no key (price history):
    // a row is matched on all its columns and only ever added or removed.
    int keyColumns;
    bool caseInsensitiveKey; // the key column is COLLATE NOCASE
};

const CatalogTableSpec &catalogTableSpec(CatalogTable table);

// One row's values in its spec's column order: text as QString ('' for none), REAL as
// double or a null QVariant for Unknown, INTEGER as qint64.
using CatalogRow = QVariantList;

CatalogRow sourceRow(const Source &source);
CatalogRow gpuRow(const GpuSpec &gpu);
CatalogRow providerRow(const Provider &provider);
CatalogRow aliasRow(const QString &alias, const QString &model);
CatalogRow rateRow(const ExchangeRate &rate);
CatalogRow offerRow(const Catalog &catalog, const Offer &offer);
// The price row of one billing mode, or an empty row when the offer has no such price.
CatalogRow priceRow(const Offer &offer, int billingIndex);
CatalogRow historyRow(const PriceChange &change);
CatalogRow measurementRow(const Measurement &measurement);
CatalogRow priceTermRow(const PriceTerm &term);

// Two stored values are the same: both null, equal numbers (whatever their integer or
// floating type) or equal text.
bool sameValue(const QVariant &a, const QVariant &b);
bool sameRow(const CatalogRow &a, const CatalogRow &b);
// The row's key as one string (folded to lower case for a case-insensitive key); every
// column for a table without a key.
QString catalogRowKey(CatalogTable table, const CatalogRow &row);
// "offers row 12", "providers row aws": for messages.
QString describeCatalogRow(CatalogTable table, const CatalogRow &row);

} // namespace gpuscout
