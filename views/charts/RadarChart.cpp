#include "charts/RadarChart.h"

#include "charts/ChartToolTip.h"
#include "domain/Format.h"

#include <QCoreApplication>

#include "domain/Unknown.h"

#include <QCategoryAxis>
#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsLayout>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QPolarChart>
#include <QSemaphore>
#include <QThreadPool>
#include <QValueAxis>

#include <functional>

namespace gpuscout {

namespace {

constexpr int RingCount = 5;   // pentagon rings at 0.2, 0.4, ... 1.0
constexpr int FillAlpha = 40;  // translucent, so that overlapping offers stay readable
constexpr double PenWidth = 2.0;
constexpr double PinnedPenWidth = 2.5;
constexpr double DotRadius = 4.5; // the vertex dots
constexpr double HoverTolerance = 5.0; // pixels from an outline that still hover it

// Okabe–Ito without its yellow (too faint on white) plus three of Paul Tol's muted colours:
// nine hues that stay apart for the common colour-vision deficiencies. The top offers get
// the first, strongest ones.
const std::array<QColor, RadarChart::MaxEntries> &offerColours()
{
    static const std::array<QColor, RadarChart::MaxEntries> colours{
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0x33, 0x33, 0x33), // near black
        QColor(0x88, 0x22, 0x55), // wine
        QColor(0x99, 0x99, 0x33), // olive
    };
    return colours;
}


// Criterion k sits at angle k on a 0..5 angular axis; the polygon closes at 5 (== 0).
QList<QPointF> polygon(const std::array<double, CriterionCount> &values)
{
    QList<QPointF> points;
    points.reserve(int(CriterionCount) + 1);
    for (std::size_t k = 0; k <= CriterionCount; ++k) {
        const double v = values[k % CriterionCount];
        // An unknown score counts as 0 on the chart (as in the ranking); the hover says "unknown".
        points.append(QPointF(double(k), isKnown(v) ? std::clamp(v, 0.0, 1.0) : 0.0));
    }
    return points;
}

// The hovered spot may lie anywhere on an edge: its values are those of the nearest vertex.
std::size_t nearestCriterion(double angle)
{
    const long n = long(CriterionCount);
    return std::size_t(((std::lround(angle) % n) + n) % n);
}

} // namespace

// One offer's drawing: an outline that carries the legend entry and the hover; its
// polygon is drawn by RadarShapes.
struct RadarSlot {
    QLineSeries *outline = nullptr;
    bool used = false;
    bool pinned = false;
};

// The grid and the offers' polygons are drawn by two items of the chart (the report renders
// the chart's scene, so it has them too); each offer keeps a hidden line series for its legend
// entry. As series (ten grid lines, a QAreaSeries and a QLineSeries per offer) they cost about
// 2.7 ms of a 5.5 ms slider step at 1,000 offers: QtCharts clips each polar series to the
// plot's circle, and a filled polar area also draws an edge to the centre.
namespace {

// Maps (criterion angle, normalised value) to the chart's coordinates; follows the plot.
class PlotItem : public QGraphicsItem
{
public:
    PlotItem(QChart *chart, QAbstractSeries *mapping)
        : QGraphicsItem(chart)
        , m_chart(chart)
        , m_mapping(mapping)
    {
        setAcceptedMouseButtons(Qt::NoButton);
    }

    virtual void plotAreaChanged() = 0;

protected:
    QPointF at(double angle, double value) const { return m_chart->mapToPosition(QPointF(angle, value), m_mapping); }
    QRectF plotArea() const { return m_chart->plotArea(); }

private:
    QChart *m_chart;
    QAbstractSeries *m_mapping; // a series on both axes
};

// Pentagon rings at 0.2 ... 1.0 and the five spokes. It only changes with the plot's size:
// on screen it is kept as a pixmap (RadarChart::showEvent), so that a slider step only copies
// it; a report, which renders a chart that is never shown, gets the lines as vectors.
class RadarGrid final : public PlotItem
{
public:
    RadarGrid(QChart *chart, QAbstractSeries *mapping)
        : PlotItem(chart, mapping)
    {
        setZValue(-0.6); // above the chart's background (-1), under the fills
    }

    void plotAreaChanged() override
    {
        prepareGeometryChange();
        m_plot = plotArea().adjusted(-2, -2, 2, 2);
        update();
    }

