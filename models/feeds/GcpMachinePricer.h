#pragma once

#include <QString>

namespace gpuscout {

class FeedCollector;
class GcpSkuTable;

// Google prices a GPU machine type (a2-highgpu-1g) by its parts: the GPU SKU times the
// GPU count, the series' vCPU SKU times the vCPUs and its memory SKU times the GiB. This
// sums them for each A2, A3, A4 and G2 machine type the catalog lists (its GPU count,
// vCPUs and memory), in every region and billing mode where all three parts are priced.
// A machine type with a part missing in a region is left out there.
class GcpMachinePricer
{
public:
    // The GPU SKU name ("a100 80gb") a machine type is priced with, or empty when the
    // machine type is not one of the series above.
    static QString gpuSkuName(const QString &machineType);

    // Adds the machine prices to `out` under an edition dated `day`, from `url`.
    static void price(const GcpSkuTable &skus, FeedCollector *out, const QString &day, const QString &url);
};

} // namespace gpuscout
