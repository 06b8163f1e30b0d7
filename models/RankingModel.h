#pragma once

#include "Ranking.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuscout {

// The ranking as a table: one row per feasible offer in rank order. Display text is for
// people; RawValueRole carries the number behind it (sorting, charts), Unknown as an
// invalid QVariant so unknown values sort together.
class RankingModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn, ProviderColumn, InstanceColumn, RegionColumn, GpuColumn, VramColumn,
        TflopsColumn, PriceColumn, PricePerGpuColumn, TflopsPerMoneyColumn, BandwidthColumn,
        StabilityColumn, ScoreColumn, ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1, OfferIndexRole };

    explicit RankingModel(QObject *parent = nullptr);

    void setResult(const RankingResult &result);
    const RankingResult &result() const { return m_result; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const RankedRow &row, int column) const;
    QString tooltip(const RankedRow &row, int column) const;

    RankingResult m_result;
};

} // namespace gpuscout