    QRectF boundingRect() const override { return m_plot; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QColor gridColour(0xC0, 0xC0, 0xC0);
        painter->setBrush(Qt::NoBrush);
        for (int r = 1; r <= RingCount; ++r) {
            QPolygonF ring;
            for (std::size_t k = 0; k < CriterionCount; ++k)
                ring << at(double(k), double(r) / RingCount);
            painter->setPen(QPen(gridColour, r == RingCount ? 1.5 : 1.0));
            painter->drawPolygon(ring);
        }
        painter->setPen(QPen(gridColour, 1.0));
        for (std::size_t k = 0; k < CriterionCount; ++k)
            painter->drawLine(at(double(k), 0), at(double(k), 1));
    }

private:
    QRectF m_plot;
};

// Each shown offer's polygon: its translucent fill over the grid (which shows through,
// dimmed), then every outline, then every vertex dot, so that no fill dims an outline.
class RadarShapes final : public PlotItem
{
public:
    struct Shape {
        QColor colour;
        QList<QPointF> values; // (criterion angle, normalised value), closed
        bool pinned = false;
    };

    RadarShapes(QChart *chart, QAbstractSeries *mapping)
        : PlotItem(chart, mapping)
    {
        setZValue(-0.5); // under every series (the outline series are never shown)
    }

    void setShapes(QList<Shape> shapes)
    {
        m_shapes = std::move(shapes);
        plotAreaChanged();
    }

    // Only the polygons' own area is repainted when they change.
    void plotAreaChanged() override
    {
        prepareGeometryChange();
        m_polygons.clear();
        m_bounds = QRectF();
        m_image = QImage();
        const double margin = PinnedPenWidth + DotRadius;
        for (const Shape &shape : std::as_const(m_shapes)) {
            QPolygonF polygon;
            polygon.reserve(shape.values.size());
            for (const QPointF &value : shape.values)
                polygon << at(value.x(), value.y());
            m_bounds |= polygon.boundingRect().adjusted(-margin, -margin, margin, margin);
            m_polygons << polygon;
        }
        update();
    }

    // The shown shape whose outline passes within `tolerance` of `point` (chart
    // coordinates), the topmost first; -1 when none does.
    int shapeAt(const QPointF &point, double tolerance) const
    {
        for (qsizetype i = m_polygons.size() - 1; i >= 0; --i) {
            const QPolygonF &polygon = m_polygons[i];
            for (qsizetype k = 1; k < polygon.size(); ++k) {
                if (distanceToSegment(point, polygon[k - 1], polygon[k]) <= tolerance)
                    return int(i);
            }
        }
        return -1;
    }

    QRectF boundingRect() const override { return m_bounds; }

    // On screen the polygons are drawn into an image on a thread of Qt's global pool, and the
    // image is copied. Qt 6.4's raster engine hands every antialiased fill of 96 spans or more
    // from the GUI thread to that pool and waits for it: dozens of hand-offs for three offers;
    // on a pool thread it fills at once. The image is kept until the shapes or the plot change,
    // so repainting the window only copies it. A PDF gets vectors.
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QTransform world = painter->worldTransform();
        const QPaintDevice *device = painter->device();
        const bool raster = device && (device->devType() == QInternal::Widget || device->devType() == QInternal::Image
                                       || device->devType() == QInternal::Pixmap);
        if (!raster || world.type() > QTransform::TxScale || m_polygons.isEmpty()) {
            paintShapes(painter);
            return;
        }
        const qreal dpr = device->devicePixelRatioF();
        const QRectF logical = world.mapRect(m_bounds);
        const QRect pixels = QRectF(logical.topLeft() * dpr, logical.size() * dpr).toAlignedRect();
        if (m_image.isNull() || m_imageWorld != world || m_imagePixels != pixels || m_image.devicePixelRatio() != dpr)
            renderImage(world, pixels, dpr);
        painter->save();
        painter->setWorldTransform(QTransform());
        painter->drawImage(QPointF(pixels.topLeft()) / dpr, m_image);
        painter->restore();
    }

