#include "feeds/AwsOfferJsonReader.h"

#include "feeds/AwsProduct.h"
#include "feeds/AwsEdition.h"
#include "feeds/FeedCollector.h"
#include "feeds/FeedValues.h"
#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace gpuscout {

namespace {

using Token = JsonStreamReader::Token;

struct Attribute {
    const char *name;
    QString AwsProduct::*field;
};

constexpr Attribute Attributes[] = {
    {"instanceType", &AwsProduct::instanceType},     {"instanceFamily", &AwsProduct::instanceFamily},
    {"operatingSystem", &AwsProduct::operatingSystem}, {"tenancy", &AwsProduct::tenancy},
    {"preInstalledSw", &AwsProduct::preInstalledSw}, {"licenseModel", &AwsProduct::licenseModel},
    {"capacitystatus", &AwsProduct::capacityStatus}, {"marketoption", &AwsProduct::marketOption},
    {"operation", &AwsProduct::operation},           {"regionCode", &AwsProduct::regionCode},
    {"gpu", &AwsProduct::gpu},                       {"vcpu", &AwsProduct::vcpu},
    {"memory", &AwsProduct::memory},
};

// One walk over the file. The first reads products and, when they came first, terms; a
// file with terms first needs a second walk for the terms alone.
class Pass
{
public:
    Pass(QIODevice *device, FeedCollector *out, const FeedReadControl &control, QHash<QString, AwsProduct> *kept)
        : m_json(device)
        , m_out(out)
        , m_control(control)
        , m_kept(kept)
    {
    }

    bool run(bool termsOnly);

    bool termsBeforeProducts = false;
    QString error;

private:
    bool fail(const QString &what);
    bool expect(Token token, const char *what);
    bool progress();
    bool readProducts();
    bool readProduct(AwsProduct *p);
    bool readTerms();
    void takeTerm(const QString &termType, const AwsProduct &product, const QJsonObject &term);
    void beginEdition();

    JsonStreamReader m_json;
    FeedCollector *m_out;
    const FeedReadControl &m_control;
    QHash<QString, AwsProduct> *m_kept;
    QString m_publication;
    QString m_version;
    bool m_productsRead = false;
    bool m_editionBegun = false;
    qint64 m_reported = 0;
};

bool Pass::fail(const QString &what)
{
    if (error.isEmpty())
        error = what;
    return false;
}

bool Pass::expect(Token token, const char *what)
{
    if (m_json.token() == token)
        return true;
    if (m_json.hasError())
        return fail(m_json.errorString());
    return fail(QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "line %1: expected %2")
                    .arg(m_json.line()).arg(QCoreApplication::translate("gpuscout::AwsOfferJsonReader", what)));
}

// Reports about every megabyte, and stops when the person cancelled.
bool Pass::progress()
{
    const qint64 at = m_json.bytesConsumed();
    if (at - m_reported < 1024 * 1024)
        return true;
    m_reported = at;
    if (m_control.progress)
        m_control.progress(at, m_out->recordCount());
    if (m_control.cancelled())
        return fail(QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "cancelled"));
    return true;
}

bool Pass::readProduct(AwsProduct *p)
{
    while (m_json.next() == Token::Name) {
        if (m_json.textIs("productFamily")) {
            if (m_json.next() == Token::String)
                p->productFamily = m_json.text();
            else if (!m_json.skipValue())
                return fail(m_json.errorString());
        } else if (m_json.textIs("attributes")) {
            if (m_json.next() != Token::BeginObject) {
                if (!m_json.skipValue())
                    return fail(m_json.errorString());
                continue;
            }
            while (m_json.next() == Token::Name) {
                const Attribute *found = nullptr;
                for (const Attribute &a : Attributes) {
                    if (m_json.textIs(a.name)) {
                        found = &a;
                        break;
                    }
                }
                if (m_json.next() == Token::String && found)
                    p->*(found->field) = m_json.text();
                else if (!m_json.skipValue())
                    return fail(m_json.errorString());
            }
            if (!expect(Token::EndObject, "the end of a product's attributes"))
                return false;
        } else {
            m_json.next();
            if (!m_json.skipValue())
                return fail(m_json.errorString());
        }
    }
    return expect(Token::EndObject, "the end of a product");
}

