#include "cli/PriceBookJson.h"

#include "domain/PriceTerm.h"
#include "io/JsonNumbers.h"

#include <QJsonArray>

namespace gpuscout {

QJsonObject priceTermJson(const PriceTerm &t)
{
    return QJsonObject{
        {QStringLiteral("id"), t.id},
        {QStringLiteral("provider"), t.provider},
        {QStringLiteral("regions"), QJsonArray::fromStringList(t.regions)},
        {QStringLiteral("gpus"), QJsonArray::fromStringList(t.gpus)},
        {QStringLiteral("instance_types"), QJsonArray::fromStringList(t.instanceTypes)},
        {QStringLiteral("billing"), t.billing ? QJsonValue(billingModeKey(*t.billing)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("kind"), priceTermKindKey(t.kind)},
        {QStringLiteral("discount_percent"), JsonNumbers::stored(t.discountPercent)},
        {QStringLiteral("price"), JsonNumbers::stored(t.price)},
        {QStringLiteral("currency"), t.currency},
        {QStringLiteral("per"), t.perMonth ? QStringLiteral("month") : QStringLiteral("hour")},
        {QStringLiteral("valid_from"), t.validFrom},
        {QStringLiteral("valid_until"), t.validUntil.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(t.validUntil)},
        {QStringLiteral("ref"), t.ref},
        {QStringLiteral("notes"), t.notes},
    };
}

QJsonObject priceTermReference(const PriceTerm &t)
{
    return QJsonObject{{QStringLiteral("id"), t.id},
                       {QStringLiteral("ref"), t.ref},
                       {QStringLiteral("kind"), priceTermKindKey(t.kind)},
                       {QStringLiteral("discount_percent"), JsonNumbers::stored(t.discountPercent)}};
}

} // namespace gpuscout
