#pragma once

#include <QString>
#include <QStringList>

namespace gpuscout {

// The region groups of the constraints panel. Regions are named differently by every
// provider (us-east-1, eastus, asia-northeast1, "Texas, US, NA", CA, FIN-03, ...); this
// maps each name to a group, and unknown or unspecified names to Other.
enum class RegionGroup { MainlandChina, AsiaPacific, NorthAmerica, Europe, Other };

inline constexpr int RegionGroupCount = 5;

RegionGroup regionGroup(const QString &region);
QString regionGroupName(RegionGroup group); // translated
QString regionGroupKey(RegionGroup group);  // mainland-china, asia-pacific, ...

} // namespace gpuscout
