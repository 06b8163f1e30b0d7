#include "charts/ParetoChart.h"

#include "charts/ChartToolTip.h"

#include "domain/Format.h"
#include "scoring/OfferLabel.h"
#include "scoring/WinnerSummary.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuscout {

ParetoChart::ParetoChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_toolTip(new ChartToolTip(m_view->viewport()))
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
    m_winner = nullptr;
    m_pins = nullptr;
    m_winnerPosition = -1;
    m_pinPositions.clear();
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
    m_logX = m_logY = false; // plotPoint() reads them while the data is laid out below
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
    // Hours to complete spread over orders of magnitude (a T4 against eight H100s): on a
    // linear axis the front, fast and cheap, would sit in one corner.
    m_logY = job && minY > 0 && maxY / minY > 20;

    m_others = new QScatterSeries;
    m_others->setName(tr("Dominated: another offer is cheaper and at least as fast, or as cheap and faster"));
    m_others->setMarkerSize(6);
    m_others->setColor(QColor(150, 150, 150, 150));
    m_others->setBorderColor(QColor(120, 120, 120, 150));
    QList<QPointF> otherPoints;
    otherPoints.reserve(static_cast<qsizetype>(others.size()));
    for (int pos : others)
        otherPoints << plotPoint(pos);
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
        frontPoints << plotPoint(pos);
    line->replace(frontPoints);
    m_frontPoints->replace(frontPoints);
    m_frontPositions = front.front;

    // The winner (the table's green) and the pinned offers (the table's orange pin bar).
    m_winner = new QScatterSeries;
    m_winner->setName(tr("Winner"));
    m_winner->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_winner->setMarkerSize(18);
    m_winner->setColor(QColor(46, 160, 67));
    m_winner->setBorderColor(QColor(20, 90, 35));
    const int winner = static_cast<int>(result.ranking->order[0]);
    if (std::isfinite(xs[static_cast<std::size_t>(winner)]) && std::isfinite(ys[static_cast<std::size_t>(winner)])
        && std::find(front.plotted.begin(), front.plotted.end(), winner) != front.plotted.end()) {
        m_winnerPosition = winner;
        m_winner->append(plotPoint(winner));
    }
    m_pins = new QScatterSeries;
    m_pins->setName(tr("Pinned"));
    m_pins->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_pins->setMarkerSize(14);
    m_pins->setColor(Qt::transparent);
    QPen pinPen(QColor(230, 159, 0));
    pinPen.setWidthF(2.5);
    m_pins->setPen(pinPen);

    m_chart->addSeries(m_others);
    m_chart->addSeries(line);
    m_chart->addSeries(m_frontPoints);
    m_chart->addSeries(m_pins);
    m_chart->addSeries(m_winner);
    const QString currency = result.currency;
    const bool perGpu = p.basis == Basis::PerGpu && !p.byJob;
    const QString xTitle = job             ? tr("Cost to complete the job (%1)").arg(currency)
                           : p.jobPerHour ? (p.serving ? tr("Cost per million tokens served (%1)") : tr("Cost per PFLOP delivered (%1)")).arg(currency)
                           : perGpu       ? tr("Price per GPU-hour (%1)").arg(currency)
                                          : tr("Price per hour (%1)").arg(currency);
    // Short enough to stand along the plot's height at 1366 x 768 with ", logarithmic" added.
    const QString yTitle = job            ? tr("Hours to complete")
                           : p.jobPerHour ? (p.serving ? tr("Tokens per second served") : tr("Effective TFLOPS delivered"))
                           : perGpu       ? tr("Compute per GPU (dense TFLOPS)")
                                          : tr("Compute (dense TFLOPS)");
    QAbstractAxis *xAxis = nullptr;
    if (m_logX) {
        xAxis = logAxis(minX, maxX);
        xAxis->setTitleText(xTitle + tr(", logarithmic"));
    } else {
        auto *axis = new QValueAxis;
        const double pad = maxX > minX ? (maxX - minX) * 0.05 : std::max(1.0, maxX * 0.1);
        axis->setRange(std::max(0.0, minX - pad), maxX + pad);
        axis->setTitleText(xTitle);
        axis->applyNiceNumbers();
        xAxis = axis;
    }
    QAbstractAxis *yAxis = nullptr;
    if (m_logY) {
        yAxis = logAxis(minY, maxY);
        yAxis->setTitleText(yTitle + tr(", logarithmic"));
    } else {
        auto *axis = new QValueAxis;
        const double padY = maxY > minY ? (maxY - minY) * 0.08 : std::max(1.0, maxY * 0.1);
        axis->setRange(std::max(0.0, minY - padY), maxY + padY);
        axis->setTitleText(yTitle);
        axis->applyNiceNumbers();
        axis->setLabelFormat(maxY >= 100 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
        yAxis = axis;
    }
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries *s : m_chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    // The line and its points are one thing in the legend.
    for (QLegendMarker *marker : m_chart->legend()->markers(m_frontPoints))
        marker->setVisible(false);
    for (QScatterSeries *series : {m_others, m_frontPoints, m_winner, m_pins}) {
        connect(series, &QScatterSeries::hovered, this,
                [this, series](const QPointF &pt, bool state) { showPoint(pt, state, series); });
    }

    // One label per machine, "Provider instance type", at its best-ranked region on the front;
    // the region and the machine's other regions are in the point's tooltip.
    std::vector<char> labelled(p.machineCount, 0);
    m_labelPositions.clear();
    for (int pos : front.front) {
        const auto position = static_cast<std::size_t>(pos);
        if (labelled[p.machine[position]])
            continue;
        labelled[p.machine[position]] = 1;
        const Offer &o = result.catalog->offers[p.offer[position]];
        const QString provider = o.provider >= 0 ? providerDisplayName(result.catalog->providers[o.provider]) : QString();
        auto *label = new QGraphicsSimpleTextItem(tr("%1 %2").arg(provider, o.instanceType).trimmed(), m_chart);
        label->setBrush(palette().color(QPalette::WindowText));
        label->setZValue(10);
        m_labels.push_back(label);
        m_labelPositions.push_back(pos);
    }
    markPins();
}

