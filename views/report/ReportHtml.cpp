#include "report/ReportHtml.h"

#include "job/JobWork.h"

#include "insight/PriceSeries.h"
#include "report/ReportPriceHistory.h"

#include "catalog/CatalogStats.h"
#include "domain/PriceBook.h"
#include "scoring/RankingSummary.h"
#include "domain/Format.h"
#include "insight/InsightText.h"
#include "scoring/OfferComparison.h"
#include "insight/RankAcceptability.h"
#include "scoring/Ranking.h"
#include "domain/Scenario.h"
#include "insight/Sensitivity.h"
#include "domain/Stability.h"
#include "scoring/OfferLabel.h"
#include "scoring/WinnerSummary.h"
#include "job/JobCost.h"
#include "job/JobEstimate.h"
#include "domain/Measurement.h"
#include "domain/Workload.h"

#include <QCoreApplication>
#include <QLocale>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace gpuscout {

namespace {


// The report's palette: dark blue headings, pale blue table heads, pale green best values.
const QString Heading = QStringLiteral("#1f4e79");
const QString HeadBackground = QStringLiteral("#e3ebf4");
const QString BestBackground = QStringLiteral("#d6efd8");
const QString MutedText = QStringLiteral("#4a5968");

// "1 USD = 7.2 CNY (as of 2026-11-30, source)", one per non-USD rate: a reader of the report
// must be able to redo any conversion.
QString ratesText(const CurrencyRates &rates)
{
    QStringList parts;
    for (const ExchangeRate &r : rates.rates()) {
        if (r.currency == QLatin1String("USD"))
            continue;
        QString part = QCoreApplication::translate("gpuscout::ReportWriter", "1 USD = %1 %2")
                           .arg(QLocale().toString(r.perUsd, 'g', 6), r.currency);
        QStringList notes;
        notes << (r.asOf.isEmpty() ? QCoreApplication::translate("gpuscout::ReportWriter", "undated")
                                   : QCoreApplication::translate("gpuscout::ReportWriter", "as of %1").arg(r.asOf));
        if (!r.source.isEmpty())
            notes << rateSourceText(r.source);
        // The brackets and separators are the language's own (full-width in Chinese).
        parts << QCoreApplication::translate("gpuscout::ReportWriter", "%1 (%2)", "a rate and its notes")
                     .arg(part, notes.join(QCoreApplication::translate("gpuscout::ReportWriter", ", ", "list separator")));
    }
    return parts.isEmpty() ? QCoreApplication::translate("gpuscout::ReportWriter", "none (USD only)")
                           : parts.join(QCoreApplication::translate("gpuscout::ReportWriter", "; ", "separator of rates"));
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

QString section(int number, const QString &title)
{
    return QStringLiteral("<h2 style=\"font-size:13pt; color:%1; margin-top:16px; margin-bottom:6px\">%2. %3</h2>")
        .arg(Heading)
        .arg(number)
        .arg(esc(title));
}

QString tableStart(const QString &width = QStringLiteral("100%"))
{
    return QStringLiteral("<table width=\"%1\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                          "style=\"border-collapse:collapse; border-color:#b8c4d0\">").arg(width);
}

QString headRow(const QStringList &cells, const QList<bool> &rightAligned = {}, const QStringList &widths = {})
{
    QString row = QStringLiteral("<thead><tr>");
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const QString width = widths.value(i).isEmpty() ? QString() : QStringLiteral(" width=\"%1\"").arg(widths[i]);
        row += QStringLiteral("<th bgcolor=\"%1\" align=\"%2\"%3>%4</th>")
                   .arg(HeadBackground, rightAligned.value(i) ? QStringLiteral("right") : QStringLiteral("left"), width,
                        esc(cells[i]));
    }
    return row + QStringLiteral("</tr></thead>");
}

QString cell(const QString &text, bool right = false, const QString &background = QString(), bool bold = false)
{
    QString attributes = right ? QStringLiteral(" align=\"right\"") : QString();
    if (!background.isEmpty())
        attributes += QStringLiteral(" bgcolor=\"%1\"").arg(background);
    const QString body = bold ? QStringLiteral("<b>%1</b>").arg(esc(text)) : esc(text);
    return QStringLiteral("<td%1>%2</td>").arg(attributes, body);
}

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 1) + u'%';
}

QString normalizationName(Normalization n)
{
    switch (n) {
    case Normalization::MinMax: return QCoreApplication::translate("gpuscout::ReportWriter", "min-max");
    case Normalization::Ratio: return QCoreApplication::translate("gpuscout::ReportWriter", "ratio to best");
    case Normalization::Vector: return QCoreApplication::translate("gpuscout::ReportWriter", "vector (textbook TOPSIS)");
    case Normalization::Log: return QCoreApplication::translate("gpuscout::ReportWriter", "log min-max");
    }
    return {};
}

QString normalizationFormula(Normalization n)
{
    switch (n) {
    case Normalization::MinMax:
        return QCoreApplication::translate("gpuscout::ReportWriter",
                                           "min-max, s = (x − min) / (max − min), for costs (max − x) / (max − min)");
    case Normalization::Ratio:
        return QCoreApplication::translate("gpuscout::ReportWriter", "ratio to best, s = x / max, for costs min / x");
    case Normalization::Vector:
        return QCoreApplication::translate("gpuscout::ReportWriter",
                                           "vector, r = x / √(Σx²), s = r, for costs 1 − r (Hwang and Yoon 1981)");
    case Normalization::Log:
        return QCoreApplication::translate("gpuscout::ReportWriter",
                                           "log min-max, s = (ln x − ln min) / (ln max − ln min), for costs the reverse");
    }
    return {};
}

QString listOrAll(const QStringList &names)
{
    return names.isEmpty() ? QCoreApplication::translate("gpuscout::ReportWriter", "all")
                           : names.join(QStringLiteral(", "));
}

QString precisionName(Precision p)
{
    return p == Precision::FP16 ? QStringLiteral("FP16/BF16") : precisionKey(p).toUpper();
}

} // namespace

ReportHtml::ReportHtml(const RankingResult &result, const Scenario &scenario, const QList<int> &comparedOffers,
                       const ReportOptions &options)
    : m_result(result)
    , m_scenario(scenario)
    , m_options(options)
{
    // Only ranked offers carry the scenario's figures; six columns are the most that read.
    for (int offer : comparedOffers) {
        if (result.rankIndexOfOffer(offer) >= 0 && !m_compared.contains(offer) && m_compared.size() < 6)
            m_compared << offer;
    }
}

QString ReportHtml::radarPlaceholder()
{
    return QStringLiteral("[[radar-chart]]");
}

QString ReportHtml::priceHistoryPlaceholder(int i)
{
    return QStringLiteral("[[price-history-%1]]").arg(i);
}

QString ReportHtml::title()
{
    return QCoreApplication::translate("gpuscout::ReportWriter", "GPU cloud comparison report");
}

