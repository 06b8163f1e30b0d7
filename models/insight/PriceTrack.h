#pragma once

#include "insight/PriceSeries.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <vector>

namespace gpuscout {

class CurrencyRates;

// The parts priceSeries() is made of, shared with the catalog file's stored series
// (catalog/PriceSeriesTable.h): one line is computed from every day's prices once, without
// a `since`, and cut to a date range when it is shown, so that the stored line and one
// computed from the whole history are the same numbers.

// A day as the number yyyymmdd, ordered as its ISO text is; 0 for an empty or other text.
int dayKey(const QString &iso);
QString dayText(int key);

// One price of one offer over a span of days: [from, until); until 0: still current.
struct PriceSpan {
    int from = 0;
    int until = 0;
    double perGpuHour = 0; // in the line's currency
    int quotedOn = 0;
};

// One stored or current price of an offer in one billing mode, as the catalog holds it.
struct PriceRecord {
    double pricePerHour = 0;
    QString currency;
    QString asOf;
    QString replacedOn; // empty for the current price
};

// An offer's prices in one billing mode as spans: `replaced` oldest first, then `current`
// (null when it has none). A price holds from the day it entered the catalog (the first
// price: the day it was quoted) until the update that replaced it; a price the rates
// cannot convert to `currency` is left out.
std::vector<PriceSpan> priceSpans(const QList<PriceRecord> &replaced, const PriceRecord *current, double gpuCount,
                                  const CurrencyRates &rates, const QString &currency);

// A day prices were quoted on, and the last day one of them was in force (0: still is).
struct QuotedDay {
    int day = 0;
    int lastUntil = 0;
    bool operator==(const QuotedDay &) const = default;
};

// One line from the first known price on: the step points and the quoted days.
struct PriceTrack {
    QList<PricePoint> points;
    QList<QuotedDay> quoted;
    bool operator==(const PriceTrack &) const = default;
};

// Sweeps the offers' spans (one list per offer) through the days: the lowest and the
// median of the prices in force, a point wherever they change.
PriceTrack priceTrack(const std::vector<std::vector<PriceSpan>> &offers);

// The line as shown from `since` (YYYY-MM-DD; empty: from the start): what was in force on
// that day, then every change after it; prices multiplied by `scale` (a currency's rate).
void cutPriceTrack(const PriceTrack &track, const QString &since, double scale, PriceSeriesLine *line);

// The stored form (exact: doubles kept bit for bit).
QByteArray encodePriceTrack(const PriceTrack &track);
bool decodePriceTrack(const QByteArray &data, PriceTrack *track);

} // namespace gpuscout
