#include "help/AboutDialog.h"
#include "catalogeditor/CatalogEditor.h"
#include "domain/PriceAge.h"
#include "catalogeditor/UpdatePricesDialog.h"
#include "window/PriceUpdateActions.h"
#include "catalogeditor/OfferEditDialog.h"
#include "itemmodels/CatalogOffersModel.h"
#include "charts/PriceHistoryChart.h"
#include "controller/CatalogStore.h"
#include "insight/PriceSeries.h"
#include "window/CatalogFileActions.h"
#include "charts/AcceptabilityBars.h"
#include "window/AppSettings.h"
#include "dashboard/BandSlider.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CsvReader.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogLocation.h"
#include "dashboard/CompareView.h"
#include "window/MainWindow.h"
#include "charts/ParetoChart.h"
#include "charts/RadarChart.h"
#include "controller/RankingController.h"
#include "itemmodels/RankingModel.h"
#include "dashboard/RankingTableView.h"
#include "insight/RobustnessView.h"
#include "TestSupport.h"
#include "report/ReportOptionsDialog.h"
#include "WindowFixture.h"
#include "window/Translations.h"
#include "dashboard/WeightPanel.h"
#include "dashboard/ScrollBarStyle.h"
#include "dashboard/WinnerCard.h"
#include "dashboard/WorkloadPanel.h"
#include "workload/ModelPresets.h"
#include "TestMain.h"

#include <QAction>
#include <QSpinBox>
#include <QStandardPaths>
#include <QProcess>
#include <QCheckBox>
#include <QHash>
#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QGroupBox>

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTabWidget>
#include <QTableView>
#include <QScrollArea>
#include <QWheelEvent>
#include <QTableWidget>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

