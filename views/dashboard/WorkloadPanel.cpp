#include "dashboard/WorkloadPanel.h"

#include "dashboard/PanelLayout.h"

#include "domain/Format.h"
#include "workload/MemoryEstimate.h"
#include "workload/ModelPresets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <array>
#include <cmath>

namespace gpuscout {

namespace {


// Counts as people write them and parseParameterCount() reads back: 70B, 70.6B, 1.5T.
QString compactCount(double value)
{
    if (!isKnown(value))
        return {};
    const struct { double scale; char suffix; } units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const auto &u : units) {
        if (std::abs(value) >= u.scale)
            return QString::number(value / u.scale, 'g', 6) + QLatin1Char(u.suffix);
    }
    return QString::number(value, 'g', 6);
}

QString gb(double value)
{
    return WorkloadPanel::tr("%1 GB").arg(formatNumber(value, 1));
}

} // namespace

struct WorkloadPanel::Private {
    QGroupBox *group = nullptr;
    QCheckBox *objective = nullptr;
    QComboBox *task = nullptr;
    QComboBox *model = nullptr;
    QLineEdit *params = nullptr;
    QString paramsToolTip;
    QComboBox *precision = nullptr;
    QComboBox *stack = nullptr;
    QSpinBox *loraRank = nullptr;
    QSpinBox *seqLen = nullptr;
    QSpinBox *batch = nullptr;
    QDoubleSpinBox *workingSet = nullptr;
    QLabel *tokensLabel = nullptr;
    QLineEdit *tokens = nullptr;
    QString tokensToolTip;
    QLabel *workLabel = nullptr;
    QDoubleSpinBox *work = nullptr;
    QLineEdit *referenceGpu = nullptr;
    QDoubleSpinBox *hours = nullptr;
    QSpinBox *utilisation = nullptr;
    QDoubleSpinBox *deadline = nullptr;
    QGroupBox *serving = nullptr;
    QDoubleSpinBox *requests = nullptr;
    QDoubleSpinBox *maxTtft = nullptr;
    QDoubleSpinBox *maxTpot = nullptr;
    QSpinBox *concurrent = nullptr;
    QSpinBox *context = nullptr;
    QSpinBox *promptTokens = nullptr;
    QSpinBox *outputTokens = nullptr;
    QComboBox *engine = nullptr;
    QDoubleSpinBox *dataset = nullptr;
    QLabel *storagePriceLabel = nullptr;
    QDoubleSpinBox *storagePrice = nullptr;
    QDoubleSpinBox *egress = nullptr;
    QLabel *egressPriceLabel = nullptr;
    QDoubleSpinBox *egressPrice = nullptr;
    QLabel *memory = nullptr;
    QFormLayout *modelForm = nullptr;
    QFormLayout *durationForm = nullptr;
};

namespace {

// A bad count leaves the field marked, with the reason as its tooltip, until it is fixed.
void markInvalid(QLineEdit *edit, const QString &error, const QString &normalToolTip)
{
    const bool bad = !error.isEmpty();
    edit->setProperty("invalid", bad);
    edit->setStyleSheet(bad ? QStringLiteral("QLineEdit { border: 1px solid #c62828; background: #fdecea; "
                                             "color: #000000; }")
                            : QString());
    edit->setToolTip(bad ? error + QStringLiteral("\n\n") + normalToolTip : normalToolTip);
}

QDoubleSpinBox *moneySpin(const QString &name, double max, int decimals, QWidget *parent)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(0, max);
    spin->setDecimals(decimals);
    spin->setKeyboardTracking(false);
    spin->setSpecialValueText(WorkloadPanel::tr("Not counted"));
    return spin;
}

} // namespace

