#include "itemmodels/JobBasisText.h"

#include "domain/Catalog.h"
#include "domain/Format.h"
#include "scoring/ScoringEngine.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace gpuscout {

namespace {

const Measurement *measurementOf(const Catalog &catalog, const OfferJob &job)
{
    return job.basis == PerformanceBasis::Measured && job.measurement >= 0 && job.measurement < catalog.measurements.size()
        ? &catalog.measurements[job.measurement]
        : nullptr;
}

// The estimate's calibration key (JobEstimate::calibration) in words: the utilisation and
// relative-throughput keys are worded; a measurement-fit key ("training hopper",
// "vllm gpu L4") names what it is and stays as it is.
QString calibrationText(const QString &key)
{
    static const QRegularExpression fp64(QStringLiteral("^utilisation ([0-9.]+) of the FP64 peak \\(not calibrated\\)$"));
    static const QRegularExpression plain(QStringLiteral("^utilisation ([0-9.]+) \\(not calibrated\\)$"));
    static const QRegularExpression relative(QStringLiteral("^fp32 relative to (.+)$"));
    QRegularExpressionMatch m = fp64.match(key);
    if (m.hasMatch())
        return QCoreApplication::translate("gpuscout::JobBasisText", "%1 % of the FP64 peak, assumed: no measurement calibrates it")
            .arg(formatNumber(m.captured(1).toDouble() * 100, 0));
    m = plain.match(key);
    if (m.hasMatch())
        return QCoreApplication::translate("gpuscout::JobBasisText", "utilisation %1 %, assumed: no measurement calibrates it")
            .arg(formatNumber(m.captured(1).toDouble() * 100, 0));
    m = relative.match(key);
    if (m.hasMatch())
        return QCoreApplication::translate("gpuscout::JobBasisText", "FP32 throughput relative to %1").arg(m.captured(1));
    return key;
}

} // namespace

QString modelSizeText(double parameters)
{
    if (!isKnown(parameters))
        return unknownText();
    const struct { double scale; char suffix; } units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}};
    for (const auto &u : units) {
        if (parameters >= u.scale)
            return QString::number(parameters / u.scale, 'g', 4) + QLatin1Char(u.suffix);
    }
    return QString::number(parameters, 'g', 4);
}

QString basisMark(const OfferJob &job)
{
    switch (job.basis) {
    case PerformanceBasis::Measured: return QStringLiteral("✓");
    case PerformanceBasis::Estimated: return QStringLiteral("≈");
    case PerformanceBasis::None: break;
    }
    return {};
}

QString measurementSourceText(const Catalog &catalog, const Measurement &m, bool brief)
{
    if (m.kind == MeasurementKind::Trial)
        return QCoreApplication::translate("gpuscout::JobBasisText", "your trial run");
    const int s = catalog.sourceIndex(m.source);
    QString name = s >= 0 && !catalog.sources[s].name.isEmpty() ? sourceDisplayName(catalog.sources[s].name) : m.source;
    if (brief) {
        for (const QString &cut : {QStringLiteral(": "), QStringLiteral(" (")}) {
            const qsizetype at = name.indexOf(cut);
            if (at > 0)
                name.truncate(at);
        }
    }
    return name;
}

QString measurementSystemText(const Catalog &catalog, const Measurement &m)
{
    if (!m.instanceType.isEmpty()) {
        const int p = catalog.providerIndex(m.provider);
        const QString provider = p >= 0 ? providerDisplayName(catalog.providers[p]) : m.provider;
        return provider.isEmpty() ? m.instanceType : provider + u' ' + m.instanceType;
    }
    return QCoreApplication::translate("gpuscout::JobBasisText", "%1 × %2").arg(m.gpu, formatGpuCount(m.gpusUsed));
}

QString measurementWorkloadText(const Measurement &m)
{
    const QString model = m.model.isEmpty() ? modelSizeText(m.parameters) : m.model;
    QString shape;
    if (m.task == Task::Inference) {
        const QString concurrency = isKnown(m.concurrency) ? formatNumber(m.concurrency, m.concurrency == std::round(m.concurrency) ? 0 : 1)
                                                           : QCoreApplication::translate("gpuscout::JobBasisText", "saturated");
        shape = QCoreApplication::translate("gpuscout::JobBasisText", "%1 in / %2 out × %3 concurrent")
                    .arg(formatNumber(m.promptTokens, 0), formatNumber(m.outputTokens, 0), concurrency);
    } else {
        shape = QCoreApplication::translate("gpuscout::JobBasisText", "batch %1 × %2 tokens").arg(formatNumber(m.batch, 0), formatNumber(m.seqLen, 0));
    }
    return QCoreApplication::translate("gpuscout::JobBasisText", "%1, %2").arg(model, shape);
}

QString jobBasisDetail(const Catalog &catalog, const OfferJob &job, bool serving, bool fixedHours)
{
    QStringList lines;
    if (fixedHours)
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "The workload gives its hours: the time is yours, not the performance model's.");
    if (const Measurement *m = measurementOf(catalog, job)) {
        const QString date = m->date.isEmpty() ? QCoreApplication::translate("gpuscout::JobBasisText", "undated") : m->date;
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "✓ Measured: %1 on %2, %3").arg(measurementSourceText(catalog, *m, true), measurementSystemText(catalog, *m), date)
              << QCoreApplication::translate("gpuscout::JobBasisText", "Measured run: %1").arg(measurementWorkloadText(*m));
        lines << (isKnown(job.correction)
                      ? QCoreApplication::translate("gpuscout::JobBasisText", "Correction × %1: the measured run took %1 × the performance model's time for it, and so "
                           "does this job")
                            .arg(formatNumber(job.correction, 2))
                      : QCoreApplication::translate("gpuscout::JobBasisText", "The performance model cannot time the measured run: no correction is known"));
    } else if (job.basis == PerformanceBasis::Estimated) {
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "≈ Estimated by the performance model (%1)").arg(calibrationText(job.calibration))
              << QCoreApplication::translate("gpuscout::JobBasisText", "No comparable measurement on this instance type or GPU; Catalog → Record a Trial Run… adds yours.");
    } else {
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "The performance model cannot time this job on this offer.");
    }
    if (serving) {
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "Output %1 tokens/s; time to first token %2 ms; time per output token %3 ms")
                     .arg(formatNumber(job.tokensPerSecond, 1), formatNumber(job.ttftMs, 0), formatNumber(job.tpotMs, 1));
    } else if (isKnown(job.efficiency)) {
        lines << QCoreApplication::translate("gpuscout::JobBasisText", "Efficiency %1 % of the GPUs' peak").arg(formatNumber(job.efficiency * 100, 0));
    }
    return lines.join(u'\n');
}

QString jobBasisLine(const Catalog &catalog, const OfferJob &job)
{
    if (const Measurement *m = measurementOf(catalog, job)) {
        return QCoreApplication::translate("gpuscout::JobBasisText", "✓ Job time measured: %1, %2")
            .arg(measurementSourceText(catalog, *m, true), m->date.isEmpty() ? QCoreApplication::translate("gpuscout::JobBasisText", "undated") : m->date);
    }
    if (job.basis == PerformanceBasis::Estimated)
        return QCoreApplication::translate("gpuscout::JobBasisText", "≈ Job time estimated by the performance model (%1)").arg(calibrationText(job.calibration));
    return QCoreApplication::translate("gpuscout::JobBasisText", "Job time unknown: the performance model cannot time it on this offer");
}

} // namespace gpuscout
