#include "catalogeditor/TrialRunDialog.h"

#include "catalog/MeasurementCsv.h"
#include "catalogeditor/FormFields.h"
#include "domain/Catalog.h"
#include "domain/Format.h"
#include "workload/ModelPresets.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace gpuscout {

namespace {

// Counts as people write them and parseParameterCount() reads back: 8B, 70.6B, 2T.
QString countText(double value)
{
    if (!isKnown(value))
        return {};
    const struct { double scale; char suffix; } units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}};
    for (const auto &u : units) {
        if (value >= u.scale)
            return QString::number(value / u.scale, 'g', 6) + QLatin1Char(u.suffix);
    }
    return QString::number(value, 'g', 10);
}

QLabel *readOnlyValue(const QString &name, const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

TrialRunDialog::TrialRunDialog(const Catalog &catalog, int offerIndex, const Workload &workload, const QDate &today,
                               QWidget *parent)
    : EditDialog(parent)
    , m_today(today)
    , m_task(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_engine(new QComboBox(this))
    , m_ranForm(new QFormLayout)
    , m_measuredForm(new QFormLayout)
    , m_tokensPerSecondLabel(nullptr)
    , m_notes(new QLineEdit(this))
    , m_message(fieldMessageLabel(QStringLiteral("trialMessage"), this))
{
    setObjectName(QStringLiteral("trialRunDialog"));
    const Offer &offer = catalog.offers[offerIndex];
    m_run.kind = MeasurementKind::Trial;
    m_run.source = QStringLiteral("trial");
    m_run.suite = QStringLiteral("trial");
    m_run.provider = offer.provider >= 0 ? catalog.providers[offer.provider].key : QString();
    m_run.instanceType = offer.instanceType;
    m_run.region = offer.region;
    m_run.gpu = offer.gpu >= 0 ? catalog.gpus[offer.gpu].model : QString();
    m_run.gpuCount = offer.gpuCount;
    setWindowTitle(tr("Record a Trial Run on %1").arg(offer.instanceType));

    auto *hint = new QLabel(tr("What you measured on this machine. A trial run stands in for the performance "
                               "model's estimate of comparable jobs on this instance type: the same kind of work "
                               "(serving, adapters, or full training), a model within 4 × the size and, for "
                               "serving, the same engine. Ctrl+Z undoes it; Catalog → Edit Catalog → Measurements "
                               "lists and removes trial runs."),
                            this);
    hint->setWordWrap(true);
    body()->addWidget(hint);

    // The machine: the offer's, not editable (another machine is another offer).
    auto *machineBox = new QGroupBox(tr("Machine"), this);
    auto *machineForm = new QFormLayout(machineBox);
    machineForm->addRow(tr("Provider:"), readOnlyValue(QStringLiteral("trialProviderLabel"),
                                                       offer.provider >= 0 ? providerDisplayName(catalog.providers[offer.provider])
                                                                           : unknownText(),
                                                       machineBox));
    machineForm->addRow(tr("Instance type:"), readOnlyValue(QStringLiteral("trialInstanceLabel"), offer.instanceType, machineBox));
    machineForm->addRow(tr("Region:"), readOnlyValue(QStringLiteral("trialRegionLabel"), regionDisplayName(offer.region), machineBox));
    machineForm->addRow(tr("GPU × count:"), readOnlyValue(QStringLiteral("trialGpuLabel"),
                                                         tr("%1 × %2").arg(m_run.gpu.isEmpty() ? unknownText() : m_run.gpu,
                                                                           formatGpuCount(offer.gpuCount)),
                                                         machineBox));

    // What ran: from the workload on screen.
    auto *ranBox = new QGroupBox(tr("What ran"), this);
    ranBox->setLayout(m_ranForm);
    m_task->setObjectName(QStringLiteral("trialTaskCombo"));
    for (Task t : AllTasks) {
        if (hasModel(t))
            m_task->addItem(taskName(t), taskKey(t));
    }
    m_task->setToolTip(tr("The kind of work measured: serving is compared with serving jobs, LoRA and QLoRA with "
                          "adapter training, pre-training and full fine-tuning with each other"));
    m_ranForm->addRow(tr("&Task:"), m_task);
    m_model->setObjectName(QStringLiteral("trialModelCombo"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->addItem(QString(), QString());
    for (const ModelPreset &p : modelPresets())
        m_model->addItem(p.name, p.key);
    m_model->lineEdit()->setPlaceholderText(tr("the model's name, optional"));
    m_model->setToolTip(tr("The model that ran. A preset fills its size and shape (layers, hidden size, KV heads), "
                           "which lets the performance model compare the run with jobs of other models."));
    m_ranForm->addRow(tr("&Model:"), m_model);
    m_params = addField(m_ranForm, QStringLiteral("trialParamsEdit"), tr("&Parameters:"),
                        tr("The size of the model that ran: a number with an optional K, M, B or T, such as 8B or 7e9"));
    m_params.edit->setPlaceholderText(tr("e.g. 8B"));
    m_precision->setObjectName(QStringLiteral("trialPrecisionCombo"));
    for (WeightPrecision p : AllWeightPrecisions)
        m_precision->addItem(weightPrecisionKey(p).toUpper(), weightPrecisionKey(p));
    m_precision->setToolTip(tr("The precision of the weights that ran"));
    m_ranForm->addRow(tr("P&recision:"), m_precision);
    m_engine->setObjectName(QStringLiteral("trialEngineCombo"));
    m_engine->addItem(QStringLiteral("vLLM"), QStringLiteral("vllm"));
    m_engine->addItem(QStringLiteral("llama.cpp"), QStringLiteral("llama.cpp"));
    m_engine->addItem(tr("Another engine"), QString());
    m_engine->setToolTip(tr("The serving engine that ran. The run stands in for serving jobs on the same engine; "
                            "another engine's run stands in for either."));
    m_ranForm->addRow(tr("&Engine:"), m_engine);
    m_gpusUsed = addField(m_ranForm, QStringLiteral("trialGpusUsedEdit"), tr("&GPUs used:"),
                          tr("The GPUs the run used (its tensor-parallel degree); the instance's count by default"));
    m_prompt = addField(m_ranForm, QStringLiteral("trialPromptEdit"), tr("Prompt &tokens:"),
                        tr("The tokens of each request's prompt while it was measured"));
    m_output = addField(m_ranForm, QStringLiteral("trialOutputEdit"), tr("&Output tokens:"),
                        tr("The tokens generated for each request while it was measured"));
    m_concurrency = addField(m_ranForm, QStringLiteral("trialConcurrencyEdit"), tr("&Concurrent requests:"),
                             tr("The requests in flight at once while it was measured"));
    m_batch = addField(m_ranForm, QStringLiteral("trialBatchEdit"), tr("&Batch size:"),
                       tr("Sequences per optimiser step (global batch); needed for seconds per step"));
    m_seqLen = addField(m_ranForm, QStringLiteral("trialSeqLenEdit"), tr("Se&quence length:"),
                        tr("Tokens per training sequence"));

    // What was measured.
    auto *measuredBox = new QGroupBox(tr("What was measured"), this);
    measuredBox->setLayout(m_measuredForm);
    m_tokensPerSecond = addField(m_measuredForm, QStringLiteral("trialTokensPerSecondEdit"), QString(), QString());
    m_tokensPerSecondLabel = qobject_cast<QLabel *>(m_measuredForm->labelForField(m_tokensPerSecond.row));
    m_ttft = addField(m_measuredForm, QStringLiteral("trialTtftEdit"), tr("Time to &first token (ms):"),
                      tr("One request's median time to its first token, in milliseconds"));
    m_tpot = addField(m_measuredForm, QStringLiteral("trialTpotEdit"), tr("Time per output token (m&s):"),
                      tr("The median time per output token after the first, in milliseconds"));
    m_stepSeconds = addField(m_measuredForm, QStringLiteral("trialStepSecondsEdit"), tr("Seconds per &step:"),
                             tr("Seconds per optimiser step of batch × sequence length tokens"));
    m_minutes = addField(m_measuredForm, QStringLiteral("trialMinutesEdit"), tr("M&inutes to train:"),
                         tr("Wall-clock minutes to train the tokens below"));
    m_tokens = addField(m_measuredForm, QStringLiteral("trialTokensEdit"), tr("Tokens trai&ned:"),
                        tr("The tokens the minutes trained, such as 2e9 or 2B; needed for minutes"));
    m_date = addField(m_measuredForm, QStringLiteral("trialDateEdit"), tr("&Date:"), tr("The day of the run"));
    m_date.edit->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_notes->setObjectName(QStringLiteral("trialNotesEdit"));
    m_notes->setToolTip(tr("Anything worth knowing later: the engine's version and flags, the dataset, who ran it"));
    m_measuredForm->addRow(tr("No&tes:"), m_notes);

    auto *left = new QVBoxLayout;
    left->addWidget(machineBox);
    left->addWidget(ranBox);
    left->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(measuredBox);
    right->addWidget(m_message);
    right->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    body()->addLayout(columns);

    // From the workload on screen; a task without a model measures nothing here.
    m_filling = true;
    const Task task = hasModel(workload.task) ? workload.task : Task::Inference;
    m_task->setCurrentIndex(std::max(0, m_task->findData(taskKey(task))));
    ModelPreset preset;
    if (modelPresetFromKey(workload.model, &preset))
        m_model->setCurrentIndex(m_model->findData(preset.key));
    m_params.edit->setText(countText(workload.parameters));
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(weightPrecisionKey(workload.precision))));
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(workload.servingEngine)));
    m_gpusUsed.edit->setText(numberFieldText(offer.gpuCount));
    m_prompt.edit->setText(numberFieldText(workload.promptTokens));
    m_output.edit->setText(numberFieldText(workload.outputTokens));
    m_concurrency.edit->setText(numberFieldText(workload.concurrentRequests));
    m_batch.edit->setText(numberFieldText(workload.batch));
    m_seqLen.edit->setText(numberFieldText(workload.seqLen));
    // A serving workload's tokens are tokens to generate, not tokens trained.
    if (isTrainingTask(workload.task))
        m_tokens.edit->setText(countText(workload.tokens));
    m_date.edit->setText(today.toString(Qt::ISODate));
    m_filling = false;

    connect(m_task, &QComboBox::currentIndexChanged, this, [this] {
        showTaskRows();
        validate();
    });
    connect(m_model, &QComboBox::activated, this, &TrialRunDialog::applyPreset);
    connect(m_model, &QComboBox::editTextChanged, this, &TrialRunDialog::validate);
    for (QComboBox *box : {m_precision, m_engine})
        connect(box, &QComboBox::currentIndexChanged, this, &TrialRunDialog::validate);
    for (const Field *f : {&m_params, &m_gpusUsed, &m_prompt, &m_output, &m_concurrency, &m_batch, &m_seqLen,
                           &m_tokensPerSecond, &m_ttft, &m_tpot, &m_stepSeconds, &m_minutes, &m_tokens, &m_date})
        connect(f->edit, &QLineEdit::textChanged, this, &TrialRunDialog::validate);
    showTaskRows();
    validate();
    m_tokensPerSecond.edit->setFocus();
}

