#include "domain/PriceTerm.h"

#include "domain/Format.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {

bool listed(const QStringList &list, const QString &value)
{
    if (list.isEmpty())
        return true;
    for (const QString &item : list) {
        if (item.compare(value, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

QString priceTermKindKey(PriceTermKind k)
{
    switch (k) {
    case PriceTermKind::Discount: return QStringLiteral("discount");
    case PriceTermKind::Fixed: return QStringLiteral("fixed");
    case PriceTermKind::Commitment: return QStringLiteral("commitment");
    }
    return {};
}

bool priceTermKindFromKey(const QString &key, PriceTermKind *out)
{
    for (PriceTermKind k : {PriceTermKind::Discount, PriceTermKind::Fixed, PriceTermKind::Commitment}) {
        if (key.compare(priceTermKindKey(k), Qt::CaseInsensitive) == 0) {
            *out = k;
            return true;
        }
    }
    return false;
}

QString priceTermValueText(const PriceTerm &t)
{
    if (isKnown(t.discountPercent)) {
        const QString pct = formatNumber(t.discountPercent, t.discountPercent == static_cast<double>(static_cast<qint64>(t.discountPercent)) ? 0 : 2);
        return t.kind == PriceTermKind::Commitment
            ? QCoreApplication::translate("gpuscout::PriceTerm", "%1 % off on-demand").arg(pct)
            : QCoreApplication::translate("gpuscout::PriceTerm", "%1 % off").arg(pct);
    }
    return t.perMonth ? QCoreApplication::translate("gpuscout::PriceTerm", "%1 a month").arg(formatMoney(t.price, t.currency))
                      : QCoreApplication::translate("gpuscout::PriceTerm", "%1 an hour").arg(formatMoney(t.price, t.currency));
}

bool PriceTerm::operator==(const PriceTerm &o) const
{
    const auto same = [](double a, double b) { return isKnown(a) == isKnown(b) && (!isKnown(a) || a == b); };
    return id == o.id && provider == o.provider && regions == o.regions && gpus == o.gpus
        && instanceTypes == o.instanceTypes && billing == o.billing && kind == o.kind
        && same(discountPercent, o.discountPercent) && same(price, o.price) && currency == o.currency
        && perMonth == o.perMonth && validFrom == o.validFrom && validUntil == o.validUntil && ref == o.ref
        && notes == o.notes;
}

bool PriceTerm::matches(const QString &providerKey, const QString &instanceType, const QString &region,
                        const QString &gpuModel) const
{
    return provider.compare(providerKey, Qt::CaseInsensitive) == 0 && listed(instanceTypes, instanceType)
        && listed(regions, region) && listed(gpus, gpuModel);
}

} // namespace gpuscout
