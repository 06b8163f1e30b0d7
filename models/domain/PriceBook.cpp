#include "domain/PriceBook.h"

#include "domain/Catalog.h"

#include <QDate>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

// The buyer's price per hour under `mode` by `term`, in the offer's currency; Unknown when
// the term cannot give one (no list price to discount, a currency without a rate).
double termPrice(const Catalog &c, const Offer &o, const PriceTerm &term, BillingMode mode)
{
    if (isKnown(term.discountPercent)) {
        const BillingMode base = term.kind == PriceTermKind::Commitment ? BillingMode::OnDemand : mode;
        const double list = o.priceFor(base);
        return isKnown(list) ? list * (1 - term.discountPercent / 100) : Unknown;
    }
    if (!isKnown(term.price))
        return Unknown;
    const double perHour = term.perMonth ? term.price / MonthHours : term.price;
    if (term.currency.isEmpty() || term.currency.compare(o.currency, Qt::CaseInsensitive) == 0)
        return perHour;
    return c.rates.convert(perHour, term.currency, o.currency);
}

} // namespace

qint64 nextPriceTermId(const QList<PriceTerm> &terms)
{
    qint64 last = 0;
    for (const PriceTerm &t : terms)
        last = std::max(last, t.id);
    return last + 1;
}

const PriceTerm *findPriceTerm(const QList<PriceTerm> &terms, qint64 id)
{
    for (const PriceTerm &t : terms) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

std::shared_ptr<const Catalog> applyPriceBook(std::shared_ptr<const Catalog> catalog, const QString &today,
                                              PriceBookUse *use)
{
    PriceBookUse local;
    PriceBookUse &out = use ? *use : local;
    out = PriceBookUse{};
    out.hidden = catalog && catalog->priceBookHidden;
    if (!catalog || catalog->priceBook.isEmpty())
        return catalog;
    // The terms in force today, per provider, most specific first; those naming instance
    // types also by type, since they outrank every other (specificity 4 and up) and a
    // provider may have hundreds.
    struct ProviderTerms {
        QList<const PriceTerm *> general;                 // no instance type named
        QHash<QString, QList<const PriceTerm *>> byType; // lower-case instance type
    };
    QHash<QString, ProviderTerms> byProvider;
    for (const PriceTerm &t : catalog->priceBook) {
        if (!t.validUntil.isEmpty() && t.validUntil < today) {
            out.expired << t;
        } else if (t.validFrom > today) {
            out.notYet << t;
        } else {
            ProviderTerms &p = byProvider[t.provider.toLower()];
            if (t.instanceTypes.isEmpty())
                p.general << &t;
            for (const QString &type : t.instanceTypes)
                p.byType[type.toLower()] << &t;
        }
    }
    if (byProvider.isEmpty())
        return catalog;
    const auto order = [](const PriceTerm *a, const PriceTerm *b) {
        if (a->specificity() != b->specificity())
            return a->specificity() > b->specificity();
        if (a->validFrom != b->validFrom)
            return a->validFrom > b->validFrom;
        return a->id > b->id;
    };
    for (ProviderTerms &p : byProvider) {
        std::stable_sort(p.general.begin(), p.general.end(), order);
        for (auto &list : p.byType)
            std::stable_sort(list.begin(), list.end(), order);
    }
    auto copy = std::make_shared<Catalog>(*catalog);
    QHash<qint64, const PriceTerm *> used;
    for (Offer &o : copy->offers) {
        if (o.provider < 0 || o.provider >= copy->providers.size())
            continue;
        const QString &providerKey = copy->providers[o.provider].key;
        const auto terms = byProvider.constFind(providerKey.toLower());
        if (terms == byProvider.cend())
            continue;
        const QString gpu = o.gpu >= 0 && o.gpu < copy->gpus.size() ? copy->gpus[o.gpu].model : QString();
        const auto typed = terms->byType.constFind(o.instanceType.toLower());
        const Offer list = o;
        bool any = false;
        for (BillingMode m : AllBillingModes) {
            // The most specific matching term decides, even when it gives no price.
            const PriceTerm *decides = nullptr;
            const auto pick = [&](const QList<const PriceTerm *> &candidates) {
                for (const PriceTerm *t : candidates) {
                    if (t->appliesTo(m) && t->matches(providerKey, o.instanceType, o.region, gpu)) {
                        decides = t;
                        return;
                    }
                }
            };
            if (typed != terms->byType.cend())
                pick(*typed);
            if (!decides)
                pick(terms->general);
            if (!decides)
                continue;
            const double mine = termPrice(*copy, list, *decides, m);
            if (isKnown(mine) && mine > 0) {
                const std::size_t i = indexOf(m);
                o.listPrice.set(i, list.price[i]);
                o.priceTerm.set(i, decides->id);
                o.price[i] = mine;
                used.insert(decides->id, decides);
                any = true;
            }
        }
        if (any)
            ++out.offersAtYourPrice;
    }
    if (used.isEmpty())
        return catalog;
    const QString soon = QDate::fromString(today, Qt::ISODate).addDays(ExpiryWarningDays).toString(Qt::ISODate);
    QList<qint64> ids = used.keys();
    std::sort(ids.begin(), ids.end());
    for (qint64 id : std::as_const(ids)) {
        const PriceTerm &t = *used.value(id);
        out.used << t;
        if (!t.validUntil.isEmpty() && t.validUntil <= soon)
            out.expiringSoon << t;
    }
    return copy;
}

int replaceAccountPriceTerms(Catalog *catalog, const QString &providerKey, const QString &today)
{
    const QString prefix = QStringLiteral("account price, %1,").arg(providerKey);
    catalog->priceBook.removeIf([&](const PriceTerm &t) {
        return t.provider.compare(providerKey, Qt::CaseInsensitive) == 0 && t.ref.startsWith(prefix);
    });
    qint64 id = nextPriceTermId(catalog->priceBook) - 1;
    const int provider = catalog->providerIndex(providerKey);
    if (provider < 0)
        return 0;
    int written = 0;
    for (const Offer &o : std::as_const(catalog->offers)) {
        if (o.provider != provider)
            continue;
        for (BillingMode m : AllBillingModes) {
            const double account = o.accountPrice[indexOf(m)];
            const double list = o.priceFor(m);
            if (!isKnown(account) || !isKnown(list) || std::abs(account - list) <= 1e-9 * list)
                continue;
            PriceTerm t;
            t.id = ++id;
            t.provider = catalog->providers[provider].key;
            t.regions << o.region;
            t.instanceTypes << o.instanceType;
            t.billing = m;
            t.kind = PriceTermKind::Fixed;
            t.price = account;
            t.currency = o.currency;
            t.validFrom = today;
            t.ref = QStringLiteral("account price, %1, %2").arg(t.provider, today);
            catalog->priceBook << t;
            ++written;
        }
    }
    return written;
}

} // namespace gpuscout
