#pragma once

#include "domain/PriceBook.h"
#include "domain/RankingView.h"
#include "scoring/Ranking.h"

#include <QByteArray>
#include <QDate>

#include <optional>
#include <vector>

namespace gpuscout {

struct Scenario;

enum class RankFormat { Table, Csv, Json };
bool rankFormatFromKey(const QString &key, RankFormat *out);

// How `rank` prints: the first `top` results (all when < 0), one row per machine (provider +
// instance type, in its best-ranked region) unless allRegions, which lists every feasible
// offer (scores are the same either way); a price quoted more than staleAfterDays before
// `today` is stale.
struct RankPrintOptions {
    int top = -1;
    bool allRegions = false;
    int staleAfterDays = 90;
    QDate today = QDate::currentDate();
    PriceBookUse priceBook; // what the buyer's price book did to the catalog ranked
    // What a table shows (listingOf): these rank indices in this order instead of the
    // ranking's own listing, by machine when listedByMachine, prices in this period.
    std::optional<std::vector<std::size_t>> listed;
    bool listedByMachine = true;
    PricePeriod period = PricePeriod::Hour;
};

class RankingModel;
// The rows a ranking table lists, in its order, and the period its prices read in: an
// export of "what is shown" (window and `catalog export --what ranking`).
void listingOf(const RankingModel &model, RankPrintOptions *options);

// The ranking as `gpuscout rank` prints it.
// JSON: {"scenario": {...}, "catalog_offers", "feasible_offers", "machines", "listing"
// ("machines" or "offers"), "excluded": {...}, "winner", "runner_up" (offer summaries or
// null), "reasons" and "drawbacks" ([{"criterion", "winner_score", "runner_up_score",
// "contribution"}], WinnerComparison), "unknown_figures": {"winner", "runner_up"},
// "results": [{"rank", "offer_id", "provider", "instance_type", "region", "gpu",
// "gpu_count", "score", "criteria": {...}, "raw": {...} (in the scenario's basis),
// "price_per_hour", "vram_gb_total", "tflops_total", "network_gbps" (the instance's own),
// "as_of", "stale", "flags": [...], ..., and, listed by machine, "regions" (how many feasible
// regions the machine has) and "other_regions": [{"region", "price_per_hour", "score"}]}]};
// unknown values are null. "as_of" is the date of the price under the billing mode,
// "flags" the catalog's flags plus "illustrative" for an illustrative price. When no offer
// of the catalog has a price under the billing mode the root carries "notice" (the same
// sentence the table prints). With a workload each result also carries "job": {"fits",
// "gpus_needed", "instances_needed", "hours", "cost_total", "need_gb", "vram_headroom"}. The
// table and CSV name the score column after the method (score_weighted_sum or score_topsis)
// and end with the columns as_of, stale and flags. In another period than the hour the table
// and CSV price columns read in it (price_per_month_usd, price_per_gpu_month_usd and the other
// regions' range), and each JSON result adds "price_per_month" and "price_per_gpu_month"
// beside the hourly figures (the root names "price_period").
QByteArray formatRanking(const RankingResult &result, const Scenario &scenario, RankFormat format,
                         const RankPrintOptions &options);

// `gpuscout estimate`: {"task", "parameters", "memory_gb": {"weights", "gradients",
// "optimizer", "activations", "kv_cache", "overhead", "total"}, "rule_of_thumb_gb":
// [low, high] (the buying-guide article's training rule; null for serving and tasks without a model),
// "training_flops"} as JSON, or the same as a table. GB are 10^9 bytes.
QByteArray formatEstimate(const struct Workload &workload, bool json);

// `gpuscout sensitivity`: per criterion {"criterion", "current_share", "low", "high",
// "winner", "below_low_winner", "above_high_winner"}; shares are fractions 0..1, offers are
// {"offer_id", "provider", "instance_type", "region"}, a missing side is null. The table
// starts with "method: weighted-sum" (or topsis).
QByteArray formatSensitivity(const Catalog &catalog, const PreparedOffers &prepared,
                             const std::array<struct WeightInterval, CriterionCount> &intervals, bool json);

} // namespace gpuscout
