#include "workload/MemoryEstimate.h"
#include "workload/ModelPresets.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuscout;

namespace {

bool near(double got, double expected, double tolerance = 1e-9)
{
    return std::abs(got - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

Workload workload(Task task, double parameters, WeightPrecision precision = WeightPrecision::BF16)
{
    Workload w;
    w.task = task;
    w.parameters = parameters;
    w.precision = precision;
    return w;
}

} // namespace

class TestMemoryEstimate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    // The buying-guide article ("70B模型仅参数就需要约140GB显存") and the 2026 selection-guide article ("70B ... BF16 ... 140GB").
    void weights_data()
    {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("weightsGb");
        QTest::addRow("70B bf16 = 140 GB (the buying-guide and 2026 selection-guide articles)") << 70e9 << QStringLiteral("bf16") << 140.0;
        QTest::addRow("70B fp16 = 140 GB") << 70e9 << QStringLiteral("fp16") << 140.0;
        QTest::addRow("70B fp32 = 280 GB") << 70e9 << QStringLiteral("fp32") << 280.0;
        QTest::addRow("70B fp8 = 70 GB") << 70e9 << QStringLiteral("fp8") << 70.0;
        QTest::addRow("70B int8 = 70 GB") << 70e9 << QStringLiteral("int8") << 70.0;
        QTest::addRow("70B int4 = 35 GB") << 70e9 << QStringLiteral("int4") << 35.0;
        QTest::addRow("7B bf16 = 14 GB") << 7e9 << QStringLiteral("bf16") << 14.0;
    }
    void weights()
    {
        QFETCH(double, parameters);
        QFETCH(QString, precision);
        QFETCH(double, weightsGb);
        WeightPrecision p;
        QVERIFY(weightPrecisionFromKey(precision, &p));
        const MemoryEstimate m = estimateMemory(workload(Task::Inference, parameters, p));
        QVERIFY2(near(m.weightsGb, weightsGb), qPrintable(QString::number(m.weightsGb)));
        QCOMPARE(m.gradientsGb, 0.0);
        QCOMPARE(m.optimizerGb, 0.0);
        QCOMPARE(m.activationsGb, 0.0);
    }

    // The buying-guide article: "7B模型需要42~168GB显存".
    void ruleOfThumb_data()
    {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addRow("7B = 42-168 GB (the buying-guide article)") << 7e9 << 42.0 << 168.0;
        QTest::addRow("70B = 420-1680 GB") << 70e9 << 420.0 << 1680.0;
        QTest::addRow("13B = 78-312 GB") << 13e9 << 78.0 << 312.0;
    }
    void ruleOfThumb()
    {
        QFETCH(double, parameters);
        QFETCH(double, low);
        QFETCH(double, high);
        const MemoryEstimate m = estimateMemory(workload(Task::FullFinetune, parameters));
        QVERIFY(near(m.ruleOfThumbLowGb, low));
        QVERIFY(near(m.ruleOfThumbHighGb, high));
        // A full-training rule: LoRA, QLoRA and serving carry none.
        for (Task t : {Task::Lora, Task::Qlora, Task::Inference})
            QVERIFY(!isKnown(estimateMemory(workload(t, parameters)).ruleOfThumbLowGb));
        QVERIFY(isKnown(estimateMemory(workload(Task::Pretrain, parameters)).ruleOfThumbLowGb));
    }

    // Mixed-precision AdamW: 16 bytes per parameter for weights + gradients + optimizer (ZeRO).
    void fullTrainingStates_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("weights");
        QTest::addColumn<double>("gradients");
        QTest::addColumn<double>("optimizer");
        const int full = static_cast<int>(Task::FullFinetune);
        QTest::addRow("7B full fine-tune bf16 = 14 + 14 + 84") << full << QStringLiteral("bf16") << 14.0 << 14.0 << 84.0;
        QTest::addRow("7B full fine-tune fp32 = 28 + 28 + 56") << full << QStringLiteral("fp32") << 28.0 << 28.0 << 56.0;
        QTest::addRow("7B fp8 keeps bf16 weights") << full << QStringLiteral("fp8") << 14.0 << 14.0 << 84.0;
        QTest::addRow("7B pretrain bf16") << static_cast<int>(Task::Pretrain) << QStringLiteral("bf16") << 14.0 << 14.0 << 84.0;
    }
    void fullTrainingStates()
    {
        QFETCH(int, task);
        QFETCH(QString, precision);
        QFETCH(double, weights);
        QFETCH(double, gradients);
        QFETCH(double, optimizer);
        WeightPrecision p;
        QVERIFY(weightPrecisionFromKey(precision, &p));
        const MemoryEstimate m = estimateMemory(workload(static_cast<Task>(task), 7e9, p));
        QVERIFY(near(m.weightsGb, weights));
        QVERIFY(near(m.gradientsGb, gradients));
        QVERIFY(near(m.optimizerGb, optimizer));
        QVERIFY(near(m.weightsGb + m.gradientsGb + m.optimizerGb, 112.0)); // 7B x 16 B
        QCOMPARE(m.trainableParameters, 7e9);
        QVERIFY(m.activationsGb > 0);
        QVERIFY(near(m.totalGb, 112.0 + m.activationsGb + 1.0));
    }

