#pragma once

#include "domain/Criterion.h"
#include "scoring/Ranking.h"

#include <QChartView>
#include <QColor>
#include <QPair>
#include <QList>
#include <QString>

#include <array>
#include <memory>

namespace gpuscout {

// One offer drawn on the radar: its five normalised criterion scores (0..1, in the order
// of AllCriteria), its legend label, and whether the user pinned it.
struct RadarEntry {
    qint64 offerId = 0;
    QString label;
    std::array<double, CriterionCount> values{};
    bool pinned = false;
};

// The radar (spider) chart of the compared offers on the five normalised criteria, with a
// pentagon grid (rings at 0.2 ... 1.0), a legend with colour swatches, and the values of a
// point shown when the mouse hovers over it. setEntries() is called on every slider move,
// so it reuses its series instead of rebuilding the chart.
class RadarChart final : public QChartView
{
    Q_OBJECT

public:
    static constexpr int MaxEntries = 9; // top three plus up to six pinned offers

    explicit RadarChart(QWidget *parent = nullptr);
    ~RadarChart() override;

    void setEntries(const QList<RadarEntry> &entries); // extra entries beyond MaxEntries are ignored
    int entryCount() const;                             // offer series shown, grid rings excluded
    QStringList legendLabels() const;                   // labels of the visible offer series
    QString lastHoverText() const;                      // what the last hover showed

    // The colour and legend name of each visible offer series, for a legend drawn outside
    // the chart (the chart's own legend elides long names when it sits beside the plot).
    QList<QPair<QColor, QString>> legendItems() const;
    void setLegendShown(bool shown);
    // Shown over the empty chart instead of a bare grid: why there is nothing to compare
    // (for example "All weights are zero ..."). emptyText() is what shows, empty when drawn.
    void setEmptyText(const QString &text);
    QString emptyText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

Q_SIGNALS:
    void pointHovered(const QString &text);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// The radar entries for catalog offers (the window's radar and the report's): offers not
// in the ranking are left out, since they have no normalised scores.
QList<RadarEntry> radarEntries(const RankingResult &result, const QList<int> &offerIndices,
                               const QList<int> &pinned);

} // namespace gpuscout
