#include "scoring/JobFigure.h"

#include "domain/Format.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {

constexpr JobFigure AllFigures[] = {JobFigure::Cost, JobFigure::Hours, JobFigure::Instances, JobFigure::RentedPerHour,
                                    JobFigure::Replicas, JobFigure::TokensPerSecond, JobFigure::CostPerMillionTokens};

} // namespace

bool jobFigureApplies(const PreparedOffers &p, JobFigure figure)
{
    if (p.job.empty())
        return false;
    switch (figure) {
    case JobFigure::Cost:
    case JobFigure::Hours: return p.hasDuration;
    case JobFigure::Instances:
    case JobFigure::RentedPerHour: return true;
    case JobFigure::Replicas:
    case JobFigure::TokensPerSecond:
    case JobFigure::CostPerMillionTokens: return p.serving;
    }
    return false;
}

QList<JobFigure> jobFigures(const PreparedOffers &p)
{
    QList<JobFigure> figures;
    for (JobFigure f : AllFigures) {
        if (jobFigureApplies(p, f))
            figures << f;
    }
    return figures;
}

double jobFigureValue(const OfferJob &job, JobFigure figure)
{
    switch (figure) {
    case JobFigure::Cost: return job.costTotal;
    case JobFigure::Hours: return job.hours;
    case JobFigure::Instances: return job.instancesNeeded;
    case JobFigure::RentedPerHour: return isKnown(job.instancesNeeded) ? job.pricePerHour : Unknown; // what is rented is not known
    case JobFigure::Replicas: return job.replicas;
    case JobFigure::TokensPerSecond: return job.tokensPerSecond;
    case JobFigure::CostPerMillionTokens: return job.costPerMillionTokens;
    }
    return Unknown;
}

bool jobFigureLowerIsBetter(JobFigure figure)
{
    return figure != JobFigure::TokensPerSecond;
}

QString jobFigureLabel(JobFigure figure, const QString &currency)
{
    const QString cur = currency.isEmpty() ? QStringLiteral("USD") : currency;
    switch (figure) {
    case JobFigure::Cost: return QCoreApplication::translate("gpuscout::JobFigure", "Job cost (%1)").arg(cur);
    case JobFigure::Hours: return QCoreApplication::translate("gpuscout::JobFigure", "Hours to complete");
    case JobFigure::Instances: return QCoreApplication::translate("gpuscout::JobFigure", "Instances");
    case JobFigure::RentedPerHour: return QCoreApplication::translate("gpuscout::JobFigure", "Rented/h (%1)").arg(cur);
    case JobFigure::Replicas: return QCoreApplication::translate("gpuscout::JobFigure", "Replicas");
    case JobFigure::TokensPerSecond: return QCoreApplication::translate("gpuscout::JobFigure", "Tokens/s");
    case JobFigure::CostPerMillionTokens: return QCoreApplication::translate("gpuscout::JobFigure", "Per M tokens (%1)").arg(cur);
    }
    return {};
}

QString jobFigureTip(JobFigure figure)
{
    switch (figure) {
    case JobFigure::Cost:
        return QCoreApplication::translate("gpuscout::JobFigure", "Total cost to complete the job under the billing mode: instances x price per hour x hours + storage + traffic");
    case JobFigure::Hours: return QCoreApplication::translate("gpuscout::JobFigure", "Hours the job takes on the instances it rents");
    case JobFigure::Instances:
        return QCoreApplication::translate("gpuscout::JobFigure", "Instances the job rents: as many as its memory needs, more when a deadline or a serving demand asks for them");
    case JobFigure::RentedPerHour:
        return QCoreApplication::translate("gpuscout::JobFigure", "Price per hour of everything the job rents: instances x the price of one instance");
    case JobFigure::Replicas:
        return QCoreApplication::translate("gpuscout::JobFigure", "Copies of the model serving the demand, each on the GPUs one copy needs");
    case JobFigure::TokensPerSecond:
        return QCoreApplication::translate("gpuscout::JobFigure", "Output tokens a second over all copies of the model the job rents, at its concurrent requests");
    case JobFigure::CostPerMillionTokens:
        return QCoreApplication::translate("gpuscout::JobFigure", "What a million output tokens cost: the price per hour of what is rented / the output tokens it serves in an hour");
    }
    return {};
}

QString jobFigureText(const OfferJob &job, JobFigure figure, const QString &currency)
{
    const double v = jobFigureValue(job, figure);
    switch (figure) {
    case JobFigure::Cost:
    case JobFigure::RentedPerHour:
    case JobFigure::CostPerMillionTokens: return formatMoney(v, currency);
    case JobFigure::Hours:
    case JobFigure::TokensPerSecond: return formatNumber(v, 1);
    case JobFigure::Instances:
    case JobFigure::Replicas: return formatNumber(v, 0);
    }
    return {};
}

QString jobFigureUnknownReason(const OfferJob &job, JobFigure figure)
{
    if (isKnown(jobFigureValue(job, figure)))
        return {};
    // The estimate's notes are clauses ("no vllm measurement calibrates serving"): made sentences.
    const auto because = [](QString note) {
        if (!note.isEmpty())
            note[0] = note[0].toUpper();
        return QCoreApplication::translate("gpuscout::JobFigure", "%1.").arg(note);
    };
    if (!job.fitNote.isEmpty())
        return because(job.fitNote);
    const bool needsTime = figure != JobFigure::Instances && figure != JobFigure::RentedPerHour && figure != JobFigure::Replicas;
    if ((figure == JobFigure::Cost || figure == JobFigure::Hours) && !job.hoursNote.isEmpty())
        return because(job.hoursNote);
    if ((needsTime || figure == JobFigure::Replicas) && !job.modelNote.isEmpty())
        return because(job.modelNote);
    if (needsTime && job.basis == PerformanceBasis::None)
        return QCoreApplication::translate("gpuscout::JobFigure", "The performance model cannot time this job on this offer (a figure of its GPU is unknown) and no measurement covers it.");
    if (!isKnown(job.pricePerHour))
        return QCoreApplication::translate("gpuscout::JobFigure", "The offer has no price under this billing mode.");
    return QCoreApplication::translate("gpuscout::JobFigure", "Not known for this offer.");
}

} // namespace gpuscout
