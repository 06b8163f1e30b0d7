#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gpuscout {

// How a price book term sets the buyer's price: a discount in percent off the list price,
// a fixed contract price, or a commitment (a discount off the on-demand list price, or a
// fixed price, that gives a price under its own billing mode rather than changing
// on-demand).
enum class PriceTermKind { Discount, Fixed, Commitment };
QString priceTermKindKey(PriceTermKind k); // "discount", "fixed", "commitment"
struct PriceTerm;
// What the term gives, for lists and notices: "20 % off", "USD 32.77 an hour",
// "CNY 5,000 a month".
QString priceTermValueText(const PriceTerm &term);
bool priceTermKindFromKey(const QString &key, PriceTermKind *out);

// One term of the buyer's price book: a negotiated discount, fixed price or commitment,
// for the offers of one provider it matches, between two dates.
struct PriceTerm {
    qint64 id = 0;                 // the term's number, shown and used to remove it
    QString provider;              // provider key
    QStringList regions;           // empty: every region
    QStringList gpus;              // canonical GPU models; empty: every GPU
    QStringList instanceTypes;     // empty: every instance type
    std::optional<BillingMode> billing; // unset: every billing mode (a discount); on-demand (a fixed price)
    PriceTermKind kind = PriceTermKind::Discount;
    double discountPercent = Unknown; // 0 to under 100
    double price = Unknown;           // a fixed or committed price, in `currency`, per `perMonth ? month : hour`
    QString currency;
    bool perMonth = false;
    QString validFrom;             // YYYY-MM-DD, the first day it applies
    QString validUntil;            // YYYY-MM-DD, the last day it applies; empty: open-ended
    QString ref;                   // the contract's name or number
    QString notes;

    // Unknown figures (NaN) compare equal to each other.
    bool operator==(const PriceTerm &other) const;

    // How specific the term is: instance type over GPU over region over provider alone
    // (a term naming several is ranked by its most specific, then the next).
    int specificity() const
    {
        return (instanceTypes.isEmpty() ? 0 : 4) + (gpus.isEmpty() ? 0 : 2) + (regions.isEmpty() ? 0 : 1);
    }
    bool activeOn(const QString &day) const
    {
        return validFrom <= day && (validUntil.isEmpty() || day <= validUntil);
    }
    // The billing mode whose price the term sets.
    BillingMode target() const { return billing.value_or(BillingMode::OnDemand); }
    bool appliesTo(BillingMode m) const
    {
        return kind == PriceTermKind::Discount && !billing ? true : target() == m;
    }
    // Matches an offer of `providerKey`, named by its instance type, region and GPU model.
    bool matches(const QString &providerKey, const QString &instanceType, const QString &region,
                 const QString &gpuModel) const;
};

} // namespace gpuscout
