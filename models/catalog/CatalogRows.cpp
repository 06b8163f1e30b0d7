#include "catalog/CatalogRows.h"

#include "domain/Catalog.h"
#include "domain/PriceTerm.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {

// The columns of each table, as CatalogSchema creates them (ids that are only internal are
// left out: a row's identity is its key).
constexpr CatalogColumn SourceColumns[] = {
    {"key"}, {"name"}, {"url"}, {"as_of"}, {"licence"}, {"illustrative"}, {"notes"}};
constexpr CatalogColumn GpuColumns[] = {
    {"model"}, {"maker"}, {"vram_gb"}, {"mem_bw_gbs"}, {"fp64_tflops"}, {"fp32_tflops"}, {"tf32_tflops"},
    {"fp16_tflops"}, {"fp8_tflops"}, {"int8_tops"}, {"interconnect"}, {"interconnect_gbs"}, {"tdp_w"},
    {"year"}, {"source"}, {"architecture"}, {"stacks"}};
constexpr CatalogColumn ProviderColumns[] = {
    {"key"}, {"name"}, {"name_zh"}, {"kind"}, {"home_currency"}, {"sla_percent"}, {"sla_applies_to"},
    {"marketplace"}, {"sla_source"}, {"sla_as_of"}, {"notes"}};
constexpr CatalogColumn AliasColumns[] = {{"alias"}, {"gpu_id", "gpus", "model"}};
constexpr CatalogColumn RateColumns[] = {{"currency"}, {"per_usd"}, {"as_of"}, {"source"}};
constexpr CatalogColumn OfferColumns[] = {
    {"id"}, {"provider_id", "providers", "key"}, {"instance_type"}, {"family"}, {"gpu_id", "gpus", "model"},
    {"gpu_count"}, {"vcpus"}, {"ram_gib"}, {"nvme_gb"}, {"network_gbps"}, {"rdma"}, {"region"}, {"zone"},
    {"currency"}, {"source_id", "sources", "key"}, {"as_of"}, {"illustrative"}, {"notes"},
    {"spot_interruption"}, {"flags"}, {"valid_until"}, {"trust"}, {"availability"}, {"availability_as_of"}};
constexpr CatalogColumn PriceColumns[] = {{"offer_id"}, {"billing"}, {"price_per_hour"}, {"as_of"}, {"confirmed_on"},
                                          {"account_price_per_hour"}};
constexpr CatalogColumn HistoryColumns[] = {{"offer_id"}, {"billing"}, {"price_per_hour"}, {"currency"},
                                            {"as_of"}, {"replaced_on"}};

constexpr CatalogColumn MeasurementColumns[] = {
    {"key"}, {"source"}, {"kind"}, {"suite"}, {"reference"}, {"provider"}, {"instance_type"}, {"region"},
    {"gpu_id", "gpus", "model"}, {"gpu_count"}, {"gpus_used"}, {"task"}, {"model"}, {"parameters"}, {"layers"},
    {"hidden"}, {"heads"}, {"kv_heads"}, {"head_dim"}, {"weight_precision"}, {"engine"}, {"prompt_tokens"},
    {"output_tokens"}, {"concurrency"}, {"batch"}, {"seq_len"}, {"tokens"}, {"metric"}, {"value"},
    {"measured_on"}, {"notes"}};

constexpr CatalogColumn PriceBookColumns[] = {
    {"id"}, {"provider"}, {"regions"}, {"gpus"}, {"instance_types"}, {"billing"}, {"kind"}, {"discount_percent"},
    {"price"}, {"currency"}, {"per"}, {"valid_from"}, {"valid_until"}, {"ref"}, {"notes"}};

const CatalogTableSpec Specs[CatalogTableCount] = {
    {"sources", SourceColumns, 1, false},
    {"gpus", GpuColumns, 1, true},
    {"providers", ProviderColumns, 1, true},
    {"gpu_aliases", AliasColumns, 1, true},
    {"exchange_rates", RateColumns, 1, true},
    {"offers", OfferColumns, 1, false},
    {"prices", PriceColumns, 2, false},
    {"price_history", HistoryColumns, 0, false},
    {"measurements", MeasurementColumns, 1, false},
    {"price_book", PriceBookColumns, 1, false},
};

