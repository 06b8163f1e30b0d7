#pragma once

// The Chinese clouds' price APIs, played by a LocalHttpServer on 127.0.0.1: each route
// checks the request's signature as the vendor does (recomputed from what arrived, over the
// headers the Authorization names) and answers in the vendor's own shapes (from the SDK
// models in ../shared/data/china-clouds/price-apis.md) and error formats. The prices are
// test values, not the vendors'.

#include "LocalHttpServer.h"

#include "feeds/signing/AlibabaSigner.h"
#include "feeds/signing/BaiduSigner.h"
#include "feeds/signing/HuaweiSigner.h"
#include "feeds/signing/SigningCrypto.h"
#include "feeds/signing/TencentSigner.h"

#include <QAtomicInt>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUrlQuery>

#include <memory>

namespace gpuscout::test {

struct PriceApiKeys {
    QByteArray id;
    QByteArray secret;
};

// The keys each fake vendor accepts.
inline PriceApiKeys alibabaKeys() { return {"LTAI5tTestKeyId0001", "alibaba-test-secret"}; }
inline PriceApiKeys tencentKeys() { return {"AKIDTestSecretId0001", "tencent-test-secret"}; }
inline PriceApiKeys huaweiKeys() { return {"HWTESTACCESSKEY0001", "huawei-test-secret"}; }
inline PriceApiKeys baiduKeys() { return {"bce-test-ak-0001", "baidu-test-sk"}; }

class PriceApiServers
{
public:
    explicit PriceApiServers(LocalHttpServer *server)
        : m_server(server)
    {
        routeAlibaba();
        routeTencent();
        routeHuawei();
        routeBaidu();
    }

    // The first `n` calls of an action answer the vendor's throttling error.
    void throttleAlibaba(const QByteArray &action, int n)
    {
        m_throttleAction = action;
        m_throttleLeft = n;
    }
    int badSignatures() const { return m_badSignatures.loadRelaxed(); }
    QSet<QByteArray> alibabaNonces() const { return *m_nonces; }

private:
    using Request = LocalHttpServer::Request;
    using Response = LocalHttpServer::Response;

    static Response json(const QJsonObject &o, int status = 200)
    {
        Response r = LocalHttpServer::ok(QJsonDocument(o).toJson(QJsonDocument::Compact));
        r.status = status;
        return r;
    }

    // The request as its signature covers it: the named headers only (Qt adds others).
    static ApiRequest signedPart(const Request &in, const QList<QByteArray> &signedNames)
    {
        ApiRequest r;
        r.method = in.method;
        r.host = in.headers.value("host");
        r.path = in.url.path(QUrl::FullyEncoded).toLatin1();
        const QUrlQuery query(in.url);
        for (const auto &[k, v] : query.queryItems(QUrl::FullyDecoded))
            r.query.append({k, v});
        for (auto it = in.headers.cbegin(); it != in.headers.cend(); ++it) {
            if (signedNames.contains(it.key()))
                r.headers.append({it.key(), it.value()});
        }
        r.body = in.body;
        return r;
    }

    static QByteArray between(const QByteArray &text, const QByteArray &start, const QByteArray &end)
    {
        const qsizetype a = text.indexOf(start);
        if (a < 0)
            return {};
        const qsizetype b = end.isEmpty() ? text.size() : text.indexOf(end, a + start.size());
        return text.mid(a + start.size(), (b < 0 ? text.size() : b) - a - start.size());
    }

    // ---- Alibaba ECS -------------------------------------------------------------------

    bool alibabaSigned(const Request &in) const
    {
        const QByteArray auth = in.headers.value("authorization");
        const QByteArray names = between(auth, "SignedHeaders=", ",");
        const ApiRequest r = signedPart(in, names.split(';'));
        const QByteArray hashed = in.headers.value("x-acs-content-sha256");
        return hashed == SigningCrypto::sha256Hex(in.body) && between(auth, "Credential=", ",") == alibabaKeys().id
            && auth == AlibabaSigner::authorization(r, hashed, alibabaKeys().id, alibabaKeys().secret);
    }

