#pragma once

#include <QString>

namespace gpuscout {

// What a vendor's API says of an instance type's stock in a region (Tencent StatusCategory,
// Alibaba DescribeAvailableResource), when it says anything. A sold-out offer stays in the
// ranking, flagged: stock changes by the hour, and the buyer may reserve ahead.
enum class Availability { NotStated, InStock, Low, SoldOut };

// "", "in-stock", "low", "sold-out": the keys of the catalog, files and JSON.
QString availabilityKey(Availability a);
bool availabilityFromKey(const QString &key, Availability *out);
// How obtainable: sold out 1, low 2, in stock 3, not stated 0. Where zones or prices of one
// offer differ, the highest stands for the region: any zone that has stock sells it.
int availabilityRank(Availability a);
// "in stock", "low stock", "sold out" in the reader's language; empty when not stated.
QString availabilityText(Availability a);

} // namespace gpuscout
