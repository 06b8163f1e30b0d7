#include "MainWindow.h"

#include "AboutDialog.h"
#include "RankingController.h"
#include "RankingModel.h"
#include "RankingTableView.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>

namespace gpuscout {

MainWindow::MainWindow(RankingController *controller, const QString &catalogPath, QWidget *parent)
    : QMainWindow(parent)
    , m_controller(controller)
    , m_model(new RankingModel(this))
    , m_table(new RankingTableView(this))
    , m_summary(new QLabel(this))
    , m_catalogPath(catalogPath)
{
    setWindowTitle(tr("GpuScout — GPU cloud selection"));
    setObjectName(QStringLiteral("mainWindow"));
    m_table->setRankingModel(m_model);
    setCentralWidget(m_table);
    m_summary->setObjectName(QStringLiteral("rankingSummary"));
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(new QLabel(tr("Catalog: %1").arg(catalogPath), this));
    createMenus();
    connect(controller, &RankingController::rankingChanged, this, &MainWindow::showRanking);
    showRanking(controller->result());
    resize(1280, 760);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About GpuScout"), this, &MainWindow::showAbout);
    about->setShortcut(QKeySequence::HelpContents);
}

void MainWindow::showRanking(const RankingResult &result)
{
    m_model->setResult(result);
    if (!result.prepared) {
        m_summary->setText(tr("No catalog loaded."));
    } else if (!result.ranking.ok()) {
        m_summary->setText(result.ranking.error);
    } else if (result.size() == 0) {
        m_summary->setText(tr("No offer passes the constraints (%1 in the catalog).")
                               .arg(result.prepared->catalogSize));
    } else {
        const RankedRow best = result.row(0);
        m_summary->setText(tr("%1 of %2 offers ranked. Best: %3 %4 (%5), score %6")
                               .arg(result.size())
                               .arg(result.prepared->catalogSize)
                               .arg(best.provider ? best.provider->name : QString(), best.offer->instanceType,
                                    best.offer->region, QString::number(best.score, 'f', 3)));
    }
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_catalogPath, this);
    dialog.exec();
}

} // namespace gpuscout