QString ReportHtml::html(const QList<QPair<QColor, QString>> &legend) const
{
    QString out = QStringLiteral("<h1 style=\"font-size:20pt; color:%1; margin-bottom:4px\">%2</h1>")
                      .arg(Heading, esc(title()));
    QStringList byline{QCoreApplication::translate("gpuscout::ReportWriter", "Date: %1")
                           .arg(QLocale().toString(m_options.date, QStringLiteral("yyyy-MM-dd HH:mm")))};
    if (!m_options.organisation.isEmpty())
        byline << QCoreApplication::translate("gpuscout::ReportWriter", "Organisation: %1").arg(m_options.organisation);
    if (!m_options.author.isEmpty())
        byline << QCoreApplication::translate("gpuscout::ReportWriter", "Prepared by: %1").arg(m_options.author);
    QStringList escaped;
    for (const QString &part : byline)
        escaped << esc(part);
    out += QStringLiteral("<p style=\"color:#444444\">%1</p>").arg(escaped.join(QStringLiteral("&nbsp;&nbsp;·&nbsp;&nbsp;")));
    return out + priceDatesNote() + priceBookNote() + scenarioSection() + winnerSection() + robustnessSection() + rankingSection() + compareSection(legend) + costSection()
        + sourcesSection() + methodSection() + (m_options.priceHistory ? priceHistorySection() : QString());
}

QString ReportHtml::priceHistorySection() const
{
    const Catalog &catalog = *m_result.catalog;
    QString out = QStringLiteral("<p style=\"page-break-before:always\"></p>")
        + section(8, QCoreApplication::translate("gpuscout::ReportWriter", "Prices over time"));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter",
                                                    "Each provider's price per GPU-hour under %1 billing, from the catalog's price "
                                                    "history to today: the lowest of its offers (regions and instance types). A price "
                                                    "holds from the day it entered the catalog until the update that replaced it; points "
                                                    "mark the days prices were quoted, the dotted line the stale limit (%n day(s)).",
                                                    nullptr, m_options.staleAfterDays)
                            .arg(billingModeName(m_scenario.billing))));
    const QList<ReportHistoryChart> charts = reportHistoryCharts(m_result, m_compared);
    for (int i = 0; i < charts.size(); ++i) {
        QStringList names;
        for (const QString &key : charts[i].providers) {
            const int p = catalog.providerIndex(key);
            names << (p >= 0 ? providerDisplayName(catalog.providers[p]) : key);
        }
        out += QStringLiteral("<p><b>%1</b>: %2</p>").arg(esc(charts[i].gpu), esc(formatNameList(names)));
        PriceSeriesQuery q;
        q.gpu = charts[i].gpu;
        q.providers = charts[i].providers;
        q.billings = {m_scenario.billing};
        q.currency = m_result.currency;
        const QList<PriceSeriesLine> lines = priceSeries(catalog, q, m_options.storedLines);
        const bool changed = std::any_of(lines.cbegin(), lines.cend(), [](const PriceSeriesLine &l) { return l.points.size() > 1; });
        if (lines.isEmpty()) {
            out += QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate("gpuscout::ReportWriter", "No price of these offers under this billing mode.")));
            continue;
        }
        out += QStringLiteral("<p align=\"center\">%1</p>").arg(priceHistoryPlaceholder(i));
        if (!changed)
            out += QStringLiteral("<p>%1</p>")
                       .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter",
                                                            "The catalog holds no earlier price of these offers: each line is the price in force today.")));
    }
    return out;
}

QString ReportHtml::subject() const
{
    const RankedRow best = m_result.row(0);
    return QCoreApplication::translate("gpuscout::ReportWriter", "%1 offers compared, %2 price; winner: %3")
        .arg(QLocale().toString(static_cast<qint64>(m_result.size())), billingModeName(m_scenario.billing),
             offerLabel(best));
}

QList<int> ReportHtml::shownOffers() const
{
    QList<int> offers = m_compared;
    if (offers.isEmpty()) {
        const std::size_t n = std::min<std::size_t>(m_result.machineCount(), static_cast<std::size_t>(std::max(1, m_options.topN)));
        for (std::size_t g = 0; g < n; ++g)
            offers << m_result.offerIndexAt(m_result.groups->leader(g));
    }
    return offers;
}

QString ReportHtml::priceBookNote() const
{
    const Catalog &catalog = *m_result.catalog;
    if (catalog.priceBookHidden)
        return QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate(
            "gpuscout::ReportWriter", "Negotiated prices are hidden from this login: every price below is a list price.")));
    const std::size_t mode = indexOf(m_scenario.billing);
    QString rows;
    QList<qint64> terms;
    for (int offer : shownOffers()) {
        const Offer &o = catalog.offers[offer];
        const PriceTerm *term = findPriceTerm(catalog.priceBook, o.priceTerm[mode]);
        if (!term)
            continue;
        const int rank = m_result.rankIndexOfOffer(offer);
        if (rank < 0)
            continue;
        const RankedRow r = m_result.row(static_cast<std::size_t>(rank));
        const auto shown = [&](double perHour) {
            const double price = r.shownPrice(perHour, m_scenario.billing);
            return formatMoney(m_scenario.billing == BillingMode::Monthly ? price * MonthHours : price, m_result.currency);
        };
        rows += QStringLiteral("<tr>") + cell(offerLabel(r)) + cell(shown(o.priceFor(m_scenario.billing)), true)
            + cell(isKnown(o.listPrice[mode]) ? shown(o.listPrice[mode]) : QStringLiteral("—"), true)
            + cell(QCoreApplication::translate("gpuscout::ReportWriter", "%1 %2 (%3)").arg(term->id).arg(term->ref, priceTermValueText(*term)))
            + QStringLiteral("</tr>");
        if (!terms.contains(term->id))
            terms << term->id;
    }
    if (rows.isEmpty())
        return QString();
    QString out = QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate(
        "gpuscout::ReportWriter", "Your prices: these offers are ranked at the prices your price book negotiates, not at list prices.")));
    out += tableStart()
        + headRow({QCoreApplication::translate("gpuscout::ReportWriter", "Offer"), QCoreApplication::translate("gpuscout::ReportWriter", "Your price"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "List price"), QCoreApplication::translate("gpuscout::ReportWriter", "Price book term")},
                  {false, true, true, false}, {})
        + rows + QStringLiteral("</table>");
    const QString soon = m_options.date.date().addDays(ExpiryWarningDays).toString(Qt::ISODate);
    for (qint64 id : std::as_const(terms)) {
        const PriceTerm *t = findPriceTerm(catalog.priceBook, id);
        if (t && !t->validUntil.isEmpty() && t->validUntil <= soon)
            out += QStringLiteral("<p><b>%1</b></p>").arg(esc(QCoreApplication::translate(
                "gpuscout::ReportWriter", "Price book term %1 (%2) ends on %3: renew it or expect list prices after that day.")
                                                              .arg(t->id).arg(t->ref, t->validUntil)));
    }
    return out;
}

