#include "catalog/CatalogCsv.h"
#include "dashboard/ConstraintsPanel.h"
#include "domain/RegionGroups.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <algorithm>

using namespace gpuscout;

namespace {

QList<QTreeWidgetItem *> leafItems(const QTreeWidget *tree)
{
    QList<QTreeWidgetItem *> out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = tree->topLevelItem(i);
        if (top->childCount() == 0)
            out << top;
        for (int c = 0; c < top->childCount(); ++c)
            out << top->child(c);
    }
    return out;
}

QTreeWidgetItem *leaf(const QTreeWidget *tree, const QString &key)
{
    const QList<QTreeWidgetItem *> items = leafItems(tree);
    for (QTreeWidgetItem *item : items) {
        if (item->data(0, Qt::UserRole).toString() == key)
            return item;
    }
    return nullptr;
}

QTreeWidgetItem *group(const QTreeWidget *tree, RegionGroup g)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->data(0, Qt::UserRole).toString() == regionGroupKey(g))
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QStringList checkedKeys(const QTreeWidget *tree)
{
    QStringList keys;
    const QList<QTreeWidgetItem *> items = leafItems(tree);
    for (const QTreeWidgetItem *item : items) {
        if (item->checkState(0) == Qt::Checked)
            keys << item->data(0, Qt::UserRole).toString();
    }
    keys.sort();
    return keys;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QString fieldValue(const Scenario &s, const QString &field)
{
    if (field == QLatin1String("budget"))
        return isKnown(s.constraints.maxPricePerHour) ? QString::number(s.constraints.maxPricePerHour)
                                                      : QStringLiteral("unknown");
    if (field == QLatin1String("minVram"))
        return QString::number(s.constraints.minTotalVramGb);
    if (field == QLatin1String("minGpus"))
        return QString::number(s.constraints.minGpuCount);
    if (field == QLatin1String("billing"))
        return billingModeKey(s.billing);
    if (field == QLatin1String("currency"))
        return s.currency;
    if (field == QLatin1String("rate"))
        return QString::number(s.rates.perUsd(QStringLiteral("CNY")));
    if (field == QLatin1String("precision"))
        return precisionKey(s.precision);
    if (field == QLatin1String("normalization"))
        return normalizationKey(s.normalization);
    if (field == QLatin1String("method"))
        return rankingMethodKey(s.method);
    if (field == QLatin1String("jobNormalization"))
        return normalizationKey(s.jobNormalization);
    if (field == QLatin1String("jobCostLimit"))
        return isKnown(s.maxJobCostRatio) ? QString::number(s.maxJobCostRatio) : QStringLiteral("none");
    if (field == QLatin1String("basis"))
        return basisKey(s.basis);
    if (field == QLatin1String("unknown"))
        return unknownPolicyKey(s.unknownPolicy);
    return {};
}

// Scenario::operator== compares the budget with ==, and Unknown (NaN) never equals itself.
bool same(Scenario a, Scenario b)
{
    for (Scenario *s : {&a, &b}) {
        if (!isKnown(s->constraints.maxPricePerHour))
            s->constraints.maxPricePerHour = -1;
    }
    return a == b;
}

Scenario scenarioFromEmission(const QSignalSpy &spy, int i = 0)
{
    return spy.at(i).at(0).value<Scenario>();
}

} // namespace

Q_DECLARE_METATYPE(gpuscout::Scenario)