bool Pass::readProducts()
{
    if (m_json.next() != Token::BeginObject)
        return expect(Token::BeginObject, "the products object");
    while (m_json.next() == Token::Name) {
        AwsProduct p;
        p.sku = m_json.text();
        if (m_json.next() != Token::BeginObject) {
            if (!m_json.skipValue())
                return fail(m_json.errorString());
            continue;
        }
        if (!readProduct(&p) || !progress())
            return false;
        if (p.wanted()) {
            // Only what the terms need stays: memory follows the GPU products, a few thousand.
            p.productFamily.clear();
            p.instanceFamily.clear();
            p.operatingSystem.clear();
            p.tenancy.clear();
            p.preInstalledSw.clear();
            p.licenseModel.clear();
            p.capacityStatus.clear();
            p.marketOption.clear();
            p.operation.clear();
            m_kept->insert(p.sku, p);
        }
    }
    m_productsRead = true;
    return expect(Token::EndObject, "the end of the products object");
}

void Pass::beginEdition()
{
    if (m_editionBegun)
        return;
    m_editionBegun = true;
    m_out->beginEdition(awsEdition(m_version, m_publication, m_control));
}

void Pass::takeTerm(const QString &termType, const AwsProduct &product, const QJsonObject &term)
{
    const QJsonObject attributes = term.value(QLatin1String("termAttributes")).toObject();
    const AwsTermKind kind = awsTermKind(termType, attributes.value(QLatin1String("LeaseContractLength")).toString(),
                                         attributes.value(QLatin1String("PurchaseOption")).toString(),
                                         attributes.value(QLatin1String("OfferingClass")).toString());
    if (kind == AwsTermKind::Other)
        return;
    AwsTermPrice price;
    const QJsonObject dimensions = term.value(QLatin1String("priceDimensions")).toObject();
    for (auto it = dimensions.constBegin(); it != dimensions.constEnd(); ++it) {
        const QJsonObject d = it.value().toObject();
        const QJsonObject perUnit = d.value(QLatin1String("pricePerUnit")).toObject();
        for (auto c = perUnit.constBegin(); c != perUnit.constEnd(); ++c) {
            const QString text = c.value().isString() ? c.value().toString() : QString::number(c.value().toDouble(), 'g', 17);
            price.addDimension(d.value(QLatin1String("unit")).toString(), c.key(), text, d.value(QLatin1String("beginRange")).toString());
        }
    }
    const QString where = QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "%1 offer file, SKU %2")
                              .arg(product.regionCode.isEmpty() ? m_control.region : product.regionCode, product.sku);
    beginEdition();
    FeedPrice p;
    p.instanceType = product.instanceType;
    p.region = product.regionCode.isEmpty() ? m_control.region : product.regionCode;
    p.mode = kind == AwsTermKind::OnDemand ? BillingMode::OnDemand : BillingMode::Reserved1y;
    p.currency = price.currency;
    p.effective = FeedValues::isoDay(term.value(QLatin1String("effectiveDate")).toString());
    p.where = where;
    p.gpuCount = FeedValues::leadingNumber(product.gpu);
    p.vcpus = FeedValues::leadingNumber(product.vcpu);
    p.ramGib = FeedValues::leadingNumber(product.memory);
    if (price.mixedCurrency) {
        m_out->reject(where, QStringLiteral("currency"),
                      QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "a term priced in two currencies"));
        return;
    }
    p.perHour = price.bad ? std::numeric_limits<double>::quiet_NaN() : price.effectiveHourly(kind);
    if (!price.bad && std::isnan(p.perHour)) {
        m_out->reject(where, billingModeKey(p.mode),
                      QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "the term has no hourly price dimension"));
        return;
    }
    m_out->add(p);
}

