#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>

namespace gpuscout {

// How the normalised criterion scores become one score per offer (ScoringEngine.h):
// the weighted mean, or TOPSIS, the closeness to the ideal offer relative to the worst.
enum class RankingMethod { WeightedSum, Topsis };

inline constexpr std::array<RankingMethod, 2> AllRankingMethods{RankingMethod::WeightedSum, RankingMethod::Topsis};

// "weighted-sum", "topsis": the keys of the command line and scenario files.
QString rankingMethodKey(RankingMethod m);
bool rankingMethodFromKey(const QString &key, RankingMethod *out);
QStringList rankingMethodKeys();

// "Weighted sum", "TOPSIS", in the installed language.
QString rankingMethodName(RankingMethod m);

} // namespace gpuscout
