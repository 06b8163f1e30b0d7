#include "feeds/GcpSkuTable.h"

#include "feeds/FeedValues.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace gpuscout {

namespace {

// The SKU's kind of use: from category.usageType when the object has it, else from the
// description (collectors that cut SKUs down keep only the description).
bool usage(const QJsonObject &sku, const QString &description, BillingMode *mode)
{
    // DWS and calendar-mode reservations are on-demand usage to the API, but not the
    // list price anyone compares.
    if (description.startsWith(QLatin1String("Reserved ")) || description.contains(QLatin1String(" DWS "))
        || description.contains(QLatin1String("Calendar Mode")))
        return false;
    const QString type = sku.value(QLatin1String("category")).toObject().value(QLatin1String("usageType")).toString();
    if (!type.isEmpty()) {
        if (type == QLatin1String("OnDemand"))
            *mode = BillingMode::OnDemand;
        else if (type == QLatin1String("Preemptible"))
            *mode = BillingMode::Spot;
        else if (type == QLatin1String("Commit1Yr"))
            *mode = BillingMode::Reserved1y;
        else
            return false;
        return true;
    }
    if (description.startsWith(QLatin1String("Commitment"))) {
        static const QRegularExpression oneYear(QStringLiteral("\\bfor 1 Years?\\b"));
        if (!oneYear.match(description).hasMatch())
            return false;
        *mode = BillingMode::Reserved1y;
        return true;
    }
    *mode = description.contains(QLatin1String("Preemptible")) ? BillingMode::Spot : BillingMode::OnDemand;
    return true;
}

// "Commitment v1: Nvidia Tesla A100 80GB GPU running in Americas for 1 Year" -> "a100 80gb".
QString gpuName(QString description)
{
    description.remove(QRegularExpression(QStringLiteral("^(Commitment v1:|Spot Preemptible)\\s*")));
    const qsizetype at = description.indexOf(QLatin1String(" GPU"));
    if (at < 0)
        return QString();
    QString name = description.left(at).toLower();
    name.remove(QRegularExpression(QStringLiteral("\\b(nvidia|tesla)\\s+")));
    return name.simplified();
}

// "Spot Preemptible A2 Instance Core running in Americas" -> A2, Core.
bool seriesPart(const QString &description, QString *series, GcpSku::Kind *kind)
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:Commitment v1:\\s*|Spot Preemptible\\s+|Preemptible\\s+)?([A-Z][0-9][A-Za-z0-9]*)\\s+(?:Instance\\s+)?(Core|Cpu|Ram)\\b"));
    const QRegularExpressionMatch m = re.match(description);
    if (!m.hasMatch())
        return false;
    *series = m.captured(1).toUpper();
    *kind = m.captured(2) == QLatin1String("Ram") ? GcpSku::Kind::Ram : GcpSku::Kind::Core;
    return true;
}

QStringList regionsOf(const QJsonObject &sku)
{
    QStringList out;
    QJsonArray list = sku.value(QLatin1String("serviceRegions")).toArray();
    if (list.isEmpty())
        list = sku.value(QLatin1String("geoTaxonomy")).toObject().value(QLatin1String("regions")).toArray();
    for (const QJsonValue &v : std::as_const(list)) {
        if (!v.toString().isEmpty())
            out << v.toString();
    }
    return out;
}

double money(const QJsonObject &unitPrice)
{
    const QJsonValue units = unitPrice.value(QLatin1String("units"));
    const double whole = units.isString() ? FeedValues::decimal(units.toString()) : units.isDouble() ? units.toDouble() : 0.0;
    const double nanos = unitPrice.value(QLatin1String("nanos")).toDouble(0);
    return whole + nanos / 1e9;
}

} // namespace

bool GcpSkuTable::add(const QJsonObject &object)
{
    ++m_seen;
    GcpSku sku;
    sku.description = object.value(QLatin1String("description")).toString();
    sku.skuId = object.value(QLatin1String("skuId")).toString();
    if (sku.description.startsWith(QLatin1String("Licensing Fee")) || !usage(object, sku.description, &sku.mode))
        return false;
    const QString group = object.value(QLatin1String("category")).toObject().value(QLatin1String("resourceGroup")).toString();
    if (group == QLatin1String("GPU") || (group.isEmpty() && sku.description.contains(QLatin1String(" GPU")))) {
        sku.kind = GcpSku::Kind::Gpu;
        sku.name = gpuName(sku.description);
    } else if (!seriesPart(sku.description, &sku.name, &sku.kind)) {
        return false;
    }
    if (sku.name.isEmpty())
        return false;
    sku.regions = regionsOf(object);
    if (sku.regions.isEmpty())
        return false; // "Americas" alone does not say which regions
    // The newest pricing, its first tier (startUsageAmount 0).
    const QJsonArray infos = object.value(QLatin1String("pricingInfo")).toArray();
    QJsonObject info;
    for (const QJsonValue &v : infos) {
        const QJsonObject candidate = v.toObject();
        if (info.isEmpty() || candidate.value(QLatin1String("effectiveTime")).toString() > info.value(QLatin1String("effectiveTime")).toString())
            info = candidate;
    }
    const QJsonArray tiers = info.value(QLatin1String("pricingExpression")).toObject().value(QLatin1String("tieredRates")).toArray();
    for (const QJsonValue &t : tiers) {
        const QJsonObject tier = t.toObject();
        if (tier.value(QLatin1String("startUsageAmount")).toDouble(0) != 0)
            continue;
        const QJsonObject unitPrice = tier.value(QLatin1String("unitPrice")).toObject();
        sku.price = money(unitPrice);
        sku.currency = unitPrice.value(QLatin1String("currencyCode")).toString();
        break;
    }
    sku.effective = FeedValues::isoDay(info.value(QLatin1String("effectiveTime")).toString());
    if (!isKnown(sku.price))
        return false;
    m_skus << sku;
    return true;
}

const GcpSku *GcpSkuTable::find(GcpSku::Kind kind, const QString &name, BillingMode mode, const QString &region) const
{
    const GcpSku *best = nullptr;
    for (const GcpSku &s : m_skus) {
        if (s.kind != kind || s.mode != mode || s.name != name || !s.regions.contains(region))
            continue;
        if (!best || s.regions.size() < best->regions.size())
            best = &s;
    }
    return best;
}

} // namespace gpuscout
