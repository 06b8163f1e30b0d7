#include "scoring/MachineGroups.h"

#include "scoring/ScoringEngine.h"

#include <limits>
#include <numeric>

namespace gpuscout {

// GCC 12 at -O3 reports resize(n + 1) of an empty vector as writing past a 4-byte object
// (-Warray-bounds, a known false positive of its inlined _M_default_append); the sizes here
// are exact, so the warning is silenced for this function only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
#endif
MachineGroups groupByMachine(const std::vector<std::uint32_t> &machineOfPosition, std::uint32_t machineCount,
                             const Ranking &ranking)
{
    constexpr std::uint32_t None = std::numeric_limits<std::uint32_t>::max();
    MachineGroups g;
    const std::size_t n = ranking.order.size();
    // Every offer a machine of its own: each group is one offer, in rank order.
    if (machineCount == n) {
        g.start.resize(n + 1);
        std::iota(g.start.begin(), g.start.end(), 0u);
        g.members.resize(n);
        std::iota(g.members.begin(), g.members.end(), 0u);
        g.groupOfRank = g.members;
        return g;
    }
    std::vector<std::uint32_t> groupOfMachine(machineCount, None);
    std::vector<std::uint32_t> count;
    count.reserve(machineCount);
    g.groupOfRank.resize(n);
    // Groups are numbered as their best offer comes up in rank order.
    for (std::size_t k = 0; k < n; ++k) {
        std::uint32_t &group = groupOfMachine[machineOfPosition[ranking.order[k]]];
        if (group == None) {
            group = static_cast<std::uint32_t>(count.size());
            count.push_back(0);
        }
        ++count[group];
        g.groupOfRank[k] = group;
    }
    g.start.resize(count.size() + 1);
    g.start[0] = 0;
    for (std::size_t i = 0; i < count.size(); ++i)
        g.start[i + 1] = g.start[i] + count[i];
    // count becomes each group's fill cursor; rank order within a group comes for free.
    for (std::size_t i = 0; i < count.size(); ++i)
        count[i] = g.start[i];
    g.members.resize(n);
    for (std::size_t k = 0; k < n; ++k)
        g.members[count[g.groupOfRank[k]]++] = static_cast<std::uint32_t>(k);
    return g;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

} // namespace gpuscout
