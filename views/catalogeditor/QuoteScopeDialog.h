#pragma once

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;

namespace gpuscout {

struct Catalog;
class CheckListTree;

// The step before quote sheets are written: which GPU models and regions to ask about, from
// the offers chosen (the selection, or every offer that needs a quote). A request for every
// Chinese vendor's unpriced offers runs to hundreds of lines, P100 and P4 among them; here
// the buyer unticks what they do not want and sees the lines and vendors it leaves, as the
// sheets will count them.
class QuoteScopeDialog final : public QDialog
{
    Q_OBJECT

public:
    QuoteScopeDialog(const Catalog &catalog, const QList<int> &offers, QWidget *parent = nullptr);

    // The offers (catalog indices) whose GPU and region are both ticked.
    QList<int> chosenOffers() const;

private:
    void updateCount();

    const Catalog &m_catalog;
    QList<int> m_offers;
    CheckListTree *m_gpus;
    CheckListTree *m_regions;
    QLabel *m_count;
    QPushButton *m_ok;
};

} // namespace gpuscout
