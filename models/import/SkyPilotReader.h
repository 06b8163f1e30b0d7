#pragma once

#include "domain/Unknown.h"

#include <QString>
#include <QStringView>

namespace gpuscout {

struct ImportDocument;
class ImportTable;

// SkyPilot's catalog vms.csv (see the project's data/skypilot/SOURCE.md): columns by
// header name, whatever their order. Prices are USD per hour for the whole instance; a
// price of 0 means "not offered" there (Vast's SpotPrice) and is read as unknown. Rows
// without an accelerator (CPU-only sizes) and accelerator rows without an instance type
// (GCP's attachable GPUs, priced apart from any host) are skipped and counted, not
// rejected. The files do not name their cloud: every record gets `provider`, which may
// be empty for the caller to fill in.
void readSkyPilotCsv(const ImportTable &table, const QString &provider, ImportDocument *doc);

// Per-GPU memory in GB from a GpuInfo cell: MemoryInfo.SizeInMiB of its first GPU / 1024.
// Unknown when the cell is only a GPU name or states no size; false with *error when the
// cell looks like a dict but cannot be read.
bool gpuInfoMemoryGb(QStringView gpuInfo, double *gb, QString *error);

} // namespace gpuscout
