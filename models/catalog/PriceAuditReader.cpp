#include "catalog/PriceAuditReader.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>

namespace gpuscout {

bool readPriceAudit(const QSqlDatabase &db, QList<PriceAuditEntry> *out, QSqlError *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // The time as milliseconds since the epoch: no dependence on the session's time zone
    // or on how the driver reads timestamps.
    if (!q.exec(QStringLiteral("SELECT offer_id, billing, old_price, new_price, currency, changed_by, "
                               "(extract(epoch FROM changed_at) * 1000)::bigint FROM price_audit ORDER BY id"))) {
        *error = q.lastError();
        return false;
    }
    QList<PriceAuditEntry> entries;
    while (q.next()) {
        PriceAuditEntry e;
        e.offerId = q.value(0).toLongLong();
        if (!billingModeFromKey(q.value(1).toString(), &e.billing))
            continue;
        e.oldPrice = q.value(2).isNull() ? Unknown : q.value(2).toDouble();
        e.newPrice = q.value(3).isNull() ? Unknown : q.value(3).toDouble();
        e.currency = q.value(4).toString();
        e.changedBy = q.value(5).toString();
        e.changedAt = QDateTime::fromMSecsSinceEpoch(q.value(6).toLongLong(), Qt::UTC);
        entries << e;
    }
    *out = std::move(entries);
    return true;
}

} // namespace gpuscout
