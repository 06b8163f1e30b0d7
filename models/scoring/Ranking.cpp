#include "scoring/Ranking.h"


#include <algorithm>

namespace gpuscout {

double RankedRow::pricePerGpuHour() const
{
    if (!offer || !isKnown(hourlyPrice) || !(offer->gpuCount > 0))
        return Unknown;
    return hourlyPrice / offer->gpuCount;
}

double RankedRow::shownPrice(double perHour, BillingMode billing) const
{
    const double ranked = offer ? offer->priceFor(billing) : Unknown;
    if (!isKnown(perHour) || !isKnown(hourlyPrice) || !(ranked > 0))
        return Unknown;
    return perHour * (hourlyPrice / ranked);
}

double RankedRow::tflopsPerMoney() const
{
    if (!isKnown(hourlyPrice) || !isKnown(tflops) || hourlyPrice <= 0)
        return Unknown;
    return tflops / hourlyPrice;
}

double RankedRow::vramTotalGb() const
{
    return gpu && offer ? offer->gpuCount * gpu->vramGb : Unknown;
}

double RankedRow::networkGbps() const
{
    return offer ? offer->networkGbps : Unknown;
}

int RankedRow::unknownCount() const
{
    return static_cast<int>(std::count(known.begin(), known.end(), false));
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
        r.known[indexOf(c)] = prepared->isKnownValue(pos, c);
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
    const std::uint32_t pos = ranking->order[rankIndex];
    const bool knownOnly = prepared->unknownPolicy == UnknownPolicy::KnownOnly;
    double total = 0;
    for (Criterion c : AllCriteria)
        total += knownOnly && !prepared->isKnownValue(pos, c) ? 0.0 : weights[c];
    if (total <= 0)
        return out;
    for (Criterion c : AllCriteria) {
        if (knownOnly && !prepared->isKnownValue(pos, c))
            continue;
        out[indexOf(c)] = weights[c] * prepared->normalizedValue(pos, c) / total;
    }
    return out;
}

OtherRegions otherRegions(const RankingResult &result, std::size_t rankIndex)
{
    OtherRegions out;
    if (!result.ok() || !result.groups)
        return out;
    const MachineGroups &g = *result.groups;
    const std::uint32_t group = g.groupOfRank[rankIndex];
    for (std::uint32_t m = g.start[group]; m < g.start[group + 1]; ++m) {
        const std::uint32_t k = g.members[m];
        if (k == rankIndex)
            continue;
        ++out.count;
        const double price = result.prepared->hourlyPrice[result.ranking->order[k]];
        if (!isKnown(price))
            continue;
        out.minPrice = isKnown(out.minPrice) ? std::min(out.minPrice, price) : price;
        out.maxPrice = isKnown(out.maxPrice) ? std::max(out.maxPrice, price) : price;
    }
    return out;
}

QList<int> topDistinctInstanceTypes(const RankingResult &result, int count)
{
    QList<int> offers;
    for (std::size_t g = 0; g < result.machineCount() && offers.size() < count; ++g)
        offers << result.offerIndexAt(result.groups->leader(g));
    return offers;
}

RankingResult rankPrepared(std::shared_ptr<const Catalog> catalog, std::shared_ptr<const PreparedOffers> prepared,
                           const Scenario &scenario)
{
    RankingResult r;
    auto ranking = std::make_shared<Ranking>(rank(*prepared, scenario.weights));
    if (ranking->ok())
        r.groups = std::make_shared<const MachineGroups>(groupByMachine(prepared->machine, prepared->machineCount, *ranking));
    r.ranking = std::move(ranking);
    r.prepared = std::move(prepared);
    r.catalog = std::move(catalog);
    r.currency = scenario.currency;
    r.billing = scenario.billing;
    return r;
}

RankingResult rankCatalog(std::shared_ptr<const Catalog> catalog, const Scenario &scenario)
{
    auto prepared = std::make_shared<const PreparedOffers>(prepare(*catalog, scenario));
    return rankPrepared(std::move(catalog), std::move(prepared), scenario);
}

} // namespace gpuscout
