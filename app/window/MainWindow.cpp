#include "window/MainWindow.h"

#include "catalog/CatalogStats.h"
#include "help/AboutDialog.h"
#include "domain/Catalog.h"
#include "catalogeditor/CatalogEditor.h"
#include "catalogeditor/TrialRunDialog.h"
#include "window/CatalogFileActions.h"
#include "window/PriceUpdateActions.h"
#include "window/TeamCatalogActions.h"
#include "controller/CatalogStore.h"
#include "dashboard/CompareView.h"
#include "dashboard/ConstraintsPanel.h"
#include "help/HelpDialog.h"
#include "charts/ParetoChart.h"
#include "charts/PriceHistoryChart.h"
#include "dashboard/TableFilterBar.h"
#include "dashboard/WheelGuard.h"
#include "window/WindowShortcuts.h"
#include "report/ReportPriceHistory.h"
#include "charts/RadarChart.h"
#include "controller/RankingController.h"
#include "controller/RankingUpdate.h"
#include "itemmodels/RankingModel.h"
#include "scoring/RankingSummary.h"
#include "dashboard/RankingTableView.h"
#include "report/ReportOptionsDialog.h"
#include "report/ReportWriter.h"
#include "insight/InsightText.h"
#include "insight/RobustnessView.h"
#include "scenario/ScenarioJson.h"
#include "window/Translations.h"
#include "dashboard/WeightPanel.h"
#include "dashboard/ScrollBarStyle.h"
#include "dashboard/WinnerCard.h"
#include "dashboard/WorkloadPanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScreen>
#include <QSignalBlocker>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <QHeaderView>

#include <algorithm>

