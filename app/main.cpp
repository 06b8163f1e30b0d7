#include "CatalogLocation.h"
#include "CommandLine.h"
#include "MainWindow.h"
#include "RankingController.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

#include <memory>

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

int runWindow(int argc, char **argv)
{
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("GpuScout"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.gpuscout.GpuScout"));

    const OpenedCatalog opened = openCatalog(resolveCatalogPath(dbArgument(QApplication::arguments())));
    if (!opened.catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GpuScout cannot open its catalog"),
                              opened.error);
        return CommandLine::ExitFailure;
    }
    RankingController controller;
    controller.setCatalog(opened.catalog);
    MainWindow window(&controller, opened.path);
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (CommandLine::wantsCommandLine(args)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return CommandLine::run(QCoreApplication::arguments());
    }
    return runWindow(argc, argv);
}
