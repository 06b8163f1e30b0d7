#pragma once

#include "domain/PriceTerm.h"

#include <QList>
#include <QString>

#include <memory>

namespace gpuscout {

struct Catalog;

// What applying the price book did, for the notices of the ranking and the report.
struct PriceBookUse {
    int offersAtYourPrice = 0;      // offers with at least one price set by a term
    QList<PriceTerm> used;          // the terms that set a price, by id
    QList<PriceTerm> expiringSoon;  // used terms that end within ExpiryWarningDays
    QList<PriceTerm> expired;       // terms whose last day has passed: they no longer apply
    QList<PriceTerm> notYet;        // terms that start after today
    bool listPrices = false;        // asked for list prices: the book was not applied
    bool hidden = false;            // a team catalog that keeps its price book from this login
};

inline constexpr int ExpiryWarningDays = 30;

// The catalog at the buyer's prices on `today` (YYYY-MM-DD): each price a term of the
// price book matches is replaced by the buyer's, and the list price kept beside it
// (Offer::listPrice, Offer::priceTerm). Where several terms match an offer, the most
// specific wins (instance type > GPU > region > provider), then the later valid_from,
// then the later term. A discount takes its percentage off the list price of the modes
// it covers; a fixed price replaces it (converted with the catalog's rates, per month
// ÷ 730 h); a commitment sets its own billing mode's price, as a discount off the
// on-demand list price or a fixed price. Without a term that applies, the same catalog
// comes back, not a copy.
// The number a new term takes: one after the book's last.
qint64 nextPriceTermId(const QList<PriceTerm> &terms);
// A term by id, or null.
const PriceTerm *findPriceTerm(const QList<PriceTerm> &terms, qint64 id);

std::shared_ptr<const Catalog> applyPriceBook(std::shared_ptr<const Catalog> catalog, const QString &today,
                                              PriceBookUse *use = nullptr);

// The account prices a vendor's price API stated (Offer::accountPrice) as fixed-price terms
// of the price book, one per offer and billing mode where the account's price differs from
// the list price, with reference "account price, <provider>, <today>"; the provider's earlier
// account-price terms are replaced. Returns how many terms it wrote.
int replaceAccountPriceTerms(Catalog *catalog, const QString &providerKey, const QString &today);

} // namespace gpuscout
