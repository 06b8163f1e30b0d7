#include "report/ReportPriceHistory.h"

#include "report/ReportHtml.h"
#include "scoring/Ranking.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>

namespace gpuscout {

namespace {
constexpr int PropertyChart = QTextFormat::UserProperty + 1; // which chart an object is
} // namespace

QList<ReportHistoryChart> reportHistoryCharts(const RankingResult &result, const QList<int> &comparedOffers)
{
    QList<ReportHistoryChart> charts;
    if (!result.catalog)
        return charts;
    const Catalog &c = *result.catalog;
    QList<int> offers = comparedOffers;
    if (offers.isEmpty() && result.size() > 0)
        offers << result.offerIndexAt(0);
    for (int i : std::as_const(offers)) {
        const Offer &o = c.offers[i];
        if (o.gpu < 0 || o.provider < 0)
            continue;
        const QString gpu = c.gpus[o.gpu].model;
        auto it = std::find_if(charts.begin(), charts.end(), [&](const ReportHistoryChart &h) { return h.gpu == gpu; });
        if (it == charts.end()) {
            if (charts.size() == 2)
                continue;
            charts << ReportHistoryChart{gpu, {}};
            it = charts.end() - 1;
        }
        if (!it->providers.contains(c.providers[o.provider].key))
            it->providers << c.providers[o.provider].key;
    }
    return charts;
}

void prepareReportHistory(RankingResult *result, const QList<int> &comparedOffers, BillingMode billing, const PriceSeriesSource &stored,
                          const PriceHistorySource &history, PriceSeriesSource *storedLines)
{
    if (!result->catalog || result->catalog->historyLoaded)
        return;
    const QList<ReportHistoryChart> charts = reportHistoryCharts(*result, comparedOffers);
    bool answered = bool(stored);
    QStringList gpus;
    for (const ReportHistoryChart &chart : charts) {
        PriceSeriesQuery q;
        q.gpu = chart.gpu;
        q.providers = chart.providers;
        q.billings = {billing};
        q.currency = result->currency;
        QList<PriceSeriesLine> lines;
        answered = answered && !hasNegotiatedPrices(*result->catalog, chart.gpu) && stored(q, &lines);
        gpus << chart.gpu;
    }
    if (answered) {
        *storedLines = stored;
        return;
    }
    if (history)
        result->catalog = std::make_shared<const Catalog>(withPriceHistory(*result->catalog, history(result->catalog->offerIdsOfGpus(gpus))));
}

ReportPriceHistory::ReportPriceHistory(const RankingResult &result, BillingMode billing, int staleAfterDays, const QFont &font,
                                       const QSizeF &size, PriceSeriesSource storedLines)
    : m_catalog(result.catalog)
    , m_currency(result.currency)
    , m_billing(billing)
    , m_storedLines(std::move(storedLines))
    , m_staleAfterDays(staleAfterDays)
    , m_font(font)
    , m_size(size)
{
}

ReportPriceHistory::~ReportPriceHistory() = default;

void ReportPriceHistory::insertInto(QTextDocument *document, const QList<ReportHistoryChart> &charts)
{
    document->documentLayout()->registerHandler(ObjectType, this);
    for (int i = 0; i < charts.size(); ++i) {
        auto chart = std::make_unique<PriceHistoryChart>();
        if (m_storedLines)
            chart->setSeriesSource(m_storedLines);
        chart->setCatalog(m_catalog, m_currency, m_staleAfterDays, charts[i].gpu);
        chart->setProviders(charts[i].providers);
        chart->setBilling(m_billing);
        QChart *qchart = chart->chart();
        qchart->setBackgroundVisible(false);
        qchart->legend()->setFont(m_font);
        qchart->legend()->setAlignment(Qt::AlignBottom);
        for (QAbstractAxis *axis : qchart->axes()) {
            axis->setLabelsFont(m_font);
            axis->setTitleFont(m_font);
        }
        qchart->resize(m_size);
        qchart->layout()->activate();
        m_charts.push_back(std::move(chart));
        QTextCursor cursor = document->find(ReportHtml::priceHistoryPlaceholder(i));
        if (cursor.isNull())
            continue;
        QTextCharFormat format;
        format.setObjectType(ObjectType);
        format.setProperty(PropertyChart, i);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

QSizeF ReportPriceHistory::intrinsicSize(QTextDocument *, int, const QTextFormat &)
{
    return m_size;
}

void ReportPriceHistory::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const int i = format.intProperty(PropertyChart);
    if (i < 0 || i >= chartCount())
        return;
    QChart *chart = m_charts[static_cast<std::size_t>(i)]->chart();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    chart->scene()->render(painter, rect, chart->geometry());
    painter->restore();
}

} // namespace gpuscout
