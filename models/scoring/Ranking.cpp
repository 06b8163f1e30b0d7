#include "scoring/Ranking.h"

#include <QPair>
#include <QSet>

#include <algorithm>

namespace gpuscout {

double RankedRow::pricePerGpuHour() const
{
    if (!offer || !isKnown(hourlyPrice) || !(offer->gpuCount > 0))
        return Unknown;
    return hourlyPrice / offer->gpuCount;
}

double RankedRow::tflopsPerMoney() const
{
    if (!isKnown(hourlyPrice) || !isKnown(tflops) || hourlyPrice <= 0)
        return Unknown;
    return tflops / hourlyPrice;
}

RankedRow RankingResult::row(std::size_t rankIndex) const
{
    RankedRow r;
    const std::uint32_t pos = ranking->order[rankIndex];
    r.rank = static_cast<int>(rankIndex) + 1;
    r.score = ranking->score[pos];
    r.offer = &catalog->offers[prepared->offer[pos]];
    if (r.offer->provider >= 0)
        r.provider = &catalog->providers[r.offer->provider];
    if (r.offer->gpu >= 0)
        r.gpu = &catalog->gpus[r.offer->gpu];
    r.hourlyPrice = prepared->hourlyPrice[pos];
    r.tflops = prepared->tflops[pos];
    for (Criterion c : AllCriteria) {
        r.raw[indexOf(c)] = prepared->rawValue(pos, c);
        r.normalized[indexOf(c)] = prepared->normalizedValue(pos, c);
    }
    return r;
}

int RankingResult::rankIndexOfOffer(int offerIndex) const
{
    if (!ok() || offerIndex < 0 || static_cast<std::size_t>(offerIndex) >= prepared->positionOfOffer.size())
        return -1;
    const int pos = prepared->positionOfOffer[static_cast<std::size_t>(offerIndex)];
    return pos < 0 ? -1 : static_cast<int>(ranking->rankOf[static_cast<std::size_t>(pos)]);
}

std::array<double, CriterionCount> RankingResult::contributions(std::size_t rankIndex, const Weights &weights) const
{
    std::array<double, CriterionCount> out{};
    const double total = weights.total();
    if (total <= 0)
        return out;
    const std::uint32_t pos = ranking->order[rankIndex];
    for (Criterion c : AllCriteria)
        out[indexOf(c)] = weights[c] * prepared->normalizedValue(pos, c) / total;
    return out;
}

QList<int> topDistinctInstanceTypes(const RankingResult &result, int count)
{
    QList<int> offers;
    QSet<QPair<int, QString>> seen;
    for (std::size_t i = 0; i < result.size() && offers.size() < count; ++i) {
        const int offer = result.prepared->offer[result.ranking->order[i]];
        const Offer &o = result.catalog->offers[offer];
        const QPair<int, QString> type{o.provider, o.instanceType};
        if (seen.contains(type))
            continue;
        seen.insert(type);
        offers << offer;
    }
    return offers;
}

RankingResult rankCatalog(std::shared_ptr<const Catalog> catalog, const Scenario &scenario)
{
    RankingResult r;
    r.prepared = std::make_shared<const PreparedOffers>(prepare(*catalog, scenario));
    r.ranking = std::make_shared<const Ranking>(rank(*r.prepared, scenario.weights));
    r.catalog = std::move(catalog);
    r.currency = scenario.currency;
    r.billing = scenario.billing;
    return r;
}

} // namespace gpuscout
