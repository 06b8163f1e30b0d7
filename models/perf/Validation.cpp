#include "perf/Validation.h"

#include "domain/Catalog.h"
#include "perf/MeasuredRun.h"
#include "perf/PerformanceModel.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

QString familyOf(const Measurement &m)
{
    if (m.suite == QLatin1String("sparecores-llama.cpp"))
        return m.metric == Metric::PrefillTokensPerSecond ? QStringLiteral("llama.cpp:prefill") : QStringLiteral("llama.cpp:decode");
    if (m.suite == QLatin1String("sparecores-vllm"))
        return isKnown(m.concurrency) && m.concurrency > 1.05 ? QStringLiteral("vllm:concurrent") : QStringLiteral("vllm:one-request");
    if (m.suite == QLatin1String("mlperf-training"))
        return QStringLiteral("mlperf-training:") + taskKey(m.task) + u':' + m.model;
    return m.suite;
}

struct Prepared {
    int index;
    MeasuredRun run;
    QString group;
    ServingEngine engine = ServingEngine::Vllm;
    int gpu = -1;
};

} // namespace

double ValidationRow::logError() const
{
    return isKnown(predicted) && predicted > 0 && measured > 0 ? std::abs(std::log(predicted / measured)) : Unknown;
}

QList<ValidationRow> validatePerformance(const Catalog &catalog)
{
    const std::shared_ptr<const PerformanceModel> own = catalog.performance ? nullptr : PerformanceModel::build(catalog);
    const PerformanceModel &model = catalog.performance ? *catalog.performance : *own;
    QList<ValidationRow> rows;
    QList<Prepared> serving;
    QHash<QString, RelativeFit> groupSums;
    QList<Prepared> training;
    for (int i = 0; i < catalog.measurements.size(); ++i) {
        const Measurement &m = catalog.measurements[i];
        if (m.kind != MeasurementKind::Benchmark)
            continue;
        ValidationRow row;
        row.measurement = i;
        row.family = familyOf(m);
        row.measured = m.value;
        const int gi = catalog.gpuIndex(m.gpu);
        if (gi < 0) {
            row.note = QCoreApplication::translate("gpuscout::Validation", "%1 is not a GPU of the catalog").arg(m.gpu);
            rows << row;
            continue;
        }
        Prepared p{i, describeRun(m, catalog.gpus[gi], m.suite == QLatin1String("mlperf-training")), runGroupKey(m),
                   ServingEngine::Vllm, gi};
        if (p.run.kind == MeasuredRun::Kind::Unpredictable) {
            row.note = p.run.reason;
            rows << row;
            continue;
        }
        if (p.run.kind == MeasuredRun::Kind::Serving) {
            if (!servingEngineFromKey(m.engine, &p.engine)) {
                row.note = QCoreApplication::translate("gpuscout::Validation", "the engine %1 is not one the model is calibrated for (vllm, llama.cpp)").arg(m.engine);
                rows << row;
                continue;
            }
            groupSums[p.group].add(p.run.features, p.run.seconds);
            serving << p;
        } else {
            training << p;
        }
    }
    // Serving: one fit per group, without the group's own rows.
    QHash<QString, ServingCalibration::Fit> fits;
    for (const Prepared &p : std::as_const(serving)) {
        const GpuSpec &gpu = catalog.gpus[p.gpu];
        // A group is one run: one system, so one GPU count.
        auto it = fits.find(p.group);
        if (it == fits.end())
            it = fits.insert(p.group, model.servingCalibration().fit(p.engine, gpu.model, gpu.architecture,
                                                                      &groupSums[p.group], p.run.system.gpus > 1));
        const Measurement &m = catalog.measurements[p.index];
        ValidationRow row;
        row.measurement = p.index;
        row.family = familyOf(m);
        row.measured = m.value;
        if (!it->ok()) {
            row.note = QCoreApplication::translate("gpuscout::Validation", "no other %1 measurement to calibrate on").arg(servingEngineKey(p.engine));
        } else {
            row.level = calibrationLevelKey(it->level);
            const double seconds = dot(it->coefficients, p.run.features);
            if (seconds > 0)
                row.predicted = valueFromSeconds(m.metric, seconds, p.run.units);
            else
                row.note = QCoreApplication::translate("gpuscout::Validation", "the calibration gives no time for this run");
        }
        rows << row;
    }
    // Training: the efficiency of the architecture and the RDMA scaling, without the group.
    QHash<QString, TrainingCalibration::Result> trainingFits;
    for (const Prepared &p : std::as_const(training)) {
        auto it = trainingFits.find(p.group);
        if (it == trainingFits.end())
            it = trainingFits.insert(p.group, model.trainingCalibration().fit(p.group));
        const Measurement &m = catalog.measurements[p.index];
        ValidationRow row;
        row.measurement = p.index;
        row.family = familyOf(m);
        row.measured = m.value;
        row.level = QStringLiteral("training");
        const QString arch = catalog.gpus[p.gpu].architecture.toLower();
        const double efficiency = it->efficiency.value(arch, Unknown);
        if (!isKnown(efficiency) || !isKnown(it->rdmaAlpha)) {
            row.note = QCoreApplication::translate("gpuscout::Validation", "no other measured training run on a %1 GPU").arg(catalog.gpus[p.gpu].architecture);
        } else {
            SpeedupSettings settings = defaultSpeedupSettings();
            settings.alphaRdma = it->rdmaAlpha;
            const double ideal = idealTrainingSeconds(p.run.tokens, p.run.trainingShape, p.run.trainingSystem, settings);
            if (ideal > 0)
                row.predicted = valueFromSeconds(m.metric, ideal / efficiency, p.run.tokens);
        }
        rows << row;
    }
    std::sort(rows.begin(), rows.end(), [](const ValidationRow &a, const ValidationRow &b) { return a.measurement < b.measurement; });
    return rows;
}