TrialRunDialog::Field TrialRunDialog::addField(QFormLayout *form, const QString &name, const QString &label,
                                               const QString &toolTip)
{
    Field f;
    QWidget *parent = form->parentWidget() ? form->parentWidget() : this;
    f.edit = new QLineEdit(parent);
    f.edit->setObjectName(name);
    f.edit->setToolTip(toolTip);
    f.edit->setClearButtonEnabled(true);
    f.message = fieldMessageLabel(QString(name).replace(QLatin1String("Edit"), QLatin1String("Message")), parent);
    f.row = withMessage(f.edit, f.message, parent);
    auto *l = new QLabel(label, parent);
    l->setBuddy(f.edit);
    form->addRow(l, f.row);
    return f;
}

Task TrialRunDialog::task() const
{
    Task t = Task::Inference;
    taskFromKey(m_task->currentData().toString(), &t);
    return t;
}

void TrialRunDialog::showTaskRows()
{
    const bool serving = task() == Task::Inference;
    m_ranForm->setRowVisible(m_engine, serving);
    for (const Field *f : {&m_prompt, &m_output, &m_concurrency})
        m_ranForm->setRowVisible(f->row, serving);
    for (const Field *f : {&m_batch, &m_seqLen})
        m_ranForm->setRowVisible(f->row, !serving);
    for (const Field *f : {&m_ttft, &m_tpot})
        m_measuredForm->setRowVisible(f->row, serving);
    for (const Field *f : {&m_stepSeconds, &m_minutes, &m_tokens})
        m_measuredForm->setRowVisible(f->row, !serving);
    m_tokensPerSecondLabel->setText(serving ? tr("Output tok&ens a second:") : tr("Training tok&ens a second:"));
    m_tokensPerSecond.edit->setToolTip(serving ? tr("Output tokens generated a second over all requests in flight")
                                               : tr("Tokens trained a second over all the GPUs used"));
}

