// Report benchmark: a full PDF report (top 10, three compared offers, radar) over a
// synthetic catalog of the bundled catalog's size, in English and in Chinese, offscreen.
// Prints "bench: NAME VALUE UNIT" lines; asserts nothing about time.

#include "scoring/Ranking.h"
#include "report/ReportWriter.h"
#include "domain/Scenario.h"
#include "SyntheticCatalog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const auto catalog = std::make_shared<const Catalog>(bench::syntheticCatalog(2500));
    const Scenario scenario;
    for (const char *language : {"en", "zh_CN"}) {
        std::vector<double> ms;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            // The whole command: rank, choose the compared offers, lay out and write.
            const RankingResult result = rankCatalog(catalog, scenario);
            ReportOptions options;
            options.language = QString::fromLatin1(language);
            QString error;
            if (!writeReport(dir.filePath(QStringLiteral("report.pdf")), result, scenario,
                             topDistinctInstanceTypes(result, 3), options, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        std::printf("bench: report_full_%s %.1f ms\n", language[0] == 'e' ? "en" : "zh", ms[ms.size() / 2]);
        std::fflush(stdout);
    }
    return 0;
}
