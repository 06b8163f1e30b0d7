#pragma once

#include "feeds/priceapi/PriceApi.h"

#include <QHash>
#include <QMap>

namespace gpuscout {

// Alibaba Cloud ECS (API 2014-05-26, RPC style, signed ACS3-HMAC-SHA256):
//   DescribeInstanceTypes (every page)  the GPU instance types: GPU, count, vCPUs, memory
//   DescribeRegions                     the regions and their endpoints
//   DescribeAvailableResource           per region, the GPU types sold (PostPaid) and their zones
//   DescribePrice                       per region and type: PriceUnit=Hour (on-demand),
//                                       Month with Period=1 (monthly), and SpotAsPriceGo in
//                                       a zone that sells it (spot)
//   DescribeSpotAdvice                  per region, the GPU types' 30-day average spot release
//                                       rate per zone: the highest of the zones becomes the
//                                       spot price's interruption rate (per month), which the
//                                       stability score uses as it does AWS's
// The instance's own line of the price (DetailInfo "instanceType"), without disk or
// bandwidth: OriginalPrice, the list price; spot its TradePrice, the market price.
class AlibabaPriceApi final : public PriceApi
{
public:
    AlibabaPriceApi(FeedCollector *out, const QString &today);

    QList<ApiCall> start() override;
    bool read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error) override;
    void sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const override;
    ApiError errorIn(const ApiCall &call, int status, const QJsonObject &answer) const override;

private:
    struct GpuType {
        double gpus = Unknown;
        double vcpus = Unknown;
        double ramGib = Unknown;
        QString gpuSpec;
    };
    ApiCall makeCall(const QString &host, const QByteArray &action, const QList<std::pair<QString, QString>> &query,
                 const QString &step) const;
    ApiCall instanceTypesPage(const QString &token) const;
    void readTypes(const QJsonObject &answer, const QString &token, QList<ApiCall> *next);
    void readRegions(const QJsonObject &answer, QList<ApiCall> *next);
    void readAvailable(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next);
    bool readPrice(const ApiCall &call, const QJsonObject &answer, QString *error);
    void readSpotAdvice(const ApiCall &call, const QJsonObject &answer);
    static Availability alibabaStock(const QJsonObject &supported);

    QMap<QString, GpuType> m_types; // by instance type id
    int m_pages = 0;
};

} // namespace gpuscout
