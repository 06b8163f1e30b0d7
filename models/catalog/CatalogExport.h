#pragma once

#include <QByteArray>

namespace gpuscout {

struct Catalog;

// Which offers an export writes: all of them, or only those that need a quote (specs
// without any price).
enum class OfferSelection { All, NeedsQuote };

// The offers as CSV in the columns of offers.csv (resources/catalog/README.md), so that an
// export can be read back; unknown figures are empty, offers that need a quote have empty
// price columns.
QByteArray catalogOffersCsv(const Catalog &catalog, OfferSelection which = OfferSelection::All);
// The whole catalog as JSON: {"gpus": [...], "providers": [...], "sources": [...],
// "offers": [...]}; unknown figures are null; each offer carries "needs_quote". With
// NeedsQuote only {"offers": [...]} of the offers that need one.
QByteArray catalogJson(const Catalog &catalog, OfferSelection which = OfferSelection::All);

} // namespace gpuscout
