#include "catalog/EditConflict.h"

#include "domain/Catalog.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace gpuscout {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout::EditConflict", text);
}

QString number(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 12) : tr("unknown");
}

bool same(double a, double b)
{
    return (!isKnown(a) && !isKnown(b)) || a == b;
}

// The login that last changed this price, from the audit trail.
QString lastChangedBy(const Catalog &now, qint64 offerId, BillingMode billing)
{
    for (auto it = now.priceAudit.crbegin(); it != now.priceAudit.crend(); ++it) {
        if (it->offerId == offerId && it->billing == billing)
            return it->changedBy;
    }
    return QString();
}

} // namespace

QList<FieldConflict> offerEditConflicts(const Catalog &now, const Offer &base, const Offer &mine, const Offer &theirs)
{
    QList<FieldConflict> conflicts;
    const auto numeric = [&](const QString &field, double b, double m, double t, const QString &by = QString()) {
        if (!same(m, b) && !same(t, b) && !same(t, m))
            conflicts << FieldConflict{field, number(t), number(m), by};
    };
    const auto text = [&](const QString &field, const QString &b, const QString &m, const QString &t) {
        if (m != b && t != b && t != m)
            conflicts << FieldConflict{field, t, m, QString()};
    };
    for (BillingMode mode : AllBillingModes) {
        const std::size_t i = indexOf(mode);
        numeric(tr("%1 price").arg(billingModeKey(mode)), base.price[i], mine.price[i], theirs.price[i],
                lastChangedBy(now, theirs.id, mode));
    }
    numeric(tr("GPU count"), base.gpuCount, mine.gpuCount, theirs.gpuCount);
    numeric(tr("vCPUs"), base.vcpus, mine.vcpus, theirs.vcpus);
    numeric(tr("RAM"), base.ramGib, mine.ramGib, theirs.ramGib);
    numeric(tr("NVMe"), base.nvmeGb, mine.nvmeGb, theirs.nvmeGb);
    numeric(tr("network"), base.networkGbps, mine.networkGbps, theirs.networkGbps);
    numeric(tr("spot interruption rate"), base.spotInterruption, mine.spotInterruption, theirs.spotInterruption);
    text(tr("instance type"), base.instanceType, mine.instanceType, theirs.instanceType);
    text(tr("region"), base.region, mine.region, theirs.region);
    text(tr("zone"), base.zone, mine.zone, theirs.zone);
    text(tr("currency"), base.currency, mine.currency, theirs.currency);
    text(tr("valid until"), base.validUntil, mine.validUntil, theirs.validUntil);
    text(tr("notes"), base.notes, mine.notes, theirs.notes);
    return conflicts;
}

QString describeConflicts(const QList<FieldConflict> &conflicts)
{
    QStringList lines;
    for (const FieldConflict &c : conflicts) {
        lines << (c.by.isEmpty() ? tr("%1: now %2 (yours: %3)").arg(c.field, c.theirs, c.mine)
                                 : tr("%1: %2 made it %3 (yours: %4)").arg(c.field, c.by, c.theirs, c.mine));
    }
    return lines.join(QStringLiteral("; "));
}

} // namespace gpuscout
