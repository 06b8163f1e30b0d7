#include "charts/PriceHistoryChart.h"

#include "charts/ChartToolTip.h"

#include "domain/Catalog.h"
#include "domain/Format.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QDateEdit>
#include <QDateTimeAxis>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

const QDate NoSince(2000, 1, 1); // the date edit's minimum, shown as "all"

qreal when(const QString &day)
{
    return static_cast<qreal>(QDate::fromString(day, Qt::ISODate).startOfDay(Qt::UTC).toMSecsSinceEpoch());
}

QString billingText(BillingMode m)
{
    switch (m) {
    case BillingMode::OnDemand: return PriceHistoryChart::tr("on-demand");
    case BillingMode::Spot: return PriceHistoryChart::tr("spot");
    case BillingMode::Reserved1y: return PriceHistoryChart::tr("1-year reserved");
    case BillingMode::Monthly: return PriceHistoryChart::tr("monthly");
    }
    return QString();
}

// The point of a line in force on `day`, or null before its first one.
const PricePoint *pointOn(const PriceSeriesLine &line, const QString &day)
{
    const PricePoint *found = nullptr;
    for (const PricePoint &p : line.points) {
        if (p.date > day)
            break;
        found = &p;
    }
    return found;
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

} // namespace

PriceHistoryChart::PriceHistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_gpu(new QComboBox(this))
    , m_billing(new QComboBox(this))
    , m_since(new QDateEdit(this))
    , m_median(new QCheckBox(tr("Regional median"), this))
    , m_view(new QChartView(this))
    , m_toolTip(new ChartToolTip(m_view->viewport()))
    , m_chart(new QChart)
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("priceHistoryChart"));
    m_gpu->setObjectName(QStringLiteral("priceHistoryGpu"));
    m_gpu->setToolTip(tr("The GPU model whose price per GPU-hour is drawn, across providers"));
    m_billing->setObjectName(QStringLiteral("priceHistoryBilling"));
    m_billing->setToolTip(tr("The billing mode whose prices are drawn"));
    for (BillingMode m : AllBillingModes)
        m_billing->addItem(billingText(m), billingModeKey(m));
    m_since->setObjectName(QStringLiteral("priceHistorySince"));
    m_since->setCalendarPopup(true);
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_since->setMinimumDate(NoSince);
    m_since->setSpecialValueText(tr("all"));
    m_since->setDate(NoSince);
    m_since->setToolTip(tr("The first day drawn (\"all\": from the first known price)"));
    m_median->setObjectName(QStringLiteral("priceHistoryMedian"));
    m_median->setToolTip(tr("Also draw the median of each provider's offers (its regions and instance types), dashed; "
                            "the solid line is its lowest"));
    m_view->setObjectName(QStringLiteral("priceHistoryChartView"));
    QChart *initial = m_view->chart();
    m_view->setChart(m_chart);
    delete initial;
    m_view->setRenderHint(QPainter::Antialiasing);
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_empty->setObjectName(QStringLiteral("priceHistoryEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("GPU:"), this));
    controls->addWidget(m_gpu);
    controls->addWidget(new QLabel(tr("Billing:"), this));
    controls->addWidget(m_billing);
    controls->addWidget(new QLabel(tr("Since:"), this));
    controls->addWidget(m_since);
    controls->addWidget(m_median);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty, 1);

    connect(m_gpu, &QComboBox::activated, this, [this] {
        m_userChoseGpu = true;
        redraw();
    });
    connect(m_billing, &QComboBox::currentIndexChanged, this, &PriceHistoryChart::redraw);
    connect(m_since, &QDateEdit::dateChanged, this, &PriceHistoryChart::redraw);
    connect(m_median, &QCheckBox::toggled, this, &PriceHistoryChart::redraw);
    redraw();
}

void PriceHistoryChart::setCatalog(std::shared_ptr<const Catalog> catalog, const QString &currency, int staleAfterDays, const QString &gpu)
{
    if (catalog != m_catalog)
        m_withHistory.reset();
    m_catalog = std::move(catalog);
    m_currency = currency.isEmpty() ? QStringLiteral("USD") : currency;
    m_staleAfterDays = staleAfterDays;
    const QString shown = m_userChoseGpu || gpu.isEmpty() ? this->gpu() : gpu;
    {
        const QSignalBlocker block(m_gpu);
        m_gpu->clear();
        if (m_catalog) {
            // The GPU models that have a price somewhere, in the catalog's order.
            QList<bool> priced(m_catalog->gpus.size(), false);
            for (const Offer &o : m_catalog->offers) {
                if (o.gpu >= 0 && !o.needsQuote())
                    priced[o.gpu] = true;
            }
            for (int g = 0; g < m_catalog->gpus.size(); ++g) {
                if (priced[g])
                    m_gpu->addItem(m_catalog->gpus[g].model, m_catalog->gpus[g].model);
            }
        }
        const int at = m_gpu->findData(shown);
        m_gpu->setCurrentIndex(at >= 0 ? at : 0);
    }
    redraw();
}

