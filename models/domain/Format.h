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
// A large count as people say it, in the current locale's language: "2 billion", "20 亿",
// "1.5 trillion", "1.5 万亿"; below 10,000 as digits. Unknown -> unknownText().
QString formatCount(double count);
QString formatGpuCount(double count);                        // 8, 0.5

// A provider's name in the current language: the Chinese name under a Chinese locale.
// Every place a person reads a provider's name goes through it (table, winner card, status
// bar, compare headers, Insight, report), so that the two languages never mix.
QString providerDisplayName(const struct Provider &provider);
// A provider kind as stored (hyperscaler, gpu-cloud, marketplace) in the current language.
QString providerKindText(const QString &kind);
// A region as shown: an empty one, or the catalog's literal "unspecified", in the current
// language; any other region name is the provider's own and stays as it is.
QString regionDisplayName(const QString &region);
// "A, B and C" / "A、B和C": names in a sentence, in the interface's language (not the
// number locale's, which tests and some systems set to C).
QString formatNameList(const QStringList &names);
// A data source's name as shown: the catalog build's English notes on what was taken
// ("(SkyPilot format, GPU rows)") in the current language; titles and paths stay as they are.
QString sourceDisplayName(const QString &name);
// An exchange rate's source: the shipped default's code in words, anything else as entered.
QString rateSourceText(const QString &source);

// Criterion names: as a title ("Compute") and inside a sentence ("compute").
QString criterionName(Criterion c);
QString criterionNameInText(Criterion c);

} // namespace gpuscout
