#include "catalog/PriceBookChecks.h"

#include "catalog/OfferChecks.h"
#include "domain/Catalog.h"
#include "domain/Offer.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {


bool intersects(const QStringList &a, const QStringList &b)
{
    if (a.isEmpty() || b.isEmpty())
        return true;
    for (const QString &x : a) {
        if (b.contains(x, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool billingOverlaps(const PriceTerm &a, const PriceTerm &b)
{
    for (BillingMode m : AllBillingModes) {
        if (a.appliesTo(m) && b.appliesTo(m))
            return true;
    }
    return false;
}

bool daysOverlap(const PriceTerm &a, const PriceTerm &b)
{
    const bool aEndsFirst = !a.validUntil.isEmpty() && a.validUntil < b.validFrom;
    const bool bEndsFirst = !b.validUntil.isEmpty() && b.validUntil < a.validFrom;
    return !aEndsFirst && !bEndsFirst;
}

} // namespace

QList<PriceTermProblem> checkPriceTerm(const Catalog &catalog, PriceTerm *term)
{
    QList<PriceTermProblem> out;
    const auto fail = [&](const char *column, const QString &message) { out << PriceTermProblem{QLatin1String(column), message}; };

    const int provider = catalog.providerIndex(term->provider);
    if (provider < 0) {
        QStringList keys = catalog.providerKeys();
        const QString close = closestName(keys, term->provider);
        fail("provider", close.isEmpty() ? QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a provider of the catalog; expected a provider key such as aws").arg(term->provider)
                                         : QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a provider of the catalog; did you mean %2?").arg(term->provider, close));
    } else {
        term->provider = catalog.providers[provider].key;
        // A price without a currency is in the provider's own.
        if (isKnown(term->price) && term->currency.isEmpty())
            term->currency = catalog.providers[provider].homeCurrency;
    }
    for (QString &gpu : term->gpus) {
        const int g = catalog.gpuIndex(gpu);
        if (g >= 0) {
            gpu = catalog.gpus[g].model;
            continue;
        }
        const QString close = closestGpuName(catalog, gpu);
        fail("gpu", close.isEmpty() ? QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a GPU model of the catalog").arg(gpu)
                                    : QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a GPU model of the catalog; did you mean %2?").arg(gpu, close));
    }

    const bool hasDiscount = isKnown(term->discountPercent);
    const bool hasPrice = isKnown(term->price);
    if (hasDiscount == hasPrice)
        fail("discount", QCoreApplication::translate("gpuscout::PriceBookChecks", "give either a discount in percent or a price, not both and not neither"));
    if (hasDiscount && !(term->discountPercent >= 0 && term->discountPercent < 100))
        fail("discount", QCoreApplication::translate("gpuscout::PriceBookChecks", "%1 is outside 0 to 100; expected a percentage off the list price, from 0 to under 100").arg(term->discountPercent));
    if (hasPrice) {
        const double perHour = term->perMonth ? term->price / MonthHours : term->price;
        if (!(term->price > 0) || !(perHour <= MaxPricePerHour))
            fail("price", QCoreApplication::translate("gpuscout::PriceBookChecks", "%1 is not a price; expected a number above 0 and at most 1,000,000 an hour").arg(term->price));
        if (!term->currency.isEmpty() && !catalog.rates.find(term->currency))
            fail("currency", QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a currency of the catalog's rate table").arg(term->currency));
    }
    if (hasDiscount && term->kind == PriceTermKind::Fixed)
        term->kind = PriceTermKind::Discount;
    if (hasPrice && term->kind == PriceTermKind::Discount)
        term->kind = PriceTermKind::Fixed;
    if (term->kind == PriceTermKind::Commitment && term->billing != BillingMode::Reserved1y)
        fail("billing", QCoreApplication::translate("gpuscout::PriceBookChecks", "a commitment sets its own billing mode's price; expected --billing reserved-1y (the catalog has no 3-year or other commitment mode yet)"));

    if (!isIsoDate(term->validFrom))
        fail("valid_from", QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a date; expected the first day the term applies, YYYY-MM-DD").arg(term->validFrom));
    if (!term->validUntil.isEmpty() && !isIsoDate(term->validUntil))
        fail("valid_until", QCoreApplication::translate("gpuscout::PriceBookChecks", "'%1' is not a date; expected the last day the term applies, YYYY-MM-DD, or nothing").arg(term->validUntil));
    else if (!term->validUntil.isEmpty() && term->validUntil < term->validFrom)
        fail("valid_until", QCoreApplication::translate("gpuscout::PriceBookChecks", "%1 is before valid_from %2").arg(term->validUntil, term->validFrom));
    if (term->ref.trimmed().isEmpty())
        fail("ref", QCoreApplication::translate("gpuscout::PriceBookChecks", "empty; expected the contract's name or number"));
    if (!out.isEmpty())
        return out;

    for (const PriceTerm &other : catalog.priceBook) {
        if (other.id == term->id || other.provider.compare(term->provider, Qt::CaseInsensitive) != 0
            || other.specificity() != term->specificity() || !billingOverlaps(other, *term) || !daysOverlap(other, *term)
            || !intersects(other.regions, term->regions) || !intersects(other.gpus, term->gpus)
            || !intersects(other.instanceTypes, term->instanceTypes))
            continue;
        fail("valid_from", QCoreApplication::translate("gpuscout::PriceBookChecks", "overlaps term %1 (%2), which covers the same offers, billing mode and days at the same specificity; "
                              "end one before the other starts, or narrow one to a region, GPU or instance type")
                               .arg(other.id).arg(other.ref));
        break;
    }
    return out;
}

} // namespace gpuscout
