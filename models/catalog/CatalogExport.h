#pragma once

#include <QByteArray>

namespace gpuscout {

struct Catalog;

// The offers as CSV in the columns of offers.csv (resources/catalog/README.md), so that an
// export can be read back; unknown figures are empty.
QByteArray catalogOffersCsv(const Catalog &catalog);
// The whole catalog as JSON: {"gpus": [...], "providers": [...], "sources": [...],
// "offers": [...]}; unknown figures are null.
QByteArray catalogJson(const Catalog &catalog);

} // namespace gpuscout