    void loraAdapters()
    {
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-3.1-8b"), &w));
        w.task = Task::Lora;
        w.loraRank = 16;
        // q, o: 4096 -> 4096; k, v: 4096 -> 8 x 128 = 1024. r (d_in + d_out) each, 32 layers.
        const double adapters = 16.0 * 32 * (2 * (4096 + 4096) + 2 * (4096 + 1024));
        QCOMPARE(adapters, 13631488.0);
        const MemoryEstimate m = estimateMemory(w);
        QCOMPARE(m.trainableParameters, adapters);
        QVERIFY(!m.shapeGuessed);
        QVERIFY(near(m.weightsGb, (8.03e9 * 2 + adapters * 2) / 1e9));
        QVERIFY(near(m.gradientsGb, adapters * 2 / 1e9));
        QVERIFY(near(m.optimizerGb, adapters * 12 / 1e9));
        // The adapters are a small fraction of the model: under 1 %.
        QVERIFY(adapters / w.parameters < 0.01);

        w.task = Task::Qlora;
        const MemoryEstimate q = estimateMemory(w);
        QVERIFY(near(q.weightsGb, (8.03e9 * 0.5 + adapters * 2) / 1e9));
        QVERIFY(q.totalGb < m.totalGb);
    }

    void qloraOf70BFitsIn48Gb()
    {
        // The QLoRA paper's headline: a 65B model fine-tunes on one 48 GB GPU. 70B at 4 bits is
        // 35 GB of base weights, adapters and a short sequence stay under 48 GB.
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-2-70b"), &w));
        w.task = Task::Qlora;
        w.seqLen = 256;
        const MemoryEstimate m = estimateMemory(w);
        QVERIFY(near(m.weightsGb - m.trainableParameters * 2 / 1e9, 69.0 * 0.5));
        QVERIFY2(m.totalGb < 48, qPrintable(QString::number(m.totalGb)));
    }

    // Korthikanti et al. 2022: s b h (34 + 5 a s / h) bytes per layer.
    void activations_data()
    {
        QTest::addColumn<bool>("flash");
        QTest::addColumn<double>("seq");
        QTest::addColumn<double>("batch");
        QTest::addRow("llama-2-7b s=2048 b=1 without FlashAttention") << false << 2048.0 << 1.0;
        QTest::addRow("llama-2-7b s=2048 b=1 with FlashAttention") << true << 2048.0 << 1.0;
        QTest::addRow("llama-2-7b s=4096 b=8 without FlashAttention") << false << 4096.0 << 8.0;
    }
    void activations()
    {
        QFETCH(bool, flash);
        QFETCH(double, seq);
        QFETCH(double, batch);
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-2-7b"), &w));
        w.seqLen = seq;
        w.batch = batch;
        w.flashAttention = flash;
        const double h = 4096, a = 32, layers = 32;
        const double expected = seq * batch * h * (34 + (flash ? 0 : 5 * a * seq / h)) * layers / 1e9;
        const MemoryEstimate m = estimateMemory(w);
        QVERIFY2(near(m.activationsGb, expected), qPrintable(QString::number(m.activationsGb)));
    }

