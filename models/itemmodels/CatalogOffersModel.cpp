#include "itemmodels/CatalogOffersModel.h"

#include <QCoreApplication>

#include "itemmodels/OfferSearch.h"

#include "domain/Format.h"

#include <algorithm>

namespace gpuscout {

namespace {

// The catalog build's flag keys (resources/catalog/README.md) in words; an unknown key as it is.
QString flagText(QStringView key)
{
    static const struct { const char *key; const char *text; } Flags[] = {
        {"spot-above-on-demand", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "spot above on-demand")},
        {"placeholder-price", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "placeholder price")},
        {"price-outlier", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "price outlier")},
        {"seed-gpu-doubtful", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "GPU doubtful in the source article")},
        {"memory-mismatch", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "memory mismatch")},
        {"estimated-spot", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "estimated spot price")},
        {"interruption-at-least", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "interruption rate a lower bound")},
        {"gpu-inferred", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "GPU inferred")},
        {"gpu-secondary", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "GPU from a secondary source")},
        {"secondary-price", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "secondary price source")},
        {"negotiated", QT_TRANSLATE_NOOP("gpuscout::CatalogOffersModel", "negotiated price")},
    };
    for (const auto &f : Flags) {
        if (key == QLatin1String(f.key))
            return QCoreApplication::translate("gpuscout::CatalogOffersModel", f.text);
    }
    return key.toString();
}

QString flagsText(const QString &flags)
{
    QStringList out;
    for (QStringView f : QStringView(flags).split(u';', Qt::SkipEmptyParts))
        out << flagText(f.trimmed());
    return out.join(QStringLiteral(", "));
}

BillingMode billingOfColumn(int column)
{
    switch (column) {
    case CatalogOffersModel::SpotColumn: return BillingMode::Spot;
    case CatalogOffersModel::ReservedColumn: return BillingMode::Reserved1y;
    case CatalogOffersModel::MonthlyColumn: return BillingMode::Monthly;
    default: return BillingMode::OnDemand;
    }
}

bool isPriceColumn(int column)
{
    return column >= CatalogOffersModel::OnDemandColumn && column <= CatalogOffersModel::MonthlyColumn;
}

} // namespace

CatalogOffersModel::CatalogOffersModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_today(QDate::currentDate())
{
}

void CatalogOffersModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    if (m_catalog && (m_providerFilter >= m_catalog->providers.size()))
        m_providerFilter = -1;
    rebuild();
    endResetModel();
}

void CatalogOffersModel::setFilterText(const QString &text)
{
    if (text == m_filterText)
        return;
    beginResetModel();
    m_filterText = text;
    rebuild();
    endResetModel();
}

void CatalogOffersModel::setProviderFilter(int providerIndex)
{
    if (providerIndex == m_providerFilter)
        return;
    beginResetModel();
    m_providerFilter = providerIndex;
    rebuild();
    endResetModel();
}

void CatalogOffersModel::setNeedsQuoteOnly(bool only)
{
    if (only == m_needsQuoteOnly)
        return;
    beginResetModel();
    m_needsQuoteOnly = only;
    rebuild();
    endResetModel();
}

void CatalogOffersModel::setStaleAfterDays(int days)
{
    if (days == m_staleAfterDays)
        return;
    m_staleAfterDays = days;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void CatalogOffersModel::setToday(const QDate &today)
{
    beginResetModel();
    m_today = today;
    rebuild();
    endResetModel();
}

int CatalogOffersModel::rowOfOffer(int offerIndex) const
{
    const auto it = std::find(m_rows.cbegin(), m_rows.cend(), offerIndex);
    return it == m_rows.cend() ? -1 : static_cast<int>(it - m_rows.cbegin());
}

int CatalogOffersModel::staleCount() const
{
    return static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(),
                                          [this](int i) { return m_ages.stale(i, m_staleAfterDays); }));
}

