#pragma once

#include "scoring/Ranking.h"

#include <QList>
#include <QString>

namespace gpuscout {

// The words around a ranking, kept apart from the widgets so they can be tested alone.

// One line for the status bar: how many offers are ranked and which one is best.
QString rankingSummaryText(const RankingResult &result);

// Why the table is empty: all-zero weights, an empty catalog, or the constraints, naming
// the constraint that removed the most offers and how many each removed. Empty when the
// ranking has rows.
QString emptyRankingText(const RankingResult &result);

// "Tencent Cloud and Huawei Cloud have no monthly price in this catalog: update prices with
// your key, or request quotes." for the providers the scenario chose that have no price
// under its billing mode; empty when there are none.
QString unpricedProvidersText(const RankingResult &result);
QStringList unpricedProviderNames(const RankingResult &result);

// A constraint's name as people read it (budget, minimum VRAM, ...).
QString exclusionName(Exclusion e);

// "No offer in this catalog has a 1-year reserved price: import quotes or update prices."
// Shown instead of the constraint breakdown when the catalog has no price at all under the
// billing mode (the window, the command line and the report say the same).
QString noPriceInCatalogText(BillingMode billing);
// True when the ranking is empty because no offer of the catalog has a price under its mode.
bool noPriceInCatalog(const RankingResult &result);

} // namespace gpuscout
