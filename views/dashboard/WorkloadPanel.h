#pragma once

#include "domain/Scenario.h"

#include <QWidget>

#include <memory>

namespace gpuscout {

// The workload of the scenario: task, model size or preset, precision, software stack,
// sequence length, batch, training tokens or fixed hours, serving load (requests, tokens
// in and out of each, the engine), working set, data and money
// figures, utilisation; a live memory breakdown; and the switch that ranks by the job's
// cost and time to complete instead of the hourly price and TFLOPS.
//
// Unchecking "Estimate a workload" removes the workload from the scenario but keeps the
// figures in the panel, so checking it again brings them back. Every valid edit emits
// scenarioEdited() at once with only the workload and the objective changed; a bad
// parameter or token count marks its field and emits nothing. setScenario() shows a
// scenario without emitting.
//
// Object names for tests: workloadGroup, taskCombo, modelCombo, paramsEdit,
// workloadPrecisionCombo, stackCombo, seqLenSpin, batchSpin, tokensEdit, hoursSpin,
// concurrentSpin, contextSpin, promptTokensSpin, outputTokensSpin, servingEngineCombo,
// workingSetSpin, datasetSpin, storagePriceSpin, egressSpin, egressPriceSpin,
// utilisationSpin, memorySummary, objectiveSwitch.
class WorkloadPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadPanel(QWidget *parent = nullptr);
    ~WorkloadPanel() override;

    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }

    // The figures the panel shows, whether or not the workload is switched on.
    const Workload &draft() const { return m_draft; }
    // Shows a workload the person was editing (with the panel's switch off, the scenario does
    // not hold it), without emitting: a rebuilt panel keeps it across a language switch.
    void setDraft(const Workload &draft);

Q_SIGNALS:
    void scenarioEdited(const gpuscout::Scenario &scenario);

private:
    void showDraft();
    void showTaskRows();
    void showCurrency();
    void showMemory();
    void commit();

    struct Private;
    std::unique_ptr<Private> d;
    Scenario m_scenario;
    Workload m_draft;
    bool m_showing = false; // filling the widgets: their change signals are not edits
};

} // namespace gpuscout
