#include "import/ImportOfferMerge.h"

#include "domain/Catalog.h"
#include "domain/LabelPool.h"
#include "import/ImportRecord.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

const char *const PriceColumns[] = {"on_demand", "spot", "reserved_1y", "monthly"};
const char *const AccountColumns[] = {"account_on_demand", "account_spot", "account_reserved_1y", "account_monthly"};
const char *const DateColumns[] = {"on_demand_as_of", "spot_as_of", "reserved_1y_as_of", "monthly_as_of"};

QString figureText(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 10) : QCoreApplication::translate("gpuscout::ImportOfferMerge", "unknown");
}

QString orEmpty(const QString &text)
{
    return text.isEmpty() ? QCoreApplication::translate("gpuscout::ImportOfferMerge", "(empty)") : text;
}

void takeText(Label *field, const QString &value)
{
    const QString v = trimmedText(value);
    if (!v.isEmpty())
        *field = v;
}

void takeFigure(double *field, double value)
{
    if (isKnown(value) && !sameFigure(*field, value))
        *field = value;
}

// A price dated like its row keeps an empty date, as the database loads it; a price
// confirmed on the day it was quoted keeps an empty confirmation date.
void normaliseDates(Offer *o)
{
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        if (!o->priceConfirmed[i].isEmpty() && (o->priceConfirmed[i] <= o->priceAsOfFor(m) || !isKnown(o->price[i])))
            o->priceConfirmed.set(i, {});
    }
    for (std::size_t i = 0; i < BillingModeCount; ++i) {
        if (o->priceAsOf[i] == o->asOf)
            o->priceAsOf.set(i, {});
    }
}

} // namespace

bool sameFigure(double a, double b)
{
    if (!isKnown(a) || !isKnown(b))
        return isKnown(a) == isKnown(b);
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

bool mergeQuoteLine(ImportRecord *first, const ImportRecord &later, QString *conflict)
{
    conflict->clear();
    for (BillingMode m : AllBillingModes) {
        if (isKnown(first->price[indexOf(m)]) && isKnown(later.price[indexOf(m)]))
            return false;
    }
    if (trimmedText(first->gpu).compare(trimmedText(later.gpu), Qt::CaseInsensitive) != 0)
        *conflict = QStringLiteral("gpu");
    else if (!sameFigure(first->gpuCount, later.gpuCount))
        *conflict = QStringLiteral("gpu_count");
    else if (first->currency.compare(later.currency, Qt::CaseInsensitive) != 0)
        *conflict = QStringLiteral("currency");
    if (!conflict->isEmpty())
        return false;
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        if (!isKnown(later.price[i]))
            continue;
        first->price[i] = later.price[i];
        const QString date = later.priceAsOf[i].isEmpty() ? later.asOf : later.priceAsOf[i];
        first->priceAsOf.set(i, date);
    }
    for (auto [field, value] : {std::pair{&first->vcpus, later.vcpus}, {&first->ramGib, later.ramGib},
                                {&first->nvmeGb, later.nvmeGb}, {&first->networkGbps, later.networkGbps},
                                {&first->spotInterruption, later.spotInterruption}}) {
        if (!isKnown(*field))
            *field = value;
    }
    for (BillingMode m : AllBillingModes) {
        if (!isKnown(first->accountPrice[indexOf(m)]))
            first->accountPrice.set(indexOf(m), later.accountPrice[indexOf(m)]);
    }
    if (first->availability == Availability::NotStated) {
        first->availability = later.availability;
        first->availabilityAsOf = later.availabilityAsOf;
    }
    if (first->validUntil.isEmpty())
        first->validUntil = later.validUntil;
    if (!later.notes.isEmpty() && !first->notes.contains(later.notes))
        first->notes = first->notes.isEmpty() ? later.notes : first->notes + QStringLiteral("; ") + later.notes;
    return true;
}

Offer offerFromRecord(const ImportRecord &r, int provider, int gpu, const QString &source, const QString &asOf, LabelPool *labels)
{
    enum Slot { Family, Rdma, Region, Zone, Currency, AvailabilityAsOf, Source, AsOf, ValidUntil, Flags, Notes, Trust };
    const auto label = [labels](Slot slot, const QString &text) { return labels->label(slot, text); };
    Offer o;
    o.provider = provider;
    o.instanceType = trimmedText(r.instanceType);
    o.family = label(Family, trimmedText(r.family));
    o.gpu = gpu;
    o.gpuCount = r.gpuCount;
    o.vcpus = r.vcpus;
    o.ramGib = r.ramGib;
    o.nvmeGb = r.nvmeGb;
    o.networkGbps = r.networkGbps;
    o.rdma = label(Rdma, trimmedText(r.rdma));
    o.region = label(Region, trimmedText(r.region));
    o.zone = label(Zone, trimmedText(r.zone));
    o.currency = label(Currency, trimmedText(r.currency).toUpper());
    o.price = r.price;
    o.priceAsOf = r.priceAsOf;
    o.accountPrice = r.accountPrice;
    o.spotInterruption = r.spotInterruption;
    o.availability = r.availability;
    o.availabilityAsOf = label(AvailabilityAsOf, r.availability == Availability::NotStated ? QString() : trimmedText(r.availabilityAsOf));
    o.source = label(Source, source);
    o.asOf = label(AsOf, asOf);
    o.validUntil = label(ValidUntil, trimmedText(r.validUntil));
    o.illustrative = r.illustrative;
    o.flags = label(Flags, trimmedText(r.flags));
    o.notes = label(Notes, trimmedText(r.notes));
    o.trust = label(Trust, trimmedText(r.trust));
    for (BillingMode m : AllBillingModes) {
        if (!isKnown(o.priceFor(m))) {
            o.priceAsOf.set(indexOf(m), {});
            o.accountPrice.set(indexOf(m), Unknown);
        }
    }
    normaliseDates(&o);
    return o;
}

