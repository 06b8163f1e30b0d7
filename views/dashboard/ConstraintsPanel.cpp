#include "dashboard/ConstraintsPanel.h"

#include "dashboard/PanelLayout.h"

#include "domain/Catalog.h"
#include "domain/Format.h"
#include "dashboard/CheckListTree.h"
#include "domain/RegionGroups.h"

#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace gpuscout {

namespace {

constexpr int KeyRole = CheckListTree::KeyRole;

QTreeWidgetItem *checkableItem(const QString &text, const QString &key, int offers)
{
    auto *item = new QTreeWidgetItem;
    item->setText(0, ConstraintsPanel::tr("%1 (%2)").arg(text, QLocale().toString(offers)));
    item->setData(0, KeyRole, key);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(0, Qt::Checked);
    return item;
}

} // namespace

// One checkable list with its filter and All/None buttons.
struct CheckSection {
    QGroupBox *box = nullptr;
    QString title;
    QLineEdit *filter = nullptr;
    QToolButton *all = nullptr;
    QToolButton *none = nullptr;
    CheckListTree *tree = nullptr;
    QStringList Constraints::*field = nullptr;
};

struct ConstraintsPanel::Private {
    QDoubleSpinBox *budget = nullptr;
    QSpinBox *minVram = nullptr;
    QSpinBox *minGpus = nullptr;
    QComboBox *billing = nullptr;
    QComboBox *currency = nullptr;
    QDoubleSpinBox *rate = nullptr;
    QComboBox *precision = nullptr;
    QComboBox *normalization = nullptr;
    QComboBox *jobNormalization = nullptr;
    QDoubleSpinBox *jobCostLimit = nullptr;
    QComboBox *method = nullptr;
    QComboBox *basis = nullptr;
    QComboBox *unknown = nullptr;
    QCheckBox *illustrative = nullptr;
    QCheckBox *listPrices = nullptr;
    CheckSection providers;
    CheckSection regions;
    CheckSection gpus;

    ConstraintsPanel *q = nullptr;

    std::array<CheckSection *, 3> sections() { return {&providers, &regions, &gpus}; }
    void commit(CheckSection &s);
    void showBudget();
};

namespace {

QComboBox *combo(const QString &objectName, const QString &toolTip, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    box->setToolTip(toolTip);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(10);
    return box;
}

void updateTitle(CheckSection &s)
{
    const QList<QTreeWidgetItem *> items = s.tree->leaves();
    const auto checked = std::count_if(items.cbegin(), items.cend(),
                                       [](const QTreeWidgetItem *i) { return i->checkState(0) == Qt::Checked; });
    if (checked == items.size())
        s.box->setTitle(ConstraintsPanel::tr("%1 (all %2)").arg(s.title).arg(items.size()));
    else
        s.box->setTitle(ConstraintsPanel::tr("%1 (%2 of %3)").arg(s.title).arg(checked).arg(items.size()));
}

} // namespace

