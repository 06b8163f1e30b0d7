#pragma once

#include "domain/Scenario.h"
#include "window/AppSettings.h"

#include <QMainWindow>

#include <memory>

#include <optional>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QMenu;
class QTabWidget;

namespace gpuscout {

class TableFilterBar;

class CatalogEditor;
class CatalogFileActions;
class PriceUpdateActions;
class TeamCatalogActions;
class TrialRunDialog;
class CatalogStore;
class CompareView;
class ParetoChart;
class PriceHistoryChart;
struct Catalog;
class RobustnessView;
class ConstraintsPanel;
class RadarChart;
class RankingController;
class RankingTableView;
class Translations;
class WeightPanel;
class WinnerCard;
class WorkloadPanel;
struct RankingUpdate;
struct Scenario;

// The dashboard: constraints (and, in a tab beside them, the workload) on the left, weights and the winner on top, the ranking
// (and the compare view) in the middle, the radar on the right. The window only shows
// and forwards: every edit goes to the controller, which re-ranks and publishes.
// On a language switch the whole interface is rebuilt from the controller's state.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(RankingController *controller, Translations *translations, const QString &catalogPath,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    CatalogStore *catalogStore() const { return m_store; }
    // The catalog editor, opened (non-modal) on a tab; created on first use.
    CatalogEditor *openCatalogEditor(int page = 0);
    CatalogFileActions *fileActions() const { return m_fileActions; }
    PriceUpdateActions *priceUpdates() const { return m_priceUpdates; }

    // File operations, also used by tests; false with the reason shown when they fail.
    bool openScenario(const QString &path);
    bool saveScenarioTo(const QString &path);
    void newScenario();
    void switchLanguage(const QString &language);
    // Opens the form that records a trial run on this offer (catalog index), filled from the
    // workload on screen; on OK its measurements join the catalog as one undoable change.
    // Returns the open form (window-modal), or null when there is no such offer.
    TrialRunDialog *recordTrialRun(int offerIndex);
    // Writes the PDF report of the current scenario in the window's language.
    bool exportReportTo(const QString &path, const QString &organisation, const QString &author, int topN, bool priceHistory = false);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildUi();
    void createMenus();
    void rebuildRecentMenu();
    // Shows the parts of an update marked changed (all of them after a rebuild).
    void showUpdate(const RankingUpdate &update);
    void showStaleBanner();
    void showTableView(); // the filter bar, search box and sort indicator as the model's view has them
    void showGpuCounts();
    void showSummary(); // the status bar's line: what is ranked, and how much of it the table shows
    void showCompare();
    void showPriceHistory();
    void setHideDominated(bool hide);
    // The insight and Pareto tabs ask the controller for their figures only while shown.
    void tellShownTab();
    void showScenario(const Scenario &scenario);
    void saveScenario();
    void saveScenarioAs();
    void openScenarioDialog();
    void exportReportDialog();
    void showAbout();
    void updateTitle();

    RankingController *m_controller;
    Translations *m_translations;
    QString m_catalogPath;
    QString m_scenarioPath;
    CatalogStore *m_store;
    CatalogFileActions *m_fileActions;
    PriceUpdateActions *m_priceUpdates;
    TeamCatalogActions *m_teamActions;
    AppSettings m_settings;
    bool m_rebuildPending = false;

    bool m_built = false; // the interface exists (a language change rebuilds it)
    // What the constraints and workload panels were last given (empty after a rebuild).
    std::optional<Scenario> m_panelsScenario;
    RankingTableView *m_table = nullptr;
    QList<qint64> m_reselect; // ids of the selected offers while the catalog is replaced
    int m_scrollBefore = 0;   // the ranking's scroll position while the catalog is replaced
    QLineEdit *m_search = nullptr;
    WeightPanel *m_weights = nullptr;
    ConstraintsPanel *m_constraints = nullptr;
    WorkloadPanel *m_workload = nullptr;
    WinnerCard *m_winner = nullptr;
    RadarChart *m_radar = nullptr;
    QLabel *m_radarLegend = nullptr;
    CompareView *m_compare = nullptr;
    RobustnessView *m_insight = nullptr;
    ParetoChart *m_pareto = nullptr;
    PriceHistoryChart *m_history = nullptr;
    std::weak_ptr<const Catalog> m_historyCatalog; // what the history tab was drawn from
    QString m_historyCurrency;
    QCheckBox *m_hideDominated = nullptr;
    TableFilterBar *m_filterBar = nullptr;
    QAction *m_hideDominatedAction = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_staleBanner = nullptr;
    QMenu *m_recentMenu = nullptr;
    CatalogEditor *m_catalogEditor = nullptr; // outlives a language rebuild: a window of its own
};

} // namespace gpuscout