QAbstractAxis *ParetoChart::logAxis(double min, double max)
{
    // Qt's QLogValueAxis labels only the powers of ten, which leaves $0.14 to $0.90 without a
    // label. The figures are plotted as log10 on a category axis with ticks at 1, 2 and 5 of
    // each decade instead.
    auto *axis = new QCategoryAxis;
    const double lo = std::log10(min) - 0.06;
    const double hi = std::log10(max) + 0.06;
    axis->setRange(lo, hi);
    axis->setStartValue(lo);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (double v : niceLogTicks(std::pow(10.0, lo), std::pow(10.0, hi)))
        axis->append(QLocale().toString(v, 'g', 6), std::log10(v));
    return axis;
}

std::vector<double> ParetoChart::niceLogTicks(double min, double max)
{
    std::vector<double> ticks;
    if (!(min > 0) || !(max > min))
        return ticks;
    for (int decade = static_cast<int>(std::floor(std::log10(min))); decade <= std::ceil(std::log10(max)); ++decade) {
        for (double m : {1.0, 2.0, 5.0}) {
            // Rounded so that 0.2 is 0.2, not 0.20000000000000001, in the label.
            const double v = QString::number(m * std::pow(10.0, decade), 'g', 6).toDouble();
            if (v >= min && v <= max)
                ticks.push_back(v);
        }
    }
    return ticks;
}

QPointF ParetoChart::plotPoint(int position) const
{
    const auto pos = static_cast<std::size_t>(position);
    const double x = m_result.prepared->raw[indexOf(Criterion::Price)][pos];
    const double y = m_result.prepared->raw[indexOf(Criterion::Compute)][pos];
    return {m_logX ? std::log10(x) : x, m_logY ? std::log10(y) : y};
}

void ParetoChart::setPinnedOffers(const QList<int> &offerIndices)
{
    m_pinnedOffers = offerIndices;
    markPins();
}

void ParetoChart::markPins()
{
    m_pinPositions.clear();
    if (!m_pins || !m_result.prepared)
        return;
    const PreparedOffers &p = *m_result.prepared;
    QList<QPointF> points;
    for (int offer : m_pinnedOffers) {
        if (offer < 0 || offer >= static_cast<int>(p.positionOfOffer.size()))
            continue;
        const int pos = p.positionOfOffer[static_cast<std::size_t>(offer)];
        if (pos < 0 || !std::isfinite(p.raw[indexOf(Criterion::Price)][static_cast<std::size_t>(pos)])
            || !std::isfinite(p.raw[indexOf(Criterion::Compute)][static_cast<std::size_t>(pos)])
            || m_result.ranking->rankOf[static_cast<std::size_t>(pos)] >= m_result.size())
            continue;
        m_pinPositions.push_back(pos);
        points << plotPoint(pos);
    }
    m_pins->replace(points);
    placeLabels();
}

