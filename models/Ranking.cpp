#include "Ranking.h"

namespace gpuscout {

double RankedRow::pricePerGpuHour() const
{
    const double price = raw[indexOf(Criterion::Price)];
    if (!offer || !isKnown(price) || !(offer->gpuCount > 0))
        return Unknown;
    return price / offer->gpuCount;
}

double RankedRow::tflopsPerMoney() const
{
    const double price = raw[indexOf(Criterion::Price)];
    const double tflops = raw[indexOf(Criterion::Compute)];
    if (!isKnown(price) || !isKnown(tflops) || price <= 0)
        return Unknown;
    return tflops / price;
}

RankedRow RankingResult::row(std::size_t rankIndex) const
{
    RankedRow r;
    const std::uint32_t pos = ranking.order[rankIndex];
    r.rank = static_cast<int>(rankIndex) + 1;
    r.score = ranking.score[pos];
    r.offer = &catalog->offers[prepared->offer[pos]];
    if (r.offer->provider >= 0)
        r.provider = &catalog->providers[r.offer->provider];
    if (r.offer->gpu >= 0)
        r.gpu = &catalog->gpus[r.offer->gpu];
    for (Criterion c : AllCriteria) {
        r.raw[indexOf(c)] = prepared->rawValue(pos, c);
        r.normalized[indexOf(c)] = prepared->normalizedValue(pos, c);
    }
    return r;
}

} // namespace gpuscout
