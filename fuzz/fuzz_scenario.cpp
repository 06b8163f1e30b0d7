// libFuzzer entry for scenario files: whatever the bytes, reading ends with a scenario or
// a message naming what was wrong, and a scenario that was read writes back to JSON that
// reads to the same scenario, with finite weights no larger than MaxWeight.

#include "domain/Scenario.h"
#include "domain/Weights.h"
#include "scenario/ScenarioJson.h"

#include <QJsonDocument>

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace gpuscout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > static_cast<size_t>(MaxScenarioBytes))
        return 0; // the file reader refuses these before parsing
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    Scenario s;
    QString error;
    if (!parseScenario(bytes, QStringLiteral("fuzz.json"), &s, &error)) {
        if (!error.startsWith(QLatin1String("fuzz.json")) || error.size() <= 10)
            std::abort(); // every message names the file and says something
        return 0;
    }
    if (!error.isEmpty())
        std::abort();
    for (Criterion c : AllCriteria) {
        if (!std::isfinite(s.weights[c]) || s.weights[c] < 0 || s.weights[c] > MaxWeight)
            std::abort();
    }
    const QByteArray written = QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Compact);
    Scenario again;
    if (!parseScenario(written, QStringLiteral("fuzz.json"), &again, &error) || !(again == s))
        std::abort();
    return 0;
}