QString ReportHtml::priceDatesNote() const
{
    // How old the prices behind the comparison are, on page 1: the compared offers (the
    // top of the ranking when none are), under the scenario's billing mode.
    const QList<int> offers = shownOffers();
    const Catalog &catalog = *m_result.catalog;
    const QDate today = m_options.date.date();
    QString oldest, newest;
    int stale = 0;
    for (int offer : offers) {
        const QString asOf = catalog.offers[offer].priceAsOfFor(m_scenario.billing);
        const QDate day = QDate::fromString(asOf, Qt::ISODate);
        if (!day.isValid())
            continue;
        if (oldest.isEmpty() || asOf < oldest)
            oldest = asOf;
        if (newest.isEmpty() || asOf > newest)
            newest = asOf;
        if (day.daysTo(today) > m_options.staleAfterDays)
            ++stale;
    }
    const QString who = m_compared.isEmpty()
        ? QCoreApplication::translate("gpuscout::ReportWriter", "Prices of the top of the ranking")
        : QCoreApplication::translate("gpuscout::ReportWriter", "Prices of the compared offers");
    QString dates = oldest.isEmpty() ? QCoreApplication::translate("gpuscout::ReportWriter", "%1: not dated.").arg(who)
        : oldest == newest           ? QCoreApplication::translate("gpuscout::ReportWriter", "%1: all as of %2.").arg(who, oldest)
                                     : QCoreApplication::translate("gpuscout::ReportWriter", "%1: oldest %2, newest %3.")
                                 .arg(who, oldest, newest);
    QString out = QStringLiteral("<p>%1</p>").arg(esc(dates));
    if (stale > 0) {
        out += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" bgcolor=\"#fff1d6\" "
                              "style=\"border:1px solid #d99a00\"><tr><td><b>%1</b></td></tr></table>")
                   .arg(esc(QCoreApplication::translate(
                                "gpuscout::ReportWriter",
                                "Warning: %1 of these %2 offers have prices older than the stale limit of %3 days. "
                                "Check current prices with the vendors before relying on this comparison.")
                                .arg(QLocale().toString(stale), QLocale().toString(static_cast<qint64>(offers.size())),
                                     QLocale().toString(m_options.staleAfterDays))));
    }
    return out;
}

QString ReportHtml::scenarioSection() const
{
    QString out = section(1, QCoreApplication::translate("gpuscout::ReportWriter", "Scenario"));
    // Five short rows: a narrow table, the names column the widest, the figures right-aligned.
    out += tableStart(QStringLiteral("55%"))
        + headRow({QCoreApplication::translate("gpuscout::ReportWriter", "Criterion"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Weight"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Share")},
                  {false, true, true}, {QStringLiteral("50%"), QStringLiteral("25%"), QStringLiteral("25%")});
    for (Criterion c : AllCriteria) {
        out += QStringLiteral("<tr>") + cell(criterionName(c)) + cell(formatNumber(m_scenario.weights[c], 1), true)
            + cell(percent(m_scenario.weights.share(c)), true) + QStringLiteral("</tr>");
    }
    out += QStringLiteral("</table><p></p>");

    const Constraints &k = m_scenario.constraints;
    const Catalog &catalog = *m_result.catalog;
    // Compared are the chosen providers that were ranked; those without a price under the
    // billing mode are named apart.
    QStringList providers;
    for (const QString &key : k.providers) {
        const int i = catalog.providerIndex(key);
        if (i >= 0 && m_result.prepared
            && std::find(m_result.prepared->unpricedProviders.begin(), m_result.prepared->unpricedProviders.end(), i)
                != m_result.prepared->unpricedProviders.end())
            continue;
        providers << (i >= 0 ? providerDisplayName(catalog.providers[i]) : key);
    }
    QString providersText = listOrAll(providers);
    const QStringList unpriced = unpricedProviderNames(m_result);
    if (!unpriced.isEmpty())
        providersText += QCoreApplication::translate("gpuscout::ReportWriter", "; not compared, for want of a %1 price in the catalog: %2")
                             .arg(billingModeName(m_scenario.billing), formatNameList(unpriced));
    const QString any = QCoreApplication::translate("gpuscout::ReportWriter", "any");
    QList<QPair<QString, QString>> rows{
        {QCoreApplication::translate("gpuscout::ReportWriter", "Budget per hour"),
         isKnown(k.maxPricePerHour) ? formatMoney(k.maxPricePerHour, m_scenario.currency)
                                    : QCoreApplication::translate("gpuscout::ReportWriter", "no limit")},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Minimum total VRAM"),
         k.minTotalVramGb > 0 ? QCoreApplication::translate("gpuscout::ReportWriter", "%1 GB").arg(formatNumber(k.minTotalVramGb, 0)) : any},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Minimum GPU count"),
         k.minGpuCount > 0 ? formatGpuCount(k.minGpuCount) : any},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Providers"), providersText},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Regions"), listOrAll(k.regions)},
        {QCoreApplication::translate("gpuscout::ReportWriter", "GPU models"), listOrAll(k.gpus)},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Billing mode"), billingModeName(m_scenario.billing)},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Display currency"),
         QCoreApplication::translate("gpuscout::ReportWriter", "%1 (exchange rates used: %2)")
             .arg(m_scenario.currency, ratesText(m_scenario.rates))},
        // A workload computes at its task's precision (FP64 for an FP64 job), not the scenario's.
        {QCoreApplication::translate("gpuscout::ReportWriter", "Precision"),
         precisionName(m_scenario.workload ? computePrecision(m_scenario.workload->task, m_scenario.workload->precision) : m_scenario.precision)},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Ranking method"),
         m_scenario.method == RankingMethod::Topsis
             ? QCoreApplication::translate("gpuscout::ReportWriter", "TOPSIS (closeness to the ideal offer)")
             : QCoreApplication::translate("gpuscout::ReportWriter", "weighted sum (weighted mean of the normalised scores)")},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Normalisation"), normalizationName(m_scenario.normalization)},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Comparison basis"),
         m_scenario.basis == Basis::PerGpu
             ? QCoreApplication::translate("gpuscout::ReportWriter",
                                           "per GPU: compute, VRAM, price and network divided by the GPU count; "
                                           "constraints apply to the whole instance")
             : QCoreApplication::translate("gpuscout::ReportWriter", "per instance: whole instances compared")},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Unknown figures"),
         m_scenario.unknownPolicy == UnknownPolicy::KnownOnly
             ? QCoreApplication::translate("gpuscout::ReportWriter", "left out: each offer is scored on the criteria it has figures for")
             : QCoreApplication::translate("gpuscout::ReportWriter", "score 0")},
        {QCoreApplication::translate("gpuscout::ReportWriter", "Offers ranked"),
         QCoreApplication::translate("gpuscout::ReportWriter", "%1 of %2 catalog offers pass the constraints, %3 machines")
             .arg(QLocale().toString(static_cast<qint64>(m_result.size())),
                  QLocale().toString(m_result.prepared->catalogSize),
                  QLocale().toString(static_cast<qint64>(m_result.machineCount())))},
    };
    if (m_scenario.workload) {
        const Workload &w = *m_scenario.workload;
        QString duration = isKnown(w.hours)
            ? QCoreApplication::translate("gpuscout::ReportWriter", "%1 hours").arg(QLocale().toString(w.hours, 'g', 6))
            : hasWork(w) ? jobWorkText(w)
            : isKnown(w.tokens) && hasModel(w.task) ? QCoreApplication::translate("gpuscout::ReportWriter", "%1 tokens").arg(formatCount(w.tokens))
                                : QCoreApplication::translate("gpuscout::ReportWriter", "no duration given, so a unit of its work is compared");
        if (w.task == Task::Inference && isKnown(w.requestsPerSecond))
            duration += QCoreApplication::translate("gpuscout::ReportWriter", "; a demand of %1 requests a second (%2 tokens in, %3 out)")
                            .arg(QLocale().toString(w.requestsPerSecond, 'g', 6), QLocale().toString(w.promptTokens, 'g', 6),
                                 QLocale().toString(w.outputTokens, 'g', 6));
        if (isKnown(w.maxTtftMs) || isKnown(w.maxTpotMs))
            duration += QCoreApplication::translate("gpuscout::ReportWriter", "; latency limits: first token %1 ms, %2 ms a token")
                            .arg(isKnown(w.maxTtftMs) ? QLocale().toString(w.maxTtftMs, 'g', 6) : QStringLiteral("–"),
                                 isKnown(w.maxTpotMs) ? QLocale().toString(w.maxTpotMs, 'g', 6) : QStringLiteral("–"));
        if (isKnown(w.deadlineHours))
            duration += QCoreApplication::translate("gpuscout::ReportWriter", "; a deadline of %1 hours").arg(QLocale().toString(w.deadlineHours, 'g', 6));
        rows.append({QCoreApplication::translate("gpuscout::ReportWriter", "Workload"),
                     hasModel(w.task)
                         ? QCoreApplication::translate("gpuscout::ReportWriter", "%1, %2 parameters, %3, %4")
                               .arg(taskName(w.task), QLocale().toString(w.parameters / 1e9, 'g', 4) + u'B',
                                    weightPrecisionKey(w.precision).toUpper(), duration)
                         : QCoreApplication::translate("gpuscout::ReportWriter", "%1, a working set of %2 GB, %3")
                               .arg(taskName(w.task),
                                    isKnown(w.workingSetGb) ? QLocale().toString(w.workingSetGb, 'g', 6) : QStringLiteral("–"), duration)});
        rows.append({QCoreApplication::translate("gpuscout::ReportWriter", "Ranked by"),
                     m_result.prepared->jobPerHour
                         ? QCoreApplication::translate("gpuscout::ReportWriter", "what the job's work costs (no duration given): per million tokens served, or per PFLOP delivered, for the instances it needs, and their throughput; VRAM to spare over the need (up to 20 %); the network only for a job across instances")
                     : m_scenario.objective == Objective::Job
                         ? QCoreApplication::translate("gpuscout::ReportWriter", "the job: its total cost and time to complete, VRAM to spare over its need (up to 20 %), and the network only for a job across instances")
                         : QCoreApplication::translate("gpuscout::ReportWriter", "hourly figures on the comparison basis; offers that cannot fit the workload are left out")});
    }
    out += tableStart();
    for (const auto &[name, value] : rows)
        out += QStringLiteral("<tr><td width=\"28%\" bgcolor=\"%1\">%2</td>%3</tr>").arg(HeadBackground, esc(name), cell(value));
    return out + QStringLiteral("</table>");
}

