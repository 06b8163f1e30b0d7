#pragma once

#include <QString>

namespace gpuscout {

struct Catalog;
struct RankedRow;

// How an offer is named wherever one is listed (status bar, winner card, charts, report,
// command line): "AWS p5.48xlarge (us-east-1)". The command line's figures name the
// provider by its key instead ("aws p5.48xlarge (us-east-1)"), as its other output does.
enum class ProviderText { Name, Key };

// `offerIndex` is the offer's index in the catalog.
QString offerLabel(const Catalog &catalog, int offerIndex, ProviderText provider = ProviderText::Name);
QString offerLabel(const RankedRow &row);

} // namespace gpuscout