namespace gpuscout {

MainWindow::MainWindow(RankingController *controller, Translations *translations, const QString &catalogPath,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_controller(controller)
    , m_translations(translations)
    , m_catalogPath(catalogPath)
    , m_store(new CatalogStore(controller, catalogPath, this))
    , m_fileActions(new CatalogFileActions(m_store, controller, this))
    , m_priceUpdates(new PriceUpdateActions(m_store, this))
    , m_teamActions(new TeamCatalogActions(m_store, &m_settings, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    // The person's switches from the last session, before the first update is shown.
    controller->setHideDominated(m_settings.hideDominated());
    controller->setRobustnessPoints(m_settings.robustnessPoints());
    controller->model()->setStaleAfterDays(m_settings.staleAfterDays());
    connect(controller, &RankingController::updated, this, &MainWindow::showUpdate);
    // A new catalog resets the table: the selected offers are found again by id (pins
    // follow their ids in the controller), also when another program changed the file.
    connect(m_store, &CatalogStore::aboutToReplaceCatalog, this, [this] {
        m_reselect.clear();
        const std::shared_ptr<const Catalog> catalog = m_controller->catalog();
        for (int offer : m_table->selectedOfferIndices()) {
            if (catalog && offer >= 0 && offer < catalog->offers.size())
                m_reselect << catalog->offers[offer].id;
        }
        m_scrollBefore = m_table->verticalScrollBar()->value();
    });
    connect(m_store, &CatalogStore::catalogReplaced, this, [this] {
        if (m_catalogEditor)
            m_catalogEditor->setCatalog(m_controller->catalog());
        const std::shared_ptr<const Catalog> catalog = m_controller->catalog();
        QList<int> offers;
        for (int i = 0; catalog && !m_reselect.isEmpty() && i < catalog->offers.size(); ++i) {
            if (m_reselect.contains(catalog->offers[i].id))
                offers << i;
        }
        if (!offers.isEmpty())
            m_table->selectOfferIndices(offers);
        m_reselect.clear();
        // Another desktop's change re-ranks under the person's eyes: the view stays where it was.
        m_table->verticalScrollBar()->setValue(m_scrollBefore);
    });
    connect(m_store, &CatalogStore::catalogChangedElsewhere, this, [this] {
        statusBar()->showMessage(tr("The catalog was changed by another program; the ranking shows its changes."), 8000);
    });
    connect(m_store, &CatalogStore::undoFailed, this,
            [this](const QString &error) { QMessageBox::warning(this, tr("Catalog change not undone"), error); });
    buildUi();
    WheelGuard::install(this);
    new WindowShortcuts(this);
    const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                          : QRect(0, 0, 1440, 900);
    resize(std::max(1200, screen.width() * 9 / 10), std::max(760, screen.height() * 9 / 10));
    if (!m_settings.windowGeometry().isEmpty())
        restoreGeometry(m_settings.windowGeometry());
    else if (screen.width() < 1600 || screen.height() < 900)
        setWindowState(windowState() | Qt::WindowMaximized); // first run on a small screen: every pixel counts
    // The docks where the person left them (moved, floated or tabbed), saved on close.
    if (!m_settings.windowState().isEmpty())
        restoreState(m_settings.windowState());
}

MainWindow::~MainWindow() = default;

void MainWindow::buildUi()
{
    // Rebuilt from scratch on a language switch: drop the old interface first, keeping the
    // tab the person was on.
    const int shownTab = m_tabs ? m_tabs->currentIndex() : 0;
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        removeDockWidget(dock);
        delete dock;
    }
    menuBar()->clear();
    delete centralWidget();
    delete statusBar();

    // The controller owns the table's model: it outlives the rebuild, with its grouping
    // and filter.
    RankingModel *model = m_controller->model();

    auto *central = new QWidget(this);
    auto *top = new QHBoxLayout;
    m_weights = new WeightPanel(central);
    m_winner = new WinnerCard(central);
    top->addWidget(m_weights, 3);
    top->addWidget(m_winner, 2);

    auto *rankingPage = new QWidget(central);
    m_search = new QLineEdit(rankingPage);
    m_search->setObjectName(QStringLiteral("rankingSearch"));
    m_search->setPlaceholderText(tr("Filter by provider, instance type, region or GPU (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setText(model->filterText());
    m_table = new RankingTableView(rankingPage);
    m_table->setRankingModel(model);
    m_table->setHiddenColumns(m_settings.rankingHiddenColumns(RankingTableView::defaultHiddenColumns()));
    connect(m_table, &RankingTableView::hiddenColumnsEdited, this,
            [this](const QStringList &keys) { m_settings.setRankingHiddenColumns(keys); });
    m_hideDominated = new QCheckBox(tr("Hide &dominated offers"), rankingPage);
    m_hideDominated->setObjectName(QStringLiteral("hideDominatedCheck"));
    m_hideDominated->setToolTip(tr("Hide offers that another offer matches or beats on all five criteria and beats "
                                   "on one: they never win, whatever the weights. Ranks keep their numbers."));
    m_hideDominated->setChecked(m_settings.hideDominated());
    auto *byMachine = new QCheckBox(tr("One row per &machine"), rankingPage);
    byMachine->setObjectName(QStringLiteral("groupByMachineCheck"));
    byMachine->setToolTip(tr("List each machine (provider + instance type) once, in its best-ranked region, with "
                             "the number and price range of its other regions; click that cell to list them. "
                             "Unchecked: every offer. Scores are the same either way."));
    byMachine->setChecked(model->isGrouped());
    connect(byMachine, &QCheckBox::toggled, model, &RankingModel::setGrouped);
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(byMachine);
    searchRow->addWidget(m_hideDominated);
    m_filterBar = new TableFilterBar(rankingPage);
    searchRow->addWidget(m_filterBar->periodChooser());
    auto *rankingLayout = new QVBoxLayout(rankingPage);
    rankingLayout->setContentsMargins(0, 4, 0, 0);
    rankingLayout->addLayout(searchRow);
    rankingLayout->addWidget(m_filterBar);
    // Most prices older than the stale limit: said once here, not by an icon on every row.
    m_staleBanner = new QLabel(rankingPage);
    m_staleBanner->setObjectName(QStringLiteral("staleBanner"));
    m_staleBanner->setWordWrap(true);
    m_staleBanner->setTextFormat(Qt::RichText);
    m_staleBanner->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; border: 1px solid #e0b84c; padding: 4px; }"));
    connect(m_staleBanner, &QLabel::linkActivated, this, [this] { m_priceUpdates->openDialog(); });
    rankingLayout->addWidget(m_staleBanner);
    connect(model, &RankingModel::staleSummaryChanged, this, &MainWindow::showStaleBanner, Qt::UniqueConnection);
    showStaleBanner();
    rankingLayout->addWidget(m_table);

    m_compare = new CompareView(central);
    m_compare->setObjectName(QStringLiteral("compareView"));
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(rankingPage, tr("&Ranking"));
    // Each tab's Alt mnemonic is unique among the tabs and the menu bar (C is the Catalog menu).
    m_tabs->addTab(m_compare, tr("C&ompare"));
    m_tabs->setTabToolTip(1, tr("Pinned offers side by side (pin with Space or a double-click in the ranking)"));
    m_insight = new RobustnessView(central);
    m_insight->setPoints(m_settings.robustnessPoints());
    m_tabs->addTab(m_insight, tr("&Insight"));
    m_tabs->setTabToolTip(2, tr("How robust the winner is: how far each weight can move, and who wins when the "
                                "weights wander"));
    m_pareto = new ParetoChart(central);
    m_tabs->addTab(m_pareto, tr("&Pareto Front"));
    m_tabs->setTabToolTip(3, tr("Price against compute: the offers nothing else beats on both"));
    m_history = new PriceHistoryChart(central);
    m_history->setHistorySource([this](const QList<qint64> &offerIds) { return m_store->priceHistory(offerIds); });
    m_history->setSeriesSource([this](const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines) { return m_store->storedPriceSeries(query, lines); });
    m_tabs->addTab(m_history, tr("Prices over &Time"));
    m_tabs->setTabToolTip(4, tr("A GPU's price per GPU-hour through the price history, by provider: the lowest of "
                                "its offers (and their median), from each change to today"));

    auto *radarPanel = new QWidget(central);
    m_radar = new RadarChart(radarPanel);
    m_radar->setObjectName(QStringLiteral("radarChart"));
    m_radar->setLegendShown(false); // the legend below wraps long names instead of eliding them
    m_radarLegend = new QLabel(radarPanel);
    m_radarLegend->setObjectName(QStringLiteral("radarLegend"));
    m_radarLegend->setWordWrap(true);
    m_radarLegend->setTextFormat(Qt::RichText);
    m_radarLegend->setToolTip(tr("The top three machines (each in its best-ranked region) and the pinned offers; hover a "
                                 "point for its value"));
    auto *radarLayout = new QVBoxLayout(radarPanel);
    radarLayout->setContentsMargins(0, 0, 0, 0);
    radarLayout->addWidget(m_radar, 1);
    radarLayout->addWidget(m_radarLegend);
    auto *splitter = new QSplitter(Qt::Horizontal, central);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(m_tabs);
    splitter->addWidget(radarPanel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    // On a small screen (1366 pixels) the ranking gets the room: its price column must show.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const bool smallScreen = screen && screen->availableGeometry().width() < 1600;
    splitter->setSizes(smallScreen ? QList<int>{900, 300} : QList<int>{840, 520});

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    m_constraints = new ConstraintsPanel; // scrolls itself
    auto *dock = new QDockWidget(tr("Constraints"), this);
    dock->setObjectName(QStringLiteral("constraintsDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(m_constraints);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {smallScreen ? 290 : 320}, Qt::Horizontal);

    m_workload = new WorkloadPanel; // scrolls itself
    auto *workloadDock = new QDockWidget(tr("Workload"), this);
    workloadDock->setObjectName(QStringLiteral("workloadDock"));
    workloadDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    workloadDock->setWidget(m_workload);
    tabifyDockWidget(dock, workloadDock);
    dock->raise(); // the constraints stay in front: most rankings need no workload

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("rankingSummary"));
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(m_teamActions->createStatusLabel());

    createMenus();

    if (m_controller->catalog())
        m_constraints->setCatalog(*m_controller->catalog());
    connect(m_weights, &WeightPanel::weightsEdited, m_controller, &RankingController::setWeights);
    connect(m_constraints, &ConstraintsPanel::scenarioEdited, m_controller, &RankingController::setScenarioKeepingWeights);
    connect(m_weights, &WeightPanel::presetJobCostLimitChosen, m_constraints, &ConstraintsPanel::setMaxJobCostRatio);
    connect(m_constraints, &ConstraintsPanel::exchangeRateEdited, this, [this](const ExchangeRate &rate) {
        QString error;
        if (!m_store->setRate(rate, &error)) {
            QMessageBox::warning(this, tr("Exchange rate not saved"), error);
            showScenario(m_controller->scenario()); // back to the stored rate
        }
    });
    connect(m_constraints, &ConstraintsPanel::rateTableRequested, this,
            [this] { openCatalogEditor(CatalogEditor::CurrenciesTab); });
    connect(m_constraints, &ConstraintsPanel::listPricesToggled, m_controller, &RankingController::setListPrices);
    const auto showPriceBook = [this] {
        const std::shared_ptr<const Catalog> catalog = m_controller->catalog();
        const PriceBookUse &use = m_controller->priceBookUse();
        m_constraints->setPriceBook(static_cast<int>(use.used.size()), catalog ? static_cast<int>(catalog->priceBook.size()) : 0,
                                    use.hidden, m_controller->listPrices());
    };
    connect(m_controller, &RankingController::updated, m_constraints, showPriceBook);
    showPriceBook();
    connect(m_store, &CatalogStore::catalogReplaced, m_constraints, [this] {
        m_constraints->setCatalog(*m_controller->catalog());
        m_constraints->setScenario(m_controller->scenario());
    });
    connect(m_workload, &WorkloadPanel::scenarioEdited, m_controller, &RankingController::setScenarioKeepingWeights);
    connect(m_search, &QLineEdit::textChanged, model, &RankingModel::setFilterText);
    // The filters, order and period are the scenario's view: the controller keeps it, the
    // scenario file and the last session remember it.
    connect(m_filterBar, &TableFilterBar::viewEdited, m_controller, &RankingController::setView);
    connect(m_filterBar, &TableFilterBar::periodChosen, model, &RankingModel::setPricePeriod);
    connect(model, &RankingModel::viewChanged, m_filterBar, [this] { showTableView(); });
    connect(model, &QAbstractItemModel::modelReset, m_filterBar, [this] { showTableView(); });
    connect(m_store, &CatalogStore::catalogReplaced, m_filterBar, [this] { showGpuCounts(); });
    showGpuCounts();
    showTableView();
    // The status bar counts what the table shows, after the search and the hidden offers.
    // The model outlives a rebuild; the label does not, and its death ends these connections.
    connect(model, &QAbstractItemModel::modelReset, m_summary, [this] { showSummary(); });
    connect(model, &QAbstractItemModel::layoutChanged, m_summary, [this] { showSummary(); });
    connect(m_table, &RankingTableView::pinToggleRequested, m_controller, &RankingController::togglePinned);
    connect(m_table, &RankingTableView::trialRunRequested, this, &MainWindow::recordTrialRun);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::showCompare);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::showPriceHistory);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::tellShownTab);
    connect(m_hideDominated, &QCheckBox::toggled, this, &MainWindow::setHideDominated);
    connect(m_insight, &RobustnessView::pointsEdited, this, [this](int points) {
        m_settings.setRobustnessPoints(points);
        m_controller->setRobustnessPoints(points);
    });

    ScrollBarStyle::apply(this);
    m_built = true;
    m_panelsScenario.reset(); // new panels
    tellShownTab();
    RankingUpdate everything = m_controller->lastUpdate();
    everything.changed = RankingUpdate::AllParts;
    showUpdate(everything);
    m_tabs->setCurrentIndex(shownTab);
    updateTitle();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New Scenario"), this, &MainWindow::newScenario);
    newAction->setShortcut(QKeySequence::New);
    newAction->setStatusTip(tr("Reset weights and constraints to their defaults"));
    QAction *open = file->addAction(tr("&Open Scenario…"), this, &MainWindow::openScenarioDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    file->addSeparator();
    QAction *save = file->addAction(tr("&Save Scenario"), this, &MainWindow::saveScenario);
    save->setShortcut(QKeySequence::Save);
    QAction *saveAs = file->addAction(tr("Save Scenario &As…"), this, &MainWindow::saveScenarioAs);
    // QKeySequence::SaveAs is empty on some X11 desktops (and without one): the README's key.
    saveAs->setObjectName(QStringLiteral("saveScenarioAsAction"));
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addSeparator();
    QAction *report = file->addAction(tr("&Export Report…"), this, &MainWindow::exportReportDialog);
    report->setObjectName(QStringLiteral("exportReportAction"));
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    report->setStatusTip(tr("Write the comparison of the current scenario as a PDF report"));
    file->addSeparator();
    m_fileActions->addTo(file);
    QAction *quotes = file->addAction(tr("Request &Quotes…"), this, [this] {
        // The offers selected in the ranking; with none, every offer that needs a quote.
        QList<int> offers = m_table->selectedOfferIndices();
        if (offers.isEmpty()) {
            const auto catalog = m_controller->catalog();
            for (int i = 0; catalog && i < catalog->offers.size(); ++i) {
                if (catalog->offers[i].needsQuote())
                    offers << i;
            }
        }
        m_fileActions->requestQuotes(offers);
    });
    quotes->setObjectName(QStringLiteral("requestQuotesAction"));
    quotes->setStatusTip(tr("Write a quote sheet per vendor (.xlsx or .csv) for the selected offers, or for every offer that needs a quote"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_store->undoStack()->createUndoAction(edit, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_store->undoStack()->createRedoAction(edit, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *find = view->addAction(tr("&Find in Ranking"), this, [this] {
        m_tabs->setCurrentIndex(0);
        m_search->setFocus();
        m_search->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction *compare = view->addAction(tr("&Compare Pinned Offers"), this, [this] { m_tabs->setCurrentIndex(1); });
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction *pin = view->addAction(tr("&Pin or Unpin Selected Offers"), this,
                                   [this] { m_controller->togglePinned(m_table->selectedOfferIndices()); });
    pin->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    view->addAction(tr("C&lear Pins"), this, [this] { m_controller->setPinnedOffers({}); });
    view->addSeparator();
    // From anywhere in the window, not only when the focus is inside the tabs.
    QAction *nextTab = view->addAction(tr("&Next Tab"), this,
                                       [this] { m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count()); });
    nextTab->setObjectName(QStringLiteral("nextTabAction"));
    nextTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab));
    QAction *previousTab = view->addAction(tr("Pre&vious Tab"), this, [this] {
        m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count());
    });
    previousTab->setObjectName(QStringLiteral("previousTabAction"));
    previousTab->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)});
    view->addSeparator();
    m_hideDominatedAction = view->addAction(tr("Hide &Dominated Offers"));
    m_hideDominatedAction->setObjectName(QStringLiteral("hideDominatedAction"));
    m_hideDominatedAction->setCheckable(true);
    m_hideDominatedAction->setChecked(m_settings.hideDominated());
    m_hideDominatedAction->setStatusTip(m_hideDominated->toolTip());
    connect(m_hideDominatedAction, &QAction::toggled, this, &MainWindow::setHideDominated);
    QAction *insight = view->addAction(tr("How Robust Is the &Winner"), this, [this] { m_tabs->setCurrentWidget(m_insight); });
    insight->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    view->addSeparator();
    QAction *reset = view->addAction(tr("&Reset Weights"), this, [this] { m_controller->setWeights(Scenario{}.weights); });
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));

    QMenu *catalog = menuBar()->addMenu(tr("&Catalog"));
    catalog->setObjectName(QStringLiteral("catalogMenu"));
    QAction *editCatalog = catalog->addAction(tr("&Edit Catalog…"), this, [this] { openCatalogEditor(); });
    editCatalog->setObjectName(QStringLiteral("editCatalogAction"));
    editCatalog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    editCatalog->setStatusTip(tr("Browse and edit offers, GPU specs, providers and exchange rates, and your trial runs; "
                                 "stale prices are flagged there"));
    QAction *rates = catalog->addAction(tr("Exchange &Rates…"), this,
                                        [this] { openCatalogEditor(CatalogEditor::CurrenciesTab); });
    rates->setObjectName(QStringLiteral("exchangeRatesAction"));
    QAction *priceBook = catalog->addAction(tr("Price &Book…"), this,
                                            [this] { openCatalogEditor(CatalogEditor::PriceBookTab); });
    priceBook->setObjectName(QStringLiteral("priceBookAction"));
    priceBook->setStatusTip(tr("Your negotiated discounts, contract prices and commitments, which the ranking uses"));
    QAction *trial = catalog->addAction(tr("Record a Trial R&un…"), this, [this] {
        // The selected offer, else the current row: the machine the run was on.
        QList<int> offers = m_table->selectedOfferIndices();
        const QModelIndex current = m_table->currentIndex();
        if (offers.isEmpty() && current.isValid())
            offers << m_table->rankingModel()->offerIndexAt(current.row());
        if (offers.isEmpty()) {
            statusBar()->showMessage(tr("Select the offer the run was on in the ranking first, then record its trial run."),
                                     8000);
            return;
        }
        recordTrialRun(offers.first());
    });
    trial->setObjectName(QStringLiteral("recordTrialRunAction"));
    trial->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    trial->setStatusTip(tr("Record what you measured on the selected offer: it then stands in for the estimate of "
                           "comparable jobs on that instance type"));
    catalog->addSeparator();
    m_priceUpdates->addTo(catalog);
    // The remedies for chosen providers without a price, one click from where that is said.
    const auto priceAction = [this, quotes](const QString &action) {
        if (action == QLatin1String("update-prices")) {
            m_priceUpdates->openDialog();
        } else if (action == QLatin1String("clear-filters")) {
            RankingView cleared = m_controller->model()->view();
            cleared.search.clear();
            cleared.clearFilters();
            m_controller->setView(cleared);
        } else {
            quotes->trigger();
        }
    };
    connect(m_winner, &WinnerCard::actionRequested, this, priceAction);
    connect(m_table, &RankingTableView::emptyActionRequested, this, priceAction);
    m_teamActions->addActions(catalog);

    QMenu *language = menuBar()->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(language);
    const QList<QPair<QString, QString>> languages{
        {QString(), tr("System Default")}, {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")}};
    for (const auto &[code, name] : languages) {
        QAction *a = language->addAction(name, this, [this, code] { switchLanguage(code); });
        a->setObjectName(QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        a->setCheckable(true);
        a->setChecked(m_settings.language() == code);
        group->addAction(a);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *formulas = help->addAction(tr("&Formulas and Sources"), this, [this] {
        HelpDialog dialog(this);
        dialog.exec();
    });
    formulas->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About GpuScout"), this, &MainWindow::showAbout);
}

CatalogEditor *MainWindow::openCatalogEditor(int page)
{
    if (!m_catalogEditor) {
        m_catalogEditor = new CatalogEditor(
            m_store->undoStack(),
            [this](const Catalog &catalog, const QString &description, QString *error) {
                return m_store->replace(catalog, error, description);
            },
            this);
        m_catalogEditor->setStaleAfterDays(m_settings.staleAfterDays());
        m_catalogEditor->setHistorySource([this](const QList<qint64> &offerIds) { return m_store->priceHistory(offerIds); });
        m_catalogEditor->setCatalog(m_controller->catalog());
        connect(m_catalogEditor, &CatalogEditor::quotesRequested, m_fileActions, &CatalogFileActions::requestQuotes);
        m_teamActions->follow(m_catalogEditor);
        connect(m_catalogEditor, &CatalogEditor::staleAfterDaysEdited, this, [this](int days) {
            m_settings.setStaleAfterDays(days);
            m_controller->model()->setStaleAfterDays(days);
        });
    }
    m_catalogEditor->showPage(static_cast<CatalogEditor::Page>(page));
    m_catalogEditor->show();
    m_catalogEditor->raise();
    m_catalogEditor->activateWindow();
    return m_catalogEditor;
}

TrialRunDialog *MainWindow::recordTrialRun(int offerIndex)
{
    const std::shared_ptr<const Catalog> catalog = m_controller->catalog();
    if (!catalog || offerIndex < 0 || offerIndex >= catalog->offers.size())
        return nullptr;
    // What ran starts from the workload on screen, switched on or not.
    const Scenario &scenario = m_controller->scenario();
    const Workload workload = scenario.workload ? *scenario.workload : m_workload->draft();
    auto *dialog = new TrialRunDialog(*catalog, offerIndex, workload, QDate::currentDate(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const qint64 offerId = catalog->offers[offerIndex].id;
    dialog->setAcceptor([this, dialog, offerId](QString *error) {
        // Added to the catalog as it is now: another program or desktop may have changed it
        // while the form was open, and a new measurement conflicts with nothing.
        const std::shared_ptr<const Catalog> now = m_controller->catalog();
        const QList<Measurement> runs = dialog->measurements();
        if (!now) {
            *error = tr("No catalog is open.");
            return false;
        }
        if (runs.isEmpty()) {
            *error = tr("Fix the fields marked in red first.");
            return false;
        }
        Catalog edited = *now;
        edited.measurements << runs;
        if (!m_store->replace(edited, error, tr("Record a trial run on %1").arg(dialog->instanceType())))
            return false;
        // Say whether the ranking now uses it: only for a comparable job on this machine.
        const RankingResult &result = m_controller->result();
        const std::shared_ptr<const Catalog> after = m_controller->catalog();
        bool used = false;
        for (int i = 0; after && result.prepared && i < after->offers.size() && !used; ++i) {
            if (after->offers[i].id != offerId)
                continue;
            const int position = result.prepared->positionOfOffer[static_cast<std::size_t>(i)];
            if (position >= 0 && !result.prepared->job.empty()) {
                const OfferJob &job = result.prepared->job[static_cast<std::size_t>(position)];
                used = job.basis == PerformanceBasis::Measured && job.measurement >= 0
                    && std::any_of(runs.cbegin(), runs.cend(), [&](const Measurement &m) {
                           return after->measurements[job.measurement].key == m.key;
                       });
            }
        }
        const QString message = !result.prepared || result.prepared->job.empty()
            ? tr("Recorded the trial run on %1 (Ctrl+Z undoes). Estimate a workload: comparable jobs on this "
                 "instance type are then timed from it.")
                  .arg(dialog->instanceType())
            : used ? tr("Recorded the trial run on %1: the ranking now times the job there from it (Ctrl+Z undoes).")
                       .arg(dialog->instanceType())
                 : tr("Recorded the trial run on %1 (Ctrl+Z undoes). The workload on screen is not comparable with "
                      "it (another kind of work, a model more than 4 × bigger or smaller, another serving engine), "
                      "so its time stays estimated.")
                       .arg(dialog->instanceType());
        statusBar()->showMessage(message, 10000);
        return true;
    });
    dialog->open();
    return dialog;
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()),
                                             this, [this, path] { openScenario(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent scenarios"))->setEnabled(false);
}

void MainWindow::showUpdate(const RankingUpdate &update)
{
    if (!m_built)
        return;
    const RankingResult &result = update.result;
    if (update.has(RankingUpdate::ScenarioChanged))
        showScenario(update.scenario);
    if (update.has(RankingUpdate::RankingChanged)) {
        m_table->setEmptyText(emptyRankingText(result), !unpricedProvidersText(result).isEmpty());
        showSummary();
        m_winner->setResult(result, update.scenario.weights);
    }
    if (update.has(RankingUpdate::IntervalsChanged) || update.has(RankingUpdate::RankingChanged))
        m_weights->setRobustnessBands(robustnessBands(result, update.intervals));
    if (update.has(RankingUpdate::RankingChanged) || update.has(RankingUpdate::RadarChanged)
        || update.has(RankingUpdate::PinsChanged)) {
        // Ranks and scores in the labels change with the ranking even when the offers stay.
        m_pareto->setPinnedOffers(update.pinnedOffers);
        m_radar->setEmptyText(emptyRankingText(result));
        m_radar->setEntries(radarEntries(result, update.radarOffers, update.pinnedOffers));
        QStringList legend;
        for (const auto &[colour, name] : m_radar->legendItems()) {
            legend << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(colour.name(), name.toHtmlEscaped());
        }
        m_radarLegend->setText(legend.join(QStringLiteral("<br>")));
        showCompare();
        showPriceHistory();
    }
    if (update.has(RankingUpdate::InsightChanged) && update.insight) {
        const InsightFigures &figures = *update.insight;
        if (!figures.emptyReason.isEmpty()) {
            m_insight->clear(figures.emptyReason);
        } else {
            m_insight->setRobustnessBands(robustnessBands(figures.result, figures.intervals));
            m_insight->setRobustness(figures.result, figures.robustness);
            m_insight->setAcceptability(figures.result, figures.acceptability);
        }
    }
    if (update.has(RankingUpdate::ParetoChanged) && update.pareto)
        m_pareto->setData(update.pareto->result, update.pareto->front);
}

void MainWindow::showTableView()
{
    RankingModel *model = m_controller->model();
    const RankingView &view = model->view();
    m_filterBar->setView(view);
    m_filterBar->setPriceContext(model->pricePeriod(), !model->pricePeriodApplies(), m_controller->result().currency);
    if (m_search->text() != view.search) {
        const QSignalBlocker block(m_search);
        m_search->setText(view.search);
    }
    const int column = view.sortColumn.isEmpty() ? int(RankingModel::RankColumn) : RankingModel::columnFromKey(view.sortColumn);
    const Qt::SortOrder order = view.sortDescending ? Qt::DescendingOrder : Qt::AscendingOrder;
    QHeaderView *header = m_table->horizontalHeader();
    if (header->sortIndicatorSection() != column || header->sortIndicatorOrder() != order)
        header->setSortIndicator(column, order);
    // Nothing left to list, though offers are ranked: say which of the person's own filters did it.
    if (model->rowCount() == 0 && model->rankedCount() > 0)
        m_table->setNarrowedText(tr("None of the %n ranked offer(s) is listed: %1.", nullptr, model->rankedCount())
                                     .arg(model->narrowingText().isEmpty() ? tr("dominated offers are hidden") : model->narrowingText()));
    else
        m_table->setNarrowedText(QString());
}

void MainWindow::showGpuCounts()
{
    QList<double> counts;
    if (const std::shared_ptr<const Catalog> catalog = m_controller->catalog()) {
        for (const Offer &o : catalog->offers) {
            if (o.gpuCount > 0 && !counts.contains(o.gpuCount))
                counts << o.gpuCount;
        }
    }
    std::sort(counts.begin(), counts.end());
    m_filterBar->setGpuCounts(counts);
}

void MainWindow::showSummary()
{
    const RankingResult &result = m_controller->result();
    QString text = rankingSummaryText(result);
    const RankingModel *model = m_controller->model();
    if (model->isNarrowed()) {
        text = tr("%1 of %n offers shown.", nullptr, static_cast<int>(result.size()))
                   .arg(QLocale().toString(model->shownOfferCount()))
            + u' ' + text;
    }
    m_summary->setText(text);
}

void MainWindow::setHideDominated(bool hide)
{
    m_settings.setHideDominated(hide);
    // The check box and the menu action are one switch.
    for (QObject *o : {static_cast<QObject *>(m_hideDominated), static_cast<QObject *>(m_hideDominatedAction)}) {
        const QSignalBlocker block(o);
        if (auto *box = qobject_cast<QCheckBox *>(o))
            box->setChecked(hide);
        else if (auto *action = qobject_cast<QAction *>(o))
            action->setChecked(hide);
    }
    m_controller->setHideDominated(hide);
}

void MainWindow::tellShownTab()
{
    QWidget *shown = m_tabs->currentWidget();
    m_controller->setInsightWanted(shown == m_insight);
    m_controller->setParetoWanted(shown == m_pareto);
}

void MainWindow::showPriceHistory()
{
    // Drawn only while its tab is shown, and again only when the catalog or the currency
    // changed: a slider step changes neither.
    const RankingResult &result = m_controller->lastUpdate().result;
    if (!result.catalog || m_tabs->currentWidget() != m_history)
        return;
    if (m_historyCatalog.lock() == result.catalog && result.currency == m_historyCurrency)
        return;
    m_historyCatalog = result.catalog;
    m_historyCurrency = result.currency;
    // The winner's GPU first; the user's own choice stays.
    QString gpu;
    if (result.size() > 0) {
        const int g = result.catalog->offers[result.offerIndexAt(0)].gpu;
        if (g >= 0)
            gpu = result.catalog->gpus[g].model;
    }
    m_history->setCatalog(result.catalog, result.currency, m_settings.staleAfterDays(), gpu);
}

void MainWindow::showCompare()
{
    // Filled only while its tab is shown (and when it is opened): it is hidden otherwise,
    // and a slider drag should not pay for it.
    const RankingUpdate &update = m_controller->lastUpdate();
    if (update.result.catalog && m_tabs->currentWidget() == m_compare)
        m_compare->setOffers(update.result, update.compareOffers);
}

void MainWindow::showScenario(const Scenario &scenario)
{
    m_weights->setWeights(scenario.weights);
    // A weight step changes nothing the two panels show; refilling them would lay out both
    // scrolling panels again on every step of a slider drag.
    if (m_panelsScenario) {
        Scenario rest = scenario;
        rest.weights = m_panelsScenario->weights;
        if (rest == *m_panelsScenario)
            return;
    }
    m_panelsScenario = scenario;
    m_constraints->setScenario(scenario);
    m_workload->setScenario(scenario);
}

void MainWindow::newScenario()
{
    m_scenarioPath.clear();
    m_controller->setScenario(Scenario{});
    m_controller->setPinnedOffers({});
    updateTitle();
}

bool MainWindow::openScenario(const QString &path)
{
    Scenario s;
    QString error;
    if (!readScenarioFile(path, &s, &error)) {
        QMessageBox::warning(this, tr("Cannot open the scenario"), error);
        if (!QFileInfo::exists(path)) {
            m_settings.removeRecentFile(path);
            rebuildRecentMenu();
        }
        return false;
    }
    m_controller->setScenario(s);
    m_scenarioPath = path;
    m_settings.addRecentFile(path);
    rebuildRecentMenu();
    updateTitle();
    return true;
}

bool MainWindow::saveScenarioTo(const QString &path)
{
    QString error;
    if (!writeScenarioFile(path, m_controller->scenario(), &error)) {
        QMessageBox::warning(this, tr("Cannot save the scenario"), error);
        return false;
    }
    m_scenarioPath = path;
    m_settings.addRecentFile(path);
    rebuildRecentMenu();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

void MainWindow::saveScenario()
{
    if (m_scenarioPath.isEmpty())
        saveScenarioAs();
    else
        saveScenarioTo(m_scenarioPath);
}

void MainWindow::saveScenarioAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario"), m_scenarioPath,
                                                tr("GpuScout scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveScenarioTo(path);
}

void MainWindow::openScenarioDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), QFileInfo(m_scenarioPath).path(),
                                                      tr("GpuScout scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenario(path);
}

void MainWindow::exportReportDialog()
{
    ReportOptionsDialog options(this);
    options.setValues(m_settings.reportOrganisation(), m_settings.reportAuthor(), m_settings.reportTopN());
    options.setPriceHistory(m_settings.reportPriceHistory());
    if (options.exec() != QDialog::Accepted)
        return;
    m_settings.setReportOptions(options.organisation(), options.author(), options.topN());
    m_settings.setReportPriceHistory(options.priceHistory());
    // A name to accept or change: the report of the day, next to the scenario if it has a file.
    const QString folder = m_scenarioPath.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : QFileInfo(m_scenarioPath).absolutePath();
    const QString suggested = QDir(folder).filePath(
        QStringLiteral("gpuscout-report-%1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), suggested, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    exportReportTo(path, options.organisation(), options.author(), options.topN(), options.priceHistory());
}

bool MainWindow::exportReportTo(const QString &path, const QString &organisation, const QString &author, int topN, bool priceHistory)
{
    ReportOptions options;
    options.language = m_translations ? m_translations->current() : QStringLiteral("en");
    options.organisation = organisation;
    options.author = author;
    options.topN = topN;
    options.staleAfterDays = m_settings.staleAfterDays();
    options.priceHistory = priceHistory;
    QString error;
    int pages = 0;
    RankingResult result = m_controller->result();
    const QList<int> compared = m_controller->lastUpdate().compareOffers;
    if (priceHistory) {
        // The window's catalog was read without its history: the page draws the file's stored
        // lines, or reads its GPUs' part of the history.
        prepareReportHistory(
            &result, compared, m_controller->scenario().billing,
            [this](const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines) { return m_store->storedPriceSeries(query, lines); },
            [this](const QList<qint64> &offerIds) { return m_store->priceHistory(offerIds); }, &options.storedLines);
    }
    if (!writeReport(path, result, m_controller->scenario(), compared, options, &error, &pages)) {
        QMessageBox::warning(this, tr("Cannot export the report"), error);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1 (%n page(s))", nullptr, pages).arg(path), 6000);
    return true;
}

void MainWindow::showStaleBanner()
{
    const RankingModel *model = m_controller->model();
    m_staleBanner->setVisible(model->mostlyStale());
    if (!model->mostlyStale())
        return;
    m_staleBanner->setText(
        tr("%1 of %2 ranked prices were quoted more than %n day(s) ago, the newest of them on %3: check current prices "
           "before you commit, or <a href=\"update\">update prices</a> (Catalog → Update Prices…). Rows are not marked "
           "one by one; each price's tooltip gives its date.",
           nullptr, model->staleAfterDays())
            .arg(QLocale().toString(model->staleRankedCount()), QLocale().toString(model->rankedCount()),
                 model->newestStaleAsOf().toHtmlEscaped()));
}

void MainWindow::switchLanguage(const QString &language)
{
    m_settings.setLanguage(language);
    if (m_translations)
        m_translations->apply(language);
}

void MainWindow::changeEvent(QEvent *event)
{
    // Rebuild once, after every widget has seen the event, not from inside its delivery.
    if (event->type() == QEvent::LanguageChange && m_built && !m_rebuildPending) {
        m_rebuildPending = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildPending = false;
            const QByteArray docks = saveState(); // the rebuilt docks go back where they were
            // ... at the width they had: the new panels' size hints (longer words in one
            // language) would otherwise widen the left dock from about 270 to 650 pixels.
            QStringList names;
            QList<int> widths;
            for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
                if (dock->isVisible() && !dock->isFloating()) {
                    names << dock->objectName();
                    widths << dock->width();
                }
            }
            // A workload edited with the panel's switch off lives only in the panel.
            const Workload draft = m_workload->draft();
            buildUi();
            m_workload->setDraft(draft);
            restoreState(docks);
            // After the new panels are laid out: before, their size hints win.
            QTimer::singleShot(0, this, [this, names, widths] {
                QList<QDockWidget *> rebuilt;
                for (const QString &name : names)
                    rebuilt << findChild<QDockWidget *>(name, Qt::FindDirectChildrenOnly);
                if (!rebuilt.contains(nullptr))
                    resizeDocks(rebuilt, widths, Qt::Horizontal);
            });
        });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setWindowGeometry(saveGeometry(), saveState());
    m_settings.setLastScenario(m_controller->scenario());
    event->accept();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_catalogPath, this,
                       m_controller->catalog() ? CatalogStats(*m_controller->catalog()).summary() : QString());
    dialog.exec();
}

void MainWindow::updateTitle()
{
    const QString name = m_scenarioPath.isEmpty() ? tr("Untitled scenario") : QFileInfo(m_scenarioPath).fileName();
    setWindowTitle(tr("%1 — GpuScout").arg(name));
}

} // namespace gpuscout