QString ReportHtml::winnerSection() const
{
    QString out = section(2, QCoreApplication::translate("gpuscout::ReportWriter", "Recommendation"));
    out += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"8\" bgcolor=\"#eaf3fb\">"
                          "<tr><td><p style=\"font-size:11pt\"><b>%1</b></p><p>%2</p><p>%3</p><p>%4</p></td></tr></table>")
               .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter", "Winner: %1").arg(winnerHeadline(m_result))),
                    esc(winnerReason(m_result, m_scenario.weights, true)).replace(u'\n', QStringLiteral("<br>")),
                    esc(runnerUpSummary(m_result)),
                    esc(QCoreApplication::translate("gpuscout::ReportWriter",
                                                    "The runner-up is the best offer of another machine. The figures in "
                                                    "brackets are the normalised scores (0 to 1) of the winner and the "
                                                    "runner-up; the reasons are the criteria on which the winner scores "
                                                    "higher, largest weighted difference first.")));
    const QString unpriced = unpricedProvidersText(m_result);
    if (!unpriced.isEmpty())
        out += QStringLiteral("<p><b>%1</b></p>").arg(esc(unpriced));
    return out;
}

QString ReportHtml::robustnessSection() const
{
    // Part of the recommendation: how far it holds. Same figures as the window's Insight tab.
    if (!m_result.ok() || m_result.size() == 0)
        return {};
    const PreparedOffers &p = *m_result.prepared;
    const auto bands = robustnessBands(m_result, weightIntervals(p, m_scenario.weights));
    QString out = QStringLiteral("<h3 style=\"font-size:11pt; color:%1; margin-top:12px; margin-bottom:4px\">%2</h3>")
                      .arg(Heading, esc(QCoreApplication::translate("gpuscout::ReportWriter", "How robust is the winner")));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(QCoreApplication::translate(
                   "gpuscout::ReportWriter",
                   "For each criterion, the range of its share of the total weight (the other weights keeping their "
                   "proportions) within which the winner stays the winner, and the offer that wins outside it.")));
    const QString none = QStringLiteral("—");
    out += tableStart()
        + headRow({QCoreApplication::translate("gpuscout::ReportWriter", "Criterion"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Share now"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Winner stays while share is"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Winner below that"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Winner above that")},
                  {false, true, true, false, false});
    for (Criterion c : AllCriteria) {
        const RobustnessBand &b = bands[indexOf(c)];
        out += QStringLiteral("<tr>") + cell(criterionName(c)) + cell(percent(b.currentShare), true)
            + cell(QCoreApplication::translate("gpuscout::ReportWriter", "%1 to %2")
                       .arg(intervalEndText(b.low, 1, QStringLiteral("%")), intervalEndText(b.high, 1, QStringLiteral("%"))),
                   true)
            + cell(b.belowLow.isEmpty() ? none : b.belowLow) + cell(b.aboveHigh.isEmpty() ? none : b.aboveHigh)
            + QStringLiteral("</tr>");
    }
    out += QStringLiteral("</table>");

    const RankAcceptability acceptability = rankAcceptability(p, m_scenario.weights);
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(QCoreApplication::translate(
                            "gpuscout::ReportWriter",
                            "Acceptability: the share of %1 random weight vectors, each weight share moved by up to "
                            "±%2 percentage points (fixed seed, so the figures repeat), under which each offer wins. "
                            "Offers that never win are left out.")
                            .arg(QLocale().toString(acceptability.samples))
                            .arg(acceptability.points)));
    out += tableStart()
        + headRow({QCoreApplication::translate("gpuscout::ReportWriter", "Offer"),
                   QCoreApplication::translate("gpuscout::ReportWriter", "Wins in")},
                  {false, true});
    const std::size_t shown = std::min<std::size_t>(acceptability.offers.size(),
                                                    static_cast<std::size_t>(std::max(1, m_options.topN)));
    for (std::size_t k = 0; k < shown; ++k) {
        const OfferAcceptability &a = acceptability.offers[k];
        out += QStringLiteral("<tr>") + cell(offerNameAt(m_result, a.position)) + cell(percent(a.share), true)
            + QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QString ReportHtml::rankingSection() const
{
    // One row per machine, in its best-ranked region; the rank is that offer's own.
    const std::size_t n = std::min<std::size_t>(m_result.machineCount(), static_cast<std::size_t>(std::max(1, m_options.topN)));
    QString out = section(3, QCoreApplication::translate("gpuscout::ReportWriter", "Ranking (top %1 of %2 machines)")
                                 .arg(QLocale().toString(static_cast<qint64>(n)),
                                      QLocale().toString(static_cast<qint64>(m_result.machineCount()))));
    QString intro = QCoreApplication::translate(
        "gpuscout::ReportWriter", "Each machine (provider and instance type) appears once, in its best-ranked region, "
                                  "with the number of its other regions and their price range; ranks and scores are "
                                  "those of every feasible offer.");
    // With a workload the figures are the job's: what is rented (every instance it needs),
    // what the job costs and takes, and for serving the replicas and cost per million tokens.
    QList<JobFigure> figures = reportJobFigures();
    const bool withJob = !figures.isEmpty();
    const bool monthly = !withJob && m_result.billing == BillingMode::Monthly; // a subscription reads per month
    // A demand sets the pace: every offer that serves it takes the same hours, said once (in
    // the paragraph above the table, which pagination keeps with it).
    const double demandHours = hoursSetByDemand();
    if (isKnown(demandHours)) {
        figures.removeAll(JobFigure::Hours);
        intro += u' ' + QCoreApplication::translate(
            "gpuscout::ReportWriter", "At a demand of %1 requests a second the job takes %2 hours on every offer "
                                      "that serves it; they differ in what they rent and what it costs.")
            .arg(QLocale().toString(m_result.prepared->servingDemand, 'g', 6), formatNumber(demandHours, 1));
    }
    out += QStringLiteral("<p>%1</p>").arg(esc(intro));
    // With a job the offer's names share one column, so the job's figures fit the page.
    QStringList heads{QCoreApplication::translate("gpuscout::ReportWriter", "Rank")};
    QList<bool> right{true};
    if (withJob) {
        heads << QCoreApplication::translate("gpuscout::ReportWriter", "Offer (provider, instance type, region)");
        right << false;
    } else {
        heads << QCoreApplication::translate("gpuscout::ReportWriter", "Provider")
              << QCoreApplication::translate("gpuscout::ReportWriter", "Instance type")
              << QCoreApplication::translate("gpuscout::ReportWriter", "Region")
              << QCoreApplication::translate("gpuscout::ReportWriter", "Other regions");
        right << false << false << false << false;
    }
    heads << QCoreApplication::translate("gpuscout::ReportWriter", "GPU × count");
    right << false;
    if (!withJob) {
        heads << (monthly ? QCoreApplication::translate("gpuscout::ReportWriter", "Price/month")
                          : QCoreApplication::translate("gpuscout::ReportWriter", "Price/h"))
              << QCoreApplication::translate("gpuscout::ReportWriter", "Per GPU-hour");
        right << true << true;
    }
    for (JobFigure f : figures) {
        heads << jobFigureLabel(f, m_result.currency);
        right << true;
    }
    heads << QCoreApplication::translate("gpuscout::ReportWriter", "Score");
    right << true;
    // Qt's layout gives free width to the figures otherwise, and the names wrap letter by letter.
    const QStringList widths = withJob ? QStringList{QString(), QStringLiteral("36%"), QStringLiteral("13%")} : QStringList{};
    out += tableStart() + headRow(heads, right, widths);
    QList<std::size_t> shown;
    for (std::size_t g = 0; g < n; ++g) {
        const std::size_t i = m_result.groups->leader(g);
        shown << i;
        const RankedRow r = m_result.row(i);
        const QString others = otherRegionsText(m_result, i);
        const QString gpu = (r.gpu ? r.gpu->model : unknownText()) + QStringLiteral(" × ") + formatGpuCount(r.offer->gpuCount);
        const QString background = i == 0 ? BestBackground : QString();
        // An illustrative price is ranked only when the scenario asks for it, and says so.
        QString instance = r.offer->illustrative
            ? QCoreApplication::translate("gpuscout::ReportWriter", "%1 (illustrative price)").arg(r.offer->instanceType)
            : r.offer->instanceType;
        // Short of stock when the vendor's API was last asked: said, with the day.
        if (r.offer->availability == Availability::SoldOut || r.offer->availability == Availability::Low)
            instance = QCoreApplication::translate("gpuscout::ReportWriter", "%1 (%2 on %3)")
                           .arg(instance, availabilityText(r.offer->availability), r.offer->availabilityAsOf);
        const QString provider = r.provider ? providerDisplayName(*r.provider) : unknownText();
        out += QStringLiteral("<tr>") + cell(QLocale().toString(r.rank), true, background);
        if (withJob) {
            const QString where = others.isEmpty() ? regionDisplayName(r.offer->region)
                                                   : QCoreApplication::translate("gpuscout::ReportWriter", "%1; %2")
                                                         .arg(regionDisplayName(r.offer->region), others);
            out += QStringLiteral("<td%1><b>%2</b> %3<br><font color=\"%4\">%5</font></td>")
                       .arg(background.isEmpty() ? QString() : QStringLiteral(" bgcolor=\"%1\"").arg(background),
                            esc(provider), esc(instance), MutedText, esc(where));
        } else {
            out += cell(provider, false, background) + cell(instance, false, background)
                + cell(regionDisplayName(r.offer->region), false, background)
                + cell(others.isEmpty() ? QStringLiteral("—") : others, false, background);
        }
        out += cell(gpu, false, background);
        if (!withJob) {
            out += cell(formatMoney(monthly && isKnown(r.hourlyPrice) ? r.hourlyPrice * MonthHours : r.hourlyPrice, m_result.currency), true, background)
                + cell(formatMoney(r.pricePerGpuHour(), m_result.currency), true, background);
        }
        for (JobFigure f : figures)
            out += cell(jobFigureText(m_result.prepared->job[m_result.ranking->order[i]], f, m_result.currency), true, background);
        out += cell(formatNumber(r.score, 3), true, background, i == 0) + QStringLiteral("</tr>");
    }
    out += QStringLiteral("</table>") + unknownJobFiguresNote(shown, figures);
    if (m_result.size() == 0) // why the table is empty, as the window says it
        out += QStringLiteral("<p>%1</p>").arg(esc(emptyRankingText(m_result)).replace(u'\n', QStringLiteral("<br>")));
    return out;
}

QString ReportHtml::compareSection(const QList<QPair<QColor, QString>> &legend) const
{
    QString out = section(4, QCoreApplication::translate("gpuscout::ReportWriter", "Compared offers"));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter",
                                                    "The five normalised criteria (0 at the centre, 1 at the edge) of "
                                                    "the compared offers.")));
    out += QStringLiteral("<p align=\"center\">%1</p>").arg(radarPlaceholder());
    out += QStringLiteral("<table align=\"center\" cellspacing=\"0\" cellpadding=\"3\">");
    for (qsizetype i = 0; i < legend.size() && i < m_compared.size(); ++i) {
        const RankedRow r = m_result.row(static_cast<std::size_t>(m_result.rankIndexOfOffer(m_compared[i])));
        const QString name = QCoreApplication::translate("gpuscout::ReportWriter", "#%1 %2, score %3")
                                 .arg(QLocale().toString(r.rank), offerLabel(r), formatNumber(r.score, 3));
        out += QStringLiteral("<tr><td width=\"26\" bgcolor=\"%1\">&nbsp;</td><td>%2</td></tr>")
                   .arg(legend[i].first.name(), esc(name));
    }
    out += QStringLiteral("</table>");
    if (m_compared.size() < 2)
        return out;

    const QList<ComparisonColumn> columns = compareOffers(m_result, m_compared);
    const QStringList labels = comparisonRowLabels(m_result.currency);
    out += QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate(
        "gpuscout::ReportWriter", "Side by side; the best value of each comparable row is marked ✓.")));
    out += tableStart() + QStringLiteral("<thead><tr><th bgcolor=\"%1\"></th>").arg(HeadBackground);
    for (const ComparisonColumn &c : columns) {
        out += QStringLiteral("<th bgcolor=\"%1\">%2</th>")
                   .arg(HeadBackground, esc(c.provider + u'\n' + c.instanceType + u'\n' + c.region));
    }
    out += QStringLiteral("</tr></thead>");
    for (int row = 0; row < ComparisonRowCount; ++row) {
        if (row == ProviderRow || row == InstanceRow || row == RegionRow || !comparisonRowApplies(m_result, row))
            continue; // already in the column heads, or no figures for this workload
        out += QStringLiteral("<tr><td width=\"22%\"><b>%1</b></td>").arg(esc(labels[row]));
        for (const ComparisonColumn &c : columns) {
            const std::size_t k = static_cast<std::size_t>(row);
            out += c.best[k] ? cell(QStringLiteral("✓ ") + c.cells[k].text, false, BestBackground, true)
                             : cell(c.cells[k].text);
        }
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QString ReportHtml::costSection() const
{
    QString out = section(5, QCoreApplication::translate("gpuscout::ReportWriter", "Cost summary"));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter",
                                                    "In %1 at the %2 price; a month counts 730 hours.")
                            .arg(m_result.currency, billingModeName(m_scenario.billing))));
    // With a workload, an hour and a month are of everything the job rents.
    QList<JobFigure> figures = reportJobFigures();
    const bool withJob = !figures.isEmpty();
    if (isKnown(hoursSetByDemand())) // said under the ranking
        figures.removeAll(JobFigure::Hours);
    QStringList heads{QCoreApplication::translate("gpuscout::ReportWriter", "Offer"),
                      withJob ? QCoreApplication::translate("gpuscout::ReportWriter", "Rented per hour")
                              : QCoreApplication::translate("gpuscout::ReportWriter", "Per hour"),
                      QCoreApplication::translate("gpuscout::ReportWriter", "Per month")};
    QList<bool> right{false, true, true};
    if (!withJob) {
        heads << QCoreApplication::translate("gpuscout::ReportWriter", "Per GPU-hour");
        right << true;
    }
    for (JobFigure f : figures) {
        if (f == JobFigure::RentedPerHour)
            continue; // the second column
        heads << jobFigureLabel(f, m_result.currency);
        right << true;
    }
    if (withJob) {
        heads << QCoreApplication::translate("gpuscout::ReportWriter", "Time from");
        right << false;
    }
    out += tableStart() + headRow(heads, right);
    QList<std::size_t> shown;
    for (int offer : m_compared) {
        const int rankIndex = m_result.rankIndexOfOffer(offer);
        shown << static_cast<std::size_t>(rankIndex);
        const RankedRow r = m_result.row(static_cast<std::size_t>(rankIndex));
        const OfferJob *job = withJob ? &m_result.prepared->job[m_result.ranking->order[static_cast<std::size_t>(rankIndex)]] : nullptr;
        const double perHour = job ? job->pricePerHour : r.hourlyPrice;
        out += QStringLiteral("<tr>") + cell(QStringLiteral("#%1 ").arg(r.rank) + offerLabel(r))
            + cell(formatMoney(perHour, m_result.currency), true)
            + cell(formatMoney(isKnown(perHour) ? perHour * HoursPerMonth : Unknown, m_result.currency), true);
        if (!job)
            out += cell(formatMoney(r.pricePerGpuHour(), m_result.currency), true);
        for (JobFigure f : figures) {
            if (f != JobFigure::RentedPerHour)
                out += cell(jobFigureText(*job, f, m_result.currency), true);
        }
        if (job)
            out += cell(basisText(*job));
        out += QStringLiteral("</tr>");
    }
    out += QStringLiteral("</table>");
    if (withJob)
        out += unknownJobFiguresNote(shown, figures) + measuredNote();
    return out;
}

