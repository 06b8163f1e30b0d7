#include "catalogeditor/OffersPage.h"

#include "catalog/EditConflict.h"

#include "catalog/CatalogEdits.h"
#include "catalogeditor/CatalogEditor.h"
#include "itemmodels/CatalogOffersModel.h"
#include "domain/Format.h"
#include "catalogeditor/FormFields.h"
#include "catalogeditor/OfferEditDialog.h"
#include "catalog/PriceUpdate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuscout {

namespace {

class OfferDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        applyPriceFlags(option, index.data(CatalogOffersModel::PriceFlagsRole).toInt());
    }
};

} // namespace

OffersPage::OffersPage(CatalogEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_model(new CatalogOffersModel(this))
    , m_search(new QLineEdit(this))
    , m_provider(new QComboBox(this))
    , m_needsQuote(new QCheckBox(this))
    , m_staleDays(new QSpinBox(this))
    , m_table(new QTableView(this))
    , m_empty(new QLabel(m_table->viewport()))
    , m_count(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_duplicate(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_quotes(new QPushButton(this))
    , m_staleLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("offersPage"));
    m_search->setObjectName(QStringLiteral("offerSearch"));
    m_search->setClearButtonEnabled(true);
    m_provider->setObjectName(QStringLiteral("offerProviderFilter"));
    m_provider->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_needsQuote->setObjectName(QStringLiteral("needsQuoteFilter"));
    m_staleDays->setObjectName(QStringLiteral("staleDaysSpin"));
    m_staleDays->setRange(1, 3650);
    m_staleDays->setValue(m_model->staleAfterDays());
    m_staleLabel->setBuddy(m_staleDays);

    m_table->setObjectName(QStringLiteral("offersTable"));
    m_table->setTabKeyNavigation(false); // Tab moves on to the next control
    m_table->setModel(m_model);
    m_table->setItemDelegate(new OfferDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Fixed row heights keep the layout O(1) at 100,000 offers.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // catalog order until a click
    m_table->setSortingEnabled(true);
    const QFontMetrics fm = fontMetrics();
    const int widths[] = {fm.horizontalAdvance(QStringLiteral("Amazon Web Services")) + 16,
                          fm.horizontalAdvance(QStringLiteral("ecs.gn7i-c32g1.8xlarge")) + 16,
                          fm.horizontalAdvance(QStringLiteral("asia-northeast1")) + 16,
                          fm.horizontalAdvance(QStringLiteral("A100-80GB × 0.125")) + 16,
                          fm.horizontalAdvance(QStringLiteral("Currency")) + 20};
    for (int c = 0; c < 5; ++c)
        m_table->setColumnWidth(c, widths[c]);
    for (int c = CatalogOffersModel::OnDemandColumn; c <= CatalogOffersModel::MonthlyColumn; ++c)
        m_table->setColumnWidth(c, fm.horizontalAdvance(QStringLiteral("Reserved 1y/h")) + 14);
    m_table->setColumnWidth(CatalogOffersModel::ValidUntilColumn,
                            fm.horizontalAdvance(QStringLiteral("2026-01-19")) + fm.height() + 24);
    m_table->setColumnWidth(CatalogOffersModel::AsOfColumn,
                            fm.horizontalAdvance(QStringLiteral("2026-01-19")) + fm.height() + 24); // room for the flag icon

    m_empty->setObjectName(QStringLiteral("offersEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_empty->hide();
    m_count->setObjectName(QStringLiteral("offerCount"));

    QPushButton *add = m_add;
    add->setObjectName(QStringLiteral("addOfferButton"));
    m_edit->setObjectName(QStringLiteral("editOfferButton"));
    m_duplicate->setObjectName(QStringLiteral("duplicateOfferButton"));
    m_delete->setObjectName(QStringLiteral("deleteOfferButton"));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_provider);
    filters->addWidget(m_needsQuote);
    filters->addSpacing(12);
    filters->addWidget(m_staleLabel);
    filters->addWidget(m_staleDays);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_delete);
    QPushButton *quotes = m_quotes;
    quotes->setObjectName(QStringLiteral("requestQuotesButton"));
    buttons->addWidget(quotes);
    buttons->addStretch(1);
    buttons->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::textChanged, m_model, &CatalogOffersModel::setFilterText);
    connect(m_needsQuote, &QCheckBox::toggled, m_model, &CatalogOffersModel::setNeedsQuoteOnly);
    connect(quotes, &QPushButton::clicked, this, [this] {
        QList<int> offers = selectedOffers();
        if (offers.isEmpty()) {
            for (int row = 0; row < m_model->rowCount(); ++row)
                offers << m_model->offerIndexAt(row);
        }
        Q_EMIT quotesRequested(offers);
    });
    connect(m_provider, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setProviderFilter(m_provider->currentData().isValid() ? m_provider->currentData().toInt() : -1); });
    connect(m_staleDays, &QSpinBox::valueChanged, this, [this](int days) {
        m_model->setStaleAfterDays(days);
        updateState();
        Q_EMIT staleAfterDaysEdited(days);
    });
    connect(add, &QPushButton::clicked, this, &OffersPage::addOffer);
    connect(m_edit, &QPushButton::clicked, this, &OffersPage::editSelected);
    connect(m_duplicate, &QPushButton::clicked, this, &OffersPage::duplicateSelected);
    connect(m_delete, &QPushButton::clicked, this, &OffersPage::deleteSelected);
    connect(m_table, &QTableView::doubleClicked, this, &OffersPage::editSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OffersPage::updateState);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OffersPage::updateState);
    retranslate();
}

