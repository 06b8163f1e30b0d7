#pragma once

#include "feeds/priceapi/PriceApi.h"

#include <QMap>

namespace gpuscout {

// Huawei Cloud (signed SDK-HMAC-SHA256):
//   IAM  GET /v3/projects                 the account's project per region
//   ECS  GET /v1/{project}/cloudservers/flavors   per region, the GPU flavors
//        (pci_passthrough:alias "model:count", or ecs:performancetype gpu)
//   BSS  POST /v2/bills/ratings/on-demand-resources      one hour of each flavor (Linux):
//        official_website_amount, the list price -> on-demand
//        POST /v2/bills/ratings/period-resources/subscribe-rate   one month (period_type 2):
//        official_website_amount -> monthly
// At most 100 flavors per price inquiry, as the API allows.
class HuaweiPriceApi final : public PriceApi
{
public:
    HuaweiPriceApi(FeedCollector *out, const QString &today);

    QList<ApiCall> start() override;
    bool read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error) override;
    void sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const override;
    ApiError errorIn(const ApiCall &call, int status, const QJsonObject &answer) const override;

private:
    struct Flavor {
        double gpus = Unknown;
        double vcpus = Unknown;
        double ramGib = Unknown;
        QString gpuName;
    };
    void readProjects(const QJsonObject &answer, QList<ApiCall> *next);
    void readFlavors(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next);
    bool readRatings(const ApiCall &call, const QJsonObject &answer, QString *error);

    QMap<QString, Flavor> m_flavors; // by region + '/' + flavor id
};

} // namespace gpuscout
