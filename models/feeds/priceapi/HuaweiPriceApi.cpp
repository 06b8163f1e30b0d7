#include "feeds/priceapi/HuaweiPriceApi.h"

#include "feeds/signing/HuaweiSigner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace gpuscout {

namespace {

constexpr int InquiryBatch = 100;

} // namespace

HuaweiPriceApi::HuaweiPriceApi(FeedCollector *out, const QString &today)
    : PriceApi(FeedSource::Huawei, out, today)
{
}

QList<ApiCall> HuaweiPriceApi::start()
{
    ApiCall c = apiJsonCall(QStringLiteral("iam.myhuaweicloud.com"), "GET", "/v3/projects", QByteArray(), QStringLiteral("IAM projects"));
    c.context.insert(QStringLiteral("kind"), QStringLiteral("projects"));
    return {c};
}

void HuaweiPriceApi::sign(ApiRequest *request, const ApiCall &, const AccessKey &key, const QDateTime &now) const
{
    HuaweiSigner::sign(request, now, key.id, key.secret);
}

ApiError HuaweiPriceApi::errorIn(const ApiCall &call, int status, const QJsonObject &answer) const
{
    ApiError e;
    // BSS and ECS: {"error_code", "error_msg"}; the API gateway: the same, or {"error": {"code", "message"}}.
    QString code = apiText(answer, "error_code");
    QString message = apiText(answer, "error_msg");
    if (code.isEmpty() && answer.value(QLatin1String("error")).isObject()) {
        const QJsonObject error = answer.value(QLatin1String("error")).toObject();
        code = apiText(error, "code");
        message = apiText(error, "message");
    }
    if (code.isEmpty() && status >= 200 && status < 300)
        return e;
    e.code = code.isEmpty() ? QStringLiteral("HTTP %1").arg(status) : code;
    e.message = message.simplified().left(300);
    e.key = status == 401 || status == 403 || code.startsWith(QLatin1String("APIGW.03"));
    e.kind = code == QLatin1String("APIGW.0308") ? ApiError::Kind::Retry : ApiError::Kind::Fatal;
    // A region whose ECS endpoint does not list flavors for the account: its prices stay unknown.
    if (call.context.value(QStringLiteral("kind")) == QLatin1String("flavors") && !e.key && status == 404)
        e.kind = ApiError::Kind::Skip;
    return e;
}

bool HuaweiPriceApi::read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error)
{
    const QString kind = call.context.value(QStringLiteral("kind"));
    if (kind == QLatin1String("projects")) {
        readProjects(answer, next);
        return true;
    }
    if (kind == QLatin1String("flavors")) {
        readFlavors(call, answer, next);
        return true;
    }
    return readRatings(call, answer, error);
}

void HuaweiPriceApi::readProjects(const QJsonObject &answer, QList<ApiCall> *next)
{
    for (const QJsonValue &v : answer.value(QLatin1String("projects")).toArray()) {
        const QJsonObject p = v.toObject();
        const QString region = apiText(p, "name");
        const QString id = apiText(p, "id");
        // A region's own project is named for it; sub-projects carry an underscore.
        if (region.isEmpty() || id.isEmpty() || region.contains(u'_') || !region.contains(u'-')
            || (p.contains(QLatin1String("enabled")) && !p.value(QLatin1String("enabled")).toBool()) || !wantsRegion(region))
            continue;
        ApiCall c = apiJsonCall(QStringLiteral("ecs.%1.myhuaweicloud.com").arg(region), "GET",
                             "/v1/" + id.toUtf8() + "/cloudservers/flavors", QByteArray(),
                             region + QStringLiteral(": ECS flavors"));
        c.context.insert(QStringLiteral("kind"), QStringLiteral("flavors"));
        c.context.insert(QStringLiteral("region"), region);
        c.context.insert(QStringLiteral("project"), id);
        next->append(c);
    }
}

