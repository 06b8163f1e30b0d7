#include "catalog/CatalogCsv.h"
#include "dashboard/CompareView.h"
#include "domain/Format.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTest>

using namespace gpuscout;

class TestCompareView : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> m_catalog;

    RankingResult resultFor(const Scenario &scenario) const
    {
        return rankCatalog(m_catalog, scenario);
    }

    int offer(const char *instanceType) const
    {
        for (int i = 0; i < m_catalog->offers.size(); ++i) {
            if (m_catalog->offers[i].instanceType == QLatin1String(instanceType))
                return i;
        }
        qFatal("no fixture offer %s", instanceType);
    }

    QList<int> offers(std::initializer_list<const char *> instanceTypes) const
    {
        QList<int> out;
        for (const char *type : instanceTypes)
            out << offer(type);
        return out;
    }

    static QString cell(const CompareView &view, const char *key, int column)
    {
        const QTableWidgetItem *item = view.table()->item(view.rowOf(QLatin1String(key)), column);
        return item ? item->text() : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = test::fixtureCatalog();
    }

    void oneColumnPerOfferWithAHeaderNamingIt()
    {
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge", "1x-mystery"}));
        QCOMPARE(view.table()->objectName(), QStringLiteral("compareTable"));
        QCOMPARE(view.table()->columnCount(), 3);
        QCOMPARE(view.table()->horizontalHeaderItem(0)->text(), QStringLiteral("AWS\np5.48xlarge\nus-east-1"));
        QCOMPARE(view.table()->horizontalHeaderItem(2)->text(), QStringLiteral("Vast.ai\n1x-mystery\nOslo, NO, EU"));
        QVERIFY(view.hint()->isHidden());
        QVERIFY(!view.table()->isHidden());
        QCOMPARE(cell(view, "instance_type", 1), QStringLiteral("g4dn.xlarge"));
        QCOMPARE(cell(view, "gpu", 0), QStringLiteral("H100-SXM"));
        QCOMPARE(cell(view, "rdma", 0), QStringLiteral("EFA"));
        QCOMPARE(cell(view, "as_of", 2), QStringLiteral("2026-01-19"));
    }

    void everyRowKeyHasItsOwnRow()
    {
        CompareView view;
        const QStringList keys{
            QStringLiteral("rank"), QStringLiteral("score"), QStringLiteral("compute_score"),
            QStringLiteral("vram_score"), QStringLiteral("price_score"), QStringLiteral("bandwidth_score"),
            QStringLiteral("stability_score"), QStringLiteral("job_cost"), QStringLiteral("job_hours"),
            QStringLiteral("job_instances"), QStringLiteral("job_rented_per_hour"), QStringLiteral("job_replicas"),
            QStringLiteral("job_tokens_per_second"), QStringLiteral("job_cost_per_million_tokens"),
            QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("vram"),
            QStringLiteral("tflops"), QStringLiteral("price"), QStringLiteral("price_per_gpu"),
            QStringLiteral("tflops_per_price"), QStringLiteral("network"), QStringLiteral("rdma"),
            QStringLiteral("vcpus"), QStringLiteral("ram"), QStringLiteral("stability"),
            QStringLiteral("spot_price"), QStringLiteral("source"), QStringLiteral("as_of")};
        QSet<int> rows;
        for (const QString &key : keys) {
            const int row = view.rowOf(key);
            QVERIFY2(row >= 0 && row < view.table()->rowCount(), qPrintable(key));
            rows.insert(row);
        }
        QCOMPARE(rows.size(), keys.size());
        QCOMPARE(view.table()->rowCount(), keys.size());
        QCOMPARE(view.rowOf(QStringLiteral("colour")), -1);
        QCOMPARE(view.table()->verticalHeaderItem(view.rowOf(QStringLiteral("price")))->text(),
                 QStringLiteral("Price per hour"));
    }

    // The job's rows show with a workload, the serving ones for serving only; without a
    // workload they are hidden. What is rented per hour is every instance the job needs.
    void jobRowsFollowTheWorkload()
    {
        CompareView view;
        const QList<int> compared = offers({"p5.48xlarge", "g4dn.xlarge", "1x-mystery"});
        view.setOffers(resultFor(Scenario{}), compared);
        const QStringList jobRows{QStringLiteral("job_cost"), QStringLiteral("job_hours"), QStringLiteral("job_instances"),
                                  QStringLiteral("job_rented_per_hour")};
        const QStringList servingRows{QStringLiteral("job_replicas"), QStringLiteral("job_tokens_per_second"),
                                      QStringLiteral("job_cost_per_million_tokens")};
        for (const QString &key : jobRows + servingRows)
            QVERIFY2(view.table()->isRowHidden(view.rowOf(key)), qPrintable(key));

        Scenario scenario;
        scenario.objective = Objective::Job;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        w.tokens = 1e9;
        w.requestsPerSecond = 5;
        scenario.workload = w;
        view.setOffers(resultFor(scenario), compared);
        for (const QString &key : jobRows + servingRows)
            QVERIFY2(!view.table()->isRowHidden(view.rowOf(key)), qPrintable(key));
        QCOMPARE(view.table()->verticalHeaderItem(view.rowOf(QStringLiteral("job_cost_per_million_tokens")))->text(),
                 QStringLiteral("Per M tokens (USD)"));
        // The fixture holds no serving measurement to calibrate the model: every serving
        // figure is unknown, and says why.
        for (int column = 0; column < compared.size(); ++column) {
            const QTableWidgetItem *item = view.table()->item(view.rowOf(QStringLiteral("job_cost_per_million_tokens")), column);
            QCOMPARE(item->text(), unknownText());
            const QStringList lines = item->toolTip().split(u'\n');
            QVERIFY2(lines.size() == 2 && lines[1].endsWith(u'.') && lines[1].at(0).isUpper(), qPrintable(item->toolTip()));
        }
        QCOMPARE(cell(view, "job_rented_per_hour", 0).remove(QStringLiteral("✓ ")),
                 formatMoney(m_catalog->offers[compared[0]].priceFor(BillingMode::OnDemand), QStringLiteral("USD")));

        scenario.workload->task = Task::Lora;
        view.setOffers(resultFor(scenario), compared);
        for (const QString &key : jobRows)
            QVERIFY2(!view.table()->isRowHidden(view.rowOf(key)), qPrintable(key));
        for (const QString &key : servingRows)
            QVERIFY2(view.table()->isRowHidden(view.rowOf(key)), qPrintable(key));
    }

    // On the bundled catalog (measurements calibrate serving) the cells show the job's
    // own figures: the cost per million tokens and every instance rented.
    void servingRowsShowTheJobsFigures()
    {
        auto bundled = std::make_shared<Catalog>();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), bundled.get(), &error), qPrintable(error));
        Scenario scenario;
        scenario.objective = Objective::Job;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        w.tokens = 1e9;
        w.requestsPerSecond = 1000; // seed 002's demand
        scenario.workload = w;
        const RankingResult result = rankCatalog(bundled, scenario);
        QVERIFY(result.ok());
        // The winner and the offers ranked 2nd and 10th.
        QList<int> compared;
        for (int rankIndex : {0, 1, 9})
            compared << result.prepared->offer[result.ranking->order[static_cast<std::size_t>(rankIndex)]];
        CompareView view;
        view.setOffers(result, compared);
        int rentingSeveral = 0;
        for (int column = 0; column < compared.size(); ++column) {
            const OfferJob &job = result.prepared->job[result.ranking->order[static_cast<std::size_t>(result.rankIndexOfOffer(compared[column]))]];
            QVERIFY(isKnown(job.costPerMillionTokens));
            QCOMPARE(cell(view, "job_cost_per_million_tokens", column).remove(QStringLiteral("✓ ")),
                     formatMoney(job.costPerMillionTokens, QStringLiteral("USD")));
            QCOMPARE(cell(view, "job_replicas", column).remove(QStringLiteral("✓ ")), formatNumber(job.replicas, 0));
            const double price = bundled->offers[compared[column]].priceFor(BillingMode::OnDemand);
            QCOMPARE(cell(view, "job_rented_per_hour", column).remove(QStringLiteral("✓ ")),
                     formatMoney(job.instancesNeeded * price, QStringLiteral("USD")));
            rentingSeveral += job.instancesNeeded > 1;
        }
        QVERIFY(rentingSeveral > 0); // the winner rents several instances at this demand
    }

    void marksTheBestValueOfEachRow_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("best");
        // Columns: p5.48xlarge (rank 1, 8 x H100, $55.04), g4dn.xlarge (1 x T4, $0.526, spot
        // $0.2104), 1x-mystery ($0.30, GPU specs, network and spot price unknown).
        QTest::addRow("rank: lowest number") << QStringLiteral("rank") << 0;
        QTest::addRow("score") << QStringLiteral("score") << 0;
        QTest::addRow("price score") << QStringLiteral("price_score") << 2;
        QTest::addRow("price: lowest") << QStringLiteral("price") << 2;
        QTest::addRow("per GPU-hour: lowest") << QStringLiteral("price_per_gpu") << 2;
        QTest::addRow("spot: lowest known") << QStringLiteral("spot_price") << 1;
        QTest::addRow("vram: largest") << QStringLiteral("vram") << 0;
        QTest::addRow("tflops") << QStringLiteral("tflops") << 0;
        QTest::addRow("network") << QStringLiteral("network") << 0;
        QTest::addRow("gpu count") << QStringLiteral("gpu_count") << 0;
        QTest::addRow("vcpus") << QStringLiteral("vcpus") << 0;
        QTest::addRow("stability: tie goes to the leftmost") << QStringLiteral("stability") << 0;
        QTest::addRow("provider: text") << QStringLiteral("provider") << -1;
        QTest::addRow("instance: text") << QStringLiteral("instance_type") << -1;
        QTest::addRow("gpu: text") << QStringLiteral("gpu") << -1;
        QTest::addRow("rdma: text") << QStringLiteral("rdma") << -1;
        QTest::addRow("source: text") << QStringLiteral("source") << -1;
        QTest::addRow("as of: text") << QStringLiteral("as_of") << -1;
    }

    void marksTheBestValueOfEachRow()
    {
        QFETCH(QString, key);
        QFETCH(int, best);
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge", "1x-mystery"}));
        const int row = view.rowOf(key);
        QCOMPARE(view.bestColumn(row), best);
        for (int col = 0; col < view.table()->columnCount(); ++col) {
            const QTableWidgetItem *item = view.table()->item(row, col);
            if (col == best) {
                QVERIFY2(item->text().startsWith(QStringLiteral("✓ ")), qPrintable(item->text()));
                QVERIFY(item->font().bold());
                QVERIFY(item->toolTip().startsWith(QStringLiteral("Best in this row")));
                QVERIFY(item->background().style() != Qt::NoBrush);
            } else if (best < 0) {
                QVERIFY2(!item->text().startsWith(QStringLiteral("✓")), qPrintable(item->text()));
                QVERIFY(!item->font().bold());
            }
        }
    }

    void equalBestValuesAreAllMarked()
    {
        CompareView view;
        // Both AWS on-demand: the same stability, above Vast.ai's no-SLA default.
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge", "1x-mystery"}));
        const int row = view.rowOf(QStringLiteral("stability"));
        QVERIFY(cell(view, "stability", 1).startsWith(QStringLiteral("✓ ")));
        QVERIFY(!cell(view, "stability", 2).startsWith(QStringLiteral("✓")));
        QCOMPARE(view.bestColumn(row), 0);
    }

    // A tie is judged as printed: $1.10 per GPU-hour from one GPU at $1.10 and from three at
    // $3.30 (1.0999999999999999 in doubles) are both best, as the report's ✓ marks show them.
    void valuesThatPrintTheSameTieForBest()
    {
        test::CatalogBuilder b;
        b.gpu(QStringLiteral("G"), 24, 100).provider(QStringLiteral("p"));
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 1, 1.10);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 3, 3.30);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 2, 4.00);
        QVERIFY(3.30 / 3 != 1.10); // the case this is about
        const auto catalog = std::make_shared<const Catalog>(b.catalog());
        CompareView view;
        view.setOffers(rankCatalog(catalog, Scenario{}), {0, 1, 2});
        QCOMPARE(cell(view, "price_per_gpu", 0), QStringLiteral("✓ $1.100"));
        QCOMPARE(cell(view, "price_per_gpu", 1), QStringLiteral("✓ $1.100"));
        QCOMPARE(cell(view, "price_per_gpu", 2), QStringLiteral("$2.000"));
    }

    void allEqualValuesHaveNoBest()
    {
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"g4dn.xlarge", "g2-standard-4", "gpu_1x_h100_pcie"}));
        const int row = view.rowOf(QStringLiteral("gpu_count"));
        QCOMPARE(view.bestColumn(row), -1);
        for (int col = 0; col < 3; ++col)
            QCOMPARE(cell(view, "gpu_count", col), QStringLiteral("1"));
        QVERIFY(view.bestColumn(view.rowOf(QStringLiteral("price"))) == 0); // the rows still differ elsewhere
    }

    void unknownValuesReadUnknownAndNeverWin()
    {
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"1x-mystery", "g4dn.xlarge", "g2-standard-4"}));
        QCOMPARE(cell(view, "tflops", 0), QStringLiteral("unknown"));
        QCOMPARE(cell(view, "vram", 0), QStringLiteral("unknown"));
        QCOMPARE(cell(view, "spot_price", 0), QStringLiteral("unknown"));
        QCOMPARE(cell(view, "network", 2), QStringLiteral("unknown"));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("tflops"))), 2);   // L4 121 > T4 65
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("vram"))), 2);     // 24 GB > 16 GB
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("spot_price"))), 1);
        // Only g4dn states its network: one known value is no comparison.
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("network"))), -1);
        QCOMPARE(cell(view, "network", 1), QStringLiteral("25"));
    }

    void filteredOutOffersAreNotRankedButKeepTheirCatalogFigures()
    {
        Scenario awsOnly;
        awsOnly.constraints.providers = QStringList{QStringLiteral("aws")};
        CompareView view;
        view.setOffers(resultFor(awsOnly), offers({"g4dn.xlarge", "1x-mystery", "gn7i"}));
        for (const char *key : {"rank", "score", "compute_score", "price_score", "tflops", "stability"}) {
            QCOMPARE(cell(view, key, 1), QStringLiteral("not ranked"));
            QCOMPARE(cell(view, key, 2), QStringLiteral("not ranked"));
        }
        QCOMPARE(cell(view, "rank", 0), QStringLiteral("3"));
        // Only g4dn has a ranked (converted) price: nothing to compare it with.
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("price"))), -1);
        QCOMPARE(cell(view, "price", 0), QStringLiteral("$0.526"));
        QCOMPARE(cell(view, "price", 1), QStringLiteral("0.300 USD, on-demand"));
        QCOMPARE(cell(view, "price", 2), QStringLiteral("32.00 CNY, on-demand"));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("rank"))), -1);
        // Catalog rows still compare: the filtered-out gn7i has the most VRAM.
        QCOMPARE(cell(view, "vram", 2), QStringLiteral("✓ 80"));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("vram"))), 2);
        QCOMPARE(cell(view, "provider", 2), QStringLiteral("Alibaba Cloud"));

        // The cheapest offer (1x-mystery, $0.30) is not ranked, so the ranked g4dn wins price.
        view.setOffers(resultFor(awsOnly), offers({"g4dn.xlarge", "p5.48xlarge", "1x-mystery"}));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("price"))), 0);
    }

    void allZeroWeightsLeaveEveryOfferUnranked()
    {
        Scenario s;
        s.weights = Weights{{0, 0, 0, 0, 0}};
        CompareView view;
        view.setOffers(resultFor(s), offers({"p5.48xlarge", "g4dn.xlarge"}));
        QCOMPARE(cell(view, "rank", 0), QStringLiteral("not ranked"));
        QVERIFY(view.table()->item(view.rowOf(QStringLiteral("rank")), 0)->toolTip().contains(QStringLiteral("zero")));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("score"))), -1);
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("vram"))), 0);
    }

    void illustrativeOffersSayItInTheSourceCell()
    {
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"gn7i", "p5.48xlarge"}));
        QVERIFY(cell(view, "source", 0).contains(QStringLiteral("illustrative figure, not a quote")));
        QVERIFY(!cell(view, "source", 1).contains(QStringLiteral("illustrative")));
        QCOMPARE(cell(view, "source", 1), QStringLiteral("Fixture modelled on list prices"));
    }

    void displayCurrencyIsUsedForRankedPrices()
    {
        Scenario s;
        s.currency = QStringLiteral("CNY");
        s.includeIllustrative = true; // gn7i, the CNY offer, is the fixture's illustrative seed row
        CompareView view;
        view.setOffers(resultFor(s), offers({"gn7i", "g4dn.xlarge", "p5.48xlarge"}));
        QCOMPARE(cell(view, "price", 0), QStringLiteral("¥32.00"));
        QVERIFY(cell(view, "price", 1).startsWith(QStringLiteral("✓ ¥")));
        // Spot prices stay in each offer's currency; the CNY offer has none, so the two
        // known USD prices still compare.
        QCOMPARE(cell(view, "spot_price", 0), QStringLiteral("unknown"));
        QCOMPARE(cell(view, "spot_price", 1), QStringLiteral("✓ $0.210"));
        QCOMPARE(cell(view, "spot_price", 2), QStringLiteral("$22.02"));
    }

    void capsAtSixOffers()
    {
        CompareView view;
        QList<int> all;
        for (int i = 0; i < m_catalog->offers.size(); ++i)
            all << i;
        QVERIFY(all.size() > CompareView::MaxOffers);
        view.setOffers(resultFor(Scenario{}), all);
        QCOMPARE(view.table()->columnCount(), CompareView::MaxOffers);
        view.setOffers(resultFor(Scenario{}), {all[0], all[0], all[1], -1, 999});
        QCOMPARE(view.table()->columnCount(), 2);
    }

    void fewerThanTwoOffersShowTheHint_data()
    {
        QTest::addColumn<int>("count");
        QTest::addRow("none") << 0;
        QTest::addRow("one") << 1;
    }

    void fewerThanTwoOffersShowTheHint()
    {
        QFETCH(int, count);
        CompareView view;
        auto *hint = view.findChild<QLabel *>(QStringLiteral("compareHint"));
        QVERIFY(hint);
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge"}));
        QVERIFY(hint->isHidden());
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge"}).mid(0, count));
        QVERIFY(!hint->isHidden());
        QVERIFY(view.table()->isHidden());
        QVERIFY(hint->text().contains(QStringLiteral("two to six")));
        QCOMPARE(view.bestColumn(view.rowOf(QStringLiteral("price"))), -1);
    }

    void rendersReadably()
    {
        CompareView view;
        view.setOffers(resultFor(Scenario{}), offers({"p5.48xlarge", "g4dn.xlarge", "gn7i", "1x-H100-marketplace"}));
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.grab().isNull());
        const QTableWidget *table = view.table();
        // The columns share the width and none collapses below a readable width.
        for (int col = 0; col < table->columnCount(); ++col)
            QVERIFY(table->columnWidth(col) >= 120);
        QVERIFY(table->verticalHeader()->width() + 4 * table->columnWidth(0) <= 900);
        // Rows are measured at the final widths: a name that fits stays on one line, the
        // illustrative note wraps onto a second.
        const int line = table->fontMetrics().height();
        QTRY_VERIFY(table->rowHeight(view.rowOf(QStringLiteral("instance_type"))) < 2 * line);
        QVERIFY(table->rowHeight(view.rowOf(QStringLiteral("source"))) >= 2 * line);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestCompareView)
#include "tst_CompareView.moc"