QStringList ParetoChart::xTickLabels() const
{
    QStringList labels;
    for (QAbstractAxis *axis : m_chart->axes(Qt::Horizontal)) {
        if (auto *category = qobject_cast<QCategoryAxis *>(axis))
            labels << category->categoriesLabels();
    }
    return labels;
}

QRectF ParetoChart::yRange() const
{
    for (QAbstractAxis *axis : m_chart->axes(Qt::Vertical)) {
        if (auto *value = qobject_cast<QValueAxis *>(axis))
            return QRectF(0, value->min(), 1, value->max() - value->min());
    }
    return {};
}

QList<QRectF> ParetoChart::shownLabelRects() const
{
    QList<QRectF> rects;
    for (const QGraphicsSimpleTextItem *label : m_labels) {
        if (label->isVisible())
            rects << QRectF(label->pos(), label->boundingRect().size());
    }
    return rects;
}

void ParetoChart::placeLabels()
{
    // Greedy, front in price order: each label tries right, above, below and left of its
    // point (then the four corners) and is left out when every place overlaps a label already
    // placed or a marked point (front, winner, pins), or leaves the plot area; hovering a
    // point names it anyway.
    if (!m_frontPoints)
        return;
    const QRectF area = m_chart->plotArea();
    std::vector<QRectF> placed;
    auto markAt = [&](const QPointF &plotted, double size) {
        const QPointF at = m_chart->mapToPosition(plotted, m_frontPoints);
        placed.emplace_back(at.x() - size / 2, at.y() - size / 2, size, size);
    };
    for (int pos : m_frontPositions)
        markAt(plotPoint(pos), m_frontPoints->markerSize() + 2);
    for (int pos : m_pinPositions)
        markAt(plotPoint(pos), m_pins->markerSize() + 2);
    if (m_winnerPosition >= 0)
        markAt(plotPoint(m_winnerPosition), m_winner->markerSize());
    for (std::size_t i = 0; i < m_labels.size() && i < m_labelPositions.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_labels[i];
        const QPointF at = m_chart->mapToPosition(plotPoint(m_labelPositions[i]), m_frontPoints);
        const QSizeF size = label->boundingRect().size();
        const double w = size.width(), h = size.height();
        // Clear of the largest marker (the winner's star, 18 px) drawn on the point itself.
        const double gap = m_winner->markerSize() / 2 + 2;
        const QPointF candidates[] = {
            {at.x() + gap, at.y() - h / 2}, {at.x() - w / 2, at.y() - h - gap}, {at.x() - w / 2, at.y() + gap},
            {at.x() - w - gap, at.y() - h / 2}, {at.x() + gap - 2, at.y() - h - gap + 2},
            {at.x() + gap - 2, at.y() + gap - 2}, {at.x() - w - gap + 2, at.y() - h - gap + 2},
            {at.x() - w - gap + 2, at.y() + gap - 2}};
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
        m_toolTip->hide();
        return;
    }
    const std::vector<int> winner = m_winnerPosition >= 0 ? std::vector<int>{m_winnerPosition} : std::vector<int>{};
    const std::vector<int> &positions = series == m_frontPoints ? m_frontPositions
                                        : series == m_others    ? m_otherPositions
                                        : series == m_pins      ? m_pinPositions
                                                                : winner;
    const QList<QPointF> points = series->points();
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (points[i] != point || static_cast<std::size_t>(i) >= positions.size())
            continue;
        const int pos = positions[static_cast<std::size_t>(i)];
        const std::uint32_t rankIndex = m_result.ranking->rankOf[static_cast<std::size_t>(pos)];
        const RankedRow row = m_result.row(rankIndex);
        const bool job = m_result.prepared->lowerIsBetter[indexOf(Criterion::Compute)];
        const double price = m_result.prepared->raw[indexOf(Criterion::Price)][static_cast<std::size_t>(pos)];
        const double compute = m_result.prepared->raw[indexOf(Criterion::Compute)][static_cast<std::size_t>(pos)];
        const QString x = job ? tr("cost to complete %1").arg(formatMoney(price, m_result.currency))
                              : tr("%1 per hour").arg(formatMoney(price, m_result.currency));
        const QString y = job ? tr("%1 hours").arg(QLocale().toString(compute, 'f', 1))
                              : tr("%1 TFLOPS").arg(QLocale().toString(compute, 'f', 0));
        QString text = tr("#%1 %2\n%3, %4").arg(rankIndex + 1).arg(offerLabel(row), x, y);
        const QString regions = otherRegionsText(m_result, rankIndex);
        if (!regions.isEmpty())
            text += u'\n' + regions;
        m_toolTip->show(QCursor::pos(), text);
        return;
    }
}

} // namespace gpuscout
