#pragma once

#include "domain/BillingMode.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace gpuscout {

struct Catalog;

// What a price-over-time picture asks of the catalog: one GPU model, some providers and
// billing modes, a date range, prices per GPU-hour in one currency.
struct PriceSeriesQuery {
    QString gpu;                 // canonical model
    QStringList providers;       // keys; empty: every provider with the GPU
    QList<BillingMode> billings; // empty: every billing mode
    QString since;               // YYYY-MM-DD; empty: from the first known price
    QString currency = QStringLiteral("USD");
};

// From `date` on (until the next point), a provider's prices per GPU-hour of the GPU across
// its offers (regions and instance types) that had a price that day: the lowest and the
// median. `asOf` lists the days prices that count here were quoted on, for the markers.
struct PricePoint {
    QString date;
    double lowest = 0;
    double median = 0;
    int offers = 0;
    bool operator==(const PricePoint &) const = default;
};

struct PriceSeriesLine {
    QString provider;     // key
    QString providerName;
    BillingMode billing = BillingMode::OnDemand;
    QList<PricePoint> points; // a step function: each holds until the next; the last until today
    QStringList quotedOn;     // sorted, distinct as-of dates of the prices it is made of
};

// A price holds from the day it entered the catalog (the first price: the day it was quoted)
// until the update that replaced it (PriceChange::replacedOn); the current price holds
// until today. Prices are converted with today's exchange rates, and a price whose currency
// the rates lack is left out (never guessed). Lines are by provider key, then billing mode.
QList<PriceSeriesLine> priceSeries(const Catalog &catalog, const PriceSeriesQuery &query);

// Whether the buyer's price book set a current price of the GPU in this catalog (a ranking's
// copy): a file's stored lines are of list prices, and do not stand for it then.
bool hasNegotiatedPrices(const Catalog &catalog, const QString &gpu);

// The lines of `query` from `stored` when it answers for this catalog (read without its
// history, no negotiated price of the GPU), else computed from the catalog.
QList<PriceSeriesLine> priceSeries(const Catalog &catalog, const PriceSeriesQuery &query, const std::function<bool(const PriceSeriesQuery &, QList<PriceSeriesLine> *)> &stored);

// The same lines as a catalog file keeps them computed (CatalogDatabase::loadPriceSeries);
// false when it cannot answer, and the caller computes them from the history.
using PriceSeriesSource = std::function<bool(const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines)>;

} // namespace gpuscout