QString ReportHtml::unknownJobFiguresNote(const QList<std::size_t> &rankIndices, const QList<JobFigure> &figures) const
{
    // A printed "unknown" has no tooltip: the reasons follow the table, each once, with the
    // ranks it applies to.
    if (figures.isEmpty() || !m_result.prepared || m_result.prepared->job.empty())
        return {}; // no workload: no job figures
    QStringList reasons;
    QHash<QString, QStringList> ranks;
    for (std::size_t i : rankIndices) {
        const OfferJob &job = m_result.prepared->job[m_result.ranking->order[i]];
        const QString rank = QStringLiteral("#") + QLocale().toString(m_result.row(i).rank);
        for (JobFigure f : figures) {
            const QString why = jobFigureUnknownReason(job, f);
            if (why.isEmpty())
                continue;
            if (!ranks.contains(why))
                reasons << why;
            QStringList &list = ranks[why];
            if (!list.contains(rank))
                list << rank;
        }
    }
    if (reasons.isEmpty())
        return {};
    QStringList lines;
    for (const QString &why : std::as_const(reasons))
        lines << esc(QCoreApplication::translate("gpuscout::ReportWriter", "%1 (%2)").arg(why, ranks[why].join(QStringLiteral(", "))));
    return QStringLiteral("<p>%1<br>%2</p>")
        .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter", "Why a figure is unknown:")),
             lines.join(QStringLiteral("<br>")));
}

