#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "domain/Format.h"
#include "itemmodels/RankingModel.h"
#include "scoring/ScoringEngine.h"
#include "scoring/WinnerSummary.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTest>

using namespace gpuscout;

class TestRankingModel : public QObject
{
    Q_OBJECT

    RankingResult resultFor(const Scenario &scenario)
    {
        return rankCatalog(test::fixtureCatalog(), scenario);
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void passesTheModelTester()
    {
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setResult(resultFor(Scenario{}));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 7); // the fixture's illustrative seed row is not ranked by default
        QCOMPARE(model.columnCount(), int(RankingModel::ColumnCount));
        Scenario narrow;
        narrow.constraints.maxPricePerHour = 1.0;
        model.setResult(resultFor(narrow));
        QCOMPARE(resets.count(), 2);
        QCOMPARE(model.rowCount(), 3);
    }

    void rowsAreInRankOrderWithRawValues()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        double previous = 2.0;
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt(), row + 1);
            const double score = model.index(row, RankingModel::ScoreColumn).data(RankingModel::RawValueRole).toDouble();
            QVERIFY(score <= previous);
            previous = score;
        }
        QCOMPARE(model.index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        QCOMPARE(model.index(0, RankingModel::GpuColumn).data().toString(), QStringLiteral("H100-SXM × 8"));
        QCOMPARE(model.index(0, RankingModel::PriceColumn).data(RankingModel::RawValueRole).toDouble(), 55.04);
        QCOMPARE(model.index(0, RankingModel::PricePerGpuColumn).data(RankingModel::RawValueRole).toDouble(), 6.88);
    }

    void unknownValuesAreInvalidRawAndReadAsUnknown()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        int mysteryRow = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, RankingModel::InstanceColumn).data().toString() == QLatin1String("1x-mystery"))
                mysteryRow = row;
        }
        QVERIFY(mysteryRow >= 0);
        QVERIFY(!model.index(mysteryRow, RankingModel::TflopsColumn).data(RankingModel::RawValueRole).isValid());
        QCOMPARE(model.index(mysteryRow, RankingModel::TflopsColumn).data().toString(), QStringLiteral("unknown"));
    }

    void headerNamesTheDisplayCurrency()
    {
        RankingModel model;
        Scenario s;
        s.currency = QStringLiteral("CNY");
        model.setResult(resultFor(s));
        QVERIFY(model.headerData(RankingModel::PriceColumn, Qt::Horizontal).toString().contains(QStringLiteral("CNY")));
        QVERIFY(model.index(0, RankingModel::PriceColumn).data().toString().startsWith(QStringLiteral("¥")));
    }

    // Stock a vendor reported shows where the offer is named; a sold-out offer stays ranked,
    // flagged. The account's own price is in the price's tooltip, in the display currency.
    void stockAndAccountPriceShowInTheTable()
    {
        auto catalog = std::make_shared<Catalog>(*test::fixtureCatalog());
        Offer &first = catalog->offers[0];
        const BillingMode mode = Scenario{}.billing;
        QVERIFY(isKnown(first.priceFor(mode)));
        first.availability = Availability::SoldOut;
        first.availabilityAsOf = QStringLiteral("2026-12-05");
        first.accountPrice.set(indexOf(mode), first.priceFor(mode) * 0.5);
        Scenario s;
        s.includeIllustrative = true;
        const RankingResult result = rankCatalog(catalog, s);
        RankingModel model;
        model.setResult(result);
        int row = -1;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, 0).data(RankingModel::OfferIndexRole).toInt() == 0)
                row = r;
        }
        QVERIFY(row >= 0);
        QVERIFY2(model.index(row, RankingModel::InstanceColumn).data().toString().endsWith(QStringLiteral("(sold out)")),
                 qPrintable(model.index(row, RankingModel::InstanceColumn).data().toString()));
        const QString stockTip = model.index(row, RankingModel::InstanceColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(stockTip.contains(QStringLiteral("sold out")) && stockTip.contains(QStringLiteral("2026-12-05")), qPrintable(stockTip));
        const QString priceTip = model.index(row, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString();
        const double shown = model.index(row, RankingModel::PriceColumn).data(RankingModel::RawValueRole).toDouble();
        QVERIFY2(priceTip.contains(QStringLiteral("Your account's price: ") + formatMoney(shown * 0.5, result.currency)), qPrintable(priceTip));
        // The fixture's first offer wins: the winner's summary warns before anyone orders it.
        QCOMPARE(result.row(0).offer, &catalog->offers[0]);
        QVERIFY2(winnerHeadline(result).contains(QStringLiteral("Sold out when")), qPrintable(winnerHeadline(result)));
        // Rows no vendor reported on say nothing of stock.
        const int other = row == 0 ? 1 : 0;
        QVERIFY(model.index(other, RankingModel::InstanceColumn).data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!model.index(other, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("account")));
    }

    void scoreTooltipBreaksDownTheCriteria()
    {
        RankingModel model;
        model.setResult(resultFor(Scenario{}));
        const QString tip = model.index(0, RankingModel::ScoreColumn).data(Qt::ToolTipRole).toString();
        for (const char *word : {"compute", "VRAM", "price", "bandwidth", "stability"})
            QVERIFY2(tip.contains(QString::fromLatin1(word)), qPrintable(tip));
    }

    // In job mode the cost's tooltip keeps the hourly price's source and date, names the
    // billing mode in words, and says what the memory needs and what is rented.
    void jobPriceTooltipKeepsSourceAndDate()
    {
        Scenario s;
        s.objective = Objective::Job;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.hours = 10;
        s.workload = w;
        RankingModel model;
        model.setResult(resultFor(s));
        QVERIFY(model.rowCount() > 0);
        bool sawSeveralRented = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString tip = model.index(row, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QLatin1String(", as of 20")), qPrintable(tip));
            QVERIFY2(!tip.contains(QLatin1String("1 GPUs")), qPrintable(tip));
            QVERIFY2(tip.contains(QLatin1String("its memory needs")), qPrintable(tip));
            sawSeveralRented = sawSeveralRented || tip.contains(QLatin1String("8 GPU(s) in all"));
        }
        QVERIFY(sawSeveralRented);
    }

    // When most ranked prices are older than the limit the model says so once (the window's
    // banner) and leaves the per-row stale marker off; when few are, it marks exactly those.
    void mostlyStalePricesAreSaidOnceNotPerRow()
    {
        Scenario withSeed;
        withSeed.includeIllustrative = true; // the fixture's one price of 2026-01-01
        const RankingResult result = resultFor(withSeed);
        RankingModel model;
        QSignalSpy changed(&model, &RankingModel::staleSummaryChanged);
        model.setToday(QDate(2027, 6, 1)); // every fixture price is older than 90 days
        model.setResult(result);
        QVERIFY(model.mostlyStale());
        QCOMPARE(model.staleRankedCount(), model.rankedCount());
        QVERIFY(model.newestStaleAsOf().startsWith(QLatin1String("2026-")));
        QVERIFY(changed.count() > 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, RankingModel::PriceColumn).data(RankingModel::PriceFlagsRole).toInt() & PriceStale, 0);

        // Dated so that only the oldest prices pass the limit: those rows carry the marker.
        model.setToday(QDate(2026, 2, 1));
        model.setStaleAfterDays(20); // 2026-01-01 is past it, 2026-01-19 is not
        int marked = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            marked += (model.index(row, RankingModel::PriceColumn).data(RankingModel::PriceFlagsRole).toInt() & PriceStale) ? 1 : 0;
        QCOMPARE(marked, model.staleRankedCount());
        QVERIFY(!model.mostlyStale());
        QVERIFY(marked > 0);
    }

    void allZeroWeightsGiveAnEmptyModel()
    {
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Scenario s;
        s.weights = Weights{{0, 0, 0, 0, 0}};
        model.setResult(resultFor(s));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.result().ranking->ok());
    }

    // One row per machine; a machine unfolds to list its other regions under it and folds
    // back, each region keeping its own rank. Checked by the model tester throughout.
    void machinesUnfoldToTheirRegions()
    {
        test::CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.9).gpu(QStringLiteral("G"), 80, 300).gpu(QStringLiteral("H"), 24, 100);
        for (const double price : {3.0, 2.0, 4.0})
            b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, price, 100, QStringLiteral("r%1").arg(price)).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("H"), 1, 1.0, 10).instanceType = QStringLiteral("small");
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{}));
        QVERIFY(model.isGrouped());
        QCOMPARE(model.rowCount(), 2);
        const int bigRow = model.index(0, RankingModel::InstanceColumn).data().toString() == QLatin1String("big") ? 0 : 1;
        QCOMPARE(model.index(bigRow, RankingModel::RegionColumn).data().toString(), QStringLiteral("r2"));
        QCOMPARE(model.index(bigRow, RankingModel::OtherRegionsColumn).data(RankingModel::RawValueRole).toInt(), 2);
        QVERIFY2(model.index(bigRow, RankingModel::OtherRegionsColumn).data().toString().contains(QStringLiteral("+2 · $3.000–$4.000")),
                 qPrintable(model.index(bigRow, RankingModel::OtherRegionsColumn).data().toString()));
        model.setExpanded(bigRow, true);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.isExpanded(bigRow));
        QVERIFY(model.index(bigRow + 1, 0).data(RankingModel::RegionRowRole).toBool());
        QCOMPARE(model.index(bigRow + 1, RankingModel::RegionColumn).data().toString(), QStringLiteral("↳ r3"));
        QVERIFY(model.index(bigRow + 1, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt()
                < model.index(bigRow + 2, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt());
        // Re-ranking keeps the machine unfolded; folding brings the one row back.
        model.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{}));
        QCOMPARE(model.rowCount(), 4);
        model.toggleExpanded(bigRow);
        QCOMPARE(model.rowCount(), 2);
        // One row per offer on request.
        model.setGrouped(false);
        QCOMPARE(model.rowCount(), 4);
    }

    // Every path the window takes, one after another on one model, with the tester checking
    // the model's contract (row counts, indexes, signals) through each: re-ranking on the same
    // prepared offers, sorting every column both ways, filtering, grouping, unfolding, pins,
    // hidden offers and a catalog edit.
    void passesTheModelTesterOnEveryPath()
    {
        const auto catalog = test::fixtureCatalog();
        Scenario scenario;
        const auto prepared = std::make_shared<const PreparedOffers>(prepare(*catalog, scenario));
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(rankPrepared(catalog, prepared, scenario));
        const int rows = model.rowCount();
        QVERIFY(rows > 3);

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
        scenario.weights[Criterion::Price] = 10;
        scenario.weights[Criterion::Compute] = 0.5;
        model.setResult(rankPrepared(catalog, prepared, scenario));
        QCOMPARE(resets.count(), 0); // a re-ranking of the same offers reorders them
        QCOMPARE(layouts.count(), 1);
        QCOMPARE(model.rowCount(), rows);

        for (int column = 0; column < RankingModel::ColumnCount; ++column) {
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                model.sort(column, order);
                QCOMPARE(model.rowCount(), rows);
            }
        }
        model.sort(RankingModel::RankColumn);
        QCOMPARE(model.index(0, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt(), 1);

        model.setFilterText(QStringLiteral("aws"));
        QCOMPARE(model.rowCount(), 3); // the fixture's three AWS machines
        model.sort(RankingModel::PriceColumn, Qt::DescendingOrder);
        QCOMPARE(model.index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        model.setFilterText(QString());
        QCOMPARE(model.rowCount(), rows);
        model.sort(RankingModel::RankColumn);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const int pinned = model.offerIndexAt(2);
        model.setPinnedOffers({pinned});
        QCOMPARE(changed.count(), 1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, 0).data(RankingModel::PinnedRole).toBool(), model.offerIndexAt(row) == pinned);

        const RankingResult &result = model.result();
        auto hidden = std::make_shared<std::vector<char>>(result.size(), 0);
        const int hiddenOffer = model.offerIndexAt(0);
        (*hidden)[result.ranking->order[static_cast<std::size_t>(result.rankIndexOfOffer(hiddenOffer))]] = 1;
        model.setHiddenOffers(hidden);
        QCOMPARE(model.rowCount(), rows - 1);
        QVERIFY(model.offerIndexAt(0) != hiddenOffer);
        QCOMPARE(model.index(0, RankingModel::RankColumn).data(RankingModel::RawValueRole).toInt(), 2);
        model.setHiddenOffers(nullptr);
        QCOMPARE(model.rowCount(), rows);

        model.setGrouped(false);
        QCOMPARE(model.rowCount(), int(result.size()));
        model.setGrouped(true);
        QCOMPARE(model.rowCount(), rows);

        // A catalog edit: the winner's price goes up tenfold and the last offer is deleted.
        auto edited = std::make_shared<Catalog>(*catalog);
        const int winner = model.offerIndexAt(0);
        edited->offers[winner].price[indexOf(BillingMode::OnDemand)] *= 10;
        edited->offers.removeLast();
        const qsizetype resetsBefore = resets.count();
        model.setResult(rankCatalog(edited, scenario));
        QCOMPARE(resets.count(), resetsBefore + 1); // other offers: a reset, not a reorder
        QVERIFY(model.rowCount() > 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(model.offerIndexAt(row) < edited->offers.size());
        QVERIFY(model.offerIndexAt(0) != winner);
    }

    // The view's selection and current cell are persistent indexes: sorting, re-ranking and
    // unfolding move them with their offers, not leave them on a row number.
    void selectionFollowsItsOfferThroughSortAndReRanking()
    {
        const auto catalog = test::fixtureCatalog();
        Scenario scenario;
        const auto prepared = std::make_shared<const PreparedOffers>(prepare(*catalog, scenario));
        RankingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGrouped(false);
        model.setResult(rankPrepared(catalog, prepared, scenario));
        const int offer = model.offerIndexAt(0); // p5.48xlarge, the dearest offer
        const QPersistentModelIndex selected(model.index(0, RankingModel::PriceColumn));
        model.sort(RankingModel::PriceColumn, Qt::AscendingOrder);
        QVERIFY(selected.isValid());
        QVERIFY(selected.row() > 0);
        QCOMPARE(model.offerIndexAt(selected.row()), offer);
        QCOMPARE(selected.column(), int(RankingModel::PriceColumn));
        model.sort(RankingModel::RankColumn, Qt::DescendingOrder);
        QCOMPARE(model.offerIndexAt(selected.row()), offer);
        QCOMPARE(selected.row(), model.rowCount() - 1);
        scenario.weights[Criterion::Compute] = 0;
        model.setResult(rankPrepared(catalog, prepared, scenario));
        QVERIFY(selected.isValid());
        QCOMPARE(model.offerIndexAt(selected.row()), offer);
    }
};

GPUSCOUT_TEST_MAIN(TestRankingModel)
#include "tst_RankingModel.moc"