WorkloadPanel::WorkloadPanel(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    setObjectName(QStringLiteral("workloadPanel"));
    // A model size is needed for any estimate: start from a 7B model (the seeds' running
    // example) so that switching the workload on gives a valid one at once.
    m_draft.parameters = 7e9;

    QVBoxLayout *layout = makeScrollingPanel(this);
    QWidget *content = layout->parentWidget();

    d->group = new QGroupBox(tr("Estimate a workload"), content);
    d->group->setObjectName(QStringLiteral("workloadGroup"));
    d->group->setCheckable(true);
    d->group->setChecked(false);
    d->group->setToolTip(tr("Size a job (memory, GPUs, hours, total cost) on every offer. Offers on which it "
                            "cannot fit leave the ranking. Unchecked: no workload, offers are ranked by their "
                            "hourly figures."));
    layout->addWidget(d->group);
    auto *groupLayout = new QVBoxLayout(d->group);
    groupLayout->setContentsMargins(4, 4, 4, 4);
    groupLayout->setSpacing(4);

    // Short enough for the dock at 1366 pixels: a check box does not wrap its text.
    d->objective = new QCheckBox(tr("Rank by the job's cost and time"), d->group);
    d->objective->setObjectName(QStringLiteral("objectiveSwitch"));
    d->objective->setToolTip(tr("Checked (the default): the job is compared. Price is its total cost to complete "
                                "(instances x price x hours + storage + traffic, README \"Cost\"), compute its time "
                                "to complete (README \"Time\"), both lower is better; with a fixed duration a bigger "
                                "machine only costs more. VRAM counts what the job has to spare over its need, up to "
                                "a fifth more. The network counts only for a job that spans instances: one "
                                "that fits in one instance scores as the best network. Without hours or tokens, an "
                                "hour of the job is compared. Unchecked: hourly figures on the chosen basis."));
    groupLayout->addWidget(d->objective);

    QList<QLabel *> labels;
    auto form = [&](const QString &title, QGroupBox **boxOut = nullptr) {
        auto *box = new QGroupBox(title, d->group);
        auto *f = new QFormLayout(box);
        f->setRowWrapPolicy(QFormLayout::WrapLongRows);
        f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        f->setContentsMargins(6, 4, 6, 4);
        f->setVerticalSpacing(4);
        groupLayout->addWidget(box);
        if (boxOut)
            *boxOut = box;
        return f;
    };
    auto addRow = [&](QFormLayout *f, const QString &text, QWidget *field) {
        auto *label = new QLabel(text, field->parentWidget());
        label->setBuddy(field);
        labels << label;
        f->addRow(label, field);
        return label;
    };
    auto spin = [&](const QString &name, int min, int max, const QString &toolTip) {
        auto *s = new QSpinBox(d->group);
        s->setObjectName(name);
        s->setRange(min, max);
        s->setKeyboardTracking(false);
        s->setToolTip(toolTip);
        return s;
    };

    // The job and its model
    d->modelForm = form(tr("Job"));
    QWidget *jobBox = d->modelForm->parentWidget();
    d->task = new QComboBox(jobBox);
    d->task->setObjectName(QStringLiteral("taskCombo"));
    for (Task t : AllTasks)
        d->task->addItem(taskName(t), taskKey(t));
    d->task->setToolTip(tr("What the GPUs will do. Training tasks are timed by 6 x P x D FLOPs (4 x P x D for LoRA "
                           "and QLoRA); inference serving by the prompt's compute and each output token's memory "
                           "traffic, calibrated on measured runs; rendering and FP64 computing by a fixed number of "
                           "hours. A measured run of a comparable job on an offer stands in for the estimate."));
    addRow(d->modelForm, tr("Task:"), d->task);

    d->model = new QComboBox(jobBox);
    d->model->setObjectName(QStringLiteral("modelCombo"));
    d->model->addItem(tr("Custom size"), QString());
    for (const ModelPreset &p : modelPresets())
        d->model->addItem(p.name, p.key);
    d->model->setToolTip(tr("A preset fills the parameter count and the model's shape (layers, hidden size, KV heads) "
                            "from its published config.json. Custom size estimates the shape from the parameter "
                            "count (P = 12 L h^2, Kaplan et al. 2020)."));
    addRow(d->modelForm, tr("Model:"), d->model);

    d->params = new QLineEdit(jobBox);
    d->params->setObjectName(QStringLiteral("paramsEdit"));
    d->params->setPlaceholderText(tr("e.g. 70B or 7e9"));
    d->paramsToolTip = tr("Model size P in parameters: a number with an optional K, M, B or T, such as 70B or 7e9. "
                          "Weights take P x bytes per parameter (README \"Memory\": weights).");
    d->params->setToolTip(d->paramsToolTip);
    addRow(d->modelForm, tr("Parameters:"), d->params);

    d->precision = new QComboBox(jobBox);
    d->precision->setObjectName(QStringLiteral("workloadPrecisionCombo"));
    for (WeightPrecision p : AllWeightPrecisions)
        d->precision->addItem(weightPrecisionKey(p).toUpper(), weightPrecisionKey(p));
    d->precision->setToolTip(tr("Precision of the model weights: 4 bytes per parameter for FP32, 2 for BF16/FP16, 1 "
                                "for FP8/INT8, 0.5 for INT4. It also picks the TFLOPS figure that times the job "
                                "(README \"Time\": compute precision). Full training needs FP32, BF16, FP16 or FP8."));
    addRow(d->modelForm, tr("Precision:"), d->precision);

    d->stack = new QComboBox(jobBox);
    d->stack->setObjectName(QStringLiteral("stackCombo"));
    d->stack->addItem(tr("CUDA"), softwareStackKey(SoftwareStack::Cuda));
    d->stack->addItem(tr("ROCm"), softwareStackKey(SoftwareStack::Rocm));
    d->stack->addItem(tr("Any"), softwareStackKey(SoftwareStack::Any));
    d->stack->setToolTip(tr("The software stack the job's framework runs on. Offers whose GPU does not run it leave the "
                            "ranking: CUDA needs an NVIDIA GPU, ROCm an AMD one; a graphics-only card or a vGPU slice "
                            "runs neither. Any: every GPU stays."));
    addRow(d->modelForm, tr("Software stack:"), d->stack);

    d->loraRank = spin(QStringLiteral("loraRankSpin"), 1, 4096,
                       tr("LoRA rank r of the adapters on the q, k, v and o projections: r x (6h + 2 x kv_heads x "
                          "head_dim) parameters per layer, 16 bytes each with AdamW (README \"Memory\": LoRA / "
                          "QLoRA, Hu et al. 2021)."));
    d->loraRank->setParent(jobBox);
    addRow(d->modelForm, tr("LoRA rank:"), d->loraRank);

    d->seqLen = spin(QStringLiteral("seqLenSpin"), 1, 10'000'000,
                     tr("Tokens per training sequence s. Activations take s x b x h x 34 bytes per layer with "
                        "FlashAttention (README \"Memory\": activations, Korthikanti et al. 2022)."));
    d->seqLen->setParent(jobBox);
    d->seqLen->setSuffix(tr(" tokens"));
    addRow(d->modelForm, tr("Sequence length:"), d->seqLen);

    d->batch = spin(QStringLiteral("batchSpin"), 1, 1'000'000,
                    tr("Sequences per training step b (global batch). Activation memory grows with it "
                       "(README \"Memory\": activations)."));
    d->batch->setParent(jobBox);
    addRow(d->modelForm, tr("Batch size:"), d->batch);

    d->workingSet = new QDoubleSpinBox(jobBox);
    d->workingSet->setObjectName(QStringLiteral("workingSetSpin"));
    d->workingSet->setRange(0, 1e7);
    d->workingSet->setDecimals(1);
    d->workingSet->setSuffix(tr(" GB"));
    d->workingSet->setSpecialValueText(tr("Not given"));
    d->workingSet->setKeyboardTracking(false);
    d->workingSet->setToolTip(tr("GPU memory the rendering or FP64 job needs, in GB (10^9 bytes), as you know it "
                                 "from the application. Not given: the fit cannot be judged."));
    addRow(d->modelForm, tr("Working set:"), d->workingSet);

    // How long
    d->durationForm = form(tr("Duration"));
    QWidget *durationBox = d->durationForm->parentWidget();
    d->tokens = new QLineEdit(durationBox);
    d->tokens->setObjectName(QStringLiteral("tokensEdit"));
    d->tokens->setPlaceholderText(tr("e.g. 1T or 2e12"));
    d->tokensToolTip = tr("Training tokens D (tokens to generate when serving), with an optional K, M, B or T such "
                          "as 1T or 2e12. Training FLOPs = 6 x P x D (README \"Time\", Kaplan et al. 2020); hours = "
                          "FLOPs / (peak TFLOPS x utilisation x speedup S(N)). Empty: give fixed hours instead.");
    d->tokens->setToolTip(d->tokensToolTip);
    d->tokensLabel = addRow(d->durationForm, tr("Training tokens:"), d->tokens);

    // Rendering and FP64 by their work: the time then follows each GPU's speed.
    d->work = new QDoubleSpinBox(durationBox);
    d->work->setObjectName(QStringLiteral("workSpin"));
    d->work->setRange(0, 1e9);
    d->work->setDecimals(1);
    d->work->setSpecialValueText(tr("Not given"));
    d->work->setKeyboardTracking(false);
    d->workLabel = addRow(d->durationForm, tr("FP64 work:"), d->work);
    d->referenceGpu = new QLineEdit(durationBox);
    d->referenceGpu->setObjectName(QStringLiteral("referenceGpuEdit"));
    d->referenceGpu->setPlaceholderText(tr("e.g. A10"));
    d->referenceGpu->setToolTip(tr("The GPU model the render hours were measured on, as the catalog names it. Each GPU's "
                                   "time = render hours x the reference's FP32 TFLOPS / (its FP32 TFLOPS x speedup S(N)): "
                                   "FP32 throughput stands for rendering speed, no rendering benchmark being bundled."));
    addRow(d->durationForm, tr("Reference GPU:"), d->referenceGpu);

    d->hours = new QDoubleSpinBox(durationBox);
    d->hours->setObjectName(QStringLiteral("hoursSpin"));
    d->hours->setRange(0, 1e6);
    d->hours->setDecimals(1);
    d->hours->setSuffix(tr(" h"));
    d->hours->setKeyboardTracking(false); // its special text and tooltip follow the task (showTaskRows)
    addRow(d->durationForm, tr("Fixed hours:"), d->hours);

    d->utilisation = spin(QStringLiteral("utilisationSpin"), 1, 100,
                          tr("Share of the GPUs' peak dense TFLOPS the job achieves (README \"Time\": utilisation). "
                             "Default 50 %: a GPU cloud buying guide observes that A100 single-GPU training often reaches only "
                             "about 50 %."));
    d->utilisation->setParent(durationBox);
    d->utilisation->setSuffix(tr(" %"));
    addRow(d->durationForm, tr("Utilisation:"), d->utilisation);

    // 0 in these fields means "none" (Unknown in the workload).
    auto noneSpin = [&](const QString &name, QWidget *owner, double max, int decimals, const QString &suffix,
                        const QString &none, const QString &toolTip) {
        auto *s = new QDoubleSpinBox(owner);
        s->setObjectName(name);
        s->setRange(0, max);
        s->setDecimals(decimals);
        s->setSuffix(suffix);
        s->setSpecialValueText(none);
        s->setKeyboardTracking(false);
        s->setToolTip(toolTip);
        return s;
    };
    d->deadline = noneSpin(QStringLiteral("deadlineSpin"), durationBox, 1e6, 1, tr(" h"), tr("No deadline"),
                           tr("Hours the job must finish in. A job that cannot leaves the ranking (\"cannot finish within "
                              "the deadline\"); a training job, or serving with tokens, rents as many instances as it "
                              "needs to finish in time (the seeds' S(N) scaling), up to 64. 0: no deadline."));
    addRow(d->durationForm, tr("Deadline:"), d->deadline);

    // Serving
    QFormLayout *servingForm = form(tr("Serving"), &d->serving);
    d->concurrent = spin(QStringLiteral("concurrentSpin"), 1, 1'000'000,
                         tr("Requests served at once. Each holds its own KV cache: 2 x layers x kv_heads x head_dim "
                            "x context x requests x 2 bytes (README \"Memory\": KV cache)."));
    d->concurrent->setParent(d->serving);
    addRow(servingForm, tr("Concurrent requests:"), d->concurrent);
    d->requests = noneSpin(QStringLiteral("requestsPerSecondSpin"), d->serving, 1e7, 1, tr(" req/s"), tr("No demand"),
                           tr("Requests a second the service must answer. Each offer then rents the replicas it needs "
                              "(a replica holds one copy of the model; instances rounded up) and is compared by what "
                              "serving the demand costs per million output tokens; the requests in flight per replica "
                              "are chosen within the latency limits. 0: no demand, the concurrent requests above."));
    addRow(servingForm, tr("Demand:"), d->requests);
    d->maxTtft = noneSpin(QStringLiteral("maxTtftSpin"), d->serving, 1e7, 0, tr(" ms"), tr("No limit"),
                          tr("The longest a user may wait for the first token, in milliseconds: the prompt's prefill "
                             "plus one decode step of the batch. Offers that cannot meet it at any batch leave the "
                             "ranking. 0: no limit."));
    addRow(servingForm, tr("Max time to first token:"), d->maxTtft);
    d->maxTpot = noneSpin(QStringLiteral("maxTpotSpin"), d->serving, 1e6, 1, tr(" ms"), tr("No limit"),
                          tr("The longest time per output token, in milliseconds (20 ms is 50 tokens a second, faster "
                             "than people read). A bigger batch serves more requests but each token comes slower. "
                             "Offers that cannot meet it at any batch leave the ranking. 0: no limit."));
    addRow(servingForm, tr("Max time per token:"), d->maxTpot);
    d->context = spin(QStringLiteral("contextSpin"), 1, 10'000'000,
                      tr("Tokens of context per request, prompt and answer together (README \"Memory\": KV cache; "
                         "default 8192, the vLLM example of a 2026 GPU cloud selection guide)."));
    d->context->setParent(d->serving);
    d->context->setSuffix(tr(" tokens"));
    addRow(servingForm, tr("Context length:"), d->context);
    d->promptTokens = spin(QStringLiteral("promptTokensSpin"), 1, 10'000'000,
                           tr("Prompt tokens of each request. The prompt is read in one compute-bound pass (prefill): "
                              "it sets the time to first token. Default 1024, the middle request shape of the bundled "
                              "vLLM measurements."));
    d->promptTokens->setParent(d->serving);
    d->promptTokens->setSuffix(tr(" tokens"));
    addRow(servingForm, tr("Prompt per request:"), d->promptTokens);
    d->outputTokens = spin(QStringLiteral("outputTokensSpin"), 1, 10'000'000,
                           tr("Tokens generated for each request, one at a time, each bound by memory bandwidth (decode): "
                              "they set the time per output token. Default 256."));
    d->outputTokens->setParent(d->serving);
    d->outputTokens->setSuffix(tr(" tokens"));
    addRow(servingForm, tr("Output per request:"), d->outputTokens);
    d->engine = new QComboBox(d->serving);
    d->engine->setObjectName(QStringLiteral("servingEngineCombo"));
    d->engine->addItem(QStringLiteral("vLLM"), QStringLiteral("vllm"));
    d->engine->addItem(QStringLiteral("llama.cpp"), QStringLiteral("llama.cpp"));
    d->engine->setToolTip(tr("The serving engine whose measurements calibrate the serving estimate, and whose "
                             "benchmarks and trial runs can stand in for it. vLLM batches many requests; llama.cpp "
                             "serves few at a time, often quantised."));
    addRow(servingForm, tr("Serving engine:"), d->engine);

    // Data and money
    QFormLayout *dataForm = form(tr("Data and traffic"));
    QWidget *dataBox = dataForm->parentWidget();
    d->dataset = moneySpin(QStringLiteral("datasetSpin"), 1e9, 1, dataBox);
    d->dataset->setSuffix(tr(" GB"));
    d->dataset->setToolTip(tr("Dataset size in GB. It is stored while the job runs (storage = GB x price per "
                              "GB-month x hours / 730) and moved in over the network: transfer time D/B (README "
                              "\"Cost\": the total-cost formula of a GPU cloud buying guide)."));
    addRow(dataForm, tr("Dataset:"), d->dataset);
    d->storagePrice = moneySpin(QStringLiteral("storagePriceSpin"), 1e6, 3, dataBox);
    d->storagePrice->setToolTip(tr("What your provider charges to store one GB for a month, in the display currency "
                                   "(README \"Cost\": storage). 0: not counted."));
    d->storagePriceLabel = addRow(dataForm, tr("Storage per month:"), d->storagePrice);
    d->egress = moneySpin(QStringLiteral("egressSpin"), 1e9, 1, dataBox);
    d->egress->setSuffix(tr(" GB"));
    d->egress->setToolTip(tr("Data sent out to the internet during the job, in GB (README \"Cost\": traffic = "
                             "egress GB x price per GB). 0: not counted."));
    addRow(dataForm, tr("Egress:"), d->egress);
    d->egressPrice = moneySpin(QStringLiteral("egressPriceSpin"), 1e6, 3, dataBox);
    d->egressPrice->setToolTip(tr("What your provider charges per GB of egress, in the display currency (README "
                                  "\"Cost\": traffic). 0: not counted."));
    d->egressPriceLabel = addRow(dataForm, tr("Egress price:"), d->egressPrice);

    // Memory
    auto *memoryBox = new QGroupBox(tr("Memory estimate"), d->group);
    auto *memoryLayout = new QVBoxLayout(memoryBox);
    memoryLayout->setContentsMargins(6, 4, 6, 4);
    d->memory = new QLabel(memoryBox);
    d->memory->setObjectName(QStringLiteral("memorySummary"));
    d->memory->setWordWrap(true);
    d->memory->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->memory->setToolTip(tr("GPU memory of the whole job in GB (10^9 bytes), README \"Memory\": weights P x b; "
                             "gradients as the trainable weights; AdamW optimizer states (16 bytes per parameter "
                             "in all with weights and gradients, ZeRO, Rajbhandari et al. 2020); activations "
                             "(Korthikanti et al. 2022); KV cache for serving; a runtime overhead of 1 GB per GPU. "
                             "The rule of thumb is the seeds' M = P x 2 x (3 ~ 12)."));
    memoryLayout->addWidget(d->memory);
    groupLayout->addWidget(memoryBox);
    layout->addStretch(1);

    // Fields may shrink to a narrow dock: their size hints follow the widest value of their
    // range, which would push every row onto two lines.
    for (QWidget *field : {static_cast<QWidget *>(d->task), static_cast<QWidget *>(d->model),
                           static_cast<QWidget *>(d->params), static_cast<QWidget *>(d->precision),
                           static_cast<QWidget *>(d->stack), static_cast<QWidget *>(d->promptTokens),
                           static_cast<QWidget *>(d->outputTokens), static_cast<QWidget *>(d->engine),
                           static_cast<QWidget *>(d->loraRank), static_cast<QWidget *>(d->seqLen),
                           static_cast<QWidget *>(d->batch), static_cast<QWidget *>(d->workingSet),
                           static_cast<QWidget *>(d->tokens), static_cast<QWidget *>(d->hours),
                           static_cast<QWidget *>(d->utilisation), static_cast<QWidget *>(d->concurrent),
                           static_cast<QWidget *>(d->context), static_cast<QWidget *>(d->dataset),
                           static_cast<QWidget *>(d->storagePrice), static_cast<QWidget *>(d->egress),
                           static_cast<QWidget *>(d->egressPrice), static_cast<QWidget *>(d->deadline),
                           static_cast<QWidget *>(d->requests), static_cast<QWidget *>(d->maxTtft),
                           static_cast<QWidget *>(d->maxTpot), static_cast<QWidget *>(d->work),
                           static_cast<QWidget *>(d->referenceGpu)})
        field->setMinimumWidth(90);
    for (QComboBox *box : {d->task, d->model, d->precision, d->stack, d->engine})
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    // The forms line up as one.
    int labelWidth = 0;
    for (const QLabel *label : labels)
        labelWidth = std::max(labelWidth, label->sizeHint().width());
    for (QLabel *label : labels)
        label->setMinimumWidth(std::min(labelWidth, 150));

    connect(d->group, &QGroupBox::toggled, this, [this](bool on) {
        // A workload is compared by its job unless the user asks for hourly figures.
        d->objective->setEnabled(on);
        const QSignalBlocker block(d->objective);
        d->objective->setChecked(on && m_scenario.objective == Objective::Job);
        commit();
    });
    connect(d->objective, &QCheckBox::toggled, this, [this](bool on) {
        m_scenario.objective = on ? Objective::Job : Objective::Hourly;
        commit();
    });
    connect(d->task, &QComboBox::currentIndexChanged, this, [this] {
        taskFromKey(d->task->currentData().toString(), &m_draft.task);
        {
            const QSignalBlocker block(d->work); // the field shows the new task's work
            const double work = m_draft.task == Task::Rendering ? m_draft.renderWorkGpuHours : m_draft.fp64WorkPflop;
            d->work->setValue(isKnown(work) ? work : 0);
        }
        showTaskRows();
        commit();
    });
    connect(d->model, &QComboBox::currentIndexChanged, this, [this] {
        const QString key = d->model->currentData().toString();
        if (key.isEmpty()) {
            m_draft.model.clear();
            m_draft.shape = ModelShape{};
        } else {
            applyModelPreset(key, &m_draft);
            const QSignalBlocker block(d->params);
            d->params->setText(compactCount(m_draft.parameters));
            markInvalid(d->params, QString(), d->paramsToolTip);
        }
        commit();
    });
    connect(d->params, &QLineEdit::editingFinished, this, [this] {
        double value = 0;
        QString error;
        if (!parseParameterCount(d->params->text(), &value, &error)) {
            markInvalid(d->params, error, d->paramsToolTip);
            return;
        }
        markInvalid(d->params, QString(), d->paramsToolTip);
        if (value == m_draft.parameters)
            return;
        m_draft.parameters = value;
        // A hand-typed size is no longer the preset's model: its shape would be wrong.
        if (!m_draft.model.isEmpty()) {
            m_draft.model.clear();
            m_draft.shape = ModelShape{};
            const QSignalBlocker block(d->model);
            d->model->setCurrentIndex(0);
        }
        commit();
    });
    connect(d->tokens, &QLineEdit::editingFinished, this, [this] {
        double value = Unknown;
        QString error;
        const QString text = d->tokens->text().trimmed();
        if (!text.isEmpty() && !parseParameterCount(text, &value, &error)) {
            markInvalid(d->tokens, tr("'%1' is not a token count; expected a number above 0 with an optional K, M, "
                                      "B or T, such as 1T or 2e12")
                                       .arg(text),
                        d->tokensToolTip);
            return;
        }
        markInvalid(d->tokens, QString(), d->tokensToolTip);
        if ((!isKnown(value) && !isKnown(m_draft.tokens)) || value == m_draft.tokens)
            return;
        m_draft.tokens = value;
        commit();
    });
    connect(d->precision, &QComboBox::currentIndexChanged, this, [this] {
        weightPrecisionFromKey(d->precision->currentData().toString(), &m_draft.precision);
        commit();
    });
    connect(d->stack, &QComboBox::currentIndexChanged, this, [this] {
        softwareStackFromKey(d->stack->currentData().toString(), &m_draft.stack);
        commit();
    });
    connect(d->engine, &QComboBox::currentIndexChanged, this, [this] {
        m_draft.servingEngine = d->engine->currentData().toString();
        commit();
    });
    auto bindInt = [this](QSpinBox *s, double Workload::*field, double scale = 1) {
        connect(s, &QSpinBox::valueChanged, this, [this, field, scale](int v) {
            m_draft.*field = v / scale;
            commit();
        });
    };
    bindInt(d->loraRank, &Workload::loraRank);
    bindInt(d->seqLen, &Workload::seqLen);
    bindInt(d->batch, &Workload::batch);
    bindInt(d->concurrent, &Workload::concurrentRequests);
    bindInt(d->context, &Workload::contextLen);
    bindInt(d->promptTokens, &Workload::promptTokens);
    bindInt(d->outputTokens, &Workload::outputTokens);
    bindInt(d->utilisation, &Workload::utilisation, 100);
    // 0 in these means "not given": Unknown, never a zero figure.
    auto bindDouble = [this](QDoubleSpinBox *s, double Workload::*field, bool zeroIsUnknown) {
        connect(s, &QDoubleSpinBox::valueChanged, this, [this, field, zeroIsUnknown](double v) {
            m_draft.*field = zeroIsUnknown && v <= 0 ? Unknown : v;
            commit();
        });
    };
    bindDouble(d->workingSet, &Workload::workingSetGb, true);
    connect(d->work, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        (m_draft.task == Task::Rendering ? m_draft.renderWorkGpuHours : m_draft.fp64WorkPflop) = v > 0 ? v : Unknown;
        commit();
    });
    connect(d->referenceGpu, &QLineEdit::editingFinished, this, [this] {
        const QString text = d->referenceGpu->text().trimmed();
        if (text == m_draft.referenceGpu)
            return;
        m_draft.referenceGpu = text;
        commit();
    });
    bindDouble(d->hours, &Workload::hours, true);
    bindDouble(d->deadline, &Workload::deadlineHours, true);
    bindDouble(d->requests, &Workload::requestsPerSecond, true);
    bindDouble(d->maxTtft, &Workload::maxTtftMs, true);
    bindDouble(d->maxTpot, &Workload::maxTpotMs, true);
    bindDouble(d->dataset, &Workload::datasetGb, false);
    bindDouble(d->storagePrice, &Workload::storagePerGbMonth, false);
    bindDouble(d->egress, &Workload::egressGb, false);
    bindDouble(d->egressPrice, &Workload::egressPerGb, false);

    d->objective->setEnabled(false);
    showDraft();
    showCurrency();
}

