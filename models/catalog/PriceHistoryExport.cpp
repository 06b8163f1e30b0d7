#include "catalog/PriceHistoryExport.h"

#include "io/JsonNumbers.h"

#include "catalog/CatalogRowSource.h"
#include "catalog/CsvReader.h"
#include "catalog/SqlFailure.h"
#include "domain/Catalog.h"

#include <QHash>
#include <QSqlError>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

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

// A JSON string: quotes, backslashes and control characters escaped.
void appendJsonString(QByteArray &out, const QString &text)
{
    out += '"';
    for (const char c : text.toUtf8()) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += "0123456789abcdef"[u >> 4];
            out += "0123456789abcdef"[u & 15];
        } else {
            out += c;
        }
    }
    out += '"';
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

bool streamPriceHistory(const QSqlDatabase &db, bool json, const std::function<bool(const QByteArray &)> &write, QString *error)
{
    QSqlError failed;
    CatalogRowSource::TextPool texts;
    auto rows = CatalogRowSource::select(db, QStringLiteral("SELECT h.offer_id, p.key, o.instance_type, o.region, h.billing, h.price_per_hour, "
                                                            "h.currency, h.as_of, h.replaced_on FROM price_history h "
                                                            "LEFT JOIN offers o ON o.id = h.offer_id LEFT JOIN providers p ON p.id = o.provider_id "
                                                            "ORDER BY h.id"),
                                         &texts, &failed);
    if (!rows) {
        *error = sqlErrorText(failed);
        return false;
    }
    constexpr qsizetype Piece = 1024 * 1024;
    QByteArray out = json ? QByteArrayLiteral("{\n    \"price_history\": [") : QByteArrayLiteral("offer_id,provider,instance_type,region,billing,price_per_hour,currency,as_of,replaced_on\n");
    bool first = true;
    while (rows->next()) {
        BillingMode billing;
        if (!billingModeFromKey(rows->shared(4), &billing))
            continue; // written by a later version: as the catalog reader leaves it out
        const qint64 offer = rows->integer(0);
        const double price = rows->real(5);
        if (json) {
            // Written by hand: a QJsonDocument a row took 5 µs, the whole export 26 s.
            out += first ? "\n        {" : ",\n        {";
            out += "\"as_of\":";
            appendJsonString(out, rows->shared(7));
            out += ",\"billing\":";
            appendJsonString(out, billingModeKey(billing));
            out += ",\"currency\":";
            appendJsonString(out, rows->shared(6));
            out += ",\"instance_type\":";
            appendJsonString(out, rows->text(2));
            out += ",\"offer_id\":" + QByteArray::number(offer);
            out += ",\"price_per_hour\":" + (isKnown(price) ? QByteArray::number(price, 'g', QLocale::FloatingPointShortest) : QByteArray("null"));
            out += ",\"provider\":";
            appendJsonString(out, rows->shared(1));
            out += ",\"region\":";
            appendJsonString(out, rows->shared(3));
            out += ",\"replaced_on\":";
            appendJsonString(out, rows->shared(8));
            out += '}';
        } else {
            out += csvLine({QString::number(offer), rows->shared(1), rows->text(2), rows->shared(3), billingModeKey(billing), num(price),
                            rows->shared(6), rows->shared(7), rows->shared(8)})
                       .toUtf8()
                + '\n';
        }
        first = false;
        if (out.size() >= Piece) {
            if (!write(out))
                return false;
            out.clear();
        }
    }
    if (rows->error().isValid()) {
        *error = sqlErrorText(rows->error());
        return false;
    }
    if (json)
        out += first ? "]\n}\n" : "\n    ]\n}\n";
    return write(out);
}

} // namespace gpuscout