void PriceHistoryChart::setGpu(const QString &gpu)
{
    const int at = m_gpu->findData(gpu);
    if (at < 0)
        return;
    m_gpu->setCurrentIndex(at);
    m_userChoseGpu = true;
    redraw();
}

void PriceHistoryChart::setProviders(const QStringList &providers)
{
    m_providers = providers;
    redraw();
}

void PriceHistoryChart::setBilling(BillingMode billing)
{
    m_billing->setCurrentIndex(m_billing->findData(billingModeKey(billing))); // redraws when it changes
}

QString PriceHistoryChart::gpu() const
{
    return m_gpu->currentData().toString();
}

int PriceHistoryChart::stepSeriesCount() const
{
    return static_cast<int>(m_steps.size());
}

int PriceHistoryChart::quotedPointCount() const
{
    return m_quotedPoints;
}

QString PriceHistoryChart::emptyText() const
{
    return m_empty->isVisibleTo(this) ? m_empty->text() : QString();
}

void PriceHistoryChart::setHistorySource(PriceHistorySource source)
{
    m_historySource = std::move(source);
    m_withHistory.reset();
    redraw();
}

void PriceHistoryChart::setSeriesSource(PriceSeriesSource source)
{
    m_seriesSource = std::move(source);
    redraw();
}

const Catalog &PriceHistoryChart::catalogWithHistory()
{
    if (m_catalog->historyLoaded || !m_historySource)
        return *m_catalog;
    if (!m_withHistory || m_historyGpu != gpu()) {
        m_historyGpu = gpu();
        m_withHistory = std::make_shared<const Catalog>(withPriceHistory(*m_catalog, m_historySource(m_catalog->offerIdsOfGpus({m_historyGpu}))));
    }
    return *m_withHistory;
}

