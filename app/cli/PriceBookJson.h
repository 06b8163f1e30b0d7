#pragma once

#include <QJsonObject>

namespace gpuscout {

struct PriceTerm;

// A price book term as `price-book list --format json` prints it.
QJsonObject priceTermJson(const PriceTerm &term);
// What a ranking result says of the term that set its price: {"id", "ref", "kind",
// "discount_percent"}.
QJsonObject priceTermReference(const PriceTerm &term);

} // namespace gpuscout
