#include "domain/RankingView.h"

#include "domain/BillingMode.h"

namespace gpuscout {

namespace {

bool sameFigure(double a, double b)
{
    return isKnown(a) ? a == b : !isKnown(b);
}

} // namespace

QString pricePeriodKey(PricePeriod p)
{
    switch (p) {
    case PricePeriod::Hour: return QStringLiteral("hour");
    case PricePeriod::Month: return QStringLiteral("month");
    case PricePeriod::Year: return QStringLiteral("year");
    }
    return {};
}

bool pricePeriodFromKey(const QString &key, PricePeriod *out)
{
    for (PricePeriod p : {PricePeriod::Hour, PricePeriod::Month, PricePeriod::Year}) {
        if (key.compare(pricePeriodKey(p), Qt::CaseInsensitive) == 0) {
            *out = p;
            return true;
        }
    }
    return false;
}

QStringList pricePeriodKeys()
{
    return {pricePeriodKey(PricePeriod::Hour), pricePeriodKey(PricePeriod::Month), pricePeriodKey(PricePeriod::Year)};
}

double pricePeriodHours(PricePeriod p)
{
    switch (p) {
    case PricePeriod::Hour: return 1;
    case PricePeriod::Month: return MonthHours;
    case PricePeriod::Year: return 12 * MonthHours;
    }
    return 1;
}

QStringList rankingColumnKeys()
{
    return {QStringLiteral("rank"), QStringLiteral("score"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("region"), QStringLiteral("other_regions"), QStringLiteral("gpu"), QStringLiteral("price"),
            QStringLiteral("price_per_gpu"), QStringLiteral("vram"), QStringLiteral("tflops"), QStringLiteral("tflops_per_money"),
            QStringLiteral("network"), QStringLiteral("stability"), QStringLiteral("tokens_per_second"),
            QStringLiteral("instances"), QStringLiteral("rented_per_hour"), QStringLiteral("replicas"),
            QStringLiteral("cost_per_million_tokens")};
}

bool RankingView::operator==(const RankingView &o) const
{
    return search == o.search && sameFigure(minVramGb, o.minVramGb) && sameFigure(maxPrice, o.maxPrice)
        && sameFigure(gpuCount, o.gpuCount) && hideStale == o.hideStale && period == o.period
        && sortColumn == o.sortColumn && sortDescending == o.sortDescending;
}

} // namespace gpuscout
