#pragma once

#include <QString>

namespace gpuscout {

struct Catalog;
struct ImportRecord;

// The catalog GPU an import record means, or -1 with *message saying why not.
// A name alone resolves as Catalog::gpuIndex() does (model or alias). With a per-GPU
// memory (SkyPilot's GpuInfo) the name is a family, "A100": the model is the one of that
// family whose VRAM matches the memory (A100 + 80 GB is the A100-80GB); between models
// of equal memory a variant the instance type names wins (..._pcie: the PCIe card), then
// the alias's own model, then the shorter name. An unknown name gets closestGpuName()'s
// suggestion.
int matchImportGpu(const Catalog &catalog, const ImportRecord &record, QString *message);

} // namespace gpuscout
