#pragma once

#include <cstdint>
#include <vector>

namespace gpuscout {

struct Ranking;

// The ranking listed one row per machine: a provider's instance type, whatever the region.
// The same machine in ten regions scores alike and would fill the first ten rows with one
// choice; a buyer compares machines, then picks a region. Grouping only changes what is
// listed: every feasible offer keeps its own score and rank.
//
// Groups are in rank order of their best offer (the "leader"); each group lists its offers
// (rank indices) in rank order, the leader first.
struct MachineGroups {
    std::vector<std::uint32_t> start = {0}; // by group: where its members begin; one extra entry at the end
    std::vector<std::uint32_t> members;     // rank indices, group after group
    std::vector<std::uint32_t> groupOfRank; // by rank index: its group

    std::size_t size() const { return start.size() - 1; }
    std::uint32_t leader(std::size_t group) const { return members[start[group]]; }
    std::uint32_t offerCount(std::size_t group) const { return start[group + 1] - start[group]; }
    // The rank index of the best offer of another machine than the winner's, or -1.
    std::int64_t runnerUp() const { return size() > 1 ? std::int64_t(leader(1)) : -1; }
};

// machineOfPosition: the machine index of each prepared offer (PreparedOffers::machine),
// below machineCount. Three passes over the ranking, no sort: O(n + machines).
MachineGroups groupByMachine(const std::vector<std::uint32_t> &machineOfPosition, std::uint32_t machineCount,
                             const Ranking &ranking);

} // namespace gpuscout
