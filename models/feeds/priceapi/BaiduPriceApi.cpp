#include "feeds/priceapi/BaiduPriceApi.h"

#include "feeds/signing/BaiduSigner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace gpuscout {

BaiduPriceApi::BaiduPriceApi(FeedCollector *out, const QString &today)
    : PriceApi(FeedSource::Baidu, out, today)
{
}

QList<ApiCall> BaiduPriceApi::start()
{
    ApiCall c = apiJsonCall(QStringLiteral("bcc.bj.baidubce.com"), "POST", "/v2/region/describeRegions", "{}",
                         QStringLiteral("describeRegions"));
    c.context.insert(QStringLiteral("kind"), QStringLiteral("regions"));
    return {c};
}

void BaiduPriceApi::sign(ApiRequest *request, const ApiCall &, const AccessKey &key, const QDateTime &now) const
{
    BaiduSigner::sign(request, now, key.id, key.secret);
}

ApiError BaiduPriceApi::errorIn(const ApiCall &call, int status, const QJsonObject &answer) const
{
    ApiError e;
    const QString code = apiText(answer, "code");
    if (code.isEmpty() && status >= 200 && status < 300)
        return e;
    e.code = code.isEmpty() ? QStringLiteral("HTTP %1").arg(status) : code;
    e.message = apiText(answer, "message").simplified().left(300);
    e.key = status == 401 || status == 403 || code == QLatin1String("SignatureDoesNotMatch")
        || code == QLatin1String("InvalidAccessKeyId") || code == QLatin1String("AccessDenied");
    e.kind = code.contains(QLatin1String("RateLimit")) || code == QLatin1String("InternalError") ? ApiError::Kind::Retry
                                                                                                   : ApiError::Kind::Fatal;
    // A flavor the zone no longer quotes: that price stays unknown.
    if (call.context.value(QStringLiteral("kind")) == QLatin1String("price") && !e.key && status == 400)
        e.kind = ApiError::Kind::Skip;
    return e;
}

bool BaiduPriceApi::read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error)
{
    const QString kind = call.context.value(QStringLiteral("kind"));
    if (kind == QLatin1String("regions")) {
        readRegions(answer, next);
        return true;
    }
    if (kind == QLatin1String("flavors")) {
        readFlavors(call, answer, next);
        return true;
    }
    return readPrice(call, answer, error);
}

void BaiduPriceApi::readRegions(const QJsonObject &answer, QList<ApiCall> *next)
{
    for (const QJsonValue &v : answer.value(QLatin1String("regions")).toArray()) {
        const QJsonObject r = v.toObject();
        const QString region = apiText(r, "regionId");
        if (region.isEmpty() || !wantsRegion(region))
            continue;
        QString host = apiText(r, "regionEndpoint");
        if (host.isEmpty())
            host = QStringLiteral("bcc.%1.baidubce.com").arg(region);
        ApiCall c = apiJsonCall(host, "GET", "/v2/instance/flavorSpec", QByteArray(), region + QStringLiteral(": flavorSpec"));
        c.context.insert(QStringLiteral("kind"), QStringLiteral("flavors"));
        c.context.insert(QStringLiteral("region"), region);
        c.context.insert(QStringLiteral("host"), host);
        next->append(c);
    }
}

