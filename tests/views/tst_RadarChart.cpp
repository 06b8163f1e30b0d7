#include "charts/RadarChart.h"
#include "TestSupport.h"
#include "domain/Unknown.h"
#include "TestMain.h"
#include "scoring/Ranking.h"

#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QHelpEvent>
#include <QLineSeries>
#include <QToolTip>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace gpuscout;

namespace {

RadarEntry entry(int i, bool pinned = false)
{
    RadarEntry e;
    e.offerId = 100 + i;
    e.label = QStringLiteral("Offer %1").arg(i);
    for (std::size_t k = 0; k < CriterionCount; ++k)
        e.values[k] = double((i + 1) * (int(k) + 2) % 11) / 10.0;
    e.pinned = pinned;
    return e;
}

QList<RadarEntry> entries(int top, int pinned)
{
    QList<RadarEntry> list;
    for (int i = 0; i < top; ++i)
        list << entry(i);
    for (int i = 0; i < pinned; ++i)
        list << entry(top + i, true);
    return list;
}

QStringList visibleMarkerLabels(const RadarChart &radar)
{
    QStringList labels;
    for (QLegendMarker *m : radar.chart()->legend()->markers()) {
        if (m->isVisible())
            labels << m->label();
    }
    return labels;
}

// Three offers on a shown 640x480 chart, as the hover tests need it.
bool showThreeOffers(RadarChart &radar)
{
    radar.resize(640, 480);
    radar.setEntries(entries(3, 0));
    radar.show();
    return QTest::qWaitForWindowExposed(&radar);
}

// The outline of an entry: the line series named like its shown legend entry (the series
// itself is never shown: the chart draws the polygons in one item).
QLineSeries *outlineOf(const RadarChart &radar, const QString &legendLabel)
{
    for (QAbstractSeries *s : radar.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(s);
        if (!line || line->name() != legendLabel)
            continue;
        for (QLegendMarker *m : radar.chart()->legend()->markers(line)) {
            if (m->isVisible())
                return line;
        }
    }
    return nullptr;
}

} // namespace

class TestRadarChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void showsTheEntries_data()
    {
        QTest::addColumn<QList<RadarEntry>>("input");
        QTest::addColumn<QStringList>("expectedLabels");

        QTest::addRow("none") << QList<RadarEntry>() << QStringList();
        QTest::addRow("top three") << entries(3, 0)
                                   << QStringList{QStringLiteral("Offer 0"), QStringLiteral("Offer 1"),
                                                  QStringLiteral("Offer 2")};
        QStringList nine{QStringLiteral("Offer 0"), QStringLiteral("Offer 1"), QStringLiteral("Offer 2")};
        for (int i = 3; i < 9; ++i)
            nine << QStringLiteral("Offer %1 (pinned)").arg(i);
        QTest::addRow("top three and six pinned") << entries(3, 6) << nine;
        QStringList capped;
        for (int i = 0; i < 9; ++i)
            capped << QStringLiteral("Offer %1").arg(i);
        QTest::addRow("twelve capped to nine") << entries(12, 0) << capped;
    }

    void showsTheEntries()
    {
        QFETCH(QList<RadarEntry>, input);
        QFETCH(QStringList, expectedLabels);
        RadarChart radar;
        radar.setEntries(input);
        QCOMPARE(radar.entryCount(), expectedLabels.size());
        QCOMPARE(radar.legendLabels(), expectedLabels);
        // Only offers have legend entries: no grid ring, no fill.
        QCOMPARE(visibleMarkerLabels(radar), expectedLabels);
        QCOMPARE(radar.chart()->title().isEmpty(), !expectedLabels.isEmpty());
        // Every offer has its own colour.
        QSet<QRgb> colours;
        for (QLegendMarker *m : radar.chart()->legend()->markers()) {
            if (m->isVisible())
                colours.insert(m->brush().color().rgb());
        }
        QCOMPARE(colours.size(), expectedLabels.size());
    }

    void fewerEntriesHideTheRest()
    {
        RadarChart radar;
        radar.setEntries(entries(3, 6));
        radar.setEntries(entries(2, 0));
        QCOMPARE(radar.entryCount(), 2);
        QCOMPARE(visibleMarkerLabels(radar), (QStringList{QStringLiteral("Offer 0"), QStringLiteral("Offer 1")}));
        QVERIFY(!outlineOf(radar, QStringLiteral("Offer 2")));
        radar.setEntries({});
        QCOMPARE(radar.entryCount(), 0);
        QVERIFY(visibleMarkerLabels(radar).isEmpty());
        QVERIFY(!radar.chart()->title().isEmpty());
    }

    // An empty radar says why (the window passes the ranking's reason) instead of a bare grid.
    void anEmptyRadarSaysWhy()
    {
        RadarChart radar;
        radar.resize(400, 360);
        radar.show();
        const QString why = QStringLiteral("All weights are zero: raise at least one weight.");
        radar.setEmptyText(why);
        radar.setEntries({});
        QCOMPARE(radar.emptyText(), why);
        QVERIFY(radar.chart()->title().isEmpty()); // the reason replaces the generic title
        radar.setEntries(entries(2, 0));
        QVERIFY(radar.emptyText().isEmpty());
        radar.setEmptyText(QString());
        radar.setEntries({});
        QVERIFY(radar.emptyText().isEmpty());
        QVERIFY(!radar.chart()->title().isEmpty());
    }

    void placesThePoints()
    {
        RadarChart radar;
        const QList<RadarEntry> input = entries(3, 2);
        radar.setEntries(input);
        for (const RadarEntry &e : input) {
            const QString label = e.pinned ? QStringLiteral("%1 (pinned)").arg(e.label) : e.label;
            QLineSeries *outline = outlineOf(radar, label);
            QVERIFY2(outline, qPrintable(label));
            const QList<QPointF> points = outline->points();
            QCOMPARE(points.size(), int(CriterionCount) + 1);
            for (std::size_t k = 0; k < CriterionCount; ++k) {
                QCOMPARE(points.at(qsizetype(k)).x(), double(k));
                QCOMPARE(points.at(qsizetype(k)).y(), e.values[k]);
            }
            QCOMPARE(points.last().x(), double(CriterionCount));
            QCOMPARE(points.last().y(), points.first().y());
        }
    }

    void drawsUnknownAtTheCentre()
    {
        RadarChart radar;
        RadarEntry e = entry(0);
        e.values[indexOf(Criterion::Bandwidth)] = Unknown;
        radar.setEntries({e});
        QLineSeries *outline = outlineOf(radar, e.label);
        QVERIFY(outline);
        QCOMPARE(outline->at(int(indexOf(Criterion::Bandwidth))).y(), 0.0);
        Q_EMIT outline->hovered(QPointF(3.1, 0.0), true);
        QCOMPARE(radar.lastHoverText(), QStringLiteral("Offer 0 — Bandwidth: unknown"));
    }

    void hoverShowsTheValues_data()
    {
        QTest::addColumn<QPointF>("hovered");
        QTest::addColumn<QString>("criterion");
        QTest::addColumn<QString>("value");

        // entry(1) has the values 0.4, 0.6, 0.8, 1.0, 0.1
        QTest::addRow("on the compute vertex") << QPointF(0.0, 0.4) << QStringLiteral("Compute") << QStringLiteral("0.40");
        QTest::addRow("near the price vertex") << QPointF(2.2, 0.75) << QStringLiteral("Price") << QStringLiteral("0.80");
        QTest::addRow("near the closing vertex") << QPointF(4.8, 0.35) << QStringLiteral("Compute") << QStringLiteral("0.40");
        QTest::addRow("on the stability vertex") << QPointF(4.0, 0.1) << QStringLiteral("Stability") << QStringLiteral("0.10");
    }

    void hoverShowsTheValues()
    {
        QFETCH(QPointF, hovered);
        QFETCH(QString, criterion);
        QFETCH(QString, value);
        RadarChart radar;
        radar.setEntries(entries(3, 0));
        QSignalSpy spy(&radar, &RadarChart::pointHovered);
        QLineSeries *outline = outlineOf(radar, QStringLiteral("Offer 1"));
        QVERIFY(outline);
        Q_EMIT outline->hovered(hovered, true);
        const QString text = radar.lastHoverText();
        QVERIFY2(text.contains(QStringLiteral("Offer 1")), qPrintable(text));
        QVERIFY2(text.contains(criterion), qPrintable(text));
        QVERIFY2(text.contains(value), qPrintable(text));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.first().first().toString(), text);

        Q_EMIT outline->hovered(hovered, false); // leaving keeps the last text, emits nothing
        QCOMPARE(spy.count(), 1);
        QCOMPARE(radar.lastHoverText(), text);
    }

    void hoverTextStaysWhenTheMouseRests()
    {
        // On a desktop a resting mouse brings a ToolTip event, which the chart's scene
        // answered by hiding the text (its items have no tool tips).
        RadarChart radar;
        QVERIFY(showThreeOffers(radar));
        QLineSeries *outline = outlineOf(radar, QStringLiteral("Offer 1"));
        QVERIFY(outline);
        Q_EMIT outline->hovered(outline->at(0), true);
        QTRY_VERIFY(QToolTip::isVisible());
        const QPoint local(320, 240);
        QHelpEvent rest(QEvent::ToolTip, local, radar.viewport()->mapToGlobal(local));
        QCoreApplication::sendEvent(radar.viewport(), &rest);
        QTest::qWait(600); // a tool tip told to hide goes after 300 ms
        QVERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), radar.lastHoverText());
        Q_EMIT outline->hovered(outline->at(0), false);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void hoverFollowsTheMouseAlongTheOutline()
    {
        RadarChart radar;
        QVERIFY(showThreeOffers(radar));
        QLineSeries *outline = outlineOf(radar, QStringLiteral("Offer 1"));
        QVERIFY(outline);
        // Walk the mouse along the outline from the compute vertex over the VRAM vertex to the
        // price vertex: the chart follows the mouse over its drawn outlines.
        QChart *chart = radar.chart();
        auto viewPos = [&](double angle) {
            return radar.mapFromScene(chart->mapToScene(chart->mapToPosition(outline->at(int(angle)), outline)));
        };
        QTest::mouseMove(radar.viewport(), QPoint(5, 5));
        QTest::mouseMove(radar.viewport(), viewPos(0));
        QTRY_VERIFY2(radar.lastHoverText().contains(QStringLiteral("Compute: 0.40")), qPrintable(radar.lastHoverText()));
        for (int edge = 0; edge < 2; ++edge) {
            const QPointF from = viewPos(edge);
            const QPointF to = viewPos(edge + 1);
            for (int step = 1; step <= 20; ++step)
                QTest::mouseMove(radar.viewport(), (from + (to - from) * step / 20.0).toPoint());
        }
        QTRY_VERIFY2(radar.lastHoverText().contains(QStringLiteral("Price: 0.80")), qPrintable(radar.lastHoverText()));
        QVERIFY(radar.lastHoverText().startsWith(QStringLiteral("Offer 1")));
    }

    void reusesItsSeries()
    {
        RadarChart radar;
        radar.setEntries(entries(3, 0));
        const auto seriesBefore = radar.chart()->series().count();
        const auto markersBefore = radar.chart()->legend()->markers().count();
        for (int round = 0; round < 20; ++round) {
            QList<RadarEntry> list = entries(1 + round % 9, round % 3);
            for (RadarEntry &e : list)
                e.values[0] = double(round) / 20.0;
            radar.setEntries(list);
        }
        QCOMPARE(radar.chart()->series().count(), seriesBefore);
        QCOMPARE(radar.chart()->legend()->markers().count(), markersBefore);
    }

    void renders()
    {
        RadarChart radar;
        radar.resize(640, 480);
        radar.setEntries(entries(3, 2));
        radar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&radar));
        const QImage image = radar.grab().toImage();
        QCOMPARE(image.size(), QSize(640, 480));
        // Something besides the background is drawn: the fills and outlines use the palette.
        const QRgb background = image.pixel(2, 2);
        int drawn = 0;
        for (int y = 0; y < image.height(); y += 4) {
            for (int x = 0; x < image.width(); x += 4)
                drawn += image.pixel(x, y) != background ? 1 : 0;
        }
        QVERIFY2(drawn > 500, qPrintable(QString::number(drawn)));
        if (qEnvironmentVariableIsSet("GPUSCOUT_RADAR_PNG"))
            image.save(qEnvironmentVariable("GPUSCOUT_RADAR_PNG"));
    }

    // On screen the shapes are drawn through an image kept between repaints: each vertex dot
    // lies where its value is, and a new entry is drawn at its new place, not the old one.
    void drawsEachVertexWhereItsValueIsAfterEveryChange()
    {
        RadarChart radar;
        radar.resize(640, 480);
        RadarEntry e = entry(0);
        e.values = {1.0, 0.8, 0.6, 0.4, 0.2};
        radar.setEntries({e});
        radar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&radar));
        QLineSeries *outline = outlineOf(radar, e.label);
        QVERIFY(outline);
        const QColor colour = radar.legendItems().value(0).first;
        auto pixelAt = [&](const QImage &image, std::size_t k, double value) {
            const QPointF inChart = radar.chart()->mapToPosition(QPointF(double(k), value), outline);
            const QPoint inView = radar.mapFromScene(radar.chart()->mapToScene(inChart));
            return image.pixelColor(inView);
        };
        auto near = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <= 24;
        };
        QImage image = radar.grab().toImage();
        for (std::size_t k = 0; k < CriterionCount; ++k)
            QVERIFY2(near(pixelAt(image, k, e.values[k]), colour), qPrintable(QString::number(k)));

        const auto before = e.values;
        e.values = {0.3, 0.5, 1.0, 0.9, 0.7};
        radar.setEntries({e});
        image = radar.grab().toImage();
        for (std::size_t k = 0; k < CriterionCount; ++k) {
            QVERIFY2(near(pixelAt(image, k, e.values[k]), colour), qPrintable(QString::number(k)));
            QVERIFY2(!near(pixelAt(image, k, before[k]), colour), qPrintable(QString::number(k)));
        }
    }

    void entriesSkipOffersOutsideTheRanking()
    {
        Scenario s;
        s.constraints.providers = {QStringLiteral("aws")};
        const RankingResult result = rankCatalog(test::fixtureCatalog(), s);
        const QList<RadarEntry> list = radarEntries(result, {0, 4, 1}, {4});
        QCOMPARE(list.size(), 2); // offer 4 (lambda) is filtered out
        QVERIFY(list[0].label.contains(QStringLiteral("p5.48xlarge")));
        QVERIFY(list[0].label.startsWith(QStringLiteral("#")));
        QCOMPARE(list[0].values[indexOf(Criterion::Compute)], 1.0);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestRadarChart)
#include "tst_RadarChart.moc"