void HuaweiPriceApi::readFlavors(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next)
{
    const QString region = call.context.value(QStringLiteral("region"));
    const QString project = call.context.value(QStringLiteral("project"));
    QStringList ids;
    for (const QJsonValue &v : answer.value(QLatin1String("flavors")).toArray()) {
        const QJsonObject f = v.toObject();
        const QJsonObject extra = f.value(QLatin1String("os_extra_specs")).toObject();
        const QString alias = apiText(extra, "pci_passthrough:alias");
        Flavor flavor;
        if (!alias.isEmpty()) {
            // "nvidia-t4:1"; several devices are listed with commas
            double count = 0;
            for (const QString &part : alias.split(u',', Qt::SkipEmptyParts)) {
                count += apiNumber(QJsonValue(part.section(u':', -1)));
                if (flavor.gpuName.isEmpty())
                    flavor.gpuName = part.section(u':', 0, 0).trimmed();
            }
            flavor.gpus = count;
        }
        if (!(flavor.gpus > 0) && apiText(extra, "ecs:performancetype") != QLatin1String("gpu"))
            continue;
        const QString id = apiText(f, "id").isEmpty() ? apiText(f, "name") : apiText(f, "id");
        if (id.isEmpty())
            continue;
        flavor.vcpus = apiNumber(f.value(QLatin1String("vcpus")));
        const double ramMib = apiNumber(f.value(QLatin1String("ram")));
        flavor.ramGib = isKnown(ramMib) ? ramMib / 1024 : Unknown;
        m_flavors.insert(region + u'/' + id, flavor);
        ids << id;
    }
    for (qsizetype start = 0; start < ids.size(); start += InquiryBatch) {
        const QStringList batch = ids.mid(start, InquiryBatch);
        QJsonArray demand;
        QJsonArray period;
        for (const QString &id : batch) {
            QJsonObject common;
            common.insert(QStringLiteral("id"), id);
            common.insert(QStringLiteral("cloud_service_type"), QStringLiteral("hws.service.type.ec2"));
            common.insert(QStringLiteral("resource_type"), QStringLiteral("hws.resource.type.vm"));
            common.insert(QStringLiteral("resource_spec"), QString(id + QStringLiteral(".linux")));
            common.insert(QStringLiteral("region"), region);
            common.insert(QStringLiteral("subscription_num"), 1);
            QJsonObject hour = common;
            hour.insert(QStringLiteral("usage_factor"), QStringLiteral("Duration"));
            hour.insert(QStringLiteral("usage_value"), 1);
            hour.insert(QStringLiteral("usage_measure_id"), 4); // hours
            demand.append(hour);
            QJsonObject month = common;
            month.insert(QStringLiteral("period_type"), 2); // months
            month.insert(QStringLiteral("period_num"), 1);
            period.append(month);
        }
        const auto body = [&](const QJsonArray &infos) {
            QJsonObject o;
            o.insert(QStringLiteral("project_id"), project);
            o.insert(QStringLiteral("product_infos"), infos);
            o.insert(QStringLiteral("inquiry_precision"), 1);
            return QJsonDocument(o).toJson(QJsonDocument::Compact);
        };
        const QString range = QStringLiteral("%1-%2").arg(start + 1).arg(start + batch.size());
        ApiCall hourly = apiJsonCall(QStringLiteral("bss.myhuaweicloud.com"), "POST", "/v2/bills/ratings/on-demand-resources",
                                  body(demand), region + QStringLiteral(": on-demand price inquiry, flavors ") + range);
        hourly.context.insert(QStringLiteral("kind"), QStringLiteral("on-demand"));
        hourly.context.insert(QStringLiteral("region"), region);
        next->append(hourly);
        ApiCall monthly = apiJsonCall(QStringLiteral("bss.myhuaweicloud.com"), "POST",
                                   "/v2/bills/ratings/period-resources/subscribe-rate", body(period),
                                   region + QStringLiteral(": monthly price inquiry, flavors ") + range);
        monthly.context.insert(QStringLiteral("kind"), QStringLiteral("monthly"));
        monthly.context.insert(QStringLiteral("region"), region);
        next->append(monthly);
    }
}

bool HuaweiPriceApi::readRatings(const ApiCall &call, const QJsonObject &answer, QString *error)
{
    const bool monthly = call.context.value(QStringLiteral("kind")) == QLatin1String("monthly");
    const QJsonValue results = monthly
        ? apiPath(answer, QStringLiteral("official_website_rating_result.product_rating_results"))
        : answer.value(QLatin1String("product_rating_results"));
    if (!results.isArray()) {
        *error = QCoreApplication::translate("gpuscout::PriceApi", "%1: the answer has no product_rating_results").arg(call.step);
        return false;
    }
    const QString region = call.context.value(QStringLiteral("region"));
    const QString currency = apiText(answer, "currency").isEmpty() ? QStringLiteral("CNY") : apiText(answer, "currency");
    for (const QJsonValue &v : results.toArray()) {
        const QJsonObject r = v.toObject();
        const QString id = apiText(r, "id");
        const auto flavor = m_flavors.constFind(region + u'/' + id);
        if (flavor == m_flavors.cend())
            continue;
        double amount = apiNumber(r.value(QLatin1String("official_website_amount")));
        // The hourly inquiry also says what the account pays after its discounts.
        double account = monthly ? Unknown : apiNumber(r.value(QLatin1String("amount")));
        if (monthly && isKnown(amount))
            amount /= MonthHours;
        offer(id, region, monthly ? BillingMode::Monthly : BillingMode::OnDemand, amount, currency,
              QStringLiteral("huawei ") + call.step, flavor->gpus, flavor->vcpus, flavor->ramGib, flavor->gpuName, account);
    }
    return true;
}

} // namespace gpuscout