QList<JobFigure> ReportHtml::reportJobFigures() const
{
    // Tokens a second are in the side-by-side table; the ranking and the cost summary keep to money and size.
    QList<JobFigure> figures = jobFigures(*m_result.prepared);
    figures.removeAll(JobFigure::TokensPerSecond);
    return figures;
}

double ReportHtml::hoursSetByDemand() const
{
    if (!m_result.prepared || !m_result.prepared->serving || !isKnown(m_result.prepared->servingDemand)
        || m_result.size() == 0)
        return Unknown;
    return m_result.prepared->job[m_result.ranking->order[0]].hours;
}

// "measured" or "estimated", for the cost table.
QString ReportHtml::basisText(const OfferJob &job) const
{
    switch (job.basis) {
    case PerformanceBasis::Measured:
        return job.measurement >= 0 && m_result.catalog->measurements[job.measurement].kind == MeasurementKind::Trial
            ? QCoreApplication::translate("gpuscout::ReportWriter", "measured (trial run)")
            : QCoreApplication::translate("gpuscout::ReportWriter", "measured");
    case PerformanceBasis::Estimated: return QCoreApplication::translate("gpuscout::ReportWriter", "estimated");
    case PerformanceBasis::None: break;
    }
    return unknownText();
}

// Which measurement each measured job of the compared offers stands on.
QString ReportHtml::measuredNote() const
{
    QStringList lines;
    for (int offer : m_compared) {
        const int rankIndex = m_result.rankIndexOfOffer(offer);
        const OfferJob &job = m_result.prepared->job[m_result.ranking->order[static_cast<std::size_t>(rankIndex)]];
        if (job.basis != PerformanceBasis::Measured || job.measurement < 0)
            continue;
        const Measurement &m = m_result.catalog->measurements[job.measurement];
        const int si = m_result.catalog->sourceIndex(m.source);
        const QString source = m.kind == MeasurementKind::Trial
            ? QCoreApplication::translate("gpuscout::ReportWriter", "the buyer's trial run")
            : (si >= 0 ? sourceDisplayName(m_result.catalog->sources[si].name) : m.source);
        const QString system = m.instanceType.isEmpty() ? QStringLiteral("%1 × %2").arg(m.gpu).arg(m.gpusUsed)
                                                        : m.provider + u' ' + m.instanceType;
        lines << QCoreApplication::translate("gpuscout::ReportWriter", "#%1: %2 on %3, %4 (%5 %6), %7; the model's time scaled by %8")
                     .arg(m_result.row(static_cast<std::size_t>(rankIndex)).rank)
                     .arg(source, system, m.model, formatNumber(m.value, 4), metricUnit(m.metric),
                          m.date.isEmpty() ? unknownText() : m.date, formatNumber(job.correction, 3));
    }
    if (lines.isEmpty())
        return {};
    return QStringLiteral("<p>%1<br/>%2</p>")
        .arg(esc(QCoreApplication::translate("gpuscout::ReportWriter", "Measured times stand on these measurements:")),
             esc(lines.join(u'\n')).replace(u'\n', QStringLiteral("<br/>")));
}

