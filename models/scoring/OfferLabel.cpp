#include "scoring/OfferLabel.h"

#include "domain/Catalog.h"
#include "domain/Format.h"
#include "scoring/Ranking.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {

// The words keep the winner card's translation context, where they were first translated.
QString label(const QString &provider, const Offer &offer)
{
    const QString region = regionDisplayName(offer.region);
    return QCoreApplication::translate("gpuscout::WinnerCard", "%1 %2 (%3)").arg(provider, offer.instanceType, region);
}

QString unknownProvider()
{
    return QCoreApplication::translate("gpuscout::WinnerCard", "unknown provider");
}

} // namespace

QString offerLabel(const Catalog &catalog, int offerIndex, ProviderText provider)
{
    const Offer &o = catalog.offers[offerIndex];
    if (o.provider < 0)
        return label(unknownProvider(), o);
    const Provider &p = catalog.providers[o.provider];
    return label(provider == ProviderText::Key ? p.key : providerDisplayName(p), o);
}

QString offerLabel(const RankedRow &row)
{
    return label(row.provider ? providerDisplayName(*row.provider) : unknownProvider(), *row.offer);
}

} // namespace gpuscout