    static QJsonObject alibabaError(const QString &code, const QString &message)
    {
        return {{QStringLiteral("RequestId"), QStringLiteral("0C1CB646-1DE4-4AD0-B7DE-000000000000")},
                {QStringLiteral("HostId"), QStringLiteral("ecs.aliyuncs.com")},
                {QStringLiteral("Code"), code},
                {QStringLiteral("Message"), message}};
    }

    void routeAlibaba()
    {
        m_server->route(QStringLiteral("/"), [this](const Request &in) -> Response {
            if (in.headers.contains("x-tc-action"))
                return tencent(in);
            return alibaba(in);
        });
    }

    Response alibaba(const Request &in)
    {
        if (!alibabaSigned(in)) {
            m_badSignatures.ref();
            return json(alibabaError(QStringLiteral("SignatureDoesNotMatch"),
                                     QStringLiteral("Specified signature is not matched with our calculation.")), 400);
        }
        m_nonces->insert(in.headers.value("x-acs-signature-nonce"));
        const QByteArray action = in.headers.value("x-acs-action");
        if (action == m_throttleAction && m_throttleLeft > 0) {
            --m_throttleLeft;
            return json(alibabaError(QStringLiteral("Throttling.User"), QStringLiteral("Request was denied due to user flow control.")), 400);
        }
        const QUrlQuery q(in.url);
        const QString region = q.queryItemValue(QStringLiteral("RegionId"));
        if (action == "DescribeInstanceTypes") {
            const auto type = [](const char *id, double gpus, const char *spec, double cpus, double mem) {
                return QJsonObject{{QStringLiteral("InstanceTypeId"), QLatin1String(id)},
                                   {QStringLiteral("InstanceTypeFamily"), QString::fromLatin1(id).section(u'-', 0, 0)},
                                   {QStringLiteral("CpuCoreCount"), cpus}, {QStringLiteral("MemorySize"), mem},
                                   {QStringLiteral("GPUAmount"), gpus}, {QStringLiteral("GPUSpec"), QLatin1String(spec)}};
            };
            // Two pages, as NextToken pages them.
            if (q.queryItemValue(QStringLiteral("NextToken")).isEmpty())
                return json({{QStringLiteral("InstanceTypes"),
                              QJsonObject{{QStringLiteral("InstanceType"),
                                           QJsonArray{type("ecs.gn7i-c8g1.2xlarge", 1, "NVIDIA A10", 8, 30),
                                                      type("ecs.g7.large", 0, "", 2, 8)}}}},
                             {QStringLiteral("NextToken"), QStringLiteral("page-2")}});
            return json({{QStringLiteral("InstanceTypes"),
                          QJsonObject{{QStringLiteral("InstanceType"),
                                       QJsonArray{type("ecs.gn6i-c4g1.xlarge", 1, "NVIDIA T4", 4, 15),
                                                  type("ecs.gnx-mystery.2xlarge", 1, "NVIDIA Z9", 8, 32)}}}},
                         {QStringLiteral("NextToken"), QString()}});
        }
        if (action == "DescribeRegions") {
            QJsonArray regions;
            for (const char *r : {"cn-hangzhou", "cn-beijing"})
                regions.append(QJsonObject{{QStringLiteral("RegionId"), QLatin1String(r)},
                                           {QStringLiteral("RegionEndpoint"), QStringLiteral("ecs.%1.aliyuncs.com").arg(QLatin1String(r))}});
            return json({{QStringLiteral("Regions"), QJsonObject{{QStringLiteral("Region"), regions}}}});
        }
        if (action == "DescribeAvailableResource") {
            const auto supported = [](const char *type, const char *stock) {
                return QJsonObject{{QStringLiteral("Value"), QLatin1String(type)}, {QStringLiteral("Status"), QStringLiteral("Available")},
                                   {QStringLiteral("StatusCategory"), QLatin1String(stock)}};
            };
            const auto zone = [](const QString &id, const QJsonArray &types) {
                return QJsonObject{{QStringLiteral("ZoneId"), id},
                                   {QStringLiteral("AvailableResources"),
                                    QJsonObject{{QStringLiteral("AvailableResource"),
                                                 QJsonArray{QJsonObject{{QStringLiteral("Type"), QStringLiteral("InstanceType")},
                                                                        {QStringLiteral("SupportedResources"),
                                                                         QJsonObject{{QStringLiteral("SupportedResource"), types}}}}}}}}};
            };
            // In Beijing the T4 type is being withdrawn (the last of it: ClosedWithStock) and
            // the A10 type is sold out in both zones.
            const bool beijing = region == QLatin1String("cn-beijing");
            const char *t4Stock = beijing ? "ClosedWithStock" : "WithStock";
            const char *a10Stock = beijing ? "ClosedWithoutStock" : "WithStock";
            QJsonArray zones{zone(QString(region + QStringLiteral("-h")), QJsonArray{supported("ecs.gn7i-c8g1.2xlarge", "WithoutStock"), supported("ecs.gn6i-c4g1.xlarge", t4Stock)}),
                             zone(QString(region + QStringLiteral("-i")), QJsonArray{supported("ecs.gn7i-c8g1.2xlarge", a10Stock), supported("ecs.g7.large", "WithStock"),
                                                                         supported("ecs.gnx-mystery.2xlarge", "WithStock")})};
            return json({{QStringLiteral("AvailableZones"), QJsonObject{{QStringLiteral("AvailableZone"), zones}}}});
        }
        if (action == "DescribePrice") {
            const QString type = q.queryItemValue(QStringLiteral("InstanceType"));
            const bool spot = q.queryItemValue(QStringLiteral("SpotStrategy")) == QLatin1String("SpotAsPriceGo");
            const bool month = q.queryItemValue(QStringLiteral("PriceUnit")) == QLatin1String("Month");
            if (spot && type == QLatin1String("ecs.gn6i-c4g1.xlarge") && region == QLatin1String("cn-beijing"))
                return json(alibabaError(QStringLiteral("InvalidInstanceType.ValueNotSupported"), QStringLiteral("The specified InstanceType is not supported for spot.")), 400);
            if (spot && q.queryItemValue(QStringLiteral("ZoneId")).isEmpty())
                return json(alibabaError(QStringLiteral("MissingZoneId"), QStringLiteral("ZoneId is mandatory for spot.")), 400);
            // Test values: the A10 type 10 CNY/h in Hangzhou, 11 in Beijing; the T4 type 6 and 7.
            const double base = (type == QLatin1String("ecs.gn7i-c8g1.2xlarge") ? 10.0 : 6.0) + (region == QLatin1String("cn-beijing") ? 1 : 0);
            const double instance = spot ? base * 0.2 : month ? base * 500 : base;
            const QJsonObject detail{{QStringLiteral("Resource"), QStringLiteral("instanceType")},
                                     {QStringLiteral("OriginalPrice"), month || !spot ? instance : base},
                                     {QStringLiteral("TradePrice"), spot ? instance : instance * 0.9}};
            const QJsonObject disk{{QStringLiteral("Resource"), QStringLiteral("systemDisk")},
                                   {QStringLiteral("OriginalPrice"), 0.5}, {QStringLiteral("TradePrice"), 0.5}};
            return json({{QStringLiteral("PriceInfo"),
                           QJsonObject{{QStringLiteral("Price"),
                                        QJsonObject{{QStringLiteral("Currency"), QStringLiteral("CNY")},
                                                    {QStringLiteral("OriginalPrice"), instance + 0.5},
                                                    {QStringLiteral("TradePrice"), instance + 0.5},
                                                    {QStringLiteral("DetailInfos"), QJsonObject{{QStringLiteral("DetailInfo"), QJsonArray{detail, disk}}}}}}}}});
        }
        if (action == "DescribeSpotAdvice") {
            // Per zone, each asked type's 30-day average release rate (percent): 3.5 and 6.2.
            QJsonArray zones;
            for (const auto &[zone, rate] : {std::pair{QStringLiteral("-h"), 3.5}, std::pair{QStringLiteral("-i"), 6.2}}) {
                QJsonArray resources;
                for (int i = 1; i <= 10; ++i) {
                    const QString type = q.queryItemValue(QStringLiteral("InstanceTypes.%1").arg(i));
                    if (!type.isEmpty())
                        resources.append(QJsonObject{{QStringLiteral("InstanceType"), type}, {QStringLiteral("InterruptionRate"), rate},
                                                     {QStringLiteral("InterruptRateDesc"), rate < 5 ? QStringLiteral("3-5%") : QStringLiteral("5-10%")},
                                                     {QStringLiteral("AverageSpotDiscount"), 20}});
                }
                zones.append(QJsonObject{{QStringLiteral("ZoneId"), QString(region + zone)},
                                         {QStringLiteral("AvailableSpotResources"), QJsonObject{{QStringLiteral("AvailableSpotResource"), resources}}}});
            }
            return json({{QStringLiteral("AvailableSpotZones"), QJsonObject{{QStringLiteral("AvailableSpotZone"), zones}}}});
        }
        return json(alibabaError(QStringLiteral("InvalidAction.NotFound"), QStringLiteral("Specified api is not found.")), 404);
    }