class TestConstraintsPanel : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

    // A scenario whose fields the panel does not show differ from the defaults, to see that
    // edits keep them.
    static Scenario customScenario()
    {
        Scenario s;
        s.weights = Weights{{3, 1, 4, 1, 5}};
        s.jobHours = 100;
        return s;
    }

    template<typename T>
    T *child(ConstraintsPanel &panel, const char *name)
    {
        auto *w = panel.findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        qRegisterMetaType<Scenario>();
        QString error;
        QVERIFY2(readCatalogCsv(test::fixture(QStringLiteral("catalog")), &m_catalog, &error), qPrintable(error));
    }

    void setScenarioEmitsNothing()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        Scenario s = customScenario();
        s.constraints.maxPricePerHour = 30;
        s.constraints.minTotalVramGb = 80;
        s.constraints.minGpuCount = 2;
        s.constraints.providers = QStringList{QStringLiteral("aws")};
        s.billing = BillingMode::Spot;
        s.currency = QStringLiteral("CNY");
        s.rates.set({QStringLiteral("CNY"), 7.1, QString(), QString()});
        s.precision = Precision::FP8;
        s.normalization = Normalization::Ratio;
        s.method = RankingMethod::Topsis;
        panel.setScenario(s);
        QCOMPARE(spy.count(), 0);
        QVERIFY(same(panel.scenario(), s));
        QCOMPARE(child<QDoubleSpinBox>(panel, "budgetSpin")->value(), 30.0);
        QCOMPARE(child<QDoubleSpinBox>(panel, "budgetSpin")->suffix(), QStringLiteral(" CNY/h"));
        QCOMPARE(child<QSpinBox>(panel, "minVramSpin")->value(), 80);
        QCOMPARE(child<QSpinBox>(panel, "minGpusSpin")->value(), 2);
        QCOMPARE(child<QComboBox>(panel, "billingCombo")->currentData().toString(), QStringLiteral("spot"));
        QCOMPARE(child<QComboBox>(panel, "currencyCombo")->currentData().toString(), QStringLiteral("CNY"));
        QCOMPARE(child<QDoubleSpinBox>(panel, "exchangeRateSpin")->value(), 7.1);
        QCOMPARE(child<QComboBox>(panel, "precisionCombo")->currentData().toString(), QStringLiteral("fp8"));
        QCOMPARE(child<QComboBox>(panel, "normalizationCombo")->currentData().toString(), QStringLiteral("ratio"));
        QCOMPARE(child<QComboBox>(panel, "methodCombo")->currentData().toString(), QStringLiteral("topsis"));
        QCOMPARE(child<QComboBox>(panel, "methodCombo")->currentText(), QStringLiteral("TOPSIS"));
        QCOMPARE(checkedKeys(child<QTreeWidget>(panel, "providerList")), QStringList{QStringLiteral("aws")});
    }

    void controlEditEmitsOnce_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::addRow("budget") << "budgetSpin" << "12.5" << "budget" << "12.5";
        QTest::addRow("min VRAM") << "minVramSpin" << "80" << "minVram" << "80";
        QTest::addRow("min GPUs") << "minGpusSpin" << "8" << "minGpus" << "8";
        QTest::addRow("billing") << "billingCombo" << "monthly" << "billing" << "monthly";
        QTest::addRow("currency") << "currencyCombo" << "CNY" << "currency" << "CNY";
        QTest::addRow("precision") << "precisionCombo" << "int8" << "precision" << "int8";
        QTest::addRow("normalisation") << "normalizationCombo" << "ratio" << "normalization" << "ratio";
        QTest::addRow("ranking method") << "methodCombo" << "topsis" << "method" << "topsis";
        QTest::addRow("vector scale") << "normalizationCombo" << "vector" << "normalization" << "vector";
        QTest::addRow("log scale") << "normalizationCombo" << "log" << "normalization" << "log";
        QTest::addRow("per-instance basis") << "basisCombo" << "per-instance" << "basis" << "per-instance";
        QTest::addRow("unknown figures left out") << "unknownCombo" << "known-only" << "unknown" << "known-only";
        QTest::addRow("job min-max") << "jobNormalizationCombo" << "minmax" << "jobNormalization" << "minmax";
        QTest::addRow("job cost limit") << "jobCostLimitSpin" << "1.5" << "jobCostLimit" << "1.5";
        QTest::addRow("no job cost limit") << "jobCostLimitSpin" << "0" << "jobCostLimit" << "none";
    }

    void controlEditEmitsOnce()
    {
        QFETCH(QString, objectName);
        QFETCH(QString, input);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        const Scenario before = customScenario();
        panel.setScenario(before);
        QVERIFY(fieldValue(before, field) != expected);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);

        QWidget *w = panel.findChild<QWidget *>(objectName);
        QVERIFY(w);
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            const int i = combo->findData(input);
            QVERIFY(i >= 0);
            combo->setCurrentIndex(i);
        } else {
            auto *spin = qobject_cast<QAbstractSpinBox *>(w);
            QVERIFY(spin);
            spin->setFocus();
            spin->selectAll();
            QTest::keyClicks(spin, input);
            QTest::keyClick(spin, Qt::Key_Enter);
        }

        QCOMPARE(spy.count(), 1);
        const Scenario emitted = scenarioFromEmission(spy);
        QCOMPARE(fieldValue(emitted, field), expected);
        QCOMPARE(emitted.weights, before.weights);
        QCOMPARE(emitted.jobHours, before.jobHours);
        QCOMPARE(emitted.constraints.providers, before.constraints.providers);
        QVERIFY(same(panel.scenario(), emitted));
    }

    // The switch that ranks illustrative prices: shown from the scenario, one emission per click.
    void illustrativeSwitchFollowsTheScenario()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        Scenario s = customScenario();
        s.includeIllustrative = true;
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        panel.setScenario(s);
        auto *box = child<QCheckBox>(panel, "includeIllustrativeCheck");
        QVERIFY(box->isChecked());
        QCOMPARE(spy.count(), 0);
        box->click();
        QCOMPARE(spy.count(), 1);
        QVERIFY(!scenarioFromEmission(spy).includeIllustrative);
        QVERIFY(!panel.scenario().includeIllustrative);
    }

    // Both methods are offered, named for people, each explained in the tooltip.
    void methodComboOffersBothMethods()
    {
        ConstraintsPanel panel;
        auto *combo = child<QComboBox>(panel, "methodCombo");
        QCOMPARE(combo->count(), 2);
        QCOMPARE(combo->itemData(0).toString(), QStringLiteral("weighted-sum"));
        QCOMPARE(combo->itemText(0), QStringLiteral("Weighted sum"));
        QCOMPARE(combo->itemData(1).toString(), QStringLiteral("topsis"));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("weighted-sum"));
        QVERIFY(combo->toolTip().contains(QStringLiteral("Weighted sum")));
        QVERIFY(combo->toolTip().contains(QStringLiteral("TOPSIS")));
        // Back to the weighted sum from TOPSIS: the edit goes out like any other.
        Scenario topsis;
        topsis.method = RankingMethod::Topsis;
        panel.setScenario(topsis);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        combo->setCurrentIndex(0);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(scenarioFromEmission(spy).method, RankingMethod::WeightedSum);
    }

    // The rate belongs to the catalog's rate table: editing it asks for the table to change
    // (dated today) instead of editing the scenario.
    void rateEditEmitsExchangeRate()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        panel.setScenario(customScenario());
        QSignalSpy scenarioSpy(&panel, &ConstraintsPanel::scenarioEdited);
        QSignalSpy rateSpy(&panel, &ConstraintsPanel::exchangeRateEdited);
        auto *spin = child<QDoubleSpinBox>(panel, "exchangeRateSpin");
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("6.9123"));
        QTest::keyClick(spin, Qt::Key_Enter);
        QCOMPARE(scenarioSpy.count(), 0);
        QCOMPARE(rateSpy.count(), 1);
        const auto rate = rateSpy.at(0).at(0).value<ExchangeRate>();
        QCOMPARE(rate.currency, QStringLiteral("CNY"));
        QCOMPARE(rate.perUsd, 6.9123);
        QCOMPARE(rate.asOf, QDate::currentDate().toString(Qt::ISODate));
    }

    void currenciesFollowTheRateTable()
    {
        ConstraintsPanel panel;
        Scenario s;
        s.rates.set({QStringLiteral("EUR"), 0.92, QStringLiteral("2026-11-01"), QString()});
        panel.setScenario(s);
        auto *currency = child<QComboBox>(panel, "currencyCombo");
        QStringList shown;
        for (int i = 0; i < currency->count(); ++i)
            shown << currency->itemData(i).toString();
        QCOMPARE(shown, (QStringList{QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR")}));
        s.rates.remove(QStringLiteral("CNY"));
        panel.setScenario(s);
        QCOMPARE(currency->count(), 2);
        QVERIFY(!child<QDoubleSpinBox>(panel, "exchangeRateSpin")->isEnabled());
    }

    void budgetSpecialValueMapsToUnknown()
    {
        ConstraintsPanel panel;
        Scenario s;
        s.constraints.maxPricePerHour = 10;
        panel.setScenario(s);
        auto *budget = child<QDoubleSpinBox>(panel, "budgetSpin");
        QCOMPARE(budget->text(), QStringLiteral("10.00 USD/h"));
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        budget->setFocus();
        budget->selectAll();
        QTest::keyClicks(budget, QStringLiteral("0"));
        QTest::keyClick(budget, Qt::Key_Enter);
        QCOMPARE(spy.count(), 1);
        QVERIFY(!isKnown(scenarioFromEmission(spy).constraints.maxPricePerHour));
        QCOMPARE(budget->text(), QStringLiteral("No limit"));

        panel.setScenario(Scenario{});
        QCOMPARE(budget->text(), QStringLiteral("No limit"));
        QVERIFY(!isKnown(panel.scenario().constraints.maxPricePerHour));
    }

    // A preset's job cost limit: shown, and emitted once when it changes; the same limit again
    // emits nothing.
    void presetJobCostLimitIsShownAndEmitted()
    {
        ConstraintsPanel panel;
        panel.setScenario(Scenario{});
        auto *limit = child<QDoubleSpinBox>(panel, "jobCostLimitSpin");
        QCOMPARE(limit->value(), 5.0);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        panel.setMaxJobCostRatio(1.25);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(scenarioFromEmission(spy).maxJobCostRatio, 1.25);
        QCOMPARE(limit->value(), 1.25);
        panel.setMaxJobCostRatio(1.25);
        QCOMPARE(spy.count(), 1);
        panel.setMaxJobCostRatio(Unknown);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(limit->text(), QStringLiteral("No limit"));
        QVERIFY(!isKnown(panel.scenario().maxJobCostRatio));
    }

    void currencyChangeMovesBudgetSuffixAndAmount()
    {
        ConstraintsPanel panel;
        Scenario s;
        s.constraints.maxPricePerHour = 10;
        panel.setScenario(s);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        auto *currency = child<QComboBox>(panel, "currencyCombo");
        currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
        QCOMPARE(spy.count(), 1);
        auto *budget = child<QDoubleSpinBox>(panel, "budgetSpin");
        QCOMPARE(budget->suffix(), QStringLiteral(" CNY/h"));
        QCOMPARE(scenarioFromEmission(spy).constraints.maxPricePerHour, 72.0);
        QCOMPARE(budget->value(), 72.0);
    }

    void uncheckingOneProviderListsTheOthers()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        auto *list = child<QTreeWidget>(panel, "providerList");
        QCOMPARE(leafItems(list).size(), 5);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        leaf(list, QStringLiteral("gcp"))->setCheckState(0, Qt::Unchecked);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(sorted(scenarioFromEmission(spy).constraints.providers),
                 (QStringList{QStringLiteral("alibaba"), QStringLiteral("aws"), QStringLiteral("lambda"),
                              QStringLiteral("vast")}));
        leaf(list, QStringLiteral("gcp"))->setCheckState(0, Qt::Checked);
        QCOMPARE(spy.count(), 2);
        QVERIFY(scenarioFromEmission(spy, 1).constraints.providers.isEmpty());
    }

    void togglingARegionGroupChecksItsChildrenAndEmitsOnce()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        auto *tree = child<QTreeWidget>(panel, "regionTree");
        QTreeWidgetItem *na = group(tree, RegionGroup::NorthAmerica);
        QVERIFY(na);
        QCOMPARE(na->childCount(), 3); // Texas (Vast.ai), us-central1, us-east-1
        QVERIFY(na->text(0).contains(QStringLiteral("(6)")));
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);

        na->setCheckState(0, Qt::Unchecked);
        QCOMPARE(spy.count(), 1);
        for (int c = 0; c < na->childCount(); ++c)
            QCOMPARE(na->child(c)->checkState(0), Qt::Unchecked);
        QCOMPARE(sorted(scenarioFromEmission(spy).constraints.regions),
                 (QStringList{QStringLiteral("Oslo, NO, EU"), QStringLiteral("unspecified")}));

        // One region back: the group shows partly checked.
        leaf(tree, QStringLiteral("us-east-1"))->setCheckState(0, Qt::Checked);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(na->checkState(0), Qt::PartiallyChecked);

        na->setCheckState(0, Qt::Checked);
        QCOMPARE(spy.count(), 3);
        for (int c = 0; c < na->childCount(); ++c)
            QCOMPARE(na->child(c)->checkState(0), Qt::Checked);
        QVERIFY(scenarioFromEmission(spy, 2).constraints.regions.isEmpty());
    }

    void noneThenOneItem_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("treeName");
        QTest::addColumn<QString>("item");
        QTest::addRow("providers") << "provider" << "providerList" << "lambda";
        QTest::addRow("regions") << "region" << "regionTree" << "us-central1";
        QTest::addRow("gpus") << "gpu" << "gpuList" << "L4";
    }

    void noneThenOneItem()
    {
        QFETCH(QString, prefix);
        QFETCH(QString, treeName);
        QFETCH(QString, item);
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        auto *tree = panel.findChild<QTreeWidget *>(treeName);
        auto *none = panel.findChild<QToolButton *>(prefix + QStringLiteral("NoneButton"));
        auto *all = panel.findChild<QToolButton *>(prefix + QStringLiteral("AllButton"));
        QVERIFY(tree && none && all);
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        auto list = [&](int i) {
            const Constraints c = scenarioFromEmission(spy, i).constraints;
            return treeName == QLatin1String("providerList") ? c.providers
                   : treeName == QLatin1String("regionTree") ? c.regions
                                                             : c.gpus;
        };

        QTest::mouseClick(none, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(list(0), QStringList{ConstraintsPanel::nothingSelected()});
        QVERIFY(checkedKeys(tree).isEmpty());

        leaf(tree, item)->setCheckState(0, Qt::Checked);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(list(1), QStringList{item});

        QTest::mouseClick(all, Qt::LeftButton);
        QCOMPARE(spy.count(), 3);
        QVERIFY(list(2).isEmpty());
        QTest::mouseClick(all, Qt::LeftButton); // nothing changes, nothing to tell
        QCOMPARE(spy.count(), 3);
    }

    void filterHidesNonMatchingItems()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        auto *providers = child<QTreeWidget>(panel, "providerList");
        QTest::keyClicks(child<QLineEdit>(panel, "providerFilter"), QStringLiteral("aw"));
        QVERIFY(!leaf(providers, QStringLiteral("aws"))->isHidden());
        QVERIFY(leaf(providers, QStringLiteral("gcp"))->isHidden());
        QVERIFY(leaf(providers, QStringLiteral("vast"))->isHidden());

        auto *regions = child<QTreeWidget>(panel, "regionTree");
        QTest::keyClicks(child<QLineEdit>(panel, "regionFilter"), QStringLiteral("oslo"));
        QVERIFY(group(regions, RegionGroup::NorthAmerica)->isHidden());
        QVERIFY(!group(regions, RegionGroup::Europe)->isHidden());
        QVERIFY(group(regions, RegionGroup::Europe)->isExpanded());
        QVERIFY(!leaf(regions, QStringLiteral("Oslo, NO, EU"))->isHidden());

        // "None" on a filtered list unchecks only what is shown.
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        auto *gpus = child<QTreeWidget>(panel, "gpuList");
        QTest::keyClicks(child<QLineEdit>(panel, "gpuFilter"), QStringLiteral("h100"));
        const QList<QTreeWidgetItem *> gpuItems = leafItems(gpus);
        QCOMPARE(std::count_if(gpuItems.cbegin(), gpuItems.cend(),
                               [](const QTreeWidgetItem *i) { return !i->isHidden(); }),
                 1);
        QTest::mouseClick(child<QToolButton>(panel, "gpuNoneButton"), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(sorted(scenarioFromEmission(spy).constraints.gpus),
                 (QStringList{QStringLiteral("A100-80GB"), QStringLiteral("L4"), QStringLiteral("Mystery-X"),
                              QStringLiteral("T4")}));

        child<QLineEdit>(panel, "gpuFilter")->clear();
        QVERIFY(!leaf(gpus, QStringLiteral("H100-SXM"))->isHidden());
    }

    void scenarioRoundTripsThroughCheckStates()
    {
        ConstraintsPanel panel;
        Scenario s;
        s.constraints.providers = QStringList{QStringLiteral("aws")};
        s.constraints.regions = QStringList{QStringLiteral("us-east-1")};
        s.constraints.gpus = QStringList{QStringLiteral("H100")}; // an alias of H100-SXM
        QSignalSpy spy(&panel, &ConstraintsPanel::scenarioEdited);
        panel.setScenario(s); // before the catalog: the lists follow when it arrives
        panel.setCatalog(m_catalog);
        QCOMPARE(spy.count(), 0);
        QVERIFY(same(panel.scenario(), s));

        auto *providers = child<QTreeWidget>(panel, "providerList");
        auto *regions = child<QTreeWidget>(panel, "regionTree");
        QCOMPARE(checkedKeys(providers), QStringList{QStringLiteral("aws")});
        QCOMPARE(checkedKeys(regions), QStringList{QStringLiteral("us-east-1")});
        QCOMPARE(checkedKeys(child<QTreeWidget>(panel, "gpuList")), QStringList{QStringLiteral("H100-SXM")});
        QCOMPARE(group(regions, RegionGroup::NorthAmerica)->checkState(0), Qt::PartiallyChecked);
        QCOMPARE(group(regions, RegionGroup::Europe)->checkState(0), Qt::Unchecked);

        // Empty lists mean all: every item checked again.
        panel.setScenario(Scenario{});
        QCOMPARE(spy.count(), 0);
        QCOMPARE(checkedKeys(providers).size(), 5);
        QCOMPARE(checkedKeys(regions).size(), 5);
        QCOMPARE(group(regions, RegionGroup::NorthAmerica)->checkState(0), Qt::Checked);
    }

    void buildsListsForALargeCatalog()
    {
        test::CatalogBuilder b;
        b.gpu(QStringLiteral("H100"), 80, 989).gpu(QStringLiteral("L4"), 24, 121);
        for (int p = 0; p < 20; ++p)
            b.provider(QStringLiteral("p%1").arg(p));
        for (int i = 0; i < 2500; ++i)
            b.offer(QStringLiteral("p%1").arg(i % 20), i % 2 ? QStringLiteral("H100") : QStringLiteral("L4"), 1, 1.0,
                    Unknown, QStringLiteral("region-%1").arg(i % 170));
        ConstraintsPanel panel;
        QElapsedTimer timer;
        timer.start();
        panel.setCatalog(b.catalog());
        qInfo("setCatalog, 2,500 offers in 170 regions: %lld ms", static_cast<long long>(timer.elapsed()));
        QCOMPARE(leafItems(child<QTreeWidget>(panel, "regionTree")).size(), 170);
        QCOMPARE(leafItems(child<QTreeWidget>(panel, "providerList")).size(), 20);
        QCOMPARE(leafItems(child<QTreeWidget>(panel, "gpuList")).size(), 2);
    }

    void tabFollowsThePanelTopToBottom()
    {
        // The GPU list is moved up under the limits; Tab must go there too, and on to billing.
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        panel.resize(320, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.activateWindow();
        auto *minGpus = child<QSpinBox>(panel, "minGpusSpin");
        minGpus->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(minGpus->hasFocus());
        QStringList walked;
        for (int i = 0; i < 5; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            walked << focus->objectName();
        }
        QCOMPARE(walked, QStringList({QStringLiteral("gpuFilter"), QStringLiteral("gpuAllButton"),
                                      QStringLiteral("gpuNoneButton"), QStringLiteral("gpuList"),
                                      QStringLiteral("billingCombo")}));
    }

    void fitsANarrowDock()
    {
        ConstraintsPanel panel;
        panel.setCatalog(m_catalog);
        panel.resize(320, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *scroll = panel.findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY2(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("content needs %1 px").arg(scroll->widget()->minimumSizeHint().width())));
        const QString dir = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            panel.grab().save(dir + QStringLiteral("/constraints-panel.png"));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestConstraintsPanel)
#include "tst_ConstraintsPanel.moc"
