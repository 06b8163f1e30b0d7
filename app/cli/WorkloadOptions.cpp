#include "cli/WorkloadOptions.h"

#include "workload/ModelPresets.h"
#include "domain/Workload.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cmath>

namespace gpuscout {

namespace {

struct NumberOption {
    const char *name;
    double Workload::*field;
    bool positive; // above 0, else 0 or more
};

const NumberOption NumberOptions[] = {
    {"seq-len", &Workload::seqLen, true},
    {"batch", &Workload::batch, true},
    {"hours", &Workload::hours, true},
    {"concurrent", &Workload::concurrentRequests, true},
    {"context-len", &Workload::contextLen, true},
    {"working-set-gb", &Workload::workingSetGb, true},
    {"dataset-gb", &Workload::datasetGb, false},
    {"storage-price", &Workload::storagePerGbMonth, false},
    {"egress-gb", &Workload::egressGb, false},
    {"egress-price", &Workload::egressPerGb, false},
    {"lora-rank", &Workload::loraRank, true},
    {"prompt-tokens", &Workload::promptTokens, true},
    {"output-tokens", &Workload::outputTokens, true},
    {"deadline-hours", &Workload::deadlineHours, true},
    {"max-instances", &Workload::maxInstances, true},
    {"requests-per-second", &Workload::requestsPerSecond, true},
    {"max-ttft-ms", &Workload::maxTtftMs, true},
    {"max-tpot-ms", &Workload::maxTpotMs, true},
    {"fp64-work", &Workload::fp64WorkPflop, true},
    {"render-work", &Workload::renderWorkGpuHours, true},
};

QString optionsText(const QStringList &keys)
{
    return keys.join(QStringLiteral(", "));
}

} // namespace

void addWorkloadOptions(QCommandLineParser *p)
{
    p->addOption({QStringLiteral("task"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Workload task."), QStringLiteral("TASK")});
    p->addOption({QStringLiteral("model"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Model preset."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("params"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Model parameters."), QStringLiteral("N")});
    p->addOption({QStringLiteral("tokens"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Training tokens."), QStringLiteral("N")});
    p->addOption({QStringLiteral("utilisation"), QCoreApplication::translate("gpuscout::WorkloadOptions", "GPU utilisation (0-1)."), QStringLiteral("U")});
    for (const NumberOption &o : NumberOptions)
        p->addOption({QString::fromLatin1(o.name), QCoreApplication::translate("gpuscout::WorkloadOptions", "Workload figure."), QStringLiteral("X")});
    p->addOption({QStringLiteral("engine"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Serving engine (vllm, llama.cpp)."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("stack"), QCoreApplication::translate("gpuscout::WorkloadOptions", "Software stack the job needs (cuda, rocm, any)."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("reference-gpu"), QCoreApplication::translate("gpuscout::WorkloadOptions", "GPU model the render work was measured on."), QStringLiteral("MODEL")});
}

bool hasWorkloadOptions(const QCommandLineParser &parser)
{
    for (const char *name : {"task", "model", "params", "tokens", "utilisation", "engine", "stack", "reference-gpu"}) {
        if (parser.isSet(QString::fromLatin1(name)))
            return true;
    }
    for (const NumberOption &o : NumberOptions) {
        if (parser.isSet(QString::fromLatin1(o.name)))
            return true;
    }
    return false;
}

bool workloadFromOptions(const QCommandLineParser &parser, const Workload &base, Workload *out, QString *error)
{
    Workload w = base;
    if (parser.isSet(QStringLiteral("task")) && !taskFromKey(parser.value(QStringLiteral("task")), &w.task)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--task '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("task")), optionsText(taskKeys()));
        return false;
    }
    if (parser.isSet(QStringLiteral("model")) && !applyModelPreset(parser.value(QStringLiteral("model")), &w)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--model '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("model")), optionsText(modelPresetKeys()));
        return false;
    }
    if (parser.isSet(QStringLiteral("params"))) {
        QString why;
        if (!parseParameterCount(parser.value(QStringLiteral("params")), &w.parameters, &why)) {
            *error = QStringLiteral("--params: ") + why;
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("tokens"))) {
        QString why;
        if (!parseParameterCount(parser.value(QStringLiteral("tokens")), &w.tokens, &why)) {
            *error = QCoreApplication::translate("gpuscout::WorkloadOptions",
                                                 "--tokens '%1' is not valid; expected a count above 0 such as 2e12 or 1T")
                         .arg(parser.value(QStringLiteral("tokens")));
            return false;
        }
    }
    // --precision names the weights' precision once a workload is given.
    if (parser.isSet(QStringLiteral("precision"))
        && !weightPrecisionFromKey(parser.value(QStringLiteral("precision")), &w.precision)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadOptions",
                                             "--precision '%1' is not known for a workload; expected one of %2")
                     .arg(parser.value(QStringLiteral("precision")), optionsText(weightPrecisionKeys()));
        return false;
    }
    auto readNumber = [&](const QString &name, double *field, bool positive, double max = INFINITY) {
        if (!parser.isSet(name))
            return true;
        bool ok = false;
        const double v = parser.value(name).toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0 || (positive && v == 0) || v > max) {
            *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--%1 '%2' is not valid; expected a number %3")
                         .arg(name, parser.value(name),
                              max < INFINITY ? QCoreApplication::translate("gpuscout::WorkloadOptions", "above 0 and at most 1")
                              : positive     ? QCoreApplication::translate("gpuscout::WorkloadOptions", "above 0")
                                             : QCoreApplication::translate("gpuscout::WorkloadOptions", "of 0 or more"));
            return false;
        }
        *field = v;
        return true;
    };
    for (const NumberOption &o : NumberOptions) {
        if (!readNumber(QString::fromLatin1(o.name), &(w.*o.field), o.positive))
            return false;
    }
    if (!readNumber(QStringLiteral("utilisation"), &w.utilisation, true, 1.0))
        return false;
    const struct { const char *option; Task task; } workOptions[] = {{"fp64-work", Task::Fp64}, {"render-work", Task::Rendering}};
    for (const auto &o : workOptions) {
        if (parser.isSet(QString::fromLatin1(o.option)) && w.task != o.task) {
            *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--%1 applies to --task %2 only; expected --task %2 with it")
                         .arg(QString::fromLatin1(o.option), taskKey(o.task));
            return false;
        }
    }
    // A work measure on the command line replaces a scenario's fixed hours, unless --hours is
    // given too (then the hours win, as everywhere).
    if ((parser.isSet(QStringLiteral("fp64-work")) || parser.isSet(QStringLiteral("render-work"))) && !parser.isSet(QStringLiteral("hours")))
        w.hours = Unknown;
    if (parser.isSet(QStringLiteral("reference-gpu")))
        w.referenceGpu = parser.value(QStringLiteral("reference-gpu")).trimmed();
    if (parser.isSet(QStringLiteral("engine"))) {
        const QString engine = parser.value(QStringLiteral("engine")).trimmed().toLower();
        if (engine != QLatin1String("vllm") && engine != QLatin1String("llama.cpp")) {
            *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--engine '%1' is not known; expected vllm or llama.cpp")
                         .arg(parser.value(QStringLiteral("engine")));
            return false;
        }
        w.servingEngine = engine;
    }
    if (parser.isSet(QStringLiteral("stack")) && !softwareStackFromKey(parser.value(QStringLiteral("stack")), &w.stack)) {
        *error = QCoreApplication::translate("gpuscout::WorkloadOptions", "--stack '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("stack")), optionsText(softwareStackKeys()));
        return false;
    }
    const QString invalid = validateWorkload(w);
    if (!invalid.isEmpty()) {
        *error = invalid;
        return false;
    }
    *out = w;
    return true;
}

} // namespace gpuscout