    // ---- Tencent CVM -------------------------------------------------------------------

    Response tencent(const Request &in)
    {
        const QByteArray auth = in.headers.value("authorization");
        const ApiRequest r = signedPart(in, between(auth, "SignedHeaders=", ",").split(';'));
        const qint64 ts = in.headers.value("x-tc-timestamp").toLongLong();
        const QByteArray expected = TencentSigner::authorization(r, between(auth, "SignedHeaders=", ","), "cvm", ts,
                                                                 tencentKeys().id, tencentKeys().secret);
        const auto error = [](const QString &code, const QString &message) {
            return json({{QStringLiteral("Response"),
                          QJsonObject{{QStringLiteral("Error"), QJsonObject{{QStringLiteral("Code"), code}, {QStringLiteral("Message"), message}}},
                                      {QStringLiteral("RequestId"), QStringLiteral("6ef60bec-0242-43af-bb20-270359fb54a7")}}}});
        };
        if (auth != expected) {
            m_badSignatures.ref();
            return error(QStringLiteral("AuthFailure.SignatureFailure"),
                         QStringLiteral("The provided credentials could not be validated. Please check your signature is correct."));
        }
        const QByteArray action = in.headers.value("x-tc-action");
        if (action == "DescribeRegions") {
            QJsonArray set;
            for (const char *reg : {"ap-guangzhou", "ap-shanghai"})
                set.append(QJsonObject{{QStringLiteral("Region"), QLatin1String(reg)}, {QStringLiteral("RegionState"), QStringLiteral("AVAILABLE")}});
            set.append(QJsonObject{{QStringLiteral("Region"), QStringLiteral("ap-closed")}, {QStringLiteral("RegionState"), QStringLiteral("UNAVAILABLE")}});
            return json({{QStringLiteral("Response"), QJsonObject{{QStringLiteral("RegionSet"), set}, {QStringLiteral("TotalCount"), 3}}}});
        }
        if (action == "DescribeZoneInstanceConfigInfos") {
            const QString region = QString::fromLatin1(in.headers.value("x-tc-region"));
            const double extra = region == QLatin1String("ap-shanghai") ? 1 : 0;
            // Shanghai is short of GPUs: under stock in one zone, none in the other.
            const auto stockIn = [&](const char *zone) {
                if (region != QLatin1String("ap-shanghai"))
                    return QStringLiteral("EnoughStock");
                return QLatin1String(zone) == QLatin1String("-3") ? QStringLiteral("UnderStock") : QStringLiteral("WithoutStock");
            };
            const auto item = [&](const char *zone, const char *type, const char *charge, double gpus, const QJsonObject &price) {
                return QJsonObject{{QStringLiteral("Zone"), QString(region + QLatin1String(zone))},
                                   {QStringLiteral("InstanceType"), QLatin1String(type)},
                                   {QStringLiteral("InstanceChargeType"), QLatin1String(charge)},
                                   {QStringLiteral("Cpu"), 8}, {QStringLiteral("Memory"), 32}, {QStringLiteral("Gpu"), gpus},
                                   {QStringLiteral("GpuCount"), gpus}, {QStringLiteral("Status"), QStringLiteral("SELL")},
                                   {QStringLiteral("StatusCategory"), stockIn(zone)}, {QStringLiteral("Price"), price}};
            };
            const auto hourly = [](double list, double discount) {
                return QJsonObject{{QStringLiteral("UnitPrice"), list}, {QStringLiteral("UnitPriceDiscount"), discount},
                                   {QStringLiteral("ChargeUnit"), QStringLiteral("HOUR")}, {QStringLiteral("Discount"), 100}};
            };
            QJsonArray set{item("-3", "GN7.2XLARGE32", "POSTPAID_BY_HOUR", 1, hourly(8.5 + extra, 8.5 + extra)),
                           item("-6", "GN7.2XLARGE32", "POSTPAID_BY_HOUR", 1, hourly(8.0 + extra, 7.2 + extra)),
                           item("-3", "GN7.2XLARGE32", "PREPAID", 1,
                                QJsonObject{{QStringLiteral("OriginalPrice"), 4000 + 100 * extra}, {QStringLiteral("DiscountPrice"), 3600}}),
                           item("-3", "GN7.2XLARGE32", "SPOTPAID", 1, hourly(8.5 + extra, 1.7 + extra)),
                           item("-3", "S5.LARGE8", "POSTPAID_BY_HOUR", 0, hourly(0.5, 0.5))};
            return json({{QStringLiteral("Response"), QJsonObject{{QStringLiteral("InstanceTypeQuotaSet"), set}}}});
        }
        return error(QStringLiteral("InvalidAction"), QStringLiteral("The action does not exist."));
    }

