#include "catalog/CatalogExport.h"

#include "io/JsonNumbers.h"

#include "domain/Catalog.h"
#include "catalog/CsvReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuscout {

namespace {

QString num(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 12) : QString();
}

// Catalog figures as stored: an export imports back to the same values.
QJsonValue jnum(double v)
{
    return JsonNumbers::stored(v);
}

bool selected(const Offer &o, OfferSelection which)
{
    return which == OfferSelection::All || o.needsQuote();
}

} // namespace

QByteArray catalogOffersCsv(const Catalog &c, OfferSelection which)
{
    QStringList lines;
    lines << QStringLiteral("provider,instance_type,family,gpu,gpu_count,vcpus,ram_gib,nvme_gb,network_gbps,"
                            "rdma,region,zone,currency,on_demand,spot,reserved_1y,monthly,spot_interruption,"
                            "source,as_of,illustrative,flags,notes,valid_until,on_demand_as_of,spot_as_of,"
                            "reserved_1y_as_of,monthly_as_of,trust,availability,availability_as_of");
    for (const Offer &o : c.offers) {
        if (!selected(o, which))
            continue;
        lines << csvLine({o.provider >= 0 ? c.providers[o.provider].key : QString(), o.instanceType, o.family,
                          o.gpu >= 0 ? c.gpus[o.gpu].model : QString(), num(o.gpuCount), num(o.vcpus),
                          num(o.ramGib), num(o.nvmeGb), num(o.networkGbps), o.rdma, o.region, o.zone,
                          o.currency, num(o.priceFor(BillingMode::OnDemand)), num(o.priceFor(BillingMode::Spot)),
                          num(o.priceFor(BillingMode::Reserved1y)), num(o.priceFor(BillingMode::Monthly)),
                          num(o.spotInterruption), o.source, o.asOf,
                          o.illustrative ? QStringLiteral("1") : QStringLiteral("0"), o.flags, o.notes,
                          o.validUntil, o.priceAsOf[0], o.priceAsOf[1], o.priceAsOf[2], o.priceAsOf[3], o.trust,
                          availabilityKey(o.availability), o.availabilityAsOf});
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

QByteArray catalogJson(const Catalog &c, OfferSelection which)
{
    QJsonArray gpus;
    for (const GpuSpec &g : c.gpus) {
        gpus << QJsonObject{{QStringLiteral("model"), g.model}, {QStringLiteral("maker"), g.maker},
                            {QStringLiteral("vram_gb"), jnum(g.vramGb)},
                            {QStringLiteral("mem_bw_gbs"), jnum(g.memoryBandwidthGbs)},
                            {QStringLiteral("fp64_tflops"), jnum(g.fp64Tflops)},
                            {QStringLiteral("fp32_tflops"), jnum(g.fp32Tflops)},
                            {QStringLiteral("tf32_tflops"), jnum(g.tf32Tflops)},
                            {QStringLiteral("fp16_tflops"), jnum(g.fp16Tflops)},
                            {QStringLiteral("fp8_tflops"), jnum(g.fp8Tflops)},
                            {QStringLiteral("int8_tops"), jnum(g.int8Tops)},
                            {QStringLiteral("interconnect"), g.interconnect},
                            {QStringLiteral("interconnect_gbs"), jnum(g.interconnectGbs)},
                            {QStringLiteral("tdp_w"), jnum(g.tdpW)},
                            {QStringLiteral("year"), g.year > 0 ? QJsonValue(g.year) : QJsonValue()},
                            {QStringLiteral("source"), g.source}};
    }
    QJsonArray providers;
    for (const Provider &p : c.providers) {
        providers << QJsonObject{{QStringLiteral("key"), p.key}, {QStringLiteral("name"), p.name},
                                 {QStringLiteral("name_zh"), p.nameZh}, {QStringLiteral("kind"), p.kind},
                                 {QStringLiteral("home_currency"), p.homeCurrency},
                                 {QStringLiteral("sla_percent"), jnum(p.slaPercent)},
                                 {QStringLiteral("sla_applies_to"), p.slaAppliesTo},
                                 {QStringLiteral("marketplace"), p.marketplace},
                                 {QStringLiteral("sla_source"), p.slaSource},
                                 {QStringLiteral("sla_as_of"), p.slaAsOf}, {QStringLiteral("notes"), p.notes}};
    }
    QJsonArray sources;
    for (const Source &s : c.sources) {
        sources << QJsonObject{{QStringLiteral("key"), s.key}, {QStringLiteral("name"), s.name},
                               {QStringLiteral("url"), s.url}, {QStringLiteral("as_of"), s.asOf},
                               {QStringLiteral("licence"), s.licence},
                               {QStringLiteral("illustrative"), s.illustrative},
                               {QStringLiteral("notes"), s.notes}};
    }
    QJsonArray offers;
    for (const Offer &o : c.offers) {
        if (!selected(o, which))
            continue;
        QJsonObject prices;
        QJsonObject priceDates;
        for (BillingMode m : AllBillingModes) {
            prices.insert(billingModeKey(m), jnum(o.priceFor(m)));
            if (!o.priceAsOf[indexOf(m)].isEmpty())
                priceDates.insert(billingModeKey(m), o.priceAsOf[indexOf(m)]);
        }
        offers << QJsonObject{{QStringLiteral("id"), o.id},
                              {QStringLiteral("provider"), o.provider >= 0 ? c.providers[o.provider].key : QString()},
                              {QStringLiteral("instance_type"), o.instanceType},
                              {QStringLiteral("family"), o.family.text()},
                              {QStringLiteral("gpu"), o.gpu >= 0 ? c.gpus[o.gpu].model : QString()},
                              {QStringLiteral("gpu_count"), o.gpuCount},
                              {QStringLiteral("vcpus"), jnum(o.vcpus)},
                              {QStringLiteral("ram_gib"), jnum(o.ramGib)},
                              {QStringLiteral("nvme_gb"), jnum(o.nvmeGb)},
                              {QStringLiteral("network_gbps"), jnum(o.networkGbps)},
                              {QStringLiteral("rdma"), o.rdma.text()},
                              {QStringLiteral("region"), o.region.text()},
                              {QStringLiteral("zone"), o.zone.text()},
                              {QStringLiteral("currency"), o.currency.text()},
                              {QStringLiteral("prices"), prices},
                              {QStringLiteral("price_as_of"), priceDates},
                              {QStringLiteral("valid_until"), o.validUntil.text()},
                              {QStringLiteral("spot_interruption"), jnum(o.spotInterruption)},
                              {QStringLiteral("source"), o.source.text()},
                              {QStringLiteral("as_of"), o.asOf.text()},
                              {QStringLiteral("illustrative"), o.illustrative},
                              {QStringLiteral("flags"), o.flags.text()},
                              {QStringLiteral("notes"), o.notes.text()},
                              {QStringLiteral("trust"), o.trust.text()},
                              {QStringLiteral("availability"), availabilityKey(o.availability)},
                              {QStringLiteral("availability_as_of"), o.availabilityAsOf.text()},
                              {QStringLiteral("needs_quote"), o.needsQuote()}};
    }
    if (which == OfferSelection::NeedsQuote)
        return QJsonDocument(QJsonObject{{QStringLiteral("offers"), offers}}).toJson(QJsonDocument::Indented);
    QJsonArray rates;
    for (const ExchangeRate &r : c.rates.rates()) {
        rates << QJsonObject{{QStringLiteral("currency"), r.currency}, {QStringLiteral("per_usd"), r.perUsd},
                             {QStringLiteral("as_of"), r.asOf}, {QStringLiteral("source"), r.source}};
    }
    QJsonArray history;
    for (const PriceChange &h : c.priceHistory) {
        history << QJsonObject{{QStringLiteral("offer_id"), h.offerId},
                               {QStringLiteral("billing"), billingModeKey(h.billing)},
                               {QStringLiteral("price_per_hour"), h.pricePerHour},
                               {QStringLiteral("currency"), h.currency}, {QStringLiteral("as_of"), h.asOf},
                               {QStringLiteral("replaced_on"), h.replacedOn}};
    }
    const QJsonObject root{{QStringLiteral("gpus"), gpus}, {QStringLiteral("providers"), providers},
                           {QStringLiteral("sources"), sources}, {QStringLiteral("offers"), offers},
                           {QStringLiteral("exchange_rates"), rates}, {QStringLiteral("price_history"), history}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace gpuscout
