#pragma once

#include "report/ReportWriter.h"
#include "scoring/JobFigure.h"

#include <QColor>
#include <QList>
#include <QPair>
#include <QString>

namespace gpuscout {

struct OfferJob;

struct RankingResult;
struct Scenario;

// The body of the comparison report as rich text (the subset of HTML QTextDocument reads),
// in the language currently installed. The radar chart is not HTML: the body carries
// radarPlaceholder() where it goes, and the legend comes in as (colour, name) pairs.
class ReportHtml final
{
public:
    ReportHtml(const RankingResult &result, const Scenario &scenario, const QList<int> &comparedOffers,
               const ReportOptions &options);

    static QString radarPlaceholder();
    // Where the i-th chart of the Prices over time section goes.
    static QString priceHistoryPlaceholder(int i);
    static QString title();
    // What the PDF's Subject field says: the scenario in one line.
    QString subject() const;

    QString html(const QList<QPair<QColor, QString>> &legend) const;
    // The offers compared in the report (the given ones that are ranked, at most six).
    const QList<int> &comparedOffers() const { return m_compared; }

private:
    QString priceDatesNote() const;
    // The offers page 1 speaks of: the compared ones, else the top of the ranking.
    QList<int> shownOffers() const;
    // The compared offers at negotiated prices: yours against the list price, the terms by
    // reference, the terms that end within 30 days.
    QString priceBookNote() const;
    QString scenarioSection() const;
    QString winnerSection() const;
    QString robustnessSection() const;
    QString rankingSection() const;
    QString compareSection(const QList<QPair<QColor, QString>> &legend) const;
    QString costSection() const;
    QList<JobFigure> reportJobFigures() const; // the job's figures the ranking and cost summary show
    // With a serving demand every offer that serves it takes the same hours (tokens / the
    // demand's rate); Unknown otherwise.
    double hoursSetByDemand() const;
    // The reasons behind the unknown job figures of these rows, for below a table; empty when none.
    QString unknownJobFiguresNote(const QList<std::size_t> &rankIndices, const QList<JobFigure> &figures) const;
    QString basisText(const OfferJob &job) const;
    QString measuredNote() const;
    QString sourcesSection() const;
    QString methodSection() const;
    QString priceHistorySection() const;

    const RankingResult &m_result;
    const Scenario &m_scenario;
    QList<int> m_compared;
    ReportOptions m_options;
};

} // namespace gpuscout
