#pragma once

#include <QMainWindow>

class QLabel;

namespace gpuscout {

class RankingController;
class RankingModel;
class RankingTableView;
struct RankingResult;

// The window: for now the ranking of the current scenario in a table, with the
// catalog's path and the ranking's summary in the status bar.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(RankingController *controller, const QString &catalogPath, QWidget *parent = nullptr);

private:
    void createMenus();
    void showRanking(const RankingResult &result);
    void showAbout();

    RankingController *m_controller;
    RankingModel *m_model;
    RankingTableView *m_table;
    QLabel *m_summary;
    QString m_catalogPath;
};

} // namespace gpuscout
