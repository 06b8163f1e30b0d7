#include "insight/PriceTrack.h"

#include "domain/CurrencyRates.h"
#include "domain/Unknown.h"

#include <QDataStream>
#include <QIODevice>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace gpuscout {

namespace {

// The lowest and the median of a changing set of prices: the lower half and the upper half,
// each ordered, the lower one holding the middle element when the count is odd.
class RunningMedian
{
public:
    int size() const { return static_cast<int>(m_low.size() + m_high.size()); }
    double lowest() const { return *m_low.begin(); }
    double median() const
    {
        return m_low.size() > m_high.size() ? *m_low.rbegin() : (*m_low.rbegin() + *m_high.begin()) / 2;
    }
    void insert(double price)
    {
        if (m_low.empty() || price <= *m_low.rbegin())
            m_low.insert(price);
        else
            m_high.insert(price);
        balance();
    }
    void erase(double price)
    {
        if (!m_low.empty() && price <= *m_low.rbegin()) {
            const auto it = m_low.find(price);
            if (it != m_low.end())
                m_low.erase(it);
        } else {
            const auto it = m_high.find(price);
            if (it != m_high.end())
                m_high.erase(it);
        }
        balance();
    }

private:
    void balance()
    {
        while (m_low.size() > m_high.size() + 1) {
            m_high.insert(*m_low.rbegin());
            m_low.erase(std::prev(m_low.end()));
        }
        while (m_high.size() > m_low.size()) {
            m_low.insert(*m_high.begin());
            m_high.erase(m_high.begin());
        }
    }

    std::multiset<double> m_low;
    std::multiset<double> m_high;
};

void sweep(PriceTrack *track, RunningMedian *inForce, std::vector<PriceEvent> events);

// Bumped whenever the stored form changes: an older form is read as absent (recomputed).
constexpr quint32 TrackFormat = 1;

} // namespace

// Years of daily history are millions of days to sort and compare: numbers, not strings.
int dayKey(const QString &iso)
{
    if (iso.size() != 10 || iso[4] != u'-' || iso[7] != u'-')
        return 0;
    int key = 0;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        const char16_t c = iso[i].unicode();
        if (c < u'0' || c > u'9')
            return 0;
        key = key * 10 + (c - u'0');
    }
    return key;
}

QString dayText(int key)
{
    return QStringLiteral("%1-%2-%3").arg(key / 10000, 4, 10, QLatin1Char('0')).arg(key / 100 % 100, 2, 10, QLatin1Char('0')).arg(key % 100, 2, 10, QLatin1Char('0'));
}

bool PriceSpanChain::replaced(double price, int asOf, int until, double gpuCount, PriceSpan *span)
{
    *span = PriceSpan{m_start == 0 ? asOf : m_start, until, price / gpuCount, asOf};
    m_start = until;
    return isKnown(price) && span->from != 0 && span->from < span->until;
}

bool PriceSpanChain::current(double price, int asOf, double gpuCount, PriceSpan *span) const
{
    *span = PriceSpan{m_start == 0 ? asOf : m_start, 0, price / gpuCount, asOf};
    return isKnown(price) && span->from != 0;
}

std::vector<PriceSpan> priceSpans(const QList<PriceRecord> &replaced, const PriceRecord *current, double gpuCount,
                                  const CurrencyRates &rates, const QString &currency)
{
    std::vector<PriceSpan> timeline;
    PriceSpanChain chain;
    PriceSpan s;
    for (const PriceRecord &r : replaced) {
        if (chain.replaced(rates.convert(r.pricePerHour, r.currency, currency), dayKey(r.asOf), dayKey(r.replacedOn), gpuCount, &s))
            timeline.push_back(s);
    }
    if (current && isKnown(current->pricePerHour)
        && chain.current(rates.convert(current->pricePerHour, current->currency, currency), dayKey(current->asOf), gpuCount, &s))
        timeline.push_back(s);
    return timeline;
}

void PriceTrackBuilder::add(const std::vector<PriceSpan> &timeline)
{
    for (const PriceSpan &s : timeline)
        add(s);
}

void PriceTrackBuilder::add(const PriceSpan &s)
{
    m_events.push_back({s.from, s.perGpuHour, true});
    if (s.until != 0)
        m_events.push_back({s.until, s.perGpuHour, false});
    if (s.quotedOn == 0)
        return;
    // The last day a price quoted on this day was in force (0: one still is).
    const auto [it, added] = m_quoted.try_emplace(s.quotedOn, s.until);
    if (!added && it->second != 0)
        it->second = s.until == 0 ? 0 : std::max(it->second, s.until);
}

PriceTrack PriceTrackBuilder::take()
{
    PriceTrack track;
    for (const auto &[day, until] : m_quoted)
        track.quoted << QuotedDay{day, until};
    // One sweep through the days: each price enters on its first day and leaves on the day
    // it was replaced; the prices in force are kept in two halves for the median.
    RunningMedian inForce;
    sweep(&track, &inForce, std::move(m_events));
    m_events = {};
    m_quoted.clear();
    return track;
}

PriceTrack priceTrack(const std::vector<std::vector<PriceSpan>> &offers)
{
    PriceTrackBuilder builder;
    for (const auto &timeline : offers)
        builder.add(timeline);
    return builder.take();
}

