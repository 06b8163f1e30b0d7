#include "domain/CurrencyRates.h"

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {
const QString Usd = QStringLiteral("USD");
}

bool isCurrencyCode(const QString &code)
{
    if (code.size() != 3)
        return false;
    return std::all_of(code.begin(), code.end(), [](QChar c) {
        return (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z');
    });
}

CurrencyRates::CurrencyRates()
{
    m_rates << ExchangeRate{Usd, 1.0, QString(), QString()};
}

CurrencyRates CurrencyRates::defaults()
{
    CurrencyRates r;
    r.set({QStringLiteral("CNY"), 7.2, QString(), QString::fromLatin1(DefaultRateSource)});
    return r;
}

const ExchangeRate *CurrencyRates::find(const QString &currency) const
{
    for (const ExchangeRate &r : m_rates) {
        if (r.currency.compare(currency.trimmed(), Qt::CaseInsensitive) == 0)
            return &r;
    }
    return nullptr;
}

double CurrencyRates::perUsd(const QString &currency) const
{
    const ExchangeRate *r = find(currency);
    return r ? r->perUsd : Unknown;
}

double CurrencyRates::convert(double amount, const QString &from, const QString &to) const
{
    if (from.compare(to, Qt::CaseInsensitive) == 0)
        return amount;
    const double f = perUsd(from);
    const double t = perUsd(to);
    if (!(f > 0) || !(t > 0))
        return Unknown;
    return amount / f * t;
}

bool CurrencyRates::set(const ExchangeRate &rate)
{
    ExchangeRate r = rate;
    r.currency = r.currency.trimmed().toUpper();
    if (!isCurrencyCode(r.currency) || !std::isfinite(r.perUsd) || !(r.perUsd >= MinRatePerUsd) || !(r.perUsd <= MaxRatePerUsd))
        return false;
    if (r.currency == Usd && r.perUsd != 1.0)
        return false;
    auto it = std::find_if(m_rates.begin(), m_rates.end(),
                           [&](const ExchangeRate &e) { return e.currency == r.currency; });
    if (it != m_rates.end()) {
        *it = r;
        return true;
    }
    m_rates << r;
    std::sort(m_rates.begin() + 1, m_rates.end(),
              [](const ExchangeRate &a, const ExchangeRate &b) { return a.currency < b.currency; });
    return true;
}

bool CurrencyRates::remove(const QString &currency)
{
    const QString code = currency.trimmed().toUpper();
    if (code == Usd)
        return false;
    return m_rates.removeIf([&](const ExchangeRate &e) { return e.currency == code; }) > 0;
}

QStringList CurrencyRates::currencies() const
{
    QStringList out;
    for (const ExchangeRate &r : m_rates)
        out << r.currency;
    return out;
}

} // namespace gpuscout
