#include "TestSupport.h"
#include "dashboard/WorkloadPanel.h"
#include "TestMain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>

using namespace gpuscout;

Q_DECLARE_METATYPE(gpuscout::Scenario)
Q_DECLARE_METATYPE(gpuscout::Task)
Q_DECLARE_METATYPE(gpuscout::WeightPrecision)

class TestWorkloadPanel : public QObject
{
    Q_OBJECT

    template<typename T>
    static T *find(const WorkloadPanel &panel, const QString &name)
    {
        T *w = panel.findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    static Scenario lastEmitted(const QSignalSpy &spy) { return spy.last().at(0).value<Scenario>(); }

    static void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->clear();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Enter);
    }

    static Scenario withWorkload(Task task, double parameters, WeightPrecision precision)
    {
        Scenario s;
        Workload w;
        w.task = task;
        w.parameters = parameters;
        w.precision = precision;
        s.workload = w;
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        qRegisterMetaType<Scenario>();
    }

    void setScenarioEmitsNothing()
    {
        WorkloadPanel panel;
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        Scenario s = withWorkload(Task::Inference, 70e9, WeightPrecision::BF16);
        s.objective = Objective::Job;
        s.workload->storagePerGbMonth = 0.023;
        s.workload->datasetGb = 500;
        s.currency = QStringLiteral("CNY");
        panel.setScenario(s);
        panel.setScenario(Scenario{});
        panel.setScenario(s);
        QCOMPARE(spy.count(), 0);
        QVERIFY(find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->isChecked());
        QVERIFY(find<QCheckBox>(panel, QStringLiteral("objectiveSwitch"))->isChecked());
        QCOMPARE(find<QLineEdit>(panel, QStringLiteral("paramsEdit"))->text(), QStringLiteral("70B"));
        QCOMPARE(find<QComboBox>(panel, QStringLiteral("taskCombo"))->currentData().toString(), QStringLiteral("inference"));
    }

    void checkingTheGroupEmitsAScenarioWithAWorkload()
    {
        WorkloadPanel panel;
        Scenario s;
        s.constraints.minGpuCount = 2; // untouched by the panel
        panel.setScenario(s);
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->setChecked(true);
        QCOMPARE(spy.count(), 1);
        const Scenario edited = lastEmitted(spy);
        QVERIFY(edited.workload.has_value());
        QVERIFY2(validateWorkload(*edited.workload).isEmpty(), qPrintable(validateWorkload(*edited.workload)));
        QCOMPARE(edited.constraints.minGpuCount, 2.0);
        QCOMPARE(edited.objective, Objective::Job); // a workload is compared by its job by default

        find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->setChecked(false);
        QCOMPARE(spy.count(), 2);
        QVERIFY(!lastEmitted(spy).workload.has_value());
    }

    void choosingAPresetFillsTheParameters()
    {
        WorkloadPanel panel;
        panel.setScenario(withWorkload(Task::FullFinetune, 7e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *model = find<QComboBox>(panel, QStringLiteral("modelCombo"));
        QCOMPARE(model->currentData().toString(), QString());
        model->setCurrentIndex(model->findData(QStringLiteral("llama-3.1-70b")));
        QCOMPARE(find<QLineEdit>(panel, QStringLiteral("paramsEdit"))->text(), QStringLiteral("70.6B"));
        QCOMPARE(spy.count(), 1);
        const Workload w = *lastEmitted(spy).workload;
        QCOMPARE(w.model, QStringLiteral("llama-3.1-70b"));
        QCOMPARE(w.parameters, 70.6e9);
        QCOMPARE(w.shape.kvHeads, 8.0);

        // A hand-typed size is a custom model again.
        typeInto(find<QLineEdit>(panel, QStringLiteral("paramsEdit")), QStringLiteral("13b"));
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastEmitted(spy).workload->parameters, 13e9);
        QVERIFY(lastEmitted(spy).workload->model.isEmpty());
        QCOMPARE(model->currentIndex(), 0);
    }

    void parameterText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("parameters");
        QTest::addRow("70B") << QStringLiteral("70B") << true << 70e9;
        QTest::addRow("7e9") << QStringLiteral("7e9") << true << 7e9;
        QTest::addRow("1.5T") << QStringLiteral("1.5T") << true << 1.5e12;
        QTest::addRow("words") << QStringLiteral("seventy") << false << 0.0;
        QTest::addRow("zero") << QStringLiteral("0") << false << 0.0;
        QTest::addRow("negative") << QStringLiteral("-7B") << false << 0.0;
        QTest::addRow("empty") << QString() << false << 0.0;
    }

    void parameterText()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(double, parameters);
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::FullFinetune, 13e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *edit = find<QLineEdit>(panel, QStringLiteral("paramsEdit"));
        typeInto(edit, text);
        QCOMPARE(spy.count(), valid ? 1 : 0);
        QCOMPARE(edit->property("invalid").toBool(), !valid);
        QCOMPARE(edit->styleSheet().isEmpty(), valid);
        if (valid) {
            QCOMPARE(lastEmitted(spy).workload->parameters, parameters);
        } else {
            QVERIFY2(edit->toolTip().contains(QStringLiteral("parameter count")), qPrintable(edit->toolTip()));
            // Fixing the text clears the mark and emits.
            typeInto(edit, QStringLiteral("8B"));
            QCOMPARE(spy.count(), 1);
            QVERIFY(!edit->property("invalid").toBool());
        }
    }

    void badTokensEmitNothing()
    {
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::Pretrain, 7e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *tokens = find<QLineEdit>(panel, QStringLiteral("tokensEdit"));
        typeInto(tokens, QStringLiteral("lots"));
        QCOMPARE(spy.count(), 0);
        QVERIFY(tokens->property("invalid").toBool());
        typeInto(tokens, QStringLiteral("1T"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastEmitted(spy).workload->tokens, 1e12);
    }

    void servingFieldsFollowTheTask_data()
    {
        QTest::addColumn<Task>("task");
        QTest::addColumn<bool>("serving");
        QTest::addColumn<bool>("workingSet");
        QTest::addRow("full fine-tune") << Task::FullFinetune << false << false;
        QTest::addRow("inference") << Task::Inference << true << false;
        QTest::addRow("rendering") << Task::Rendering << false << true;
        QTest::addRow("fp64") << Task::Fp64 << false << true;
    }

    void servingFieldsFollowTheTask()
    {
        QFETCH(Task, task);
        QFETCH(bool, serving);
        QFETCH(bool, workingSet);
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::Pretrain, 7e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *combo = find<QComboBox>(panel, QStringLiteral("taskCombo"));
        combo->setCurrentIndex(combo->findData(taskKey(task)));
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("concurrentSpin"))->isVisible(), serving);
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("contextSpin"))->isVisible(), serving);
        QCOMPARE(find<QDoubleSpinBox>(panel, QStringLiteral("workingSetSpin"))->isVisible(), workingSet);
        QCOMPARE(find<QLineEdit>(panel, QStringLiteral("paramsEdit"))->isVisible(), !workingSet);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastEmitted(spy).workload->task, task);
    }

    // Tokens in and out of each request, the serving engine and the software stack are part of
    // the workload; typed or chosen, each edit emits it.
    void servingAndStackControlsEditTheWorkload()
    {
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::Inference, 8e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *prompt = find<QSpinBox>(panel, QStringLiteral("promptTokensSpin"));
        auto *output = find<QSpinBox>(panel, QStringLiteral("outputTokensSpin"));
        QCOMPARE(prompt->value(), 1024); // the defaults: the middle of the bundled vLLM request shapes
        QCOMPARE(output->value(), 256);

        prompt->setFocus();
        prompt->selectAll();
        QTest::keyClicks(prompt, QStringLiteral("4096"));
        QTest::keyClick(prompt, Qt::Key_Enter);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastEmitted(spy).workload->promptTokens, 4096.0);
        output->setFocus();
        output->selectAll();
        QTest::keyClicks(output, QStringLiteral("512"));
        QTest::keyClick(output, Qt::Key_Enter);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastEmitted(spy).workload->outputTokens, 512.0);
        QCOMPARE(lastEmitted(spy).workload->promptTokens, 4096.0);

        auto *engine = find<QComboBox>(panel, QStringLiteral("servingEngineCombo"));
        QCOMPARE(engine->currentData().toString(), QStringLiteral("vllm"));
        engine->setFocus();
        QTest::keyClick(engine, Qt::Key_Down);
        QCOMPARE(spy.count(), 3);
        QCOMPARE(lastEmitted(spy).workload->servingEngine, QStringLiteral("llama.cpp"));
        QVERIFY(engine->toolTip().contains(QStringLiteral("measurements calibrate the serving estimate")));

        auto *stack = find<QComboBox>(panel, QStringLiteral("stackCombo"));
        QCOMPARE(stack->currentData().toString(), QStringLiteral("cuda"));
        stack->setCurrentIndex(stack->findData(QStringLiteral("rocm")));
        QCOMPARE(spy.count(), 4);
        QCOMPARE(lastEmitted(spy).workload->stack, SoftwareStack::Rocm);
        stack->setCurrentIndex(stack->findData(QStringLiteral("any")));
        QCOMPARE(lastEmitted(spy).workload->stack, SoftwareStack::Any);
        QVERIFY(validateWorkload(*lastEmitted(spy).workload).isEmpty());
    }

    // A demand, latency limits and a deadline are typed like any figure; 0 clears them back to
    // none (Unknown), never a zero limit.
    void demandLatencyAndDeadlineEditTheWorkload()
    {
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::Inference, 7e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        const auto type = [](QDoubleSpinBox *spin, const QString &text) {
            spin->setFocus();
            spin->selectAll();
            QTest::keyClicks(spin, text);
            QTest::keyClick(spin, Qt::Key_Enter);
        };
        auto *requests = find<QDoubleSpinBox>(panel, QStringLiteral("requestsPerSecondSpin"));
        auto *ttft = find<QDoubleSpinBox>(panel, QStringLiteral("maxTtftSpin"));
        auto *tpot = find<QDoubleSpinBox>(panel, QStringLiteral("maxTpotSpin"));
        auto *deadline = find<QDoubleSpinBox>(panel, QStringLiteral("deadlineSpin"));
        QCOMPARE(requests->text(), QStringLiteral("No demand"));
        QCOMPARE(tpot->text(), QStringLiteral("No limit"));
        QCOMPARE(deadline->text(), QStringLiteral("No deadline"));
        type(requests, QStringLiteral("1000"));
        QCOMPARE(lastEmitted(spy).workload->requestsPerSecond, 1000.0);
        type(ttft, QStringLiteral("500"));
        type(tpot, QStringLiteral("25"));
        type(deadline, QStringLiteral("48"));
        Workload w = *lastEmitted(spy).workload;
        QCOMPARE(w.maxTtftMs, 500.0);
        QCOMPARE(w.maxTpotMs, 25.0);
        QCOMPARE(w.deadlineHours, 48.0);
        QCOMPARE(spy.count(), 4);
        type(requests, QStringLiteral("0"));
        QVERIFY(!isKnown(lastEmitted(spy).workload->requestsPerSecond));
        QCOMPARE(requests->text(), QStringLiteral("No demand"));

        // Shown back from a scenario without emitting.
        WorkloadPanel other;
        Scenario s = withWorkload(Task::Inference, 7e9, WeightPrecision::BF16);
        s.workload->requestsPerSecond = 2.5;
        s.workload->maxTpotMs = 30;
        QSignalSpy otherSpy(&other, &WorkloadPanel::scenarioEdited);
        other.setScenario(s);
        QCOMPARE(otherSpy.count(), 0);
        QCOMPARE(find<QDoubleSpinBox>(other, QStringLiteral("requestsPerSecondSpin"))->value(), 2.5);
        QCOMPARE(find<QDoubleSpinBox>(other, QStringLiteral("maxTpotSpin"))->value(), 30.0);
        QCOMPARE(other.draft(), *s.workload);
    }

    // Rendering and FP64 offer their work instead of tokens ("Fixed hours: By work", never
    // "By tokens"); typing it sizes the job, and a render names its reference GPU.
    void renderingAndFp64AreSizedByWork()
    {
        WorkloadPanel panel;
        panel.show();
        Scenario s;
        Workload fp64;
        fp64.task = Task::Fp64;
        fp64.workingSetGb = 40;
        s.workload = fp64;
        panel.setScenario(s);
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *work = find<QDoubleSpinBox>(panel, QStringLiteral("workSpin"));
        auto *reference = find<QLineEdit>(panel, QStringLiteral("referenceGpuEdit"));
        auto *hours = find<QDoubleSpinBox>(panel, QStringLiteral("hoursSpin"));
        QVERIFY(work->isVisible());
        QVERIFY(!reference->isVisible());
        QVERIFY(!find<QLineEdit>(panel, QStringLiteral("tokensEdit"))->isVisible());
        QCOMPARE(hours->text(), QStringLiteral("By work"));
        QVERIFY(work->suffix().contains(QLatin1String("PFLOP")));
        work->setFocus();
        work->selectAll();
        QTest::keyClicks(work, QStringLiteral("5000"));
        QTest::keyClick(work, Qt::Key_Enter);
        QVERIFY(spy.count() > 0);
        QCOMPARE(lastEmitted(spy).workload->fp64WorkPflop, 5000.0);
        QVERIFY(hasWork(*lastEmitted(spy).workload));

        // Rendering: its own work (empty here), and the reference GPU.
        auto *combo = find<QComboBox>(panel, QStringLiteral("taskCombo"));
        combo->setCurrentIndex(combo->findData(taskKey(Task::Rendering)));
        QVERIFY(reference->isVisible());
        QCOMPARE(work->value(), 0.0);
        QVERIFY(work->suffix().contains(QLatin1String("reference")));
        work->setFocus();
        work->selectAll();
        QTest::keyClicks(work, QStringLiteral("200"));
        QTest::keyClick(work, Qt::Key_Enter);
        QCOMPARE(panel.draft().renderWorkGpuHours, 200.0);
        // Without a reference GPU the panel says why and the scenario keeps its last workload.
        QVERIFY(lastEmitted(spy).workload->task != Task::Rendering || !isKnown(lastEmitted(spy).workload->renderWorkGpuHours));
        typeInto(reference, QStringLiteral("A10"));
        const Workload w = *lastEmitted(spy).workload;
        QCOMPARE(w.task, Task::Rendering);
        QCOMPARE(w.renderWorkGpuHours, 200.0);
        QCOMPARE(w.referenceGpu, QStringLiteral("A10"));

        // A model task offers tokens again.
        combo->setCurrentIndex(combo->findData(taskKey(Task::Lora)));
        QVERIFY(!work->isVisible());
        QCOMPARE(hours->text(), QStringLiteral("By tokens"));
    }

    // A scenario's serving figures, engine and stack are shown, and showing them emits nothing.
    void setScenarioShowsServingFiguresAndStack()
    {
        WorkloadPanel panel;
        Scenario s = withWorkload(Task::Inference, 70e9, WeightPrecision::BF16);
        s.workload->promptTokens = 256;
        s.workload->outputTokens = 128;
        s.workload->servingEngine = QStringLiteral("llama.cpp");
        s.workload->stack = SoftwareStack::Rocm;
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        panel.setScenario(s);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("promptTokensSpin"))->value(), 256);
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("outputTokensSpin"))->value(), 128);
        QCOMPARE(find<QComboBox>(panel, QStringLiteral("servingEngineCombo"))->currentData().toString(), QStringLiteral("llama.cpp"));
        QCOMPARE(find<QComboBox>(panel, QStringLiteral("stackCombo"))->currentData().toString(), QStringLiteral("rocm"));
        QCOMPARE(panel.draft(), *s.workload);
    }

    // The serving rows for serving; the stack for every task with a model (rendering needs none).
    void newRowsFollowTheTask_data()
    {
        QTest::addColumn<Task>("task");
        QTest::addColumn<bool>("serving");
        QTest::addColumn<bool>("stack");
        QTest::addRow("inference") << Task::Inference << true << true;
        QTest::addRow("lora") << Task::Lora << false << true;
        QTest::addRow("pretrain") << Task::Pretrain << false << true;
        QTest::addRow("rendering") << Task::Rendering << false << false;
        QTest::addRow("fp64") << Task::Fp64 << false << false;
    }

    void newRowsFollowTheTask()
    {
        QFETCH(Task, task);
        QFETCH(bool, serving);
        QFETCH(bool, stack);
        WorkloadPanel panel;
        panel.show();
        panel.setScenario(withWorkload(Task::FullFinetune, 7e9, WeightPrecision::BF16));
        auto *combo = find<QComboBox>(panel, QStringLiteral("taskCombo"));
        combo->setCurrentIndex(combo->findData(taskKey(task)));
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("promptTokensSpin"))->isVisible(), serving);
        QCOMPARE(find<QSpinBox>(panel, QStringLiteral("outputTokensSpin"))->isVisible(), serving);
        QCOMPARE(find<QComboBox>(panel, QStringLiteral("servingEngineCombo"))->isVisible(), serving);
        QCOMPARE(find<QComboBox>(panel, QStringLiteral("stackCombo"))->isVisible(), stack);
    }

    void memorySummary_data()
    {
        QTest::addColumn<Task>("task");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<WeightPrecision>("precision");
        QTest::addColumn<QString>("expected");
        QTest::addRow("70B BF16 inference weights") << Task::Inference << 70e9 << WeightPrecision::BF16
                                                    << QStringLiteral("Weights: 140.0 GB");
        QTest::addRow("70B INT4 inference weights") << Task::Inference << 70e9 << WeightPrecision::INT4
                                                    << QStringLiteral("Weights: 35.0 GB");
        QTest::addRow("7B rule of thumb") << Task::FullFinetune << 7e9 << WeightPrecision::BF16
                                          << QStringLiteral("(rule of thumb 42–168 GB)");
        QTest::addRow("7B full fine-tune optimizer") << Task::FullFinetune << 7e9 << WeightPrecision::BF16
                                                     << QStringLiteral("Optimizer states: 84.0 GB");
    }

    void memorySummary()
    {
        QFETCH(Task, task);
        QFETCH(double, parameters);
        QFETCH(WeightPrecision, precision);
        QFETCH(QString, expected);
        WorkloadPanel panel;
        panel.setScenario(withWorkload(task, parameters, precision));
        const QString text = find<QLabel>(panel, QStringLiteral("memorySummary"))->text();
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Total ")), qPrintable(text));
    }

    void anInvalidCombinationSaysWhyAndEmitsNothing()
    {
        WorkloadPanel panel;
        panel.setScenario(withWorkload(Task::FullFinetune, 7e9, WeightPrecision::BF16));
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        auto *precision = find<QComboBox>(panel, QStringLiteral("workloadPrecisionCombo"));
        precision->setCurrentIndex(precision->findData(QStringLiteral("int4")));
        QCOMPARE(spy.count(), 0);
        const QString text = find<QLabel>(panel, QStringLiteral("memorySummary"))->text();
        QVERIFY2(text.contains(QStringLiteral("cannot be trained in full")), qPrintable(text));
    }

    // The switch only means something with a workload; checked by default once there is one.
    void objectiveSwitchNeedsAWorkload()
    {
        WorkloadPanel panel;
        panel.setScenario(Scenario{});
        auto *objective = find<QCheckBox>(panel, QStringLiteral("objectiveSwitch"));
        QVERIFY(!objective->isEnabled());
        QSignalSpy spy(&panel, &WorkloadPanel::scenarioEdited);
        find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->setChecked(true);
        QVERIFY(objective->isEnabled());
        QVERIFY(objective->isChecked());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastEmitted(spy).objective, Objective::Job);
        objective->setChecked(false);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastEmitted(spy).objective, Objective::Hourly);
        QVERIFY(lastEmitted(spy).workload.has_value());
        // The choice stays with the scenario when the workload goes off and comes back.
        find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->setChecked(false);
        QVERIFY(!objective->isEnabled());
        QVERIFY(!objective->isChecked());
        find<QGroupBox>(panel, QStringLiteral("workloadGroup"))->setChecked(true);
        QCOMPARE(lastEmitted(spy).objective, Objective::Hourly);
        QVERIFY(!objective->isChecked());
    }

    void moneyLabelsNameTheCurrency()
    {
        WorkloadPanel panel;
        Scenario s;
        s.currency = QStringLiteral("CNY");
        panel.setScenario(s);
        QCOMPARE(find<QDoubleSpinBox>(panel, QStringLiteral("storagePriceSpin"))->suffix(), QStringLiteral(" CNY/GB"));
        QCOMPARE(find<QDoubleSpinBox>(panel, QStringLiteral("egressPriceSpin"))->suffix(), QStringLiteral(" CNY/GB"));
    }

    void grabForReview()
    {
        if (qEnvironmentVariableIsEmpty("GPUSCOUT_GRAB_DIR"))
            QSKIP("set GPUSCOUT_GRAB_DIR to save a picture of the panel (and GPUSCOUT_GRAB_QM to a .qm file "
                  "for a translated one)");
        QTranslator translator;
        const bool translated = !qEnvironmentVariableIsEmpty("GPUSCOUT_GRAB_QM");
        if (translated) {
            QVERIFY(translator.load(qEnvironmentVariable("GPUSCOUT_GRAB_QM")));
            QCoreApplication::installTranslator(&translator);
        }
        WorkloadPanel panel;
        panel.resize(320, 1300);
        Scenario s = withWorkload(Task::Inference, 70e9, WeightPrecision::BF16);
        s.objective = Objective::Job;
        s.workload->storagePerGbMonth = 0.023;
        s.workload->datasetGb = 500;
        s.workload->requestsPerSecond = 1000;
        s.workload->maxTpotMs = 50;
        panel.setScenario(s);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QString name = translated ? QStringLiteral("/workload-panel-translated.png") : QStringLiteral("/workload-panel.png");
        QVERIFY(panel.grab().save(qEnvironmentVariable("GPUSCOUT_GRAB_DIR") + name));
        QCoreApplication::removeTranslator(&translator);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestWorkloadPanel)
#include "tst_WorkloadPanel.moc"