    void routeTencent() {} // shares "/" with Alibaba, told apart by X-TC-Action

    // ---- Huawei ------------------------------------------------------------------------

    bool huaweiSigned(const Request &in) const
    {
        const QByteArray auth = in.headers.value("authorization");
        const QByteArray names = between(auth, "SignedHeaders=", ",");
        return auth == HuaweiSigner::authorization(signedPart(in, names.split(';')), names, huaweiKeys().id, huaweiKeys().secret);
    }

    static Response huaweiError(int status, const QString &code, const QString &message)
    {
        return json({{QStringLiteral("error_code"), code}, {QStringLiteral("error_msg"), message}}, status);
    }

    void routeHuawei()
    {
        const auto guard = [this](std::function<Response(const Request &)> f) {
            return [this, f](const Request &in) -> Response {
                if (!huaweiSigned(in)) {
                    m_badSignatures.ref();
                    return huaweiError(401, QStringLiteral("APIGW.0301"),
                                       QStringLiteral("Incorrect IAM authentication information: verify aksk signature fail"));
                }
                return f(in);
            };
        };
        m_server->route(QStringLiteral("/v3/projects"), guard([](const Request &) {
            QJsonArray projects{QJsonObject{{QStringLiteral("id"), QStringLiteral("p-north4")}, {QStringLiteral("name"), QStringLiteral("cn-north-4")}, {QStringLiteral("enabled"), true}},
                                QJsonObject{{QStringLiteral("id"), QStringLiteral("p-east3")}, {QStringLiteral("name"), QStringLiteral("cn-east-3")}, {QStringLiteral("enabled"), true}},
                                QJsonObject{{QStringLiteral("id"), QStringLiteral("p-root")}, {QStringLiteral("name"), QStringLiteral("MOS")}, {QStringLiteral("enabled"), true}}};
            return json({{QStringLiteral("projects"), projects}});
        }));
        for (const char *project : {"p-north4", "p-east3"}) {
            m_server->route(QStringLiteral("/v1/%1/cloudservers/flavors").arg(QLatin1String(project)), guard([](const Request &) {
                const auto flavor = [](const char *id, const char *alias, const char *type) {
                    QJsonObject extra{{QStringLiteral("ecs:performancetype"), QLatin1String(type)}};
                    if (*alias)
                        extra.insert(QStringLiteral("pci_passthrough:alias"), QLatin1String(alias));
                    return QJsonObject{{QStringLiteral("id"), QLatin1String(id)}, {QStringLiteral("name"), QLatin1String(id)},
                                       {QStringLiteral("vcpus"), QStringLiteral("8")}, {QStringLiteral("ram"), 65536},
                                       {QStringLiteral("os_extra_specs"), extra}};
                };
                return json({{QStringLiteral("flavors"),
                              QJsonArray{flavor("p2s.2xlarge.8", "nvidia-v100-pcie-32gb:1", "gpu"), flavor("s6.large.2", "", "normal")}}});
            }));
        }
        m_server->route(QStringLiteral("/v2/bills/ratings/on-demand-resources"), guard([](const Request &in) {
            const QJsonObject body = QJsonDocument::fromJson(in.body).object();
            QJsonArray results;
            for (const QJsonValue &v : body.value(QStringLiteral("product_infos")).toArray()) {
                const QJsonObject p = v.toObject();
                const double list = p.value(QStringLiteral("region")).toString() == QLatin1String("cn-east-3") ? 13 : 12;
                results.append(QJsonObject{{QStringLiteral("id"), p.value(QStringLiteral("id"))}, {QStringLiteral("amount"), list * 0.8},
                                           {QStringLiteral("official_website_amount"), list}, {QStringLiteral("discount_amount"), list * 0.2},
                                           {QStringLiteral("measure_id"), 1}});
            }
            return json({{QStringLiteral("currency"), QStringLiteral("CNY")}, {QStringLiteral("product_rating_results"), results}});
        }));
        m_server->route(QStringLiteral("/v2/bills/ratings/period-resources/subscribe-rate"), guard([](const Request &in) {
            const QJsonObject body = QJsonDocument::fromJson(in.body).object();
            QJsonArray results;
            for (const QJsonValue &v : body.value(QStringLiteral("product_infos")).toArray()) {
                const QJsonObject p = v.toObject();
                results.append(QJsonObject{{QStringLiteral("id"), p.value(QStringLiteral("id"))},
                                           {QStringLiteral("official_website_amount"), 5840}, {QStringLiteral("measure_id"), 1}});
            }
            return json({{QStringLiteral("currency"), QStringLiteral("CNY")},
                         {QStringLiteral("official_website_rating_result"),
                          QJsonObject{{QStringLiteral("official_website_amount"), 5840 * results.size()}, {QStringLiteral("product_rating_results"), results}}}});
        }));
    }

