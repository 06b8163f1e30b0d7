#pragma once

#include "domain/Catalog.h"
#include "domain/PriceAge.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace gpuscout {

// Every offer of the catalog as a table, for the catalog editor: filtered by text and
// provider, sorted by any column. Like RankingModel it sorts and filters itself (a proxy
// would call data() per comparison, far too slow at 100,000 offers) and works out price
// ages once per catalog, so painting never parses a date.
class CatalogOffersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ProviderColumn, InstanceColumn, RegionColumn, GpuColumn, CurrencyColumn, OnDemandColumn, SpotColumn,
        ReservedColumn, MonthlyColumn, AsOfColumn, ValidUntilColumn, FlagsColumn, ColumnCount
    };
    enum Role { OfferIndexRole = Qt::UserRole + 1, RawValueRole, PriceFlagsRole };

    explicit CatalogOffersModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    // Rows whose provider, instance type, region or GPU contain the text (case-insensitive).
    void setFilterText(const QString &text);
    void setProviderFilter(int providerIndex); // -1: every provider
    // Only the offers that need a quote (specs without any price).
    void setNeedsQuoteOnly(bool only);
    bool needsQuoteOnly() const { return m_needsQuoteOnly; }
    void setStaleAfterDays(int days);
    // After a language switch: headers and cells are worded when asked, so the views are
    // told that all of them changed.
    void retranslate();
    int staleAfterDays() const { return m_staleAfterDays; }
    void setToday(const QDate &today); // tests; the current date otherwise

    int offerIndexAt(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    int rowOfOffer(int offerIndex) const; // -1 when filtered out
    int staleCount() const;               // among the rows shown

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();
    QString text(const Offer &o, int column) const;
    QString tooltip(int offerIndex, int column) const;
    int priceFlags(int offerIndex, int column) const;

    std::shared_ptr<const Catalog> m_catalog;
    std::vector<int> m_rows; // view row -> catalog offer index
    QString m_filterText;
    int m_providerFilter = -1;
    bool m_needsQuoteOnly = false;
    int m_staleAfterDays = PriceAges::DefaultStaleAfterDays;
    QDate m_today;
    std::shared_ptr<const Catalog> m_agesCatalog; // the catalog the ages were worked out for
    PriceAges m_ages;                                 // oldest price of each offer
    std::array<PriceAges, BillingModeCount> m_modeAges; // per billing mode, for the price cells
    int m_sortColumn = -1;                            // -1: catalog order
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace gpuscout