void CatalogOffersModel::rebuild()
{
    m_rows.clear();
    if (!m_catalog) {
        m_ages = {};
        m_agesCatalog.reset();
        return;
    }
    const Catalog &c = *m_catalog;
    if (m_agesCatalog != m_catalog || m_ages.today() != m_today) {
        m_agesCatalog = m_catalog;
        m_ages = PriceAges(c, m_today);
        for (BillingMode m : AllBillingModes)
            m_modeAges[indexOf(m)] = PriceAges(c, m, m_today);
    }
    const OfferSearch search(m_filterText);
    m_rows.reserve(static_cast<std::size_t>(c.offers.size()));
    for (int i = 0; i < c.offers.size(); ++i) {
        const Offer &o = c.offers[i];
        if (m_providerFilter >= 0 && o.provider != m_providerFilter)
            continue;
        if (m_needsQuoteOnly && !o.needsQuote())
            continue;
        if (!search.isEmpty() && !search.matches(c, o))
            continue;
        m_rows.push_back(i);
    }
    if (m_sortColumn < 0)
        return;
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    if (isPriceColumn(m_sortColumn)) {
        const BillingMode m = billingOfColumn(m_sortColumn);
        std::stable_sort(m_rows.begin(), m_rows.end(), [&](int a, int b) {
            const double x = c.offers[a].priceFor(m);
            const double y = c.offers[b].priceFor(m);
            if (!isKnown(x) || !isKnown(y))
                return isKnown(x) && !isKnown(y); // unknown last either way
            return descending ? x > y : x < y;
        });
        return;
    }
    std::vector<QString> keys(static_cast<std::size_t>(c.offers.size()));
    for (int i : m_rows)
        keys[static_cast<std::size_t>(i)] = text(c.offers[i], m_sortColumn);
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](int a, int b) {
        const int cmp = QString::compare(keys[static_cast<std::size_t>(a)], keys[static_cast<std::size_t>(b)],
                                         Qt::CaseInsensitive);
        return descending ? cmp > 0 : cmp < 0;
    });
}