void TrialRunDialog::applyPreset()
{
    ModelPreset preset;
    if (modelPresetFromKey(m_model->currentData().toString(), &preset) && m_model->currentText() == preset.name)
        m_params.edit->setText(countText(preset.parameters));
    validate();
}

bool TrialRunDialog::read(Measurement *out, QList<QPair<Metric, double>> *figures) const
{
    QList<const Field *> wrong;
    const auto fail = [&wrong](const Field &f, const QString &text) {
        showFieldMessage(f.message, FieldMessage::Error, text);
        wrong << &f;
    };
    const auto number = [&](const Field &f, bool required, const QString &expected) {
        showFieldMessage(f.message, FieldMessage::None, {});
        double v = Unknown;
        const QString text = f.edit->text().trimmed();
        if (text.isEmpty()) {
            if (required)
                fail(f, expected);
            return Unknown;
        }
        if (!parseOptionalNumber(text, &v) || !(v > 0)) {
            fail(f, tr("'%1' is not valid: %2").arg(text, expected));
            return Unknown;
        }
        return v;
    };
    const auto count = [&](const Field &f, bool required, const QString &expected) {
        showFieldMessage(f.message, FieldMessage::None, {});
        const QString text = f.edit->text().trimmed();
        double v = Unknown;
        QString why;
        if (text.isEmpty()) {
            if (required)
                fail(f, expected);
        } else if (!parseParameterCount(text, &v, &why)) {
            fail(f, tr("'%1' is not valid: %2").arg(text, expected));
            v = Unknown;
        }
        return v;
    };

    Measurement m = m_run;
    m.task = task();
    const bool serving = m.task == Task::Inference;
    m.parameters = count(m_params, true, tr("expected the size of the model that ran, such as 8B or 7e9"));
    m.model = m_model->currentText().trimmed();
    ModelPreset preset;
    // A preset's shape only for the preset's own size (as typed back, "8.03B" is 8.03e9 to the
    // last bit or two): a hand-typed size is another model. The shape must be the one the
    // workload's preset uses, or the run and the job would be timed on different models.
    if (modelPresetFromKey(m_model->currentData().toString(), &preset) && m.model == preset.name
        && isKnown(m.parameters) && std::abs(m.parameters / preset.parameters - 1) < 1e-6) {
        m.parameters = preset.parameters;
        m.shape = preset.shape;
    }
    m.precision = m_precision->currentData().toString();
    m.gpusUsed = number(m_gpusUsed, true, tr("expected the number of GPUs the run used, such as %1")
                                              .arg(formatGpuCount(m_run.gpuCount)));
    m.engine = serving ? m_engine->currentData().toString() : QString();
    if (serving) {
        m.promptTokens = number(m_prompt, true, tr("expected the prompt tokens of each request, a number above 0"));
        m.outputTokens = number(m_output, true, tr("expected the output tokens of each request, a number above 0"));
        m.concurrency = number(m_concurrency, true, tr("expected the requests in flight at once, 1 or more"));
    } else {
        m.batch = number(m_batch, false, tr("expected the sequences per step, a number above 0"));
        m.seqLen = number(m_seqLen, true, tr("expected the tokens per sequence, a number above 0"));
    }

    figures->clear();
    const QString rate = tr("expected the measured figure, a number above 0");
    const double tokensPerSecond = number(m_tokensPerSecond, false, rate);
    if (isKnown(tokensPerSecond))
        *figures << qMakePair(serving ? Metric::OutputTokensPerSecond : Metric::TrainingTokensPerSecond, tokensPerSecond);
    if (serving) {
        const double ttft = number(m_ttft, false, rate);
        const double tpot = number(m_tpot, false, rate);
        // Latency is two figures: the prompt's pass and each token after it.
        if (isKnown(ttft) != isKnown(tpot) && !wrong.contains(&m_ttft) && !wrong.contains(&m_tpot))
            fail(isKnown(ttft) ? m_tpot : m_ttft, tr("expected both the time to first token and the time per output "
                                                     "token of the same run"));
        if (isKnown(ttft))
            *figures << qMakePair(Metric::TtftMs, ttft);
        if (isKnown(tpot))
            *figures << qMakePair(Metric::TpotMs, tpot);
    } else {
        const double step = number(m_stepSeconds, false, rate);
        const double minutes = number(m_minutes, false, rate);
        m.tokens = count(m_tokens, isKnown(minutes), tr("expected the tokens the minutes trained, such as 2e9"));
        if (isKnown(step)) {
            *figures << qMakePair(Metric::StepSeconds, step);
            if (!isKnown(m.batch) && !wrong.contains(&m_batch))
                fail(m_batch, tr("expected the sequences per step: seconds per step need it"));
        }
        if (isKnown(minutes))
            *figures << qMakePair(Metric::Minutes, minutes);
    }

    showFieldMessage(m_date.message, FieldMessage::None, {});
    m.date = m_date.edit->text().trimmed();
    const QDate day = QDate::fromString(m.date, Qt::ISODate);
    if (!day.isValid())
        fail(m_date, tr("'%1' is not a date: expected the day of the run, YYYY-MM-DD").arg(m.date));
    else if (day > m_today)
        fail(m_date, tr("%1 is in the future: expected the day of the run").arg(m.date));
    m.notes = m_notes->text().trimmed();
    *out = m;
    return wrong.isEmpty();
}

