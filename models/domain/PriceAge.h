#pragma once

#include "domain/BillingMode.h"

#include <QDate>
#include <QString>

#include <limits>
#include <vector>

namespace gpuscout {

struct Catalog;

// What an item model's PriceFlagsRole carries for a price cell: the view colours it.
enum PriceFlag { PriceStale = 1, PriceExpired = 2 };

// How old each offer's prices are, worked out once per catalog (and billing mode) so that
// a table can flag stale prices without parsing dates while it paints.
class PriceAges
{
public:
    static constexpr int NoAge = std::numeric_limits<int>::min(); // no dated price
    static constexpr int DefaultStaleAfterDays = 90;

    PriceAges() = default;
    // billing: the ages of that mode's prices; without one, each offer's oldest known price.
    PriceAges(const Catalog &catalog, const QDate &today);
    PriceAges(const Catalog &catalog, BillingMode billing, const QDate &today);

    // Days since the price was quoted (0 for a date after today), or NoAge.
    int days(int offerIndex) const { return at(m_days, offerIndex, NoAge); }
    // The quote's valid-until date is before today.
    bool expired(int offerIndex) const { return at(m_expired, offerIndex, char(0)) != 0; }
    bool stale(int offerIndex, int staleAfterDays) const
    {
        const int d = days(offerIndex);
        return d != NoAge && d > staleAfterDays;
    }
    QDate today() const { return m_today; }

private:
    void build(const Catalog &catalog, const BillingMode *billing, const QDate &today);
    template<typename T>
    static T at(const std::vector<T> &v, int i, T fallback)
    {
        return i >= 0 && static_cast<std::size_t>(i) < v.size() ? v[static_cast<std::size_t>(i)] : fallback;
    }

    std::vector<int> m_days;
    std::vector<char> m_expired;
    QDate m_today;
};

// "quoted 2026-05-20, 194 days ago", or empty without a date.
QString priceAgeText(const QString &asOf, int days);

} // namespace gpuscout
