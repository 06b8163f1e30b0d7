#pragma once

#include <QString>

#include <array>
#include <cstddef>

namespace gpuscout {

// The five criteria every offer is scored on. The order is the order of the
// weight sliders, the radar axes and the JSON "criteria" objects.
enum class Criterion { Compute, Vram, Price, Bandwidth, Stability };

inline constexpr std::size_t CriterionCount = 5;
inline constexpr std::array<Criterion, CriterionCount> AllCriteria{
    Criterion::Compute, Criterion::Vram, Criterion::Price, Criterion::Bandwidth, Criterion::Stability};

constexpr std::size_t indexOf(Criterion c) { return static_cast<std::size_t>(c); }

// Stable machine keys used in JSON, CSV and on the command line.
QString criterionKey(Criterion c);
bool criterionFromKey(const QString &key, Criterion *out);

} // namespace gpuscout
