#include "insight/PriceSeries.h"

#include "domain/Catalog.h"
#include "domain/Unknown.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <vector>

namespace gpuscout {

namespace {

// A day as the number yyyymmdd, ordered as its ISO text is; 0 for an empty or other text.
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

// One price of one offer over a span of days: [from, until); until 0: still current.
struct Span {
    int from = 0;
    int until = 0;
    double perGpuHour = 0; // in the query's currency
    int quotedOn = 0;
};

// A price entering or leaving the prices in force.
struct Event {
    int day = 0;
    double price = 0;
    bool start = true;
};

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

} // namespace

QList<PriceSeriesLine> priceSeries(const Catalog &catalog, const PriceSeriesQuery &query)
{
    const int gpu = catalog.gpuIndex(query.gpu);
    if (gpu < 0)
        return {};
    const QList<BillingMode> billings = query.billings.isEmpty() ? QList<BillingMode>(AllBillingModes.begin(), AllBillingModes.end())
                                                                 : query.billings;
    const int since = dayKey(query.since);
    QHash<qint64, QList<int>> historyOf; // offer id -> its replaced prices, oldest first
    for (int i = 0; i < catalog.priceHistory.size(); ++i)
        historyOf[catalog.priceHistory[i].offerId] << i;

    // (provider key, billing) -> the spans of its offers, one list per offer
    std::map<std::pair<QString, int>, std::vector<std::vector<Span>>> spans;
    for (const Offer &offer : catalog.offers) {
        if (offer.gpu != gpu || offer.gpuCount <= 0 || offer.provider < 0)
            continue;
        const QString provider = catalog.providers[offer.provider].key;
        if (!query.providers.isEmpty() && !query.providers.contains(provider, Qt::CaseInsensitive))
            continue;
        const QList<int> history = historyOf.value(offer.id);
        for (BillingMode m : billings) {
            std::vector<Span> timeline;
            int start = 0;
            for (int h : history) {
                const PriceChange &c = catalog.priceHistory[h];
                if (c.billing != m)
                    continue;
                const double converted = catalog.rates.convert(c.pricePerHour, c.currency, query.currency);
                const int asOf = dayKey(c.asOf), replaced = dayKey(c.replacedOn);
                const Span s{start == 0 ? asOf : start, replaced, converted / offer.gpuCount, asOf};
                start = replaced;
                if (isKnown(converted) && s.from != 0 && s.from < s.until)
                    timeline.push_back(s);
            }
            const double now = offer.priceFor(m);
            if (isKnown(now)) {
                const double converted = catalog.rates.convert(now, offer.currency, query.currency);
                const int asOf = dayKey(offer.priceAsOfFor(m));
                const Span s{start == 0 ? asOf : start, 0, converted / offer.gpuCount, asOf};
                if (isKnown(converted) && s.from != 0)
                    timeline.push_back(s);
            }
            if (!timeline.empty())
                spans[{provider, static_cast<int>(indexOf(m))}].push_back(std::move(timeline));
        }
    }

    QList<PriceSeriesLine> lines;
    for (const auto &[key, offers] : spans) {
        PriceSeriesLine line;
        line.provider = key.first;
        const int p = catalog.providerIndex(key.first);
        line.providerName = p >= 0 ? catalog.providers[p].name : key.first;
        line.billing = AllBillingModes[static_cast<std::size_t>(key.second)];
        // The days the prices of this line were quoted on, from `since` on.
        std::vector<int> quoted;
        std::vector<Event> events;
        for (const auto &timeline : offers) {
            for (const Span &s : timeline) {
                events.push_back({s.from, s.perGpuHour, true});
                if (s.until != 0)
                    events.push_back({s.until, s.perGpuHour, false});
                if (since == 0 || s.until == 0 || s.until > since)
                    quoted.push_back(s.quotedOn);
            }
        }
        std::sort(quoted.begin(), quoted.end());
        quoted.erase(std::unique(quoted.begin(), quoted.end()), quoted.end());
        for (int day : quoted) {
            if (day != 0)
                line.quotedOn << dayText(day);
        }
        // One sweep through the days: each price enters on its first day and leaves on the day
        // it was replaced; the prices in force are kept in two halves for the median.
        std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) { return a.day < b.day; });
        RunningMedian inForce;
        const auto emit = [&](int day) {
            PricePoint point;
            point.date = dayText(day);
            point.offers = inForce.size();
            if (point.offers > 0) {
                point.lowest = inForce.lowest();
                point.median = inForce.median();
            }
            if (point.offers == 0 && line.points.isEmpty())
                return; // nothing known yet
            const bool same = !line.points.isEmpty() && line.points.last().offers == point.offers
                && line.points.last().lowest == point.lowest && line.points.last().median == point.median;
            if (!same)
                line.points << point;
        };
        bool sinceShown = since == 0;
        for (std::size_t i = 0; i < events.size();) {
            const int day = events[i].day;
            if (!sinceShown && day > since) {
                emit(since); // what was in force on the first day asked for
                sinceShown = true;
            }
            for (; i < events.size() && events[i].day == day; ++i) {
                if (events[i].start)
                    inForce.insert(events[i].price);
                else
                    inForce.erase(events[i].price);
            }
            if (sinceShown || day == since) {
                emit(day);
                sinceShown = true;
            }
        }
        if (!sinceShown)
            emit(since);
        if (!line.points.isEmpty())
            lines << line;
    }
    return lines;
}

} // namespace gpuscout