    void paintShapes(QPainter *painter) const
    {
        painter->setPen(Qt::NoPen);
        for (qsizetype i = 0; i < m_polygons.size(); ++i) {
            QColor fill = m_shapes[i].colour;
            fill.setAlpha(FillAlpha);
            painter->setBrush(fill);
            painter->drawPolygon(m_polygons[i]);
        }
        painter->setBrush(Qt::NoBrush);
        for (qsizetype i = 0; i < m_polygons.size(); ++i) {
            const Shape &shape = m_shapes[i];
            QPen pen(shape.colour, shape.pinned ? PinnedPenWidth : PenWidth);
            pen.setStyle(shape.pinned ? Qt::DashLine : Qt::SolidLine);
            painter->setPen(pen);
            painter->drawPolyline(m_polygons[i]);
        }
        painter->setPen(Qt::NoPen);
        for (qsizetype i = 0; i < m_polygons.size(); ++i) {
            painter->setBrush(m_shapes[i].colour);
            for (const QPointF &vertex : m_polygons[i])
                painter->drawEllipse(vertex, DotRadius, DotRadius);
        }
    }

private:
    // `pixels`: the device pixels the shapes cover under `world`, to which the image is aligned.
    void renderImage(const QTransform &world, const QRect &pixels, qreal dpr)
    {
        m_image = QImage(pixels.size(), QImage::Format_ARGB32_Premultiplied);
        m_image.setDevicePixelRatio(dpr);
        m_image.fill(Qt::transparent);
        const QTransform toImage = world * QTransform::fromTranslate(-pixels.x() / dpr, -pixels.y() / dpr);
        auto render = [this, &toImage] {
            QPainter p(&m_image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setTransform(toImage);
            paintShapes(&p);
        };
        QSemaphore done;
        if (QThreadPool::globalInstance()->tryStart([&render, &done] {
                render();
                done.release();
            })) {
            done.acquire();
        } else {
            render(); // no idle pool thread (or already on one)
        }
        m_imageWorld = world;
        m_imagePixels = pixels;
    }

    static double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
    {
        const QPointF ab = b - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
        const QPointF nearest = a + ab * t;
        return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
    }

    QList<Shape> m_shapes;
    QList<QPolygonF> m_polygons;
    QRectF m_bounds;
    QImage m_image; // the shapes as last drawn on screen
    QTransform m_imageWorld;
    QRect m_imagePixels;
};

} // namespace

// A series reports hovering only when the mouse enters or leaves it, so the mouse moves
// over the viewport are watched to follow the pointer from vertex to vertex along an outline.
class MouseMoveWatcher final : public QObject
{
public:
    MouseMoveWatcher(std::function<void(QPoint)> onMove, QObject *parent)
        : QObject(parent)
        , m_onMove(std::move(onMove))
    {
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::MouseMove)
            m_onMove(static_cast<QMouseEvent *>(event)->position().toPoint());
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void(QPoint)> m_onMove;
};

struct RadarChart::Private {
    QPolarChart *chart = nullptr;
    RadarGrid *grid = nullptr;
    RadarShapes *shapes = nullptr;
    std::array<RadarSlot, MaxEntries> slots{};
    QList<RadarEntry> entries; // what is drawn, for hover texts
    QString lastHoverText;
    QLabel *empty = nullptr; // why nothing is drawn, over the empty grid
    ChartToolTip *toolTip = nullptr;
    int hoveredSlot = -1;
    std::size_t hoveredCriterion = 0;

    // Shows the values of the vertex of a slot nearest to the angular position x.
    void hover(RadarChart *q, int slot, double x)
    {
        if (slot < 0 || slot >= entries.size())
            return;
        const std::size_t k = nearestCriterion(x);
        hoveredSlot = slot;
        hoveredCriterion = k;
        const RadarEntry &e = entries.at(slot);
        const double v = e.values[k];
        const QString value = formatNumber(v, 2);
        lastHoverText = QCoreApplication::translate("gpuscout::RadarChart", "%1 — %2: %3").arg(e.label, criterionName(AllCriteria[k]), value);
        if (q->isVisible()) // a hover comes from a shown chart; tests emit it directly
            toolTip->show(QCursor::pos(), lastHoverText);
        Q_EMIT q->pointHovered(lastHoverText);
    }
};