ConstraintsPanel::ConstraintsPanel(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    setObjectName(QStringLiteral("constraintsPanel"));
    QVBoxLayout *layout = makeScrollingPanel(this);
    QWidget *content = layout->parentWidget();

    QList<QLabel *> labels;
    auto addRow = [&](QFormLayout *f, const QString &text, QWidget *field) {
        auto *label = new QLabel(text, content);
        label->setBuddy(field);
        labels << label;
        f->addRow(label, field);
    };
    auto form = [&](const QString &title) {
        auto *box = new QGroupBox(title, content);
        auto *f = new QFormLayout(box);
        f->setRowWrapPolicy(QFormLayout::WrapLongRows);
        f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        f->setContentsMargins(6, 4, 6, 4);
        f->setVerticalSpacing(4);
        layout->addWidget(box);
        return f;
    };

    // Limits. Spin boxes apply typed numbers on Enter or focus change, not per keystroke, so
    // typing "80" does not first rank for 8 GB.
    QFormLayout *limits = form(tr("Limits"));
    d->budget = new QDoubleSpinBox(content);
    d->budget->setObjectName(QStringLiteral("budgetSpin"));
    d->budget->setRange(0, 1e6);
    d->budget->setDecimals(2);
    d->budget->setSingleStep(1);
    d->budget->setSpecialValueText(tr("No limit"));
    d->budget->setKeyboardTracking(false);
    d->budget->setToolTip(tr("Highest price per hour an offer may cost under the chosen billing mode, in the "
                             "display currency. Offers above it are not ranked. 0 means no limit."));
    addRow(limits, tr("Budget:"), d->budget);
    d->minVram = new QSpinBox(content);
    d->minVram->setObjectName(QStringLiteral("minVramSpin"));
    d->minVram->setRange(0, 100000);
    d->minVram->setSingleStep(8);
    d->minVram->setSuffix(tr(" GB"));
    d->minVram->setSpecialValueText(tr("Any"));
    d->minVram->setKeyboardTracking(false);
    d->minVram->setToolTip(tr("Least GPU memory of the whole instance (GPU count x memory per GPU). "
                              "0 means any."));
    addRow(limits, tr("Min. total VRAM:"), d->minVram);
    d->minGpus = new QSpinBox(content);
    d->minGpus->setObjectName(QStringLiteral("minGpusSpin"));
    d->minGpus->setRange(0, 1024);
    d->minGpus->setSpecialValueText(tr("Any"));
    d->minGpus->setKeyboardTracking(false);
    d->minGpus->setToolTip(tr("Least number of GPUs in one instance. 0 means any."));
    addRow(limits, tr("Min. GPUs:"), d->minGpus);

    QFormLayout *money = form(tr("Prices"));
    d->billing = combo(QStringLiteral("billingCombo"),
                       tr("Which price of each offer is compared. Offers without a price in this mode "
                          "are not ranked."),
                       content);
    d->billing->addItem(tr("On-demand"), billingModeKey(BillingMode::OnDemand));
    d->billing->addItem(tr("Spot"), billingModeKey(BillingMode::Spot));
    d->billing->addItem(tr("1-year reserved"), billingModeKey(BillingMode::Reserved1y));
    d->billing->addItem(tr("Monthly subscription"), billingModeKey(BillingMode::Monthly));
    addRow(money, tr("Billing:"), d->billing);
    d->illustrative = new QCheckBox(tr("Rank illustrative prices"), content);
    d->illustrative->setObjectName(QStringLiteral("includeIllustrativeCheck"));
    d->illustrative->setToolTip(tr("Also rank prices that are illustrative figures from background articles "
                                   "(marked in the table and the report). Placeholder prices are never ranked."));
    money->addRow(d->illustrative);
    d->listPrices = new QCheckBox(tr("Rank on list prices"), content);
    d->listPrices->setObjectName(QStringLiteral("listPricesCheck"));
    money->addRow(d->listPrices);
    connect(d->listPrices, &QCheckBox::toggled, this, &ConstraintsPanel::listPricesToggled);
    setPriceBook(0, 0, false, false);
    d->currency = combo(QStringLiteral("currencyCombo"),
                        tr("Currency in which prices and the budget are shown and compared. Changing it "
                           "converts the budget at the exchange rate below."),
                        content);
    for (const QString &c : m_scenario.rates.currencies())
        d->currency->addItem(c, c);
    addRow(money, tr("Currency:"), d->currency);
    d->rate = new QDoubleSpinBox(content);
    d->rate->setObjectName(QStringLiteral("exchangeRateSpin"));
    d->rate->setRange(0.0001, 1000);
    d->rate->setDecimals(4);
    d->rate->setSingleStep(0.01);
    d->rate->setKeyboardTracking(false);
    d->rate->setToolTip(tr("Yuan (CNY) per US dollar, used to compare USD and CNY prices. This is an "
                           "editable setting, not a live market quote: check it before relying on a "
                           "comparison that mixes currencies."));
    auto *rateRow = new QWidget(content);
    auto *rateLayout = new QHBoxLayout(rateRow);
    rateLayout->setContentsMargins(0, 0, 0, 0);
    rateLayout->addWidget(d->rate, 1);
    auto *rateTable = new QToolButton(rateRow);
    rateTable->setObjectName(QStringLiteral("rateTableButton"));
    rateTable->setText(tr("Rates…"));
    rateTable->setToolTip(tr("Edit the exchange-rate table: every currency, its rate per US dollar "
                             "and the date the rate was taken."));
    connect(rateTable, &QToolButton::clicked, this, &ConstraintsPanel::rateTableRequested);
    rateLayout->addWidget(rateTable);
    addRow(money, tr("CNY per USD:"), rateRow);

    QFormLayout *scoring = form(tr("Scoring"));
    d->precision = combo(QStringLiteral("precisionCombo"),
                         tr("Arithmetic precision whose dense TFLOPS figure counts as compute."), content);
    d->precision->addItem(tr("FP16/BF16 tensor"), precisionKey(Precision::FP16));
    d->precision->addItem(tr("FP8"), precisionKey(Precision::FP8));
    d->precision->addItem(tr("INT8"), precisionKey(Precision::INT8));
    d->precision->addItem(tr("TF32"), precisionKey(Precision::TF32));
    d->precision->addItem(tr("FP32"), precisionKey(Precision::FP32));
    d->precision->addItem(tr("FP64"), precisionKey(Precision::FP64));
    addRow(scoring, tr("Precision:"), d->precision);
    d->basis = combo(QStringLiteral("basisCombo"),
                     tr("What one offer is compared as. Per GPU: compute, VRAM, price and network divided by "
                        "the instance's GPU count (an eighth of a GPU counts as an eighth), so instances of "
                        "every size compare fairly. Per instance: whole instances. The constraints always "
                        "apply to the whole instance. With a workload the job is compared instead: its cost, "
                        "its time, the VRAM it has to spare."),
                     content);
    d->basis->addItem(tr("Per GPU"), basisKey(Basis::PerGpu));
    d->basis->addItem(tr("Per instance"), basisKey(Basis::PerInstance));
    addRow(scoring, tr("Compare:"), d->basis);
    d->normalization = combo(QStringLiteral("normalizationCombo"),
                             tr("How each criterion is scaled to 0..1 over the offers that pass the "
                                "constraints. Min-max: worst 0, best 1. Ratio to best: value / best "
                                "(best / value for price). Vector: value / √(sum of squares), the "
                                "normalisation of textbook TOPSIS (Hwang and Yoon; Excel templates, R's "
                                "topsis). Log: min-max on the logarithm, for figures that span orders of "
                                "magnitude such as price and TFLOPS. TOPSIS with min-max equals pymcdm's "
                                "default; with vector it is the textbook method and can pick another winner."),
                             content);
    d->normalization->addItem(tr("Min-max"), normalizationKey(Normalization::MinMax));
    d->normalization->addItem(tr("Ratio to best"), normalizationKey(Normalization::Ratio));
    d->normalization->addItem(tr("Vector (textbook TOPSIS)"), normalizationKey(Normalization::Vector));
    d->normalization->addItem(tr("Log min-max"), normalizationKey(Normalization::Log));
    addRow(scoring, tr("Normalisation:"), d->normalization);
    d->jobNormalization = combo(QStringLiteral("jobNormalizationCombo"),
                                tr("With a workload compared by its job: how the job's cost and time are scaled. "
                                   "Ratio to best (the default): cheapest / cost and fastest / time, so a job costing "
                                   "twice the cheapest scores 0.5 on price, whatever else the catalog holds. Min-max "
                                   "measures against the whole range, where one outlier can squash every difference."),
                                content);
    d->jobNormalization->addItem(tr("Ratio to best"), normalizationKey(Normalization::Ratio));
    d->jobNormalization->addItem(tr("Min-max"), normalizationKey(Normalization::MinMax));
    d->jobNormalization->addItem(tr("Vector (textbook TOPSIS)"), normalizationKey(Normalization::Vector));
    d->jobNormalization->addItem(tr("Log min-max"), normalizationKey(Normalization::Log));
    addRow(scoring, tr("Job cost and time:"), d->jobNormalization);
    d->jobCostLimit = new QDoubleSpinBox(content);
    d->jobCostLimit->setObjectName(QStringLiteral("jobCostLimitSpin"));
    // The minimum stands for "no limit": below 1 a limit would exclude the cheapest job itself.
    d->jobCostLimit->setRange(0.75, 1000);
    d->jobCostLimit->setSingleStep(0.25);
    d->jobCostLimit->setDecimals(2);
    d->jobCostLimit->setSuffix(tr(" ×"));
    d->jobCostLimit->setSpecialValueText(tr("No limit"));
    d->jobCostLimit->setKeyboardTracking(false);
    d->jobCostLimit->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue); // typing 0 means no limit
    d->jobCostLimit->setToolTip(tr("With a workload compared by its job: a job costing more than this many times the "
                                   "cheapest feasible job ranks after every job within it, whatever the weights (5 by "
                                   "default; the presets set their own: budget 1.25, fine-tuning 1.5, inference 2, "
                                   "training no limit)."));
    addRow(scoring, tr("Job cost limit:"), d->jobCostLimit);
    d->unknown = combo(QStringLiteral("unknownCombo"),
                       tr("What a figure the catalog does not know (say, a cloud that publishes no network "
                          "figure) does to a score. Score 0: it counts as the worst. Left out: the offer is "
                          "scored on the criteria it has figures for, their weights renormalised."),
                       content);
    d->unknown->addItem(tr("Score 0"), unknownPolicyKey(UnknownPolicy::ScoreZero));
    d->unknown->addItem(tr("Left out"), unknownPolicyKey(UnknownPolicy::KnownOnly));
    addRow(scoring, tr("Unknown figures:"), d->unknown);
    d->method = combo(QStringLiteral("methodCombo"),
                      tr("How the normalised criteria become one score. Weighted sum: the weighted mean of "
                         "the criteria. TOPSIS: how close the offer comes to an ideal offer that is best on "
                         "every criterion, measured against its distance from the worst one."),
                      content);
    for (RankingMethod m : AllRankingMethods)
        d->method->addItem(rankingMethodName(m), rankingMethodKey(m));
    addRow(scoring, tr("Ranking method:"), d->method);

    // The three forms line up as one.
    int labelWidth = 0;
    for (const QLabel *label : labels)
        labelWidth = std::max(labelWidth, label->sizeHint().width());
    for (QLabel *label : labels)
        label->setMinimumWidth(labelWidth);

    auto section = [&](CheckSection &s, const QString &title, const QString &prefix, const QString &treeName,
                       const QString &what, QStringList Constraints::*field) {
        s.title = title;
        s.field = field;
        s.box = new QGroupBox(title, content);
        auto *v = new QVBoxLayout(s.box);
        v->setContentsMargins(6, 4, 6, 6);
        v->setSpacing(4);
        auto *row = new QHBoxLayout;
        s.filter = new QLineEdit(s.box);
        s.filter->setObjectName(prefix + QStringLiteral("Filter"));
        s.filter->setPlaceholderText(tr("Filter"));
        s.filter->setClearButtonEnabled(true);
        s.filter->setToolTip(tr("Shows only the %1 whose name contains this text.").arg(what));
        row->addWidget(s.filter, 1);
        s.all = new QToolButton(s.box);
        s.all->setObjectName(prefix + QStringLiteral("AllButton"));
        s.all->setText(tr("All"));
        s.all->setToolTip(tr("Checks every %1 shown.").arg(what));
        row->addWidget(s.all);
        s.none = new QToolButton(s.box);
        s.none->setObjectName(prefix + QStringLiteral("NoneButton"));
        s.none->setText(tr("None"));
        s.none->setToolTip(tr("Unchecks every %1 shown. With nothing checked no offer is ranked.").arg(what));
        row->addWidget(s.none);
        v->addLayout(row);
        s.tree = new CheckListTree(s.box);
        s.tree->setObjectName(treeName);
        s.tree->setToolTip(tr("Only offers of the checked %1 are ranked. All checked means no restriction.")
                               .arg(what));
        v->addWidget(s.tree);
        layout->addWidget(s.box, 1);

        connect(s.filter, &QLineEdit::textChanged, s.tree, &CheckListTree::applyFilter);
        auto bulk = [this, &s](Qt::CheckState state) {
            {
                const QSignalBlocker blocker(s.tree);
                s.tree->setVisibleLeaves(state);
            }
            d->commit(s);
        };
        connect(s.all, &QToolButton::clicked, this, [bulk] { bulk(Qt::Checked); });
        connect(s.none, &QToolButton::clicked, this, [bulk] { bulk(Qt::Unchecked); });
        connect(s.tree, &QTreeWidget::itemChanged, this, [this, &s](QTreeWidgetItem *item, int) {
            {
                const QSignalBlocker blocker(s.tree);
                s.tree->propagate(item);
            }
            d->commit(s);
        });
    };
    section(d->providers, tr("Providers"), QStringLiteral("provider"), QStringLiteral("providerList"),
            tr("providers"), &Constraints::providers);
    section(d->regions, tr("Regions"), QStringLiteral("region"), QStringLiteral("regionTree"), tr("regions"),
            &Constraints::regions);
    section(d->gpus, tr("GPU models"), QStringLiteral("gpu"), QStringLiteral("gpuList"), tr("GPU models"),
            &Constraints::gpus);
    // The GPU model is what most buyers pick first: its list comes right after the limits, so
    // that at 1366x768 it is on screen without scrolling the panel.
    layout->removeWidget(d->gpus.box);
    layout->insertWidget(1, d->gpus.box, 1);
    // Tab follows the panel as it reads, not the order the widgets were made in.
    const QList<QWidget *> readingOrder{d->minGpus, d->gpus.filter, d->gpus.all, d->gpus.none, d->gpus.tree, d->billing};
    for (qsizetype i = 1; i < readingOrder.size(); ++i)
        QWidget::setTabOrder(readingOrder[i - 1], readingOrder[i]);
    d->providers.tree->setRootIsDecorated(false);
    d->gpus.tree->setRootIsDecorated(false);

    connect(d->budget, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_scenario.constraints.maxPricePerHour = v > 0 ? v : Unknown;
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->minVram, &QSpinBox::valueChanged, this, [this](int v) {
        m_scenario.constraints.minTotalVramGb = v;
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->minGpus, &QSpinBox::valueChanged, this, [this](int v) {
        m_scenario.constraints.minGpuCount = v;
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->illustrative, &QCheckBox::toggled, this, [this](bool on) {
        m_scenario.includeIllustrative = on;
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->billing, &QComboBox::currentIndexChanged, this, [this] {
        billingModeFromKey(d->billing->currentData().toString(), &m_scenario.billing);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->currency, &QComboBox::currentIndexChanged, this, [this] {
        const QString to = d->currency->currentData().toString();
        // The budget keeps its meaning: 10 USD/h becomes 72 CNY/h at 7.2, not 10 CNY/h.
        double &budget = m_scenario.constraints.maxPricePerHour;
        if (isKnown(budget)) {
            const double converted = m_scenario.rates.convert(budget, m_scenario.currency, to);
            if (isKnown(converted))
                budget = std::round(converted * 100) / 100;
        }
        m_scenario.currency = to;
        d->showBudget();
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->rate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        Q_EMIT exchangeRateEdited({QStringLiteral("CNY"), v, QDate::currentDate().toString(Qt::ISODate),
                                   tr("edited in GpuScout")});
    });
    connect(d->precision, &QComboBox::currentIndexChanged, this, [this] {
        precisionFromKey(d->precision->currentData().toString(), &m_scenario.precision);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->normalization, &QComboBox::currentIndexChanged, this, [this] {
        normalizationFromKey(d->normalization->currentData().toString(), &m_scenario.normalization);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->jobNormalization, &QComboBox::currentIndexChanged, this, [this] {
        normalizationFromKey(d->jobNormalization->currentData().toString(), &m_scenario.jobNormalization);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->jobCostLimit, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_scenario.maxJobCostRatio = v < 1 ? Unknown : v;
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->method, &QComboBox::currentIndexChanged, this, [this] {
        rankingMethodFromKey(d->method->currentData().toString(), &m_scenario.method);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->basis, &QComboBox::currentIndexChanged, this, [this] {
        basisFromKey(d->basis->currentData().toString(), &m_scenario.basis);
        Q_EMIT scenarioEdited(m_scenario);
    });
    connect(d->unknown, &QComboBox::currentIndexChanged, this, [this] {
        unknownPolicyFromKey(d->unknown->currentData().toString(), &m_scenario.unknownPolicy);
        Q_EMIT scenarioEdited(m_scenario);
    });

    setScenario(m_scenario);
}

ConstraintsPanel::~ConstraintsPanel() = default;

// Emits only when the list really changed: "All" on a list that is all checked is no edit.
void ConstraintsPanel::Private::commit(CheckSection &s)
{
    updateTitle(s);
    QStringList keys = s.tree->selection();
    QStringList &current = q->m_scenario.constraints.*s.field;
    if (keys == current)
        return;
    current = std::move(keys);
    Q_EMIT q->scenarioEdited(q->m_scenario);
}

void ConstraintsPanel::Private::showBudget()
{
    const QSignalBlocker blocker(budget);
    budget->setSuffix(ConstraintsPanel::tr(" %1/h").arg(q->m_scenario.currency));
    const double value = q->m_scenario.constraints.maxPricePerHour;
    budget->setValue(isKnown(value) && value > 0 ? value : 0);
}

void ConstraintsPanel::setCatalog(const Catalog &catalog)
{
    std::vector<int> providerOffers(static_cast<std::size_t>(catalog.providers.size()), 0);
    std::vector<int> gpuOffers(static_cast<std::size_t>(catalog.gpus.size()), 0);
    QHash<QString, int> regionOffers;
    for (const Offer &o : catalog.offers) {
        if (o.provider >= 0 && o.provider < catalog.providers.size())
            ++providerOffers[static_cast<std::size_t>(o.provider)];
        if (o.gpu >= 0 && o.gpu < catalog.gpus.size())
            ++gpuOffers[static_cast<std::size_t>(o.gpu)];
        ++regionOffers[o.region];
    }

    for (CheckSection *s : d->sections()) {
        const QSignalBlocker blocker(s->tree);
        s->tree->clear();
    }

    // Providers, by display name.
    QList<QTreeWidgetItem *> providerItems;
    for (int i = 0; i < catalog.providers.size(); ++i) {
        const Provider &p = catalog.providers[i];
        QTreeWidgetItem *item = checkableItem(providerDisplayName(p), p.key,
                                              providerOffers[static_cast<std::size_t>(i)]);
        item->setData(0, CheckListTree::AlternateKeysRole, QStringList{p.name.toLower()});
        item->setToolTip(0, p.nameZh.isEmpty() || p.nameZh == p.name ? p.name
                                                                      : QStringLiteral("%1 / %2").arg(p.name, p.nameZh));
        providerItems << item;
    }
    // Sorted as people read them: pinyin order for Chinese names, A10 before A100.
    QCollator collator{QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto byText = [&collator](const QTreeWidgetItem *a, const QTreeWidgetItem *b) {
        return collator.compare(a->text(0), b->text(0)) < 0;
    };
    std::sort(providerItems.begin(), providerItems.end(), byText);

    // Regions, grouped, in catalog.regions()'s order: taken from the counts, not from a second
    // pass over 100,000 offers.
    std::array<QTreeWidgetItem *, RegionGroupCount> groups{};
    std::array<int, RegionGroupCount> groupOffers{};
    QList<QTreeWidgetItem *> regionItems;
    QStringList regions = regionOffers.keys();
    std::sort(regions.begin(), regions.end());
    for (const QString &region : regions) {
        const auto g = static_cast<std::size_t>(regionGroup(region));
        if (!groups[g]) {
            groups[g] = new QTreeWidgetItem;
            groups[g]->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            groups[g]->setData(0, KeyRole, regionGroupKey(static_cast<RegionGroup>(g)));
        }
        const int count = regionOffers.value(region);
        groupOffers[g] += count;
        groups[g]->addChild(checkableItem(region.isEmpty() ? tr("(not stated)") : regionDisplayName(region), region, count));
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (!groups[g])
            continue;
        groups[g]->setText(0, tr("%1 (%2)").arg(regionGroupName(static_cast<RegionGroup>(g)),
                                                QLocale().toString(groupOffers[g])));
        groups[g]->setCheckState(0, Qt::Checked);
        regionItems << groups[g];
    }
    // A short region list reads best open; the full catalog's 170 regions start folded.
    const bool expandGroups = regions.size() <= 12;

    // GPU models that at least one offer uses, by name.
    QList<QTreeWidgetItem *> gpuItems;
    QHash<int, QStringList> aliases;
    for (auto it = catalog.gpuAliases.cbegin(); it != catalog.gpuAliases.cend(); ++it)
        aliases[catalog.gpuIndex(it.value())] << it.key().toLower();
    for (int i = 0; i < catalog.gpus.size(); ++i) {
        const int count = gpuOffers[static_cast<std::size_t>(i)];
        if (count == 0)
            continue;
        QTreeWidgetItem *item = checkableItem(catalog.gpus[i].model, catalog.gpus[i].model, count);
        item->setData(0, CheckListTree::AlternateKeysRole, aliases.value(i));
        gpuItems << item;
    }
    std::sort(gpuItems.begin(), gpuItems.end(), byText);

    const std::array<QList<QTreeWidgetItem *>, 3> items{providerItems, regionItems, gpuItems};
    for (std::size_t i = 0; i < items.size(); ++i) {
        CheckSection *s = d->sections()[i];
        const QSignalBlocker blocker(s->tree);
        s->tree->addTopLevelItems(items[i]);
        s->tree->showSelection(m_scenario.constraints.*s->field);
        if (s == &d->regions && expandGroups)
            s->tree->expandAll();
        s->tree->applyFilter(s->filter->text());
        updateTitle(*s);
        s->tree->updateGeometry();
    }
}

void ConstraintsPanel::setMaxJobCostRatio(double ratio)
{
    const bool same = isKnown(ratio) ? m_scenario.maxJobCostRatio == ratio : !isKnown(m_scenario.maxJobCostRatio);
    if (same)
        return;
    m_scenario.maxJobCostRatio = ratio;
    {
        const QSignalBlocker blocker(d->jobCostLimit);
        d->jobCostLimit->setValue(isKnown(ratio) ? ratio : d->jobCostLimit->minimum());
    }
    Q_EMIT scenarioEdited(m_scenario);
}

void ConstraintsPanel::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    const QSignalBlocker b1(d->budget), b2(d->minVram), b3(d->minGpus), b4(d->billing), b5(d->currency),
        b6(d->rate), b7(d->precision), b8(d->normalization), b9(d->method), b10(d->basis), b11(d->unknown),
        b12(d->illustrative), b13(d->jobNormalization), b14(d->jobCostLimit);
    d->illustrative->setChecked(scenario.includeIllustrative);
    const Constraints &c = scenario.constraints;
    d->minVram->setValue(static_cast<int>(std::ceil(c.minTotalVramGb > 0 ? c.minTotalVramGb : 0)));
    d->minGpus->setValue(static_cast<int>(std::ceil(c.minGpuCount > 0 ? c.minGpuCount : 0)));
    selectData(d->billing, billingModeKey(scenario.billing));
    selectData(d->currency, scenario.currency);
    if (d->currency->count() != scenario.rates.currencies().size()
        || scenario.rates.currencies() != [&] {
               QStringList shown;
               for (int i = 0; i < d->currency->count(); ++i)
                   shown << d->currency->itemData(i).toString();
               return shown;
           }()) {
        d->currency->clear();
        for (const QString &code : scenario.rates.currencies())
            d->currency->addItem(code, code);
    }
    selectData(d->currency, scenario.currency);
    const ExchangeRate *cny = scenario.rates.find(QStringLiteral("CNY"));
    d->rate->setEnabled(cny != nullptr);
    d->rate->setValue(cny ? cny->perUsd : 0);
    if (cny) {
        d->rate->setToolTip(tr("Yuan (CNY) per US dollar, used to compare USD and CNY prices (%1). "
                               "An editable setting, not a live market quote: check it before "
                               "relying on a comparison that mixes currencies.")
                                .arg(cny->asOf.isEmpty() ? tr("undated") : tr("as of %1").arg(cny->asOf)));
    }
    selectData(d->precision, precisionKey(scenario.precision));
    selectData(d->normalization, normalizationKey(scenario.normalization));
    selectData(d->jobNormalization, normalizationKey(scenario.jobNormalization));
    d->jobCostLimit->setValue(isKnown(scenario.maxJobCostRatio) ? scenario.maxJobCostRatio : d->jobCostLimit->minimum());
    selectData(d->method, rankingMethodKey(scenario.method));
    selectData(d->basis, basisKey(scenario.basis));
    selectData(d->unknown, unknownPolicyKey(scenario.unknownPolicy));
    d->showBudget();
    for (CheckSection *s : d->sections()) {
        const QSignalBlocker blocker(s->tree);
        s->tree->showSelection(c.*s->field);
        updateTitle(*s);
    }
}

QString ConstraintsPanel::nothingSelected()
{
    return CheckListTree::nothingSelected();
}

void ConstraintsPanel::setPriceBook(int termsUsed, int termsInBook, bool hidden, bool listPrices)
{
    const QSignalBlocker block(d->listPrices);
    d->listPrices->setChecked(listPrices);
    d->listPrices->setEnabled(termsInBook > 0 && !hidden);
    if (hidden)
        d->listPrices->setToolTip(tr("Negotiated prices are hidden from this login on the team catalog: offers are "
                                     "ranked on list prices. An admin can grant the buyer role."));
    else if (termsInBook == 0)
        d->listPrices->setToolTip(tr("The price book is empty: every offer is ranked on its list price. Add your "
                                     "negotiated discounts and contract prices with gpuscout catalog price-book add."));
    else
        d->listPrices->setToolTip(tr("%n price book term(s) set your negotiated prices (in bold in the table). "
                                     "Tick to rank on the vendors' list prices instead.", nullptr, termsUsed));
}

} // namespace gpuscout
