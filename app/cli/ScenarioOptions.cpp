#include "cli/ScenarioOptions.h"

#include "cli/CommandOutput.h"

#include "domain/Catalog.h"
#include "scoring/Presets.h"
#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "cli/WorkloadOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>

namespace gpuscout {

namespace {



bool number(const QCommandLineParser &parser, const QString &name, double *out, QString *error,
            bool strictlyPositive = false)
{
    if (!parser.isSet(name))
        return true;
    const QString text = parser.value(name);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (strictlyPositive && v == 0)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--%1 '%2' is not valid; expected a number %3")
                     .arg(name, text, strictlyPositive ? QCoreApplication::translate("gpuscout::ScenarioOptions", "above 0") : QCoreApplication::translate("gpuscout::ScenarioOptions", "of 0 or more"));
        return false;
    }
    *out = v;
    return true;
}

enum class NameKind { Provider, Region, Gpu };

// The catalog's own spelling of each name (a provider's key, a region as written, a GPU's
// model), or false with the first unknown name in *unknown.
bool resolveNames(NameKind kind, const QStringList &names, const Catalog &catalog, QStringList *out, QString *unknown)
{
    QStringList resolved;
    const QStringList regions = kind == NameKind::Region ? catalog.regions() : QStringList();
    for (const QString &name : names) {
        QString found;
        if (kind == NameKind::Provider) {
            const int i = catalog.providerIndex(name);
            if (i >= 0)
                found = catalog.providers[i].key;
        } else if (kind == NameKind::Gpu) {
            const int i = catalog.gpuIndex(name);
            if (i >= 0)
                found = catalog.gpus[i].model;
        } else {
            const auto it = std::find_if(regions.cbegin(), regions.cend(), [&](const QString &r) {
                return r.compare(name, Qt::CaseInsensitive) == 0;
            });
            if (it != regions.cend())
                found = *it;
        }
        if (found.isEmpty()) {
            *unknown = name;
            return false;
        }
        resolved << found;
    }
    *out = resolved;
    return true;
}

// "'NAME' is not in the catalog; known providers: ...", as the options and the scenario
// file's members say it.
QString unknownName(NameKind kind, const QString &name, const Catalog &catalog)
{
    switch (kind) {
    case NameKind::Provider:
        return QCoreApplication::translate("gpuscout::ScenarioOptions", "'%1' is not in the catalog; known providers: %2")
            .arg(name, catalog.providerKeys().join(QStringLiteral(", ")));
    case NameKind::Region:
        return QCoreApplication::translate("gpuscout::ScenarioOptions", "'%1' is not in the catalog; known regions: %2")
            .arg(name, catalog.regions().join(QStringLiteral(", ")));
    case NameKind::Gpu:
        return QCoreApplication::translate("gpuscout::ScenarioOptions", "'%1' is not in the catalog; known GPU models: %2")
            .arg(name, catalog.gpuModels().join(QStringLiteral(", ")));
    }
    return QString();
}

// The scenario file's names checked against the catalog as strictly as the options are;
// a member the command line overrides is left to the option.
bool checkScenarioFileNames(const QCommandLineParser &parser, const QString &file, const Catalog &catalog,
                            Scenario *s, QString *error)
{
    struct Member {
        const char *option;
        const char *member;
        NameKind kind;
        QStringList *names;
    };
    const Member members[] = {
        {"provider", "constraints.providers", NameKind::Provider, &s->constraints.providers},
        {"region", "constraints.regions", NameKind::Region, &s->constraints.regions},
        {"gpu", "constraints.gpus", NameKind::Gpu, &s->constraints.gpus},
    };
    for (const Member &m : members) {
        if (parser.isSet(QString::fromLatin1(m.option)))
            continue;
        QString unknown;
        if (!resolveNames(m.kind, *m.names, catalog, m.names, &unknown)) {
            *error = QStringLiteral("%1: %2: ").arg(file, QString::fromLatin1(m.member)) + unknownName(m.kind, unknown, catalog);
            return false;
        }
    }
    if (!parser.isSet(QStringLiteral("currency")) && !s->rates.find(s->currency)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "%1: currency: '%2' is not in the catalog's rate table; expected one of %3")
                     .arg(file, s->currency, s->rates.currencies().join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

} // namespace

void addScenarioOptions(QCommandLineParser *p)
{
    p->addOption({QStringLiteral("scenario"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Scenario file (JSON)."), QStringLiteral("FILE")});
    p->addOption({QStringLiteral("weights"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Criterion weights."), QStringLiteral("LIST")});
    p->addOption({QStringLiteral("preset"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Weight preset."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("billing"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Billing mode."), QStringLiteral("MODE")});
    p->addOption({QStringLiteral("max-price"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Budget per hour."), QStringLiteral("X")});
    p->addOption({QStringLiteral("min-vram-gb"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Minimum total VRAM."), QStringLiteral("N")});
    p->addOption({QStringLiteral("min-gpus"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Minimum GPU count."), QStringLiteral("N")});
    p->addOption({QStringLiteral("provider"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Provider (repeatable)."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("region"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Region (repeatable)."), QStringLiteral("NAME")});
    p->addOption({QStringLiteral("gpu"), QCoreApplication::translate("gpuscout::ScenarioOptions", "GPU model (repeatable)."), QStringLiteral("MODEL")});
    p->addOption({QStringLiteral("currency"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Display currency: any currency of the catalog's rate table."), QStringLiteral("CODE")});
    p->addOption({QStringLiteral("cny-per-usd"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Exchange rate."), QStringLiteral("RATE")});
    p->addOption({QStringLiteral("precision"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Compute precision."), QStringLiteral("P")});
    p->addOption({QStringLiteral("objective"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Rank by hourly figures or by the job."), QStringLiteral("hourly|job")});
    addWorkloadOptions(p);
    p->addOption({QStringLiteral("normalization"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Normalisation."), QStringLiteral("minmax|ratio|vector|log")});
    p->addOption({QStringLiteral("job-normalization"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Normalisation of a job's cost and time (default ratio: in proportion to the best)."), QStringLiteral("ratio|minmax|vector|log")});
    p->addOption({QStringLiteral("max-job-cost-ratio"), QCoreApplication::translate("gpuscout::ScenarioOptions", "The most a winning job may cost, as a multiple of the cheapest feasible job (default 5; a preset sets its own; none: no limit)."), QStringLiteral("X|none")});
    p->addOption({QStringLiteral("basis"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Compare per GPU or per instance."), QStringLiteral("per-gpu|per-instance")});
    p->addOption({QStringLiteral("unknown"), QCoreApplication::translate("gpuscout::ScenarioOptions", "What an unknown figure does to a score."), QStringLiteral("zero|known-only")});
    p->addOption({QStringLiteral("method"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Ranking method."), QStringLiteral("weighted-sum|topsis")});
    p->addOption({QStringLiteral("include-illustrative"), QCoreApplication::translate("gpuscout::ScenarioOptions", "Rank illustrative prices too (marked in every output).")});
}

bool parseWeights(const QString &text, Weights *out, QString *error)
{
    Weights w{{0, 0, 0, 0, 0}};
    const QStringList parts = text.split(u',', Qt::SkipEmptyParts);
    QStringList keys;
    for (Criterion c : AllCriteria)
        keys << criterionKey(c);
    if (parts.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--weights '%1' is empty; expected NAME=W pairs such as compute=5,price=2").arg(text);
        return false;
    }
    for (const QString &part : parts) {
        const QStringList kv = part.split(u'=');
        Criterion c;
        if (kv.size() != 2 || !criterionFromKey(kv[0], &c)) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--weights: '%1' is not NAME=W with NAME one of %2")
                         .arg(part.trimmed(), keys.join(QStringLiteral(", ")));
            return false;
        }
        bool ok = false;
        const double v = kv[1].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0 || v > MaxWeight) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--weights: the weight '%1' of %2 is not valid; expected a number from 0 to %3 (only the proportions matter)")
                         .arg(kv[1].trimmed(), criterionKey(c), QString::number(MaxWeight, 'f', 0));
            return false;
        }
        w[c] = v;
    }
    if (w.total() <= 0) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--weights '%1': all weights are zero; give at least one criterion a weight above 0")
                     .arg(text);
        return false;
    }
    *out = w;
    return true;
}

bool scenarioFromOptions(const QCommandLineParser &parser, const Catalog &catalog, Scenario *out,
                         QString *error)
{
    Scenario s;
    if (parser.isSet(QStringLiteral("scenario"))) {
        const QString file = parser.value(QStringLiteral("scenario"));
        if (file.isEmpty()) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--scenario: no file name was given; expected FILE, a scenario saved by GpuScout");
            return false;
        }
        if (!readScenarioFile(file, &s, error))
            return false;
        s.rates = catalog.rates;
        if (!checkScenarioFileNames(parser, file, catalog, &s, error))
            return false;
    }
    s.rates = catalog.rates;

    if (parser.isSet(QStringLiteral("preset"))) {
        WeightPreset preset;
        if (!presetFromKey(parser.value(QStringLiteral("preset")), &preset)) {
            QStringList keys;
            for (const WeightPreset &p : weightPresets())
                keys << p.key;
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--preset '%1' is not known; expected one of %2")
                         .arg(parser.value(QStringLiteral("preset")), keys.join(QStringLiteral(", ")));
            return false;
        }
        s.weights = preset.weights;
        s.maxJobCostRatio = preset.maxJobCostRatio;
    }
    if (parser.isSet(QStringLiteral("weights"))
        && !parseWeights(parser.value(QStringLiteral("weights")), &s.weights, error))
        return false;
    if (parser.isSet(QStringLiteral("billing"))
        && !billingModeFromKey(parser.value(QStringLiteral("billing")), &s.billing)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--billing '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("billing")), billingModeKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (parser.isSet(QStringLiteral("currency"))) {
        const QString cur = parser.value(QStringLiteral("currency")).trimmed().toUpper();
        if (!s.rates.find(cur)) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--currency '%1' is not in the catalog's rate table; expected one of %2")
                         .arg(parser.value(QStringLiteral("currency")), s.rates.currencies().join(QStringLiteral(", ")));
            return false;
        }
        s.currency = cur;
    }
    // With a workload, --precision is the weights' precision (WorkloadOptions) and the
    // compute precision follows from it.
    const bool workload = hasWorkloadOptions(parser) || s.workload.has_value();
    if (workload) {
        const Workload base = s.workload.value_or(Workload{});
        Workload edited;
        if (!workloadFromOptions(parser, base, &edited, error))
            return false;
        if (hasWork(edited) && edited.task == Task::Rendering && catalog.gpuIndex(edited.referenceGpu) < 0) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--reference-gpu '%1' is not a GPU of the catalog; expected a GPU model of the catalog, such as A10")
                         .arg(edited.referenceGpu);
            return false;
        }
        s.workload = edited;
    } else if (parser.isSet(QStringLiteral("precision"))
        && !precisionFromKey(parser.value(QStringLiteral("precision")), &s.precision)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--precision '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("precision")), precisionKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (parser.isSet(QStringLiteral("normalization"))
        && !normalizationFromKey(parser.value(QStringLiteral("normalization")), &s.normalization)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--normalization '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("normalization")), normalizationKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (parser.isSet(QStringLiteral("job-normalization"))
        && !normalizationFromKey(parser.value(QStringLiteral("job-normalization")), &s.jobNormalization)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--job-normalization '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("job-normalization")), normalizationKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (parser.isSet(QStringLiteral("max-job-cost-ratio"))) {
        const QString text = parser.value(QStringLiteral("max-job-cost-ratio")).trimmed();
        bool ok = false;
        const double ratio = text.toDouble(&ok);
        if (text.compare(QStringLiteral("none"), Qt::CaseInsensitive) == 0) {
            s.maxJobCostRatio = Unknown;
        } else if (ok && std::isfinite(ratio) && ratio >= 1) {
            s.maxJobCostRatio = ratio;
        } else {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--max-job-cost-ratio '%1' is not valid; expected a multiple of 1 or more (such as 1.5) or none")
                         .arg(text);
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("basis")) && !basisFromKey(parser.value(QStringLiteral("basis")), &s.basis)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--basis '%1' is not known; expected per-gpu or per-instance")
                     .arg(parser.value(QStringLiteral("basis")));
        return false;
    }
    if (parser.isSet(QStringLiteral("unknown"))
        && !unknownPolicyFromKey(parser.value(QStringLiteral("unknown")), &s.unknownPolicy)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--unknown '%1' is not known; expected zero or known-only")
                     .arg(parser.value(QStringLiteral("unknown")));
        return false;
    }
    if (parser.isSet(QStringLiteral("method"))
        && !rankingMethodFromKey(parser.value(QStringLiteral("method")), &s.method)) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--method '%1' is not known; expected one of %2")
                     .arg(parser.value(QStringLiteral("method")), rankingMethodKeys().join(QStringLiteral(", ")));
        return false;
    }
    if (parser.isSet(QStringLiteral("objective"))) {
        if (!objectiveFromKey(parser.value(QStringLiteral("objective")), &s.objective)) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--objective '%1' is not known; expected hourly or job")
                         .arg(parser.value(QStringLiteral("objective")));
            return false;
        }
        if (s.objective == Objective::Job && !s.workload) {
            *error = QCoreApplication::translate("gpuscout::ScenarioOptions",
                                                 "--objective job needs a workload; give --task and --params (or --model)");
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("include-illustrative")))
        s.includeIllustrative = true;
    double cnyPerUsd = 0;
    if (!number(parser, QStringLiteral("max-price"), &s.constraints.maxPricePerHour, error)
        || !number(parser, QStringLiteral("min-vram-gb"), &s.constraints.minTotalVramGb, error)
        || !number(parser, QStringLiteral("min-gpus"), &s.constraints.minGpuCount, error)
        || !number(parser, QStringLiteral("cny-per-usd"), &cnyPerUsd, error, true))
        return false;
    if (parser.isSet(QStringLiteral("cny-per-usd"))
        && !s.rates.set({QStringLiteral("CNY"), cnyPerUsd, QString(), QStringLiteral("--cny-per-usd")})) {
        *error = QCoreApplication::translate("gpuscout::ScenarioOptions", "--cny-per-usd '%1' is out of range; expected CNY per US dollar between %2 and %3")
                     .arg(parser.value(QStringLiteral("cny-per-usd")), QString::number(MinRatePerUsd), QLocale::c().toString(MaxRatePerUsd, 'f', 0));
        return false;
    }

    const struct {
        const char *option;
        NameKind kind;
        QStringList *names;
    } lists[] = {
        {"provider", NameKind::Provider, &s.constraints.providers},
        {"region", NameKind::Region, &s.constraints.regions},
        {"gpu", NameKind::Gpu, &s.constraints.gpus},
    };
    for (const auto &l : lists) {
        const QString option = QString::fromLatin1(l.option);
        if (!parser.isSet(option))
            continue;
        QString unknown;
        if (!resolveNames(l.kind, listValues(parser, option), catalog, l.names, &unknown)) {
            *error = QStringLiteral("--%1 ").arg(option) + unknownName(l.kind, unknown, catalog);
            return false;
        }
    }
    *out = s;
    return true;
}

} // namespace gpuscout
