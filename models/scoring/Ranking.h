#pragma once

#include "domain/Catalog.h"
#include "scoring/MachineGroups.h"
#include "scoring/ScoringEngine.h"

#include <memory>

namespace gpuscout {

// What a ranked row shows, with the figures people compare derived from the raw values.
struct RankedRow {
    int rank = 0;
    double score = 0;
    const Offer *offer = nullptr;
    const Provider *provider = nullptr;
    const GpuSpec *gpu = nullptr;
    std::array<double, CriterionCount> raw{};
    std::array<double, CriterionCount> normalized{};
    std::array<bool, CriterionCount> known{}; // the figure scores (PreparedOffers::known)
    double hourlyPrice = Unknown; // the instance's, display currency, whatever the basis and objective
    double tflops = Unknown;      // dense TFLOPS of the instance at the precision

    double pricePerGpuHour() const;
    // Another price per hour of this offer in its own currency (its list or account price,
    // under `billing`) in the display currency, converted as hourlyPrice was; Unknown when
    // either is unknown.
    double shownPrice(double perHour, BillingMode billing) const;
    double tflopsPerMoney() const; // the background articles' price-performance R = TFLOPS / price per hour
    double vramTotalGb() const;    // the instance's: GPUs x GB
    double networkGbps() const;    // the instance's
    int unknownCount() const;      // how many of the five figures are unknown
};

// A ranking together with everything needed to read it, shared by the views, the
// command line and the report. Cheap to copy: every heavy part is shared and immutable.
struct RankingResult {
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<const PreparedOffers> prepared;
    std::shared_ptr<const Ranking> ranking;
    std::shared_ptr<const MachineGroups> groups; // one row per machine; made with every ranking
    QString currency;
    BillingMode billing = BillingMode::OnDemand; // the mode the price column is in

    bool ok() const { return ranking && ranking->ok(); }
    std::size_t size() const { return ok() ? ranking->size() : 0; }
    RankedRow row(std::size_t rankIndex) const; // 0-based
    // The 0-based rank of a catalog offer, or -1 when it is not in the ranking.
    int rankIndexOfOffer(int offerIndex) const;
    // How much each criterion adds to an offer's score: w_c * s_c / sum(w), or under
    // UnknownPolicy::KnownOnly over the weight of the offer's known criteria.
    std::array<double, CriterionCount> contributions(std::size_t rankIndex, const Weights &weights) const;
    // The rank index of the best offer of another machine than the winner's, or -1.
    std::int64_t runnerUpIndex() const { return ok() && groups ? groups->runnerUp() : -1; }
    std::size_t machineCount() const { return ok() && groups ? groups->size() : 0; }
    // The catalog offer index of a rank index.
    int offerIndexAt(std::size_t rankIndex) const { return prepared->offer[ranking->order[rankIndex]]; }
};

// The other regions of the machine of a rank index: how many, and their hourly price range
// (display currency; Unknown when none is known). Empty when the machine has one region.
struct OtherRegions {
    int count = 0;
    double minPrice = Unknown;
    double maxPrice = Unknown;
};
OtherRegions otherRegions(const RankingResult &result, std::size_t rankIndex);

// The first `count` offers of the ranking (catalog offer indices), one per machine (provider
// + instance type): the same type in three regions would draw three identical polygons on
// the radar and compare nothing. Shared by the window's radar and the report.
QList<int> topDistinctInstanceTypes(const RankingResult &result, int count);

// Ranks prepared offers and groups the ranking by machine: what the controller publishes.
RankingResult rankPrepared(std::shared_ptr<const Catalog> catalog, std::shared_ptr<const PreparedOffers> prepared,
                           const Scenario &scenario);

// Prepares and ranks a catalog for a scenario in one go (the command line, the report);
// the controller keeps the two steps apart so that a weight change skips the first.
RankingResult rankCatalog(std::shared_ptr<const Catalog> catalog, const Scenario &scenario);

} // namespace gpuscout
