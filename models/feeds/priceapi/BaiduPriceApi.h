#pragma once

#include "feeds/priceapi/PriceApi.h"

namespace gpuscout {

// Baidu AI Cloud BCC (signed bce-auth-v1), JSON:
//   POST /v2/region/describeRegions     the regions and their endpoints
//   GET  /v2/instance/flavorSpec        per region, every zone's flavors; the GPU ones
//                                       (gpuCardCount > 0) kept, with card type and count
//   POST /v2/instance/price             per region and flavor, in the first zone selling it:
//                                       Prepaid for one month (purchaseLength 1) -> monthly;
//                                       Postpaid -> on-demand when the price states its time
//                                       unit ("0.0467/minute"); a bare number is not taken
//                                       (per what time it is, the API does not say)
class BaiduPriceApi final : public PriceApi
{
public:
    BaiduPriceApi(FeedCollector *out, const QString &today);

    QList<ApiCall> start() override;
    bool read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error) override;
    void sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const override;
    ApiError errorIn(const ApiCall &call, int status, const QJsonObject &answer) const override;

    // A Postpaid price per hour from the API's "amount/unit" text (minute, hour or day);
    // Unknown for a bare number or another unit.
    static double postpaidPerHour(const QJsonValue &value);

private:
    void readRegions(const QJsonObject &answer, QList<ApiCall> *next);
    void readFlavors(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next);
    bool readPrice(const ApiCall &call, const QJsonObject &answer, QString *error);
    void finishing() override;

    int m_postpaidWithoutUnit = 0;
};

} // namespace gpuscout
