// Prices over time (issue 29): the step series of a GPU model's price per GPU-hour, by
// provider and billing mode, the lowest and the median of the provider's offers, from the
// price history and the current prices.

#include "domain/Catalog.h"
#include "insight/PriceSeries.h"
#include "TestMain.h"
#include "TestSupport.h"

#include <QDate>
#include <QRandomGenerator>
#include <QTest>

using namespace gpuscout;

namespace {

PriceChange change(qint64 offer, double price, const char *asOf, const char *replacedOn, BillingMode m = BillingMode::OnDemand)
{
    PriceChange c;
    c.offerId = offer;
    c.billing = m;
    c.pricePerHour = price;
    c.currency = QStringLiteral("USD");
    c.asOf = QLatin1String(asOf);
    c.replacedOn = QLatin1String(replacedOn);
    return c;
}

// Two AWS H100 machines of 8 GPUs: the first was $100, then $80, now $60 an hour; the
// second has cost $96 since February. One Lambda machine of one GPU at $3, and one A100.
Catalog history()
{
    test::CatalogBuilder b;
    b.gpu(QStringLiteral("H100-SXM"), 80, 989).gpu(QStringLiteral("A100-80GB"), 80, 312).provider(QStringLiteral("aws")).provider(QStringLiteral("lambda"));
    b.offer(QStringLiteral("aws"), QStringLiteral("H100-SXM"), 8, 60, Unknown, QStringLiteral("us-east-1")).asOf = QStringLiteral("2026-05-30");
    b.offer(QStringLiteral("aws"), QStringLiteral("H100-SXM"), 8, 96, Unknown, QStringLiteral("us-west-2")).asOf = QStringLiteral("2026-02-01");
    b.offer(QStringLiteral("lambda"), QStringLiteral("H100-SXM"), 1, 3, Unknown, QStringLiteral("us-tx-1")).asOf = QStringLiteral("2026-03-15");
    b.offer(QStringLiteral("aws"), QStringLiteral("A100-80GB"), 8, 40, Unknown, QStringLiteral("us-east-1"));
    Catalog c = b.catalog();
    c.priceHistory << change(1, 100, "2026-01-01", "2026-03-01") << change(1, 80, "2026-02-20", "2026-06-01");
    return c;
}

// The series computed the plain way, day by day over every offer's spans (what priceSeries
// did before its sweep): for one provider and on-demand, in USD.
QList<PricePoint> dayByDay(const Catalog &c, const QString &since)
{
    struct Span {
        QString from, until;
        double price;
    };
    std::vector<std::vector<Span>> offers;
    QStringList days;
    for (const Offer &o : c.offers) {
        std::vector<Span> spans;
        QString start;
        for (const PriceChange &h : c.priceHistory) {
            if (h.offerId != o.id)
                continue;
            const Span s{start.isEmpty() ? h.asOf : start, h.replacedOn, h.pricePerHour / o.gpuCount};
            start = h.replacedOn;
            if (s.from < s.until)
                spans.push_back(s);
        }
        spans.push_back({start.isEmpty() ? o.priceAsOfFor(BillingMode::OnDemand) : start, QString(), o.priceFor(BillingMode::OnDemand) / o.gpuCount});
        for (const Span &s : spans) {
            days << s.from;
            if (!s.until.isEmpty())
                days << s.until;
        }
        offers.push_back(spans);
    }
    if (!since.isEmpty()) {
        days.removeIf([&](const QString &d) { return d < since; });
        days << since;
    }
    days.sort();
    days.removeDuplicates();
    QList<PricePoint> points;
    for (const QString &day : std::as_const(days)) {
        std::vector<double> prices;
        for (const auto &spans : offers) {
            for (const Span &s : spans) {
                if (s.from <= day && (s.until.isEmpty() || day < s.until)) {
                    prices.push_back(s.price);
                    break;
                }
            }
        }
        std::sort(prices.begin(), prices.end());
        PricePoint p{day, 0, 0, static_cast<int>(prices.size())};
        if (!prices.empty()) {
            p.lowest = prices.front();
            const std::size_t n = prices.size();
            p.median = n % 2 == 1 ? prices[n / 2] : (prices[n / 2 - 1] + prices[n / 2]) / 2;
        }
        if (p.offers == 0 && points.isEmpty())
            continue;
        if (points.isEmpty() || points.last().offers != p.offers || points.last().lowest != p.lowest || points.last().median != p.median)
            points << p;
    }
    return points;
}

} // namespace

