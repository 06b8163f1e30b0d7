#pragma once

#include <QString>

namespace gpuscout {

struct GpuSpec;
struct Offer;

// Multi-GPU speedup S(N) = T1 / TN <= N (the buying-guide article), modelled Amdahl-style per link:
//
//   S(n; alpha) = n / (1 + alpha (n - 1))       (n <= 1: S = n, a fraction of one GPU)
//   S(job)      = S(gpus per instance; alpha_intra) x S(instances; alpha_inter)
//
// Each alpha is calibrated to one figure of the seeds, alpha = (n / S - 1) / (n - 1):
//   PCIe inside an instance     4 GPUs -> 3.25x, the middle of the first-time renter's article's "4卡 3-3.5倍"
//                               (alpha = 1/13); then 8 GPUs give 5.2x, 1.6x over 4, the low
//                               end of the 2026 selection-guide article's "8 卡和 4 卡 ... 1.6-1.8 倍"
//   NVLink inside an instance   8 GPUs -> 7.2x (the buying-guide article's near-linear RDMA cluster; alpha = 1/63)
//   RDMA between instances      (EFA, InfiniBand, GPUDirect) 8 -> 7.2x, the same article's figure
//   no RDMA between instances   8 -> 1.5x, the buying-guide article's "8卡实测加速比只有1.5" before the move
//                               to RDMA in one zone (alpha = 13/21)
// NVLink, Infinity Fabric and HCCS count as fast links; PCIe and an unknown link as PCIe.
struct SpeedupSettings {
    double alphaPcie;
    double alphaNvlink;
    double alphaRdma;
    double alphaEthernet;
};

double alphaForSpeedup(double n, double speedup); // the calibration above
double amdahlSpeedup(double n, double alpha);
SpeedupSettings defaultSpeedupSettings();

bool hasFastGpuLink(const GpuSpec &gpu);
bool hasRdma(const Offer &offer); // efa, infiniband or gpudirect

double jobSpeedup(double gpusPerInstance, double instances, bool fastGpuLink, bool rdma,
                  const SpeedupSettings &settings);

} // namespace gpuscout
