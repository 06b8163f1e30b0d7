#include "domain/Precision.h"

#include <array>

namespace gpuscout {

namespace {
constexpr std::array AllPrecisions{Precision::FP64, Precision::FP32, Precision::TF32,
                                   Precision::FP16, Precision::FP8, Precision::INT8};
}

QString precisionKey(Precision p)
{
    switch (p) {
    case Precision::FP64: return QStringLiteral("fp64");
    case Precision::FP32: return QStringLiteral("fp32");
    case Precision::TF32: return QStringLiteral("tf32");
    case Precision::FP16: return QStringLiteral("fp16");
    case Precision::FP8: return QStringLiteral("fp8");
    case Precision::INT8: return QStringLiteral("int8");
    }
    return {};
}

bool precisionFromKey(const QString &key, Precision *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("bf16")) {
        *out = Precision::FP16;
        return true;
    }
    for (Precision p : AllPrecisions) {
        if (precisionKey(p) == k) {
            *out = p;
            return true;
        }
    }
    return false;
}

QStringList precisionKeys()
{
    QStringList keys;
    for (Precision p : AllPrecisions)
        keys << precisionKey(p);
    keys.insert(4, QStringLiteral("bf16"));
    return keys;
}

} // namespace gpuscout