Offer mergeIntoOffer(const Offer &old, const ImportRecord &r, int gpu, const QString &source, const QString &asOf,
                     QStringList *warnings, bool confirmUnchanged)
{
    Offer o = old;
    o.gpu = gpu;
    takeFigure(&o.gpuCount, r.gpuCount);
    takeFigure(&o.vcpus, r.vcpus);
    takeFigure(&o.ramGib, r.ramGib);
    takeFigure(&o.nvmeGb, r.nvmeGb);
    takeFigure(&o.networkGbps, r.networkGbps);
    takeFigure(&o.spotInterruption, r.spotInterruption);
    takeText(&o.family, r.family);
    takeText(&o.rdma, r.rdma);
    takeText(&o.validUntil, r.validUntil);
    takeText(&o.flags, r.flags);
    takeText(&o.notes, r.notes);
    takeText(&o.trust, r.trust);
    if (r.availability != Availability::NotStated) {
        o.availability = r.availability;
        o.availabilityAsOf = r.availabilityAsOf.isEmpty() ? asOf : r.availabilityAsOf;
    }
    o.illustrative = r.illustrative;
    o.source = source;
    if (!confirmUnchanged && old.asOf < asOf)
        o.asOf = asOf;
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        const QString oldDate = old.priceAsOfFor(m);
        o.priceAsOf.set(i, isKnown(old.price[i]) ? oldDate : QString());
        o.priceConfirmed.set(i, isKnown(old.price[i]) ? old.priceConfirmedFor(m) : QString());
        if (!isKnown(r.price[i]))
            continue;
        const QString newDate = r.priceAsOf[i].isEmpty() ? asOf : r.priceAsOf[i];
        if (isKnown(old.price[i]) && newDate < oldDate) {
            if (!sameFigure(old.price[i], r.price[i]))
                warnings->append(QCoreApplication::translate("gpuscout::ImportOfferMerge", "The file's %1 price %2 (as of %3) is older than the catalog's %4 (as of %5): the catalog's is kept.")
                                     .arg(QLatin1String(PriceColumns[i]), figureText(r.price[i]), newDate, figureText(old.price[i]), oldDate));
            continue;
        }
        // The account's price comes with the list price it was quoted beside; a list
        // price without one leaves none (the old one belonged to an older quote).
        o.accountPrice.set(i, r.accountPrice[i]);
        if (confirmUnchanged && sameFigure(old.price[i], r.price[i])) {
            o.priceConfirmed.set(i, std::max(o.priceConfirmed[i], newDate));
            continue;
        }
        if (!sameFigure(old.price[i], r.price[i]))
            o.price[i] = r.price[i];
        o.priceAsOf.set(i, newDate);
        o.priceConfirmed.set(i, {});
        if (confirmUnchanged && o.asOf < newDate)
            o.asOf = newDate;
    }
    normaliseDates(&o);
    return o;
}

QList<FieldChange> offerChanges(const Catalog &c, const Offer &before, const Offer &after)
{
    QList<FieldChange> out;
    auto text = [&](const char *field, const QString &a, const QString &b) {
        if (a != b)
            out << FieldChange{QLatin1String(field), orEmpty(a), orEmpty(b)};
    };
    auto figure = [&](const char *field, double a, double b) {
        if (!sameFigure(a, b))
            out << FieldChange{QLatin1String(field), figureText(a), figureText(b)};
    };
    auto gpuName = [&](int i) { return i >= 0 && i < c.gpus.size() ? c.gpus[i].model : QString(); };
    text("gpu", gpuName(before.gpu), gpuName(after.gpu));
    figure("gpu_count", before.gpuCount, after.gpuCount);
    for (BillingMode m : AllBillingModes)
        figure(PriceColumns[indexOf(m)], before.priceFor(m), after.priceFor(m));
    for (BillingMode m : AllBillingModes)
        figure(AccountColumns[indexOf(m)], before.accountPrice[indexOf(m)], after.accountPrice[indexOf(m)]);
    text("family", before.family, after.family);
    figure("vcpus", before.vcpus, after.vcpus);
    figure("ram_gib", before.ramGib, after.ramGib);
    figure("nvme_gb", before.nvmeGb, after.nvmeGb);
    figure("network_gbps", before.networkGbps, after.networkGbps);
    text("rdma", before.rdma, after.rdma);
    figure("spot_interruption", before.spotInterruption, after.spotInterruption);
    text("availability", availabilityKey(before.availability), availabilityKey(after.availability));
    text("valid_until", before.validUntil, after.validUntil);
    text("illustrative", before.illustrative ? QStringLiteral("1") : QStringLiteral("0"),
         after.illustrative ? QStringLiteral("1") : QStringLiteral("0"));
    text("flags", before.flags, after.flags);
    text("notes", before.notes, after.notes);
    text("trust", before.trust, after.trust);
    text("as_of", before.asOf, after.asOf);
    if (before.asOf == after.asOf) {
        // A re-confirmed price: only its own date moves.
        for (BillingMode m : AllBillingModes) {
            if (isKnown(after.priceFor(m)) && sameFigure(before.priceFor(m), after.priceFor(m)))
                text(DateColumns[indexOf(m)], before.priceAsOfFor(m), after.priceAsOfFor(m));
        }
    }
    text("source", before.source, after.source);
    return out;
}

} // namespace gpuscout