QList<Measurement> TrialRunDialog::measurements() const
{
    Measurement run;
    QList<QPair<Metric, double>> figures;
    if (!read(&run, &figures))
        return {};
    QList<Measurement> out;
    for (const auto &[metric, value] : std::as_const(figures)) {
        Measurement m = run;
        m.key = newMeasurementKey();
        m.metric = metric;
        m.value = value;
        if (!validateMeasurement(m).isEmpty())
            return {};
        out << m;
    }
    return out;
}

void TrialRunDialog::validate()
{
    if (m_filling)
        return;
    Measurement run;
    QList<QPair<Metric, double>> figures;
    bool valid = read(&run, &figures);
    QString problem;
    if (valid && figures.isEmpty()) {
        problem = task() == Task::Inference
            ? tr("Enter what was measured: output tokens a second, or the time to first token and the time per "
                 "output token.")
            : tr("Enter what was measured: training tokens a second, seconds per step, or minutes to train a number "
                 "of tokens.");
    }
    // The same check the command line and the catalog make, on each figure of the run.
    for (const auto &[metric, value] : std::as_const(figures)) {
        if (!valid || !problem.isEmpty())
            break;
        Measurement m = run;
        m.metric = metric;
        m.value = value;
        problem = validateMeasurement(m);
    }
    showFieldMessage(m_message, problem.isEmpty() ? FieldMessage::None : FieldMessage::Error, problem);
    setValid(valid && problem.isEmpty());
}

} // namespace gpuscout
