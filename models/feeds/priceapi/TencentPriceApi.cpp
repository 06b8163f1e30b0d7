#include "feeds/priceapi/TencentPriceApi.h"

#include "feeds/signing/TencentSigner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gpuscout {

namespace {

const QByteArray Version = "2017-03-12";
const QByteArray Service = "cvm";

} // namespace

TencentPriceApi::TencentPriceApi(FeedCollector *out, const QString &today)
    : PriceApi(FeedSource::Tencent, out, today)
{
}

ApiCall TencentPriceApi::makeCall(const QByteArray &action, const QByteArray &region, const QByteArray &body,
                              const QString &step) const
{
    ApiCall c;
    c.step = step;
    c.url = QUrl(QStringLiteral("https://cvm.tencentcloudapi.com/"));
    c.action = action;
    c.region = region;
    c.request.method = "POST";
    c.request.path = "/";
    c.request.body = body;
    return c;
}

QList<ApiCall> TencentPriceApi::start()
{
    return {makeCall("DescribeRegions", QByteArray(), "{}", QStringLiteral("DescribeRegions"))};
}

void TencentPriceApi::sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const
{
    TencentSigner::sign(request, Service, call.action, Version, call.region, now.toSecsSinceEpoch(), key.id, key.secret);
}

ApiError TencentPriceApi::errorIn(const ApiCall &call, int status, const QJsonObject &answer) const
{
    ApiError e;
    const QJsonObject error = apiPath(answer, QStringLiteral("Response.Error")).toObject();
    const QString code = apiText(error, "Code");
    if (code.isEmpty()) {
        if (status < 200 || status > 299) {
            e.kind = ApiError::Kind::Fatal;
            e.code = QStringLiteral("HTTP %1").arg(status);
        }
        return e;
    }
    e.code = code;
    e.message = apiText(error, "Message").simplified().left(300);
    e.key = code.startsWith(QLatin1String("AuthFailure")) || code.startsWith(QLatin1String("UnauthorizedOperation"));
    if (code.startsWith(QLatin1String("RequestLimitExceeded")) || code == QLatin1String("InternalError"))
        e.kind = ApiError::Kind::Retry;
    else if (call.action == "DescribeZoneInstanceConfigInfos" && code.startsWith(QLatin1String("UnsupportedRegion")))
        e.kind = ApiError::Kind::Skip; // a region without CVM sales
    else
        e.kind = ApiError::Kind::Fatal;
    return e;
}

bool TencentPriceApi::read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error)
{
    if (call.action == "DescribeZoneInstanceConfigInfos")
        return readQuotas(call, answer, error);
    const QJsonArray regions = apiPath(answer, QStringLiteral("Response.RegionSet")).toArray();
    for (const QJsonValue &v : regions) {
        const QJsonObject r = v.toObject();
        const QString region = apiText(r, "Region");
        if (region.isEmpty() || !wantsRegion(region) || (r.contains(QLatin1String("RegionState")) && apiText(r, "RegionState") != QLatin1String("AVAILABLE")))
            continue;
        ApiCall c = makeCall("DescribeZoneInstanceConfigInfos", region.toUtf8(),
                         R"({"Filters":[{"Name":"instance-charge-type","Values":["POSTPAID_BY_HOUR","PREPAID","SPOTPAID"]}]})",
                         region + QStringLiteral(": DescribeZoneInstanceConfigInfos"));
        c.context.insert(QStringLiteral("region"), region);
        next->append(c);
    }
    return true;
}

// Status says whether the type is on sale; StatusCategory how much stock there is (a type
// can be SELL while UnderStock).
Availability TencentPriceApi::tencentStock(const QJsonObject &item)
{
    const QString category = apiText(item, "StatusCategory");
    if (apiText(item, "Status") == QLatin1String("SOLD_OUT") || category == QLatin1String("WithoutStock"))
        return Availability::SoldOut;
    if (category == QLatin1String("UnderStock"))
        return Availability::Low;
    if (category == QLatin1String("EnoughStock") || category == QLatin1String("NormalStock"))
        return Availability::InStock;
    return Availability::NotStated;
}

bool TencentPriceApi::readQuotas(const ApiCall &call, const QJsonObject &answer, QString *error)
{
    const QJsonValue set = apiPath(answer, QStringLiteral("Response.InstanceTypeQuotaSet"));
    if (!set.isArray()) {
        *error = QCoreApplication::translate("gpuscout::PriceApi", "%1: the answer has no Response.InstanceTypeQuotaSet").arg(call.step);
        return false;
    }
    const QString region = call.context.value(QStringLiteral("region"));
    for (const QJsonValue &v : set.toArray()) {
        const QJsonObject item = v.toObject();
        double gpus = apiNumber(item.value(QLatin1String("GpuCount")));
        if (!(gpus > 0))
            gpus = apiNumber(item.value(QLatin1String("Gpu")));
        if (!(gpus > 0))
            continue;
        const QJsonObject price = item.value(QLatin1String("Price")).toObject();
        const QString charge = apiText(item, "InstanceChargeType");
        BillingMode mode = BillingMode::OnDemand;
        double amount = Unknown;
        double account = Unknown; // after the account's discount
        if (charge == QLatin1String("POSTPAID_BY_HOUR")) {
            amount = apiNumber(price.value(QLatin1String("UnitPrice")));
            account = apiNumber(price.value(QLatin1String("UnitPriceDiscount")));
        } else if (charge == QLatin1String("PREPAID")) {
            mode = BillingMode::Monthly;
            amount = apiNumber(price.value(QLatin1String("OriginalPrice"))) / MonthHours;
            account = apiNumber(price.value(QLatin1String("DiscountPrice"))) / MonthHours;
        } else if (charge == QLatin1String("SPOTPAID")) {
            mode = BillingMode::Spot;
            amount = apiNumber(price.value(QLatin1String("UnitPriceDiscount")));
        } else {
            continue;
        }
        const QString type = apiText(item, "InstanceType");
        offer(type, region, mode, amount, QStringLiteral("CNY"),
              QStringLiteral("tencent %1 %2 %3").arg(apiText(item, "Zone"), type, charge), gpus,
              apiNumber(item.value(QLatin1String("Cpu"))), apiNumber(item.value(QLatin1String("Memory"))), QString(), account);
        stock(type, region, tencentStock(item));
    }
    return true;
}

} // namespace gpuscout
