#include "feeds/GcpSkuReader.h"

#include "feeds/GcpSkuTable.h"
#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonObject>

namespace gpuscout {

namespace {
using Token = JsonStreamReader::Token;
}

GcpSkuReader::GcpSkuReader(GcpSkuTable *out)
    : m_out(out)
{
}

bool GcpSkuReader::read(QIODevice *device, const FeedReadControl &control)
{
    JsonStreamReader json(device);
    m_next.clear();
    auto fail = [&](const QString &what) {
        m_error = json.hasError() ? json.errorString()
            : what.isEmpty() ? QCoreApplication::translate("gpuscout::GcpSkuReader", "line %1: not a SKU").arg(json.line())
                             : what;
        return false;
    };
    qint64 reported = 0;
    auto readSkus = [&]() {
        while (json.next() != Token::EndArray) {
            if (json.token() != Token::BeginObject) {
                if (json.token() == Token::Invalid || !json.skipValue())
                    return fail(QString());
                continue;
            }
            QJsonValue sku;
            if (!json.readValue(&sku, 1024 * 1024))
                return fail(QString());
            m_out->add(sku.toObject());
            if (json.bytesConsumed() - reported > 256 * 1024) {
                reported = json.bytesConsumed();
                if (control.progress)
                    control.progress(reported, static_cast<int>(m_out->skus().size()));
                if (control.cancelled())
                    return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "cancelled"));
            }
        }
        return true;
    };
    bool sawSkus = false;
    const Token first = json.next();
    if (first == Token::BeginArray) {
        sawSkus = true;
        if (!readSkus())
            return false;
    } else if (first == Token::BeginObject) {
        while (json.next() == Token::Name) {
            if (json.textIs("skus")) {
                if (json.next() != Token::BeginArray)
                    return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "\"skus\" is not an array"));
                sawSkus = true;
                if (!readSkus())
                    return false;
            } else if (json.textIs("nextPageToken")) {
                if (json.next() == Token::String)
                    m_next = json.text();
                else if (json.token() != Token::Null && !json.skipValue())
                    return fail(QString());
            } else if (json.textIs("error")) {
                json.next();
                QJsonValue error;
                if (!json.readValue(&error, 64 * 1024))
                    return fail(QString());
                const QJsonObject e = error.toObject();
                return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "the Cloud Billing API answered %1 %2: %3")
                                .arg(e.value(QLatin1String("code")).toInt())
                                .arg(e.value(QLatin1String("status")).toString(), e.value(QLatin1String("message")).toString()));
            } else {
                json.next();
                if (!json.skipValue())
                    return fail(QString());
            }
        }
        if (json.token() != Token::EndObject)
            return fail(QString());
    } else {
        return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "not a Cloud Billing SKU listing: expected {\"skus\": [...]} or an array of SKUs"));
    }
    if (json.next() != Token::End)
        return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "more data after the listing"));
    if (!sawSkus)
        return fail(QCoreApplication::translate("gpuscout::GcpSkuReader", "no \"skus\" array: not a Cloud Billing SKU listing"));
    return true;
}

} // namespace gpuscout
