#pragma once

#include "Ranking.h"

#include <QByteArray>

namespace gpuscout {

struct Scenario;

enum class RankFormat { Table, Csv, Json };
bool rankFormatFromKey(const QString &key, RankFormat *out);

// The ranking as `gpuscout rank` prints it; top < 0 prints every result.
// JSON: {"scenario": {...}, "catalog_offers", "feasible_offers", "excluded": {...},
// "results": [{"rank", "offer_id", "provider", "instance_type", "region", "gpu",
// "gpu_count", "score", "criteria": {...}, "raw": {...}, ...}]}; unknown values are null.
QByteArray formatRanking(const RankingResult &result, const Scenario &scenario, RankFormat format, int top);

} // namespace gpuscout