void CatalogOffersModel::sort(int column, Qt::SortOrder order)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> offers;
    for (const QModelIndex &i : before)
        offers << offerIndexAt(i.row());
    m_sortColumn = column >= 0 && column < ColumnCount ? column : -1;
    m_sortOrder = order;
    rebuild();
    QModelIndexList after;
    for (int i = 0; i < before.size(); ++i) {
        const int row = rowOfOffer(offers[i]);
        after << (row < 0 ? QModelIndex() : index(row, before[i].column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int CatalogOffersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CatalogOffersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CatalogOffersModel::text(const Offer &o, int column) const
{
    const Catalog &c = *m_catalog;
    switch (column) {
    case ProviderColumn: return o.provider >= 0 ? providerDisplayName(c.providers[o.provider]) : unknownText();
    case InstanceColumn: return o.instanceType;
    case RegionColumn: return regionDisplayName(o.region);
    case GpuColumn: {
        // A GPU the vendor's table does not name is shown as what it is: a reading.
        const QString model = o.gpu >= 0 ? c.gpus[o.gpu].model : unknownText();
        const QString shown = o.hasFlag(u"gpu-inferred")    ? tr("%1 (inferred)").arg(model)
                              : o.hasFlag(u"gpu-secondary") ? tr("%1 (secondary source)").arg(model)
                                                             : model;
        return tr("%1 × %2").arg(shown, formatGpuCount(o.gpuCount));
    }
    case CurrencyColumn: return o.currency;
    case AsOfColumn: return o.asOf;
    case ValidUntilColumn: return o.validUntil;
    case FlagsColumn: {
        QStringList parts;
        if (o.needsQuote())
            parts << tr("needs a quote");
        if (!o.flags.isEmpty())
            parts << flagsText(o.flags);
        if (!o.trust.isEmpty() && o.trust != QLatin1String("vendor_doc"))
            parts << tr("specs: %1").arg(o.trust);
        return parts.join(QStringLiteral("; "));
    }
    default: {
        const double p = o.priceFor(billingOfColumn(column));
        return isKnown(p) ? formatNumber(p, p < 10 ? 3 : 2) : QString();
    }
    }
}

int CatalogOffersModel::priceFlags(int offerIndex, int column) const
{
    int flags = 0;
    if (isPriceColumn(column)) {
        if (m_modeAges[indexOf(billingOfColumn(column))].stale(offerIndex, m_staleAfterDays))
            flags |= PriceStale;
    } else if (column == AsOfColumn || column == FlagsColumn) {
        if (m_ages.stale(offerIndex, m_staleAfterDays))
            flags |= PriceStale;
    }
    if ((column == ValidUntilColumn || column == FlagsColumn) && m_ages.expired(offerIndex))
        flags |= PriceExpired;
    return flags;
}

QString CatalogOffersModel::tooltip(int offerIndex, int column) const
{
    const Offer &o = m_catalog->offers[offerIndex];
    if (isPriceColumn(column)) {
        const BillingMode m = billingOfColumn(column);
        if (!isKnown(o.priceFor(m)))
            return tr("No %1 price: unknown, not zero").arg(billingModeKey(m));
        QStringList lines{priceAgeText(o.priceAsOfFor(m), m_modeAges[indexOf(m)].days(offerIndex))};
        if (m_modeAges[indexOf(m)].stale(offerIndex, m_staleAfterDays))
            lines << tr("Older than %n day(s): check the price", nullptr, m_staleAfterDays);
        lines << tr("Source: %1").arg(o.source);
        return lines.join(u'\n');
    }
    switch (column) {
    case AsOfColumn:
        return m_ages.stale(offerIndex, m_staleAfterDays)
            ? tr("The row's date; its oldest price is %n day(s) old, older than the stale limit", nullptr,
                 m_ages.days(offerIndex))
            : tr("The row's date; a price may carry a later date of its own");
    case ValidUntilColumn:
        return o.validUntil.isEmpty() ? tr("Not a dated quote") :
               m_ages.expired(offerIndex) ? tr("The quote expired on %1").arg(o.validUntil)
                                          : tr("The quote holds until %1").arg(o.validUntil);
    case FlagsColumn: {
        QStringList lines;
        if (m_ages.stale(offerIndex, m_staleAfterDays))
            lines << tr("Stale: a price is older than %n day(s)", nullptr, m_staleAfterDays);
        if (m_ages.expired(offerIndex))
            lines << tr("Expired quote");
        if (o.illustrative)
            lines << tr("Illustrative figure from a background article, not a quote");
        if (!o.flags.isEmpty())
            lines << tr("Catalog build flags: %1 (%2)").arg(flagsText(o.flags), o.flags);
        if (o.needsQuote())
            lines << tr("No price: this offer needs a quote and is not ranked (File → Request Quotes…)");
        if (!o.trust.isEmpty())
            lines << tr("Trust label of the specs' source: %1").arg(o.trust);
        return lines.join(u'\n');
    }
    case GpuColumn:
        return o.gpu < 0 ? tr("The GPU is not in the catalog's GPU specs") : QString();
    default: return {};
    }
}

QVariant CatalogOffersModel::data(const QModelIndex &index, int role) const
{
    if (!m_catalog || !index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const int offerIndex = offerIndexAt(index.row());
    const Offer &o = m_catalog->offers[offerIndex];
    const int column = index.column();
    switch (role) {
    case OfferIndexRole: return offerIndex;
    case PriceFlagsRole: return priceFlags(offerIndex, column);
    case RawValueRole:
        if (isPriceColumn(column)) {
            const double p = o.priceFor(billingOfColumn(column));
            return isKnown(p) ? QVariant(p) : QVariant();
        }
        return text(o, column);
    case Qt::ToolTipRole: return tooltip(offerIndex, column);
    case Qt::TextAlignmentRole:
        return isPriceColumn(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                     : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::DisplayRole:
        if (column == FlagsColumn) {
            QStringList parts;
            if (m_ages.stale(offerIndex, m_staleAfterDays))
                parts << tr("stale (%n d)", nullptr, m_ages.days(offerIndex));
            if (m_ages.expired(offerIndex))
                parts << tr("expired");
            if (o.needsQuote())
                parts << tr("needs a quote");
            if (o.illustrative)
                parts << tr("illustrative");
            if (!o.flags.isEmpty())
                parts << flagsText(o.flags);
            if (!o.trust.isEmpty() && o.trust != QLatin1String("vendor_doc"))
                parts << tr("specs: %1").arg(o.trust);
            return parts.join(QStringLiteral(", "));
        }
        return text(o, column);
    default: return {};
    }
}

void CatalogOffersModel::retranslate()
{
    if (columnCount() > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QVariant CatalogOffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case OnDemandColumn:
        case SpotColumn:
        case ReservedColumn:
        case MonthlyColumn:
            return tr("Per hour, in the offer's own currency; empty = unknown. Amber: older than %n day(s)",
                      nullptr, m_staleAfterDays);
        case AsOfColumn: return tr("When the row was quoted; each price may carry its own date");
        case ValidUntilColumn: return tr("A vendor quote's last valid day");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ProviderColumn: return tr("Provider");
    case InstanceColumn: return tr("Instance type");
    case RegionColumn: return tr("Region");
    case GpuColumn: return tr("GPU × count");
    case CurrencyColumn: return tr("Currency");
    case OnDemandColumn: return tr("On-demand/h");
    case SpotColumn: return tr("Spot/h");
    case ReservedColumn: return tr("Reserved 1y/h");
    case MonthlyColumn: return tr("Monthly/h");
    case AsOfColumn: return tr("As of");
    case ValidUntilColumn: return tr("Valid until");
    case FlagsColumn: return tr("Flags");
    }
    return {};
}

} // namespace gpuscout
