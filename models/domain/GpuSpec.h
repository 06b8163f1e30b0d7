#pragma once

#include "domain/Precision.h"
#include "domain/Unknown.h"

#include <QString>

namespace gpuscout {

// One GPU model. Every throughput figure is dense (no sparsity), per GPU.
struct GpuSpec {
    QString model;        // canonical id, e.g. "A100-80GB"
    QString maker;
    double vramGb = Unknown;
    double memoryBandwidthGbs = Unknown;
    double fp64Tflops = Unknown;
    double fp32Tflops = Unknown;
    double tf32Tflops = Unknown;
    double fp16Tflops = Unknown; // tensor FP16/BF16
    double fp8Tflops = Unknown;
    double int8Tops = Unknown;
    QString interconnect;         // NVLink, PCIe, ...
    double interconnectGbs = Unknown;
    double tdpW = Unknown;
    int year = 0;                 // 0 = unknown
    // The maker's name for the GPU's generation (hopper, ampere, cdna3, ...): the performance
    // model pools measurements by it. Empty: not known.
    QString architecture;
    // ;-separated software stacks that run ML frameworks on it: cuda, cuda-11 (Kepler, no
    // current framework build), rocm, cann, graphics (no compute stack). Empty: not known.
    QString stacks;
    QString source;

    double tflops(Precision p) const
    {
        switch (p) {
        case Precision::FP64: return fp64Tflops;
        case Precision::FP32: return fp32Tflops;
        case Precision::TF32: return tf32Tflops;
        case Precision::FP16: return fp16Tflops;
        case Precision::FP8: return fp8Tflops;
        case Precision::INT8: return int8Tops;
        }
        return Unknown;
    }
};

} // namespace gpuscout
