#include "dashboard/TableFilterBar.h"

#include "domain/Format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <cmath>

namespace gpuscout {

TableFilterBar::TableFilterBar(QWidget *parent)
    : QWidget(parent)
    , m_minVram(new QSpinBox(this))
    , m_priceLabel(new QLabel(this))
    , m_maxPrice(new QDoubleSpinBox(this))
    , m_gpus(new QComboBox(this))
    , m_periodBox(new QWidget(this))
    , m_periodLabel(new QLabel(tr("Prices:"), m_periodBox))
    , m_period(new QComboBox(m_periodBox))
    , m_hideStale(new QCheckBox(tr("Hide sta&le"), this))
    , m_clear(new QToolButton(this))
{
    setObjectName(QStringLiteral("tableFilterBar"));
    const QString listOnly = tr("Narrows the list only: ranks and scores still compare every feasible offer. "
                                "To rank within a limit, use the Constraints panel.");
    auto *vramLabel = new QLabel(tr("VRAM ≥"), this);
    vramLabel->setBuddy(m_minVram);
    m_minVram->setObjectName(QStringLiteral("filterMinVram"));
    m_minVram->setRange(0, 100000);
    m_minVram->setSingleStep(8);
    m_minVram->setSuffix(tr(" GB"));
    m_minVram->setSpecialValueText(tr("any"));
    // Narrow: beside the Constraints dock on a 1366-pixel screen every pixel of this row counts.
    m_minVram->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000 GB")) + 24);
    m_minVram->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000000 GB")) + 30);
    m_minVram->setToolTip(tr("List offers whose instance has at least this much GPU memory in all (an unknown figure is "
                             "left out). %1").arg(listOnly));

    m_priceLabel->setBuddy(m_maxPrice);
    m_maxPrice->setObjectName(QStringLiteral("filterMaxPrice"));
    m_maxPrice->setRange(0, 1e8);
    m_maxPrice->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000.00 USD")) + 24);
    m_maxPrice->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000000.00 USD")) + 30);
    m_maxPrice->setDecimals(2);
    m_maxPrice->setSpecialValueText(tr("any"));
    m_maxPrice->setToolTip(tr("List offers whose price, as the price column shows it (per hour, month or year, or "
                              "the job's total cost), is at most this. %1").arg(listOnly));

    auto *gpusLabel = new QLabel(tr("GPUs ="), this);
    gpusLabel->setBuddy(m_gpus);
    m_gpus->setObjectName(QStringLiteral("filterGpuCount"));
    m_gpus->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpus->setMinimumContentsLength(4);
    m_gpus->setToolTip(tr("List instances with exactly this many GPUs. %1").arg(listOnly));
    setGpuCounts({});

    m_periodLabel->setBuddy(m_period);
    m_period->setObjectName(QStringLiteral("pricePeriod"));
    m_period->addItem(tr("per hour"), static_cast<int>(PricePeriod::Hour));
    m_period->addItem(tr("per month"), static_cast<int>(PricePeriod::Month));
    m_period->addItem(tr("per year"), static_cast<int>(PricePeriod::Year));

    m_hideStale->setObjectName(QStringLiteral("filterHideStale"));
    m_hideStale->setToolTip(tr("Leave out prices quoted longer ago than the stale limit (Catalog → Edit Catalog). %1").arg(listOnly));

    m_clear->setObjectName(QStringLiteral("clearTableFilters"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Clear the VRAM, price and GPU filters and show stale prices again (the search stays)"));
    m_clear->setAutoRaise(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(vramLabel);
    layout->addWidget(m_minVram);
    layout->addWidget(m_priceLabel);
    layout->addWidget(m_maxPrice);
    layout->addWidget(gpusLabel);
    layout->addWidget(m_gpus);
    layout->addWidget(m_hideStale);
    layout->addWidget(m_clear);
    layout->addStretch(1);
    auto *periodLayout = new QHBoxLayout(m_periodBox);
    periodLayout->setContentsMargins(0, 0, 0, 0);
    periodLayout->addWidget(m_periodLabel);
    periodLayout->addWidget(m_period);

    connect(m_minVram, &QSpinBox::valueChanged, this, [this] { emitView(); });
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, [this] { emitView(); });
    connect(m_gpus, &QComboBox::currentIndexChanged, this, [this] { emitView(); });
    connect(m_hideStale, &QCheckBox::toggled, this, [this] { emitView(); });
    connect(m_period, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_showing)
            Q_EMIT periodChosen(static_cast<PricePeriod>(m_period->currentData().toInt()));
    });
    connect(m_clear, &QToolButton::clicked, this, [this] {
        RankingView v = m_view;
        v.clearFilters();
        Q_EMIT viewEdited(v);
    });
    setPriceContext(PricePeriod::Hour, false, QStringLiteral("USD"));
    updateClear();
}

void TableFilterBar::setView(const RankingView &view)
{
    m_view = view;
    m_showing = true;
    m_minVram->setValue(isKnown(view.minVramGb) ? static_cast<int>(std::lround(view.minVramGb)) : 0);
    m_maxPrice->setValue(isKnown(view.maxPrice) ? view.maxPrice : 0);
    int gpuIndex = 0;
    for (int i = 1; isKnown(view.gpuCount) && i < m_gpus->count(); ++i) {
        if (std::abs(m_gpus->itemData(i).toDouble() - view.gpuCount) < 1e-9)
            gpuIndex = i;
    }
    if (isKnown(view.gpuCount) && gpuIndex == 0) {
        // A count the catalog no longer has (a scenario from elsewhere): listed, so it shows.
        m_gpus->addItem(formatGpuCount(view.gpuCount), view.gpuCount);
        gpuIndex = m_gpus->count() - 1;
    }
    m_gpus->setCurrentIndex(gpuIndex);
    m_hideStale->setChecked(view.hideStale);
    m_period->setCurrentIndex(m_period->findData(static_cast<int>(view.period)));
    m_showing = false;
    updateClear();
}

void TableFilterBar::setPriceContext(PricePeriod shown, bool jobCost, const QString &currency)
{
    const QString symbol = currency.isEmpty() ? QStringLiteral("USD") : currency;
    m_priceLabel->setText(jobCost ? tr("Job cost ≤")
                          : shown == PricePeriod::Month ? tr("Price/month ≤")
                          : shown == PricePeriod::Year  ? tr("Price/year ≤")
                                                        : tr("Price/h ≤"));
    m_maxPrice->setSuffix(u' ' + symbol);
    // A job's cost is a total: the period does not apply to it.
    m_period->setEnabled(!jobCost);
    m_periodLabel->setEnabled(!jobCost);
    m_period->setToolTip(jobCost ? tr("A job is compared by its total cost, which has no period; the period applies to "
                                      "hourly rankings")
                                 : tr("The period the price columns read in: a month is 730 hours, a year 8,760. Sorting, "
                                      "filters and exports follow it. A subscription ranked under monthly billing reads "
                                      "per month when per hour is chosen."));
}

void TableFilterBar::setGpuCounts(const QList<double> &counts)
{
    const QVariant current = m_gpus->currentData();
    const QSignalBlocker block(m_gpus);
    m_gpus->clear();
    m_gpus->addItem(tr("any"), QVariant());
    for (double c : counts)
        m_gpus->addItem(formatGpuCount(c), c);
    const int index = current.isValid() ? m_gpus->findData(current) : 0;
    m_gpus->setCurrentIndex(std::max(0, index));
}

void TableFilterBar::emitView()
{
    if (m_showing)
        return;
    RankingView v = m_view;
    v.minVramGb = m_minVram->value() > 0 ? m_minVram->value() : Unknown;
    v.maxPrice = m_maxPrice->value() > 0 ? m_maxPrice->value() : Unknown;
    const QVariant gpus = m_gpus->currentData();
    v.gpuCount = gpus.isValid() ? gpus.toDouble() : Unknown;
    v.hideStale = m_hideStale->isChecked();
    Q_EMIT viewEdited(v);
}

void TableFilterBar::updateClear()
{
    m_clear->setEnabled(m_view.hasFilters());
}

} // namespace gpuscout
