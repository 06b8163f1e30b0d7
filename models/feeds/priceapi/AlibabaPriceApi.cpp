#include "feeds/priceapi/AlibabaPriceApi.h"

#include "feeds/signing/AlibabaSigner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUuid>

namespace gpuscout {

namespace {

const QByteArray Version = "2014-05-26";
const QString CentralHost = QStringLiteral("ecs.aliyuncs.com");

// Alibaba wraps each list in an object named for its items: {"Regions": {"Region": [...]}}.
QJsonArray list(const QJsonObject &o, const QString &outer, const QString &inner)
{
    return o.value(outer).toObject().value(inner).toArray();
}

} // namespace

AlibabaPriceApi::AlibabaPriceApi(FeedCollector *out, const QString &today)
    : PriceApi(FeedSource::Alibaba, out, today)
{
}

ApiCall AlibabaPriceApi::makeCall(const QString &host, const QByteArray &action,
                              const QList<std::pair<QString, QString>> &query, const QString &step) const
{
    ApiCall c;
    c.step = step;
    c.url = QUrl(QStringLiteral("https://") + host + u'/');
    c.action = action;
    c.request.method = "POST";
    c.request.path = "/";
    c.request.query = query;
    return c;
}

ApiCall AlibabaPriceApi::instanceTypesPage(const QString &token) const
{
    QList<std::pair<QString, QString>> query{{QStringLiteral("MaxResults"), QStringLiteral("1600")}};
    if (!token.isEmpty())
        query.append({QStringLiteral("NextToken"), token});
    ApiCall c = makeCall(CentralHost, "DescribeInstanceTypes", query,
                     QCoreApplication::translate("gpuscout::PriceApi", "DescribeInstanceTypes page %1").arg(m_pages + 1));
    c.context.insert(QStringLiteral("token"), token);
    return c;
}

QList<ApiCall> AlibabaPriceApi::start()
{
    return {instanceTypesPage(QString())};
}

void AlibabaPriceApi::sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const
{
    const QByteArray nonce = QUuid::createUuid().toByteArray(QUuid::Id128);
    AlibabaSigner::sign(request, call.action, Version, now, nonce, key.id, key.secret);
}

ApiError AlibabaPriceApi::errorIn(const ApiCall &call, int status, const QJsonObject &answer) const
{
    ApiError e;
    const QString code = apiText(answer, "Code");
    if (code.isEmpty() && status >= 200 && status < 300)
        return e;
    e.code = code.isEmpty() ? QStringLiteral("HTTP %1").arg(status) : code;
    e.message = apiText(answer, "Message").simplified().left(300);
    if (code.startsWith(QLatin1String("Throttling")) || code == QLatin1String("ServiceUnavailable")
        || code == QLatin1String("InternalError"))
        e.kind = ApiError::Kind::Retry;
    else
        e.kind = ApiError::Kind::Fatal;
    e.key = code == QLatin1String("SignatureDoesNotMatch") || code == QLatin1String("IncompleteSignature")
        || code.startsWith(QLatin1String("InvalidAccessKeyId")) || code.startsWith(QLatin1String("Forbidden"))
        || code.startsWith(QLatin1String("InvalidTimeStamp")) || status == 401 || status == 403;
    // A type the API will not quote in a mode (no spot in the zone, a type being retired):
    // that price stays unknown, the others are read.
    if ((call.action == "DescribePrice" || call.action == "DescribeSpotAdvice") && !e.key && e.kind == ApiError::Kind::Fatal
        && (code.startsWith(QLatin1String("Invalid")) || code.startsWith(QLatin1String("Unsupported"))))
        e.kind = ApiError::Kind::Skip;
    return e;
}

bool AlibabaPriceApi::read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error)
{
    if (call.action == "DescribeInstanceTypes") {
        readTypes(answer, call.context.value(QStringLiteral("token")), next);
        return true;
    }
    if (call.action == "DescribeRegions") {
        readRegions(answer, next);
        return true;
    }
    if (call.action == "DescribeAvailableResource") {
        readAvailable(call, answer, next);
        return true;
    }
    if (call.action == "DescribeSpotAdvice") {
        readSpotAdvice(call, answer);
        return true;
    }
    return readPrice(call, answer, error);
}

