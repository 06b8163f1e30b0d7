#pragma once

#include "insight/PriceSeries.h"

#include "charts/PriceHistoryChart.h"

#include <QObject>
#include <QSizeF>
#include <QTextObjectInterface>

#include <memory>

class QTextDocument;

namespace gpuscout {

struct RankingResult;

// One chart of the report's Prices over time page: a GPU and the providers of the compared
// offers that sell it.
struct ReportHistoryChart {
    QString gpu;
    QStringList providers; // keys
};

// The charts of that page: the compared offers' GPUs (at most two, the winner's first),
// each with the providers of the compared offers that sell it.
QList<ReportHistoryChart> reportHistoryCharts(const RankingResult &result, const QList<int> &comparedOffers);

// For a catalog read without its history: the catalog file's stored lines (`stored`) when
// they answer every chart of the page, set as the options' storedLines; otherwise the
// history of the charts' GPUs (`history`) read into the result's catalog.
void prepareReportHistory(RankingResult *result, const QList<int> &comparedOffers, BillingMode billing, const PriceSeriesSource &stored,
                          const PriceHistorySource &history, PriceSeriesSource *storedLines);

// The window's Prices over Time chart as an object inside the report's text document, painted
// straight onto the document's painter so that in a PDF it stays vector graphics (as
// ReportRadar does for the radar).
class ReportPriceHistory final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int ObjectType = QTextFormat::UserObject + 2;

    ReportPriceHistory(const RankingResult &result, BillingMode billing, int staleAfterDays, const QFont &font, const QSizeF &size,
                       PriceSeriesSource storedLines = {});
    ~ReportPriceHistory() override;

    // Registers each chart with the document, in the order of `charts`, where
    // ReportHtml::priceHistoryPlaceholder(i) stands.
    void insertInto(QTextDocument *document, const QList<ReportHistoryChart> &charts);
    int chartCount() const { return static_cast<int>(m_charts.size()); }
    const PriceHistoryChart &chart(int i) const { return *m_charts[static_cast<std::size_t>(i)]; }

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
                    const QTextFormat &format) override;

private:
    std::shared_ptr<const Catalog> m_catalog;
    QString m_currency;
    BillingMode m_billing;
    PriceSeriesSource m_storedLines;
    int m_staleAfterDays;
    QFont m_font;
    QSizeF m_size;
    std::vector<std::unique_ptr<PriceHistoryChart>> m_charts;
};

} // namespace gpuscout
