#include "scoring/RankingSummary.h"

#include "domain/Format.h"
#include "scoring/OfferComparison.h"
#include "scoring/OfferLabel.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpuscout {


QString exclusionName(Exclusion e)
{
    switch (e) {
    case Exclusion::Provider: return QCoreApplication::translate("gpuscout::RankingSummary", "provider");
    case Exclusion::Region: return QCoreApplication::translate("gpuscout::RankingSummary", "region");
    case Exclusion::Gpu: return QCoreApplication::translate("gpuscout::RankingSummary", "GPU model");
    case Exclusion::NoPrice: return QCoreApplication::translate("gpuscout::RankingSummary", "no price for the billing mode");
    case Exclusion::Currency: return QCoreApplication::translate("gpuscout::RankingSummary", "currency");
    case Exclusion::Budget: return QCoreApplication::translate("gpuscout::RankingSummary", "budget per hour");
    case Exclusion::MinVram: return QCoreApplication::translate("gpuscout::RankingSummary", "minimum VRAM");
    case Exclusion::MinGpus: return QCoreApplication::translate("gpuscout::RankingSummary", "minimum GPU count");
    case Exclusion::DoesNotFit: return QCoreApplication::translate("gpuscout::RankingSummary", "workload does not fit");
    case Exclusion::PlaceholderPrice: return QCoreApplication::translate("gpuscout::RankingSummary", "placeholder price");
    case Exclusion::Illustrative: return QCoreApplication::translate("gpuscout::RankingSummary", "illustrative price (not included)");
    case Exclusion::Stack: return QCoreApplication::translate("gpuscout::RankingSummary", "GPU does not run the job's software (CUDA/ROCm)");
    case Exclusion::Deadline: return QCoreApplication::translate("gpuscout::RankingSummary", "cannot finish within the deadline");
    case Exclusion::Serving: return QCoreApplication::translate("gpuscout::RankingSummary", "cannot serve the demand within the latency and instance limits");
    }
    return {};
}

QString noPriceInCatalogText(BillingMode billing)
{
    switch (billing) {
    case BillingMode::OnDemand:
        return QCoreApplication::translate("gpuscout::RankingSummary", "No offer in this catalog has an on-demand price: import quotes or update prices.");
    case BillingMode::Spot:
        return QCoreApplication::translate("gpuscout::RankingSummary", "No offer in this catalog has a spot price: import quotes or update prices.");
    case BillingMode::Reserved1y:
        return QCoreApplication::translate("gpuscout::RankingSummary", "No offer in this catalog has a 1-year reserved price: import quotes or update prices.");
    case BillingMode::Monthly:
        return QCoreApplication::translate("gpuscout::RankingSummary", "No offer in this catalog has a monthly subscription price: import quotes or update prices.");
    }
    return {};
}

bool noPriceInCatalog(const RankingResult &result)
{
    return result.prepared && result.size() == 0 && result.prepared->catalogSize > 0
        && result.prepared->pricedForBilling == 0;
}

QString rankingSummaryText(const RankingResult &result)
{
    if (!result.prepared)
        return QCoreApplication::translate("gpuscout::RankingSummary", "No catalog loaded.");
    if (!result.ranking->ok())
        return result.ranking->error;
    if (noPriceInCatalog(result))
        return noPriceInCatalogText(result.billing);
    if (result.size() == 0)
        return QCoreApplication::translate("gpuscout::RankingSummary", "No offer passes the constraints (%1 in the catalog).").arg(QLocale().toString(result.prepared->catalogSize));
    const RankedRow best = result.row(0);
    QString text = QCoreApplication::translate("gpuscout::RankingSummary", "%1 of %2 offers ranked. Best: %3, score %4")
        .arg(QLocale().toString(static_cast<qint64>(result.size())), QLocale().toString(result.prepared->catalogSize),
             offerLabel(*result.catalog, result.prepared->offer[result.ranking->order[0]]),
             QLocale().toString(best.score, 'f', 3));
    // How many of the ranked offers are at the buyer's negotiated price (the price book).
    if (!result.catalog->priceBook.isEmpty()) {
        int negotiated = 0;
        const std::size_t mode = indexOf(result.billing);
        for (int offer : result.prepared->offer)
            negotiated += result.catalog->offers[offer].priceTerm[mode] != 0 ? 1 : 0;
        if (negotiated > 0)
            text += QCoreApplication::translate("gpuscout::RankingSummary", "; %n at your negotiated price", nullptr, negotiated);
    }
    return text;
}

QStringList unpricedProviderNames(const RankingResult &result)
{
    QStringList names;
    if (!result.prepared || !result.catalog)
        return names;
    for (int i : result.prepared->unpricedProviders)
        names << providerDisplayName(result.catalog->providers[i]);
    return names;
}

QString unpricedProvidersText(const RankingResult &result)
{
    const QStringList names = unpricedProviderNames(result);
    if (names.isEmpty())
        return {};
    const QString mode = billingModeName(result.billing);
    return names.size() == 1
        ? QCoreApplication::translate("gpuscout::RankingSummary", "%1 has no %2 price in this catalog: update prices with your key, or request quotes.")
              .arg(names.first(), mode)
        : QCoreApplication::translate("gpuscout::RankingSummary", "%1 have no %2 price in this catalog: update prices with your key, or request quotes.")
              .arg(formatNameList(names), mode);
}

QString emptyRankingText(const RankingResult &result)
{
    if (!result.prepared)
        return QCoreApplication::translate("gpuscout::RankingSummary", "No catalog loaded.");
    if (!result.ranking->ok())
        return result.ranking->error;
    if (result.size() > 0)
        return {};
    if (result.prepared->catalogSize == 0)
        return QCoreApplication::translate("gpuscout::RankingSummary", "The catalog has no offers. Import offers or open another catalog.");
    if (noPriceInCatalog(result))
        return noPriceInCatalogText(result.billing);
    // Chosen providers without a price under the mode come first: often they are the answer.
    const QString unpriced = unpricedProvidersText(result);
    QList<QPair<int, Exclusion>> counts;
    for (std::size_t e = 0; e < ExclusionCount; ++e) {
        if (result.prepared->excluded[e] > 0)
            counts.append({result.prepared->excluded[e], static_cast<Exclusion>(e)});
    }
    std::stable_sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList parts;
    for (const auto &[count, e] : counts)
        parts << QCoreApplication::translate("gpuscout::RankingSummary", "%1: %2").arg(exclusionName(e), QLocale().toString(count));
    const QString most = counts.isEmpty() ? QString() : exclusionName(counts.first().second);
    const QString breakdown = QCoreApplication::translate("gpuscout::RankingSummary", "No offer passes the constraints. The one that removed the most offers: %1.\n"
              "Offers removed by each constraint (of %2): %3.\nLoosen that constraint to see offers again.")
        .arg(most, QLocale().toString(result.prepared->catalogSize), parts.join(QStringLiteral("; ")));
    return unpriced.isEmpty() ? breakdown : unpriced + u'\n' + breakdown;
}

} // namespace gpuscout