void OffersPage::retranslate()
{
    m_search->setPlaceholderText(tr("Filter by provider, instance type, region or GPU"));
    m_provider->setToolTip(tr("Show the offers of one provider"));
    m_needsQuote->setText(tr("Needs a &quote"));
    m_needsQuote->setToolTip(tr("Show only offers with specs and no price (never ranked): ask their vendors for quotes"));
    m_staleDays->setSuffix(tr(" days"));
    m_staleDays->setToolTip(tr("Prices quoted longer ago than this are marked stale (amber) here and in the ranking"));
    m_staleLabel->setText(tr("Flag prices older than"));
    m_add->setText(tr("&Add…"));
    m_add->setToolTip(tr("Add an offer, e.g. from a vendor's quote"));
    m_edit->setText(tr("&Edit…"));
    m_edit->setToolTip(tr("Edit the selected offer (or double-click it); its price history is at the bottom"));
    m_duplicate->setText(tr("D&uplicate…"));
    m_duplicate->setToolTip(tr("A new offer filled from the selected one, e.g. the same instance in another region"));
    m_delete->setToolTip(tr("Delete the selected offers (Ctrl+Z undoes)"));
    m_quotes->setText(tr("Request &Quotes…"));
    m_quotes->setToolTip(tr("Write a quote sheet per vendor (.xlsx or .csv) for the selected offers, or for every offer shown"));
    updateState(); // the count, the empty text and the Delete button's wording
}

void OffersPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_editor->catalog())
            setCatalog(*m_editor->catalog()); // "All providers" and the providers' names
        m_model->retranslate();
    }
    QWidget::changeEvent(event);
}

void OffersPage::setCatalog(const Catalog &catalog)
{
    const QList<int> selected = selectedOffers();
    qint64 selectedId = selected.isEmpty() || !m_model->catalog() ? -1 : m_model->catalog()->offers[selected.first()].id;

    const int provider = m_provider->currentData().isValid() ? m_provider->currentData().toInt() : -1;
    const QString providerKey = provider >= 0 && m_model->catalog() && provider < m_model->catalog()->providers.size()
        ? m_model->catalog()->providers[provider].key : QString();
    {
        const QSignalBlocker block(m_provider);
        m_provider->clear();
        m_provider->addItem(tr("All providers"));
        for (int i = 0; i < catalog.providers.size(); ++i)
            m_provider->addItem(providerDisplayName(catalog.providers[i]), i);
        const int keep = providerKey.isEmpty() ? -1 : catalog.providerIndex(providerKey);
        m_provider->setCurrentIndex(std::max(0, m_provider->findData(keep)));
        m_model->setProviderFilter(keep);
    }
    m_model->setCatalog(m_editor->catalog());
    if (selectedId >= 0)
        selectOffer(selectedId);
}

void OffersPage::setStaleAfterDays(int days)
{
    const QSignalBlocker block(m_staleDays);
    m_staleDays->setValue(days);
    m_model->setStaleAfterDays(days);
    updateState();
}

void OffersPage::selectOffer(qint64 id)
{
    const std::shared_ptr<const Catalog> c = m_model->catalog();
    if (!c)
        return;
    for (int i = 0; i < c->offers.size(); ++i) {
        if (c->offers[i].id != id)
            continue;
        const int row = m_model->rowOfOffer(i);
        if (row >= 0) {
            m_table->selectRow(row);
            m_table->scrollTo(m_model->index(row, 0));
        }
        return;
    }
}

QList<int> OffersPage::selectedOffers() const
{
    QList<int> out;
    if (!m_model->catalog())
        return out;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        out << m_model->offerIndexAt(i.row());
    return out;
}

void OffersPage::setEditable(bool editable)
{
    m_editable = editable;
    updateState();
}

void OffersPage::updateState()
{
    const int selected = static_cast<int>(m_table->selectionModel()->selectedRows().size());
    m_add->setEnabled(m_editable);
    m_edit->setEnabled(selected == 1);
    m_duplicate->setEnabled(m_editable && selected == 1);
    m_delete->setEnabled(m_editable && selected > 0);
    m_delete->setText(selected > 1 ? tr("&Delete %n Offers", nullptr, selected) : tr("&Delete"));
    const std::shared_ptr<const Catalog> c = m_model->catalog();
    const int total = c ? static_cast<int>(c->offers.size()) : 0;
    const int shown = m_model->rowCount();
    const int stale = m_model->staleCount();
    QString text = shown == total ? tr("%n offer(s)", nullptr, total)
                                  : tr("%1 of %n offer(s) shown", nullptr, total).arg(QLocale().toString(shown));
    if (stale > 0)
        text += tr(" · %n stale", nullptr, stale);
    m_count->setText(text);

    if (shown == 0) {
        m_empty->setText(total == 0 ? tr("The catalog has no offers yet. Add one with Add…, or import a price list "
                                         "with File → Import.")
                                    : tr("No offer matches the filter. Clear the search box or pick All providers."));
        m_empty->setGeometry(m_table->viewport()->rect());
        m_empty->show();
    } else {
        m_empty->hide();
    }
}