    // ---- Baidu BCC ---------------------------------------------------------------------

    bool baiduSigned(const Request &in) const
    {
        const QByteArray auth = in.headers.value("authorization");
        const QList<QByteArray> parts = auth.split('/');
        if (parts.size() != 6 || parts[1] != baiduKeys().id)
            return false;
        const QDateTime when = QDateTime::fromString(QString::fromLatin1(parts[2]), Qt::ISODate);
        return auth == BaiduSigner::authorization(signedPart(in, parts[4].split(';')), baiduKeys().id, baiduKeys().secret, when, parts[3].toInt());
    }

    void routeBaidu()
    {
        const auto guard = [this](std::function<Response(const Request &)> f) {
            return [this, f](const Request &in) -> Response {
                if (!baiduSigned(in)) {
                    m_badSignatures.ref();
                    return json({{QStringLiteral("requestId"), QStringLiteral("ae2225f7-1c2e-427a-a1ad-000000000000")},
                                 {QStringLiteral("code"), QStringLiteral("SignatureDoesNotMatch")},
                                 {QStringLiteral("message"), QStringLiteral("The request signature we calculated does not match the signature you provided.")}}, 403);
                }
                return f(in);
            };
        };
        m_server->route(QStringLiteral("/v2/region/describeRegions"), guard([](const Request &) {
            return json({{QStringLiteral("regions"),
                          QJsonArray{QJsonObject{{QStringLiteral("regionId"), QStringLiteral("bj")}, {QStringLiteral("regionEndpoint"), QStringLiteral("bcc.bj.baidubce.com")}},
                                     QJsonObject{{QStringLiteral("regionId"), QStringLiteral("gz")}, {QStringLiteral("regionEndpoint"), QStringLiteral("bcc.gz.baidubce.com")}}}}});
        }));
        m_server->route(QStringLiteral("/v2/instance/flavorSpec"), guard([](const Request &in) {
            // Under --base-url every region's endpoint is this server: one zone for all.
            Q_UNUSED(in);
            const QString zone = QStringLiteral("cn-bj-a");
            const QJsonArray flavors{
                QJsonObject{{QStringLiteral("spec"), QStringLiteral("bcc.lgn1.c12m40.1p4")}, {QStringLiteral("specId"), QStringLiteral("lgn1")},
                            {QStringLiteral("cpuCount"), 12}, {QStringLiteral("memoryCapacityInGB"), 40},
                            {QStringLiteral("gpuCardType"), QStringLiteral("P4")}, {QStringLiteral("gpuCardCount"), 1}},
                QJsonObject{{QStringLiteral("spec"), QStringLiteral("bcc.g5.c2m8")}, {QStringLiteral("specId"), QStringLiteral("g5")},
                            {QStringLiteral("cpuCount"), 2}, {QStringLiteral("memoryCapacityInGB"), 8}, {QStringLiteral("gpuCardCount"), 0}}};
            return json({{QStringLiteral("zoneResources"),
                          QJsonArray{QJsonObject{{QStringLiteral("zoneName"), zone},
                                                 {QStringLiteral("bccResources"),
                                                  QJsonObject{{QStringLiteral("flavorGroups"),
                                                               QJsonArray{QJsonObject{{QStringLiteral("groupId"), QStringLiteral("gpu")}, {QStringLiteral("flavors"), flavors}}}}}}}}}});
        }));
        m_server->route(QStringLiteral("/v2/instance/price"), guard([](const Request &in) {
            const QJsonObject body = QJsonDocument::fromJson(in.body).object();
            const QString spec = body.value(QStringLiteral("spec")).toString();
            // Prepaid: a month; Postpaid: a rate with its unit, as Baidu's price APIs write one.
            const bool postpaid = body.value(QStringLiteral("paymentTiming")).toString() == QLatin1String("Postpaid");
            const QString price = postpaid ? QStringLiteral("0.0125/minute")
                : spec == QLatin1String("bcc.lgn1.c12m40.1p4") ? QStringLiteral("4015.00")
                                                             : QStringLiteral("9999.00");
            return json({{QStringLiteral("price"),
                          QJsonArray{QJsonObject{{QStringLiteral("specId"), body.value(QStringLiteral("specId"))},
                                                 {QStringLiteral("specPrices"),
                                                  QJsonArray{QJsonObject{{QStringLiteral("spec"), spec}, {QStringLiteral("status"), QStringLiteral("available")},
                                                                         {QStringLiteral("specPrice"), price}, {QStringLiteral("tradePrice"), price}}}}}}}});
        }));
    }

    LocalHttpServer *m_server;
    QByteArray m_throttleAction;
    int m_throttleLeft = 0;
    QAtomicInt m_badSignatures;
    std::shared_ptr<QSet<QByteArray>> m_nonces = std::make_shared<QSet<QByteArray>>();
};

} // namespace gpuscout::test
