#include "catalog/OfferChecks.h"

#include "domain/Catalog.h"
#include "domain/CurrencyRates.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuscout {

namespace {

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

QString key(const QString &model, const QString &currency)
{
    return model.toLower() + u'\n' + currency.toUpper();
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const std::size_t uj = static_cast<std::size_t>(j);
            const int substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            diagonal = row[uj];
            row[uj] = std::min({row[uj] + 1, row[uj - 1] + 1, substitute});
        }
    }
    return row.back();
}

QString number(double v)
{
    return QLocale().toString(v, 'g', 6);
}

} // namespace

PriceMedians::PriceMedians(const Catalog &catalog)
{
    // model+currency -> provider -> per-GPU prices
    QHash<QString, QHash<int, std::vector<double>>> prices;
    for (const Offer &o : catalog.offers) {
        const double p = o.priceFor(BillingMode::OnDemand);
        if (o.illustrative || o.gpu < 0 || !isKnown(p) || !(o.gpuCount > 0))
            continue;
        prices[key(catalog.gpus[o.gpu].model, o.currency)][o.provider].push_back(p / o.gpuCount);
    }
    for (auto it = prices.cbegin(); it != prices.cend(); ++it) {
        if (it.value().size() < 2)
            continue; // one provider alone is no yardstick
        std::vector<double> perProvider;
        for (const std::vector<double> &v : it.value())
            perProvider.push_back(medianOf(v));
        m_median.insert(it.key(), medianOf(perProvider));
    }
}

double PriceMedians::median(const QString &gpuModel, const QString &currency) const
{
    if (!m_hasLast || gpuModel != m_lastModel || currency != m_lastCurrency) {
        m_lastMedian = m_median.value(key(gpuModel, currency), Unknown);
        m_lastModel = gpuModel;
        m_lastCurrency = currency;
        m_hasLast = true;
    }
    return m_lastMedian;
}

QString closestName(const QStringList &candidates, const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    if (wanted.isEmpty())
        return QString();
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    for (const QString &c : std::as_const(candidates)) {
        const int d = editDistance(wanted, c.toLower());
        if (d < bestDistance || (d == bestDistance && c < best)) {
            bestDistance = d;
            best = c;
        }
    }
    return bestDistance * 3 > wanted.size() ? QString() : best;
}

QString closestGpuName(const Catalog &catalog, const QString &name)
{
    QStringList candidates;
    for (const GpuSpec &g : catalog.gpus)
        candidates << g.model;
    for (auto it = catalog.gpuAliases.cbegin(); it != catalog.gpuAliases.cend(); ++it)
        candidates << it.key();
    const QString best = closestName(candidates, name);
    // An alias stands for its model: suggest the canonical name.
    return best.isEmpty() ? best : catalog.gpuAliases.value(best.toLower(), best);
}

bool isIsoDate(const QString &text)
{
    return text.size() == 10 && QDate::fromString(text, Qt::ISODate).isValid();
}

bool hasErrors(const QList<OfferProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(),
                       [](const OfferProblem &p) { return p.severity == OfferProblem::Severity::Error; });
}

