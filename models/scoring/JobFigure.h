#pragma once

#include "scoring/ScoringEngine.h"

#include <QList>
#include <QString>

namespace gpuscout {

// The figures of a job a buyer decides on, named once for the window's ranking, the compare
// view and the report, so that the three show the same rows under the same names. The
// hourly figure is what is rented (every instance the job needs), not one instance's price.
enum class JobFigure { Cost, Hours, Instances, RentedPerHour, Replicas, TokensPerSecond, CostPerMillionTokens };

// The figures that apply to a ranking, in reading order: none without a workload; the job's
// cost and hours only when the workload gives a duration (hours or tokens); replicas, tokens
// a second and cost per million tokens only for serving.
QList<JobFigure> jobFigures(const PreparedOffers &p);
bool jobFigureApplies(const PreparedOffers &p, JobFigure figure);

double jobFigureValue(const OfferJob &job, JobFigure figure); // Unknown where not known
bool jobFigureLowerIsBetter(JobFigure figure);                // all but tokens a second
QString jobFigureLabel(JobFigure figure, const QString &currency);
QString jobFigureTip(JobFigure figure);                       // what the figure is, how it is made
// The figure as people read it; an unknown figure says "unknown" and jobFigureUnknownReason why.
QString jobFigureText(const OfferJob &job, JobFigure figure, const QString &currency);
// Why the figure is not known (empty when it is): the fit cannot be judged, the model cannot
// time the job on this offer, or its price is not known.
QString jobFigureUnknownReason(const OfferJob &job, JobFigure figure);

} // namespace gpuscout
