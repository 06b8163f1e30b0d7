#pragma once

#include "feeds/priceapi/PriceApi.h"

namespace gpuscout {

// Tencent Cloud CVM (API 3.0, version 2017-03-12, signed TC3-HMAC-SHA256), JSON POSTs:
//   DescribeRegions                     the regions
//   DescribeZoneInstanceConfigInfos     per region, every zone's instance types with their
//                                       price under POSTPAID_BY_HOUR (on-demand: UnitPrice,
//                                       the list price), PREPAID (monthly: OriginalPrice a
//                                       month) and SPOTPAID (spot: UnitPriceDiscount, the
//                                       market price); the GPU types (Gpu or GpuCount > 0) kept
class TencentPriceApi final : public PriceApi
{
public:
    TencentPriceApi(FeedCollector *out, const QString &today);

    QList<ApiCall> start() override;
    bool read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error) override;
    void sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const override;
    ApiError errorIn(const ApiCall &call, int status, const QJsonObject &answer) const override;

private:
    ApiCall makeCall(const QByteArray &action, const QByteArray &region, const QByteArray &body, const QString &step) const;
    bool readQuotas(const ApiCall &call, const QJsonObject &answer, QString *error);
    static Availability tencentStock(const QJsonObject &item);
};

} // namespace gpuscout
