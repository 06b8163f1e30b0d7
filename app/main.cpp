#include "window/AppSettings.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "window/MainWindow.h"
#include "window/PriceUpdateActions.h"
#include "controller/RankingController.h"
#include "domain/Scenario.h"
#include "window/Translations.h"
#include "keys/TeamCatalogPasswords.h"
#include "teamcatalog/OfflineCopy.h"
#include "catalog/TeamCatalogUrl.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

using namespace gpuscout;

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GpuScout"));
    QCoreApplication::setApplicationName(QStringLiteral("gpuscout"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));
}

QString dbArgument(const QStringList &args)
{
    const qsizetype i = args.indexOf(QStringLiteral("--db"));
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : QString();
}

int runWindow(int argc, char **argv, const QElapsedTimer &sinceStart)
{
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("GpuScout"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.gpuscout.GpuScout"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.gpuscout.GpuScout.svg")));

    AppSettings settings;
    Translations translations;
    translations.apply(settings.language());

    // --db, else $GPUSCOUT_DB, else the team catalog the window last connected to, else the
    // per-user catalog file.
    QString location = dbArgument(QApplication::arguments());
    if (location.isEmpty() && qEnvironmentVariableIsEmpty("GPUSCOUT_DB"))
        location = settings.teamCatalogUrl();
    const QString path = resolveCatalogPath(location);
    OpenedCatalog opened = openCatalog(path);
    // The server cannot be reached: the last synchronised copy, read-only, until it can
    // (the window's store keeps trying).
    OfflineCopy::openInstead(path, &opened);
    if (!opened.catalog && TeamCatalogUrl::looksLikeUrl(path) && location == settings.teamCatalogUrl() && !location.isEmpty()) {
        // The remembered team catalog is gone for good (no copy either): the local catalog,
        // with the reason, rather than no window at all.
        QMessageBox::warning(nullptr, QApplication::translate("main", "GpuScout uses the local catalog"), opened.error);
        settings.setTeamCatalogUrl(QString());
        opened = openCatalog(resolveCatalogPath(QString()));
    }
    if (!opened.catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GpuScout cannot open its catalog"),
                              opened.error);
        return CommandLine::ExitFailure;
    }
    RankingController controller;
    Scenario last;
    if (settings.lastScenario(&last))
        controller.setScenario(last);
    controller.setCatalog(opened.catalog);
    MainWindow window(&controller, &translations, opened.path);
    window.show();
    // "Check for price updates" (off by default) asks once the window is up; it never updates by itself.
    QTimer::singleShot(0, &window, [&window] { window.priceUpdates()->checkOnStart(); });

    // For the start-up benchmark: report the time to the first shown window and quit.
    if (qEnvironmentVariableIsSet("GPUSCOUT_STARTUP_BENCH")) {
        QTimer::singleShot(0, &app, [&] {
            std::printf("startup_ms %.1f\n", double(sinceStart.nsecsElapsed()) / 1e6);
            std::fflush(stdout);
            QApplication::quit();
        });
    }
    // For the screenshots in docs/ (scripts/screenshots.sh): grab the window once it has
    // settled, save it, and quit.
    const QString grabTo = qEnvironmentVariable("GPUSCOUT_GRAB_WINDOW");
    if (!grabTo.isEmpty()) {
        QTimer::singleShot(1500, &app, [&window, grabTo] {
            window.grab().save(grabTo);
            QApplication::quit();
        });
    }
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A team catalog's password, when libpq's own sources have none: the desktop keyring.
    TeamCatalogPasswords::install();
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (CommandLine::wantsCommandLine(args)) {
        if (args.contains(QStringLiteral("report"))) {
            // The report draws a chart widget and needs fonts: a GUI application, offscreen
            // when there is no display, so that it works headless.
            if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && !qEnvironmentVariableIsSet("DISPLAY")
                && !qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            QApplication app(argc, argv);
            describeApplication();
            return CommandLine::run(QCoreApplication::arguments());
        }
        QCoreApplication app(argc, argv);
        describeApplication();
        return CommandLine::run(QCoreApplication::arguments());
    }
    return runWindow(argc, argv, sinceStart);
}