QList<OfferProblem> checkOffer(const Catalog &catalog, const Offer &o, const PriceMedians &medians,
                               const QString &today)
{
    using S = OfferProblem::Severity;
    using K = OfferProblem::Kind;
    QList<OfferProblem> out;
    auto add = [&](S s, K k, const QString &field, const QString &message, const QString &suggestion = {}) {
        out << OfferProblem{s, k, field, message, suggestion};
    };

    if (o.provider < 0 || o.provider >= catalog.providers.size())
        add(S::Error, K::UnknownProvider, QStringLiteral("provider"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The provider is not in the catalog; add it first or pick a known one."));
    if (o.instanceType.trimmed().isEmpty())
        add(S::Error, K::MissingField, QStringLiteral("instance_type"), QCoreApplication::translate("gpuscout::OfferChecks", "The instance type is empty."));
    if (o.region.trimmed().isEmpty())
        add(S::Error, K::MissingField, QStringLiteral("region"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The region is empty; use the provider's region name, or \"unspecified\"."));
    if (o.gpu < 0 || o.gpu >= catalog.gpus.size())
        add(S::Error, K::UnknownGpu, QStringLiteral("gpu"), QCoreApplication::translate("gpuscout::OfferChecks", "The GPU model is not in the catalog."));
    if (!(o.gpuCount > 0) || !std::isfinite(o.gpuCount))
        add(S::Error, K::BadGpuCount, QStringLiteral("gpu_count"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The GPU count must be above 0 (1 or more, or a fraction for a partitioned GPU)."));
    if (!isCurrencyCode(o.currency))
        add(S::Error, K::BadCurrency, QStringLiteral("currency"),
            QCoreApplication::translate("gpuscout::OfferChecks", "'%1' is not a currency code; expected three letters such as USD or CNY.").arg(o.currency));

    static const char *const priceFields[] = {"on_demand", "spot", "reserved_1y", "monthly"};
    bool anyPrice = false;
    for (BillingMode m : AllBillingModes) {
        const double p = o.priceFor(m);
        if (!isKnown(p))
            continue;
        anyPrice = true;
        if (!(p > 0) || !std::isfinite(p))
            add(S::Error, K::BadPrice, QLatin1String(priceFields[indexOf(m)]),
                QCoreApplication::translate("gpuscout::OfferChecks", "A price of %1 per hour is not valid; expected a number above 0, or empty when not known.")
                    .arg(number(p)));
        else if (p > MaxPricePerHour)
            add(S::Error, K::BadPrice, QLatin1String(priceFields[indexOf(m)]),
                QCoreApplication::translate("gpuscout::OfferChecks", "A price of %1 per hour is beyond belief; expected at most %2 per hour (a month's price goes in per hour: the month / 730).")
                    .arg(number(p), QLocale().toString(static_cast<qint64>(MaxPricePerHour))));
    }
    if (!anyPrice)
        add(S::Warning, K::NoPrice, QStringLiteral("on_demand"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The offer has no price: it needs a quote, is listed under Needs a quote and is not ranked until one of on-demand, spot, 1-year reserved or monthly is given."));

    const std::pair<double, const char *> figures[] = {
        {o.vcpus, "vcpus"}, {o.ramGib, "ram_gib"}, {o.nvmeGb, "nvme_gb"}, {o.networkGbps, "network_gbps"}};
    for (const auto &[value, field] : figures) {
        if (isKnown(value) && (value < 0 || !std::isfinite(value)))
            add(S::Error, K::BadNumber, QLatin1String(field),
                QCoreApplication::translate("gpuscout::OfferChecks", "%1 is negative; expected 0 or more, or empty when not known.").arg(number(value)));
    }
    if (isKnown(o.spotInterruption) && (o.spotInterruption < 0 || o.spotInterruption > 1))
        add(S::Error, K::BadNumber, QStringLiteral("spot_interruption"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The spot interruption rate must be a fraction per month between 0 and 1."));
    if (!isIsoDate(o.asOf))
        add(S::Error, K::BadDate, QStringLiteral("as_of"),
            QCoreApplication::translate("gpuscout::OfferChecks", "'%1' is not a date; expected YYYY-MM-DD, the day the price was quoted.").arg(o.asOf));
    for (BillingMode m : AllBillingModes) {
        const QString &d = o.priceAsOf[indexOf(m)];
        if (!d.isEmpty() && !isIsoDate(d))
            add(S::Error, K::BadDate, QLatin1String(priceFields[indexOf(m)]) + QStringLiteral("_as_of"),
                QCoreApplication::translate("gpuscout::OfferChecks", "'%1' is not a date; expected YYYY-MM-DD.").arg(d));
    }
    if (!o.validUntil.isEmpty()) {
        if (!isIsoDate(o.validUntil))
            add(S::Error, K::BadDate, QStringLiteral("valid_until"),
                QCoreApplication::translate("gpuscout::OfferChecks", "'%1' is not a date; expected YYYY-MM-DD, the last day the quote holds.").arg(o.validUntil));
        else if (isIsoDate(today) && o.validUntil < today)
            add(S::Warning, K::QuoteExpired, QStringLiteral("valid_until"),
                QCoreApplication::translate("gpuscout::OfferChecks", "The quote expired on %1.").arg(o.validUntil));
    }

    const double onDemand = o.priceFor(BillingMode::OnDemand);
    const double spot = o.priceFor(BillingMode::Spot);
    if (isKnown(onDemand) && isKnown(spot) && spot > onDemand)
        add(S::Warning, K::SpotAboveOnDemand, QStringLiteral("spot"),
            QCoreApplication::translate("gpuscout::OfferChecks", "The spot price (%1) is above the on-demand price (%2): check both.").arg(number(spot), number(onDemand)));

    if (o.gpu >= 0 && o.gpu < catalog.gpus.size() && o.gpuCount > 0 && isKnown(onDemand) && onDemand > 0) {
        const QString &model = catalog.gpus[o.gpu].model;
        const double median = medians.median(model, o.currency);
        const double perGpu = onDemand / o.gpuCount;
        if (isKnown(median) && median > 0) {
            const double ratio = perGpu / median;
            if (ratio > PriceMedians::OutlierFactor || ratio < 1 / PriceMedians::OutlierFactor)
                add(S::Warning, K::PriceOutlier, QStringLiteral("on_demand"),
                    QCoreApplication::translate("gpuscout::OfferChecks", "%1 %2 per GPU-hour is %3 times the median of other providers for the %4 (%5 %2): "
                       "check the price and the GPU count.")
                        .arg(number(perGpu), o.currency, QLocale().toString(ratio, 'f', 1), model, number(median)));
        }
    }
    return out;
}

} // namespace gpuscout
