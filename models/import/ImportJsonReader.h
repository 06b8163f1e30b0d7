#pragma once

#include <QString>

namespace gpuscout {

struct ImportDocument;

// GpuScout's JSON export (catalogJson(): {"gpus": [...], "providers": [...],
// "sources": [...], "offers": [...]}), of which the "offers" array is read, or a bare
// array of offer objects. An offer has the keys of the export ("prices" an object by
// billing mode key; null for unknown), and may add valid_until and "prices_as_of" (an
// object by billing mode key). Issues are placed at line = the offer's index + 1 and
// column = its key ("prices.spot"). Text that is not JSON is a fatal error at its
// line:column.
void readGpuScoutJson(const QString &text, ImportDocument *doc);

} // namespace gpuscout
