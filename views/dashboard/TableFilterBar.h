#pragma once

#include "domain/RankingView.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace gpuscout {

// The ranking table's column filters and price period, in a row above the table (as on
// ec2instances.info): VRAM at least, price at most (in the period shown, or the job's cost),
// GPUs exactly, per hour / month / year, hide stale prices, and a button that clears them.
// It edits a RankingView and shows the one it is given; the search and the order are the
// table's own and pass through unchanged.
class TableFilterBar final : public QWidget
{
    Q_OBJECT

public:
    explicit TableFilterBar(QWidget *parent = nullptr);

    void setView(const RankingView &view);
    // What the price filter compares against: the price in `shown` (the period prices read in
    // now) in this currency, or, with jobCost, the job's total cost (no period applies).
    void setPriceContext(PricePeriod shown, bool jobCost, const QString &currency);
    // The GPU counts the catalog has, for the "GPUs =" list.
    void setGpuCounts(const QList<double> &counts);
    // The period chooser (its label and list), for the window to place beside the search:
    // on a 1366-pixel screen the filters and the period do not fit in one row.
    QWidget *periodChooser() const { return m_periodBox; }

Q_SIGNALS:
    void viewEdited(const gpuscout::RankingView &view);
    // The person chose another period (the price filter's figure follows it: RankingModel).
    void periodChosen(gpuscout::PricePeriod period);

private:
    void emitView();
    void updateClear();

    RankingView m_view;
    QSpinBox *m_minVram;
    QLabel *m_priceLabel;
    QDoubleSpinBox *m_maxPrice;
    QComboBox *m_gpus;
    QWidget *m_periodBox;
    QLabel *m_periodLabel;
    QComboBox *m_period;
    QCheckBox *m_hideStale;
    QToolButton *m_clear;
    bool m_showing = false;
};

} // namespace gpuscout
