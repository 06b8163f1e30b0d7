#include "import/ImportJsonReader.h"

#include "import/ImportCells.h"
#include "import/ImportText.h"

#include <QCoreApplication>

#include <utility>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace gpuscout {

namespace {

// One offer object's values as the cells of a row, so that the checks and messages are
// those of the CSV formats. Numbers go through text; objects and arrays where a value
// belongs are errors.
class OfferCells
{
public:
    OfferCells(const QJsonObject &offer, ImportCells *cells) : m_offer(offer), m_cells(cells) {}

    QString text(const QString &key, const QJsonObject &in, const QString &column) const
    {
        const QJsonValue v = in.value(key);
        switch (v.type()) {
        case QJsonValue::String: return v.toString().trimmed();
        case QJsonValue::Double: return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Null:
        case QJsonValue::Undefined: return {};
        case QJsonValue::Array:
        case QJsonValue::Object:
            m_cells->fail(column, QCoreApplication::translate("gpuscout::ImportJsonReader", "an array or object; expected a single value"));
            return {};
        }
        return {};
    }

    QString text(const char *key) const { return text(QLatin1String(key), m_offer, QLatin1String(key)); }

private:
    const QJsonObject &m_offer;
    ImportCells *m_cells;
};

// Reads an object of per-billing-mode values ("prices", "prices_as_of"); false keys are
// unknown modes, reported.
template<typename Read>
void readByMode(const QJsonObject &offer, const char *key, ImportCells *cells, Read read)
{
    const QJsonValue v = offer.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return;
    if (!v.isObject()) {
        cells->fail(QLatin1String(key), QCoreApplication::translate("gpuscout::ImportJsonReader", "not an object; expected {\"on-demand\": 2.5, \"spot\": null, ...}"));
        return;
    }
    const QJsonObject byMode = v.toObject();
    OfferCells values(byMode, cells);
    for (auto it = byMode.begin(); it != byMode.end(); ++it) {
        const QString column = QLatin1String(key) + u'.' + it.key();
        BillingMode mode;
        if (!importBillingMode(it.key(), &mode)) {
            cells->fail(column, QCoreApplication::translate("gpuscout::ImportJsonReader", "'%1' is not a billing mode; expected on-demand, spot, reserved-1y or monthly").arg(it.key()));
            continue;
        }
        read(mode, column, values.text(it.key(), byMode, column));
    }
}

ImportRecord readOffer(const QJsonObject &o, int line, ImportCells *cells)
{
    const OfferCells v(o, cells);
    const auto col = [](const char *key) { return QLatin1String(key); };
    ImportRecord rec;
    rec.line = line;
    rec.provider = cells->required(col("provider"), v.text("provider"), QCoreApplication::translate("gpuscout::ImportJsonReader", "the provider, such as aws"));
    rec.instanceType = cells->required(col("instance_type"), v.text("instance_type"), QCoreApplication::translate("gpuscout::ImportJsonReader", "the provider's instance type, such as p5.48xlarge"));
    rec.family = v.text("family");
    rec.gpu = cells->required(col("gpu"), v.text("gpu"), QCoreApplication::translate("gpuscout::ImportJsonReader", "the GPU model, such as H100-SXM"));
    rec.gpuCount = cells->gpuCount(col("gpu_count"), v.text("gpu_count"));
    rec.vcpus = cells->number(col("vcpus"), v.text("vcpus"));
    rec.ramGib = cells->number(col("ram_gib"), v.text("ram_gib"));
    rec.nvmeGb = cells->number(col("nvme_gb"), v.text("nvme_gb"));
    rec.networkGbps = cells->number(col("network_gbps"), v.text("network_gbps"));
    rec.rdma = v.text("rdma");
    rec.region = v.text("region");
    rec.zone = v.text("zone");
    rec.currency = cells->currency(col("currency"), v.text("currency"));
    // No price at all is an offer that needs a quote (a catalog export carries them).
    readByMode(o, "prices", cells, [&](BillingMode m, const QString &column, const QString &value) {
        rec.price[indexOf(m)] = cells->price(column, value);
    });
    readByMode(o, "prices_as_of", cells, [&](BillingMode m, const QString &column, const QString &value) {
        rec.priceAsOf.set(indexOf(m), cells->date(column, value));
    });
    rec.spotInterruption = cells->fraction(col("spot_interruption"), v.text("spot_interruption"));
    rec.source = v.text("source");
    rec.asOf = cells->date(col("as_of"), v.text("as_of"));
    rec.validUntil = cells->date(col("valid_until"), v.text("valid_until"));
    rec.illustrative = cells->flag(col("illustrative"), v.text("illustrative"));
    rec.flags = v.text("flags");
    rec.trust = v.text("trust");
    rec.notes = v.text("notes");
    rec.availability = cells->availability(col("availability"), v.text("availability"));
    rec.availabilityAsOf = cells->date(col("availability_as_of"), v.text("availability_as_of"));
    return rec;
}

} // namespace

void readGpuScoutJson(const QString &text, ImportDocument *doc)
{
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(utf8, &error);
    if (error.error != QJsonParseError::NoError) {
        // QJsonParseError's offset lies mostly just past the character at fault.
        doc->fatalError = importErrorAt(*doc, utf8LineColumn(utf8, std::max(0, error.offset - 1)),
                                  QCoreApplication::translate("gpuscout::ImportJsonReader", "not valid JSON (%1)").arg(error.errorString()));
        return;
    }
    QJsonArray offers;
    if (json.isArray()) {
        offers = json.array();
    } else {
        const QJsonValue v = json.object().value(QLatin1String("offers"));
        if (!v.isArray()) {
            doc->fatalError = importErrorAt(*doc, QString(), QCoreApplication::translate("gpuscout::ImportJsonReader", "no \"offers\" array; expected GpuScout's JSON export {\"offers\": [...]} or an array of offers"));
            return;
        }
        offers = v.toArray();
    }
    // One allocation: an ImportRecord is large, and regrowing the list would copy them all.
    doc->records.reserve(doc->records.size() + offers.size());
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const int line = static_cast<int>(i + 1);
        ImportCells cells(line);
        if (!offers[i].isObject()) {
            cells.fail(QString(), QCoreApplication::translate("gpuscout::ImportJsonReader", "not an object; expected an offer {\"provider\": ..., \"instance_type\": ..., ...}"));
            doc->rejected << cells.issues();
            continue;
        }
        ImportRecord rec = readOffer(offers[i].toObject(), line, &cells);
        if (cells.ok())
            doc->records.append(std::move(rec));
        else
            doc->rejected << cells.issues();
    }
}

} // namespace gpuscout
