#pragma once

#include "insight/PriceSeries.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <map>
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

// The rule priceSpans() applies, one price at a time (a whole recompute streams millions of
// entries through it): each price starts where the one before it was replaced (the first:
// the day it was quoted). Prices are per hour in the line's currency, or Unknown.
class PriceSpanChain
{
public:
    // A replaced price; false when it never was in force or is unknown (left out).
    bool replaced(double price, int asOf, int until, double gpuCount, PriceSpan *span);
    // The current price; false when it is unknown or has no first day.
    bool current(double price, int asOf, double gpuCount, PriceSpan *span) const;

private:
    int m_start = 0;
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

// A price entering (start) or leaving the prices in force on a day.
struct PriceEvent {
    int day = 0;
    double price = 0;
    bool start = true;
};

// Sweeps the offers' spans (one list per offer) through the days: the lowest and the
// median of the prices in force, a point wherever they change.
PriceTrack priceTrack(const std::vector<std::vector<PriceSpan>> &offers);

// The same, an offer at a time: only the entering and leaving prices are kept (a GPU with
// 5,000,000 history rows is read offer by offer, not held).
class PriceTrackBuilder
{
public:
    void add(const std::vector<PriceSpan> &timeline);
    void add(const PriceSpan &span);
    PriceTrack take();

private:
    std::vector<PriceEvent> m_events;
    std::map<int, int> m_quoted; // day -> last day in force (0: still is)
};

// Continues a track with prices that changed after it was made, without its history: the
// prices in force after its last event day `lastDay` are `inForce`; `events` fall on or after
// that day. `ended` are the spans that now have an end (their quoted day and end day),
// `current` the quoted days of the prices in force at the end. False when the quoted days
// do not add up (the caller then computes the track again from the whole history).
bool extendPriceTrack(PriceTrack *track, const std::vector<double> &inForce, std::vector<PriceEvent> events, int lastDay,
                      const std::vector<QuotedDay> &ended, const std::vector<int> &current);

// The line as shown from `since` (YYYY-MM-DD; empty: from the start): what was in force on
// that day, then every change after it; prices multiplied by `scale` (a currency's rate).
void cutPriceTrack(const PriceTrack &track, const QString &since, double scale, PriceSeriesLine *line);

// The stored form (exact: doubles kept bit for bit).
QByteArray encodePriceTrack(const PriceTrack &track);
bool decodePriceTrack(const QByteArray &data, PriceTrack *track);

} // namespace gpuscout
