#include "RankingModel.h"

#include "Stability.h"

#include <QLocale>

namespace gpuscout {

namespace {

QVariant orInvalid(double v)
{
    return isKnown(v) ? QVariant(v) : QVariant();
}

QString number(double v, int decimals)
{
    return isKnown(v) ? QLocale().toString(v, 'f', decimals) : RankingModel::tr("unknown");
}

QString money(double v, const QString &currency)
{
    if (!isKnown(v))
        return RankingModel::tr("unknown");
    const QString symbol = currency == QLatin1String("CNY") ? QStringLiteral("¥") : QStringLiteral("$");
    return symbol + QLocale().toString(v, 'f', v < 10 ? 3 : 2);
}

QString gpuCount(double count)
{
    return QLocale().toString(count, 'g', 4);
}

} // namespace

RankingModel::RankingModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RankingModel::setResult(const RankingResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

int RankingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.size());
}

int RankingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RankingModel::rawValue(const RankedRow &r, int column) const
{
    switch (column) {
    case RankColumn: return r.rank;
    case ProviderColumn: return r.provider ? r.provider->name : QString();
    case InstanceColumn: return r.offer->instanceType;
    case RegionColumn: return r.offer->region;
    case GpuColumn: return r.gpu ? r.gpu->model : QString();
    case VramColumn: return orInvalid(r.raw[indexOf(Criterion::Vram)]);
    case TflopsColumn: return orInvalid(r.raw[indexOf(Criterion::Compute)]);
    case PriceColumn: return orInvalid(r.raw[indexOf(Criterion::Price)]);
    case PricePerGpuColumn: return orInvalid(r.pricePerGpuHour());
    case TflopsPerMoneyColumn: return orInvalid(r.tflopsPerMoney());
    case BandwidthColumn: return orInvalid(r.raw[indexOf(Criterion::Bandwidth)]);
    case StabilityColumn: return orInvalid(r.raw[indexOf(Criterion::Stability)]);
    case ScoreColumn: return r.score;
    }
    return {};
}

QString RankingModel::tooltip(const RankedRow &r, int column) const
{
    switch (column) {
    case ScoreColumn: {
        QStringList lines{tr("Score %1 = weighted mean of the normalised criteria:").arg(number(r.score, 3))};
        const QStringList names{tr("compute"), tr("VRAM"), tr("price"), tr("bandwidth"), tr("stability")};
        for (Criterion c : AllCriteria) {
            lines << tr("%1: %2").arg(names[static_cast<int>(indexOf(c))],
                                      number(r.normalized[indexOf(c)], 3));
        }
        return lines.join(u'\n');
    }
    case StabilityColumn: return stabilityFormulaText();
    case TflopsPerMoneyColumn:
        return tr("Price-performance R = dense TFLOPS of all GPUs / price per hour");
    case BandwidthColumn:
        return r.offer->rdma.isEmpty() || r.offer->rdma == QLatin1String("none")
            ? tr("Network bandwidth of the instance in Gbit/s")
            : tr("Network bandwidth of the instance in Gbit/s, with RDMA (%1)").arg(r.offer->rdma);
    case PriceColumn:
        return tr("Source: %1, as of %2%3")
            .arg(r.offer->source, r.offer->asOf,
                 r.offer->illustrative ? tr(" (illustrative figure, not a quote)") : QString());
    default: return {};
    }
}

QVariant RankingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const RankedRow r = m_result.row(static_cast<std::size_t>(index.row()));
    const QString &currency = m_result.currency;
    switch (role) {
    case RawValueRole: return rawValue(r, index.column());
    case OfferIndexRole: return m_result.prepared->offer[m_result.ranking.order[index.row()]];
    case Qt::ToolTipRole: return tooltip(r, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= VramColumn || index.column() == RankColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::DisplayRole:
        switch (index.column()) {
        case GpuColumn:
            return r.gpu ? tr("%1 × %2").arg(r.gpu->model, gpuCount(r.offer->gpuCount)) : tr("unknown");
        case RegionColumn: return r.offer->region.isEmpty() ? tr("unspecified") : r.offer->region;
        case VramColumn: return number(r.raw[indexOf(Criterion::Vram)], 0);
        case TflopsColumn: return number(r.raw[indexOf(Criterion::Compute)], 1);
        case PriceColumn: return money(r.raw[indexOf(Criterion::Price)], currency);
        case PricePerGpuColumn: return money(r.pricePerGpuHour(), currency);
        case TflopsPerMoneyColumn: return number(r.tflopsPerMoney(), 1);
        case BandwidthColumn: return number(r.raw[indexOf(Criterion::Bandwidth)], 0);
        case StabilityColumn: return number(r.raw[indexOf(Criterion::Stability)], 3);
        case ScoreColumn: return number(r.score, 3);
        default: return rawValue(r, index.column());
        }
    default: return {};
    }
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString cur = m_result.currency.isEmpty() ? QStringLiteral("USD") : m_result.currency;
    switch (section) {
    case RankColumn: return tr("Rank");
    case ProviderColumn: return tr("Provider");
    case InstanceColumn: return tr("Instance type");
    case RegionColumn: return tr("Region");
    case GpuColumn: return tr("GPU × count");
    case VramColumn: return tr("VRAM (GB)");
    case TflopsColumn: return tr("Dense TFLOPS");
    case PriceColumn: return tr("Price/h (%1)").arg(cur);
    case PricePerGpuColumn: return tr("Per GPU-hour (%1)").arg(cur);
    case TflopsPerMoneyColumn: return tr("TFLOPS per %1/h").arg(cur);
    case BandwidthColumn: return tr("Network (Gbit/s)");
    case StabilityColumn: return tr("Stability");
    case ScoreColumn: return tr("Score");
    }
    return {};
}

} // namespace gpuscout