    void flashAttentionOnlyDropsTheScoreTerm()
    {
        Workload w;
        QVERIFY(applyModelPreset(QStringLiteral("llama-2-7b"), &w));
        w.flashAttention = false;
        const double without = estimateMemory(w).activationsGb;
        w.flashAttention = true;
        const double with = estimateMemory(w).activationsGb;
        // 34 / (34 + 5 x 32 x 2048 / 4096) = 34 / 114
        QVERIFY(near(with / without, 34.0 / 114.0));
    }

    void kvCache_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("context");
        QTest::addColumn<double>("concurrent");
        QTest::addColumn<double>("expectedGb");
        // 2 x 80 layers x 8 KV heads x 128 x 8192 tokens x 2 bytes = 2.68 GB per 8k sequence.
        QTest::addRow("llama-3.1-70b 8k x 1") << QStringLiteral("llama-3.1-70b") << 8192.0 << 1.0 << 2.68435456;
        QTest::addRow("llama-3.1-70b 8k x 16") << QStringLiteral("llama-3.1-70b") << 8192.0 << 16.0 << 16 * 2.68435456;
        // Multi-head attention: 2 x 32 x 32 x 128 x 4096 x 2 = 2.15 GB per 4k sequence.
        QTest::addRow("llama-2-7b 4k x 1") << QStringLiteral("llama-2-7b") << 4096.0 << 1.0 << 2.147483648;
    }
    void kvCache()
    {
        QFETCH(QString, model);
        QFETCH(double, context);
        QFETCH(double, concurrent);
        QFETCH(double, expectedGb);
        Workload w;
        QVERIFY(applyModelPreset(model, &w));
        w.task = Task::Inference;
        w.contextLen = context;
        w.concurrentRequests = concurrent;
        const MemoryEstimate m = estimateMemory(w);
        QVERIFY2(near(m.kvCacheGb, expectedGb), qPrintable(QString::number(m.kvCacheGb)));
        QVERIFY(near(m.totalGb, m.weightsGb + m.kvCacheGb + m.overheadGb));
    }

    void shapeGuessedFromParameters()
    {
        const MemoryEstimate m = estimateMemory(workload(Task::FullFinetune, 7e9));
        QVERIFY(m.shapeGuessed);
        // 12 L h^2 = P with h = 128 L: about 33 layers of 4200 for 7B (Llama 2 7B: 32 x 4096).
        QVERIFY(near(12 * m.shape.layers * m.shape.hidden * m.shape.hidden, 7e9, 1e-6));
        QVERIFY(m.shape.layers > 30 && m.shape.layers < 36);
        QVERIFY(m.shape.hidden > 3900 && m.shape.hidden < 4500);
        QCOMPARE(m.shape.kvHeads, m.shape.heads);
        QCOMPARE(m.shape.headDim, 128.0);
    }

    void overheadIsEditable()
    {
        Workload w = workload(Task::Inference, 7e9);
        QCOMPARE(estimateMemory(w).overheadGb, 1.0);
        w.overheadGbPerGpu = 2.5;
        const MemoryEstimate m = estimateMemory(w);
        QCOMPARE(m.overheadGb, 2.5);
        QVERIFY(near(m.shardableGb(), m.weightsGb + m.kvCacheGb));
    }

    void renderingUsesItsWorkingSet()
    {
        Workload w;
        w.task = Task::Rendering;
        w.workingSetGb = 20;
        MemoryEstimate m = estimateMemory(w);
        QCOMPARE(m.totalGb, 21.0);
        QVERIFY(!isKnown(m.ruleOfThumbLowGb));
        w.workingSetGb = Unknown;
        m = estimateMemory(w);
        QVERIFY(!isKnown(m.totalGb));
    }
};

GPUSCOUT_TEST_MAIN(TestMemoryEstimate)
#include "tst_MemoryEstimate.moc"
