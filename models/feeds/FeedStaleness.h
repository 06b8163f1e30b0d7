#pragma once

#include <QDate>
#include <QStringList>

namespace gpuscout {

struct Catalog;

// The providers a price feed covers (aws, azure, gcp) whose newest price, counting the
// day a feed last confirmed it, is older than `days` on `today`: what "check for price
// updates on start" offers to refresh. Providers the catalog has no offer of are left out.
QStringList staleFeedProviders(const Catalog &catalog, const QDate &today, int days);

} // namespace gpuscout
