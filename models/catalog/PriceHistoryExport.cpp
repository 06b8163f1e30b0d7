#include "catalog/PriceHistoryExport.h"

#include "io/JsonNumbers.h"

#include "catalog/CsvReader.h"
#include "domain/Catalog.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuscout {

namespace {

QString num(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 12) : QString();
}

// Catalog figures as stored: an export imports back to the same values.
QJsonValue jnum(double v)
{
    return JsonNumbers::stored(v);
}

// The offer's identity for a history line: provider, instance type, region (empty for an
// offer deleted since).
struct OfferName {
    QString provider, instanceType, region;
};

QHash<qint64, OfferName> offerNames(const Catalog &c)
{
    QHash<qint64, OfferName> names;
    for (const Offer &o : c.offers)
        names.insert(o.id, {o.provider >= 0 && o.provider < c.providers.size() ? c.providers[o.provider].key : QString(),
                            o.instanceType, o.region});
    return names;
}

QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODate);
}

} // namespace

QByteArray priceHistoryCsv(const Catalog &c)
{
    const QHash<qint64, OfferName> names = offerNames(c);
    QStringList lines;
    if (!c.priceAudit.isEmpty()) {
        lines << QStringLiteral("offer_id,provider,instance_type,region,billing,old_price,new_price,currency,changed_by,changed_at");
        for (const PriceAuditEntry &e : c.priceAudit) {
            const OfferName n = names.value(e.offerId);
            lines << csvLine({QString::number(e.offerId), n.provider, n.instanceType, n.region, billingModeKey(e.billing),
                              num(e.oldPrice), num(e.newPrice), e.currency, e.changedBy, isoTime(e.changedAt)});
        }
    } else {
        lines << QStringLiteral("offer_id,provider,instance_type,region,billing,price_per_hour,currency,as_of,replaced_on");
        for (const PriceChange &h : c.priceHistory) {
            const OfferName n = names.value(h.offerId);
            lines << csvLine({QString::number(h.offerId), n.provider, n.instanceType, n.region, billingModeKey(h.billing),
                              num(h.pricePerHour), h.currency, h.asOf, h.replacedOn});
        }
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

QByteArray priceHistoryJson(const Catalog &c)
{
    const QHash<qint64, OfferName> names = offerNames(c);
    QJsonArray rows;
    auto identity = [&](qint64 id) {
        const OfferName n = names.value(id);
        return QJsonObject{{QStringLiteral("offer_id"), id}, {QStringLiteral("provider"), n.provider},
                           {QStringLiteral("instance_type"), n.instanceType}, {QStringLiteral("region"), n.region}};
    };
    if (!c.priceAudit.isEmpty()) {
        for (const PriceAuditEntry &e : c.priceAudit) {
            QJsonObject o = identity(e.offerId);
            o.insert(QStringLiteral("billing"), billingModeKey(e.billing));
            o.insert(QStringLiteral("old_price"), jnum(e.oldPrice));
            o.insert(QStringLiteral("new_price"), jnum(e.newPrice));
            o.insert(QStringLiteral("currency"), e.currency);
            o.insert(QStringLiteral("changed_by"), e.changedBy);
            o.insert(QStringLiteral("changed_at"), isoTime(e.changedAt));
            rows << o;
        }
        return QJsonDocument(QJsonObject{{QStringLiteral("audit"), rows}}).toJson(QJsonDocument::Indented);
    }
    for (const PriceChange &h : c.priceHistory) {
        QJsonObject o = identity(h.offerId);
        o.insert(QStringLiteral("billing"), billingModeKey(h.billing));
        o.insert(QStringLiteral("price_per_hour"), jnum(h.pricePerHour));
        o.insert(QStringLiteral("currency"), h.currency);
        o.insert(QStringLiteral("as_of"), h.asOf);
        o.insert(QStringLiteral("replaced_on"), h.replacedOn);
        rows << o;
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("price_history"), rows}}).toJson(QJsonDocument::Indented);
}

} // namespace gpuscout
