// Engine benchmark: prepares and re-ranks synthetic catalogs of 1,000, 10,000 and 100,000
// offers and prints one line per figure, "bench: NAME VALUE UNIT". No figure is asserted:
// budgets are compared by people, run to run, not by a test that flakes.

#include "domain/Catalog.h"
#include "SyntheticCatalog.h"
#include "scoring/MachineGroups.h"
#include "scoring/ScoringEngine.h"
#include "insight/ParetoFront.h"
#include "insight/RankAcceptability.h"
#include "insight/RankRobustness.h"
#include "insight/Sensitivity.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

double medianMs(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

void report(const char *name, int size, double value, const char *unit)
{
    std::printf("bench: %s_%d %.3f %s\n", name, size, value, unit);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    for (int size : {1000, 10000, 100000}) {
        const Catalog catalog = bench::syntheticCatalog(size);
        Scenario scenario;
        std::vector<double> prepareMs;
        PreparedOffers prepared;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            prepared = prepare(catalog, scenario);
            prepareMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        // A slider drag: each step changes one weight, the engine re-scores and re-sorts.
        std::vector<double> rerankMs;
        std::size_t checksum = 0;
        for (int step = 0; step < 41; ++step) {
            Weights w{{5, 3, 1 + 0.25 * step, 3, 2}};
            QElapsedTimer t;
            t.start();
            const Ranking r = rank(prepared, w);
            rerankMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += r.order.front();
        }
        // The same drag with the ranking grouped by machine, as the controller publishes it
        // (rankPrepared). The synthetic catalog gives every offer its own instance type: as many
        // groups as offers, the worst case for grouping.
        std::vector<double> groupedMs;
        std::vector<double> groupingMs;
        for (int step = 0; step < 41; ++step) {
            Weights w{{5, 3, 1 + 0.25 * step, 3, 2}};
            QElapsedTimer t;
            t.start();
            const Ranking r = rank(prepared, w);
            const qint64 ranked = t.nsecsElapsed();
            const MachineGroups g = groupByMachine(prepared.machine, prepared.machineCount, r);
            groupedMs.push_back(double(t.nsecsElapsed()) / 1e6);
            groupingMs.push_back(double(t.nsecsElapsed() - ranked) / 1e6);
            checksum += g.leader(0);
        }
        report("engine_prepare", size, medianMs(prepareMs), "ms");
        report("engine_rerank", size, medianMs(rerankMs), "ms");
        report("engine_rerank_grouped", size, medianMs(groupedMs), "ms");
        report("machine_groups", size, medianMs(groupingMs), "ms");
        report("engine_rerank_max", size, *std::max_element(rerankMs.begin(), rerankMs.end()), "ms");
        // The same drag under TOPSIS: the method only changes how rank() scores.
        PreparedOffers topsis = prepared;
        topsis.method = RankingMethod::Topsis;
        std::vector<double> topsisMs;
        for (int step = 0; step < 41; ++step) {
            Weights w{{5, 3, 1 + 0.25 * step, 3, 2}};
            QElapsedTimer t;
            t.start();
            const Ranking r = rank(topsis, w);
            topsisMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += r.order.front();
        }
        report("engine_rerank_topsis", size, medianMs(topsisMs), "ms");
        report("engine_rerank_topsis_max", size, *std::max_element(topsisMs.begin(), topsisMs.end()), "ms");
        // Weight intervals of the winner for all five criteria (its robustness): exact, one pass per
        // criterion, under either method.
        std::vector<double> intervalMs;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            const auto intervals = weightIntervals(prepared, Weights{{5, 3, 1, 3, 2}});
            intervalMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += static_cast<std::size_t>(intervals[0].winner + 1);
        }
        report("sensitivity_intervals", size, medianMs(intervalMs), "ms");
        std::vector<double> topsisIntervalMs;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            const auto intervals = weightIntervals(topsis, Weights{{5, 3, 1, 3, 2}});
            topsisIntervalMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += static_cast<std::size_t>(intervals[0].winner + 1);
        }
        report("sensitivity_intervals_topsis", size, medianMs(topsisIntervalMs), "ms");
        // Decision insight: dominance (both the dominated offers and the possible
        // winners) once per prepare; robustness and
        // acceptability on each weight change while their tab is shown.
        const Weights insightWeights{{5, 3, 1, 3, 2}};
        std::vector<double> dominatedMs;
        std::vector<double> robustnessMs;
        std::vector<double> acceptabilityMs;
        std::vector<int> winners;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            const Dominance both = dominance(prepared);
            dominatedMs.push_back(double(t.nsecsElapsed()) / 1e6);
            const std::vector<char> &dominated = both.dominated;
            winners = both.possibleWinners;
            t.restart();
            const RankRobustness robustness = rankRobustness(prepared, insightWeights);
            robustnessMs.push_back(double(t.nsecsElapsed()) / 1e6);
            t.restart();
            const RankAcceptability acceptability = rankAcceptability(prepared, insightWeights, {}, &winners);
            acceptabilityMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += static_cast<std::size_t>(std::count(dominated.begin(), dominated.end(), 1))
                + static_cast<std::size_t>(robustness.offers.back().worst + acceptability.offers.front().wins);
        }
        report("pareto_dominated", size, medianMs(dominatedMs), "ms");
        std::vector<double> limitedMs;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            const auto intervals = weightIntervals(prepared, insightWeights, &winners);
            limitedMs.push_back(double(t.nsecsElapsed()) / 1e6);
            checksum += static_cast<std::size_t>(intervals[1].winner + 1);
        }
        report("sensitivity_intervals_possible_winners", size, medianMs(limitedMs), "ms");
        report("robustness_topk", size, medianMs(robustnessMs), "ms");
        report("acceptability_2000", size, medianMs(acceptabilityMs), "ms");
        std::printf("# %zu possible winners of %zu\n", winners.size(), prepared.size());
        std::printf("# %d offers, %zu feasible, checksum %zu\n", size, prepared.size(), checksum);
    }
    return 0;
}