ValidationSummary summarizeValidation(const QList<ValidationRow> &rows)
{
    ValidationSummary s;
    std::vector<double> errors;
    for (const ValidationRow &r : rows) {
        const double e = r.logError();
        if (isKnown(e))
            errors.push_back(e);
        else
            ++s.unpredicted;
    }
    s.rows = static_cast<int>(errors.size());
    if (errors.empty())
        return s;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    s.medianAbsError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    const auto share = [&](double limit) {
        return static_cast<double>(std::count_if(errors.begin(), errors.end(), [&](double e) { return e <= limit + 1e-12; }))
            / static_cast<double>(n);
    };
    s.within15 = share(std::log(1.5));
    s.within2 = share(std::log(2.0));
    s.worstRatio = std::exp(errors.back());
    return s;
}

QStringList validationFamilies(const QList<ValidationRow> &rows)
{
    QStringList families;
    for (const ValidationRow &r : rows) {
        if (!families.contains(r.family))
            families << r.family;
    }
    std::sort(families.begin(), families.end());
    return families;
}

QString familyName(const QString &family)
{
    if (family == QLatin1String("llama.cpp:prefill"))
        return QCoreApplication::translate("gpuscout::Validation", "Spare Cores, llama.cpp prompt processing");
    if (family == QLatin1String("llama.cpp:decode"))
        return QCoreApplication::translate("gpuscout::Validation", "Spare Cores, llama.cpp text generation");
    if (family == QLatin1String("vllm:one-request"))
        return QCoreApplication::translate("gpuscout::Validation", "Spare Cores, vLLM one request at a time (TTFT, TPOT, tokens/s)");
    if (family == QLatin1String("vllm:concurrent"))
        return QCoreApplication::translate("gpuscout::Validation", "Spare Cores, vLLM at saturation (tokens/s, requests/s)");
    if (family.startsWith(QLatin1String("mlperf-training:"))) {
        const QStringList parts = family.split(u':');
        return QCoreApplication::translate("gpuscout::Validation", "MLPerf Training, %1 (%2)").arg(parts.value(2), parts.value(1));
    }
    if (family == QLatin1String("mlperf-inference"))
        return QCoreApplication::translate("gpuscout::Validation", "MLPerf Inference (Offline and Server)");
    return family;
}

} // namespace gpuscout

namespace gpuscout {

QString validationMarkdown(const Catalog &catalog, const QList<ValidationRow> &rows)
{
    const auto line = [](const QString &name, const ValidationSummary &s) {
        if (s.rows == 0)
            return QStringLiteral("| %1 | 0 | - | - | - | - | %2 |\n").arg(name).arg(s.unpredicted);
        return QStringLiteral("| %1 | %2 | %3 % | %4 % | %5 % | %6× | %7 |\n")
            .arg(name)
            .arg(s.rows)
            .arg(s.medianAbsError * 100, 0, 'f', 1)
            .arg(s.within15 * 100, 0, 'f', 2)
            .arg(s.within2 * 100, 0, 'f', 2)
            .arg(s.worstRatio, 0, 'f', 2)
            .arg(s.unpredicted);
    };
    QString out = QStringLiteral("| family | rows predicted | median error | within 1.5× | within 2× | worst | not predicted |\n"
                                 "|---|---|---|---|---|---|---|\n");
    for (const QString &f : validationFamilies(rows)) {
        QList<ValidationRow> of;
        for (const ValidationRow &r : rows) {
            if (r.family == f)
                of << r;
        }
        // English names whatever the locale: the README is English.
        out += line(familyName(f), summarizeValidation(of));
    }
    out += line(QStringLiteral("**all**"), summarizeValidation(rows));
    const std::shared_ptr<const PerformanceModel> own = catalog.performance ? nullptr : PerformanceModel::build(catalog);
    const PerformanceModel &model = catalog.performance ? *catalog.performance : *own;
    const TrainingCalibration::Result &fit = model.trainingFit();
    out += QStringLiteral("\n| architecture | MLPerf runs | training efficiency (of the FP8 dense peak) |\n|---|---|---|\n");
    QStringList archs = fit.efficiency.keys();
    std::sort(archs.begin(), archs.end());
    for (const QString &a : std::as_const(archs))
        out += QStringLiteral("| %1 | %2 | %3 |\n").arg(a).arg(fit.runs.value(a)).arg(fit.efficiency.value(a), 0, 'f', 3);
    out += QStringLiteral("\nRDMA scaling between instances, fitted: alpha = %1 (the seeds' 1/63 = %2).\n")
               .arg(fit.rdmaAlpha, 0, 'g', 3)
               .arg(1.0 / 63, 0, 'g', 3);
    return out;
}

} // namespace gpuscout
