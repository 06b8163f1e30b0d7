#pragma once

#include <QStringList>

namespace gpuscout {

struct ImportDocument;
class ImportTable;

// GpuScout's own CSV: the columns of offers.csv (resources/catalog/README.md), in any
// order, plus the import-only valid_until and per-price as-of dates (on_demand_as_of,
// spot_as_of, reserved_1y_as_of, monthly_as_of). Needs provider, instance_type, gpu,
// gpu_count, region, currency and at least one price column; other columns are ignored.
void readGpuScoutCsv(const ImportTable &table, ImportDocument *doc);

// Every column the reader knows, in offers.csv order, then the import-only ones.
QStringList gpuScoutCsvColumns();
// The columns a file must have (beside one price column).
QStringList gpuScoutCsvRequiredColumns();

} // namespace gpuscout
