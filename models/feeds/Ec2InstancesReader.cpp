#include "feeds/Ec2InstancesReader.h"

#include "feeds/FeedCollector.h"
#include "feeds/FeedValues.h"
#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QDate>
#include <QIODevice>
#include <QJsonObject>

namespace gpuscout {

namespace {
using Token = JsonStreamReader::Token;

double figure(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString())
        return FeedValues::decimal(v.toString());
    return Unknown;
}
} // namespace

struct Ec2InstancesReader::Record {
    QString instanceType;
    double gpus = Unknown;
    QString gpuModel;
    double vcpus = Unknown;
    double memory = Unknown;
};

Ec2InstancesReader::Ec2InstancesReader(FeedCollector *out)
    : m_out(out)
{
}

void Ec2InstancesReader::take(const Record &r, const QJsonObject &pricing)
{
    for (auto region = pricing.constBegin(); region != pricing.constEnd(); ++region) {
        const QJsonObject linuxPrices = region.value().toObject().value(QLatin1String("linux")).toObject();
        if (linuxPrices.isEmpty())
            continue;
        FeedPrice p;
        p.instanceType = r.instanceType;
        p.region = region.key();
        p.currency = QStringLiteral("USD");
        p.gpuCount = r.gpus;
        p.vcpus = r.vcpus;
        p.ramGib = r.memory;
        p.gpuName = r.gpuModel;
        p.where = QCoreApplication::translate("gpuscout::Ec2InstancesReader", "record %1 (%2), %3").arg(m_records).arg(r.instanceType, region.key());
        const struct {
            BillingMode mode;
            QJsonValue value;
        } prices[] = {
            {BillingMode::OnDemand, linuxPrices.value(QLatin1String("ondemand"))},
            {BillingMode::Reserved1y, linuxPrices.value(QLatin1String("reserved")).toObject().value(QLatin1String("yrTerm1Standard.noUpfront"))},
            {BillingMode::Spot, linuxPrices.value(QLatin1String("spot_avg"))},
        };
        for (const auto &entry : prices) {
            if (entry.value.isUndefined() || entry.value.isNull() || (entry.value.isString() && entry.value.toString().trimmed().isEmpty()))
                continue;
            p.mode = entry.mode;
            p.perHour = figure(entry.value);
            m_out->add(p);
        }
    }
}

bool Ec2InstancesReader::read(QIODevice *device, const FeedReadControl &control)
{
    JsonStreamReader json(device);
    auto fail = [&](const QString &what) {
        m_error = json.hasError() ? json.errorString()
            : what.isEmpty() ? QCoreApplication::translate("gpuscout::Ec2InstancesReader", "line %1: not an instance record").arg(json.line())
                             : what;
        return false;
    };
    const QString day = control.fetchedOn.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : control.fetchedOn;
    Source s;
    s.key = QStringLiteral("ec2instances-info-") + day;
    s.name = QCoreApplication::translate("gpuscout::Ec2InstancesReader", "ec2instances.info instances.json (Vantage; built from the AWS Price List), file of %1").arg(day);
    s.url = control.url;
    s.asOf = day;
    s.licence = QCoreApplication::translate("gpuscout::Ec2InstancesReader", "MIT (vantage-sh/ec2instances.info); AWS public list prices");
    s.notes = QCoreApplication::translate("gpuscout::Ec2InstancesReader", "Linux on-demand, 1-year standard no-upfront reserved, average spot");
    m_out->beginEdition(s);

    qint64 reported = 0;
    // One record: its scalar members as they come; pricing read only for GPU records.
    auto readRecord = [&]() {
        ++m_records;
        Record r;
        QJsonObject pricing;
        while (json.next() == Token::Name) {
            const QByteArray name = json.utf8().toByteArray();
            const Token t = json.next();
            if (name == "pricing" && t == Token::BeginObject && !(isKnown(r.gpus) && r.gpus <= 0)) {
                QJsonValue v;
                if (!json.readValue(&v, 32 * 1024 * 1024))
                    return fail(QString());
                pricing = v.toObject();
                continue;
            }
            if (t == Token::String || t == Token::Number) {
                if (name == "instance_type")
                    r.instanceType = json.text();
                else if (name == "GPU")
                    r.gpus = json.number();
                else if (name == "GPU_model")
                    r.gpuModel = json.text();
                else if (name == "vCPU")
                    r.vcpus = json.number();
                else if (name == "memory")
                    r.memory = json.number();
            }
            if (!json.skipValue())
                return fail(QString());
        }
        if (json.token() != Token::EndObject)
            return fail(QString());
        if (isKnown(r.gpus) && r.gpus > 0 && !r.instanceType.isEmpty())
            take(r, pricing);
        if (json.bytesConsumed() - reported > 1024 * 1024) {
            reported = json.bytesConsumed();
            if (control.progress)
                control.progress(reported, m_out->recordCount());
            if (control.cancelled())
                return fail(QCoreApplication::translate("gpuscout::Ec2InstancesReader", "cancelled"));
        }
        return true;
    };
    const Token first = json.next();
    if (first == Token::BeginObject) {
        if (!readRecord())
            return false;
    } else if (first == Token::BeginArray) {
        while (json.next() != Token::EndArray) {
            if (json.token() != Token::BeginObject) {
                if (json.token() == Token::Invalid || !json.skipValue())
                    return fail(QString());
                continue;
            }
            if (!readRecord())
                return false;
        }
    } else {
        return fail(QCoreApplication::translate("gpuscout::Ec2InstancesReader", "not an instances.json: expected an array of instance records"));
    }
    if (json.next() != Token::End)
        return fail(QCoreApplication::translate("gpuscout::Ec2InstancesReader", "more data after the instance records"));
    if (control.progress)
        control.progress(json.bytesConsumed(), m_out->recordCount());
    return true;
}

} // namespace gpuscout
