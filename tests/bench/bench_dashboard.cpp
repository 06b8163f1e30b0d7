// Dashboard benchmark: the real controller and main window, offscreen, over synthetic
// catalogs of 1,000 and 100,000 offers. A weight-slider step is timed from the slider's
// value change until the event loop is idle again: engine, table, winner card, radar and
// the repaint of what changed, i.e. one frame. As a worst case it is timed again with a
// forced repaint of the whole window (every panel, changed or not).
// Prints "bench: NAME VALUE UNIT" lines; asserts nothing about time.

#include "window/MainWindow.h"
#include "controller/RankingController.h"
#include "SyntheticCatalog.h"
#include "window/Translations.h"
#include "domain/Scenario.h"
#include "domain/Workload.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double percentile90(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() * 9 / 10];
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GpuScoutBench"));
    Translations translations;
    translations.apply(QStringLiteral("en"));
    const QTemporaryDir folder; // the window's catalog file, not left in the working folder
    const QString catalogPath = folder.filePath(QStringLiteral("synthetic.sqlite"));
    for (int size : {1000, 100000}) {
        RankingController controller;
        QElapsedTimer t;
        t.start();
        controller.setCatalog(std::make_shared<Catalog>(bench::syntheticCatalog(size)));
        MainWindow window(&controller, &translations, catalogPath);
        window.resize(1440, 900);
        window.show();
        QCoreApplication::processEvents();
        std::printf("bench: dashboard_first_show_%d %.1f ms\n", size, double(t.nsecsElapsed()) / 1e6);

        auto *price = window.findChild<QSlider *>(QStringLiteral("priceWeightSlider"));
        // Without a workload, then with a job (a 7B LoRA on 2 x 10^9 tokens) under the job
        // objective: job figures, guards and tiers in every view.
        for (const char *with : {"", "_job"}) {
            if (*with) {
                Scenario s = controller.scenario();
                Workload w;
                w.task = Task::Lora;
                w.parameters = 7e9;
                w.tokens = 2e9;
                s.workload = w;
                controller.setScenario(s);
                QCoreApplication::processEvents();
            }
            std::vector<double> update;
            std::vector<double> frame;
            for (int step = 0; step < 60; ++step) {
                // A drag back and forth across the slider's range, one step per event.
                const int value = (step % 20) * price->maximum() / 20;
                t.restart();
                price->setValue(value == price->value() ? value + 1 : value);
                QCoreApplication::processEvents();
                update.push_back(double(t.nsecsElapsed()) / 1e6);
                window.repaint();
                frame.push_back(double(t.nsecsElapsed()) / 1e6);
            }
            std::printf("bench: dashboard_weight_update%s_%d %.2f ms\n", with, size, median(update));
            std::printf("bench: dashboard_weight_update%s_p90_%d %.2f ms\n", with, size, percentile90(update));
            std::printf("bench: dashboard_weight_full_repaint%s_%d %.2f ms\n", with, size, median(frame));
            std::printf("bench: dashboard_weight_full_repaint%s_p90_%d %.2f ms\n", with, size, percentile90(frame));
            std::fflush(stdout);
        }
    }
    return 0;
}
