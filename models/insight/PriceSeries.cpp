#include "insight/PriceSeries.h"

#include "domain/Catalog.h"
#include "domain/Unknown.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <map>
#include <vector>

namespace gpuscout {

namespace {

// One price of one offer over a span of days: [from, until); until empty: still current.
struct Span {
    QString from;
    QString until;
    double perGpuHour = 0; // in the query's currency
    QString quotedOn;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

QList<PriceSeriesLine> priceSeries(const Catalog &catalog, const PriceSeriesQuery &query)
{
    const int gpu = catalog.gpuIndex(query.gpu);
    if (gpu < 0)
        return {};
    const QList<BillingMode> billings = query.billings.isEmpty() ? QList<BillingMode>(AllBillingModes.begin(), AllBillingModes.end())
                                                                 : query.billings;
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
            QString start;
            for (int h : history) {
                const PriceChange &c = catalog.priceHistory[h];
                if (c.billing != m)
                    continue;
                const double converted = catalog.rates.convert(c.pricePerHour, c.currency, query.currency);
                Span s{start.isEmpty() ? c.asOf : start, c.replacedOn, converted / offer.gpuCount, c.asOf};
                start = c.replacedOn;
                if (isKnown(converted) && !s.from.isEmpty() && s.from < s.until)
                    timeline.push_back(s);
            }
            const double now = offer.priceFor(m);
            if (isKnown(now)) {
                const double converted = catalog.rates.convert(now, offer.currency, query.currency);
                Span s{start.isEmpty() ? offer.priceAsOfFor(m) : start, QString(), converted / offer.gpuCount, offer.priceAsOfFor(m)};
                if (isKnown(converted) && !s.from.isEmpty())
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
        // Every day a price of this line starts or ends, from `since` on.
        QStringList days;
        QStringList quoted;
        for (const auto &timeline : offers) {
            for (const Span &s : timeline) {
                days << s.from;
                if (!s.until.isEmpty())
                    days << s.until;
                if (query.since.isEmpty() || s.until.isEmpty() || s.until > query.since)
                    quoted << s.quotedOn;
            }
        }
        if (!query.since.isEmpty()) {
            days.erase(std::remove_if(days.begin(), days.end(), [&](const QString &d) { return d < query.since; }), days.end());
            days << query.since;
        }
        days.sort();
        days.removeDuplicates();
        quoted.sort();
        quoted.removeDuplicates();
        line.quotedOn = quoted;
        for (const QString &day : std::as_const(days)) {
            std::vector<double> prices;
            for (const auto &timeline : offers) {
                for (const Span &s : timeline) {
                    if (s.from <= day && (s.until.isEmpty() || day < s.until)) {
                        prices.push_back(s.perGpuHour);
                        break;
                    }
                }
            }
            PricePoint point;
            point.date = day;
            point.offers = static_cast<int>(prices.size());
            if (!prices.empty()) {
                point.lowest = *std::min_element(prices.begin(), prices.end());
                point.median = median(prices);
            }
            if (point.offers == 0 && line.points.isEmpty())
                continue; // nothing known yet
            const bool same = !line.points.isEmpty() && line.points.last().offers == point.offers
                && line.points.last().lowest == point.lowest && line.points.last().median == point.median;
            if (!same)
                line.points << point;
        }
        if (!line.points.isEmpty())
            lines << line;
    }
    return lines;
}

} // namespace gpuscout