void OffersPage::addOffer()
{
    const std::shared_ptr<const Catalog> c = m_editor->catalog();
    if (!c)
        return;
    Offer o;
    const int provider = m_provider->currentData().isValid() ? m_provider->currentData().toInt() : -1;
    o.provider = provider >= 0 ? provider : (c->providers.isEmpty() ? -1 : 0);
    if (o.provider >= 0)
        o.currency = c->providers[o.provider].homeCurrency;
    o.family = QStringLiteral("compute");
    o.asOf = m_editor->today().toString(Qt::ISODate);
    o.source = QStringLiteral("user");
    openForm(-1, o);
}

void OffersPage::editSelected()
{
    const QList<int> selected = selectedOffers();
    if (selected.size() == 1)
        openForm(selected.first(), Offer{});
}

void OffersPage::duplicateSelected()
{
    const QList<int> selected = selectedOffers();
    if (selected.size() != 1)
        return;
    Offer o = m_editor->catalog()->offers[selected.first()];
    // A copy is a new quote: today's date, no per-price dates, no quote expiry carried over.
    o.asOf = m_editor->today().toString(Qt::ISODate);
    o.priceAsOf.clear();
    o.validUntil.clear();
    o.flags.clear();
    openForm(-1, o);
}

void OffersPage::openForm(int offerIndex, const Offer &initial)
{
    const std::shared_ptr<const Catalog> snapshot = m_editor->catalog();
    auto *dialog = new OfferEditDialog(*snapshot, offerIndex, initial, m_editor->today(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const qint64 id = offerIndex >= 0 ? snapshot->offers[offerIndex].id : -1;
    if (id >= 0 && !snapshot->historyLoaded && m_editor->historySource())
        dialog->setPriceHistory(m_editor->historySource()({id}));
    // What the form's values are compared with: the offer as opened, then as last shown to
    // the person in a conflict message.
    auto baseline = std::make_shared<Offer>(offerIndex >= 0 ? snapshot->offers[offerIndex] : initial);
    dialog->setAcceptor([this, dialog, snapshot, id, baseline](QString *error) {
        // The catalog may have changed while the form was open (another desktop's edit of a
        // team catalog, an import, an undo): the form's edit is applied to it as it is now,
        // unless someone changed a field the form changes too. Then the form keeps the
        // person's values and says whose are there now: saving again replaces them.
        const std::shared_ptr<const Catalog> now = m_editor->catalog();
        Catalog edited;
        if (now == snapshot) {
            edited = dialog->editedCatalog();
        } else {
            if (id >= 0) {
                int index = -1;
                for (int i = 0; i < now->offers.size(); ++i) {
                    if (now->offers[i].id == id)
                        index = i;
                }
                if (index < 0) {
                    *error = tr("This offer was deleted while the form was open (by another desktop, an undo or an "
                                "import); cancel, or add it again as a new offer.");
                    return false;
                }
                const QList<FieldConflict> conflicts = offerEditConflicts(*now, *baseline, dialog->formOffer(), now->offers[index]);
                *baseline = now->offers[index];
                if (!conflicts.isEmpty()) {
                    *error = tr("This offer was changed while the form was open: %1. Your values are still in the "
                                "form: save again to replace them, or cancel.")
                                 .arg(describeConflicts(conflicts));
                    return false;
                }
            }
            edited = dialog->editedCatalogOn(*now);
        }
        const Offer o = dialog->formOffer();
        const QString what = id >= 0 ? tr("Edit offer %1").arg(o.instanceType) : tr("Add offer %1").arg(o.instanceType);
        if (!m_editor->commit(edited, what, error))
            return false;
        m_editor->showStatus(what);
        selectOffer(id >= 0 ? id : nextOfferId(*now));
        return true;
    });
    dialog->open();
}

void OffersPage::deleteSelected()
{
    const QList<int> selected = selectedOffers();
    if (selected.isEmpty())
        return;
    Catalog c = *m_editor->catalog();
    const QString first = c.offers[selected.first()].instanceType;
    removeOffers(c, selected);
    const QString what = selected.size() == 1 ? tr("Delete offer %1").arg(first)
                                              : tr("Delete %n offers", nullptr, static_cast<int>(selected.size()));
    QString error;
    if (m_editor->commit(c, what, &error))
        m_editor->showStatus(what + tr(" (Ctrl+Z undoes)"));
    else
        m_editor->showStatus(error, true);
}

} // namespace gpuscout
