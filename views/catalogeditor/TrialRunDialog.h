#pragma once

#include "catalogeditor/EditDialog.h"
#include "domain/Measurement.h"

#include <QDate>
#include <QList>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace gpuscout {

struct Catalog;

// Record a trial run: what the buyer measured on one offer of the catalog. The machine is the
// offer's (provider, instance type, region, GPU and count, shown read-only); what ran starts
// from the current workload and can be changed; what was measured is typed in (serving: output
// tokens a second, or time to first token and time per output token; training: tokens a
// second, seconds per step, or minutes to train a number of tokens). Every field is checked
// as it is typed, and the whole run with validateMeasurement(), as `catalog measure add` does
// on the command line: an error names the field and what is expected, and blocks OK.
// measurements() gives one trial Measurement per figure entered, each with a new key.
//
// Object names: trialProviderLabel, trialInstanceLabel, trialRegionLabel, trialGpuLabel,
// trialTaskCombo, trialModelCombo, trialParamsEdit, trialPrecisionCombo, trialEngineCombo,
// trialGpusUsedEdit, trialPromptEdit, trialOutputEdit, trialConcurrencyEdit, trialBatchEdit,
// trialSeqLenEdit, trialTokensPerSecondEdit, trialTtftEdit, trialTpotEdit,
// trialStepSecondsEdit, trialMinutesEdit, trialTokensEdit, trialDateEdit, trialNotesEdit;
// each edit's message is its name with Message for Edit; trialMessage for the run as a whole.
class TrialRunDialog final : public EditDialog
{
    Q_OBJECT

public:
    TrialRunDialog(const Catalog &catalog, int offerIndex, const Workload &workload, const QDate &today,
                   QWidget *parent = nullptr);

    // The run as entered, one measurement per figure; empty while a field has an error.
    QList<Measurement> measurements() const;
    QString instanceType() const { return m_run.instanceType; }

private:
    struct Field {
        QLineEdit *edit = nullptr;
        QLabel *message = nullptr;
        QWidget *row = nullptr; // the edit with its message, as the form's row
    };
    Field addField(QFormLayout *form, const QString &name, const QString &label, const QString &toolTip);
    Task task() const;
    void showTaskRows();
    void applyPreset();
    // Reads every field into *out (the run without its figures) and *figures; marks the
    // fields in error and returns false when any is.
    bool read(Measurement *out, QList<QPair<Metric, double>> *figures) const;
    void validate();

    Measurement m_run; // the machine: provider, instance type, region, GPU and count
    QDate m_today;
    QComboBox *m_task;
    QComboBox *m_model;
    QComboBox *m_precision;
    QComboBox *m_engine;
    QFormLayout *m_ranForm;
    QFormLayout *m_measuredForm;
    QLabel *m_tokensPerSecondLabel;
    Field m_params, m_gpusUsed, m_prompt, m_output, m_concurrency, m_batch, m_seqLen;
    Field m_tokensPerSecond, m_ttft, m_tpot, m_stepSeconds, m_minutes, m_tokens, m_date;
    QLineEdit *m_notes;
    QLabel *m_message;
    bool m_filling = false;
};

} // namespace gpuscout
