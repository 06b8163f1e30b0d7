#include "feeds/FeedStaleness.h"

#include "domain/Catalog.h"
#include "feeds/FeedSource.h"

#include <QHash>

namespace gpuscout {

QStringList staleFeedProviders(const Catalog &catalog, const QDate &today, int days)
{
    QHash<QString, QString> newest; // provider key -> newest YYYY-MM-DD
    for (const Offer &o : catalog.offers) {
        if (o.provider < 0 || o.provider >= catalog.providers.size())
            continue;
        const QString key = catalog.providers[o.provider].key.toLower();
        for (BillingMode m : AllBillingModes) {
            if (!isKnown(o.priceFor(m)))
                continue;
            const QString date = o.priceConfirmedFor(m);
            if (date > newest.value(key))
                newest[key] = date;
        }
    }
    QStringList out;
    for (const QString &provider : {QStringLiteral("aws"), QStringLiteral("azure"), QStringLiteral("gcp")}) {
        if (!newest.contains(provider))
            continue;
        const QDate date = QDate::fromString(newest.value(provider), Qt::ISODate);
        if (!date.isValid() || date.daysTo(today) > days)
            out << provider;
    }
    return out;
}

} // namespace gpuscout
