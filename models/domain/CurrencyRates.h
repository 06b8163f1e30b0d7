#pragma once

#include "domain/Unknown.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

// Three ASCII letters, as ISO 4217 codes are (case-insensitive).
bool isCurrencyCode(const QString &code);

// The source of the shipped default CNY rate, stored as this code (not as words) so that it
// reads in the language of whoever looks at it: rateSourceText() says it.
inline constexpr char DefaultRateSource[] = "default-setting";

// The rates a table takes, per US dollar: every currency in use lies well inside (the
// Kuwaiti dinar at 0.3, the Iranian rial near 42,000); outside, a rate is a typo that would
// make every converted price zero or infinite.
inline constexpr double MinRatePerUsd = 1e-4;
inline constexpr double MaxRatePerUsd = 1e6;

// One row of the rate table: how many units of `currency` one US dollar buys, as of a date.
struct ExchangeRate {
    QString currency;   // ISO 4217 code, upper case
    double perUsd = Unknown;
    QString asOf;       // YYYY-MM-DD, or empty when the user never dated it
    QString source;     // where the figure came from, free text
    bool operator==(const ExchangeRate &) const = default;
};

// The table the display currency converts with. Offers keep their native currency; a
// conversion the table cannot make (a currency it lacks) gives Unknown, never a guess.
// USD is always present at 1.
class CurrencyRates
{
public:
    CurrencyRates(); // USD only
    // USD and CNY at 7.2: an editable default, not a market quote.
    static CurrencyRates defaults();

    double perUsd(const QString &currency) const; // Unknown when not in the table
    const ExchangeRate *find(const QString &currency) const;
    double convert(double amount, const QString &from, const QString &to) const;

    // Adds or replaces a rate; false (table unchanged) for an empty code, a rate outside
    // [MinRatePerUsd, MaxRatePerUsd], or an attempt to change USD's 1.
    bool set(const ExchangeRate &rate);
    bool remove(const QString &currency); // false for USD or an unknown code

    const QList<ExchangeRate> &rates() const { return m_rates; } // USD first, then by code
    QStringList currencies() const;

    bool operator==(const CurrencyRates &) const = default;

private:
    QList<ExchangeRate> m_rates;
};

} // namespace gpuscout
