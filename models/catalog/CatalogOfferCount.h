#pragma once

#include <QString>
#include <QtGlobal>

namespace gpuscout {

// How many offers the catalog file at `path` holds, read with SQLite alone (no Qt
// application, no connection name), read-only; -1 when it is not a catalog SQLite can read.
// For main()'s first lines, which size a run before anything else is set up.
qint64 countOffersInCatalogFile(const QString &path);

} // namespace gpuscout
