// libFuzzer entry for the Python-literal parser behind SkyPilot's GpuInfo column: any
// text must give a value or an error, never a crash, deep recursion or a hang.

#include "import/PythonLiteral.h"
#include "import/SkyPilotReader.h"

#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QVariant value;
    QString error;
    const bool ok = parsePythonLiteral(text, &value, &error);
    if (!ok && error.isEmpty())
        std::abort(); // a failure always says why
    double gb = 0;
    if (gpuInfoMemoryGb(text, &gb, &error) && isKnown(gb) && !(gb > 0))
        std::abort(); // a memory size is positive or unknown
    return 0;
}
