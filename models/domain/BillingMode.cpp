#include "domain/BillingMode.h"

namespace gpuscout {

QString billingModeKey(BillingMode m)
{
    switch (m) {
    case BillingMode::OnDemand: return QStringLiteral("on-demand");
    case BillingMode::Spot: return QStringLiteral("spot");
    case BillingMode::Reserved1y: return QStringLiteral("reserved-1y");
    case BillingMode::Monthly: return QStringLiteral("monthly");
    }
    return {};
}

bool billingModeFromKey(const QString &key, BillingMode *out)
{
    for (BillingMode m : AllBillingModes) {
        if (billingModeKey(m).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = m;
            return true;
        }
    }
    return false;
}

QStringList billingModeKeys()
{
    QStringList keys;
    for (BillingMode m : AllBillingModes)
        keys << billingModeKey(m);
    return keys;
}

} // namespace gpuscout
