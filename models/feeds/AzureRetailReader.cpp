#include "feeds/AzureRetailReader.h"

#include "feeds/FeedCollector.h"
#include "feeds/FeedValues.h"
#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonObject>

namespace gpuscout {

namespace {

using Token = JsonStreamReader::Token;

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

bool isGpuSize(const QString &armSkuName)
{
    for (const char *prefix : {"Standard_NC", "Standard_ND", "Standard_NG", "Standard_NV"}) {
        if (armSkuName.startsWith(QLatin1String(prefix), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace

AzureRetailReader::AzureRetailReader(FeedCollector *out)
    : m_out(out)
{
}

void AzureRetailReader::beginEdition(FeedCollector *out, const QString &day, const QString &url)
{
    Source s;
    s.key = QStringLiteral("azure-retail-prices-") + day;
    s.name = QCoreApplication::translate("gpuscout::AzureRetailReader", "Azure Retail Prices API (read %1)").arg(day);
    s.url = url;
    s.asOf = day;
    s.licence = QCoreApplication::translate("gpuscout::AzureRetailReader", "Microsoft public retail prices; credit Microsoft and the date");
    s.notes = QCoreApplication::translate("gpuscout::AzureRetailReader", "Linux; Consumption (on-demand), Spot, 1-year Reservation divided by 8760 hours");
    out->beginEdition(s);
}

void AzureRetailReader::take(const QJsonObject &item, const FeedReadControl &control)
{
    ++m_items;
    const QString arm = str(item, "armSkuName");
    if (str(item, "serviceName") != QLatin1String("Virtual Machines") || !isGpuSize(arm))
        return;
    if (str(item, "productName").endsWith(QLatin1String(" Windows")))
        return;
    if (item.contains(QLatin1String("isPrimaryMeterRegion")) && !item.value(QLatin1String("isPrimaryMeterRegion")).toBool(true))
        return;
    const QString type = str(item, "type");
    const QString skuName = str(item, "skuName");
    const QString start = FeedValues::isoDay(str(item, "effectiveStartDate"));
    const QString end = FeedValues::isoDay(str(item, "effectiveEndDate"));
    if (!end.isEmpty() && ((!start.isEmpty() && end < start) || (!control.fetchedOn.isEmpty() && end < control.fetchedOn)))
        return;
    FeedPrice p;
    if (type == QLatin1String("Consumption")) {
        if (skuName.endsWith(QLatin1String(" Low Priority")) || str(item, "meterName").endsWith(QLatin1String(" Low Priority")))
            return;
        p.mode = skuName.endsWith(QLatin1String(" Spot")) || str(item, "meterName").endsWith(QLatin1String(" Spot"))
            ? BillingMode::Spot : BillingMode::OnDemand;
    } else if (type == QLatin1String("Reservation")) {
        if (str(item, "reservationTerm") != QLatin1String("1 Year"))
            return;
        p.mode = BillingMode::Reserved1y;
    } else {
        return; // DevTestConsumption and whatever comes next
    }
    p.instanceType = arm;
    p.region = str(item, "armRegionName");
    p.currency = str(item, "currencyCode");
    p.effective = start;
    p.where = QCoreApplication::translate("gpuscout::AzureRetailReader", "item %1 (meter %2)").arg(m_items).arg(str(item, "meterId"));
    if (p.region.isEmpty())
        return;
    const QJsonValue price = item.value(QLatin1String("retailPrice"));
    p.perHour = price.isDouble() ? price.toDouble() : FeedValues::decimal(price.toString());
    if (p.mode == BillingMode::Reserved1y && isKnown(p.perHour))
        p.perHour /= 8760.0;
    m_out->add(p);
}

bool AzureRetailReader::read(QIODevice *device, const FeedReadControl &control)
{
    JsonStreamReader json(device);
    m_next.clear();
    auto fail = [&](const QString &what) {
        m_error = json.hasError() ? json.errorString()
            : what.isEmpty() ? QCoreApplication::translate("gpuscout::AzureRetailReader", "line %1: not a price item").arg(json.line())
                             : what;
        return false;
    };
    qint64 reported = 0;
    auto readItems = [&]() {
        // at BeginArray
        while (json.next() != Token::EndArray) {
            if (json.token() != Token::BeginObject) {
                if (json.token() == Token::Invalid || !json.skipValue())
                    return fail(QString());
                continue;
            }
            QJsonValue item;
            if (!json.readValue(&item, 1024 * 1024))
                return fail(QString());
            take(item.toObject(), control);
            if (json.bytesConsumed() - reported > 256 * 1024) {
                reported = json.bytesConsumed();
                if (control.progress)
                    control.progress(reported, m_out->recordCount());
                if (control.cancelled())
                    return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "cancelled"));
            }
        }
        return true;
    };
    const Token first = json.next();
    bool sawItems = false;
    if (first == Token::BeginArray) {
        sawItems = true;
        if (!readItems())
            return false;
    } else if (first == Token::BeginObject) {
        while (json.next() == Token::Name) {
            if (json.textIs("Items")) {
                if (json.next() != Token::BeginArray)
                    return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "\"Items\" is not an array"));
                sawItems = true;
                if (!readItems())
                    return false;
            } else if (json.textIs("NextPageLink")) {
                if (json.next() == Token::String)
                    m_next = json.text();
                else if (json.token() != Token::Null && !json.skipValue())
                    return fail(QString());
            } else {
                json.next();
                if (!json.skipValue())
                    return fail(QString());
            }
        }
        if (json.token() != Token::EndObject)
            return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "expected the end of the page"));
    } else {
        return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "not an Azure Retail Prices page: expected {\"Items\": [...]} or an array of items"));
    }
    if (json.next() != Token::End)
        return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "more data after the page"));
    if (!sawItems)
        return fail(QCoreApplication::translate("gpuscout::AzureRetailReader", "no \"Items\" array: not an Azure Retail Prices page"));
    if (control.progress)
        control.progress(json.bytesConsumed(), m_out->recordCount());
    return true;
}

} // namespace gpuscout