WorkloadPanel::~WorkloadPanel() = default;

void WorkloadPanel::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    if (scenario.workload)
        m_draft = *scenario.workload;
    m_showing = true;
    {
        const QSignalBlocker blockGroup(d->group);
        const QSignalBlocker blockObjective(d->objective);
        d->group->setChecked(scenario.workload.has_value());
        d->objective->setEnabled(scenario.workload.has_value());
        d->objective->setChecked(scenario.workload && scenario.objective == Objective::Job);
    }
    showDraft();
    showCurrency();
    m_showing = false;
}

void WorkloadPanel::setDraft(const Workload &draft)
{
    m_draft = draft;
    showDraft();
}

void WorkloadPanel::showDraft()
{
    const bool wasShowing = m_showing;
    m_showing = true;
    const Workload w = m_draft; // the setters below would write back into m_draft
    selectData(d->task, taskKey(w.task), 0);
    selectData(d->model, w.model, 0);
    d->params->setText(compactCount(w.parameters));
    markInvalid(d->params, QString(), d->paramsToolTip);
    selectData(d->precision, weightPrecisionKey(w.precision), 0);
    selectData(d->stack, softwareStackKey(w.stack), 0);
    selectData(d->engine, w.servingEngine, 0);
    d->loraRank->setValue(static_cast<int>(w.loraRank));
    d->seqLen->setValue(static_cast<int>(w.seqLen));
    d->batch->setValue(static_cast<int>(w.batch));
    d->workingSet->setValue(isKnown(w.workingSetGb) ? w.workingSetGb : 0);
    d->tokens->setText(compactCount(w.tokens));
    markInvalid(d->tokens, QString(), d->tokensToolTip);
    d->hours->setValue(isKnown(w.hours) ? w.hours : 0);
    const double work = w.task == Task::Rendering ? w.renderWorkGpuHours : w.fp64WorkPflop;
    d->work->setValue(isKnown(work) ? work : 0);
    d->referenceGpu->setText(w.referenceGpu);
    d->deadline->setValue(isKnown(w.deadlineHours) ? w.deadlineHours : 0);
    d->requests->setValue(isKnown(w.requestsPerSecond) ? w.requestsPerSecond : 0);
    d->maxTtft->setValue(isKnown(w.maxTtftMs) ? w.maxTtftMs : 0);
    d->maxTpot->setValue(isKnown(w.maxTpotMs) ? w.maxTpotMs : 0);
    d->utilisation->setValue(static_cast<int>(std::lround(w.utilisation * 100)));
    d->concurrent->setValue(static_cast<int>(w.concurrentRequests));
    d->context->setValue(static_cast<int>(w.contextLen));
    d->promptTokens->setValue(static_cast<int>(w.promptTokens));
    d->outputTokens->setValue(static_cast<int>(w.outputTokens));
    d->dataset->setValue(w.datasetGb);
    d->storagePrice->setValue(w.storagePerGbMonth);
    d->egress->setValue(w.egressGb);
    d->egressPrice->setValue(w.egressPerGb);
    m_draft = w;
    m_showing = wasShowing;
    showTaskRows();
    showMemory();
}