QString ReportHtml::sourcesSection() const
{
    // The sources of every offer the report names: the ranking table and the compared offers.
    const Catalog &catalog = *m_result.catalog;
    QList<int> offers = m_compared;
    const std::size_t n = std::min<std::size_t>(m_result.machineCount(), static_cast<std::size_t>(std::max(1, m_options.topN)));
    for (std::size_t g = 0; g < n; ++g)
        offers << m_result.offerIndexAt(m_result.groups->leader(g));
    QStringList keys;
    QSet<QString> illustrative;
    QHash<QString, QString> confirmed; // source -> the latest day a price feed saw its prices unchanged
    for (int offer : offers) {
        const Offer &o = catalog.offers[offer];
        if (!keys.contains(o.source))
            keys << o.source;
        if (o.illustrative)
            illustrative.insert(o.source);
        for (const QString &day : o.priceConfirmed) {
            if (day > confirmed.value(o.source))
                confirmed.insert(o.source, day);
        }
    }
    std::sort(keys.begin(), keys.end());
    QString out = section(6, QCoreApplication::translate("gpuscout::ReportWriter", "Data sources"));
    // The Note column only when a source has a note: an empty column is noise.
    QStringList notes;
    for (const QString &key : keys) {
        const int i = catalog.sourceIndex(key);
        const bool seed = illustrative.contains(key) || (i >= 0 && catalog.sources[i].illustrative);
        QStringList note;
        if (seed)
            note << QCoreApplication::translate("gpuscout::ReportWriter", "illustrative figure, not a quote");
        if (confirmed.contains(key))
            note << QCoreApplication::translate("gpuscout::ReportWriter", "prices confirmed unchanged by a vendor price list on %1")
                        .arg(confirmed.value(key));
        notes << note.join(QStringLiteral("; "));
    }
    const bool withNotes = std::any_of(notes.cbegin(), notes.cend(), [](const QString &text) { return !text.isEmpty(); });
    QStringList heads{QCoreApplication::translate("gpuscout::ReportWriter", "Source"),
                      QCoreApplication::translate("gpuscout::ReportWriter", "As of"),
                      QCoreApplication::translate("gpuscout::ReportWriter", "Where")};
    QStringList widths{QStringLiteral("38%"), QStringLiteral("12%"), QStringLiteral("50%")};
    if (withNotes) {
        heads << QCoreApplication::translate("gpuscout::ReportWriter", "Note");
        widths = {QStringLiteral("30%"), QStringLiteral("11%"), QStringLiteral("33%"), QStringLiteral("26%")};
    }
    out += tableStart() + headRow(heads, {}, widths);
    for (qsizetype k = 0; k < keys.size(); ++k) {
        const QString &key = keys[k];
        const int i = catalog.sourceIndex(key);
        const Source *s = i >= 0 ? &catalog.sources[i] : nullptr;
        const bool seed = illustrative.contains(key) || (s && s->illustrative);
        out += QStringLiteral("<tr>") + cell(s ? sourceDisplayName(s->name) : key) + cell(s && !s->asOf.isEmpty() ? s->asOf : unknownText())
            + cell(s ? s->url : QString());
        if (withNotes)
            out += cell(notes[k], false, seed ? QStringLiteral("#fff1d6") : QString(), seed);
        out += QStringLiteral("</tr>");
    }
    out += QStringLiteral("</table>");
    out += QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate("gpuscout::ReportWriter", "Catalog coverage: %1")
                                                 .arg(CatalogStats(catalog).summary())));
    if (!illustrative.isEmpty()) {
        out += QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate(
            "gpuscout::ReportWriter", "Illustrative prices come from background articles (seed figures), not from "
                                      "price lists: ask the vendor for a quote before signing.")));
    }
    if (!m_result.prepared->job.empty()) {
        out += QStringLiteral("<p>%1</p>").arg(esc(QCoreApplication::translate(
            "gpuscout::ReportWriter",
            "Job times come from GpuScout's performance model, calibrated on measured runs: Spare Cores' llama.cpp and "
            "vLLM measurements on cloud servers (sc-inspector-data, CC BY-SA 4.0) and MLPerf® Training results "
            "(MLCommons, v4.1 to v5.1, closed division; the tokens each benchmark trains are MLCommons' reference "
            "convergence points). Per-GPU and cost figures derived from MLPerf results are not verified by MLCommons "
            "Association; MLPerf® is a trademark of MLCommons Association.")));
    }
    return out;
}