bool Pass::readTerms()
{
    if (m_json.next() != Token::BeginObject)
        return expect(Token::BeginObject, "the terms object");
    while (m_json.next() == Token::Name) {
        const QString termType = m_json.text();
        const bool priced = termType == QLatin1String("OnDemand") || termType == QLatin1String("Reserved");
        if (m_json.next() != Token::BeginObject || !priced) {
            if (!m_json.skipValue()) // attributesList and whatever else a file files here
                return fail(m_json.errorString());
            continue;
        }
        while (m_json.next() == Token::Name) {
            const auto kept = m_kept->constFind(m_json.text());
            if (m_json.next() != Token::BeginObject || kept == m_kept->cend()) {
                if (!m_json.skipValue())
                    return fail(m_json.errorString());
                if (!progress())
                    return false;
                continue;
            }
            while (m_json.next() == Token::Name) {
                m_json.next();
                QJsonValue term;
                if (!m_json.readValue(&term, 1024 * 1024))
                    return fail(m_json.errorString());
                if (term.isObject())
                    takeTerm(termType, *kept, term.toObject());
            }
            if (!expect(Token::EndObject, "the end of a SKU's terms") || !progress())
                return false;
        }
        if (!expect(Token::EndObject, "the end of a term type"))
            return false;
    }
    return expect(Token::EndObject, "the end of the terms object");
}

bool Pass::run(bool termsOnly)
{
    if (m_json.next() != Token::BeginObject)
        return expect(Token::BeginObject, "an AWS offer file (a JSON object)");
    bool sawProducts = false;
    bool sawTerms = false;
    while (m_json.next() == Token::Name) {
        if (m_json.textIs("publicationDate") || m_json.textIs("version")) {
            const bool publication = m_json.textIs("publicationDate");
            if (m_json.next() == Token::String)
                (publication ? m_publication : m_version) = m_json.text();
            else if (!m_json.skipValue())
                return fail(m_json.errorString());
        } else if (m_json.textIs("products") && !termsOnly) {
            sawProducts = true;
            if (!readProducts())
                return false;
        } else if (m_json.textIs("terms") && (termsOnly || m_productsRead)) {
            sawTerms = true;
            if (!readTerms())
                return false;
        } else {
            if (m_json.textIs("terms")) {
                sawTerms = true;
                termsBeforeProducts = true;
            }
            m_json.next();
            if (!m_json.skipValue())
                return fail(m_json.errorString());
        }
    }
    if (!expect(Token::EndObject, "the end of the offer file"))
        return false;
    if (m_json.next() != Token::End)
        return fail(m_json.errorString());
    if (!termsOnly && !sawProducts)
        return fail(QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "no \"products\" object: not an AWS offer file"));
    if (!sawTerms)
        return fail(QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "no \"terms\" object: not an AWS offer file"));
    if (m_control.progress)
        m_control.progress(m_json.bytesConsumed(), m_out->recordCount());
    return true;
}

} // namespace

AwsOfferJsonReader::AwsOfferJsonReader(FeedCollector *out)
    : m_out(out)
{
}

bool AwsOfferJsonReader::read(QIODevice *device, const FeedReadControl &control)
{
    QHash<QString, AwsProduct> kept;
    Pass first(device, m_out, control, &kept);
    if (!first.run(false)) {
        m_error = first.error;
        return false;
    }
    if (!first.termsBeforeProducts)
        return true;
    if (device->isSequential() || !device->seek(0)) {
        m_error = QCoreApplication::translate("gpuscout::AwsOfferJsonReader", "the file lists its terms before its products and cannot be read twice");
        return false;
    }
    Pass second(device, m_out, control, &kept);
    if (!second.run(true)) {
        m_error = second.error;
        return false;
    }
    return true;
}

} // namespace gpuscout
