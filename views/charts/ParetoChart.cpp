#include "charts/ParetoChart.h"

#include "domain/Format.h"
#include "scoring/OfferLabel.h"
#include "scoring/WinnerSummary.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuscout {

ParetoChart::ParetoChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_chart(new QChart)
    , m_note(new QLabel(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("paretoChart"));
    m_view->setObjectName(QStringLiteral("paretoChartView"));
    // The view owns the chart; setChart() hands its default chart back without deleting it.
    QChart *initial = m_view->chart();
    m_view->setChart(m_chart);
    delete initial;
    m_view->setRenderHint(QPainter::Antialiasing);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_note->setObjectName(QStringLiteral("paretoNote"));
    m_note->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("paretoEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_note);
    connect(m_chart, &QChart::plotAreaChanged, this, &ParetoChart::placeLabels);
    setData({}, {});
}

int ParetoChart::plottedPointCount() const
{
    return (m_others ? static_cast<int>(m_others->count()) : 0) + frontPointCount();
}

int ParetoChart::frontPointCount() const
{
    return m_frontPoints ? static_cast<int>(m_frontPoints->count()) : 0;
}

QString ParetoChart::emptyText() const
{
    return m_empty->isVisible() || !m_view->isVisibleTo(this) ? m_empty->text() : QString();
}

void ParetoChart::setData(const RankingResult &result, const ParetoFront &front)
{
    m_result = result;
    qDeleteAll(m_labels);
    m_labels.clear();
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_others = nullptr;
    m_frontPoints = nullptr;
    m_otherPositions.clear();
    m_frontPositions.clear();
    m_labelPositions.clear();
    m_note->clear();

    QString why;
    if (!result.ranking)
        why = tr("No ranking yet.");
    else if (!result.ok())
        why = result.ranking->error;
    else if (result.size() == 0)
        why = tr("No offer passes the constraints, so there is nothing to plot.");
    else if (front.plotted.empty())
        why = tr("None of the %n feasible offer(s) has both a known price and a known compute figure.", nullptr,
                 static_cast<int>(result.size()));
    m_empty->setText(why);
    m_empty->setVisible(!why.isEmpty());
    m_view->setVisible(why.isEmpty());
    if (!why.isEmpty())
        return;

    const PreparedOffers &p = *result.prepared;
    const auto &xs = p.raw[indexOf(Criterion::Price)];
    const auto &ys = p.raw[indexOf(Criterion::Compute)];
    const bool job = front.yLowerIsBetter;
    auto pointOf = [&](int pos) {
        return QPointF(xs[static_cast<std::size_t>(pos)], ys[static_cast<std::size_t>(pos)]);
    };

    std::vector<char> onFront(p.size(), 0);
    for (int pos : front.front)
        onFront[static_cast<std::size_t>(pos)] = 1;
    std::vector<int> others;
    for (int pos : front.plotted) {
        if (!onFront[static_cast<std::size_t>(pos)])
            others.push_back(pos);
    }
    // Thin the dominated offers to an even sample in price order: the cloud keeps its shape.
    const std::size_t budget = static_cast<std::size_t>(std::max(0, MaxPoints - static_cast<int>(front.front.size())));
    if (others.size() > budget) {
        std::sort(others.begin(), others.end(), [&](int a, int b) {
            return xs[static_cast<std::size_t>(a)] < xs[static_cast<std::size_t>(b)];
        });
        std::vector<int> kept;
        kept.reserve(budget);
        for (std::size_t k = 0; k < budget; ++k)
            kept.push_back(others[k * others.size() / budget]);
        m_note->setText(tr("Showing %1 of %2 dominated offers, an even sample in price order; every offer of the "
                           "front is shown.")
                            .arg(QLocale().toString(static_cast<qlonglong>(kept.size())),
                                 QLocale().toString(static_cast<qlonglong>(others.size()))));
        others.swap(kept);
    }

    double minX = INFINITY, maxX = -INFINITY, minY = INFINITY, maxY = -INFINITY;
    for (int pos : front.plotted) {
        const QPointF pt = pointOf(pos);
        minX = std::min(minX, pt.x());
        maxX = std::max(maxX, pt.x());
        minY = std::min(minY, pt.y());
        maxY = std::max(maxY, pt.y());
    }
    m_logX = minX > 0 && maxX / minX > 20;

    m_others = new QScatterSeries;
    m_others->setName(tr("Dominated: another offer is cheaper and at least as fast, or as cheap and faster"));
    m_others->setMarkerSize(6);
    m_others->setColor(QColor(150, 150, 150, 150));
    m_others->setBorderColor(QColor(120, 120, 120, 150));
    QList<QPointF> otherPoints;
    otherPoints.reserve(static_cast<qsizetype>(others.size()));
    for (int pos : others)
        otherPoints << pointOf(pos);
    m_others->replace(otherPoints);
    m_otherPositions = others;

    auto *line = new QLineSeries;
    line->setName(tr("Pareto front"));
    line->setColor(QColor(43, 123, 185));
    QPen pen = line->pen();
    pen.setWidthF(2);
    line->setPen(pen);
    m_frontPoints = new QScatterSeries;
    m_frontPoints->setName(tr("Not dominated"));
    m_frontPoints->setMarkerSize(9);
    m_frontPoints->setColor(QColor(43, 123, 185));
    QList<QPointF> frontPoints;
    for (int pos : front.front)
        frontPoints << pointOf(pos);
    line->replace(frontPoints);
    m_frontPoints->replace(frontPoints);
    m_frontPositions = front.front;

    m_chart->addSeries(m_others);
    m_chart->addSeries(line);
    m_chart->addSeries(m_frontPoints);
    QAbstractAxis *xAxis = nullptr;
    const QString currency = result.currency;
    const bool perGpu = p.basis == Basis::PerGpu && !p.byJob;
    const QString xTitle = job             ? tr("Cost to complete the job (%1)").arg(currency)
                           : p.jobPerHour ? tr("Cost of an hour of the job (%1)").arg(currency)
                           : perGpu       ? tr("Price per GPU-hour (%1)").arg(currency)
                                          : tr("Price per hour (%1)").arg(currency);
    if (m_logX) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setMinorTickCount(8);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setRange(minX / 1.15, maxX * 1.15);
        axis->setTitleText(xTitle + tr(", logarithmic"));
        xAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        const double pad = maxX > minX ? (maxX - minX) * 0.05 : std::max(1.0, maxX * 0.1);
        axis->setRange(std::max(0.0, minX - pad), maxX + pad);
        axis->setTitleText(xTitle);
        axis->applyNiceNumbers();
        xAxis = axis;
    }
    auto *yAxis = new QValueAxis;
    const double padY = maxY > minY ? (maxY - minY) * 0.08 : std::max(1.0, maxY * 0.1);
    yAxis->setRange(std::max(0.0, minY - padY), maxY + padY);
    yAxis->setTitleText(job            ? tr("Time to complete (hours, lower is better)")
                        : p.jobPerHour ? tr("Throughput of the job (effective TFLOPS, or tokens/s when serving)")
                        : perGpu       ? tr("Compute per GPU (dense TFLOPS)")
                                       : tr("Compute (dense TFLOPS)"));
    yAxis->applyNiceNumbers();
    yAxis->setLabelFormat(maxY >= 100 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries *s : m_chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    // The line and its points are one thing in the legend.
    for (QLegendMarker *marker : m_chart->legend()->markers(m_frontPoints))
        marker->setVisible(false);
    connect(m_others, &QScatterSeries::hovered, this,
            [this](const QPointF &pt, bool state) { showPoint(pt, state, m_others); });
    connect(m_frontPoints, &QScatterSeries::hovered, this,
            [this](const QPointF &pt, bool state) { showPoint(pt, state, m_frontPoints); });

    // One label per machine: its best-ranked region on the front, how many other regions it
    // has and their price range. The same machine elsewhere sits on the same point.
    std::vector<char> labelled(p.machineCount, 0);
    m_labelPositions.clear();
    for (int pos : front.front) {
        const auto position = static_cast<std::size_t>(pos);
        if (labelled[p.machine[position]])
            continue;
        labelled[p.machine[position]] = 1;
        const Offer &o = result.catalog->offers[p.offer[position]];
        const std::uint32_t rankIndex = result.ranking->rankOf[position];
        QString text = tr("%1 · %2").arg(o.instanceType, o.region.isEmpty() ? tr("unspecified") : o.region);
        const QString regions = otherRegionsText(result, rankIndex);
        if (!regions.isEmpty())
            text += QStringLiteral(" (") + regions + u')';
        auto *label = new QGraphicsSimpleTextItem(text, m_chart);
        label->setBrush(palette().color(QPalette::WindowText));
        label->setZValue(10);
        m_labels.push_back(label);
        m_labelPositions.push_back(pos);
    }
    placeLabels();
}

void ParetoChart::placeLabels()
{
    // Greedy, front in price order: each label tries right, above, below and left of its
    // point and is hidden when every place overlaps a label already placed or leaves the
    // plot area.
    const QRectF area = m_chart->plotArea();
    std::vector<QRectF> placed;
    for (std::size_t i = 0; i < m_labels.size() && i < m_labelPositions.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_labels[i];
        const auto pos = static_cast<std::size_t>(m_labelPositions[i]);
        const QPointF point(m_result.prepared->raw[indexOf(Criterion::Price)][pos],
                            m_result.prepared->raw[indexOf(Criterion::Compute)][pos]);
        const QPointF at = m_chart->mapToPosition(point, m_frontPoints);
        const QSizeF size = label->boundingRect().size();
        const QPointF candidates[] = {
            {at.x() + 7, at.y() - size.height() / 2}, {at.x() - size.width() / 2, at.y() - size.height() - 6},
            {at.x() - size.width() / 2, at.y() + 6}, {at.x() - size.width() - 7, at.y() - size.height() / 2}};
        bool shown = false;
        for (const QPointF &topLeft : candidates) {
            const QRectF r(topLeft, size);
            if (!area.contains(r))
                continue;
            if (std::any_of(placed.begin(), placed.end(), [&](const QRectF &q) { return q.intersects(r); }))
                continue;
            label->setPos(topLeft);
            placed.push_back(r.adjusted(-2, -1, 2, 1));
            shown = true;
            break;
        }
        label->setVisible(shown);
    }
}

void ParetoChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeLabels();
}

void ParetoChart::showPoint(const QPointF &point, bool state, const QScatterSeries *series)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const std::vector<int> &positions = series == m_frontPoints ? m_frontPositions : m_otherPositions;
    const QList<QPointF> points = series->points();
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (points[i] != point || static_cast<std::size_t>(i) >= positions.size())
            continue;
        const int pos = positions[static_cast<std::size_t>(i)];
        const std::uint32_t rankIndex = m_result.ranking->rankOf[static_cast<std::size_t>(pos)];
        const RankedRow row = m_result.row(rankIndex);
        const bool job = m_result.prepared->lowerIsBetter[indexOf(Criterion::Compute)];
        const QString x = job ? tr("cost to complete %1").arg(formatMoney(point.x(), m_result.currency))
                              : tr("%1 per hour").arg(formatMoney(point.x(), m_result.currency));
        const QString y = job ? tr("%1 hours").arg(QLocale().toString(point.y(), 'f', 1))
                              : tr("%1 TFLOPS").arg(QLocale().toString(point.y(), 'f', 0));
        QToolTip::showText(QCursor::pos(), tr("#%1 %2\n%3, %4").arg(rankIndex + 1).arg(offerLabel(row), x, y), m_view);
        return;
    }
}

} // namespace gpuscout
