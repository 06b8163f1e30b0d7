#include "catalogeditor/QuoteScopeDialog.h"

#include "dashboard/CheckListTree.h"
#include "domain/Catalog.h"
#include "domain/Format.h"
#include "import/QuoteRequest.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

namespace gpuscout {

namespace {

QString gpuKey(const Catalog &c, const Offer &o)
{
    return o.gpu >= 0 ? c.gpus[o.gpu].model : QString();
}

// A list with All / None buttons above it.
QWidget *withButtons(CheckListTree *list, const QString &title, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(title, box);
    label->setBuddy(list);
    row->addWidget(label, 1);
    auto *all = new QPushButton(QuoteScopeDialog::tr("All"), box);
    auto *none = new QPushButton(QuoteScopeDialog::tr("None"), box);
    row->addWidget(all);
    row->addWidget(none);
    layout->addLayout(row);
    layout->addWidget(list, 1);
    QObject::connect(all, &QPushButton::clicked, list, [list] { list->setVisibleLeaves(Qt::Checked); });
    QObject::connect(none, &QPushButton::clicked, list, [list] { list->setVisibleLeaves(Qt::Unchecked); });
    return box;
}

} // namespace

QuoteScopeDialog::QuoteScopeDialog(const Catalog &catalog, const QList<int> &offers, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_offers(offers)
    , m_gpus(new CheckListTree(this))
    , m_regions(new CheckListTree(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("quoteScopeDialog"));
    setWindowTitle(tr("Request Quotes"));
    m_gpus->setObjectName(QStringLiteral("quoteGpus"));
    m_regions->setObjectName(QStringLiteral("quoteRegions"));
    m_count->setObjectName(QStringLiteral("quoteLineCount"));
    m_count->setWordWrap(true);

    // Each list names how many of the chosen offers it covers, so the big groups show.
    QMap<QString, int> gpuCounts;
    QMap<QString, int> regionCounts;
    for (int i : offers) {
        const Offer &o = catalog.offers[i];
        ++gpuCounts[gpuKey(catalog, o)];
        ++regionCounts[o.region];
    }
    for (auto it = gpuCounts.cbegin(); it != gpuCounts.cend(); ++it) {
        auto *item = new QTreeWidgetItem(m_gpus, {tr("%1 (%n offer(s))", nullptr, it.value()).arg(it.key().isEmpty() ? tr("GPU not stated") : it.key())});
        item->setData(0, CheckListTree::KeyRole, it.key());
        item->setCheckState(0, Qt::Checked);
    }
    for (auto it = regionCounts.cbegin(); it != regionCounts.cend(); ++it) {
        auto *item = new QTreeWidgetItem(m_regions, {tr("%1 (%n offer(s))", nullptr, it.value())
                                                          .arg(it.key().isEmpty() ? tr("region open") : regionDisplayName(it.key()))});
        item->setData(0, CheckListTree::KeyRole, it.key());
        item->setCheckState(0, Qt::Checked);
    }
    connect(m_gpus, &QTreeWidget::itemChanged, this, [this] { updateCount(); });
    connect(m_regions, &QTreeWidget::itemChanged, this, [this] { updateCount(); });

    auto *intro = new QLabel(tr("Ask only about the GPU models and regions you would buy: untick the rest. Each "
                                "vendor gets one sheet with a line per offer and billing mode to price."),
                             this);
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Write Sheets…"));
    m_ok->setObjectName(QStringLiteral("quoteWriteButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *lists = new QHBoxLayout;
    lists->addWidget(withButtons(m_gpus, tr("&GPU models"), this), 1);
    lists->addWidget(withButtons(m_regions, tr("&Regions"), this), 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(lists, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    resize(640, 460);
    updateCount();
}

QList<int> QuoteScopeDialog::chosenOffers() const
{
    QSet<QString> gpus;
    QSet<QString> regions;
    for (QTreeWidgetItem *item : m_gpus->leaves()) {
        if (item->checkState(0) == Qt::Checked)
            gpus.insert(item->data(0, CheckListTree::KeyRole).toString());
    }
    for (QTreeWidgetItem *item : m_regions->leaves()) {
        if (item->checkState(0) == Qt::Checked)
            regions.insert(item->data(0, CheckListTree::KeyRole).toString());
    }
    QList<int> out;
    for (int i : m_offers) {
        const Offer &o = m_catalog.offers[i];
        if (gpus.contains(gpuKey(m_catalog, o)) && regions.contains(o.region))
            out << i;
    }
    return out;
}

void QuoteScopeDialog::updateCount()
{
    const QList<int> chosen = chosenOffers();
    // Counted as the sheets will be written: a line per offer and billing mode to price.
    const QList<QuoteSheet> sheets = buildQuoteRequest(m_catalog, chosen, {});
    qsizetype lines = 0;
    QStringList vendors;
    for (const QuoteSheet &sheet : sheets) {
        lines += sheet.rows.size();
        vendors << sheet.title;
    }
    m_count->setText(chosen.isEmpty() ? tr("Nothing is ticked: tick at least one GPU model and one region.")
                                      : tr("%1 for %2: %3.")
                                            .arg(tr("%n line(s) to price", nullptr, static_cast<int>(lines)),
                                                 tr("%n vendor(s)", nullptr, static_cast<int>(sheets.size())),
                                                 vendors.join(tr(", "))));
    m_ok->setEnabled(!chosen.isEmpty());
}

} // namespace gpuscout
