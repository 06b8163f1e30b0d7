#pragma once

#include "insight/PriceSeries.h"

#include "domain/PriceAge.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace gpuscout {

struct RankingResult;
struct Scenario;

struct ReportOptions {
    QString language = QStringLiteral("en"); // "en" or "zh_CN", whatever the window shows
    int topN = 10;                           // rows of the ranking table
    QString organisation;
    QString author;                          // on the title page and in the PDF's Author field
    QDateTime date = QDateTime::currentDateTime();
    // Prices quoted longer ago than this are stale: page 1 warns when a compared offer's is
    // (the window's and the command line's stale limit).
    int staleAfterDays = PriceAges::DefaultStaleAfterDays;
    // A last section, "Prices over time": the compared offers' GPUs, each provider's price
    // per GPU-hour through the price history: from `storedLines` (the catalog file's, for a
    // catalog read without its history; it must answer every chart's query) or from the
    // catalog, which must then have been read with its history.
    bool priceHistory = false;
    PriceSeriesSource storedLines;
};

// Writes the PDF comparison report people send for sign-off: title, date and author; the
// scenario; the winner, why it wins and the runner-up; the top N; the radar of the compared
// offers (vector graphics) with its legend; the compared offers side by side and their
// costs; the data sources with their dates; the stability formula. A4, with a running
// header and "Page X of Y" on every page, text in WenQuanYi Micro Hei (it extracts
// correctly from the PDF in both languages, unlike Noto Sans CJK through Qt).
//
// comparedOffers are catalog offer indices (two to six read best; extra ones are dropped).
// Needs a QApplication (the radar is a chart widget). The PDF is rendered into memory and
// written with writeFileAtomically(): false with a message naming the path and the reason,
// and nothing written or replaced, when the folder is missing or unwritable, the disk is
// full, the path is a device, or the ranking has no offers.
bool writeReport(const QString &path, const RankingResult &result, const Scenario &scenario,
                 const QList<int> &comparedOffers, const ReportOptions &options, QString *error,
                 int *pageCount = nullptr);

} // namespace gpuscout
