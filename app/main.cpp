#include "window/AppSettings.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandLine.h"
#include "domain/EnglishPlurals.h"
#include "window/MainWindow.h"
#include "window/PriceUpdateActions.h"
#include "controller/CatalogStore.h"
#include "controller/RankingController.h"
#include "domain/Scenario.h"
#include "window/Translations.h"
#include "keys/TeamCatalogPasswords.h"
#include "teamcatalog/OfflineCopy.h"
#include "catalog/TeamCatalogUrl.h"
#include "startup/HugePageRestart.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

using namespace gpuscout;

namespace {

// Qt aborts (exit 134, "Reinstalling the application may fix this problem") when no
// platform plugin can start. Without a display for the platform that would be used, say so
// in one line and exit 1 instead. QT_QPA_PLATFORM may name several ("wayland;xcb"); one that
// needs no display (offscreen, as the tests and the report use, minimal, vnc, eglfs, ...)
// always starts.
bool hasDisplay()
{
    const bool x11 = !qEnvironmentVariableIsEmpty("DISPLAY");
    const bool wayland = !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    const QString platforms = qEnvironmentVariable("QT_QPA_PLATFORM");
    if (platforms.trimmed().isEmpty())
        return x11 || wayland;
    for (const QString &p : platforms.split(u';', Qt::SkipEmptyParts)) {
        const QString name = p.section(u':', 0, 0).trimmed();
        if (name == QLatin1String("xcb") ? x11 : name.startsWith(QLatin1String("wayland")) ? wayland : true)
            return true;
    }
    return false;
}

// The command line has no use for a runtime directory; Qt's warning that
// XDG_RUNTIME_DIR is unset (typical of ssh or cron sessions) would only be noise on
// stderr, which scripts read. Everything else goes to the handler that was there before.
QtMessageHandler previousHandler = nullptr;
void commandLineMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: ")) && (message.contains(QLatin1String("XDG_RUNTIME_DIR")) || message.contains(QLatin1String("runtime directory"))))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}

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
    if (!hasDisplay()) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "gpuscout: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set); "
                                                                    "run `gpuscout --help` for the command line")));
        return CommandLine::ExitFailure;
    }
    QApplication app(argc, argv);
    // Real English plurals ("4 pages"); installed before the language's translator, which wins.
    EnglishPlurals englishPlurals;
    QCoreApplication::installTranslator(&englishPlurals);
    QApplication::setApplicationDisplayName(QStringLiteral("GpuScout"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.gpuscout.gpuscout"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.gpuscout.gpuscout.svg")));

    AppSettings settings;
    Translations translations;
    translations.apply(settings.language());

    // --db, else $GPUSCOUT_DB, else the team catalog the window last connected to, else the
    // per-user catalog file.
    QString location = dbArgument(QApplication::arguments());
    if (location.isEmpty() && qEnvironmentVariableIsEmpty("GPUSCOUT_DB"))
        location = settings.teamCatalogUrl();
    const QString path = resolveCatalogPath(location);
    OpenedCatalog opened = openCatalog(path, CatalogStore::partsRead(path));
    // The server cannot be reached: the last synchronised copy, read-only, until it can
    // (the window's store keeps trying).
    OfflineCopy::openInstead(path, &opened);
    if (!opened.catalog && TeamCatalogUrl::looksLikeUrl(path) && location == settings.teamCatalogUrl() && !location.isEmpty()) {
        // The remembered team catalog is gone for good (no copy either): the local catalog,
        // with the reason, rather than no window at all.
        QMessageBox::warning(nullptr, QApplication::translate("main", "GpuScout uses the local catalog"), opened.error);
        settings.setTeamCatalogUrl(QString());
        opened = openCatalog(resolveCatalogPath(QString()), CatalogStore::partsRead(resolveCatalogPath(QString())));
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
    // The names first: the per-user catalog's path depends on them.
    describeApplication();
    HugePageRestart::restartIfLarge(argc, argv);
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A team catalog's password, when libpq's own sources have none: the desktop keyring.
    TeamCatalogPasswords::install();
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (CommandLine::wantsCommandLine(args)) {
        previousHandler = qInstallMessageHandler(commandLineMessages);
        if (args.contains(QStringLiteral("report"))) {
            // The report draws a chart widget and needs fonts: a GUI application, offscreen
            // when there is no display, so that it works headless.
            if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && !qEnvironmentVariableIsSet("DISPLAY")
                && !qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            QApplication app(argc, argv);
            EnglishPlurals englishPlurals;
            QCoreApplication::installTranslator(&englishPlurals);
            return CommandLine::run(QCoreApplication::arguments());
        }
        QCoreApplication app(argc, argv);
        // The command line speaks English: real plurals ("1 row", "4 pages") for its %n messages.
        EnglishPlurals englishPlurals;
        QCoreApplication::installTranslator(&englishPlurals);
        return CommandLine::run(QCoreApplication::arguments());
    }
    return runWindow(argc, argv, sinceStart);
}
