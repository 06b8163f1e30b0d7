#pragma once

#include "domain/Criterion.h"

#include <QString>

namespace gpuscout {

// How numbers read wherever people see them (table, compare view, winner card, report):
// the current locale's digits, "unknown" for a figure the catalog does not know, money
// with its symbol and three decimals under 10.
QString unknownText();
QString formatNumber(double value, int decimals);
QString formatMoney(double value, const QString &currency); // $ for USD, ¥ for CNY, else the code
QString formatGpuCount(double count);                        // 8, 0.5

// A provider's name in the current language: the Chinese name under a Chinese locale.
QString providerDisplayName(const struct Provider &provider);

// Criterion names: as a title ("Compute") and inside a sentence ("compute").
QString criterionName(Criterion c);
QString criterionNameInText(Criterion c);

} // namespace gpuscout