QVariant real(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

// The text columns are NOT NULL with '' for "none".
QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

QVariant flag(bool b)
{
    return QVariant(static_cast<qint64>(b ? 1 : 0));
}

bool isNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

} // namespace

const CatalogTableSpec &catalogTableSpec(CatalogTable table)
{
    return Specs[static_cast<int>(table)];
}

CatalogRow sourceRow(const Source &s)
{
    return {text(s.key), text(s.name), text(s.url), text(s.asOf), text(s.licence), flag(s.illustrative), text(s.notes)};
}

CatalogRow gpuRow(const GpuSpec &g)
{
    return {text(g.model), text(g.maker), real(g.vramGb), real(g.memoryBandwidthGbs), real(g.fp64Tflops),
            real(g.fp32Tflops), real(g.tf32Tflops), real(g.fp16Tflops), real(g.fp8Tflops), real(g.int8Tops),
            text(g.interconnect), real(g.interconnectGbs), real(g.tdpW),
            g.year > 0 ? QVariant(static_cast<qint64>(g.year)) : QVariant(), text(g.source), text(g.architecture),
            text(g.stacks)};
}

CatalogRow providerRow(const Provider &p)
{
    return {text(p.key), text(p.name), text(p.nameZh), text(p.kind), text(p.homeCurrency), real(p.slaPercent),
            text(p.slaAppliesTo), flag(p.marketplace), text(p.slaSource), text(p.slaAsOf), text(p.notes)};
}

CatalogRow aliasRow(const QString &alias, const QString &model)
{
    return {text(alias), text(model)};
}

CatalogRow rateRow(const ExchangeRate &r)
{
    return {text(r.currency), QVariant(r.perUsd), text(r.asOf), text(r.source)};
}

CatalogRow offerRow(const Catalog &c, const Offer &o)
{
    const QString provider = o.provider >= 0 && o.provider < c.providers.size() ? c.providers[o.provider].key : QString();
    const QString gpu = o.gpu >= 0 && o.gpu < c.gpus.size() ? c.gpus[o.gpu].model : QString();
    return {QVariant(o.id), text(provider), text(o.instanceType), text(o.family), text(gpu), QVariant(o.gpuCount),
            real(o.vcpus), real(o.ramGib), real(o.nvmeGb), real(o.networkGbps), text(o.rdma), text(o.region),
            text(o.zone), text(o.currency), text(o.source), text(o.asOf), flag(o.illustrative), text(o.notes),
            real(o.spotInterruption), text(o.flags), text(o.validUntil), text(o.trust),
            text(availabilityKey(o.availability)), text(o.availabilityAsOf)};
}

CatalogRow priceRow(const Offer &o, int billingIndex)
{
    const auto m = static_cast<BillingMode>(billingIndex);
    if (!isKnown(o.priceFor(m)))
        return {};
    return {QVariant(o.id), text(billingModeKey(m)), QVariant(o.priceFor(m)), text(o.priceAsOfFor(m)),
            text(o.priceConfirmed[static_cast<std::size_t>(billingIndex)]),
            real(o.accountPrice[static_cast<std::size_t>(billingIndex)])};
}

CatalogRow historyRow(const PriceChange &h)
{
    return {QVariant(h.offerId), text(billingModeKey(h.billing)), QVariant(h.pricePerHour), text(h.currency),
            text(h.asOf), text(h.replacedOn)};
}