void WorkloadPanel::showTaskRows()
{
    const Task t = m_draft.task;
    const bool model = hasModel(t);
    const bool training = isTrainingTask(t);
    d->modelForm->setRowVisible(d->model, model);
    d->modelForm->setRowVisible(d->params, model);
    d->modelForm->setRowVisible(d->precision, model);
    d->modelForm->setRowVisible(d->stack, model);
    d->modelForm->setRowVisible(d->loraRank, t == Task::Lora || t == Task::Qlora);
    d->modelForm->setRowVisible(d->seqLen, training);
    d->modelForm->setRowVisible(d->batch, training);
    d->modelForm->setRowVisible(d->workingSet, !model);
    d->durationForm->setRowVisible(d->tokens, model);
    d->durationForm->setRowVisible(d->work, !model);
    d->durationForm->setRowVisible(d->referenceGpu, t == Task::Rendering);
    // For an FP64 job the utilisation is the share of the FP64 peak its work runs at.
    d->durationForm->setRowVisible(d->utilisation, model || t == Task::Fp64);
    d->hours->setSpecialValueText(model ? tr("By tokens") : tr("By work"));
    d->hours->setToolTip(model ? tr("A fixed duration in hours that wins over the tokens: cost = hourly price x hours + "
                                    "storage + traffic (README \"Cost\": fixed hours). 0: the hours follow from the tokens.")
                               : tr("A fixed duration in hours that wins over the work: cost = hourly price x hours + "
                                    "storage + traffic. 0: the hours follow from the work, so a faster GPU finishes sooner."));
    if (t == Task::Rendering) {
        d->workLabel->setText(tr("Render work:"));
        d->work->setSuffix(tr(" h on the reference"));
        d->work->setToolTip(tr("How long the render takes on one reference GPU, in hours. 0: give fixed hours instead."));
    } else {
        d->workLabel->setText(tr("FP64 work:"));
        d->work->setSuffix(tr(" PFLOP"));
        d->work->setToolTip(tr("The job's double-precision work in PFLOP (10^15 operations). Hours = work / (FP64 peak "
                               "TFLOPS x utilisation x speedup S(N)); the utilisation is an assumption (no HPL "
                               "measurement is bundled). 0: give fixed hours instead."));
    }
    d->serving->setVisible(t == Task::Inference);
    d->tokensLabel->setText(t == Task::Inference ? tr("Tokens to generate:") : tr("Training tokens:"));
}

