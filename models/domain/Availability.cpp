#include "domain/Availability.h"

#include <QCoreApplication>

namespace gpuscout {

QString availabilityKey(Availability a)
{
    switch (a) {
    case Availability::InStock: return QStringLiteral("in-stock");
    case Availability::Low: return QStringLiteral("low");
    case Availability::SoldOut: return QStringLiteral("sold-out");
    case Availability::NotStated: break;
    }
    return QStringLiteral("");
}

bool availabilityFromKey(const QString &key, Availability *out)
{
    for (Availability a : {Availability::NotStated, Availability::InStock, Availability::Low, Availability::SoldOut}) {
        if (key.trimmed().compare(availabilityKey(a), Qt::CaseInsensitive) == 0) {
            *out = a;
            return true;
        }
    }
    return false;
}

int availabilityRank(Availability a)
{
    switch (a) {
    case Availability::InStock: return 3;
    case Availability::Low: return 2;
    case Availability::SoldOut: return 1;
    case Availability::NotStated: break;
    }
    return 0;
}

QString availabilityText(Availability a)
{
    switch (a) {
    case Availability::InStock: return QCoreApplication::translate("gpuscout::Availability", "in stock");
    case Availability::Low: return QCoreApplication::translate("gpuscout::Availability", "low stock");
    case Availability::SoldOut: return QCoreApplication::translate("gpuscout::Availability", "sold out");
    case Availability::NotStated: break;
    }
    return QString();
}

} // namespace gpuscout
