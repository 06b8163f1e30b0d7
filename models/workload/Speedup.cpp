#include "workload/Speedup.h"

#include "domain/GpuSpec.h"
#include "domain/Offer.h"

namespace gpuscout {

double alphaForSpeedup(double n, double speedup)
{
    return (n / speedup - 1.0) / (n - 1.0);
}

double amdahlSpeedup(double n, double alpha)
{
    if (n <= 1)
        return n;
    return n / (1.0 + alpha * (n - 1.0));
}

SpeedupSettings defaultSpeedupSettings()
{
    return SpeedupSettings{
        alphaForSpeedup(4, 3.25), // the first-time renter's article: 4 GPUs 3-3.5x
        alphaForSpeedup(8, 7.2),  // the buying-guide article: 8 GPUs 7.2x with a fast fabric
        alphaForSpeedup(8, 7.2),  // the buying-guide article: RDMA in one zone
        alphaForSpeedup(8, 1.5),  // the buying-guide article: 8 GPUs 1.5x across machines before RDMA
    };
}

bool hasFastGpuLink(const GpuSpec &gpu)
{
    const QString link = gpu.interconnect.trimmed().toLower();
    return link.startsWith(QLatin1String("nvlink")) || link == QLatin1String("infinity fabric")
        || link == QLatin1String("hccs");
}

bool hasRdma(const Offer &offer)
{
    const QString r = offer.rdma.trimmed().toLower();
    return r == QLatin1String("efa") || r == QLatin1String("infiniband") || r == QLatin1String("gpudirect");
}

double jobSpeedup(double gpusPerInstance, double instances, bool fastGpuLink, bool rdma,
                  const SpeedupSettings &settings)
{
    const double intra = amdahlSpeedup(gpusPerInstance, fastGpuLink ? settings.alphaNvlink : settings.alphaPcie);
    const double inter = amdahlSpeedup(instances, rdma ? settings.alphaRdma : settings.alphaEthernet);
    return intra * inter;
}

} // namespace gpuscout
