#pragma once

#include <QString>
#include <QStringList>

namespace gpuscout {

// The arithmetic precision whose dense TFLOPS figure is used as "compute".
// FP16 stands for tensor FP16/BF16, the default for training and inference.
enum class Precision { FP64, FP32, TF32, FP16, FP8, INT8 };

QString precisionKey(Precision p);
bool precisionFromKey(const QString &key, Precision *out); // accepts "bf16" for FP16
QStringList precisionKeys();

} // namespace gpuscout
