#pragma once

class QCommandLineParser;

namespace gpuscout {

// gpuscout catalog price-book add|list|remove ID: the buyer's negotiated prices.
int runCatalogPriceBook(const QCommandLineParser &parser);

} // namespace gpuscout
