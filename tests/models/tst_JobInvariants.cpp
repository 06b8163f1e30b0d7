#include "catalog/CatalogCsv.h"
#include "domain/Catalog.h"
#include "perf/PerformanceModel.h"
#include "insight/ParetoFront.h"
#include "insight/Sensitivity.h"
#include "scoring/Presets.h"
#include "scoring/ScoringEngine.h"
#include "workload/Speedup.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace gpuscout;

namespace {

// One weight set of the grid: the default weights or a preset, with the cost limit it carries.
struct WeightSet {
    QString key;
    Weights weights;
    double maxJobCostRatio;
};

QList<WeightSet> weightSets()
{
    QList<WeightSet> sets{{QStringLiteral("default"), Scenario{}.weights, Scenario{}.maxJobCostRatio}};
    for (const WeightPreset &p : weightPresets())
        sets.append({p.key, p.weights, p.maxJobCostRatio});
    return sets;
}

// Every task with a model, 1B to 405B, by tokens (two amounts), by hours, or neither; serving
// in 4-bit and under load too, and for demands of 0.1 to 1,000 requests a second; rendering and FP64 by working set and hours.
QList<Workload> workloadGrid()
{
    QList<Workload> grid;
    const double params[] = {1e9, 3e9, 7e9, 13e9, 34e9, 70e9, 180e9, 405e9};
    for (Task task : {Task::Pretrain, Task::FullFinetune, Task::Lora, Task::Qlora, Task::Inference}) {
        const bool serving = task == Task::Inference;
        for (double p : params) {
            Workload w;
            w.task = task;
            w.parameters = p;
            if (task == Task::Qlora)
                w.precision = WeightPrecision::INT4;
            grid << w; // neither tokens nor hours
            w.tokens = serving ? 1e7 : 1e9;
            grid << w;
            w.tokens = serving ? 1e9 : 1e11;
            grid << w;
            w.tokens = Unknown;
            w.hours = 24;
            grid << w;
            w.hours = 240;
            grid << w;
            w.hours = 24;
            if (serving) {
                Workload q = w;
                q.hours = Unknown;
                q.precision = WeightPrecision::INT4;
                grid << q;
                q.tokens = 1e9;
                q.precision = WeightPrecision::BF16;
                q.concurrentRequests = 32;
                grid << q;
                // A demand, from a trickle to a busy service; the busiest with latency limits.
                Workload d = w;
                d.hours = Unknown;
                d.promptTokens = 256;
                d.outputTokens = 128;
                for (double rps : {0.1, 1.0, 10.0, 100.0, 1000.0}) {
                    d.requestsPerSecond = rps;
                    grid << d;
                }
                d.maxTtftMs = 500;
                d.maxTpotMs = 50;
                d.hours = 24;
                grid << d;
            }
        }
    }
    for (Task task : {Task::Rendering, Task::Fp64}) {
        for (double gb : {8.0, 24.0, 40.0, 80.0, 200.0}) {
            for (double hours : {10.0, 100.0}) {
                Workload w;
                w.task = task;
                w.workingSetGb = gb;
                w.hours = hours;
                grid << w;
            }
            // By work: the time follows each GPU's speed (with and without a deadline).
            for (double work : {500.0, 5000.0}) {
                Workload k;
                k.task = task;
                k.workingSetGb = gb;
                if (task == Task::Fp64) {
                    k.fp64WorkPflop = work;
                } else {
                    k.renderWorkGpuHours = work / 25;
                    k.referenceGpu = QStringLiteral("A10");
                }
                grid << k;
                k.deadlineHours = 24;
                grid << k;
            }
        }
    }
    return grid;
}

// Seed 002's chat requests: 256 tokens in, 128 out, at `rps` requests a second.
Workload servingDemand(double rps)
{
    Workload w;
    w.task = Task::Inference;
    w.parameters = 7e9;
    w.promptTokens = 256;
    w.outputTokens = 128;
    w.requestsPerSecond = rps;
    return w;
}

bool fineTuning(Task t)
{
    return t == Task::FullFinetune || t == Task::Lora || t == Task::Qlora;
}

} // namespace

