#pragma once

#include <QList>
#include <QString>

namespace gpuscout {

struct Catalog;
struct PriceTerm;

// One thing wrong with a price book term: the column (or command-line option without its
// dashes) and what was expected.
struct PriceTermProblem {
    QString column;
    QString message;
};

// Checks a term against the catalog it will join, whose price book holds the other terms
// (one with the same id is the term being replaced, not compared). Puts the provider's key
// and the GPUs' canonical models into the term, and the provider's currency for a price
// given without one. A discount is from 0 to under 100 %, a
// price above 0 and at most MaxPricePerHour an hour; the provider and GPUs must be in the
// catalog (the closest spelling is suggested); valid_until is not before valid_from; a
// commitment sets a reserved-1y price; and no other term of the same specificity covers
// the same offers, billing mode and days, since neither would win.
QList<PriceTermProblem> checkPriceTerm(const Catalog &catalog, PriceTerm *term);

} // namespace gpuscout