void PriceHistoryChart::redraw()
{
    m_toolTip->hide();
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_steps.clear();
    m_lines.clear();
    m_quotedPoints = 0;
    m_staleLimit.clear();
    BillingMode billing = BillingMode::OnDemand;
    billingModeFromKey(m_billing->currentData().toString(), &billing);
    if (m_catalog && !gpu().isEmpty()) {
        PriceSeriesQuery q;
        q.gpu = gpu();
        q.billings = {billing};
        q.providers = m_providers;
        q.currency = m_currency;
        if (m_since->date() > NoSince)
            q.since = m_since->date().toString(Qt::ISODate);
        const bool stored = !m_catalog->historyLoaded && m_seriesSource && !hasNegotiatedPrices(*m_catalog, q.gpu) && m_seriesSource(q, &m_lines);
        if (!stored)
            m_lines = priceSeries(catalogWithHistory(), q);
    }
    if (m_lines.isEmpty()) {
        m_empty->setText(!m_catalog || gpu().isEmpty()
                             ? tr("The catalog has no priced GPU to draw.")
                             : tr("No %1 price under %2 billing in the catalog%3. Choose another billing mode or GPU, or "
                                  "update prices (Catalog > Update Prices).")
                                   .arg(gpu(), billingText(billing),
                                        m_since->date() > NoSince ? tr(" since %1").arg(m_since->date().toString(Qt::ISODate)) : QString()));
        m_view->hide();
        m_empty->show();
        return;
    }
    m_empty->hide();
    m_view->show();

    const QDate today = QDate::currentDate();
    const QString end = today.addDays(1).toString(Qt::ISODate);
    QString first = end;
    double top = 0;
    for (const PriceSeriesLine &line : std::as_const(m_lines)) {
        first = std::min(first, line.points.first().date);
        for (const PricePoint &p : line.points)
            top = std::max(top, m_median->isChecked() ? p.median : p.lowest);
    }
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setTitleText(tr("Price in force from"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("Price per GPU-hour (%1)").arg(m_currency));
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.2f"));
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    const auto attach = [&](QAbstractSeries *s) {
        m_chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };

    static const QColor palette[] = {QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c), QColor(0xff7f0e), QColor(0x9467bd),
                                     QColor(0x8c564b), QColor(0xe377c2), QColor(0x17becf), QColor(0xbcbd22), QColor(0x7f7f7f)};
    for (int i = 0; i < m_lines.size(); ++i) {
        const PriceSeriesLine &line = m_lines[i];
        const QColor color = palette[i % std::size(palette)];
        for (const bool median : {false, true}) {
            if (median && !m_median->isChecked())
                continue;
            auto *steps = new QLineSeries;
            const QString name = providerName(line);
            steps->setName(median ? tr("%1 (median)").arg(name) : name);
            QPen pen(color, median ? 1.5 : 2.5);
            pen.setStyle(median ? Qt::DashLine : Qt::SolidLine);
            steps->setPen(pen);
            for (int k = 0; k < line.points.size(); ++k) {
                const PricePoint &p = line.points[k];
                if (p.offers == 0)
                    continue; // withdrawn: the line stops there and picks up at the next price
                const double v = median ? p.median : p.lowest;
                const QString until = k + 1 < line.points.size() ? line.points[k + 1].date : end;
                steps->append(when(p.date), v);
                steps->append(when(until), v);
            }
            attach(steps);
            connect(steps, &QLineSeries::hovered, this, &PriceHistoryChart::showHover);
            m_steps << steps;
        }
        // The days its prices were quoted, on its lowest line.
        auto *quoted = new QScatterSeries;
        quoted->setMarkerSize(7);
        quoted->setColor(color);
        quoted->setBorderColor(Qt::white);
        for (const QString &day : line.quotedOn) {
            const PricePoint *p = pointOn(line, std::max(day, line.points.first().date));
            if (p && p->offers > 0) {
                quoted->append(when(std::max(day, line.points.first().date)), p->lowest);
                ++m_quotedPoints;
            }
        }
        attach(quoted);
        connect(quoted, &QScatterSeries::hovered, this, &PriceHistoryChart::showHover);
        hideFromLegend(m_chart, quoted);
    }
    // Prices quoted before this day are stale (View > Preferences sets how old).
    const QDate stale = today.addDays(-m_staleAfterDays);
    if (stale.toString(Qt::ISODate) > first) {
        m_staleLimit = stale.toString(Qt::ISODate);
        auto *limit = new QLineSeries;
        limit->setName(tr("Stale before %1").arg(m_staleLimit));
        QPen pen(QColor(0x99, 0x99, 0x99), 1.2);
        pen.setStyle(Qt::DotLine);
        limit->setPen(pen);
        limit->append(when(m_staleLimit), 0);
        limit->append(when(m_staleLimit), y->max());
        attach(limit);
    }
    x->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(when(first)), Qt::UTC),
                QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(when(end)), Qt::UTC));
}

// The provider as the rest of the window names it (in Chinese: 阿里云, 谷歌云).
QString PriceHistoryChart::providerName(const PriceSeriesLine &line) const
{
    const int p = m_catalog ? m_catalog->providerIndex(line.provider) : -1;
    return p >= 0 ? providerDisplayName(m_catalog->providers[p]) : line.providerName;
}

QString PriceHistoryChart::hoverText(const QPointF &value) const
{
    const QString day = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(value.x()), Qt::UTC).date().toString(Qt::ISODate);
    const PriceSeriesLine *best = nullptr;
    const PricePoint *bestPoint = nullptr;
    double distance = 0;
    for (const PriceSeriesLine &line : m_lines) {
        const PricePoint *p = pointOn(line, day);
        if (!p || p->offers == 0)
            continue;
        const double d = std::min(std::abs(p->lowest - value.y()), std::abs(p->median - value.y()));
        if (!best || d < distance) {
            best = &line;
            bestPoint = p;
            distance = d;
        }
    }
    if (!best)
        return QString();
    return tr("%1, %2 billing, from %3:\nlowest %4, median %5 per GPU-hour\nacross %n offer(s) (regions and instance types)", nullptr,
              bestPoint->offers)
        .arg(providerName(*best), billingText(best->billing), bestPoint->date, formatMoney(bestPoint->lowest, m_currency),
             formatMoney(bestPoint->median, m_currency));
}

void PriceHistoryChart::showHover(const QPointF &point, bool state)
{
    if (!state) {
        m_toolTip->hide();
        return;
    }
    m_toolTip->show(QCursor::pos(), hoverText(point));
}

} // namespace gpuscout