void BaiduPriceApi::readFlavors(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next)
{
    const QString region = call.context.value(QStringLiteral("region"));
    const QString host = call.context.value(QStringLiteral("host"));
    QSet<QString> asked;
    for (const QJsonValue &z : answer.value(QLatin1String("zoneResources")).toArray()) {
        const QJsonObject zone = z.toObject();
        const QString zoneName = apiText(zone, "zoneName");
        const QJsonArray groups = apiPath(zone, QStringLiteral("bccResources.flavorGroups")).toArray();
        for (const QJsonValue &g : groups) {
            for (const QJsonValue &f : g.toObject().value(QLatin1String("flavors")).toArray()) {
                const QJsonObject flavor = f.toObject();
                const double gpus = apiNumber(flavor.value(QLatin1String("gpuCardCount")));
                const QString spec = apiText(flavor, "spec");
                if (!(gpus > 0) || spec.isEmpty() || asked.contains(spec))
                    continue;
                asked.insert(spec);
                for (const char *timing : {"Prepaid", "Postpaid"}) {
                    QJsonObject args;
                    args.insert(QStringLiteral("specId"), apiText(flavor, "specId"));
                    args.insert(QStringLiteral("spec"), spec);
                    args.insert(QStringLiteral("paymentTiming"), QLatin1String(timing));
                    args.insert(QStringLiteral("zoneName"), zoneName);
                    args.insert(QStringLiteral("purchaseCount"), 1);
                    args.insert(QStringLiteral("purchaseLength"), 1);
                    ApiCall c = apiJsonCall(host, "POST", "/v2/instance/price", QJsonDocument(args).toJson(QJsonDocument::Compact),
                                            QStringLiteral("%1: price %2 (%3)").arg(region, spec, QLatin1String(timing)));
                    c.context.insert(QStringLiteral("kind"), QStringLiteral("price"));
                    c.context.insert(QStringLiteral("timing"), QLatin1String(timing));
                    c.context.insert(QStringLiteral("region"), region);
                    c.context.insert(QStringLiteral("spec"), spec);
                    c.context.insert(QStringLiteral("gpus"), QString::number(gpus));
                    c.context.insert(QStringLiteral("gpuName"), apiText(flavor, "gpuCardType"));
                    c.context.insert(QStringLiteral("vcpus"), QString::number(apiNumber(flavor.value(QLatin1String("cpuCount")))));
                    c.context.insert(QStringLiteral("ram"), QString::number(apiNumber(flavor.value(QLatin1String("memoryCapacityInGB")))));
                    next->append(c);
                }
            }
        }
    }
}

// A Postpaid price as the API writes a rate: "0.0467/minute", "2.8/hour" (the EIP price
// API's form). A bare number says no time unit: unknown, never guessed.
double BaiduPriceApi::postpaidPerHour(const QJsonValue &value)
{
    const QString text = value.toString().trimmed();
    const qsizetype slash = text.indexOf(u'/');
    if (slash <= 0)
        return Unknown;
    bool ok = false;
    const double amount = text.left(slash).trimmed().toDouble(&ok);
    const QString unit = text.mid(slash + 1).trimmed().toLower();
    if (!ok)
        return Unknown;
    if (unit == QLatin1String("minute"))
        return amount * 60;
    if (unit == QLatin1String("hour"))
        return amount;
    if (unit == QLatin1String("day"))
        return amount / 24;
    return Unknown;
}

void BaiduPriceApi::finishing()
{
    if (m_postpaidWithoutUnit > 0)
        m_notes << QCoreApplication::translate("gpuscout::PriceApi", "baidu: %n Postpaid price(s) without a time unit left out (per what time a bare number is, the API does not say)", nullptr, m_postpaidWithoutUnit);
}

bool BaiduPriceApi::readPrice(const ApiCall &call, const QJsonObject &answer, QString *error)
{
    const QJsonValue prices = answer.value(QLatin1String("price"));
    if (!prices.isArray()) {
        *error = QCoreApplication::translate("gpuscout::PriceApi", "%1: the answer has no price list").arg(call.step);
        return false;
    }
    const QString spec = call.context.value(QStringLiteral("spec"));
    for (const QJsonValue &p : prices.toArray()) {
        for (const QJsonValue &s : p.toObject().value(QLatin1String("specPrices")).toArray()) {
            const QJsonObject sp = s.toObject();
            if (apiText(sp, "spec") != spec)
                continue;
            const bool postpaid = call.context.value(QStringLiteral("timing")) == QLatin1String("Postpaid");
            const auto hourly = [&](const char *field) {
                return postpaid ? postpaidPerHour(sp.value(QLatin1String(field))) : apiNumber(sp.value(QLatin1String(field))) / MonthHours;
            };
            // specPrice is the list price, tradePrice the account's after its discounts.
            const double perHour = hourly("specPrice");
            if (postpaid && !isKnown(perHour)) {
                ++m_postpaidWithoutUnit;
                continue;
            }
            offer(spec, call.context.value(QStringLiteral("region")), postpaid ? BillingMode::OnDemand : BillingMode::Monthly,
                  perHour, QStringLiteral("CNY"), QStringLiteral("baidu ") + call.step,
                  call.context.value(QStringLiteral("gpus")).toDouble(), call.context.value(QStringLiteral("vcpus")).toDouble(),
                  call.context.value(QStringLiteral("ram")).toDouble(), call.context.value(QStringLiteral("gpuName")),
                  hourly("tradePrice"));
        }
    }
    return true;
}

} // namespace gpuscout
