#pragma once

#include "domain/BillingMode.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>

namespace gpuscout {

struct Catalog;
struct GpuSpec;
struct Offer;

// Edits of a whole catalog that keep it consistent: offers refer to GPUs and providers by
// index and to sources by key, price history by offer id. The catalog editor builds each
// new catalog with these and hands it to the store.

int offersUsingGpu(const Catalog &catalog, int gpuIndex);
int offersUsingProvider(const Catalog &catalog, int providerIndex);

// Removes a GPU spec (and the aliases naming it) or a provider; false, catalog unchanged,
// while an offer uses it. Offers' indices are shifted to match.
bool removeGpu(Catalog &catalog, int gpuIndex);
bool removeProvider(Catalog &catalog, int providerIndex);

// Removes offers (catalog indices, any order) and their price history: a later offer may
// get a freed id, and must not inherit a history that is not its own.
void removeOffers(Catalog &catalog, QList<int> offerIndices);

// Stores an edited offer at offerIndex, or adds it as a new offer (id nextOfferId()) when
// offerIndex is -1. Prices go through recordPriceChange(): asOf[m] is the date the user
// gave a price (empty: today for a changed price). A currency change replaces every price.
// A source key the catalog lacks is added as a source dated today.
// Returns the offer's index.
int applyOfferEdit(Catalog &catalog, int offerIndex, const Offer &edited,
                   const std::array<QString, BillingModeCount> &asOf, const QString &today);

// Gives offers the ids a write moved them to (CatalogDatabase::applyChange: another program
// took their ids meanwhile), in the offers and their price history.
void remapOfferIds(Catalog &catalog, const QHash<qint64, qint64> &remapped);

} // namespace gpuscout
