#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "perf/PerformanceModel.h"
#include "job/JobCost.h"
#include "workload/MemoryEstimate.h"
#include "job/JobEstimate.h"
#include "workload/ModelPresets.h"
#include "workload/Speedup.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuscout;

namespace {

CurrencyRates cnyRates(double cnyPerUsd)
{
    CurrencyRates r;
    r.set({QStringLiteral("CNY"), cnyPerUsd, QString(), QString()});
    return r;
}


bool near(double got, double expected, double tolerance = 1e-9)
{
    return std::abs(got - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

GpuSpec a100(const QString &interconnect = QStringLiteral("NVLink"))
{
    GpuSpec g;
    g.model = QStringLiteral("A100-80GB");
    g.vramGb = 80;
    g.memoryBandwidthGbs = 2039;
    g.fp16Tflops = 312;
    g.fp32Tflops = 19.49;
    g.interconnect = interconnect;
    return g;
}

Offer offer(double gpus, double onDemand, const QString &rdma = QStringLiteral("none"))
{
    Offer o;
    o.instanceType = QStringLiteral("test");
    o.gpuCount = gpus;
    o.currency = QStringLiteral("USD");
    o.price[indexOf(BillingMode::OnDemand)] = onDemand;
    o.rdma = rdma;
    return o;
}

Workload fixedHours(Task task, double parameters, double hours)
{
    Workload w;
    w.task = task;
    w.parameters = parameters;
    w.hours = hours;
    return w;
}

} // namespace

class TestJobEstimate : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), &m_catalog, &error), qPrintable(error));
    }

    // The defaults against the seeds' figures.
    void speedupReproducesSeeds_data()
    {
        QTest::addColumn<double>("gpusPerInstance");
        QTest::addColumn<double>("instances");
        QTest::addColumn<bool>("fastLink");
        QTest::addColumn<bool>("rdma");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addRow("4 PCIe GPUs: 3-3.5x (the first-time renter's article)") << 4.0 << 1.0 << false << false << 3.0 << 3.5;
        QTest::addRow("8 NVLink GPUs in one instance: 7.2x (the buying-guide article)") << 8.0 << 1.0 << true << false << 7.15 << 7.25;
        QTest::addRow("8 instances with RDMA: 7.2x (the buying-guide article)") << 1.0 << 8.0 << false << true << 7.15 << 7.25;
        QTest::addRow("8 instances without RDMA: 1.5x (the buying-guide article)") << 1.0 << 8.0 << false << false << 1.45 << 1.55;
        QTest::addRow("one GPU: 1x") << 1.0 << 1.0 << true << true << 1.0 << 1.0;
        QTest::addRow("half a GPU: 0.5x") << 0.5 << 1.0 << false << false << 0.5 << 0.5;
    }
    void speedupReproducesSeeds()
    {
        QFETCH(double, gpusPerInstance);
        QFETCH(double, instances);
        QFETCH(bool, fastLink);
        QFETCH(bool, rdma);
        QFETCH(double, low);
        QFETCH(double, high);
        const double s = jobSpeedup(gpusPerInstance, instances, fastLink, rdma, defaultSpeedupSettings());
        QVERIFY2(s >= low - 1e-12 && s <= high + 1e-12, qPrintable(QString::number(s)));
    }

    void eightOverFourWithAWeakLink()
    {
        // The 2026 selection-guide article: "8 卡和 4 卡 ... 实测通常只有 1.6-1.8 倍".
        const SpeedupSettings d = defaultSpeedupSettings();
        const double ratio = jobSpeedup(8, 1, false, false, d) / jobSpeedup(4, 1, false, false, d);
        QVERIFY2(ratio >= 1.6 - 1e-9 && ratio <= 1.8, qPrintable(QString::number(ratio)));
        // A fast link scales better than that.
        QVERIFY(jobSpeedup(8, 1, true, false, d) / jobSpeedup(4, 1, true, false, d) > 1.8);
    }

    void speedupNeverExceedsN()
    {
        const SpeedupSettings d = defaultSpeedupSettings();
        for (double perInstance : {0.25, 1.0, 2.0, 4.0, 8.0, 16.0}) {
            for (double instances = 1; instances <= 512; instances *= 2) {
                for (int link = 0; link < 4; ++link) {
                    const double s = jobSpeedup(perInstance, instances, link & 1, link & 2, d);
                    const double n = perInstance * instances;
                    QVERIFY2(s <= n + 1e-9 && s > 0, qPrintable(QStringLiteral("%1 x %2").arg(perInstance).arg(instances)));
                    // More instances never slow the job down.
                    QVERIFY(jobSpeedup(perInstance, instances * 2, link & 1, link & 2, d) >= s);
                }
            }
        }
    }

    void trainingFlops_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("flops");
        // 6PD (4PD for LoRA) is the weights' part; attention adds 12 L d s per token.
        QTest::addRow("7B x 1T = 4.2e22 (6PD)") << static_cast<int>(Task::Pretrain) << 7e9 << 1e12 << 4.2e22;
        QTest::addRow("70B x 1.4T = 5.88e23 (Chinchilla-sized)") << static_cast<int>(Task::Pretrain) << 70e9 << 1.4e12 << 5.88e23;
        QTest::addRow("full fine-tune 13B x 1B") << static_cast<int>(Task::FullFinetune) << 13e9 << 1e9 << 7.8e19;
        QTest::addRow("LoRA 7B x 1T = 4PD") << static_cast<int>(Task::Lora) << 7e9 << 1e12 << 2.8e22;
    }
    void trainingFlops()
    {
        QFETCH(int, task);
        QFETCH(double, parameters);
        QFETCH(double, tokens);
        QFETCH(double, flops);
        Workload w;
        w.task = static_cast<Task>(task);
        w.parameters = parameters;
        w.tokens = tokens;
        bool guessed = false;
        const ModelShape shape = effectiveShape(w, &guessed);
        const double attention = 12 * shape.layers * shape.heads * shape.headDim * w.seqLen * tokens;
        QVERIFY(near(gpuscout::trainingFlops(w), flops + attention));
        w.tokens = Unknown;
        QVERIFY(!isKnown(gpuscout::trainingFlops(w)));
    }

    void trainingTimeFollowsTheFormula()
    {
        // 7B x 1T on one instance of 8 NVLink A100s, uncalibrated: the seeds' 50 % of the peak,
        // FLOPs / (312e12 x 0.5 x 7.2) s.
        Workload w;
        w.task = Task::Pretrain;
        w.parameters = 7e9;
        w.tokens = 1e12;
        const JobEstimate e = estimateJob(w, offer(8, 40), a100(), nullptr);
        QCOMPARE(e.fit, Fit::OneInstance);
        QVERIFY(near(e.speedup, 7.2));
        QVERIFY(near(e.hours, gpuscout::trainingFlops(w) / (312e12 * 0.5 * 7.2) / 3600));
        QCOMPARE(e.basis, PerformanceBasis::Estimated);
        QVERIFY(e.calibration.contains(QStringLiteral("not calibrated")));
        // The user's utilisation overrides the seed's 50 %.
        w.utilisation = 0.25;
        QVERIFY(near(estimateJob(w, offer(8, 40), a100(), nullptr).hours, 2 * e.hours));
    }

    // The 2026 selection-guide article, scheme A: 13B fine-tune for 3 days on p4d.24xlarge on-demand = 72 x its price.
    void p4dFor72HoursCostsItsCatalogPrice()
    {
        const Offer *p4d = nullptr;
        for (const Offer &o : m_catalog.offers) {
            if (o.instanceType == QLatin1String("p4d.24xlarge") && isKnown(o.priceFor(BillingMode::OnDemand))) {
                p4d = &o;
                break;
            }
        }
        QVERIFY(p4d);
        const double price = p4d->priceFor(BillingMode::OnDemand);
        const JobEstimate e = estimateJob(fixedHours(Task::FullFinetune, 13e9, 72), *p4d, m_catalog.gpus[p4d->gpu], nullptr);
        QCOMPARE(e.fit, Fit::OneInstance); // 13B x 16 B = 208 GB on 8 x 40 GB
        QCOMPARE(e.instancesNeeded, 1.0);
        const JobCost c = estimateCost(fixedHours(Task::FullFinetune, 13e9, 72), *p4d, e, QStringLiteral("USD"), cnyRates(7.2));
        QVERIFY(near(c.totalFor(BillingMode::OnDemand), 72 * price));
        // Scheme C: spot at its catalog price, slightly above 72 hours for the interruptions.
        const double spot = p4d->priceFor(BillingMode::Spot);
        if (isKnown(spot) && isKnown(p4d->spotInterruption)) {
            QVERIFY(c.totalFor(BillingMode::Spot) > 72 * spot);
            QVERIFY(c.totalFor(BillingMode::Spot) < 72 * spot * 1.01);
        }
    }

    // The 2026 selection-guide article, scheme B: one A100 80GB at $1.5/h for 72 h = $108 (a 13B LoRA fits one GPU).
    void singleA100For72Hours_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<int>("fit");
        QTest::addColumn<double>("cost");
        QTest::addRow("13B LoRA on one A100: $108 (the 2026 selection-guide article)") << static_cast<int>(Task::Lora)
                                                          << static_cast<int>(Fit::OneGpu) << 108.0;
        QTest::addRow("13B full fine-tune needs 3 of them") << static_cast<int>(Task::FullFinetune)
                                                            << static_cast<int>(Fit::MultiInstance) << 3 * 108.0;
    }
    void singleA100For72Hours()
    {
        QFETCH(int, task);
        QFETCH(int, fit);
        QFETCH(double, cost);
        const Workload w = fixedHours(static_cast<Task>(task), 13e9, 72);
        const Offer o = offer(1, 1.5);
        const JobEstimate e = estimateJob(w, o, a100(), nullptr);
        QCOMPARE(static_cast<int>(e.fit), fit);
        const JobCost c = estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.2));
        QVERIFY2(near(c.totalFor(BillingMode::OnDemand), cost), qPrintable(QString::number(c.totalFor(BillingMode::OnDemand))));
    }

    // The buying-guide article: 7B LoRA on a 4 x A10 instance.
    void loraOn4xA10FitsOneInstance()
    {
        const Catalog &cat = m_catalog;
        const int a10 = cat.gpuIndex(QStringLiteral("A10"));
        QVERIFY(a10 >= 0);
        Workload w;
        w.task = Task::Lora;
        w.parameters = 7e9;
        w.hours = 1; // the buying-guide article: "按量付费试跑1小时"
        const JobEstimate e = estimateJob(w, offer(4, 5), cat.gpus[a10], nullptr);
        QVERIFY(fits(e.fit));
        QCOMPARE(e.instancesNeeded, 1.0);
        // The full-training rule of thumb (42-168 GB) is far above the detailed LoRA figure: a
        // LoRA estimate carries none.
        QVERIFY(e.memory.totalGb < ruleOfThumbLowGb(w.parameters));
        QVERIFY(!isKnown(e.memory.ruleOfThumbLowGb));
    }

    void fitReasons_data()
    {
        QTest::addColumn<double>("vram");
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<int>("fit");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("unknown VRAM") << Unknown << 8.0 << 7e9 << static_cast<int>(Fit::Undetermined) << QStringLiteral("unknown VRAM");
        QTest::addRow("a fraction of a GPU") << 80.0 << 0.5 << 70e9 << static_cast<int>(Fit::No) << QStringLiteral("fraction");
        QTest::addRow("GPU smaller than the overhead") << 0.9 << 8.0 << 7e9 << static_cast<int>(Fit::No) << QStringLiteral("overhead");
        QTest::addRow("small model, one GPU") << 80.0 << 8.0 << 1e9 << static_cast<int>(Fit::OneGpu) << QString();
    }
    void fitReasons()
    {
        QFETCH(double, vram);
        QFETCH(double, gpus);
        QFETCH(double, parameters);
        QFETCH(int, fit);
        QFETCH(QString, mentions);
        GpuSpec g = a100();
        g.vramGb = vram;
        const Workload w = fixedHours(Task::Inference, parameters, 10);
        const Offer o = offer(gpus, 10);
        const JobEstimate e = estimateJob(w, o, g, nullptr);
        QCOMPARE(static_cast<int>(e.fit), fit);
        QVERIFY2(e.reason.contains(mentions), qPrintable(e.reason));
        const JobCost c = estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.2));
        if (e.fit == Fit::No)
            QVERIFY(!isKnown(c.totalFor(BillingMode::OnDemand)));
        else
            QVERIFY(isKnown(c.totalFor(BillingMode::OnDemand)));
    }

    // One unit on both sides of the fit check: the job in 10^9 bytes, the GPU's "80 GB" as the
    // 80 GiB it has (85.9 x 10^9 bytes). An 81 GB job fits one H100 80GB; an 86 GB one does not.
    void fitComparesBytesWithBytes_data()
    {
        QTest::addColumn<double>("needGb");
        QTest::addColumn<int>("fit");
        QTest::addRow("81 GB on one 80 GB GPU") << 81.0 << static_cast<int>(Fit::OneGpu);
        QTest::addRow("85.8 GB still fits") << 85.8 << static_cast<int>(Fit::OneGpu);
        QTest::addRow("86 GB needs a second GPU") << 86.0 << static_cast<int>(Fit::OneInstance);
    }
    void fitComparesBytesWithBytes()
    {
        QFETCH(double, needGb);
        QFETCH(int, fit);
        QCOMPARE(gpuMemoryGb(80), 80 * 1073741824.0 / 1e9);
        Workload w;
        w.task = Task::Rendering;
        w.overheadGbPerGpu = 0; // the whole need is the working set
        w.workingSetGb = needGb;
        w.hours = 1;
        GpuSpec h100 = a100();
        h100.vramGb = 80;
        const JobEstimate e = estimateJob(w, offer(8, 40), h100, nullptr);
        QCOMPARE(static_cast<int>(e.fit), fit);
    }

    void gpusNeededForA70BFullFineTune()
    {
        // 70B x 16 B = 1120 GB plus activations; an 80 GB GPU holds 85.9 x 10^9 bytes, 84.9 of
        // them usable after the 1 GB overhead -> 14 GPUs, two 8-GPU instances.
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-3.1-70b"), &w));
        w.tokens = 1e9;
        const JobEstimate e = estimateJob(w, offer(8, 40, QStringLiteral("efa")), a100(), nullptr);
        QCOMPARE(e.fit, Fit::MultiInstance);
        QCOMPARE(e.gpusNeeded, std::ceil(e.memory.shardableGb() / (gpuMemoryGb(80) - 1)));
        QCOMPARE(e.instancesNeeded, 2.0);
        QCOMPARE(e.gpusUsed, 16.0);
        QVERIFY(near(e.speedup, 7.2 * amdahlSpeedup(2, defaultSpeedupSettings().alphaRdma)));
    }

    void servingWithoutACalibrationIsUnknown()
    {
        // No measurement to calibrate the engine: unknown, never a datasheet bound.
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-3.1-8b"), &w));
        w.task = Task::Inference;
        w.tokens = 1e6;
        const JobEstimate e = estimateJob(w, offer(1, 2), a100(), nullptr);
        QVERIFY(fits(e.fit));
        QVERIFY(!isKnown(e.tokensPerSecond));
        QVERIFY(!isKnown(e.hours));
        QVERIFY2(e.hoursNote.contains(QStringLiteral("vllm")), qPrintable(e.hoursNote));
    }

    void billingModes()
    {
        // 100 hours on one instance: on-demand 4/h, spot 1/h with 10 % interruptions a month,
        // monthly 2/h effective (bought by the month), reserved 2.5/h (bought by the year).
        Offer o = offer(8, 4);
        o.price[indexOf(BillingMode::Spot)] = 1;
        o.price[indexOf(BillingMode::Monthly)] = 2;
        o.price[indexOf(BillingMode::Reserved1y)] = 2.5;
        o.spotInterruption = 0.1;
        Workload w = fixedHours(Task::FullFinetune, 7e9, 100);
        w.datasetGb = 100;
        w.storagePerGbMonth = 0.1;
        w.egressGb = 50;
        w.egressPerGb = 0.09;
        const JobEstimate e = estimateJob(w, o, a100(), nullptr);
        const JobCost c = estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.2));
        const double storage = 100 * 0.1 * 100 / 730.0;
        const double traffic = 4.5;
        QVERIFY(near(c.storage, storage));
        QVERIFY(near(c.traffic, traffic));
        QVERIFY(near(c.totalFor(BillingMode::OnDemand), 400 + storage + traffic));
        const double tSpot = 100 / (1 - (-std::log(0.9) / 730) * 0.5);
        QVERIFY(near(c.hours[indexOf(BillingMode::Spot)], tSpot));
        QVERIFY(near(c.totalFor(BillingMode::Spot), tSpot + 100 * 0.1 * tSpot / 730 + traffic));
        QVERIFY(near(c.totalFor(BillingMode::Monthly), 2 * 730 + storage + traffic));
        QVERIFY(near(c.totalFor(BillingMode::Reserved1y), 2.5 * 8760 + storage + traffic));
        QCOMPARE(c.hybridBase, BillingMode::Monthly);
        QVERIFY(near(c.hybridTotal, 0.5 * 2 * 730 + 0.5 * tSpot + 100 * 0.1 * tSpot / 730 + traffic));
        // Break-even use: monthly beats on-demand above 730 x 2 / 4 = 365 hours a month.
        QVERIFY(near(c.breakEvenMonthlyHours, 365));
        QVERIFY(near(c.breakEvenReservedHours, 730 * 2.5 / 4));
        // Past a month the subscription bills two.
        w.hours = 731;
        QVERIFY(near(estimateCost(w, o, estimateJob(w, o, a100(), nullptr), QStringLiteral("USD"), cnyRates(7.2))
                         .totalFor(BillingMode::Monthly) - 731 * 100 * 0.1 / 730 - traffic,
                     2 * 2 * 730));
    }

    void spotOverheadModel_data()
    {
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("instances");
        QTest::addColumn<double>("checkpoint");
        QTest::addColumn<double>("expected");
        QTest::addRow("no interruptions") << 0.0 << 1.0 << 1.0 << 72.0;
        QTest::addRow("unknown rate") << Unknown << 1.0 << 1.0 << Unknown;
        QTest::addRow("20%% a month, 1 h checkpoints") << 0.2 << 1.0 << 1.0
                                                     << 72 / (1 - (-std::log(0.8) / 730) * 0.5);
        QTest::addRow("more instances, more interruptions") << 0.2 << 4.0 << 1.0
                                                           << 72 / (1 - 4 * (-std::log(0.8) / 730) * 0.5);
        QTest::addRow("checkpoints too rare to finish") << 0.2 << 1.0 << 10000.0 << qInf();
    }
    void spotOverheadModel()
    {
        QFETCH(double, q);
        QFETCH(double, instances);
        QFETCH(double, checkpoint);
        QFETCH(double, expected);
        const double got = spotHours(72, instances, q, checkpoint, 0);
        if (!isKnown(expected))
            QVERIFY(!isKnown(got));
        else if (std::isinf(expected))
            QVERIFY(std::isinf(got));
        else
            QVERIFY2(near(got, expected), qPrintable(QString::number(got)));
    }

    void pricesConvertToTheDisplayCurrency()
    {
        Offer o = offer(1, 1.5);
        o.currency = QStringLiteral("CNY");
        const Workload w = fixedHours(Task::Lora, 13e9, 72);
        const JobEstimate e = estimateJob(w, o, a100(), nullptr);
        QVERIFY(near(estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.5)).totalFor(BillingMode::OnDemand), 108 / 7.5));
        QVERIFY(near(estimateCost(w, o, e, QStringLiteral("CNY"), cnyRates(7.5)).totalFor(BillingMode::OnDemand), 108));
    }

    void unknownsStayUnknown()
    {
        // No tokens and no hours: memory and fit, but no time and no cost.
        Workload w;
        w.parameters = 7e9;
        const Offer o = offer(8, 10);
        const JobEstimate e = estimateJob(w, o, a100(), nullptr);
        QVERIFY(fits(e.fit));
        QVERIFY(!isKnown(e.hours));
        QVERIFY(!e.hoursNote.isEmpty());
        const JobCost c = estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.2));
        QVERIFY(!isKnown(c.totalFor(BillingMode::OnDemand)));
        // No spot price and no monthly/reserved price: those totals are unknown, not zero.
        w.hours = 10;
        const JobCost fixed = estimateCost(w, o, estimateJob(w, o, a100(), nullptr), QStringLiteral("USD"), cnyRates(7.2));
        QVERIFY(isKnown(fixed.totalFor(BillingMode::OnDemand)));
        QVERIFY(!isKnown(fixed.totalFor(BillingMode::Spot)));
        QVERIFY(!isKnown(fixed.totalFor(BillingMode::Monthly)));
        QVERIFY(!isKnown(fixed.hybridTotal));
        QVERIFY(!isKnown(fixed.breakEvenMonthlyHours));
        // FP8 on a GPU without an FP8 figure: time unknown, with the reason.
        w.hours = Unknown;
        w.tokens = 1e9;
        w.precision = WeightPrecision::FP8;
        const JobEstimate fp8 = estimateJob(w, o, a100(), nullptr);
        QVERIFY(!isKnown(fp8.hours));
        QVERIFY2(fp8.hoursNote.contains(QStringLiteral("fp8")), qPrintable(fp8.hoursNote));
    }

    void transferTime_data()
    {
        QTest::addColumn<double>("datasetGb");
        QTest::addColumn<double>("gbps");
        QTest::addColumn<double>("hours");
        QTest::addRow("10 GB over 400 Gbps") << 10.0 << 400.0 << 10 * 8 / 400.0 / 3600;
        QTest::addRow("1 TB over 10 Gbps") << 1000.0 << 10.0 << 1000 * 8 / 10.0 / 3600;
        QTest::addRow("no dataset") << 0.0 << Unknown << 0.0;
        QTest::addRow("unknown network") << 10.0 << Unknown << Unknown;
    }
    void transferTime()
    {
        QFETCH(double, datasetGb);
        QFETCH(double, gbps);
        QFETCH(double, hours);
        Workload w = fixedHours(Task::Lora, 7e9, 1);
        w.datasetGb = datasetGb;
        Offer o = offer(1, 1);
        o.networkGbps = gbps;
        const double got = estimateJob(w, o, a100(), nullptr).transferHours;
        if (isKnown(hours))
            QVERIFY(near(got, hours));
        else
            QVERIFY(!isKnown(got));
    }

    void everyBundledOfferGetsAnAnswer()
    {
        // Over the whole bundled catalog: each offer fits, or says why not; every known cost is
        // at least the on-demand instance-hours.
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-3.1-70b"), &w));
        w.task = Task::Qlora;
        w.tokens = 1e8;
        int fitting = 0;
        const auto model = PerformanceModel::build(m_catalog);
        for (const Offer &o : m_catalog.offers) {
            const JobEstimate e = estimateJob(w, o, m_catalog.gpus[o.gpu], model.get());
            if (!fits(e.fit)) {
                QVERIFY2(!e.reason.isEmpty(), qPrintable(o.instanceType));
                continue;
            }
            ++fitting;
            QVERIFY(e.speedup <= e.gpusUsed + 1e-9);
            const JobCost c = estimateCost(w, o, e, QStringLiteral("USD"), cnyRates(7.2));
            const double onDemand = c.totalFor(BillingMode::OnDemand);
            if (isKnown(onDemand) && isKnown(e.hours))
                QVERIFY(onDemand >= 0);
        }
        QVERIFY(fitting > 100);
    }
};

GPUSCOUT_TEST_MAIN(TestJobEstimate)
#include "tst_JobEstimate.moc"