void WorkloadPanel::showCurrency()
{
    // The amounts are in the display currency: say which, in the field and in its label's tooltip.
    const QString cur = m_scenario.currency;
    d->storagePrice->setSuffix(tr(" %1/GB").arg(cur));
    d->egressPrice->setSuffix(tr(" %1/GB").arg(cur));
    d->storagePriceLabel->setToolTip(tr("Price per GB-month in %1").arg(cur));
    d->egressPriceLabel->setToolTip(tr("Price per GB in %1").arg(cur));
}

void WorkloadPanel::showMemory()
{
    const QString error = validateWorkload(m_draft);
    if (!error.isEmpty()) {
        d->memory->setText(tr("Cannot estimate: %1").arg(error));
        return;
    }
    const MemoryEstimate m = estimateMemory(m_draft);
    QStringList lines;
    if (hasModel(m_draft.task)) {
        lines << tr("Weights: %1").arg(gb(m.weightsGb)) << tr("Gradients: %1").arg(gb(m.gradientsGb))
              << tr("Optimizer states: %1").arg(gb(m.optimizerGb)) << tr("Activations: %1").arg(gb(m.activationsGb))
              << tr("KV cache: %1").arg(gb(m.kvCacheGb));
    } else {
        lines << tr("Working set: %1").arg(gb(m.workingSetGb));
    }
    lines << tr("Runtime overhead: %1 per GPU").arg(gb(m.overheadGb));
    if (!isKnown(m.totalGb))
        lines << tr("Total unknown: give the working set");
    else if (isKnown(m.ruleOfThumbLowGb))
        lines << tr("Total %1 (rule of thumb %2–%3 GB)")
                     .arg(gb(m.totalGb), formatNumber(m.ruleOfThumbLowGb, 0), formatNumber(m.ruleOfThumbHighGb, 0));
    else
        lines << tr("Total %1").arg(gb(m.totalGb));
    if (m.shapeGuessed)
        lines << tr("Model shape estimated from the parameter count");
    d->memory->setText(lines.join(u'\n'));
}

void WorkloadPanel::commit()
{
    if (m_showing)
        return;
    showMemory();
    if (d->group->isChecked() && !validateWorkload(m_draft).isEmpty())
        return; // the summary says why; the scenario keeps its last valid workload
    if (d->group->isChecked())
        m_scenario.workload = m_draft;
    else
        m_scenario.workload.reset();
    Q_EMIT scenarioEdited(m_scenario);
}

} // namespace gpuscout
