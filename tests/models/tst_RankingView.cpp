#include "catalog/CatalogCsv.h"
#include "domain/Format.h"
#include "domain/PriceAge.h"
#include "itemmodels/RankingModel.h"
#include "scenario/ScenarioJson.h"
#include "scoring/ScoringEngine.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace gpuscout;

namespace {

// The period the price column must read in, stated here apart from the model: the view's,
// per month for a subscription when the view says per hour, none for a job's cost.
double expectedHours(const RankingResult &r, PricePeriod chosen)
{
    if (r.prepared->byJob && !r.prepared->jobPerHour)
        return 1;
    if (chosen == PricePeriod::Hour && r.billing == BillingMode::Monthly)
        return MonthHours;
    return pricePeriodHours(chosen);
}

// Whether a ranked offer passes the view's filters, worked out from the ranking itself.
bool passes(const RankingResult &r, std::size_t rankIndex, const RankingView &v, const PriceAges &ages, int staleDays)
{
    const RankedRow row = r.row(rankIndex);
    if (isKnown(v.minVramGb) && !(row.vramTotalGb() >= v.minVramGb))
        return false;
    if (isKnown(v.gpuCount) && row.offer->gpuCount != v.gpuCount)
        return false;
    if (isKnown(v.maxPrice)) {
        const bool job = r.prepared->byJob && !r.prepared->jobPerHour;
        const double price = job ? r.prepared->job[r.ranking->order[rankIndex]].costTotal : row.hourlyPrice;
        if (!(price * expectedHours(r, v.period) <= v.maxPrice * (1 + 1e-9)))
            return false;
    }
    const int offer = static_cast<int>(row.offer - r.catalog->offers.constData());
    return !(v.hideStale && ages.stale(offer, staleDays));
}

} // namespace