QString ReportHtml::methodSection() const
{
    QString out = section(7, QCoreApplication::translate("gpuscout::ReportWriter", "Method"));
    auto para = [&out](const QString &text) { out += QStringLiteral("<p>%1</p>").arg(esc(text)); };
    const PreparedOffers &p = *m_result.prepared;
    if (p.byJob) {
        para(QCoreApplication::translate(
            "gpuscout::ReportWriter",
            "The workload is compared by its job: price = the job's total cost for the instances it needs (lower is "
            "better), compute = its time to complete (lower is better; without hours or tokens, the cost of its work "
            "per million tokens served or per PFLOP delivered, and its throughput), VRAM = what it has to spare over its need, (pool − need) / need, counted "
            "up to 20 % (more earns nothing), bandwidth = the network per GPU between instances, which a job that "
            "fits in one instance does not need: it then scores as the best network of the feasible offers. With a "
            "fixed duration a bigger machine only costs more. Memory is compared in GB of 10^9 bytes, a GPU's "
            "\"80 GB\" counting as the 80 GiB it has."));
    } else if (p.basis == Basis::PerGpu) {
        para(QCoreApplication::translate(
            "gpuscout::ReportWriter",
            "Offers are compared per GPU: compute, VRAM, price and network bandwidth are divided by the instance's "
            "GPU count (a fraction of a GPU by its fraction, so it is priced per whole-GPU equivalent); stability is "
            "the instance's. Constraints (budget, minimum VRAM and GPU count) apply to the whole instance."));
    } else {
        para(QCoreApplication::translate("gpuscout::ReportWriter",
                                         "Offers are compared as whole instances (compute, VRAM, price and network of "
                                         "the instance)."));
    }
    if (!p.job.empty()) {
        para(QCoreApplication::translate(
            "gpuscout::ReportWriter",
            "Job times. Serving: a round of c requests in flight is c prefills (compute-bound: 2·P·p + 2·L·d·p² FLOPs) "
            "and o decode steps (bandwidth-bound: every weight and the KV cache read once a step), each cost a "
            "physical quantity over the GPUs' datasheet figure with a coefficient fitted on measurements of the GPU "
            "model, else its architecture, else every GPU; tokens a second = c·o / time, for the plan of model copies "
            "that serves the most. Training: hours = FLOPs / (GPUs' peak × efficiency × S) / 3600, FLOPs per token "
            "6·P + 12·L·d·s (4·P + 12·L·d·s for LoRA/QLoRA), the efficiency fitted per architecture on MLPerf Training "
            "for FP8 jobs and the seeds' 50 % otherwise, S the multi-GPU speedup with its RDMA term fitted on MLPerf. "
            "A GPU without the figures the model needs gets an unknown time, never a datasheet bound. Where a "
            "comparable measurement exists (the buyer's trial run on the instance type first, then benchmarks on it, "
            "then on the same GPU model and count) it replaces the estimate: the model's time × measured ÷ the "
            "model's time for the measured run. The model is checked against every bundled benchmark, each left "
            "out of its own fit (gpuscout perf validate)."));
    }
    para(QCoreApplication::translate("gpuscout::ReportWriter", "Normalisation over the offers that pass the constraints: %1.")
             .arg(normalizationFormula(m_scenario.normalization)));
    if (m_scenario.method == RankingMethod::Topsis) {
        para(QCoreApplication::translate(
            "gpuscout::ReportWriter",
            "Ranking method: TOPSIS. Each normalised criterion is multiplied by its weight share: v = w × s / Σw. The "
            "ideal offer takes the best v of every criterion and the worst offer the lowest. Score = closeness to the "
            "ideal = D− / (D+ + D−), where D+ and D− are an offer's Euclidean distances to the ideal and to the worst "
            "offer: 1 is the ideal itself, 0 the worst (every offer scores 1 when all are alike on the weighted "
            "criteria). With vector normalisation this is Hwang and Yoon's textbook TOPSIS (as in Excel templates "
            "and R's topsis); with min-max it equals pymcdm's default, and the two can pick different winners."));
    } else {
        para(QCoreApplication::translate("gpuscout::ReportWriter",
                                         "Score = Σ(w × s) / Σw over the five normalised criteria (price: lower is "
                                         "better)."));
    }
    para(m_scenario.unknownPolicy == UnknownPolicy::KnownOnly
             ? QCoreApplication::translate("gpuscout::ReportWriter",
                                           "A figure the catalog does not know is shown as unknown and left out: the "
                                           "offer is scored on the criteria it has figures for, their weights "
                                           "renormalised (under TOPSIS, its distances leave the criterion out).")
             : QCoreApplication::translate("gpuscout::ReportWriter",
                                           "A figure the catalog does not know is shown as unknown and scores 0."));
    para(QCoreApplication::translate("gpuscout::ReportWriter",
                                     "Ties go to the lower price, then to catalog order. The ranking lists one row per "
                                     "machine; scores always run over every feasible offer."));
    // A heading (not a bold paragraph): the writer keeps headings with what follows them.
    out += QStringLiteral("<h3 style=\"font-size:10pt; color:%1; margin-top:10px; margin-bottom:4px\">%2</h3><p>%3</p>")
               .arg(Heading, esc(QCoreApplication::translate("gpuscout::ReportWriter", "Stability formula")),
                    esc(stabilityFormulaText()));
    return out;
}

} // namespace gpuscout
