#pragma once

#include "domain/Availability.h"
#include "domain/BillingMode.h"
#include "domain/Label.h"
#include "domain/SparseModeValues.h"
#include "domain/Unknown.h"

#include <QString>
#include <QStringTokenizer>

#include <array>

namespace gpuscout {

// The highest price per hour an offer may carry, in its own currency: far above any GPU
// instance's list price (the bundled catalog's dearest is ¥277.93 an hour), yet small enough
// that every score stays finite (a price of 1e308 made every score null).
inline constexpr double MaxPricePerHour = 1e6;

// One catalog row: an instance type of a provider in a region, with its prices.
// Indices refer to the owning Catalog's gpus and providers. The texts that offers share
// (region, currency, dates, source, flags...) are Labels, one pointer each; the instance
// type, nearly always the offer's own, stays a QString.
struct Offer {
    qint64 id = 0;           // database id; stable, the last tie-breaker
    // The two indices side by side, and the availability beside the illustrative flag: no
    // padding between them (16 bytes an offer).
    int provider = -1;
    int gpu = -1;
    QString instanceType;
    Label family;          // compute | inference | hpc | heterogeneous | bare-metal | graphics
    double gpuCount = 0;     // may be fractional (partitioned GPUs)
    double vcpus = Unknown;
    double ramGib = Unknown;
    double nvmeGb = Unknown;
    double networkGbps = Unknown;
    Label rdma;            // efa | infiniband | gpudirect | none | empty = not stated
    Label region;
    Label zone;
    Label currency;        // currency of every price of this row
    std::array<double, BillingModeCount> price{Unknown, Unknown, Unknown, Unknown}; // per hour
    // When each price was last quoted (YYYY-MM-DD); empty: the row's asOf.
    SparseModeValues<QString> priceAsOf;
    // When a price feed last saw each price unchanged (YYYY-MM-DD); empty: its as-of. A
    // re-confirmed price keeps the date it was quoted, so its age stays honest.
    SparseModeValues<QString> priceConfirmed;
    // The account's own price per hour after its discounts, where a vendor's price API
    // states it beside the list price (Alibaba TradePrice, Huawei's amount after discount);
    // Unknown otherwise. The list price stays the offer's price.
    SparseModeValues<double> accountPrice;
    // Set only in a ranking's copy of the catalog where the buyer's price book applies
    // (domain/PriceBook.h): the list price each price replaced and the term that set it
    // (0: the price is the list price).
    SparseModeValues<double> listPrice;
    SparseModeValues<qint64> priceTerm;
    double spotInterruption = Unknown; // fraction of spot instances reclaimed per month
    Availability availability = Availability::NotStated;
    bool illustrative = false;
    Label availabilityAsOf;  // the day the vendor said so (YYYY-MM-DD)
    Label source;          // Source key
    Label asOf;
    Label validUntil;      // a vendor quote's expiry (YYYY-MM-DD), or empty
    Label flags;           // ;-separated anomaly flags from the catalog build
    Label notes;
    // How far the specs can be trusted, as the source labels them (china-clouds'
    // source_kind: vendor_doc, secondary_list, ...); empty for sources without a label.
    Label trust;

    double priceFor(BillingMode m) const { return price[indexOf(m)]; }
    // The vendor's list price, whatever the price book made of it.
    double listPriceFor(BillingMode m) const { return priceTerm[indexOf(m)] != 0 ? listPrice[indexOf(m)] : price[indexOf(m)]; }
    // Specs without any price: listed (and sent out for quotes), never ranked.
    bool needsQuote() const
    {
        for (double p : price) {
            if (isKnown(p))
                return false;
        }
        return true;
    }
    bool hasFlag(QStringView flag) const
    {
        // Tokenised in place: a split list was an allocation per offer on every ranking.
        for (QStringView f : qTokenize(QStringView(flags.text()), u';')) {
            if (f.trimmed() == flag)
                return true;
        }
        return false;
    }
    QString priceAsOfFor(BillingMode m) const
    {
        const QString &d = priceAsOf[indexOf(m)];
        return d.isEmpty() ? asOf.text() : d;
    }
    QString priceConfirmedFor(BillingMode m) const
    {
        const QString &d = priceConfirmed[indexOf(m)];
        return d.isEmpty() ? priceAsOfFor(m) : d;
    }
};

} // namespace gpuscout
