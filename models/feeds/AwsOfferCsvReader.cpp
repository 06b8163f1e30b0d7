#include "feeds/AwsOfferCsvReader.h"

#include "feeds/AwsEdition.h"
#include "feeds/AwsProduct.h"
#include "feeds/CsvStreamReader.h"
#include "feeds/FeedCollector.h"
#include "feeds/FeedValues.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>

#include <cmath>
#include <limits>

namespace gpuscout {

namespace {

struct Column {
    const char *name;
    QString AwsProduct::*field;
};

constexpr Column ProductColumns[] = {
    {"Product Family", &AwsProduct::productFamily},    {"Instance Type", &AwsProduct::instanceType},
    {"Instance Family", &AwsProduct::instanceFamily},  {"Operating System", &AwsProduct::operatingSystem},
    {"Tenancy", &AwsProduct::tenancy},                 {"Pre Installed S/W", &AwsProduct::preInstalledSw},
    {"License Model", &AwsProduct::licenseModel},      {"CapacityStatus", &AwsProduct::capacityStatus},
    {"MarketOption", &AwsProduct::marketOption},       {"operation", &AwsProduct::operation},
    {"Region Code", &AwsProduct::regionCode},          {"GPU", &AwsProduct::gpu},
    {"vCPU", &AwsProduct::vcpu},                       {"Memory", &AwsProduct::memory},
    {"SKU", &AwsProduct::sku},
};

const char *const Required[] = {"SKU", "OfferTermCode", "TermType", "Unit", "PricePerUnit", "Currency", "Instance Type",
                                "Operating System", "Tenancy", "Product Family"};

struct Term {
    AwsProduct product;
    AwsTermKind kind = AwsTermKind::Other;
    AwsTermPrice price;
    QString effective;
    qint64 line = 0;
};

} // namespace

AwsOfferCsvReader::AwsOfferCsvReader(FeedCollector *out)
    : m_out(out)
{
}

bool AwsOfferCsvReader::read(QIODevice *device, const FeedReadControl &control)
{
    CsvStreamReader csv(device);
    QStringList fields;
    QString publication;
    QString version;
    QHash<QString, int> columns;
    while (csv.next(&fields)) {
        if (fields.contains(QLatin1String("SKU")) && fields.contains(QLatin1String("TermType"))) {
            for (int i = 0; i < fields.size(); ++i)
                columns.insert(fields[i], i);
            break;
        }
        if (fields.value(0) == QLatin1String("Publication Date"))
            publication = fields.value(1);
        else if (fields.value(0) == QLatin1String("Version"))
            version = fields.value(1);
    }
    if (csv.hasError()) {
        m_error = csv.errorString();
        return false;
    }
    QStringList missing;
    for (const char *name : Required) {
        if (!columns.contains(QLatin1String(name)))
            missing << QLatin1String(name);
    }
    if (columns.isEmpty() || !missing.isEmpty()) {
        m_error = QCoreApplication::translate("gpuscout::AwsOfferCsvReader", "not an AWS offer file in CSV: no header with the columns %1")
                      .arg(missing.isEmpty() ? QStringLiteral("SKU, ...") : missing.join(QStringLiteral(", ")));
        return false;
    }
    auto col = [&](const char *name) { return columns.value(QLatin1String(name), -1); };
    const int sku = col("SKU"), termCode = col("OfferTermCode"), termType = col("TermType"), unit = col("Unit");
    const int price = col("PricePerUnit"), currency = col("Currency"), lease = col("LeaseContractLength");
    const int purchase = col("PurchaseOption"), offering = col("OfferingClass"), effective = col("EffectiveDate");
    const int begin = col("StartingRange");
    QList<std::pair<QString AwsProduct::*, int>> productColumns;
    for (const Column &c : ProductColumns)
        productColumns << std::pair{c.field, col(c.name)};

    m_out->beginEdition(awsEdition(version, publication, control));
    QHash<QString, Term> terms;
    QStringList order;
    qint64 reported = 0;
    while (csv.next(&fields)) {
        if (fields.size() == 1 && fields.first().isEmpty())
            continue;
        AwsProduct product;
        for (const auto &[field, index] : std::as_const(productColumns))
            product.*field = fields.value(index);
        if (csv.bytesConsumed() - reported > 1024 * 1024) {
            reported = csv.bytesConsumed();
            if (control.progress)
                control.progress(reported, m_out->recordCount());
            if (control.cancelled()) {
                m_error = QCoreApplication::translate("gpuscout::AwsOfferCsvReader", "cancelled");
                return false;
            }
        }
        if (!product.wanted())
            continue;
        const AwsTermKind kind = awsTermKind(fields.value(termType), fields.value(lease), fields.value(purchase), fields.value(offering));
        if (kind == AwsTermKind::Other)
            continue;
        const QString key = fields.value(sku) + u'.' + fields.value(termCode);
        auto it = terms.find(key);
        if (it == terms.end()) {
            Term t;
            t.product = product;
            t.kind = kind;
            t.effective = FeedValues::isoDay(fields.value(effective));
            t.line = csv.line();
            it = terms.insert(key, t);
            order << key;
        }
        it->price.addDimension(fields.value(unit), fields.value(currency), fields.value(price), fields.value(begin));
    }
    if (csv.hasError()) {
        m_error = csv.errorString();
        return false;
    }
    for (const QString &key : std::as_const(order)) {
        const Term &t = terms[key];
        const QString where = QCoreApplication::translate("gpuscout::AwsOfferCsvReader", "line %1 (SKU %2)").arg(t.line).arg(t.product.sku);
        FeedPrice p;
        p.instanceType = t.product.instanceType;
        p.region = t.product.regionCode.isEmpty() ? control.region : t.product.regionCode;
        p.mode = t.kind == AwsTermKind::OnDemand ? BillingMode::OnDemand : BillingMode::Reserved1y;
        p.currency = t.price.currency;
        p.effective = t.effective;
        p.where = where;
        p.gpuCount = FeedValues::leadingNumber(t.product.gpu);
        p.vcpus = FeedValues::leadingNumber(t.product.vcpu);
        p.ramGib = FeedValues::leadingNumber(t.product.memory);
        if (t.price.mixedCurrency) {
            m_out->reject(where, QStringLiteral("Currency"), QCoreApplication::translate("gpuscout::AwsOfferCsvReader", "a term priced in two currencies"));
            continue;
        }
        p.perHour = t.price.bad ? std::numeric_limits<double>::quiet_NaN() : t.price.effectiveHourly(t.kind);
        if (!t.price.bad && std::isnan(p.perHour)) {
            m_out->reject(where, QStringLiteral("Unit"), QCoreApplication::translate("gpuscout::AwsOfferCsvReader", "the term has no hourly price row"));
            continue;
        }
        m_out->add(p);
    }
    if (control.progress)
        control.progress(csv.bytesConsumed(), m_out->recordCount());
    return true;
}

} // namespace gpuscout
