#include "insight/PriceSeries.h"

#include "domain/Catalog.h"
#include "domain/Unknown.h"
#include "insight/PriceTrack.h"

#include <QHash>

#include <map>
#include <vector>

namespace gpuscout {

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
    std::map<std::pair<QString, int>, std::vector<std::vector<PriceSpan>>> spans;
    for (const Offer &offer : catalog.offers) {
        if (offer.gpu != gpu || offer.gpuCount <= 0 || offer.provider < 0)
            continue;
        const QString provider = catalog.providers[offer.provider].key;
        if (!query.providers.isEmpty() && !query.providers.contains(provider, Qt::CaseInsensitive))
            continue;
        const QList<int> history = historyOf.value(offer.id);
        for (BillingMode m : billings) {
            QList<PriceRecord> replaced;
            for (int h : history) {
                const PriceChange &c = catalog.priceHistory[h];
                if (c.billing == m)
                    replaced << PriceRecord{c.pricePerHour, c.currency, c.asOf, c.replacedOn};
            }
            const PriceRecord current{offer.priceFor(m), offer.currency, offer.priceAsOfFor(m), QString()};
            std::vector<PriceSpan> timeline = priceSpans(replaced, isKnown(current.pricePerHour) ? &current : nullptr, offer.gpuCount,
                                                         catalog.rates, query.currency);
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
        cutPriceTrack(priceTrack(offers), query.since, 1, &line);
        if (!line.points.isEmpty())
            lines << line;
    }
    return lines;
}

bool hasNegotiatedPrices(const Catalog &catalog, const QString &gpu)
{
    const int g = catalog.gpuIndex(gpu);
    for (const Offer &o : catalog.offers) {
        if (o.gpu != g)
            continue;
        for (qint64 term : o.priceTerm) {
            if (term != 0)
                return true;
        }
    }
    return false;
}

QList<PriceSeriesLine> priceSeries(const Catalog &catalog, const PriceSeriesQuery &query,
                                   const std::function<bool(const PriceSeriesQuery &, QList<PriceSeriesLine> *)> &stored)
{
    QList<PriceSeriesLine> lines;
    if (!catalog.historyLoaded && stored && !hasNegotiatedPrices(catalog, query.gpu) && stored(query, &lines))
        return lines;
    return priceSeries(catalog, query);
}

} // namespace gpuscout