void AlibabaPriceApi::readTypes(const QJsonObject &answer, const QString &token, QList<ApiCall> *next)
{
    ++m_pages;
    for (const QJsonValue &v : list(answer, QStringLiteral("InstanceTypes"), QStringLiteral("InstanceType"))) {
        const QJsonObject t = v.toObject();
        const double gpus = apiNumber(t.value(QLatin1String("GPUAmount")));
        const QString id = apiText(t, "InstanceTypeId");
        if (id.isEmpty() || !(gpus > 0))
            continue;
        GpuType g;
        g.gpus = gpus;
        g.vcpus = apiNumber(t.value(QLatin1String("CpuCoreCount")));
        g.ramGib = apiNumber(t.value(QLatin1String("MemorySize")));
        g.gpuSpec = apiText(t, "GPUSpec");
        m_types.insert(id, g);
    }
    const QString nextToken = apiText(answer, "NextToken");
    if (!nextToken.isEmpty() && nextToken != token && m_pages < 100) {
        next->append(instanceTypesPage(nextToken));
        return;
    }
    m_notes << QCoreApplication::translate("gpuscout::PriceApi", "alibaba: %n GPU instance type(s) listed", nullptr, static_cast<int>(m_types.size()));
    next->append(makeCall(CentralHost, "DescribeRegions", {}, QStringLiteral("DescribeRegions")));
}

void AlibabaPriceApi::readRegions(const QJsonObject &answer, QList<ApiCall> *next)
{
    for (const QJsonValue &v : list(answer, QStringLiteral("Regions"), QStringLiteral("Region"))) {
        const QJsonObject r = v.toObject();
        const QString region = apiText(r, "RegionId");
        if (region.isEmpty() || !wantsRegion(region))
            continue;
        QString host = apiText(r, "RegionEndpoint");
        if (host.isEmpty())
            host = QStringLiteral("ecs.%1.aliyuncs.com").arg(region);
        ApiCall c = makeCall(host, "DescribeAvailableResource",
                         {{QStringLiteral("RegionId"), region}, {QStringLiteral("DestinationResource"), QStringLiteral("InstanceType")},
                          {QStringLiteral("InstanceChargeType"), QStringLiteral("PostPaid")}},
                         region + QStringLiteral(": DescribeAvailableResource"));
        c.context.insert(QStringLiteral("region"), region);
        c.context.insert(QStringLiteral("host"), host);
        next->append(c);
    }
}

void AlibabaPriceApi::readAvailable(const ApiCall &available, const QJsonObject &answer, QList<ApiCall> *next)
{
    const QString region = available.context.value(QStringLiteral("region"));
    const QString host = available.context.value(QStringLiteral("host"));
    // For each GPU type the zone that has the most of it (spot is priced per zone); a type
    // sold out everywhere is still priced, so that the buyer sees it flagged, not missing.
    QMap<QString, QString> zoneOf;
    QHash<QString, Availability> best;
    for (const QJsonValue &z : list(answer, QStringLiteral("AvailableZones"), QStringLiteral("AvailableZone"))) {
        const QJsonObject zone = z.toObject();
        const QString zoneId = apiText(zone, "ZoneId");
        for (const QJsonValue &r : list(zone, QStringLiteral("AvailableResources"), QStringLiteral("AvailableResource"))) {
            const QJsonObject resource = r.toObject();
            if (apiText(resource, "Type") != QLatin1String("InstanceType"))
                continue;
            for (const QJsonValue &s : list(resource, QStringLiteral("SupportedResources"), QStringLiteral("SupportedResource"))) {
                const QJsonObject supported = s.toObject();
                const QString type = apiText(supported, "Value");
                if (!m_types.contains(type))
                    continue;
                const Availability stocked = alibabaStock(supported);
                stock(type, region, stocked);
                if (!zoneOf.contains(type) || availabilityRank(stocked) > availabilityRank(best.value(type))) {
                    zoneOf.insert(type, zoneId);
                    best.insert(type, stocked);
                }
            }
        }
    }
    for (auto it = zoneOf.cbegin(); it != zoneOf.cend(); ++it) {
        const QString &type = it.key();
        const QList<std::pair<QString, QString>> common{
            {QStringLiteral("RegionId"), region}, {QStringLiteral("ResourceType"), QStringLiteral("instance")},
            {QStringLiteral("InstanceType"), type}, {QStringLiteral("SystemDisk.Category"), QStringLiteral("cloud_essd")}};
        struct Ask {
            const char *mode;
            QList<std::pair<QString, QString>> extra;
        };
        const Ask asks[] = {
            {"on-demand", {{QStringLiteral("PriceUnit"), QStringLiteral("Hour")}, {QStringLiteral("Period"), QStringLiteral("1")}}},
            {"monthly", {{QStringLiteral("PriceUnit"), QStringLiteral("Month")}, {QStringLiteral("Period"), QStringLiteral("1")}}},
            {"spot", {{QStringLiteral("PriceUnit"), QStringLiteral("Hour")}, {QStringLiteral("Period"), QStringLiteral("1")},
                      {QStringLiteral("SpotStrategy"), QStringLiteral("SpotAsPriceGo")}, {QStringLiteral("ZoneId"), it.value()}}},
        };
        for (const Ask &a : asks) {
            ApiCall c = makeCall(host, "DescribePrice", common + a.extra,
                             QStringLiteral("%1: DescribePrice %2 (%3)").arg(region, type, QLatin1String(a.mode)));
            c.context.insert(QStringLiteral("region"), region);
            c.context.insert(QStringLiteral("type"), type);
            c.context.insert(QStringLiteral("mode"), QLatin1String(a.mode));
            next->append(c);
        }
    }
    // After the region's prices: how often its spot instances are reclaimed, ten types a call.
    const QStringList types = zoneOf.keys();
    for (qsizetype start = 0; start < types.size(); start += 10) {
        QList<std::pair<QString, QString>> query{{QStringLiteral("RegionId"), region}};
        const QStringList batch = types.mid(start, 10);
        for (qsizetype i = 0; i < batch.size(); ++i)
            query.append({QStringLiteral("InstanceTypes.%1").arg(i + 1), batch[i]});
        ApiCall c = makeCall(host, "DescribeSpotAdvice", query, region + QStringLiteral(": DescribeSpotAdvice"));
        c.context.insert(QStringLiteral("region"), region);
        next->append(c);
    }
}

