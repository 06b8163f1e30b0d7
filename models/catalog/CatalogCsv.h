#pragma once

#include <QString>

namespace gpuscout {

struct Catalog;

// Reads the catalog's CSV files (gpus, gpu_aliases, providers, sources, offers; columns in
// resources/catalog/README.md) from a folder, such as the bundled ":/catalog". Every row is
// checked: an unknown GPU, provider or source, a negative price or a malformed number fails
// the whole read with "file:line: column: what was wrong, what was expected".
// Offer ids are assigned 1, 2, ... in file order.
bool readCatalogCsv(const QString &folder, Catalog *out, QString *error);

} // namespace gpuscout