RadarChart::RadarChart(QWidget *parent)
    : QChartView(parent)
    , d(std::make_unique<Private>())
{
    setObjectName(QStringLiteral("radarChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 320);

    auto *chart = new QPolarChart;
    d->chart = chart;
    chart->setAnimationOptions(QChart::NoAnimation); // redrawn on every slider move
    // The view paints the chart's background in the theme's colour, as one plain fill: the
    // chart fills it as an antialiased rectangle and the light theme's brush is a white-to-white
    // gradient, both blended span by span. And the view repaints one rectangle around what
    // changed, so that fills and copies stay rectangular.
    const QBrush themed = chart->backgroundBrush();
    const QGradient *gradient = themed.gradient();
    setBackgroundBrush(gradient && !gradient->stops().isEmpty() ? gradient->stops().constFirst().second : themed.color());
    chart->setBackgroundVisible(false);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0); // no grey frame around the chart
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setShowToolTips(true); // long offer names may be elided

    // The angular axis only carries the criterion labels, one at each spoke; RadarGrid draws
    // the spokes with the rings, so that the whole grid is styled in one place.
    auto *angular = new QCategoryAxis;
    angular->setRange(0, double(CriterionCount));
    angular->setStartValue(0);
    angular->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (Criterion c : AllCriteria)
        angular->append(criterionName(c), double(indexOf(c)));
    angular->setLineVisible(false); // the outer circle; the outer ring replaces it
    angular->setGridLineVisible(false);
    chart->addAxis(angular, QPolarChart::PolarOrientationAngular);

    // The radial axis's own grid is circular: hidden, the rings below draw a pentagon.
    auto *radial = new QValueAxis;
    // A little beyond 1: the plot is clipped to its circle, which would halve the dots and
    // the pens of scores of 1.
    radial->setRange(0, 1.05);
    radial->setGridLineVisible(false);
    radial->setLabelsVisible(false);
    radial->setLineVisible(false);
    radial->setMinorGridLineVisible(false);
    chart->addAxis(radial, QPolarChart::PolarOrientationRadial);

    // The pool: every series is created once; setEntries() only replaces points and
    // shows or hides, so dragging a weight slider never rebuilds the chart. The fills lie
    // under every outline: a fill on top of an outline would dim it.
    auto add = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(angular);
        s->attachAxis(radial);
        s->setVisible(false);
    };
    for (std::size_t i = 0; i < d->slots.size(); ++i) {
        RadarSlot &slot = d->slots[i];
        slot.outline = new QLineSeries;
        slot.outline->setPen(QPen(offerColours()[i], PenWidth));
        add(slot.outline);
        const int index = int(i);
        connect(slot.outline, &QLineSeries::hovered, this, [this, index](const QPointF &point, bool state) {
            if (state) {
                d->hover(this, index, point.x());
            } else {
                d->hoveredSlot = -1;
                d->toolTip->hide();
            }
        });
    }
    d->grid = new RadarGrid(chart, d->slots[0].outline);
    d->shapes = new RadarShapes(chart, d->slots[0].outline);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        d->grid->plotAreaChanged();
        d->shapes->plotAreaChanged();
    });
    d->toolTip = new ChartToolTip(viewport());
    // The outline under the mouse (the topmost when they cross) shows the values of its
    // vertex nearest to the mouse, and follows the mouse along the outline.
    viewport()->installEventFilter(new MouseMoveWatcher(
        [this](QPoint pos) {
            const QPointF inChart = d->chart->mapFromScene(mapToScene(pos));
            const int slot = d->shapes->shapeAt(inChart, HoverTolerance);
            if (slot < 0) {
                if (d->hoveredSlot >= 0) {
                    d->hoveredSlot = -1;
                    d->toolTip->hide();
                }
                return;
            }
            const QPointF value = d->chart->mapToValue(inChart, d->slots[std::size_t(slot)].outline);
            if (slot != d->hoveredSlot || nearestCriterion(value.x()) != d->hoveredCriterion)
                d->hover(this, slot, value.x());
        },
        this));

    // setChart() hands the view's default chart back without deleting it.
    QChart *initial = this->chart();
    setChart(chart);
    delete initial;
    d->empty = new QLabel(viewport());
    d->empty->setObjectName(QStringLiteral("radarEmptyText"));
    d->empty->setWordWrap(true);
    d->empty->setAlignment(Qt::AlignCenter);
    d->empty->setMargin(24);
    d->empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    d->empty->hide();
    setEntries({});
}