namespace {

QString winnerInstance(const RankingController &controller)
{
    const RankingResult &r = controller.result();
    return r.size() ? r.row(0).offer->instanceType : QString();
}

// Drags a slider's handle to the right end, as a user does with the mouse.
void dragToMaximum(QSlider *slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->value();
    option.sliderValue = slider->value();
    const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
    const QPoint start = handle.center();
    const QPoint end(slider->width() - 1, start.y());
    QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, start);
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(slider, start + (end - start) * step / 10);
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, end);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    test::WindowFixture m_fx;

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        const QString error = m_fx.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void cleanup()
    {
        AppSettings().setHideDominated(false); // the switch is remembered: leave it off
        AppSettings().setWindowGeometry({}, {}); // so is the layout: the next test starts from the default
        m_fx.stop();
    }

    // The report dialog offers the Prices over time section, remembered; the window's
    // report then ends with it.
    void reportCanEndWithPricesOverTime()
    {
        ReportOptionsDialog dialog;
        auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("reportPriceHistory"));
        QVERIFY(box);
        QVERIFY(!dialog.priceHistory());
        dialog.setPriceHistory(true);
        QVERIFY(box->isChecked() && dialog.priceHistory());
        AppSettings settings;
        settings.setReportPriceHistory(true);
        QVERIFY(AppSettings().reportPriceHistory());
        settings.setReportPriceHistory(false);

        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is needed to read the report back");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("window.pdf"));
        QVERIFY(m_fx.window->exportReportTo(path, QString(), QString(), 5, true));
        QProcess text;
        text.start(pdftotext, {path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        QVERIFY(QString::fromUtf8(text.readAllStandardOutput()).contains(QLatin1String("Prices over time")));
    }

    // The window reads a catalog file without its price history (a year of daily feeds is
    // millions of rows); the chart, the offer form, the report and the JSON export read the
    // part they show from the file, and draw what a catalog read whole draws.
    void theViewsReadThePriceHistoryTheWindowDidNotLoad()
    {
        CatalogStore *store = m_fx.window->catalogStore();
        Catalog c = *store->catalog();
        QVERIFY(c.historyLoaded);
        const RankingResult &ranked = m_fx.controller->result();
        QVERIFY(ranked.size() > 0);
        const Offer winner = c.offers[ranked.offerIndexAt(0)];
        const QString gpu = c.gpus[winner.gpu].model;
        const double now = winner.price[static_cast<int>(BillingMode::OnDemand)];
        QVERIFY(now > 0);
        c.priceHistory << PriceChange{winner.id, BillingMode::OnDemand, now * 1.5, winner.currency, QStringLiteral("2025-11-02"),
                                      QStringLiteral("2026-02-01")}
                       << PriceChange{winner.id, BillingMode::OnDemand, now * 1.25, winner.currency, QStringLiteral("2026-02-01"),
                                      QStringLiteral("2026-05-01")};
        QString error;
        QVERIFY2(store->replace(c, &error), qPrintable(error));
        const std::shared_ptr<const Catalog> whole = store->catalog();
        QCOMPARE(whole->priceHistory.size(), c.priceHistory.size());
        QVERIFY2(store->switchTo(m_fx.dbPath, &error), qPrintable(error)); // reads the file as the window opens it
        QVERIFY(!store->catalog()->historyLoaded);
        QVERIFY(store->catalog()->priceHistory.isEmpty());
        QCOMPARE(m_fx.controller->catalog(), store->catalog());

        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        auto *history = m_fx.find<PriceHistoryChart>(QStringLiteral("priceHistoryChart"));
        tabs->setCurrentWidget(history);
        history->setGpu(gpu);
        PriceSeriesQuery q;
        q.gpu = gpu;
        q.billings = {BillingMode::OnDemand};
        q.currency = m_fx.controller->result().currency;
        const QList<PriceSeriesLine> expected = priceSeries(*whole, q);
        QCOMPARE(history->lines().size(), expected.size());
        bool sawOldPrice = false;
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(history->lines()[i].provider, expected[i].provider);
            QCOMPARE(history->lines()[i].points, expected[i].points);
            sawOldPrice = sawOldPrice || expected[i].points.size() >= 3;
        }
        QVERIFY(sawOldPrice); // the two replaced prices are steps of the line

        // The offer form lists the two earlier prices; saving it stores none a second time.
        CatalogEditor *editor = m_fx.window->openCatalogEditor();
        auto *table = editor->findChild<QTableView *>(QStringLiteral("offersTable"));
        QVERIFY(table);
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const int offer = table->model()->index(r, 0).data(CatalogOffersModel::OfferIndexRole).toInt();
            if (editor->catalog()->offers[offer].id == winner.id)
                table->selectRow(r);
        }
        editor->findChild<QPushButton *>(QStringLiteral("editOfferButton"))->click();
        auto *form = editor->findChild<OfferEditDialog *>();
        QVERIFY(form && form->isVisible());
        QCOMPARE(form->original().id, winner.id);
        QCOMPARE(form->historyRowCount(), 2);
        form->reject();
        editor->close();

        // The report's page and the JSON export hold them too.
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        QTemporaryDir dir;
        if (!pdftotext.isEmpty()) {
            const QString pdf = dir.filePath(QStringLiteral("history.pdf"));
            QVERIFY(m_fx.window->exportReportTo(pdf, QString(), QString(), 5, true));
            QProcess text;
            text.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(30000));
            QVERIFY(QString::fromUtf8(text.readAllStandardOutput()).contains(QLatin1String("2025-11")));
        }
        const QString json = dir.filePath(QStringLiteral("catalog.json"));
        QVERIFY2(m_fx.window->fileActions()->exportTo(json, CatalogFileActions::Export::CatalogJson, &error), qPrintable(error));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("2025-11-02"));
        QVERIFY(bytes.contains("2026-05-01"));

        // Nothing the window wrote lost or doubled the stored history.
        CatalogDatabase db;
        QVERIFY(db.open(m_fx.dbPath) != CatalogDatabase::Status::Failed);
        Catalog stored;
        QVERIFY(db.load(&stored));
        QCOMPARE(stored.priceHistory.size(), c.priceHistory.size());
    }

    // A wheel over a setting that has no focus scrolls the panel and changes nothing (it used
    // to switch the normalisation and re-rank silently); once clicked, the setting takes it.
    void theWheelScrollsThePanelNotTheSettings()
    {
        m_fx.window->resize(1366, 768);
        auto *normalisation = m_fx.find<QComboBox>(QStringLiteral("normalizationCombo"));
        auto *budget = m_fx.find<QDoubleSpinBox>(QStringLiteral("budgetSpin"));
        auto *price = m_fx.find<QSlider>(QStringLiteral("priceWeightSlider"));
        auto *dock = m_fx.find<QWidget>(QStringLiteral("constraintsPanel"));
        dock->show();
        QScrollArea *area = dock->findChild<QScrollArea *>();
        QVERIFY(area);
        area->widget()->setMinimumHeight(area->viewport()->height() + 400); // scrollable at any screen size
        QCoreApplication::processEvents();
        QScrollBar *bar = area->verticalScrollBar();
        QVERIFY(bar->isVisible() && bar->maximum() > 0);
        const double topScore = m_fx.controller->result().row(0).score;
        const auto wheelDown = [](QWidget *w) {
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent ev(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(w, &ev);
        };
        QVERIFY(!normalisation->hasFocus());
        const int index = normalisation->currentIndex();
        const int budgetBefore = static_cast<int>(budget->value());
        const int priceBefore = price->value();
        const int scrolled = bar->value();
        wheelDown(normalisation);
        wheelDown(budget);
        wheelDown(price);
        QCOMPARE(normalisation->currentIndex(), index);
        QCOMPARE(static_cast<int>(budget->value()), budgetBefore);
        QCOMPARE(price->value(), priceBefore);
        QVERIFY(bar->value() > scrolled);
        QCOMPARE(m_fx.controller->result().row(0).score, topScore);
        QCOMPARE(normalisation->focusPolicy(), Qt::StrongFocus);

        // Focused (a click, Tab), the combo box takes the wheel as before.
        normalisation->setFocus();
        QTRY_VERIFY(normalisation->hasFocus() || !m_fx.window->isActiveWindow());
        if (normalisation->hasFocus()) {
            wheelDown(normalisation);
            QVERIFY(normalisation->currentIndex() != index);
        }
    }

    // Every fixture price is older than the 90-day limit today: the window says it once, with
    // the count and the newest date, and its link opens Update Prices; no row is marked stale.
    void mostlyStalePricesShowOneBanner()
    {
        auto *banner = m_fx.find<QLabel>(QStringLiteral("staleBanner"));
        RankingModel *model = m_fx.controller->model();
        model->setToday(QDate(2027, 6, 1));
        QVERIFY(model->mostlyStale());
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(QStringLiteral("%1 of %2 ranked prices").arg(model->staleRankedCount()).arg(model->rankedCount())),
                 qPrintable(banner->text()));
        QVERIFY(banner->text().contains(model->newestStaleAsOf()));
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->index(row, RankingModel::PriceColumn).data(RankingModel::PriceFlagsRole).toInt() & PriceStale, 0);
        Q_EMIT banner->linkActivated(QStringLiteral("update"));
        QTRY_VERIFY(m_fx.window->priceUpdates()->dialog() && m_fx.window->priceUpdates()->dialog()->isVisible());
        m_fx.window->priceUpdates()->dialog()->reject();
        // Fresh prices: no banner.
        model->setToday(QDate(2026, 1, 20));
        QVERIFY(!model->mostlyStale());
        QVERIFY(!banner->isVisible());
        model->setToday(QDate::currentDate());
    }

    // Two actions on one shortcut make Qt fire neither ("ambiguous shortcut").
    void everyShortcutIsUnique()
    {
        QHash<QString, QString> owner;
        for (QAction *a : m_fx.window->findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                const QString key = k.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(key), qPrintable(QStringLiteral("%1: %2 and %3").arg(key, owner.value(key), a->text())));
                owner.insert(key, a->text());
            }
        }
        QVERIFY(owner.contains(QStringLiteral("Ctrl+I")));
        QVERIFY(owner.contains(QStringLiteral("Ctrl+Shift+I")));
    }

    // The docks come back where the person left them: the layout saved on close is restored
    // by the next window.
    void dockLayoutIsRestored()
    {
        auto *workload = m_fx.find<QDockWidget>(QStringLiteral("workloadDock"));
        QCOMPARE(m_fx.window->dockWidgetArea(workload), Qt::LeftDockWidgetArea);
        m_fx.window->addDockWidget(Qt::RightDockWidgetArea, workload);
        QCOMPARE(m_fx.window->dockWidgetArea(workload), Qt::RightDockWidgetArea);
        QVERIFY(m_fx.window->close());
        m_fx.window.reset();
        m_fx.window = std::make_unique<MainWindow>(m_fx.controller.get(), m_fx.translations.get(), m_fx.dbPath);
        m_fx.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_fx.window.get()));
        QCOMPARE(m_fx.window->dockWidgetArea(m_fx.find<QDockWidget>(QStringLiteral("workloadDock"))), Qt::RightDockWidgetArea);
        QCOMPARE(m_fx.window->dockWidgetArea(m_fx.find<QDockWidget>(QStringLiteral("constraintsDock"))), Qt::LeftDockWidgetArea);
    }

    // The CNY rate lives in the catalog's rate table: editing it in the panel writes the
    // file, re-ranks with the new rate and shows its date.
    void rateEditIsStoredInTheCatalogFile()
    {
        auto *spin = m_fx.find<QDoubleSpinBox>(QStringLiteral("exchangeRateSpin"));
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("6.5"));
        QTest::keyClick(spin, Qt::Key_Enter);
        QCOMPARE(m_fx.controller->scenario().rates.perUsd(QStringLiteral("CNY")), 6.5);
        QCOMPARE(m_fx.controller->catalog()->rates.perUsd(QStringLiteral("CNY")), 6.5);
        CatalogDatabase db;
        QVERIFY(db.open(m_fx.dbPath) != CatalogDatabase::Status::Failed);
        Catalog stored;
        QVERIFY(db.load(&stored));
        QCOMPARE(stored.rates.perUsd(QStringLiteral("CNY")), 6.5);
        QCOMPARE(stored.rates.find(QStringLiteral("CNY"))->asOf, QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(spin->toolTip().contains(QDate::currentDate().toString(Qt::ISODate)));
    }

    void showsTheDefaultRanking()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QCOMPARE(table->model()->rowCount(), 8);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        const QString summary = m_fx.find<QLabel>(QStringLiteral("rankingSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("8 of 8 offers ranked")), qPrintable(summary));
        QVERIFY(m_fx.find<WinnerCard>(QStringLiteral("winnerCard"))->winnerText().contains(QStringLiteral("p5.48xlarge")));
    }

    void draggingThePriceSliderToTheTopMakesTheCheapestWin()
    {
        Scenario whole = m_fx.controller->scenario();
        whole.basis = Basis::PerInstance; // whole instances: the 8-GPU p5 has the most compute
        m_fx.controller->setScenario(whole);
        m_fx.controller->setWeights(Weights{{1, 0, 0, 0, 0}});
        QCOMPARE(winnerInstance(*m_fx.controller), QStringLiteral("p5.48xlarge"));
        auto *price = m_fx.find<QSlider>(QStringLiteral("priceWeightSlider"));
        QCOMPARE(price->value(), 0);
        dragToMaximum(price);
        QCOMPARE(price->value(), price->maximum());
        QCOMPARE(m_fx.controller->scenario().weights[Criterion::Price], WeightPanel::MaxWeight);
        const RankingResult &r = m_fx.controller->result();
        double cheapest = 1e9;
        for (std::size_t i = 0; i < r.size(); ++i)
            cheapest = std::min(cheapest, r.row(i).raw[indexOf(Criterion::Price)]);
        QCOMPARE(r.row(0).raw[indexOf(Criterion::Price)], cheapest);
        QCOMPARE(m_fx.find<RankingTableView>(QStringLiteral("rankingTable"))->model()->index(0, RankingModel::InstanceColumn).data().toString(),
                 winnerInstance(*m_fx.controller));
        QVERIFY(m_fx.find<QLabel>(QStringLiteral("priceWeightShare"))->text().startsWith(QStringLiteral("91")));
    }

    void weightSpinBoxEditsReRankWithoutRePreparing()
    {
        const auto prepared = m_fx.controller->result().prepared;
        auto *spin = m_fx.find<QDoubleSpinBox>(QStringLiteral("computeWeightSpin"));
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0"));
        QTest::keyClick(spin, Qt::Key_Enter);
        QCOMPARE(m_fx.controller->scenario().weights[Criterion::Compute], 0.0);
        QCOMPARE(m_fx.controller->result().prepared, prepared);
        QCOMPARE(m_fx.find<QSlider>(QStringLiteral("computeWeightSlider"))->value(), 0);
    }

    void aConstraintRemovesOffersAndTheEmptyStateExplainsWhy()
    {
        auto *budget = m_fx.find<QDoubleSpinBox>(QStringLiteral("budgetSpin"));
        budget->setValue(3.0);
        QCOMPARE(m_fx.controller->result().size(), std::size_t(5));
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QCOMPARE(table->model()->rowCount(), 5);
        QVERIFY(table->emptyText().isEmpty());
        budget->setValue(0.1);
        QCOMPARE(table->model()->rowCount(), 0);
        const QString empty = table->emptyText();
        QVERIFY2(empty.contains(QStringLiteral("The one that removed the most offers: budget per hour.")), qPrintable(empty));
        QVERIFY2(empty.contains(QStringLiteral("budget per hour: 8")), qPrintable(empty));
        QVERIFY(m_fx.find<QLabel>(QStringLiteral("rankingSummary"))->text().contains(QStringLiteral("No offer passes")));
    }

    void allZeroWeightsShowAMessageNotABlankTable()
    {
        m_fx.controller->setWeights(Weights{{0, 0, 0, 0, 0}});
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY2(table->emptyText().contains(QStringLiteral("All weights are zero")), qPrintable(table->emptyText()));
        auto *radar = m_fx.find<RadarChart>(QStringLiteral("radarChart"));
        QVERIFY2(radar->emptyText().contains(QStringLiteral("All weights are zero")), qPrintable(radar->emptyText()));
    }

    // Every scroll bar of the window (the ranking, the docked panels) is drawn through the
    // cache of ScrollBarStyle, also after a language switch rebuilds the window.
    void everyScrollBarIsDrawnThroughTheCache()
    {
        auto allCached = [this] {
            const QList<QScrollBar *> bars = m_fx.window->findChildren<QScrollBar *>();
            for (QScrollBar *bar : bars) {
                if (!qobject_cast<const ScrollBarStyle *>(bar->style()))
                    return false;
            }
            return bars.size() >= 6;
        };
        QVERIFY(allCached());
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("文件(&F)"));
        QVERIFY(allCached());
        m_fx.window->switchLanguage(QStringLiteral("en"));
    }

    void searchFiltersTheTable()
    {
        auto *search = m_fx.find<QLineEdit>(QStringLiteral("rankingSearch"));
        QTest::keyClicks(search, QStringLiteral("aws"));
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(table->model()->index(0, RankingModel::RankColumn).data().toInt(), 1);
        search->clear();
        QCOMPARE(table->model()->rowCount(), 8);
    }

    // The filter row narrows the list (VRAM typed into its box, the period chosen from the
    // keyboard), the export writes exactly the rows shown in their order and period, the
    // view is remembered with the scenario, and a filter that leaves nothing says so.
    void tableFiltersNarrowTheListAndTheExportWritesWhatIsShown()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        RankingModel *model = m_fx.controller->model();
        QCOMPARE(model->rowCount(), 8);
        auto *vram = m_fx.find<QSpinBox>(QStringLiteral("filterMinVram"));
        vram->setFocus();
        QTest::keyClick(vram, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(vram, QStringLiteral("80"));
        QCOMPARE(vram->value(), 80);
        QVERIFY(model->rowCount() > 0 && model->rowCount() < 8);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->index(row, RankingModel::VramColumn).data(RankingModel::RawValueRole).toDouble() >= 80);
        auto *period = m_fx.find<QComboBox>(QStringLiteral("pricePeriod"));
        period->setFocus();
        QTest::keyClick(period, Qt::Key_Down);
        QCOMPARE(model->headerData(RankingModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Price/month (USD)"));
        table->sortByColumn(RankingModel::PriceColumn, Qt::DescendingOrder);
        QCOMPARE(m_fx.controller->scenario().view.sortColumn, QStringLiteral("price"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ranking.csv"));
        QString error;
        QVERIFY2(m_fx.window->findChild<CatalogFileActions *>()->exportTo(path, CatalogFileActions::Export::RankingCsv, &error),
                 qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const CsvTable csv = CsvTable::parse(QString::fromUtf8(file.readAll()), path);
        QCOMPARE(csv.rowCount(), model->rowCount());
        const Catalog &catalog = *m_fx.controller->rankedCatalog();
        for (int row = 0; row < model->rowCount(); ++row) {
            const Offer &o = catalog.offers[model->index(row, 0).data(RankingModel::OfferIndexRole).toInt()];
            QCOMPARE(csv.value(row, QStringLiteral("instance_type")), o.instanceType);
            const double hourly = model->index(row, RankingModel::PriceColumn).data(RankingModel::RawValueRole).toDouble();
            QVERIFY(qAbs(csv.value(row, QStringLiteral("price_per_month_usd")).toDouble() - hourly * 730) < 0.01);
        }

        m_fx.window->close();
        Scenario restored;
        QVERIFY(AppSettings().lastScenario(&restored));
        QCOMPARE(restored.view.minVramGb, 80.0);
        QVERIFY(restored.view.period == PricePeriod::Month);
        QCOMPARE(restored.view.sortColumn, QStringLiteral("price"));
        AppSettings().setLastScenario(Scenario{}); // the next test starts unfiltered

        vram->setValue(100000);
        QCOMPARE(model->rowCount(), 0);
        QVERIFY2(table->emptyText().startsWith(QStringLiteral("None of the 8 ranked offer"))
                     && table->emptyText().contains(QStringLiteral("is listed: VRAM ≥ 100,000 GB.")),
                 qPrintable(table->emptyText()));
        Q_EMIT table->emptyActionRequested(QStringLiteral("clear-filters"));
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(vram->text(), QStringLiteral("any"));
        QVERIFY(table->emptyText().isEmpty());
    }

    void aWeightChangeKeepsTheSelectionOnItsOffer()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        table->selectRow(0);
        QCOMPARE(table->selectedOfferIndices(), (QList<int>{0})); // p5.48xlarge
        m_fx.controller->setWeights(Weights{{0, 0, 1, 0, 0}});
        QCOMPARE(table->selectedOfferIndices(), (QList<int>{0}));
        QCOMPARE(table->selectionModel()->selectedRows().value(0).row(), 7); // the dearest is last on price
    }

    void hidingDominatedOffersRemovesExactlyThemAndKeepsTrueRanks()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        auto *check = m_fx.find<QCheckBox>(QStringLiteral("hideDominatedCheck"));
        auto *action = m_fx.find<QAction>(QStringLiteral("hideDominatedAction"));
        QVERIFY(!check->isChecked());
        const auto dominance = m_fx.controller->dominance();
        QVERIFY(dominance);
        const int dominated = dominance->dominatedCount;
        QVERIFY(dominated > 0); // the fixture has offers that never win
        QCOMPARE(table->model()->rowCount(), 8);
        check->click();
        QVERIFY(action->isChecked());
        QCOMPARE(table->model()->rowCount(), 8 - dominated);
        QVERIFY(AppSettings().hideDominated());
        // The rows left are the undominated offers, each with its true rank.
        const RankingResult &r = m_fx.controller->result();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const int rank = table->model()->index(row, RankingModel::RankColumn).data().toInt();
            const std::uint32_t pos = r.ranking->order[static_cast<std::size_t>(rank - 1)];
            QVERIFY(!dominance->dominated[pos]);
        }
        // A weight change keeps them hidden; the menu action turns the switch off again.
        m_fx.controller->setWeights(Weights{{1, 2, 3, 4, 5}});
        QCOMPARE(table->model()->rowCount(), 8 - dominated);
        action->trigger();
        QVERIFY(!check->isChecked());
        QCOMPARE(table->model()->rowCount(), 8);
    }

    void draggingAWeightSliderMovesTheRobustnessBands()
    {
        Scenario whole = m_fx.controller->scenario();
        whole.basis = Basis::PerInstance;
        m_fx.controller->setScenario(whole);
        m_fx.controller->setWeights(Weights{{1, 0, 0, 0, 0}});
        auto *compute = m_fx.find<BandSlider>(QStringLiteral("computeWeightSlider"));
        QVERIFY(compute->hasBand());
        const double low = compute->bandLow();
        const double high = compute->bandHigh();
        const QString tip = compute->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("p5.48xlarge")), qPrintable(tip));
        dragToMaximum(m_fx.find<QSlider>(QStringLiteral("priceWeightSlider")));
        QVERIFY(compute->bandLow() != low || compute->bandHigh() != high);
        // The band now holds the new winner around the slider's own value.
        const QString winner = winnerInstance(*m_fx.controller);
        QVERIFY(winner != QStringLiteral("p5.48xlarge"));
        QVERIFY2(compute->toolTip().contains(winner), qPrintable(compute->toolTip()));
        QVERIFY(compute->bandLow() <= compute->value() + 1e-9 && compute->value() <= compute->bandHigh() + 1e-9);
    }

    void insightAndParetoTabsFillWhenShown()
    {
        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        auto *insight = m_fx.find<RobustnessView>(QStringLiteral("robustnessView"));
        tabs->setCurrentWidget(insight);
        auto *intervals = m_fx.find<QTableWidget>(QStringLiteral("weightIntervalTable"));
        QCOMPARE(intervals->rowCount(), 5);
        QVERIFY(!intervals->item(0, 2)->text().isEmpty());
        auto *robustness = m_fx.find<QTableWidget>(QStringLiteral("robustnessTable"));
        QCOMPARE(robustness->rowCount(), 8); // top 10 of 8 offers
        const auto &entries = m_fx.find<AcceptabilityBars>(QStringLiteral("acceptabilityBars"))->entries();
        QVERIFY(!entries.isEmpty());
        double total = 0;
        for (const auto &e : entries) {
            QVERIFY(e.share > 0);
            total += e.share;
        }
        QVERIFY(qAbs(total - 1) < 1e-9);
        // A weight change refreshes the tab after a short pause, not at once.
        m_fx.controller->setWeights(Weights{{0, 0, 1, 0, 0}});
        QTRY_COMPARE(robustness->item(0, 1)->text().contains(winnerInstance(*m_fx.controller)), true);

        auto *pareto = m_fx.find<ParetoChart>(QStringLiteral("paretoChart"));
        QCOMPARE(pareto->plottedPointCount(), 0); // not filled while hidden
        tabs->setCurrentWidget(pareto);
        QVERIFY(pareto->plottedPointCount() > 0);
        QVERIFY(pareto->frontPointCount() >= 1 && pareto->frontPointCount() < pareto->plottedPointCount());
        const QString out = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        if (!out.isEmpty()) {
            m_fx.window->resize(1440, 900);
            QCoreApplication::processEvents();
            m_fx.window->grab().save(out + QStringLiteral("/main-pareto.png"));
            tabs->setCurrentWidget(insight);
            QCoreApplication::processEvents();
            m_fx.window->grab().save(out + QStringLiteral("/main-insight.png"));
        }
    }

    void sortingKeepsTheTrueRank()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        table->sortByColumn(RankingModel::PriceColumn, Qt::AscendingOrder);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("1x-mystery"));
        QCOMPARE(table->model()->index(0, RankingModel::RankColumn).data().toInt(), 8);
        table->sortByColumn(RankingModel::TflopsColumn, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, RankingModel::InstanceColumn).data().toString(), QStringLiteral("p5.48xlarge"));
        QCOMPARE(table->model()->index(7, RankingModel::InstanceColumn).data().toString(), QStringLiteral("1x-mystery")); // unknown last
    }

    void pinningAddsARadarSeriesAndFillsTheCompareView()
    {
        auto *radar = m_fx.find<RadarChart>(QStringLiteral("radarChart"));
        QCOMPARE(radar->entryCount(), 3);
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        table->setFocus();
        table->selectRow(5);
        QTest::keyClick(table, Qt::Key_Space);
        QCOMPARE(m_fx.controller->pinnedOffers().size(), 1);
        QCOMPARE(radar->entryCount(), 4);
        QVERIFY(table->model()->index(5, RankingModel::RankColumn).data(RankingModel::PinnedRole).toBool());
        QTest::keyClick(table, Qt::Key_Space);
        QCOMPARE(radar->entryCount(), 3);

        // Pin the three cheapest: the compare view marks the cheapest price as best.
        m_fx.controller->setWeights(Weights{{0, 0, 1, 0, 0}});
        m_fx.controller->setPinnedOffers({m_fx.controller->result().prepared->offer[m_fx.controller->result().ranking->order[2]],
                                       m_fx.controller->result().prepared->offer[m_fx.controller->result().ranking->order[0]],
                                       m_fx.controller->result().prepared->offer[m_fx.controller->result().ranking->order[1]]});
        auto *compare = m_fx.find<CompareView>(QStringLiteral("compareView"));
        m_fx.find<QTabWidget>(QStringLiteral("mainTabs"))->setCurrentWidget(compare);
        QCOMPARE(compare->table()->columnCount(), 3);
        QCOMPARE(compare->bestColumn(compare->rowOf(QStringLiteral("price"))), 1);
        // While the tab is open it follows the pins.
        m_fx.controller->togglePinned({m_fx.controller->result().prepared->offer[m_fx.controller->result().ranking->order[3]]});
        QCOMPARE(compare->table()->columnCount(), 4);
    }

    void scenarioRoundTripsThroughAFileAndNewResets()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("training.json"));
        Scenario s = m_fx.controller->scenario();
        s.weights = Weights{{5, 3, 1, 3, 2}};
        s.constraints.minTotalVramGb = 80;
        s.billing = BillingMode::OnDemand;
        s.currency = QStringLiteral("CNY");
        m_fx.controller->setScenario(s);
        QVERIFY(m_fx.window->saveScenarioTo(path));
        QVERIFY(m_fx.window->windowTitle().startsWith(QStringLiteral("training.json")));
        m_fx.window->newScenario();
        QVERIFY(m_fx.controller->scenario() == Scenario{});
        QCOMPARE(m_fx.find<QSlider>(QStringLiteral("computeWeightSlider"))->value(), 50);
        QVERIFY(m_fx.window->openScenario(path));
        QVERIFY(m_fx.controller->scenario() == s);
        QCOMPARE(m_fx.find<QSlider>(QStringLiteral("computeWeightSlider"))->value(), 50);
        QCOMPARE(m_fx.find<QSlider>(QStringLiteral("priceWeightSlider"))->value(), 10);
        QCOMPARE(AppSettings().recentFiles().value(0), path);
    }

    void lastScenarioIsRemembered()
    {
        Scenario s;
        s.weights = Weights{{1, 2, 3, 4, 5}};
        m_fx.controller->setScenario(s);
        m_fx.window->close();
        Scenario restored;
        QVERIFY(AppSettings().lastScenario(&restored));
        QVERIFY(restored == s);
    }

    void switchingTheLanguageChangesVisibleLabels()
    {
        auto fileMenuTitle = [this] { return m_fx.window->menuBar()->actions().value(0)->text(); };
        QCOMPARE(fileMenuTitle(), QStringLiteral("&File"));
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(fileMenuTitle(), QStringLiteral("文件(&F)"));
        auto *tabs = m_fx.window->findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->tabText(0), QStringLiteral("排名(&R)"));
        // The rebuilt window still shows the ranking.
        QCOMPARE(m_fx.window->findChild<RankingTableView *>(QStringLiteral("rankingTable"))->model()->rowCount(), 8);
        m_fx.window->switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(fileMenuTitle(), QStringLiteral("&File"));
        QCOMPARE(AppSettings().language(), QStringLiteral("en"));
    }

    // Two language switches leave the layout as a fresh start has it at 1366 x 768: the docks
    // keep their width and the ranking its visible columns; a workload set while the panel's
    // switch is off is kept.
    void aLanguageRoundTripKeepsTheLayout()
    {
        m_fx.window->setWindowState(Qt::WindowNoState);
        m_fx.window->resize(1366, 740);
        QCoreApplication::processEvents();
        const auto measure = [this] {
            QStringList out;
            for (QDockWidget *dock : m_fx.window->findChildren<QDockWidget *>()) {
                if (dock->isVisible())
                    out << QStringLiteral("%1=%2").arg(dock->objectName()).arg(dock->width());
            }
            auto *table = m_fx.window->findChild<RankingTableView *>(QStringLiteral("rankingTable"));
            out << QStringLiteral("table=%1").arg(table->width());
            out.sort();
            return out.join(u' ');
        };
        const QString fresh = measure();
        // A workload chosen with "Estimate a workload" off: LoRA on Llama 2 7B.
        auto *panel = m_fx.find<WorkloadPanel>(QStringLiteral("workloadPanel"));
        QVERIFY(!m_fx.controller->scenario().workload);
        Workload lora;
        lora.task = Task::Lora;
        QVERIFY(applyModelPreset(QStringLiteral("llama-2-7b"), &lora));
        panel->setDraft(lora);
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("文件(&F)"));
        QTest::qWait(50);
        const QString chinese = measure();
        m_fx.window->switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
        QTest::qWait(50);
        qInfo("fresh %s | zh %s | back %s", qPrintable(fresh), qPrintable(chinese), qPrintable(measure()));
        QCOMPARE(measure(), fresh);
        auto *rebuilt = m_fx.find<WorkloadPanel>(QStringLiteral("workloadPanel"));
        QCOMPARE(rebuilt->draft(), lora);
        QVERIFY(!m_fx.controller->scenario().workload);
    }

    // Every place the window names a provider goes through providerDisplayName(): in Chinese,
    // no provider that has a Chinese name is shown by its English one (the winner card, the
    // status bar, the ranking, the compare headers, the Insight tables). The tab shown stays.
    void theChineseUiShowsNoEnglishProviderName()
    {
        const RankingResult &before = m_fx.controller->result();
        m_fx.controller->setPinnedOffers({before.prepared->offer[before.ranking->order[0]],
                                          before.prepared->offer[before.ranking->order[1]],
                                          before.prepared->offer[before.ranking->order[2]]});
        m_fx.find<QTabWidget>(QStringLiteral("mainTabs"))->setCurrentIndex(1);
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("文件(&F)"));
        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->currentIndex(), 1); // still on Compare

        QStringList english; // the names that have a Chinese one: AWS, Google Cloud
        for (const Provider &p : m_fx.controller->catalog()->providers) {
            if (!p.nameZh.isEmpty() && p.nameZh != p.name)
                english << p.name;
        }
        QVERIFY(english.contains(QStringLiteral("Google Cloud")));
        QStringList shown;
        for (const char *label : {"winnerLabel", "reasonLabel", "runnerUpLabel", "rankingSummary"})
            shown << m_fx.find<QLabel>(QString::fromLatin1(label))->text();
        auto *compare = m_fx.find<CompareView>(QStringLiteral("compareView"));
        QCOMPARE(compare->table()->columnCount(), 3);
        for (int c = 0; c < compare->table()->columnCount(); ++c)
            shown << compare->table()->model()->headerData(c, Qt::Horizontal).toString();
        QAbstractItemModel *ranking = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"))->model();
        for (int r = 0; r < ranking->rowCount(); ++r)
            shown << ranking->index(r, RankingModel::ProviderColumn).data().toString();
        tabs->setCurrentWidget(m_fx.find<RobustnessView>(QStringLiteral("robustnessView")));
        for (const char *name : {"weightIntervalTable", "robustnessTable"}) {
            auto *table = m_fx.find<QTableWidget>(QString::fromLatin1(name));
            for (int r = 0; r < table->rowCount(); ++r) {
                for (int c = 0; c < table->columnCount(); ++c)
                    shown << (table->item(r, c) ? table->item(r, c)->text() : QString());
            }
        }
        const QString all = shown.join(u'\n');
        QVERIFY(all.contains(QStringLiteral("谷歌云")) || all.contains(QStringLiteral("亚马逊云科技")));
        for (const QString &name : std::as_const(english)) {
            const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
            QVERIFY2(!word.match(all).hasMatch(), qPrintable(name + QStringLiteral(" in: ") + all));
        }
        m_fx.window->switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
    }

    // The catalog editor is a window of its own: open in Chinese, it follows a switch back
    // to English (title, tabs, buttons, the search box, a provider's kind) and back again.
    void theOpenCatalogEditorFollowsALanguageSwitch()
    {
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("文件(&F)"));
        CatalogEditor *editor = m_fx.window->openCatalogEditor();
        auto *tabs = editor->findChild<QTabWidget *>(QStringLiteral("catalogEditorTabs"));
        auto *search = editor->findChild<QLineEdit *>(QStringLiteral("offerSearch"));
        auto *add = editor->findChild<QPushButton *>(QStringLiteral("addOfferButton"));
        auto *providers = editor->findChild<QTableWidget *>(QStringLiteral("providersTable"));
        QVERIFY(tabs && search && add && providers);
        const auto kindOfAws = [providers] {
            for (int r = 0; r < providers->rowCount(); ++r) {
                if (providers->item(r, 0)->text() == QLatin1String("aws"))
                    return providers->item(r, 3)->text();
            }
            return QString();
        };
        const auto englishShown = [&] {
            return QStringList{editor->windowTitle(), tabs->tabText(0), tabs->tabText(2), search->placeholderText(),
                               add->text(), kindOfAws()};
        };
        const QStringList english{QStringLiteral("Edit Catalog — GpuScout"), QStringLiteral("&Offers"),
                                  QStringLiteral("&Providers"),
                                  QStringLiteral("Filter by provider, instance type, region or GPU"),
                                  QStringLiteral("&Add…"), QStringLiteral("hyperscaler")};
        const QStringList chinese = englishShown();
        for (int i = 0; i < english.size(); ++i)
            QVERIFY2(chinese[i] != english[i], qPrintable(english[i] + QStringLiteral(" not translated")));
        m_fx.window->switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(editor->windowTitle(), english[0]);
        QCOMPARE(englishShown(), english);
        QVERIFY(editor->isVisible());
        m_fx.window->switchLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(englishShown(), chinese);
        m_fx.window->switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(m_fx.window->menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
    }

    void aWorkloadSetInThePanelSizesTheJobAndTheSwitchRanksByIt()
    {
        QVERIFY(m_fx.find<QDockWidget>(QStringLiteral("workloadDock"))->windowTitle() == QStringLiteral("Workload"));
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        auto header = [table](int column) { return table->model()->headerData(column, Qt::Horizontal).toString(); };
        QCOMPARE(header(RankingModel::PriceColumn), QStringLiteral("Price/h (USD)"));
        const Weights weights{{2, 1, 1, 1, 1}};
        m_fx.controller->setWeights(weights);

        // A 70B full fine-tune over 1B tokens, typed into the panel.
        m_fx.find<QGroupBox>(QStringLiteral("workloadGroup"))->setChecked(true);
        auto *task = m_fx.find<QComboBox>(QStringLiteral("taskCombo"));
        task->setCurrentIndex(task->findData(QStringLiteral("full-finetune")));
        for (const auto &[name, text] : {std::pair{QStringLiteral("paramsEdit"), QStringLiteral("70B")},
                                         std::pair{QStringLiteral("tokensEdit"), QStringLiteral("1B")}}) {
            auto *edit = m_fx.find<QLineEdit>(name);
            edit->setText(text);
            Q_EMIT edit->editingFinished();
        }
        const Scenario &s = m_fx.controller->scenario();
        QVERIFY(s.workload.has_value());
        QCOMPARE(s.workload->parameters, 70e9);
        QCOMPARE(s.workload->task, Task::FullFinetune);
        QCOMPARE(s.weights, weights); // the panel keeps the controller's weights

        // More than a terabyte of weights, gradients and optimizer states: a 16 GB T4 cannot hold
        // it alone, so the job spans many g4dn.xlarge instances, and the table says how many.
        const RankingResult &r = m_fx.controller->result();
        QVERIFY(r.prepared->workloadError.isEmpty());
        int t4Row = -1;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, RankingModel::InstanceColumn).data().toString() == QLatin1String("g4dn.xlarge"))
                t4Row = row;
        }
        QVERIFY(t4Row >= 0);
        const int t4Offer = table->model()->index(t4Row, 0).data(RankingModel::OfferIndexRole).toInt();
        const OfferJob &t4 = r.prepared->job[static_cast<std::size_t>(r.prepared->positionOfOffer[static_cast<std::size_t>(t4Offer)])];
        QCOMPARE(t4.fit, Fit::MultiInstance);
        QVERIFY2(t4.instancesNeeded > 50, qPrintable(QString::number(t4.instancesNeeded)));
        const QString tip = table->model()->index(t4Row, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("%1 instance(s)").arg(t4.instancesNeeded)), qPrintable(tip));
        // A workload is compared by its job from the start.
        QCOMPARE(header(RankingModel::PriceColumn), QStringLiteral("Job cost (USD)"));

        // The switch: off, hourly figures; on again, price becomes the job's cost, compute its
        // hours to complete.
        auto *objective = m_fx.find<QCheckBox>(QStringLiteral("objectiveSwitch"));
        QVERIFY(objective->isEnabled());
        QVERIFY(objective->isChecked());
        objective->setChecked(false);
        QCOMPARE(m_fx.controller->scenario().objective, Objective::Hourly);
        QCOMPARE(header(RankingModel::PriceColumn), QStringLiteral("Price/h (USD)"));
        objective->setChecked(true);
        QCOMPARE(m_fx.controller->scenario().objective, Objective::Job);
        QCOMPARE(header(RankingModel::PriceColumn), QStringLiteral("Job cost (USD)"));
        QCOMPARE(header(RankingModel::TflopsColumn), QStringLiteral("Hours to complete"));
        const RankingResult &byJob = m_fx.controller->result();
        const std::size_t pos = static_cast<std::size_t>(byJob.prepared->positionOfOffer[static_cast<std::size_t>(t4Offer)]);
        QCOMPARE(byJob.prepared->rawValue(pos, Criterion::Price), byJob.prepared->job[pos].costTotal);
        QVERIFY(isKnown(byJob.prepared->job[pos].costTotal));

        // Unchecking the workload brings the hourly table back.
        m_fx.find<QGroupBox>(QStringLiteral("workloadGroup"))->setChecked(false);
        QVERIFY(!m_fx.controller->scenario().workload.has_value());
        QCOMPARE(header(RankingModel::PriceColumn), QStringLiteral("Price/h (USD)"));
        QCOMPARE(table->model()->rowCount(), 8);
    }

    void aboutCreditsEpochAndShowsTheStabilityFormula()
    {
        const QString html = AboutDialog::creditsHtml();
        QVERIFY(html.contains(QStringLiteral("Epoch AI, 'Data on Machine Learning Hardware', published online at epoch.ai")));
        QVERIFY(html.contains(QStringLiteral("CC BY 4.0")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