class TestPriceSeries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void stepsThroughTheHistory()
    {
        PriceSeriesQuery q;
        q.gpu = QStringLiteral("H100-SXM");
        const QList<PriceSeriesLine> lines = priceSeries(history(), q);
        QCOMPARE(lines.size(), 2); // aws and lambda, on-demand only (nothing else is priced)
        const PriceSeriesLine &aws = lines[0];
        QCOMPARE(aws.provider, QStringLiteral("aws"));
        QCOMPARE(aws.billing, BillingMode::OnDemand);
        const QList<PricePoint> expected{{QStringLiteral("2026-01-01"), 12.5, 12.5, 1},
                                         {QStringLiteral("2026-02-01"), 12, 12.25, 2},
                                         {QStringLiteral("2026-03-01"), 10, 11, 2},
                                         {QStringLiteral("2026-06-01"), 7.5, 9.75, 2}};
        QCOMPARE(aws.points, expected);
        QCOMPARE(aws.quotedOn, (QStringList{QStringLiteral("2026-01-01"), QStringLiteral("2026-02-01"), QStringLiteral("2026-02-20"),
                                            QStringLiteral("2026-05-30")}));
        QCOMPARE(lines[1].points, (QList<PricePoint>{{QStringLiteral("2026-03-15"), 3, 3, 1}}));
    }

    void sinceStartsTheSeriesThatDay()
    {
        PriceSeriesQuery q;
        q.gpu = QStringLiteral("h100-sxm"); // an alias is enough
        q.providers = {QStringLiteral("AWS")};
        q.since = QStringLiteral("2026-04-01");
        const QList<PriceSeriesLine> lines = priceSeries(history(), q);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].points, (QList<PricePoint>{{QStringLiteral("2026-04-01"), 10, 11, 2}, {QStringLiteral("2026-06-01"), 7.5, 9.75, 2}}));
        // The $100 price ended before April: not among the days quoted.
        QVERIFY(!lines[0].quotedOn.contains(QStringLiteral("2026-01-01")));
    }

    void billingAndCurrency()
    {
        Catalog c = history();
        c.offers[0].price[indexOf(BillingMode::Spot)] = 24;
        c.offers[0].priceAsOf.set(indexOf(BillingMode::Spot), QStringLiteral("2026-07-01"));
        c.offers[1].currency = QStringLiteral("EUR"); // no rate for it: left out, never guessed
        PriceSeriesQuery q;
        q.gpu = QStringLiteral("H100-SXM");
        q.currency = QStringLiteral("CNY");
        q.billings = {BillingMode::Spot};
        QList<PriceSeriesLine> lines = priceSeries(c, q);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].billing, BillingMode::Spot);
        QCOMPARE(lines[0].points.size(), 1);
        QCOMPARE(lines[0].points[0].lowest, 3 * 7.2);
        q.billings = {BillingMode::OnDemand};
        q.providers = {QStringLiteral("aws")};
        lines = priceSeries(c, q);
        QCOMPARE(lines.size(), 1);
        for (const PricePoint &p : lines[0].points)
            QCOMPARE(p.offers, 1); // only the USD machine
        QCOMPARE(lines[0].points.last().lowest, 7.5 * 7.2);
    }

    void unknownGpuHasNoSeries()
    {
        PriceSeriesQuery q;
        q.gpu = QStringLiteral("B300");
        QVERIFY(priceSeries(history(), q).isEmpty());
    }

    // For random histories (and random first days): the series equals the one counted day
    // by day, the lowest never exceeds the median, every point counts at most the
    // provider's offers, days only increase, and two points in a row always differ.
    void invariantsOnRandomHistories()
    {
        for (quint32 seed = 1; seed <= 200; ++seed) {
            QRandomGenerator rng(seed);
            test::CatalogBuilder b;
            b.gpu(QStringLiteral("H100-SXM"), 80, 989).provider(QStringLiteral("p"));
            const int offers = 1 + rng.bounded(6);
            for (int i = 0; i < offers; ++i)
                b.offer(QStringLiteral("p"), QStringLiteral("H100-SXM"), 1 + rng.bounded(8), 1 + rng.bounded(100)).asOf =
                    QDate(2026, 1, 1).addDays(rng.bounded(300)).toString(Qt::ISODate);
            Catalog c = b.catalog();
            for (int i = 0; i < offers; ++i) {
                QDate day(2025, 1, 1);
                for (int k = rng.bounded(5); k > 0; --k) {
                    const QDate next = day.addDays(1 + rng.bounded(60));
                    PriceChange ch = change(i + 1, 1 + rng.bounded(100), "", "");
                    ch.asOf = day.toString(Qt::ISODate);
                    ch.replacedOn = next.toString(Qt::ISODate);
                    c.priceHistory << ch;
                    day = next;
                }
            }
            PriceSeriesQuery q;
            q.gpu = QStringLiteral("H100-SXM");
            q.billings = {BillingMode::OnDemand};
            if (seed % 3 == 0)
                q.since = QDate(2025, 1, 1).addDays(rng.bounded(500)).toString(Qt::ISODate);
            const QList<PriceSeriesLine> series = priceSeries(c, q);
            QCOMPARE(series.size(), 1);
            QCOMPARE(series[0].points, dayByDay(c, q.since)); // the sweep gives what the plain count gives
            for (const PriceSeriesLine &line : series) {
                for (int i = 0; i < line.points.size(); ++i) {
                    const PricePoint &p = line.points[i];
                    QVERIFY2(p.offers <= offers, qPrintable(QString::number(seed)));
                    QVERIFY2(p.offers == 0 || p.lowest <= p.median, qPrintable(QString::number(seed)));
                    if (i > 0) {
                        QVERIFY2(line.points[i - 1].date < p.date, qPrintable(QString::number(seed)));
                        const PricePoint &q0 = line.points[i - 1];
                        QVERIFY2(q0.lowest != p.lowest || q0.median != p.median || q0.offers != p.offers, qPrintable(QString::number(seed)));
                    }
                }
                QCOMPARE(line.points.last().offers, offers); // every offer has a current price
            }
        }
    }
};

GPUSCOUT_TEST_MAIN(TestPriceSeries)
#include "tst_PriceSeries.moc"