void RadarChart::setEmptyText(const QString &text)
{
    d->empty->setText(text);
    d->empty->setVisible(d->entries.isEmpty() && !text.isEmpty());
}

QString RadarChart::emptyText() const
{
    return d->empty->isVisibleTo(this) ? d->empty->text() : QString();
}

void RadarChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    d->empty->setGeometry(viewport()->rect());
}

void RadarChart::showEvent(QShowEvent *event)
{
    QChartView::showEvent(event);
    d->grid->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

// Without antialiasing: with it, QPainter rasterizes even a rectangle span by span.
void RadarChart::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(rect, backgroundBrush());
    painter->restore();
}

RadarChart::~RadarChart() = default;

void RadarChart::setEntries(const QList<RadarEntry> &entries)
{
    d->entries = entries.mid(0, MaxEntries);
    if (d->hoveredSlot >= d->entries.size())
        d->hoveredSlot = -1;
    QLegend *legend = d->chart->legend();
    QList<RadarShapes::Shape> shapes;
    for (std::size_t i = 0; i < d->slots.size(); ++i) {
        RadarSlot &slot = d->slots[i];
        const bool used = qsizetype(i) < d->entries.size();
        if (used) {
            const RadarEntry &e = d->entries.at(qsizetype(i));
            const QList<QPointF> points = polygon(e.values);
            slot.outline->replace(points);
            shapes.append({offerColours()[i], points, e.pinned});
            const QString name = e.pinned ? tr("%1 (pinned)").arg(e.label) : e.label;
            if (slot.outline->name() != name)
                slot.outline->setName(name);
            if (!slot.used || slot.pinned != e.pinned) {
                QPen pen(offerColours()[i], e.pinned ? PinnedPenWidth : PenWidth);
                pen.setStyle(e.pinned ? Qt::DashLine : Qt::SolidLine);
                slot.outline->setPen(pen);
                slot.pinned = e.pinned;
            }
        }
        if (slot.used != used) {
            slot.used = used;
            // The series stays hidden (RadarShapes draws it); its legend entry shows.
            for (QLegendMarker *m : legend->markers(slot.outline))
                m->setVisible(used);
        }
    }
    d->shapes->setShapes(std::move(shapes));
    // With a reason to show (all weights zero, no offer passes), the reason replaces the title.
    const bool explained = d->entries.isEmpty() && !d->empty->text().isEmpty();
    d->empty->setVisible(explained);
    const QString title = d->entries.isEmpty() && !explained ? tr("No offers to compare") : QString();
    if (d->chart->title() != title)
        d->chart->setTitle(title);
}

int RadarChart::entryCount() const
{
    return int(d->entries.size());
}

QList<QPair<QColor, QString>> RadarChart::legendItems() const
{
    QList<QPair<QColor, QString>> items;
    for (std::size_t i = 0; i < d->slots.size(); ++i) {
        if (d->slots[i].used)
            items.append({offerColours()[i], d->slots[i].outline->name()});
    }
    return items;
}

void RadarChart::setLegendShown(bool shown)
{
    d->chart->legend()->setVisible(shown);
}

QStringList RadarChart::legendLabels() const
{
    QStringList labels;
    for (const RadarSlot &slot : d->slots) {
        if (slot.used)
            labels << slot.outline->name();
    }
    return labels;
}

QString RadarChart::lastHoverText() const
{
    return d->lastHoverText;
}

QList<RadarEntry> radarEntries(const RankingResult &result, const QList<int> &offerIndices, const QList<int> &pinned)
{
    QList<RadarEntry> entries;
    for (int offer : offerIndices) {
        const int rank = result.rankIndexOfOffer(offer);
        if (rank < 0)
            continue;
        const RankedRow row = result.row(static_cast<std::size_t>(rank));
        RadarEntry e;
        e.offerId = row.offer->id;
        // Short, so the legend stays readable beside the chart; the region tells apart
        // pinned offers of one instance type.
        e.label = QCoreApplication::translate("gpuscout::RankingSummary", "#%1 %2").arg(rank + 1).arg(row.offer->instanceType);
        if (pinned.contains(offer))
            e.label += QStringLiteral(" · ") + regionDisplayName(row.offer->region);
        e.values = row.normalized;
        e.pinned = pinned.contains(offer);
        entries << e;
    }
    return entries;
}

} // namespace gpuscout