class TestRankingView : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> m_bundled;

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_bundled = test::bundledCatalog();
    }

    // Over the bundled catalog, hourly, monthly and by the job, every combination of the
    // filters, periods and listings: the rows are exactly the ranked offers that pass (one
    // per machine at its best-ranked passing offer, or every one in rank order), and the
    // price column reads in the period.
    void filtersListExactlyTheOffersThatPass()
    {
        Scenario hourly;
        Scenario monthly;
        monthly.billing = BillingMode::Monthly;
        Scenario job;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.tokens = 1e9;
        job.workload = w;
        const QDate today(2026, 12, 6);
        const int staleDays = 90;
        int combinations = 0;
        int emptyLists = 0;
        for (const Scenario &s : {hourly, monthly, job}) {
            const RankingResult r = rankCatalog(m_bundled, s);
            QVERIFY2(r.ok() && r.size() > 10, qPrintable(QString::number(r.size())));
            const PriceAges ages(*r.catalog, r.billing, today);
            RankingModel model;
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            model.setToday(today);
            model.setStaleAfterDays(staleDays);
            model.setResult(r);
            const bool byJob = r.prepared->byJob && !r.prepared->jobPerHour;
            const std::vector<double> prices = byJob ? std::vector<double>{Unknown, 50.0, 500.0} : std::vector<double>{Unknown, 2.0, 20.0, 3000.0};
            for (double vram : {Unknown, 24.0, 80.0, 640.0})
                for (double price : prices)
                    for (double gpus : {Unknown, 1.0, 8.0})
                        for (bool stale : {false, true})
                            for (PricePeriod period : {PricePeriod::Hour, PricePeriod::Month, PricePeriod::Year})
                                for (bool grouped : {false, true}) {
                                    RankingView v;
                                    v.minVramGb = vram;
                                    v.maxPrice = price;
                                    v.gpuCount = gpus;
                                    v.hideStale = stale;
                                    v.period = period;
                                    model.setGrouped(grouped);
                                    model.setView(v);
                                    ++combinations;
                                    std::vector<std::size_t> expected;
                                    std::set<std::uint32_t> machines;
                                    int passing = 0;
                                    for (std::size_t k = 0; k < r.size(); ++k) {
                                        if (!passes(r, k, v, ages, staleDays))
                                            continue;
                                        ++passing;
                                        if (!grouped || machines.insert(r.groups->groupOfRank[k]).second)
                                            expected.push_back(k);
                                    }
                                    const std::vector<std::uint32_t> &listed = model.listedRankIndices();
                                    QVERIFY2(std::equal(listed.begin(), listed.end(), expected.begin(), expected.end()),
                                             qPrintable(QStringLiteral("vram %1 price %2 gpus %3 stale %4 period %5 grouped %6: %7 rows, expected %8")
                                                            .arg(vram).arg(price).arg(gpus).arg(stale).arg(pricePeriodKey(period)).arg(grouped)
                                                            .arg(listed.size()).arg(expected.size())));
                                    QCOMPARE(model.shownOfferCount(), passing);
                                    QCOMPARE(model.isNarrowed(), passing < static_cast<int>(r.size()));
                                    emptyLists += listed.empty() ? 1 : 0;
                                    if (!listed.empty() && !byJob) {
                                        const double perHour = r.row(listed[0]).hourlyPrice;
                                        QCOMPARE(model.index(0, RankingModel::PriceColumn).data().toString(),
                                                 formatMoney(perHour * expectedHours(r, period), r.currency));
                                    }
                                }
        }
        QCOMPARE(combinations, 2 * (4 * 4 * 3 * 2 * 3 * 2) + 4 * 3 * 3 * 2 * 3 * 2);
        QVERIFY(emptyLists > 0); // the grid reaches filters that leave nothing
    }

    // The header names the period; a job's cost has none.
    void headersReadInThePeriod()
    {
        RankingModel model;
        model.setResult(rankCatalog(m_bundled, Scenario{}));
        QCOMPARE(model.headerData(RankingModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Price/h (USD)"));
        RankingView v;
        v.period = PricePeriod::Year;
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.setView(v);
        QCOMPARE(headers.count(), 1);
        QCOMPARE(model.headerData(RankingModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Price/year (USD)"));
        QCOMPARE(model.headerData(RankingModel::PricePerGpuColumn, Qt::Horizontal).toString(), QStringLiteral("Per GPU-year (USD)"));
        QVERIFY(model.index(0, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("a year = ")));
    }

    // Switching the period keeps a price filter's meaning: the same rows stay listed.
    void aPriceFilterFollowsThePeriod()
    {
        RankingModel model;
        model.setResult(rankCatalog(m_bundled, Scenario{}));
        RankingView v;
        v.maxPrice = 10; // an hour
        model.setView(v);
        const std::vector<std::uint32_t> hourRows = model.listedRankIndices();
        QVERIFY(!hourRows.empty() && static_cast<int>(hourRows.size()) < model.rankedCount());
        model.setPricePeriod(PricePeriod::Month);
        QCOMPARE(model.view().maxPrice, 7300.0);
        QVERIFY(model.listedRankIndices() == hourRows);
        model.setPricePeriod(PricePeriod::Year);
        QCOMPARE(model.view().maxPrice, 87600.0);
        QVERIFY(model.listedRankIndices() == hourRows);
        QCOMPARE(model.narrowingText(), QStringLiteral("price ≤ $87600.00 a year"));
    }

    // An unknown figure fails a filter set on it; without the filter the offer is listed.
    void anUnknownFigureFailsItsFilter()
    {
        test::CatalogBuilder b;
        b.gpu(QStringLiteral("G"), 24, 100).provider(QStringLiteral("p"));
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.0);
        b.offer(QStringLiteral("p"), QString(), 1, 2.0); // no GPU spec: VRAM unknown
        RankingModel model;
        model.setGrouped(false);
        model.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{}));
        QCOMPARE(model.rowCount(), 2);
        RankingView v;
        v.minVramGb = 1;
        model.setView(v);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RankingModel::VramColumn).data(RankingModel::RawValueRole).toDouble(), 24.0);
    }

    // The order is part of the view: sorting from the header updates it (and says so), and a
    // view with an order sorts the rows.
    void theOrderIsPartOfTheView()
    {
        RankingModel model;
        model.setResult(rankCatalog(m_bundled, Scenario{}));
        QSignalSpy changed(&model, &RankingModel::viewChanged);
        model.sort(RankingModel::PriceColumn, Qt::DescendingOrder);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.view().sortColumn, QStringLiteral("price"));
        QVERIFY(model.view().sortDescending);
        RankingModel other;
        other.setResult(model.result());
        other.setView(model.view());
        QVERIFY(other.listedRankIndices() == model.listedRankIndices());
        double previous = 1e300;
        for (int row = 0; row < other.rowCount(); ++row) {
            const QVariant price = other.index(row, RankingModel::PriceColumn).data(RankingModel::RawValueRole);
            if (!price.isValid())
                continue;
            QVERIFY(price.toDouble() <= previous);
            previous = price.toDouble();
        }
    }

    // The view goes into the scenario file and comes back; bad values name the field.
    void theViewRoundTripsThroughTheScenarioFile()
    {
        Scenario s;
        s.view.search = QStringLiteral("h100 aws");
        s.view.minVramGb = 80;
        s.view.maxPrice = 2500;
        s.view.gpuCount = 8;
        s.view.hideStale = true;
        s.view.period = PricePeriod::Month;
        s.view.sortColumn = QStringLiteral("price_per_gpu");
        s.view.sortDescending = true;
        Scenario back;
        QString error;
        QVERIFY2(scenarioFromJson(scenarioToJson(s), &back, &error), qPrintable(error));
        QVERIFY(back.view == s.view);
        QVERIFY(!(back.view == RankingView{}));

        const auto refused = [](const char *table) {
            Scenario out;
            QString why;
            const QByteArray json = QByteArray(R"({"format": "gpuscout-scenario", "version": 1, "table": )") + table + '}';
            return parseScenario(json, QStringLiteral("s.json"), &out, &why) ? QString() : why;
        };
        QVERIFY(refused(R"({"price_period": "week"})").contains(QStringLiteral("hour, month, year")));
        QVERIFY(refused(R"({"sort": "colour"})").contains(QStringLiteral("'colour' is not a column")));
        QVERIFY(refused(R"({"min_vram_gb": -1})").contains(QStringLiteral("table.min_vram_gb")));
        QVERIFY(refused(R"({"gpu_count": 0})").contains(QStringLiteral("table.gpu_count")));
        QVERIFY(refused(R"({"hide_stale": "yes"})").contains(QStringLiteral("table.hide_stale")));
        QVERIFY(refused(R"([])").contains(QStringLiteral("table")));
        QVERIFY(refused(R"({"max_price": null, "sort": "rank"})").isEmpty());
    }
};

GPUSCOUT_TEST_MAIN(TestRankingView)
#include "tst_RankingView.moc"
