#pragma once

#include "domain/Scenario.h"

#include <QWidget>

#include <memory>

namespace gpuscout {

struct Catalog;

// Every hard constraint and the money settings of the scenario: budget per hour (with
// "no limit"), minimum total VRAM, minimum GPU count, providers, regions grouped as
// mainland China / Asia-Pacific / North America / Europe / other, GPU models, billing
// mode, display currency and the CNY-per-USD rate, and the scoring settings (precision,
// normalisation, ranking method). Every edit emits scenarioEdited() at
// once (no Apply button); setScenario() shows a scenario without emitting.
//
// Object names for tests: budgetSpin, minVramSpin, minGpusSpin, providerList, regionTree,
// gpuList, billingCombo, includeIllustrativeCheck, currencyCombo, exchangeRateSpin,
// precisionCombo, normalizationCombo, jobNormalizationCombo, jobCostLimitSpin, methodCombo,
// listPricesCheck.
class ConstraintsPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ConstraintsPanel(QWidget *parent = nullptr);
    ~ConstraintsPanel() override;

    void setCatalog(const Catalog &catalog);
    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }
    // A preset's job cost limit (Unknown = none): shown, and emitted as an edit when it changes.
    void setMaxJobCostRatio(double ratio);

    // The single entry a provider, region or GPU list holds when nothing is checked: an
    // empty list would mean "all", this one matches nothing.
    static QString nothingSelected();

    // The price book's state for the "Rank on list prices" box: how many terms set a price,
    // whether the book is hidden from this login, and whether list prices are chosen.
    void setPriceBook(int termsUsed, int termsInBook, bool hidden, bool listPrices);

Q_SIGNALS:
    void scenarioEdited(const gpuscout::Scenario &scenario);
    // The CNY rate was edited here; the rate table belongs to the catalog, so the window
    // stores it there rather than in the scenario.
    void exchangeRateEdited(const gpuscout::ExchangeRate &rate);
    void rateTableRequested();
    void listPricesToggled(bool listPrices);

private:
    struct Private;
    std::unique_ptr<Private> d;
    Scenario m_scenario;
};

} // namespace gpuscout