CatalogRow measurementRow(const Measurement &m)
{
    return {text(m.key), text(m.source), text(measurementKindKey(m.kind)), text(m.suite), text(m.reference),
            text(m.provider), text(m.instanceType), text(m.region), text(m.gpu), real(m.gpuCount), real(m.gpusUsed),
            text(taskKey(m.task)), text(m.model), real(m.parameters), real(m.shape.layers), real(m.shape.hidden),
            real(m.shape.heads), real(m.shape.kvHeads), real(m.shape.headDim), text(m.precision), text(m.engine),
            real(m.promptTokens), real(m.outputTokens), real(m.concurrency), real(m.batch), real(m.seqLen),
            real(m.tokens), text(metricKey(m.metric)), real(m.value), text(m.date), text(m.notes)};
}

CatalogRow priceTermRow(const PriceTerm &t)
{
    return {QVariant(t.id), text(t.provider), text(t.regions.join(u';')), text(t.gpus.join(u';')),
            text(t.instanceTypes.join(u';')), text(t.billing ? billingModeKey(*t.billing) : QString()),
            text(priceTermKindKey(t.kind)), real(t.discountPercent), real(t.price), text(t.currency),
            text(t.perMonth ? QStringLiteral("month") : QStringLiteral("hour")), text(t.validFrom),
            text(t.validUntil), text(t.ref), text(t.notes)};
}

bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.isNull() || b.isNull())
        return a.isNull() == b.isNull();
    if (isNumber(a) && isNumber(b))
        return a.toDouble() == b.toDouble();
    return a.toString() == b.toString();
}

bool sameRow(const CatalogRow &a, const CatalogRow &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!sameValue(a[i], b[i]))
            return false;
    }
    return true;
}

QString catalogRowKey(CatalogTable table, const CatalogRow &row)
{
    const CatalogTableSpec &spec = catalogTableSpec(table);
    const qsizetype n = spec.keyColumns > 0 ? spec.keyColumns : row.size();
    QString key;
    for (qsizetype i = 0; i < n && i < row.size(); ++i) {
        if (i > 0)
            key += u'\x1f';
        const QVariant &v = row[i];
        // Numbers print the same whatever their type: 3 and 3.0 are one key.
        key += isNumber(v) ? QString::number(v.toDouble(), 'g', 17) : v.toString();
    }
    return spec.caseInsensitiveKey ? key.toLower() : key;
}

QString describeCatalogRow(CatalogTable table, const CatalogRow &row)
{
    switch (table) {
    case CatalogTable::Offers:
        return QCoreApplication::translate("gpuscout::CatalogRows", "offer %1 %2 %3 (id %4)")
            .arg(row.value(1).toString(), row.value(2).toString(), row.value(11).toString(), row.value(0).toString());
    case CatalogTable::Prices:
        return QCoreApplication::translate("gpuscout::CatalogRows", "the %1 price of offer %2").arg(row.value(1).toString(), row.value(0).toString());
    case CatalogTable::PriceHistory:
        return QCoreApplication::translate("gpuscout::CatalogRows", "a price history entry of offer %1").arg(row.value(0).toString());
    case CatalogTable::Sources: return QCoreApplication::translate("gpuscout::CatalogRows", "source %1").arg(row.value(0).toString());
    case CatalogTable::Gpus: return QCoreApplication::translate("gpuscout::CatalogRows", "GPU %1").arg(row.value(0).toString());
    case CatalogTable::Providers: return QCoreApplication::translate("gpuscout::CatalogRows", "provider %1").arg(row.value(0).toString());
    case CatalogTable::GpuAliases: return QCoreApplication::translate("gpuscout::CatalogRows", "GPU alias %1").arg(row.value(0).toString());
    case CatalogTable::ExchangeRates: return QCoreApplication::translate("gpuscout::CatalogRows", "the %1 exchange rate").arg(row.value(0).toString());
    case CatalogTable::Measurements:
        return QCoreApplication::translate("gpuscout::CatalogRows", "measurement %1 (%2 on %3)")
            .arg(row.value(0).toString(), row.value(27).toString(), row.value(8).toString());
    case CatalogTable::PriceBook:
        return QCoreApplication::translate("gpuscout::CatalogRows", "price book term %1 (%2)").arg(row.value(0).toString(), row.value(13).toString());
    }
    return QString();
}

} // namespace gpuscout