// Status says whether the zone sells the type; StatusCategory whether it has stock
// (ClosedWithStock: being withdrawn, the last of it).
Availability AlibabaPriceApi::alibabaStock(const QJsonObject &supported)
{
    const QString category = apiText(supported, "StatusCategory");
    if (apiText(supported, "Status") == QLatin1String("SoldOut") || category == QLatin1String("WithoutStock")
        || category == QLatin1String("ClosedWithoutStock"))
        return Availability::SoldOut;
    if (category == QLatin1String("ClosedWithStock"))
        return Availability::Low;
    if (category == QLatin1String("WithStock"))
        return Availability::InStock;
    return Availability::NotStated;
}

void AlibabaPriceApi::readSpotAdvice(const ApiCall &call, const QJsonObject &answer)
{
    const QString region = call.context.value(QStringLiteral("region"));
    for (const QJsonValue &z : list(answer, QStringLiteral("AvailableSpotZones"), QStringLiteral("AvailableSpotZone"))) {
        for (const QJsonValue &r : list(z.toObject(), QStringLiteral("AvailableSpotResources"), QStringLiteral("AvailableSpotResource"))) {
            const QJsonObject resource = r.toObject();
            // The 30-day average release rate, in percent: a share reclaimed per month. Only
            // the figure is taken; a bucket alone ("10-100%") is too wide to stand for one.
            const double percent = apiNumber(resource.value(QLatin1String("InterruptionRate")));
            if (isKnown(percent))
                interruption(apiText(resource, "InstanceType"), region, percent / 100.0);
        }
    }
}

bool AlibabaPriceApi::readPrice(const ApiCall &call, const QJsonObject &answer, QString *error)
{
    const QJsonObject price = apiPath(answer, QStringLiteral("PriceInfo.Price")).toObject();
    if (price.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::PriceApi", "%1: the answer has no PriceInfo.Price").arg(call.step);
        return false;
    }
    const QString mode = call.context.value(QStringLiteral("mode"));
    const bool spot = mode == QLatin1String("spot");
    // The instance's own line; the total adds the system disk.
    const auto instanceLine = [&](const char *field) {
        double amount = Unknown;
        for (const QJsonValue &d : list(price, QStringLiteral("DetailInfos"), QStringLiteral("DetailInfo"))) {
            const QJsonObject detail = d.toObject();
            if (apiText(detail, "Resource").compare(QLatin1String("instanceType"), Qt::CaseInsensitive) == 0)
                amount = apiNumber(detail.value(QLatin1String(field)));
        }
        return isKnown(amount) ? amount : apiNumber(price.value(QLatin1String(field)));
    };
    // A spot quote's TradePrice is the spot price itself; elsewhere OriginalPrice is the
    // list price and TradePrice the account's after its discounts.
    double amount = instanceLine(spot ? "TradePrice" : "OriginalPrice");
    double account = spot ? Unknown : instanceLine("TradePrice");
    BillingMode billing = BillingMode::OnDemand;
    billingModeFromKey(mode, &billing);
    if (billing == BillingMode::Monthly) {
        amount /= MonthHours;
        account /= MonthHours;
    }
    const QString type = call.context.value(QStringLiteral("type"));
    const GpuType g = m_types.value(type);
    offer(type, call.context.value(QStringLiteral("region")), billing, amount, apiText(price, "Currency"),
          QStringLiteral("alibaba ") + call.step, g.gpus, g.vcpus, g.ramGib, g.gpuSpec, account);
    return true;
}

} // namespace gpuscout
