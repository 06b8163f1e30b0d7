#pragma once

#include "domain/Catalog.h"
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
    double hourlyPrice = Unknown; // display currency, whatever the objective
    double tflops = Unknown;      // dense TFLOPS of the instance at the precision

    double pricePerGpuHour() const;
    double tflopsPerMoney() const; // the seeds' price-performance R = TFLOPS / price per hour
};

// A ranking together with everything needed to read it, shared by the views, the
// command line and the report. Cheap to copy: every heavy part is shared and immutable.
struct RankingResult {
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<const PreparedOffers> prepared;
    std::shared_ptr<const Ranking> ranking;
    QString currency;
    BillingMode billing = BillingMode::OnDemand; // the mode the price column is in

    bool ok() const { return ranking && ranking->ok(); }
    std::size_t size() const { return ok() ? ranking->size() : 0; }
    RankedRow row(std::size_t rankIndex) const; // 0-based
    // The 0-based rank of a catalog offer, or -1 when it is not in the ranking.
    int rankIndexOfOffer(int offerIndex) const;
    // How much each criterion adds to an offer's score: w_c * s_c / sum(w).
    std::array<double, CriterionCount> contributions(std::size_t rankIndex, const Weights &weights) const;
};

// The first `count` offers of the ranking (catalog offer indices), one per instance type of
// a provider: the same type in three regions would draw three identical polygons on the
// radar and compare nothing. Shared by the window's radar and the report.
QList<int> topDistinctInstanceTypes(const RankingResult &result, int count);

// Prepares and ranks a catalog for a scenario in one go (the command line, the report);
// the controller keeps the two steps apart so that a weight change skips the first.
RankingResult rankCatalog(std::shared_ptr<const Catalog> catalog, const Scenario &scenario);

} // namespace gpuscout
