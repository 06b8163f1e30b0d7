#pragma once

#include <QString>
#include <QStringView>
#include <QVariant>

namespace gpuscout {

// Reads a Python literal as SkyPilot catalogs write their GpuInfo column: dicts, lists
// and tuples, strings in single or double quotes, numbers, True/False/None, and JSON's
// true/false/null. Nothing is evaluated. Dicts become QVariantMap, lists QVariantList,
// numbers double, None a null QVariant. Anything else, or nesting deeper than 32 levels,
// fails with a message giving the position, so that no input can run code or exhaust
// the stack.
bool parsePythonLiteral(QStringView text, QVariant *out, QString *error = nullptr);

// The value under key in a dict, the key matched case-insensitively (catalogs write both
// 'MemoryInfo' and 'memoryinfo'); a null QVariant when absent or not a dict.
QVariant pythonDictValue(const QVariant &dict, QStringView key);

} // namespace gpuscout
