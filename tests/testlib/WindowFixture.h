#pragma once

// The main window on a real catalog file made from the fixture, in English: what the app
// tests drive. Edits through the window's catalog store are written and can be read back.

#include "catalog/CatalogLocation.h"
#include "window/MainWindow.h"
#include "controller/RankingController.h"
#include "TestSupport.h"
#include "window/Translations.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace gpuscout::test {

struct WindowFixture {
    std::unique_ptr<QTemporaryDir> dir;
    QString dbPath;
    std::unique_ptr<RankingController> controller;
    std::unique_ptr<Translations> translations;
    std::unique_ptr<MainWindow> window;

    // Empty when the window is up, else why not.
    QString start()
    {
        controller = std::make_unique<RankingController>();
        translations = std::make_unique<Translations>();
        translations->apply(QStringLiteral("en"));
        dir = std::make_unique<QTemporaryDir>();
        dbPath = dir->filePath(QStringLiteral("catalog.sqlite"));
        const OpenedCatalog opened = openCatalogFrom(dbPath, fixture(QStringLiteral("catalog")));
        if (!opened.catalog)
            return opened.error;
        controller->setCatalog(opened.catalog);
        window = std::make_unique<MainWindow>(controller.get(), translations.get(), dbPath);
        // The fixture's illustrative seed row (gn7i, the one CNY offer) takes part, so that
        // the window tests see all eight offers; leaving it out is tested on its own.
        Scenario scenario = controller->scenario();
        scenario.includeIllustrative = true;
        controller->setScenario(scenario);
        window->show();
        return QTest::qWaitForWindowExposed(window.get()) ? QString() : QStringLiteral("the window was not shown");
    }

    // A named child of the window; a missing one ends the suite (the tests rely on it).
    template<typename T>
    T *find(const QString &name) const
    {
        T *w = window->findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    void stop()
    {
        window.reset();
        translations.reset();
        controller.reset();
        dir.reset();
    }
};

} // namespace gpuscout::test