namespace {

void sweep(PriceTrack *out, RunningMedian *inForce, std::vector<PriceEvent> events)
{
    PriceTrack &track = *out;
    std::sort(events.begin(), events.end(), [](const PriceEvent &a, const PriceEvent &b) { return a.day < b.day; });
    for (std::size_t i = 0; i < events.size();) {
        const int day = events[i].day;
        for (; i < events.size() && events[i].day == day; ++i) {
            if (events[i].start)
                inForce->insert(events[i].price);
            else
                inForce->erase(events[i].price);
        }
        PricePoint point;
        point.date = dayText(day);
        point.offers = inForce->size();
        if (point.offers > 0) {
            point.lowest = inForce->lowest();
            point.median = inForce->median();
        }
        if (point.offers == 0 && track.points.isEmpty())
            continue; // nothing known yet
        const PricePoint *last = track.points.isEmpty() ? nullptr : &track.points.last();
        if (!last || last->offers != point.offers || last->lowest != point.lowest || last->median != point.median)
            track.points << point;
    }
}

} // namespace

bool extendPriceTrack(PriceTrack *track, const std::vector<double> &inForce, std::vector<PriceEvent> events, int lastDay,
                      const std::vector<QuotedDay> &ended, const std::vector<int> &current)
{
    // The quoted days: a day whose prices were all in force (0) ends where its ended spans
    // do, unless one of its prices still is; a day no span accounts for any more means the
    // prices changed in a way only the whole history can tell.
    std::map<int, int> lastUntil;
    for (const QuotedDay &q : std::as_const(track->quoted))
        lastUntil[q.day] = q.lastUntil == 0 ? -1 : q.lastUntil;
    for (const QuotedDay &q : ended)
        lastUntil[q.day] = std::max(lastUntil.count(q.day) ? lastUntil[q.day] : -1, q.lastUntil);
    for (int day : current)
        lastUntil[day] = 0;
    QList<QuotedDay> quoted;
    for (const auto &[day, until] : lastUntil) {
        if (until < 0)
            return false;
        quoted << QuotedDay{day, until};
    }
    track->quoted = quoted;
    // The point of lastDay is what was in force after every change of that day: a change on
    // it replaces that point.
    if (!events.empty() && !track->points.isEmpty() && dayKey(track->points.last().date) == lastDay
        && std::min_element(events.begin(), events.end(), [](const PriceEvent &a, const PriceEvent &b) { return a.day < b.day; })->day == lastDay)
        track->points.removeLast();
    RunningMedian state;
    for (double price : inForce)
        state.insert(price);
    sweep(track, &state, std::move(events));
    return true;
}

void cutPriceTrack(const PriceTrack &track, const QString &sinceText, double scale, PriceSeriesLine *line)
{
    const int since = dayKey(sinceText);
    const auto scaled = [scale](PricePoint p) {
        if (scale != 1) {
            p.lowest *= scale;
            p.median *= scale;
        }
        return p;
    };
    line->points.clear();
    line->quotedOn.clear();
    // The points are the prices in force from each day on: on `since`, the last one before.
    qsizetype first = 0;
    if (since != 0) {
        while (first < track.points.size() && dayKey(track.points[first].date) <= since)
            ++first;
        if (first > 0 && track.points[first - 1].offers > 0) {
            PricePoint p = scaled(track.points[first - 1]);
            p.date = dayText(since);
            line->points << p;
        }
    }
    for (qsizetype i = first; i < track.points.size(); ++i)
        line->points << scaled(track.points[i]);
    for (const QuotedDay &q : track.quoted) {
        if (since == 0 || q.lastUntil == 0 || q.lastUntil > since)
            line->quotedOn << dayText(q.day);
    }
}

QByteArray encodePriceTrack(const PriceTrack &track)
{
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << TrackFormat << quint32(track.points.size());
    for (const PricePoint &p : track.points)
        out << qint32(dayKey(p.date)) << p.lowest << p.median << qint32(p.offers);
    out << quint32(track.quoted.size());
    for (const QuotedDay &q : track.quoted)
        out << qint32(q.day) << qint32(q.lastUntil);
    return data;
}

bool decodePriceTrack(const QByteArray &data, PriceTrack *track)
{
    QDataStream in(data);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 format = 0, points = 0, quoted = 0;
    in >> format >> points;
    if (format != TrackFormat || in.status() != QDataStream::Ok || points > quint32(data.size()))
        return false;
    PriceTrack t;
    t.points.reserve(points);
    for (quint32 i = 0; i < points; ++i) {
        qint32 day = 0, offers = 0;
        PricePoint p;
        in >> day >> p.lowest >> p.median >> offers;
        p.date = dayText(day);
        p.offers = offers;
        t.points << p;
    }
    in >> quoted;
    if (in.status() != QDataStream::Ok || quoted > quint32(data.size()))
        return false;
    t.quoted.reserve(quoted);
    for (quint32 i = 0; i < quoted; ++i) {
        QuotedDay q;
        in >> q.day >> q.lastUntil;
        t.quoted << q;
    }
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return false;
    *track = std::move(t);
    return true;
}

} // namespace gpuscout