// The job objective's promises (README "Job guards"), on a grid of workloads x every preset
// and the default weights, on the bundled catalog and on the same catalog with outliers.
class TestJobInvariants : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

    // Runs the grid on a catalog; returns the number of rankings checked.
    int checkGrid(const Catalog &catalog, const char *name)
    {
        int rankings = 0;
        double worstDefault = 1;
        double worstBudget = 1;
        double worstFineTuning = 1;
        for (const Workload &w : workloadGrid()) {
            Scenario s;
            s.workload = w;
            PreparedOffers p = prepare(catalog, s);
            if (!p.workloadError.isEmpty()) {
                qWarning("%s", qPrintable(p.workloadError));
                return -1;
            }
            if (p.size() == 0)
                continue;
            if (p.jobTier.empty())
                return -1; // the job objective always guards its ranking
            const auto &stability = p.raw[indexOf(Criterion::Stability)];
            for (const WeightSet &set : weightSets()) {
                setJobCostLimit(p, set.maxJobCostRatio);
                const Ranking r = rank(p, set.weights);
                if (!r.ok())
                    return -1;
                ++rankings;
                const std::uint32_t win = r.order[0];
                const double cost = p.jobCost[win];
                const double time = p.jobTime[win];
                // A known job cost exists (the bundled catalog prices every feasible offer),
                // so the winner's is known.
                if (!isKnown(cost)) {
                    qWarning("%s: %s winner has no job cost", name, qPrintable(set.key));
                    return -1;
                }
                for (std::size_t i = 0; i < p.size(); ++i) {
                    const bool beaten = isKnown(p.jobCost[i]) && isKnown(p.jobTime[i]) && isKnown(time)
                        && p.jobCost[i] < cost && p.jobTime[i] < time
                        && (!isKnown(stability[win]) || stability[i] >= stability[win]);
                    if (beaten) {
                        qWarning("%s: task %s, %g params, %s: the winner is beaten on cost and time by position %zu",
                                 name, qPrintable(taskKey(w.task)), w.parameters, qPrintable(set.key), i);
                        return -1;
                    }
                }
                const double ratio = p.jobCostRatio(win);
                if (set.key == QLatin1String("default"))
                    worstDefault = std::max(worstDefault, ratio);
                if (set.key == QLatin1String("budget"))
                    worstBudget = std::max(worstBudget, ratio);
                if (set.key == QLatin1String("fine-tuning") && fineTuning(w.task))
                    worstFineTuning = std::max(worstFineTuning, ratio);
            }
        }
        qInfo("%s: %d rankings; worst winner cost as a multiple of the cheapest feasible job: default %.3f, "
              "budget %.3f, fine-tuning (fine-tuning jobs) %.3f",
              name, rankings, worstDefault, worstBudget, worstFineTuning);
        if (worstDefault > 5 + 1e-9 || worstBudget > 1.25 + 1e-9 || worstFineTuning > 1.5 + 1e-9)
            return -1;
        return rankings;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), &m_catalog, &error), qPrintable(error));
        m_catalog.performance = PerformanceModel::build(m_catalog);
        QVERIFY(workloadGrid().size() >= 200);
    }

    void invariantsHoldOnTheBundledCatalog()
    {
        const int rankings = checkGrid(m_catalog, "bundled");
        QVERIFY(rankings >= 200 * 6);
    }

    // Outliers that min-max normalisation would let squash every other difference: a machine
    // 1,000 x dearer than its list price, and one at a thousandth of it, of the fastest and the
    // slowest GPUs.
    void invariantsHoldWithExtremeOutliers()
    {
        Catalog c = m_catalog;
        const qsizetype n = c.offers.size();
        qint64 nextId = 0;
        for (const Offer &o : c.offers)
            nextId = std::max(nextId, o.id + 1);
        for (qsizetype i = 0; i < n; i += 97) {
            for (double factor : {1000.0, 0.001}) {
                Offer o = c.offers[i];
                o.id = nextId++;
                for (double &price : o.price) {
                    if (isKnown(price))
                        price *= factor;
                }
                c.offers.append(o);
            }
        }
        const int rankings = checkGrid(c, "outliers");
        QVERIFY(rankings >= 200 * 6);
    }

    // The background documents' cases, on the bundled catalog.
    void sevenBLoraUnderTheFineTuningPresetCostsAtMostOneAndAHalfTimesTheCheapest()
    {
        Scenario s;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.tokens = 2e9;
        s.workload = w;
        WeightPreset preset;
        QVERIFY(presetFromKey(QStringLiteral("fine-tuning"), &preset));
        s.weights = preset.weights;
        s.maxJobCostRatio = preset.maxJobCostRatio;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 100);
        qInfo("7B LoRA, fine-tuning preset: %s at %.2f x the cheapest job, %.2f x the fastest's time",
              qPrintable(m_catalog.offers[p.offer[r.order[0]]].instanceType), p.jobCostRatio(r.order[0]), p.jobTimeRatio(r.order[0]));
        QVERIFY(p.jobCostRatio(r.order[0]) <= 1.5);

        // With a 12-hour deadline: at most 1.5 x the cheapest job that meets it, and it does.
        s.workload->deadlineHours = 12;
        const PreparedOffers d = prepare(m_catalog, s);
        const Ranking rd = rank(d, s.weights);
        QVERIFY(rd.ok() && rd.size() > 10);
        qInfo("7B LoRA in 12 hours, fine-tuning preset: %s at %.2f x the cheapest job meeting the deadline, %.1f hours",
              qPrintable(m_catalog.offers[d.offer[rd.order[0]]].instanceType), d.jobCostRatio(rd.order[0]), d.job[rd.order[0]].hours);
        QVERIFY(d.jobCostRatio(rd.order[0]) <= 1.5);
        QVERIFY(d.job[rd.order[0]].hours <= 12);
    }

    void thirteenBLoraForThreeDaysOnAwsStaysOnOneL40SClassGpu()
    {
        Scenario s;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 13e9;
        w.hours = 72;
        s.workload = w;
        s.constraints.providers = QStringList{QStringLiteral("aws")};
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 10);
        const Offer &o = m_catalog.offers[p.offer[r.order[0]]];
        const QString gpu = m_catalog.gpus[o.gpu].model;
        qInfo("13B LoRA, 72 h on AWS: %s, %g x %s", qPrintable(o.instanceType), o.gpuCount, qPrintable(gpu));
        QCOMPARE(o.gpuCount, 1.0);
        QVERIFY2(QStringList({QStringLiteral("L40S"), QStringLiteral("L40"), QStringLiteral("L4"), QStringLiteral("A10G"),
                              QStringLiteral("A10")}).contains(gpu), qPrintable(gpu));
    }

    // A chat model served one request at a time (256 tokens in, 128 out), compared by what its
    // tokens cost: one mid-range GPU, not a data-centre flagship or a multi-GPU machine.
    void sevenBServedOneRequestAtATimeGoesToOneMidRangeGpu()
    {
        Scenario s;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        w.promptTokens = 256;
        w.outputTokens = 128;
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 100);
        const Offer &o = m_catalog.offers[p.offer[r.order[0]]];
        const QString gpu = m_catalog.gpus[o.gpu].model;
        qInfo("7B serving: %s, %g x %s, %.1f tokens/s", qPrintable(o.instanceType), o.gpuCount, qPrintable(gpu),
              p.job[r.order[0]].tokensPerSecond);
        QCOMPARE(o.gpuCount, 1.0);
        for (const char *flagship : {"A100", "H100", "H200", "H800", "B200", "B300", "GB200", "MI300", "MI325", "MI355"})
            QVERIFY2(!gpu.startsWith(QLatin1String(flagship)), qPrintable(gpu));
    }

    // Seed 002's case with a demand: a 7B chat model at 1 request a second (256 tokens in, 128
    // out) needs one copy; the cheapest way is one mid-range GPU.
    void sevenBAtOneRequestASecondGoesToOneMidRangeGpu()
    {
        Scenario s;
        s.workload = servingDemand(1);
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 100);
        const std::uint32_t win = r.order[0];
        const Offer &o = m_catalog.offers[p.offer[win]];
        const QString gpu = m_catalog.gpus[o.gpu].model;
        const OfferJob &job = p.job[win];
        qInfo("7B at 1 request/s: %s, %g x %s, %g replica(s), %.4f per hour, %.4f per million tokens", qPrintable(o.instanceType),
              o.gpuCount, qPrintable(gpu), job.replicas, job.pricePerHour, job.costPerMillionTokens);
        QCOMPARE(o.gpuCount, 1.0);
        QCOMPARE(job.instancesNeeded, 1.0);
        QCOMPARE(job.replicas, 1.0);
        for (const char *flagship : {"A100", "H100", "H200", "H800", "B200", "B300", "GB200", "MI300", "MI325", "MI355"})
            QVERIFY2(!gpu.startsWith(QLatin1String(flagship)), qPrintable(gpu));
        QVERIFY(std::abs(job.costPerMillionTokens - job.pricePerHour / (128 * 3600.0) * 1e6) <= 1e-12 * job.costPerMillionTokens);
    }

    // At 1,000 requests a second every offer states its replicas and cost per million tokens,
    // and the winner is among the cheapest per million tokens.
    void sevenBAtAThousandRequestsASecondIsSizedAndAmongTheCheapest()
    {
        Scenario s;
        s.workload = servingDemand(1000);
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 100);
        QVERIFY(p.excluded[static_cast<std::size_t>(Exclusion::Serving)] > 0); // more than 64 instances
        double cheapest = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < p.size(); ++i) {
            const OfferJob &job = p.job[i];
            if (!isKnown(job.costPerMillionTokens))
                continue;
            QVERIFY(job.replicas >= 1 && job.instancesNeeded >= 1 && job.instancesNeeded <= DefaultMaxInstances);
            QVERIFY(job.tokensPerSecond >= 1000 * 128 * (1 - 1e-12));
            cheapest = std::min(cheapest, job.costPerMillionTokens);
        }
        const std::uint32_t win = r.order[0];
        const OfferJob &job = p.job[win];
        const Offer &o = m_catalog.offers[p.offer[win]];
        qInfo("7B at 1000 requests/s: %s (%g x %s), %g instances, %g replicas, %.4f per million tokens (cheapest %.4f)",
              qPrintable(o.instanceType), o.gpuCount, qPrintable(m_catalog.gpus[o.gpu].model), job.instancesNeeded, job.replicas,
              job.costPerMillionTokens, cheapest);
        QVERIFY(job.costPerMillionTokens <= 1.25 * cheapest);
    }

    // Latency limits: every job ranked meets them; one that no GPU can meet empties the ranking
    // under its own reason.
    void latencyLimitsRemoveWhatCannotMeetThem()
    {
        Scenario s;
        Workload w = servingDemand(10);
        w.maxTtftMs = 300;
        w.maxTpotMs = 20;
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        QVERIFY(p.size() > 50);
        QVERIFY(p.excluded[static_cast<std::size_t>(Exclusion::Serving)] > 0);
        for (const OfferJob &job : p.job) {
            QVERIFY(job.ttftMs <= 300);
            QVERIFY(job.tpotMs <= 20);
        }
        w.maxTpotMs = 0.01;
        s.workload = w;
        const PreparedOffers none = prepare(m_catalog, s);
        QCOMPARE(none.size(), std::size_t(0));
        QVERIFY(none.excluded[static_cast<std::size_t>(Exclusion::Serving)] > 100);
    }

    // A 70B pre-training on 10^12 tokens in 30 days: no single machine does it, so the deadline
    // chooses a cluster on an RDMA fabric and says how many nodes; offers that cannot make it
    // leave under their own reason, and every job ranked meets the deadline.
    void seventyBPretrainingWithAThirtyDayDeadlineGoesToAnRdmaCluster()
    {
        Scenario s;
        Workload w;
        w.task = Task::Pretrain;
        w.parameters = 70e9;
        w.tokens = 1e12;
        w.deadlineHours = 720;
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 10);
        QVERIFY(p.excluded[static_cast<std::size_t>(Exclusion::Deadline)] > 100);
        for (std::size_t i = 0; i < p.size(); ++i)
            QVERIFY(p.job[i].hours <= 720 + 1e-9);
        const std::uint32_t win = r.order[0];
        const Offer &o = m_catalog.offers[p.offer[win]];
        qInfo("70B pre-training in 30 days: %s, %g instances of %g x %s, %.0f hours; %s", qPrintable(o.instanceType),
              p.job[win].instancesNeeded, o.gpuCount, qPrintable(m_catalog.gpus[o.gpu].model), p.job[win].hours,
              qPrintable(p.job[win].deadlineNote));
        QVERIFY(p.job[win].instancesNeeded > 1);
        QVERIFY2(hasRdma(o), qPrintable(o.rdma));
        QVERIFY(!p.job[win].deadlineNote.isEmpty());

        // Without the deadline the same job takes over a year on the winner's machine.
        s.workload->deadlineHours = Unknown;
        const PreparedOffers q = prepare(m_catalog, s);
        QVERIFY(q.job[static_cast<std::size_t>(q.positionOfOffer[static_cast<std::size_t>(p.offer[win])])].hours > 8760);
    }

    // An FP64 job of fixed work (seed 003: 分子动力学, 科学计算) is won by a GPU with strong
    // FP64, never by one whose FP64 rate is a small fraction of its FP32, at the default
    // weights; with fixed hours instead, the slow GPUs were "finished" as soon and won on price.
    void anFp64JobByWorkGoesToAStrongFp64Gpu()
    {
        Scenario s;
        Workload w;
        w.task = Task::Fp64;
        w.workingSetGb = 40;
        w.fp64WorkPflop = 5000;
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 10);
        const std::uint32_t win = r.order[0];
        const Offer &o = m_catalog.offers[p.offer[win]];
        const GpuSpec &g = m_catalog.gpus[o.gpu];
        qInfo("FP64 5000 PFLOP: %s %s, %g x %s (FP64 %.1f, FP32 %.1f TFLOPS), %.1f hours, %.2f", qPrintable(o.provider >= 0 ? m_catalog.providers[o.provider].key : QString()),
              qPrintable(o.instanceType), o.gpuCount, qPrintable(g.model), g.fp64Tflops, g.fp32Tflops, p.job[win].hours, p.job[win].costTotal);
        QVERIFY2(g.fp64Tflops >= g.fp32Tflops / 4, qPrintable(g.model));
        QVERIFY(g.fp64Tflops >= 9);
        QVERIFY(isKnown(p.job[win].hours) && isKnown(p.job[win].costTotal));
        // Every GPU's time is the work over its FP64 rate (effectiveTflops: peak x speedup x 0.5).
        int timed = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (!isKnown(p.job[i].hours))
                continue;
            QVERIFY(std::abs(p.job[i].hours * 3600 * p.job[i].effectiveTflops * 1e12 / 5000e15 - 1) < 1e-6);
            ++timed;
        }
        QVERIFY(timed > 10);
    }

    // A render's time scales with the GPUs' FP32 throughput relative to the reference GPU; a
    // faster GPU can then win on cost too.
    void aRenderingJobByWorkScalesWithRelativeThroughput()
    {
        Scenario s;
        Workload w;
        w.task = Task::Rendering;
        w.workingSetGb = 20;
        w.renderWorkGpuHours = 200;
        w.referenceGpu = QStringLiteral("A10");
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        QVERIFY(r.ok() && r.size() > 10);
        const GpuSpec &a10 = m_catalog.gpus[m_catalog.gpuIndex(QStringLiteral("A10"))];
        bool sawOneA10 = false;
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Offer &a = m_catalog.offers[p.offer[i]];
            const GpuSpec &ga = m_catalog.gpus[a.gpu];
            if (!isKnown(p.job[i].hours))
                continue;
            QVERIFY(std::abs(p.job[i].hours * p.job[i].effectiveTflops / (200 * a10.fp32Tflops) - 1) < 1e-6);
            if (ga.model == a10.model && a.gpuCount == 1) {
                QVERIFY(std::abs(p.job[i].hours - 200) < 1e-6);
                sawOneA10 = true;
            }
        }
        QVERIFY(sawOneA10);
        const std::uint32_t win = r.order[0];
        const Offer &o = m_catalog.offers[p.offer[win]];
        const GpuSpec &g = m_catalog.gpus[o.gpu];
        qInfo("Rendering 200 A10-hours: %s, %g x %s (FP32 %.1f TFLOPS), %.1f hours, %.2f", qPrintable(o.instanceType), o.gpuCount,
              qPrintable(g.model), g.fp32Tflops, p.job[win].hours, p.job[win].costTotal);
        QVERIFY(g.fp32Tflops > a10.fp32Tflops);
        QVERIFY(p.job[win].hours < 200);

        // A reference GPU the catalog lacks leaves every time unknown, never guessed.
        s.workload->referenceGpu = QStringLiteral("NoSuchGPU");
        const PreparedOffers q = prepare(m_catalog, s);
        for (std::size_t i = 0; i < q.size(); ++i)
            QVERIFY(!isKnown(q.job[i].hours));
    }

    // The weight intervals name as the next winner only offers that can win: under the guards,
    // a job over the cost limit or beaten on cost and time never takes over, whatever the weight.
    void weightIntervalsNameOnlyEligibleRivals()
    {
        Scenario s;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.tokens = 2e9;
        s.workload = w;
        const PreparedOffers p = prepare(m_catalog, s);
        const Ranking r = rank(p, s.weights);
        int rivals = 0;
        for (const WeightInterval &iv : weightIntervals(p, s.weights, nullptr, &r)) {
            for (int rival : {iv.belowLow, iv.aboveHigh}) {
                if (rival < 0)
                    continue;
                ++rivals;
                QVERIFY(p.tierOf(static_cast<std::size_t>(rival)) == JobTier::Eligible);
            }
        }
        QVERIFY(rivals > 0);
        // The same through the possible winners the window passes in, which the acceptability
        // analysis samples too: all of the winner's tier, the winner among them.
        const std::vector<int> possible = possibleWinners(p);
        QVERIFY(std::find(possible.begin(), possible.end(), static_cast<int>(r.order[0])) != possible.end());
        for (int i : possible)
            QVERIFY(p.tierOf(static_cast<std::size_t>(i)) == JobTier::Eligible);
        for (const WeightInterval &iv : weightIntervals(p, s.weights, &possible, &r)) {
            for (int rival : {iv.belowLow, iv.aboveHigh})
                QVERIFY(rival < 0 || p.tierOf(static_cast<std::size_t>(rival)) == JobTier::Eligible);
        }
    }

    // The limit is what holds a dear job back: without it (and with min-max, as before) the
    // default weights let a job win at many times the cheapest one's cost.
    void withoutTheGuardsAJobCouldWinAtManyTimesTheCost()
    {
        Scenario s;
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.tokens = 2e9;
        s.workload = w;
        s.jobNormalization = Normalization::MinMax;
        s.maxJobCostRatio = Unknown;
        PreparedOffers p = prepare(m_catalog, s);
        const Ranking unguarded = rank(p, s.weights);
        setJobCostLimit(p, DefaultMaxJobCostRatio);
        const Ranking guarded = rank(p, s.weights);
        qInfo("7B LoRA, 2e9 tokens, min-max: winner at %.2f x the cheapest without a limit, %.2f x with it",
              p.jobCostRatio(unguarded.order[0]), p.jobCostRatio(guarded.order[0]));
        QVERIFY(p.jobCostRatio(guarded.order[0]) <= DefaultMaxJobCostRatio);
        QVERIFY(p.jobCostRatio(unguarded.order[0]) > p.jobCostRatio(guarded.order[0]));
    }
};

GPUSCOUT_TEST_MAIN(TestJobInvariants)
#include "tst_JobInvariants.moc"
