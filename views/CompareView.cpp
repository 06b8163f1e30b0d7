#include "CompareView.h"

#include "Format.h"

#include "Stability.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <array>

namespace gpuscout {

namespace {

// The order of the rows; rowKeys() spells the same order as stable keys.
enum Row {
    RankRow, ScoreRow, ComputeScoreRow, VramScoreRow, PriceScoreRow, BandwidthScoreRow,
    StabilityScoreRow, ProviderRow, InstanceRow, RegionRow, GpuRow, GpuCountRow, VramRow,
    TflopsRow, PriceRow, PricePerGpuRow, TflopsPerPriceRow, NetworkRow, RdmaRow, VcpusRow,
    RamRow, StabilityRow, SpotPriceRow, SourceRow, AsOfRow, RowCount
};

enum class Best { None, Highest, Lowest };

QList<QString> rowKeys()
{
    return {QStringLiteral("rank"), QStringLiteral("score"), QStringLiteral("compute_score"),
            QStringLiteral("vram_score"), QStringLiteral("price_score"), QStringLiteral("bandwidth_score"),
            QStringLiteral("stability_score"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("gpu_count"), QStringLiteral("vram"),
            QStringLiteral("tflops"), QStringLiteral("price"), QStringLiteral("price_per_gpu"),
            QStringLiteral("tflops_per_price"), QStringLiteral("network"), QStringLiteral("rdma"),
            QStringLiteral("vcpus"), QStringLiteral("ram"), QStringLiteral("stability"),
            QStringLiteral("spot_price"), QStringLiteral("source"), QStringLiteral("as_of")};
}

QStringList rowLabels(const QString &currency)
{
    const QString cur = currency.isEmpty() ? QStringLiteral("USD") : currency;
    return {CompareView::tr("Rank"), CompareView::tr("Score"), CompareView::tr("Compute score"),
            CompareView::tr("VRAM score"), CompareView::tr("Price score"), CompareView::tr("Bandwidth score"),
            CompareView::tr("Stability score"), CompareView::tr("Provider"), CompareView::tr("Instance type"),
            CompareView::tr("Region"), CompareView::tr("GPU"), CompareView::tr("GPU count"),
            CompareView::tr("Total VRAM (GB)"), CompareView::tr("Dense TFLOPS"), CompareView::tr("Price per hour"),
            CompareView::tr("Per GPU-hour"), CompareView::tr("TFLOPS per %1/h").arg(cur),
            CompareView::tr("Network (Gbit/s)"), CompareView::tr("RDMA"), CompareView::tr("vCPUs"),
            CompareView::tr("RAM (GiB)"), CompareView::tr("Stability"), CompareView::tr("Spot price per hour"),
            CompareView::tr("Source"), CompareView::tr("As of")};
}

constexpr std::array<Best, RowCount> BestRule{
    Best::Lowest, Best::Highest, Best::Highest, Best::Highest, Best::Highest, Best::Highest,
    Best::Highest, Best::None, Best::None, Best::None, Best::None, Best::Highest, Best::Highest,
    Best::Highest, Best::Lowest, Best::Lowest, Best::Highest, Best::Highest, Best::None, Best::Highest,
    Best::Highest, Best::Highest, Best::Lowest, Best::None, Best::None};

// Soft green with dark text so the mark reads in light themes and stays legible in dark ones.
const QColor BestBackground(0xd6, 0xef, 0xd8);
const QColor BestForeground(0x14, 0x4d, 0x22);

QString amount(double v) { return QLocale().toString(v, 'f', v < 10 ? 3 : 2); }

// A catalog price that was never converted: the currency code says which money it is.
QString nativeMoney(double v, const QString &currency)
{
    return isKnown(v) ? amount(v) + u' ' + currency : unknownText();
}

QString billingModeName(BillingMode m)
{
    switch (m) {
    case BillingMode::OnDemand: return CompareView::tr("on-demand");
    case BillingMode::Spot: return CompareView::tr("spot");
    case BillingMode::Reserved1y: return CompareView::tr("reserved 1 year");
    case BillingMode::Monthly: return CompareView::tr("monthly");
    }
    return {};
}

QString rdmaText(const QString &rdma)
{
    if (rdma.isEmpty())
        return CompareView::tr("not stated");
    if (rdma == QLatin1String("none"))
        return CompareView::tr("none");
    if (rdma == QLatin1String("efa"))
        return QStringLiteral("EFA");
    if (rdma == QLatin1String("infiniband"))
        return QStringLiteral("InfiniBand");
    if (rdma == QLatin1String("gpudirect"))
        return QStringLiteral("GPUDirect");
    return rdma;
}

QString regionText(const QString &region)
{
    return region.isEmpty() ? CompareView::tr("unspecified") : region;
}

// One cell: the text people read and the number the best-value mark compares. value stays
// Unknown where the cell takes no part in the comparison (unknown, or not ranked).
struct Cell {
    QString text;
    double value = Unknown;
    QString tooltip;
};

struct Column {
    std::array<Cell, RowCount> cells;
    QString header;
    QString spotCurrency;
};

double knownCount(double count) { return count > 0 ? count : Unknown; }

Column columnFor(const RankingResult &result, int offerIndex)
{
    const Catalog &catalog = *result.catalog;
    const Offer &o = catalog.offers[offerIndex];
    const Provider *provider = o.provider >= 0 ? &catalog.providers[o.provider] : nullptr;
    const GpuSpec *gpu = o.gpu >= 0 ? &catalog.gpus[o.gpu] : nullptr;
    Column col;
    auto &c = col.cells;
    const QString providerName = provider ? provider->name : unknownText();
    col.header = providerName + u'\n' + o.instanceType + u'\n' + regionText(o.region);

    const QString sourceTip = CompareView::tr("Source: %1, as of %2").arg(o.source, o.asOf);
    const int rankIndex = result.rankIndexOfOffer(offerIndex);
    if (rankIndex >= 0) {
        const RankedRow r = result.row(static_cast<std::size_t>(rankIndex));
        c[RankRow] = {QLocale().toString(r.rank), static_cast<double>(r.rank), {}};
        c[ScoreRow] = {formatNumber(r.score, 3), r.score,
                       CompareView::tr("Weighted mean of the normalised criteria, 0 to 1")};
        for (Criterion k : AllCriteria) {
            const std::size_t i = indexOf(k);
            c[ComputeScoreRow + i] = {
                formatNumber(r.normalized[i], 3), r.normalized[i],
                isKnown(r.raw[i]) ? QString() : CompareView::tr("The value is unknown, so it scores 0.")};
        }
        const double tflops = r.raw[indexOf(Criterion::Compute)];
        const double price = r.raw[indexOf(Criterion::Price)];
        const double stability = r.raw[indexOf(Criterion::Stability)];
        c[TflopsRow] = {formatNumber(tflops, 1), tflops, {}};
        c[PriceRow] = {formatMoney(price, result.currency), price, sourceTip};
        c[PricePerGpuRow] = {formatMoney(r.pricePerGpuHour(), result.currency), r.pricePerGpuHour(), {}};
        c[TflopsPerPriceRow] = {formatNumber(r.tflopsPerMoney(), 1), r.tflopsPerMoney(),
                                CompareView::tr("Price-performance R = dense TFLOPS of all GPUs / price per hour")};
        c[StabilityRow] = {formatNumber(stability, 3), stability, stabilityFormulaText()};
    } else {
        // Everything that depends on the scenario (precision, billing, currency) comes from
        // the ranking; an offer outside it shows what the catalog alone says.
        const QString why = result.ok() || !result.ranking
            ? CompareView::tr("Filtered out by the constraints, so it has no rank, score or scenario figures.")
            : CompareView::tr("No ranking: %1").arg(result.ranking->error);
        for (int row : {int(RankRow), int(ScoreRow), int(ComputeScoreRow), int(VramScoreRow),
                        int(PriceScoreRow), int(BandwidthScoreRow), int(StabilityScoreRow), int(TflopsRow),
                        int(TflopsPerPriceRow), int(StabilityRow)})
            c[row] = {CompareView::tr("not ranked"), Unknown, why};
        BillingMode mode = BillingMode::OnDemand;
        for (BillingMode m : AllBillingModes) {
            if (isKnown(o.priceFor(m))) {
                mode = m;
                break;
            }
        }
        const double price = o.priceFor(mode);
        const QString tip = CompareView::tr("Catalog price in the offer's own currency, %1; not ranked, so not "
                                            "converted and not compared.\n%2").arg(billingModeName(mode), sourceTip);
        const QString perGpu = isKnown(price) && o.gpuCount > 0 ? nativeMoney(price / o.gpuCount, o.currency)
                                                                : unknownText();
        c[PriceRow] = {isKnown(price) ? CompareView::tr("%1, %2").arg(nativeMoney(price, o.currency), billingModeName(mode))
                                      : unknownText(),
                       Unknown, tip};
        c[PricePerGpuRow] = {perGpu, Unknown, tip};
    }

    c[ProviderRow] = {providerName, Unknown, provider ? provider->notes : QString()};
    c[InstanceRow] = {o.instanceType, Unknown, o.notes};
    c[RegionRow] = {regionText(o.region), Unknown, o.zone};
    c[GpuRow] = {gpu ? gpu->model : unknownText(), Unknown, gpu ? gpu->interconnect : QString()};
    c[GpuCountRow] = {o.gpuCount > 0 ? formatGpuCount(o.gpuCount) : unknownText(),
                      knownCount(o.gpuCount), {}};
    const double vram = gpu ? o.gpuCount * gpu->vramGb : Unknown;
    c[VramRow] = {formatNumber(vram, 0), vram, {}};
    c[NetworkRow] = {formatNumber(o.networkGbps, 0), o.networkGbps, {}};
    c[RdmaRow] = {rdmaText(o.rdma), Unknown, {}};
    c[VcpusRow] = {formatNumber(o.vcpus, 0), o.vcpus, {}};
    c[RamRow] = {formatNumber(o.ramGib, 0), o.ramGib, {}};
    const double spot = o.priceFor(BillingMode::Spot);
    c[SpotPriceRow] = {formatMoney(spot, o.currency), spot,
                       isKnown(o.spotInterruption)
                           ? CompareView::tr("In the offer's own currency; about %1% of spot instances are "
                                             "reclaimed per month").arg(QLocale().toString(o.spotInterruption * 100, 'g', 3))
                           : CompareView::tr("In the offer's own currency")};
    col.spotCurrency = o.currency;

    const int sourceIndex = catalog.sourceIndex(o.source);
    const Source *source = sourceIndex >= 0 ? &catalog.sources[sourceIndex] : nullptr;
    QString sourceText = source ? source->name : o.source;
    if (o.illustrative)
        sourceText += u'\n' + CompareView::tr("illustrative figure, not a quote");
    c[SourceRow] = {sourceText, Unknown, source ? QStringList{source->url, source->notes}.join(u'\n').trimmed()
                                                : QString()};
    c[AsOfRow] = {o.asOf.isEmpty() ? unknownText() : o.asOf, Unknown, {}};
    return col;
}

void markItem(QTableWidgetItem *item)
{
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    item->setText(QStringLiteral("✓ ") + item->text());
    item->setBackground(BestBackground);
    item->setForeground(BestForeground);
    const QString tip = item->toolTip();
    item->setToolTip(tip.isEmpty() ? CompareView::tr("Best in this row")
                                   : CompareView::tr("Best in this row") + u'\n' + tip);
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_hint(new QLabel(tr("Pin two to six offers in the ranking to compare them side by side."), this))
    , m_table(new QTableWidget(this))
    , m_rowKeys(rowKeys())
    , m_best(RowCount, -1)
{
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setMargin(24);
    QPalette hintPalette = m_hint->palette();
    hintPalette.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    m_hint->setPalette(hintPalette);

    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setRowCount(RowCount);
    m_table->setVerticalHeaderLabels(rowLabels(QString()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    // Equal columns share the width, as a side-by-side comparison reads best; below the
    // minimum the table scrolls and long text (sources) wraps. Row heights follow the
    // column widths once the header has laid them all out (hence queued): measured earlier,
    // they would fit the minimum width and leave wrapped rows too tall.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(120);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents, Qt::QueuedConnection);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 8);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    m_table->hide();
}

int CompareView::rowOf(const QString &attributeKey) const
{
    return static_cast<int>(m_rowKeys.indexOf(attributeKey));
}

int CompareView::bestColumn(int row) const
{
    return row >= 0 && row < m_best.size() ? m_best[row] : -1;
}

void CompareView::setOffers(const RankingResult &result, const QList<int> &offerIndices)
{
    QList<int> offers;
    const int catalogSize = result.catalog ? static_cast<int>(result.catalog->offers.size()) : 0;
    for (int index : offerIndices) {
        if (index >= 0 && index < catalogSize && !offers.contains(index) && offers.size() < MaxOffers)
            offers << index;
    }
    m_best.fill(-1);
    m_table->clearContents();
    m_table->setVerticalHeaderLabels(rowLabels(result.currency));
    if (offers.size() < 2) {
        m_table->setColumnCount(0);
        m_table->hide();
        m_hint->show();
        return;
    }
    m_hint->hide();
    m_table->show();

    QList<Column> columns;
    for (int index : offers)
        columns << columnFor(result, index);
    const int n = static_cast<int>(columns.size());
    m_table->setColumnCount(n);
    QStringList headers;
    for (const Column &col : columns)
        headers << col.header;
    m_table->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < RowCount; ++row) {
        QList<double> values;
        for (int col = 0; col < n; ++col) {
            const Cell &cell = columns[col].cells[row];
            auto *item = new QTableWidgetItem(cell.text);
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(cell.tooltip);
            m_table->setItem(row, col, item);
            values << cell.value;
        }
        if (row == SpotPriceRow) {
            // Spot prices stay in each offer's own currency: only like with like compares.
            QSet<QString> currencies;
            for (int col = 0; col < n; ++col) {
                if (isKnown(values[col]))
                    currencies.insert(columns[col].spotCurrency);
            }
            if (currencies.size() > 1)
                values.fill(Unknown);
        }
        if (BestRule[row] != Best::None)
            markBest(row, values, BestRule[row] == Best::Lowest);
    }

    m_table->setCurrentItem(nullptr);
    m_table->resizeRowsToContents();
}

void CompareView::markBest(int row, const QList<double> &values, bool lowestIsBest)
{
    double best = Unknown;
    int known = 0;
    bool allEqual = true;
    for (double v : values) {
        if (!isKnown(v))
            continue;
        if (known > 0 && v != best)
            allEqual = false;
        if (known == 0 || (lowestIsBest ? v < best : v > best))
            best = v;
        ++known;
    }
    if (known < 2 || allEqual)
        return;
    for (int col = 0; col < values.size(); ++col) {
        if (isKnown(values[col]) && values[col] == best) {
            if (m_best[row] < 0)
                m_best[row] = col;
            markItem(m_table->item(row, col));
        }
    }
}

} // namespace gpuscout
