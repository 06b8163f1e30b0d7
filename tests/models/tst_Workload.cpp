#include "workload/ModelPresets.h"
#include "TestSupport.h"
#include "domain/Workload.h"
#include "scenario/WorkloadJson.h"
#include "TestMain.h"

#include <QJsonDocument>
#include <QTest>

using namespace gpuscout;

class TestWorkload : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void parseParameterCount_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::addRow("70B") << QStringLiteral("70B") << 70e9;
        QTest::addRow("13b lower case") << QStringLiteral("13b") << 13e9;
        QTest::addRow("7e9 scientific") << QStringLiteral("7e9") << 7e9;
        QTest::addRow("1.5T") << QStringLiteral("1.5T") << 1.5e12;
        QTest::addRow("350M") << QStringLiteral("350M") << 350e6;
        QTest::addRow("plain digits") << QStringLiteral("7000000000") << 7e9;
        QTest::addRow("spaces around") << QStringLiteral(" 8 B ") << 8e9;
    }
    void parseParameterCount()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        double value = 0;
        QString error;
        QVERIFY2(gpuscout::parseParameterCount(text, &value, &error), qPrintable(error));
        QCOMPARE(value, expected);
    }

    void parseParameterCountRejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("empty") << QString() << QStringLiteral("expected a number");
        QTest::addRow("word") << QStringLiteral("seventy") << QStringLiteral("'seventy'");
        QTest::addRow("unknown suffix") << QStringLiteral("70X") << QStringLiteral("70B");
        QTest::addRow("zero") << QStringLiteral("0B") << QStringLiteral("above 0");
        QTest::addRow("negative") << QStringLiteral("-7e9") << QStringLiteral("above 0");
        QTest::addRow("infinite") << QStringLiteral("inf") << QStringLiteral("expected a number");
    }
    void parseParameterCountRejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        double value = 42;
        QString error;
        QVERIFY(!gpuscout::parseParameterCount(text, &value, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QCOMPARE(value, 42.0);
    }

    void keysRoundTrip()
    {
        QCOMPARE(taskKeys(), (QStringList{QStringLiteral("pretrain"), QStringLiteral("full-finetune"),
                                          QStringLiteral("lora"), QStringLiteral("qlora"),
                                          QStringLiteral("inference"), QStringLiteral("rendering"),
                                          QStringLiteral("fp64")}));
        for (const QString &key : taskKeys()) {
            Task t;
            QVERIFY(taskFromKey(key.toUpper(), &t));
            QCOMPARE(taskKey(t), key);
        }
        QCOMPARE(weightPrecisionKeys().join(QLatin1Char(',')), QStringLiteral("fp32,bf16,fp16,fp8,int8,int4"));
        for (const QString &key : weightPrecisionKeys()) {
            WeightPrecision p;
            QVERIFY(weightPrecisionFromKey(key, &p));
            QCOMPARE(weightPrecisionKey(p), key);
        }
        Task t;
        QVERIFY(!taskFromKey(QStringLiteral("training"), &t));
        WeightPrecision p;
        QVERIFY(!weightPrecisionFromKey(QStringLiteral("int2"), &p));
    }

    void bytesPerParameter_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("bytes");
        QTest::addRow("fp32") << QStringLiteral("fp32") << 4.0;
        QTest::addRow("bf16") << QStringLiteral("bf16") << 2.0;
        QTest::addRow("fp16") << QStringLiteral("fp16") << 2.0;
        QTest::addRow("fp8") << QStringLiteral("fp8") << 1.0;
        QTest::addRow("int8") << QStringLiteral("int8") << 1.0;
        QTest::addRow("int4") << QStringLiteral("int4") << 0.5;
    }
    void bytesPerParameter()
    {
        QFETCH(QString, precision);
        QFETCH(double, bytes);
        WeightPrecision p;
        QVERIFY(weightPrecisionFromKey(precision, &p));
        QCOMPARE(gpuscout::bytesPerParameter(p), bytes);
    }

    void presetsCarryPublishedShapes_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("layers");
        QTest::addColumn<double>("hidden");
        QTest::addColumn<double>("kvHeads");
        QTest::addRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 8.03e9 << 32.0 << 4096.0 << 8.0;
        QTest::addRow("llama-3.1-70b") << QStringLiteral("Llama-3.1-70B") << 70.6e9 << 80.0 << 8192.0 << 8.0;
        QTest::addRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << 405.9e9 << 126.0 << 16384.0 << 8.0;
        QTest::addRow("qwen2.5-7b") << QStringLiteral("qwen2.5-7b") << 7.61e9 << 28.0 << 3584.0 << 4.0;
        QTest::addRow("llama-2-13b (MHA)") << QStringLiteral("llama-2-13b") << 13.0e9 << 40.0 << 5120.0 << 40.0;
    }
    void presetsCarryPublishedShapes()
    {
        QFETCH(QString, key);
        QFETCH(double, parameters);
        QFETCH(double, layers);
        QFETCH(double, hidden);
        QFETCH(double, kvHeads);
        Workload w;
        QVERIFY(applyModelPreset(key, &w));
        QCOMPARE(w.model, key.toLower());
        QCOMPARE(w.parameters, parameters);
        QCOMPARE(w.shape.layers, layers);
        QCOMPARE(w.shape.hidden, hidden);
        QCOMPARE(w.shape.kvHeads, kvHeads);
        QCOMPARE(w.shape.heads * w.shape.headDim, hidden);
        QVERIFY(validateWorkload(w).isEmpty());
    }

    void presetsAreConsistent()
    {
        // Every dense preset's parameters are near 12 L h^2: within 0.75x to 2x (wide MLPs and
        // large vocabularies, as in Qwen2.5, sit at the top: 7.61e9 against 4.3e9).
        for (const ModelPreset &p : modelPresets()) {
            const double core = 12 * p.shape.layers * p.shape.hidden * p.shape.hidden;
            QVERIFY2(p.parameters > core * 0.75 && p.parameters < core * 2.0, qPrintable(p.key));
            QVERIFY2(p.shape.kvHeads <= p.shape.heads, qPrintable(p.key));
        }
        Workload w;
        QVERIFY(!applyModelPreset(QStringLiteral("gpt-5"), &w));
        QVERIFY(w.model.isEmpty());
    }

    void validationNamesTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("zero parameters") << QStringLiteral("parameters") << 0.0 << QStringLiteral("parameters:");
        QTest::addRow("negative parameters") << QStringLiteral("parameters") << -7e9 << QStringLiteral("above 0");
        QTest::addRow("missing parameters") << QStringLiteral("parameters") << Unknown << QStringLiteral("missing");
        QTest::addRow("zero tokens") << QStringLiteral("tokens") << 0.0 << QStringLiteral("tokens:");
        QTest::addRow("negative tokens") << QStringLiteral("tokens") << -1.0 << QStringLiteral("above 0");
        QTest::addRow("zero hours") << QStringLiteral("hours") << 0.0 << QStringLiteral("hours:");
        QTest::addRow("negative hours") << QStringLiteral("hours") << -72.0 << QStringLiteral("above 0");
        QTest::addRow("zero seq_len") << QStringLiteral("seq_len") << 0.0 << QStringLiteral("seq_len:");
        QTest::addRow("zero batch") << QStringLiteral("batch") << 0.0 << QStringLiteral("batch:");
        QTest::addRow("utilisation above 1") << QStringLiteral("utilisation") << 1.5 << QStringLiteral("utilisation:");
        QTest::addRow("utilisation zero") << QStringLiteral("utilisation") << 0.0 << QStringLiteral("utilisation:");
        QTest::addRow("negative dataset") << QStringLiteral("dataset_gb") << -10.0 << QStringLiteral("dataset_gb:");
        QTest::addRow("negative egress price") << QStringLiteral("egress_per_gb") << -0.09 << QStringLiteral("egress_per_gb:");
        QTest::addRow("zero layers") << QStringLiteral("layers") << 0.0 << QStringLiteral("layers:");
        QTest::addRow("hybrid share above 1") << QStringLiteral("hybrid_base_share") << 1.2 << QStringLiteral("hybrid_base_share:");
    }
    void validationNamesTheField()
    {
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, mentions);
        Workload w;
        w.parameters = 7e9;
        QVERIFY(validateWorkload(w).isEmpty());
        QJsonObject json = workloadToJson(w);
        json.insert(field, isKnown(value) ? QJsonValue(value) : QJsonValue());
        Workload read;
        QString error;
        QVERIFY(!workloadFromJson(json, &read, &error));
        QVERIFY2(error.startsWith(QStringLiteral("workload.") + field), qPrintable(error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    // Work belongs to its task, above 0, and a render names its reference GPU; fixed hours
    // win over work.
    void workIsValidatedAndHoursWin()
    {
        Workload w;
        w.task = Task::Fp64;
        w.workingSetGb = 40;
        w.fp64WorkPflop = 0;
        QVERIFY(validateWorkload(w).startsWith(QLatin1String("fp64_work_pflop:")));
        w.fp64WorkPflop = 5000;
        QVERIFY(validateWorkload(w).isEmpty());
        QVERIFY(hasWork(w));
        w.hours = 10;
        QVERIFY(!hasWork(w));
        w.task = Task::Rendering; // the FP64 work is then ignored, not an error
        w.hours = Unknown;
        QVERIFY(validateWorkload(w).isEmpty());
        QVERIFY(!hasWork(w));
        w.renderWorkGpuHours = 200;
        QVERIFY2(validateWorkload(w).startsWith(QLatin1String("reference_gpu:")), qPrintable(validateWorkload(w)));
        w.referenceGpu = QStringLiteral("A10");
        QVERIFY(validateWorkload(w).isEmpty());
        w.renderWorkGpuHours = -1;
        QVERIFY(validateWorkload(w).startsWith(QLatin1String("render_work_gpu_hours:")));
    }

    void unknownKeysAreRejected_data()
    {
        QTest::addColumn<QString>("member");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("unknown task") << QStringLiteral("task") << QStringLiteral("training") << QStringLiteral("full-finetune");
        QTest::addRow("unknown precision") << QStringLiteral("precision") << QStringLiteral("int2") << QStringLiteral("int4");
        QTest::addRow("unknown model") << QStringLiteral("model") << QStringLiteral("gpt-5") << QStringLiteral("llama-3.1-8b");
        QTest::addRow("bad parameter string") << QStringLiteral("parameters") << QStringLiteral("lots") << QStringLiteral("70B");
        QTest::addRow("number as text") << QStringLiteral("seq_len") << QStringLiteral("2048") << QStringLiteral("expected a number");
        QTest::addRow("flash attention as text") << QStringLiteral("flash_attention") << QStringLiteral("yes") << QStringLiteral("true or false");
    }
    void unknownKeysAreRejected()
    {
        QFETCH(QString, member);
        QFETCH(QString, value);
        QFETCH(QString, mentions);
        QJsonObject json{{QStringLiteral("parameters"), 7e9}, {member, value}};
        Workload w;
        QString error;
        QVERIFY(!workloadFromJson(json, &w, &error));
        QVERIFY2(error.startsWith(QStringLiteral("workload.") + member), qPrintable(error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void quantisedFullTrainingIsRefused()
    {
        Workload w;
        w.parameters = 7e9;
        w.task = Task::FullFinetune;
        w.precision = WeightPrecision::INT4;
        QVERIFY(validateWorkload(w).startsWith(QStringLiteral("precision:")));
        w.task = Task::Lora;
        QVERIFY(validateWorkload(w).isEmpty());
    }

    void renderingNeedsNoModel()
    {
        Workload w;
        w.task = Task::Rendering;
        w.hours = 10;
        QVERIFY(validateWorkload(w).isEmpty());
        w.workingSetGb = 0;
        QVERIFY(validateWorkload(w).startsWith(QStringLiteral("working_set_gb:")));
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("defaults with parameters") << QStringLiteral("defaults");
        QTest::addRow("preset lora with money") << QStringLiteral("preset");
        QTest::addRow("serving in fixed hours") << QStringLiteral("serving");
        QTest::addRow("fp64 working set") << QStringLiteral("fp64");
        QTest::addRow("fp64 by work") << QStringLiteral("fp64work");
        QTest::addRow("rendering by work") << QStringLiteral("renderwork");
    }
    void jsonRoundTrip()
    {
        QFETCH(QString, name);
        Workload w;
        w.parameters = 7e9;
        if (name == QLatin1String("preset")) {
            QVERIFY(applyModelPreset(QStringLiteral("qwen2.5-14b"), &w));
            w.task = Task::Lora;
            w.loraRank = 64;
            w.tokens = 2e8;
            w.datasetGb = 10;
            w.storagePerGbMonth = 0.08;
            w.egressGb = 5;
            w.egressPerGb = 0.09;
            w.utilisation = 0.35;
            w.flashAttention = false;
            w.shape.layers = 40; // an explicit figure overrides the preset's
        } else if (name == QLatin1String("serving")) {
            w.task = Task::Inference;
            w.precision = WeightPrecision::INT4;
            w.hours = 720;
            w.concurrentRequests = 32;
            w.contextLen = 4096;
            w.hybridBaseShare = 0.7;
        } else if (name == QLatin1String("fp64")) {
            w.task = Task::Fp64;
            w.parameters = Unknown;
            w.workingSetGb = 60;
            w.hours = 12;
        } else if (name == QLatin1String("fp64work")) {
            w.task = Task::Fp64;
            w.parameters = Unknown;
            w.workingSetGb = 40;
            w.fp64WorkPflop = 5000;
            QVERIFY(hasWork(w));
        } else if (name == QLatin1String("renderwork")) {
            w.task = Task::Rendering;
            w.parameters = Unknown;
            w.renderWorkGpuHours = 200;
            w.referenceGpu = QStringLiteral("A10");
            QVERIFY(hasWork(w));
        }
        QVERIFY(validateWorkload(w).isEmpty());
        // Through text, as a scenario file would carry it.
        const QByteArray text = QJsonDocument(workloadToJson(w)).toJson();
        Workload read;
        QString error;
        QVERIFY2(workloadFromJson(QJsonDocument::fromJson(text).object(), &read, &error), qPrintable(error));
        QVERIFY(read == w);
        if (name == QLatin1String("preset")) {
            QCOMPARE(read.shape.layers, 40.0);
            QCOMPARE(read.model, QStringLiteral("qwen2.5-14b"));
        }
    }

    void parametersAsTextInJson()
    {
        Workload w;
        QString error;
        QVERIFY2(workloadFromJson(QJsonObject{{QStringLiteral("parameters"), QStringLiteral("70B")},
                                              {QStringLiteral("task"), QStringLiteral("inference")}},
                                  &w, &error),
                 qPrintable(error));
        QCOMPARE(w.parameters, 70e9);
        QCOMPARE(w.task, Task::Inference);
    }

    void computePrecisionFollowsTask()
    {
        QCOMPARE(computePrecision(Task::Fp64, WeightPrecision::BF16), Precision::FP64);
        QCOMPARE(computePrecision(Task::Rendering, WeightPrecision::BF16), Precision::FP32);
        QCOMPARE(computePrecision(Task::Qlora, WeightPrecision::INT4), Precision::FP16);
        QCOMPARE(computePrecision(Task::Pretrain, WeightPrecision::FP8), Precision::FP8);
        QCOMPARE(computePrecision(Task::Inference, WeightPrecision::INT4), Precision::FP16);
        QCOMPARE(computePrecision(Task::Inference, WeightPrecision::INT8), Precision::INT8);
    }
};

GPUSCOUT_TEST_MAIN(TestWorkload)
#include "tst_Workload.moc"
