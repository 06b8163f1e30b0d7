#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"

#include <QDateTime>
#include <QString>

namespace gpuscout {

// One price change as a team catalog's server recorded it (a trigger writes it, so no
// client can skip it): which price, from what to what, which database login and when by
// the server's clock. oldPrice is Unknown for a new price, newPrice for a removed one.
struct PriceAuditEntry {
    qint64 offerId = 0;
    BillingMode billing = BillingMode::OnDemand;
    double oldPrice = Unknown;
    double newPrice = Unknown;
    QString currency;
    QString changedBy;
    QDateTime changedAt; // UTC
    bool operator==(const PriceAuditEntry &) const = default;
};

} // namespace gpuscout
