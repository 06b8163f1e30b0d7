// One catalog edit end to end over the bundled catalog: the edited catalog is built (one
// price changed through the price-history rule), written to the file in one transaction,
// re-prepared and re-ranked (CatalogStore::replace); then undone and redone the same way.
// Prints "bench: NAME VALUE UNIT" lines; asserts nothing about time.

#include "catalog/CatalogLocation.h"
#include "controller/CatalogStore.h"
#include "catalog/PriceUpdate.h"
#include "controller/RankingController.h"

#include <QApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    const OpenedCatalog opened = openCatalogFrom(path, QStringLiteral(":/catalog"));
    if (!opened.catalog) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error));
        return 1;
    }
    RankingController controller;
    controller.setCatalog(opened.catalog);
    CatalogStore store(&controller, path);
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    std::vector<double> edit, undo, redo;
    for (int step = 0; step < 15; ++step) {
        QElapsedTimer t;
        t.start();
        Catalog c = *store.catalog();
        const int i = step % static_cast<int>(c.offers.size());
        const double old = c.offers[i].priceFor(BillingMode::OnDemand);
        recordPriceChange(c, i, BillingMode::OnDemand, isKnown(old) ? old * 1.01 : 1.0, QString(), today);
        QString error;
        if (!store.replace(c, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        edit.push_back(double(t.nsecsElapsed()) / 1e6);
        t.restart();
        store.undoStack()->undo();
        undo.push_back(double(t.nsecsElapsed()) / 1e6);
        t.restart();
        store.undoStack()->redo();
        redo.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    const int n = static_cast<int>(store.catalog()->offers.size());
    std::printf("bench: catalog_edit_%d %.1f ms\n", n, median(edit));
    std::printf("bench: catalog_undo_%d %.1f ms\n", n, median(undo));
    std::printf("bench: catalog_redo_%d %.1f ms\n", n, median(redo));
    return 0;
}
