#include "feeds/priceapi/PriceApi.h"

#include "feeds/FeedCollector.h"
#include "feeds/priceapi/AlibabaPriceApi.h"
#include "feeds/priceapi/BaiduPriceApi.h"
#include "feeds/priceapi/HuaweiPriceApi.h"
#include "feeds/priceapi/TencentPriceApi.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace gpuscout {

struct PriceApi::Held {
    FeedPrice price;
};

PriceApi::PriceApi(FeedSource source, FeedCollector *out, QString today)
    : m_source(source)
    , m_out(out)
    , m_today(std::move(today))
{
    Source s;
    s.key = feedSourceKey(source) + QStringLiteral("-price-api-") + m_today;
    s.name = QCoreApplication::translate("gpuscout::PriceApi", "%1 (read %2)").arg(feedDisplayName(source), m_today);
    s.url = feedEndpoint(source).toString();
    s.asOf = m_today;
    s.licence = QCoreApplication::translate("gpuscout::PriceApi", "the vendor's list prices as its API states them to the account that asked; credit the vendor and the date");
    s.notes = QCoreApplication::translate("gpuscout::PriceApi", "list prices (before the account's discounts), Linux, the instance alone; per zone the lowest kept for the region; a month counts 730 hours");
    m_out->beginEdition(s);
}

PriceApi::~PriceApi() = default;

std::unique_ptr<PriceApi> PriceApi::make(FeedSource source, FeedCollector *out, const QString &today)
{
    switch (source) {
    case FeedSource::Alibaba: return std::make_unique<AlibabaPriceApi>(out, today);
    case FeedSource::Tencent: return std::make_unique<TencentPriceApi>(out, today);
    case FeedSource::Huawei: return std::make_unique<HuaweiPriceApi>(out, today);
    case FeedSource::Baidu: return std::make_unique<BaiduPriceApi>(out, today);
    default: return nullptr;
    }
}

bool PriceApi::wantsRegion(const QString &region) const
{
    return m_out->wantsRegion(region);
}

void PriceApi::offer(const QString &instanceType, const QString &region, BillingMode mode, double perHour,
                     const QString &currency, const QString &where, double gpuCount, double vcpus, double ramGib,
                     const QString &gpuName, double accountPerHour)
{
    const QString key = instanceType.toLower() + u'\x1f' + region + u'\x1f' + billingModeKey(mode);
    const auto it = m_index.constFind(key);
    if (it != m_index.cend()) {
        FeedPrice &held = m_held[*it]->price;
        if (isKnown(perHour) && (!isKnown(held.perHour) || perHour < held.perHour)) {
            held.perHour = perHour;
            held.where = where;
            held.accountPerHour = accountPerHour;
        }
        return;
    }
    auto h = std::make_shared<Held>();
    FeedPrice &p = h->price;
    p.instanceType = instanceType;
    p.region = region;
    p.mode = mode;
    p.perHour = perHour;
    p.currency = currency;
    p.effective = m_today;
    p.where = where;
    p.gpuCount = gpuCount;
    p.vcpus = vcpus;
    p.ramGib = ramGib;
    p.gpuName = gpuName;
    p.accountPerHour = accountPerHour;
    m_index.insert(key, static_cast<int>(m_held.size()));
    m_held << h;
}

void PriceApi::interruption(const QString &instanceType, const QString &region, double fractionPerMonth)
{
    if (!isKnown(fractionPerMonth) || fractionPerMonth < 0 || fractionPerMonth > 1)
        return;
    const auto it = m_index.constFind(instanceType.toLower() + u'\x1f' + region + u'\x1f' + billingModeKey(BillingMode::Spot));
    if (it == m_index.cend())
        return; // no spot price: nothing to qualify
    FeedPrice &held = m_held[*it]->price;
    if (!isKnown(held.spotInterruption) || fractionPerMonth > held.spotInterruption)
        held.spotInterruption = fractionPerMonth;
}

void PriceApi::stock(const QString &instanceType, const QString &region, Availability availability)
{
    if (availability == Availability::NotStated)
        return;
    const QString key = instanceType.toLower() + u'\x1f' + region;
    const Availability held = m_stock.value(key, Availability::NotStated);
    if (availabilityRank(availability) > availabilityRank(held))
        m_stock.insert(key, availability);
}

void PriceApi::skipped(const ApiCall &call, const ApiError &error)
{
    if (m_skipped++ == 0)
        m_firstSkipped = call.step + QStringLiteral(": ") + error.code;
}

void PriceApi::finish()
{
    finishing();
    for (const auto &h : std::as_const(m_held)) {
        h->price.availability = m_stock.value(h->price.instanceType.toLower() + u'\x1f' + h->price.region, Availability::NotStated);
        m_out->add(h->price);
    }
    if (m_skipped > 0)
        m_notes << QCoreApplication::translate("gpuscout::PriceApi", "%1: %n price(s) the API would not quote (the first: %2)", nullptr, m_skipped)
                       .arg(feedSourceKey(m_source), m_firstSkipped);
}

ApiCall apiJsonCall(const QString &host, const QByteArray &method, const QByteArray &path, const QByteArray &body,
                    const QString &step)
{
    ApiCall c;
    c.step = step;
    c.url = QUrl(QStringLiteral("https://") + host + QString::fromLatin1(path));
    c.request.method = method;
    c.request.path = path;
    c.request.body = body;
    return c;
}

QString apiText(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

double apiNumber(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        return ok ? d : Unknown;
    }
    return Unknown;
}

QJsonValue apiPath(const QJsonObject &o, const QString &dotted)
{
    QJsonValue v(o);
    for (const QString &part : dotted.split(u'.')) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(part);
    }
    return v;
}

} // namespace gpuscout
