#include "domain/PriceAge.h"

#include "domain/Catalog.h"

#include <QCoreApplication>
#include <QHash>

namespace gpuscout {

PriceAges::PriceAges(const Catalog &catalog, const QDate &today)
{
    build(catalog, nullptr, today);
}

PriceAges::PriceAges(const Catalog &catalog, BillingMode billing, const QDate &today)
{
    build(catalog, &billing, today);
}

void PriceAges::build(const Catalog &catalog, const BillingMode *billing, const QDate &today)
{
    m_today = today;
    const auto n = static_cast<std::size_t>(catalog.offers.size());
    m_days.assign(n, NoAge);
    m_expired.assign(n, 0);
    // A catalog holds a handful of distinct dates: parse each once.
    QHash<QString, int> daysOf;
    auto age = [&](const QString &date) {
        auto it = daysOf.constFind(date);
        if (it != daysOf.cend())
            return *it;
        const QDate d = QDate::fromString(date, Qt::ISODate);
        const int days = d.isValid() ? static_cast<int>(std::max<qint64>(0, d.daysTo(today))) : NoAge;
        daysOf.insert(date, days);
        return days;
    };
    const QString todayText = today.toString(Qt::ISODate);
    for (std::size_t i = 0; i < n; ++i) {
        const Offer &o = catalog.offers[static_cast<qsizetype>(i)];
        int oldest = NoAge;
        for (BillingMode m : AllBillingModes) {
            if ((billing && m != *billing) || !isKnown(o.priceFor(m)))
                continue;
            oldest = std::max(oldest, age(o.priceAsOfFor(m)));
        }
        m_days[i] = oldest;
        m_expired[i] = !o.validUntil.isEmpty() && o.validUntil < todayText ? 1 : 0;
    }
}

QString priceAgeText(const QString &asOf, int days)
{
    if (asOf.isEmpty() || days == PriceAges::NoAge)
        return {};
    if (days == 0)
        return QCoreApplication::translate("gpuscout::PriceAge", "quoted %1, today").arg(asOf);
    return QCoreApplication::translate("gpuscout::PriceAge", "quoted %1, %n day(s) ago", nullptr, days).arg(asOf);
}

} // namespace gpuscout
