#pragma once

#include "domain/Catalog.h"
#include "insight/PriceSeries.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineSeries;

namespace gpuscout {

class ChartToolTip;

// Prices over time: for one GPU model, each provider's price per GPU-hour (its lowest
// offer; with "Regional median", the median of its offers too, dashed) as a step line
// through the price history to today, with the days the prices were quoted as points, the
// stale limit as a dashed vertical line, and the values under the mouse in a tool tip.
//
// Object names for tests: priceHistoryGpu, priceHistoryBilling, priceHistorySince,
// priceHistoryMedian, priceHistoryChartView, priceHistoryEmpty.
class PriceHistoryChart final : public QWidget
{
    Q_OBJECT

public:
    explicit PriceHistoryChart(QWidget *parent = nullptr);

    // The catalog, the display currency and the stale limit; `gpu` is shown unless the user
    // chose another GPU since (empty: keep the current one).
    void setCatalog(std::shared_ptr<const Catalog> catalog, const QString &currency, int staleAfterDays, const QString &gpu);
    void setGpu(const QString &gpu);
    // The report's chart: only these providers (empty: all), this billing mode.
    void setProviders(const QStringList &providers);
    void setBilling(BillingMode billing);
    // Where the price history comes from when the catalog was read without it (the window's
    // catalog file): read once per catalog and GPU model.
    void setHistorySource(PriceHistorySource source);
    // Where the lines come from first when the catalog was read without its history: the
    // catalog file's stored lines (a GPU with years of daily prices is drawn without reading
    // them); the history source is read only when it cannot answer.
    void setSeriesSource(PriceSeriesSource source);

    QString gpu() const;
    const QList<PriceSeriesLine> &lines() const { return m_lines; }
    int stepSeriesCount() const; // step lines drawn (lowest and medians)
    int quotedPointCount() const; // the as-of markers drawn
    QString emptyText() const;
    QString staleLimit() const { return m_staleLimit; } // the date drawn, YYYY-MM-DD
    QChart *chart() const { return m_chart; }
    // The tool tip text for a time and price in the chart's values (tests hover through it).
    QString hoverText(const QPointF &value) const;

private:
    void redraw();
    void showHover(const QPointF &point, bool state);
    QString providerName(const PriceSeriesLine &line) const;
    const Catalog &catalogWithHistory();

    std::shared_ptr<const Catalog> m_catalog;
    PriceHistorySource m_historySource;
    PriceSeriesSource m_seriesSource;
    // m_catalog with the stored history of m_historyGpu's offers, when m_catalog has none.
    std::shared_ptr<const Catalog> m_withHistory;
    QString m_historyGpu;
    QString m_currency = QStringLiteral("USD");
    int m_staleAfterDays = 30;
    bool m_userChoseGpu = false;
    QStringList m_providers;
    QComboBox *m_gpu;
    QComboBox *m_billing;
    QDateEdit *m_since;
    QCheckBox *m_median;
    QChartView *m_view;
    ChartToolTip *m_toolTip;
    QChart *m_chart;
    QLabel *m_empty;
    QList<PriceSeriesLine> m_lines;
    QList<QLineSeries *> m_steps; // one per line, then the medians
    int m_quotedPoints = 0;
    QString m_staleLimit;
};

} // namespace gpuscout
