#include "catalogeditor/OfferEditDialog.h"

#include "catalog/CatalogEdits.h"
#include "domain/Format.h"
#include "catalogeditor/FormFields.h"
#include "catalogeditor/GpuSpecDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuscout {

namespace {

const char *const PriceFields[] = {"on_demand", "spot", "reserved_1y", "monthly"};
const char *const PriceObjectNames[] = {"onDemand", "spot", "reserved", "monthly"};

QString priceField(BillingMode m)
{
    return QLatin1String(PriceFields[indexOf(m)]);
}

QComboBox *editableCombo(const QString &objectName, const QStringList &items, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->addItems(items);
    combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    combo->completer()->setFilterMode(Qt::MatchContains);
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    return combo;
}

QStringList sorted(QStringList list)
{
    list.removeAll(QString());
    list.removeDuplicates();
    std::sort(list.begin(), list.end(), [](const QString &a, const QString &b) {
        return QString::compare(a, b, Qt::CaseInsensitive) < 0;
    });
    return list;
}

} // namespace

OfferEditDialog::OfferEditDialog(const Catalog &catalog, int offerIndex, const Offer &initial, const QDate &today,
                                 QWidget *parent)
    : EditDialog(parent)
    , m_catalog(catalog)
    , m_offerIndex(offerIndex)
    , m_original(offerIndex >= 0 ? catalog.offers[offerIndex] : initial)
    , m_today(today)
    , m_medians(catalog)
{
    setObjectName(QStringLiteral("offerEditDialog"));
    setWindowTitle(offerIndex >= 0 ? tr("Edit Offer %1").arg(m_original.instanceType) : tr("New Offer"));
    buildForm();
    fill(m_original);
    validate();
    resize(980, 700);
}

QLabel *OfferEditDialog::message(const QString &field)
{
    QString name = field;
    for (qsizetype i = name.indexOf(u'_'); i >= 0; i = name.indexOf(u'_'))
        name = name.left(i) + name.mid(i + 1, 1).toUpper() + name.mid(i + 2);
    QLabel *label = fieldMessageLabel(name + QStringLiteral("Message"), this);
    m_messages.insert(field, label);
    return label;
}

void OfferEditDialog::buildForm()
{
    auto *columns = new QHBoxLayout;
    body()->addLayout(columns, 1);

    auto *instanceBox = new QGroupBox(tr("Instance"), this);
    auto *form = new QFormLayout(instanceBox);
    auto row = [&](const QString &label, QWidget *field, const QString &key, const QString &tip) {
        field->setToolTip(tip);
        form->addRow(label, withMessage(field, message(key), instanceBox));
    };

    m_provider = new QComboBox(instanceBox);
    m_provider->setObjectName(QStringLiteral("providerCombo"));
    for (int i = 0; i < m_catalog.providers.size(); ++i)
        m_provider->addItem(providerDisplayName(m_catalog.providers[i]), i);
    row(tr("&Provider:"), m_provider, QStringLiteral("provider"),
        tr("Add a provider first on the Providers tab when it is missing"));

    m_instance = new QLineEdit(instanceBox);
    m_instance->setObjectName(QStringLiteral("instanceTypeEdit"));
    row(tr("&Instance type:"), m_instance, QStringLiteral("instance_type"),
        tr("The provider's name for the instance, e.g. p5.48xlarge or ecs.gn7i-c8g1.2xlarge"));

    QStringList families{QStringLiteral("compute"), QStringLiteral("inference"), QStringLiteral("hpc"),
                         QStringLiteral("heterogeneous"), QStringLiteral("bare-metal"), QStringLiteral("graphics")};
    m_family = editableCombo(QStringLiteral("familyCombo"), families, instanceBox);
    row(tr("&Family:"), m_family, QStringLiteral("family"), tr("compute, inference, hpc, heterogeneous, bare-metal, graphics"));

    // The GPU: a known model or alias, with the closest spelling and a new-spec form when unknown.
    auto *gpuRow = new QWidget(instanceBox);
    auto *gpuLayout = new QHBoxLayout(gpuRow);
    gpuLayout->setContentsMargins(0, 0, 0, 0);
    m_gpu = editableCombo(QStringLiteral("gpuCombo"), sorted(m_catalog.gpuModels()), gpuRow);
    m_gpu->setToolTip(tr("A GPU model of the catalog or one of its aliases (e.g. H100 for H100-SXM)"));
    auto *times = new QLabel(QStringLiteral("×"), gpuRow);
    m_gpuCount = optionalNumberEdit(QStringLiteral("gpuCountEdit"), gpuRow);
    m_gpuCount->setPlaceholderText(tr("count"));
    m_gpuCount->setMaximumWidth(80);
    m_gpuCount->setToolTip(tr("GPUs per instance: 1 or more, or a fraction (0.5, 0.125) for a partitioned GPU"));
    gpuLayout->addWidget(m_gpu, 1);
    gpuLayout->addWidget(times);
    gpuLayout->addWidget(m_gpuCount);
    auto *gpuBox = new QWidget(instanceBox);
    auto *gpuBoxLayout = new QVBoxLayout(gpuBox);
    gpuBoxLayout->setContentsMargins(0, 0, 0, 0);
    gpuBoxLayout->setSpacing(2);
    gpuBoxLayout->addWidget(gpuRow);
    gpuBoxLayout->addWidget(message(QStringLiteral("gpu")));
    gpuBoxLayout->addWidget(message(QStringLiteral("gpu_count")));
    auto *gpuActions = new QHBoxLayout;
    m_useSuggestion = new QPushButton(gpuBox);
    m_useSuggestion->setObjectName(QStringLiteral("useSuggestedGpuButton"));
    m_newGpu = new QPushButton(tr("New GPU Spec…"), gpuBox);
    m_newGpu->setObjectName(QStringLiteral("newGpuButton"));
    m_newGpu->setToolTip(tr("Add the typed model to the catalog's GPU specs; it is saved with this offer"));
    gpuActions->addWidget(m_useSuggestion);
    gpuActions->addWidget(m_newGpu);
    gpuActions->addStretch(1);
    gpuBoxLayout->addLayout(gpuActions);
    m_useSuggestion->hide();
    m_newGpu->hide();
    form->addRow(tr("&GPU × count:"), gpuBox);
    connect(m_useSuggestion, &QPushButton::clicked, this, [this] { m_gpu->setEditText(m_suggestion); });
    connect(m_newGpu, &QPushButton::clicked, this, &OfferEditDialog::addGpuSpec);

    m_vcpus = optionalNumberEdit(QStringLiteral("vcpusEdit"), instanceBox);
    row(tr("&vCPUs:"), m_vcpus, QStringLiteral("vcpus"), tr("Virtual CPUs of the instance"));
    m_ram = optionalNumberEdit(QStringLiteral("ramEdit"), instanceBox);
    row(tr("&RAM (GiB):"), m_ram, QStringLiteral("ram_gib"), tr("Host memory"));
    m_nvme = optionalNumberEdit(QStringLiteral("nvmeEdit"), instanceBox);
    row(tr("Local NVMe (GB):"), m_nvme, QStringLiteral("nvme_gb"), tr("Local instance storage"));
    m_network = optionalNumberEdit(QStringLiteral("networkEdit"), instanceBox);
    row(tr("&Network (Gbit/s):"), m_network, QStringLiteral("network_gbps"),
        tr("Network bandwidth of the instance, including its RDMA fabric"));
    m_rdma = editableCombo(QStringLiteral("rdmaCombo"),
                           {QString(), QStringLiteral("none"), QStringLiteral("efa"), QStringLiteral("infiniband"),
                            QStringLiteral("gpudirect")},
                           instanceBox);
    row(tr("RDMA:"), m_rdma, QStringLiteral("rdma"), tr("The RDMA fabric; empty when the provider does not say"));
    m_region = editableCombo(QStringLiteral("regionCombo"), m_catalog.regions(), instanceBox);
    row(tr("R&egion:"), m_region, QStringLiteral("region"), tr("The provider's region name, or \"unspecified\""));
    m_zone = new QLineEdit(instanceBox);
    m_zone->setObjectName(QStringLiteral("zoneEdit"));
    row(tr("&Zone:"), m_zone, QStringLiteral("zone"), tr("Availability zone, when the price is zonal"));
    columns->addWidget(instanceBox, 1);

    auto *right = new QVBoxLayout;
    right->addWidget(buildPrices());
    right->addWidget(buildHistory(), 1);
    columns->addLayout(right, 1);

    for (QLineEdit *edit : findChildren<QLineEdit *>())
        connect(edit, &QLineEdit::textChanged, this, &OfferEditDialog::validate);
    for (QComboBox *combo : {m_provider, m_family, m_gpu, m_rdma, m_region, m_currency, m_source})
        connect(combo, &QComboBox::currentTextChanged, this, &OfferEditDialog::validate);
    connect(m_illustrative, &QCheckBox::toggled, this, &OfferEditDialog::validate);
}

QWidget *OfferEditDialog::buildPrices()
{
    auto *box = new QGroupBox(tr("Prices per hour"), this);
    auto *form = new QFormLayout(box);
    QStringList currencies = m_catalog.rates.currencies();
    for (const Provider &p : std::as_const(m_catalog.providers))
        currencies << p.homeCurrency;
    m_currency = editableCombo(QStringLiteral("currencyCombo"), sorted(currencies), box);
    m_currency->setToolTip(tr("Every price of the offer is in this currency; the display currency converts "
                              "with the rate table"));
    form->addRow(tr("&Currency:"), withMessage(m_currency, message(QStringLiteral("currency")), box));

    const QString labels[] = {tr("&On-demand:"), tr("&Spot:"), tr("Reserved &1 year:"), tr("&Monthly:")};
    const QString tips[] = {tr("Pay-as-you-go price per hour"), tr("Interruptible price per hour"),
                            tr("1-year commitment, effective price per hour"),
                            tr("Monthly subscription (包年包月), effective price per hour")};
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        auto *line = new QWidget(box);
        auto *layout = new QHBoxLayout(line);
        layout->setContentsMargins(0, 0, 0, 0);
        m_price[i] = optionalNumberEdit(QLatin1String(PriceObjectNames[i]) + QStringLiteral("Edit"), line);
        m_price[i]->setToolTip(tips[i] + u'\n' + tr("Empty = unknown: the offer is left out of rankings under this "
                                                    "billing mode, never priced at 0"));
        m_priceAsOf[i] = new QLineEdit(line);
        m_priceAsOf[i]->setObjectName(QLatin1String(PriceObjectNames[i]) + QStringLiteral("AsOfEdit"));
        m_priceAsOf[i]->setMaximumWidth(110);
        m_priceAsOf[i]->setToolTip(tr("When this price was quoted (YYYY-MM-DD); today when you change the price, "
                                      "the row's date when empty"));
        layout->addWidget(m_price[i], 1);
        layout->addWidget(new QLabel(tr("as of"), line));
        layout->addWidget(m_priceAsOf[i]);
        auto *cell = new QWidget(box);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        cellLayout->addWidget(line);
        cellLayout->addWidget(message(priceField(m)));
        cellLayout->addWidget(message(priceField(m) + QStringLiteral("_as_of")));
        form->addRow(labels[i], cell);
        connect(m_price[i], &QLineEdit::textEdited, this, [this, m] { priceEdited(m); });
        connect(m_priceAsOf[i], &QLineEdit::textEdited, this, [this, i] { m_asOfTouched[i] = true; });
    }
    m_spotInterruption = optionalNumberEdit(QStringLiteral("spotInterruptionEdit"), box);
    m_spotInterruption->setToolTip(tr("Fraction of spot instances reclaimed per month, 0 to 1"));
    form->addRow(tr("Spot interruption:"),
                 withMessage(m_spotInterruption, message(QStringLiteral("spot_interruption")), box));

    QStringList sources;
    for (const Source &s : std::as_const(m_catalog.sources))
        sources << s.key;
    m_source = editableCombo(QStringLiteral("sourceCombo"), sorted(sources), box);
    m_source->setToolTip(tr("Where the prices come from; a new key is added to the catalog's sources"));
    form->addRow(tr("So&urce:"), withMessage(m_source, message(QStringLiteral("source")), box));
    m_asOf = new QLineEdit(box);
    m_asOf->setObjectName(QStringLiteral("asOfEdit"));
    m_asOf->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_asOf->setToolTip(tr("The day the row was quoted; a price without a date of its own has this one"));
    form->addRow(tr("&As of:"), withMessage(m_asOf, message(QStringLiteral("as_of")), box));
    m_validUntil = new QLineEdit(box);
    m_validUntil->setObjectName(QStringLiteral("validUntilEdit"));
    m_validUntil->setPlaceholderText(tr("YYYY-MM-DD, empty when not a dated quote"));
    m_validUntil->setToolTip(tr("The last day a vendor's quote holds"));
    form->addRow(tr("&Valid until:"), withMessage(m_validUntil, message(QStringLiteral("valid_until")), box));
    m_illustrative = new QCheckBox(tr("Illustrative figure, not a quote"), box);
    m_illustrative->setObjectName(QStringLiteral("illustrativeCheck"));
    form->addRow(QString(), m_illustrative);
    m_notes = new QLineEdit(box);
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    form->addRow(tr("&Notes:"), m_notes);
    return box;
}

QWidget *OfferEditDialog::buildHistory()
{
    auto *box = new QGroupBox(tr("Price history"), this);
    auto *layout = new QVBoxLayout(box);
    m_history = new QTableWidget(box);
    m_history->setTabKeyNavigation(false); // Tab moves on to the next control
    m_history->setObjectName(QStringLiteral("priceHistoryTable"));
    m_history->setColumnCount(4);
    m_history->setHorizontalHeaderLabels({tr("Billing"), tr("Price/h"), tr("Quoted"), tr("Replaced on")});
    m_history->verticalHeader()->hide();
    m_history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_history->setSelectionMode(QAbstractItemView::NoSelection);
    m_history->horizontalHeader()->setStretchLastSection(true);
    m_history->setToolTip(tr("Prices this offer had before, newest first: each held from its quote date until "
                             "it was replaced"));
    layout->addWidget(m_history);
    m_historyEmpty = new QLabel(m_offerIndex < 0 ? tr("A new offer has no earlier prices.")
                                                 : tr("No earlier prices: each price shown above is the first one "
                                                      "recorded for this offer. Changing one keeps it here."),
                                box);
    m_historyEmpty->setObjectName(QStringLiteral("priceHistoryEmpty"));
    m_historyEmpty->setWordWrap(true);
    m_historyEmpty->setEnabled(false);
    layout->addWidget(m_historyEmpty);
    setPriceHistory(m_catalog.priceHistory);
    addAuditTable(layout);
    return box;
}

void OfferEditDialog::setPriceHistory(const QList<PriceChange> &all)
{
    QList<PriceChange> changes;
    if (m_offerIndex >= 0) {
        for (const PriceChange &h : all) {
            if (h.offerId == m_original.id)
                changes << h;
        }
    }
    std::reverse(changes.begin(), changes.end());
    m_history->setRowCount(static_cast<int>(changes.size()));
    for (int r = 0; r < changes.size(); ++r) {
        const PriceChange &h = changes[r];
        auto *price = new QTableWidgetItem(formatMoney(h.pricePerHour, h.currency));
        price->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_history->setItem(r, 0, new QTableWidgetItem(billingModeKey(h.billing)));
        m_history->setItem(r, 1, price);
        m_history->setItem(r, 2, new QTableWidgetItem(h.asOf));
        m_history->setItem(r, 3, new QTableWidgetItem(h.replacedOn));
    }
    m_history->resizeColumnsToContents();
    m_history->setVisible(!changes.isEmpty());
    m_historyEmpty->setVisible(changes.isEmpty());
}

// A team catalog's server records every price change with the login and its own clock:
// shown newest first under the history, so that the form says who changed what and when.
void OfferEditDialog::addAuditTable(QVBoxLayout *layout)
{
    QList<PriceAuditEntry> entries;
    if (m_offerIndex >= 0) {
        for (const PriceAuditEntry &e : std::as_const(m_catalog.priceAudit)) {
            if (e.offerId == m_original.id)
                entries << e;
        }
    }
    if (entries.isEmpty())
        return;
    std::reverse(entries.begin(), entries.end());
    auto *title = new QLabel(tr("Changes recorded by the team catalog's server:"), this);
    layout->addWidget(title);
    m_audit = new QTableWidget(static_cast<int>(entries.size()), 5, this);
    m_audit->setTabKeyNavigation(false); // Tab moves on to the next control
    m_audit->setObjectName(QStringLiteral("priceAuditTable"));
    m_audit->setHorizontalHeaderLabels({tr("Billing"), tr("Price/h"), tr("Was"), tr("By"), tr("When (UTC)")});
    m_audit->verticalHeader()->hide();
    m_audit->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_audit->setSelectionMode(QAbstractItemView::NoSelection);
    m_audit->horizontalHeader()->setStretchLastSection(true);
    for (int r = 0; r < entries.size(); ++r) {
        const PriceAuditEntry &e = entries[r];
        const auto money = [&](double v) { return isKnown(v) ? formatMoney(v, e.currency) : tr("none"); };
        m_audit->setItem(r, 0, new QTableWidgetItem(billingModeKey(e.billing)));
        m_audit->setItem(r, 1, new QTableWidgetItem(money(e.newPrice)));
        m_audit->setItem(r, 2, new QTableWidgetItem(money(e.oldPrice)));
        m_audit->setItem(r, 3, new QTableWidgetItem(e.changedBy));
        m_audit->setItem(r, 4, new QTableWidgetItem(e.changedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
    }
    m_audit->resizeColumnsToContents();
    layout->addWidget(m_audit);
}

int OfferEditDialog::auditRowCount() const
{
    return m_audit ? m_audit->rowCount() : 0;
}

int OfferEditDialog::historyRowCount() const
{
    return m_history->rowCount();
}

void OfferEditDialog::fill(const Offer &o)
{
    m_provider->setCurrentIndex(m_provider->findData(o.provider));
    m_instance->setText(o.instanceType);
    m_family->setEditText(o.family);
    m_gpu->setEditText(o.gpu >= 0 ? m_catalog.gpus[o.gpu].model : QString());
    m_gpuCount->setText(numberFieldText(o.gpuCount > 0 ? o.gpuCount : Unknown));
    if (o.gpuCount == 0 && m_offerIndex < 0)
        m_gpuCount->setText(QStringLiteral("1"));
    m_vcpus->setText(numberFieldText(o.vcpus));
    m_ram->setText(numberFieldText(o.ramGib));
    m_nvme->setText(numberFieldText(o.nvmeGb));
    m_network->setText(numberFieldText(o.networkGbps));
    m_rdma->setEditText(o.rdma);
    m_region->setEditText(o.region);
    m_zone->setText(o.zone);
    m_currency->setEditText(o.currency);
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        m_price[i]->setText(numberFieldText(o.price[i]));
        m_priceAsOf[i]->setText(o.priceAsOf[i]);
        m_priceAsOf[i]->setPlaceholderText(o.asOf.isEmpty() ? QStringLiteral("YYYY-MM-DD") : o.asOf.text());
    }
    m_spotInterruption->setText(numberFieldText(o.spotInterruption));
    m_source->setEditText(o.source);
    m_asOf->setText(o.asOf);
    m_validUntil->setText(o.validUntil);
    m_illustrative->setChecked(o.illustrative);
    m_notes->setText(o.notes);
    m_notes->setCursorPosition(0); // a long note reads from its start
}

void OfferEditDialog::priceEdited(BillingMode m)
{
    // A changed price is quoted today unless the user dates it; back to the old price, back
    // to its old date.
    const std::size_t i = indexOf(m);
    if (m_asOfTouched[i])
        return;
    double v = Unknown;
    const bool parsed = parseOptionalNumber(m_price[i]->text(), &v);
    const double old = m_original.price[i];
    const bool same = parsed && (isKnown(v) == isKnown(old)) && (!isKnown(v) || v == old);
    m_priceAsOf[i]->setText(same || !isKnown(v) ? m_original.priceAsOf[i] : m_today.toString(Qt::ISODate));
}

Offer OfferEditDialog::formOffer() const
{
    Offer o = m_original;
    o.provider = m_provider->currentData().isValid() ? m_provider->currentData().toInt() : -1;
    o.instanceType = m_instance->text().trimmed();
    o.family = m_family->currentText().trimmed();
    o.gpu = m_catalog.gpuIndex(m_gpu->currentText());
    auto number = [](const QLineEdit *e) {
        double v = Unknown;
        return parseOptionalNumber(e->text(), &v) ? v : Unknown;
    };
    const double count = number(m_gpuCount);
    o.gpuCount = isKnown(count) ? count : 0;
    o.vcpus = number(m_vcpus);
    o.ramGib = number(m_ram);
    o.nvmeGb = number(m_nvme);
    o.networkGbps = number(m_network);
    o.rdma = m_rdma->currentText().trimmed();
    o.region = m_region->currentText().trimmed();
    o.zone = m_zone->text().trimmed();
    o.currency = m_currency->currentText().trimmed().toUpper();
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        o.price[i] = number(m_price[i]);
        o.priceAsOf.set(i, m_priceAsOf[i]->text().trimmed());
    }
    o.spotInterruption = number(m_spotInterruption);
    o.source = m_source->currentText().trimmed();
    o.asOf = m_asOf->text().trimmed();
    o.validUntil = m_validUntil->text().trimmed();
    o.illustrative = m_illustrative->isChecked();
    o.notes = m_notes->text().trimmed();
    return o;
}

void OfferEditDialog::validate()
{
    if (!m_notes)
        return; // still building
    for (QLabel *label : std::as_const(m_messages))
        showFieldMessage(label, FieldMessage::None, {});
    const Offer o = formOffer();
    m_problems = checkOffer(m_catalog, o, m_medians, m_today.toString(Qt::ISODate));

    // Text that is not a number is an error of its own: the offer above holds Unknown there.
    const std::pair<QLineEdit *, QString> numberFields[] = {
        {m_gpuCount, QStringLiteral("gpu_count")}, {m_vcpus, QStringLiteral("vcpus")},
        {m_ram, QStringLiteral("ram_gib")}, {m_nvme, QStringLiteral("nvme_gb")},
        {m_network, QStringLiteral("network_gbps")}, {m_spotInterruption, QStringLiteral("spot_interruption")},
        {m_price[0], priceField(BillingMode::OnDemand)}, {m_price[1], priceField(BillingMode::Spot)},
        {m_price[2], priceField(BillingMode::Reserved1y)}, {m_price[3], priceField(BillingMode::Monthly)}};
    for (const auto &[edit, field] : numberFields) {
        double v = Unknown;
        if (!parseOptionalNumber(edit->text(), &v)) {
            m_problems.removeIf([&](const OfferProblem &p) { return p.field == field; });
            m_problems << OfferProblem{OfferProblem::Severity::Error, OfferProblem::Kind::BadNumber, field,
                                       tr("'%1' is not a number; leave it empty when not known.").arg(edit->text()), QString()};
        }
    }
    if (o.source.isEmpty())
        m_problems << OfferProblem{OfferProblem::Severity::Error, OfferProblem::Kind::MissingField,
                                   QStringLiteral("source"), tr("Name where the prices come from."), QString()};
    // The importer matches offers on provider, instance type and region: a twin is ambiguous.
    for (int i = 0; i < m_catalog.offers.size(); ++i) {
        const Offer &other = m_catalog.offers[i];
        if (i != m_offerIndex && other.provider == o.provider && other.instanceType == o.instanceType
            && other.region == o.region && other.zone == o.zone && !o.instanceType.isEmpty()) {
            m_problems << OfferProblem{OfferProblem::Severity::Warning, OfferProblem::Kind::MissingField,
                                       QStringLiteral("instance_type"),
                                       tr("Another offer already has this instance type in this region; "
                                          "imports will update only one of them."),
                                       QString()};
            break;
        }
    }

    // An unknown GPU: the closest spelling, and the new-spec form for a model really missing.
    m_suggestion.clear();
    const bool gpuUnknown = o.gpu < 0 && !m_gpu->currentText().trimmed().isEmpty();
    for (OfferProblem &p : m_problems) {
        if (p.kind == OfferProblem::Kind::UnknownGpu) {
            m_suggestion = closestGpuName(m_catalog, m_gpu->currentText());
            if (!m_suggestion.isEmpty())
                p.message = tr("'%1' is not a GPU model of the catalog. Did you mean %2?")
                                .arg(m_gpu->currentText().trimmed(), m_suggestion);
            else if (gpuUnknown)
                p.message = tr("'%1' is not a GPU model of the catalog: add its spec with New GPU Spec….")
                                .arg(m_gpu->currentText().trimmed());
        }
    }
    m_useSuggestion->setVisible(!m_suggestion.isEmpty());
    m_useSuggestion->setText(tr("Use %1").arg(m_suggestion));
    m_newGpu->setVisible(gpuUnknown);

    QHash<QString, QStringList> errors;
    QHash<QString, QStringList> warnings;
    for (const OfferProblem &p : std::as_const(m_problems))
        (p.severity == OfferProblem::Severity::Error ? errors : warnings)[p.field] << p.message;
    for (auto it = m_messages.cbegin(); it != m_messages.cend(); ++it) {
        if (errors.contains(it.key()))
            showFieldMessage(it.value(), FieldMessage::Error, errors.value(it.key()).join(u'\n'));
        else if (warnings.contains(it.key()))
            showFieldMessage(it.value(), FieldMessage::Warning, warnings.value(it.key()).join(u'\n'));
    }
    setValid(!hasErrors(m_problems));
}

void OfferEditDialog::addGpuSpec()
{
    GpuSpecDialog dialog(m_catalog, -1, m_gpu->currentText().trimmed(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const GpuSpec spec = dialog.spec();
    m_catalog.gpus << spec;
    m_gpu->addItem(spec.model);
    m_gpu->setEditText(spec.model);
    validate();
}

Catalog OfferEditDialog::editedCatalogOn(const Catalog &now) const
{
    Catalog c = now;
    for (const GpuSpec &g : m_catalog.gpus) {
        if (c.gpuIndex(g.model) < 0) {
            c.gpus << g;
            c.gpuAliases.insert(g.model.toLower(), g.model);
        }
    }
    Offer o = formOffer();
    if (o.provider >= 0 && o.provider < m_catalog.providers.size())
        o.provider = c.providerIndex(m_catalog.providers[o.provider].key);
    if (o.gpu >= 0 && o.gpu < m_catalog.gpus.size())
        o.gpu = c.gpuIndex(m_catalog.gpus[o.gpu].model);
    int index = -1;
    if (m_offerIndex >= 0) {
        for (int i = 0; i < c.offers.size(); ++i) {
            if (c.offers[i].id == m_original.id)
                index = i;
        }
    }
    std::array<QString, BillingModeCount> asOf;
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        asOf[i] = (m_offerIndex < 0 || o.priceAsOf[i] != m_original.priceAsOf[i]) ? o.priceAsOf[i] : QString();
    }
    applyOfferEdit(c, index, o, asOf, m_today.toString(Qt::ISODate));
    return c;
}

Catalog OfferEditDialog::editedCatalog() const
{
    Catalog c = m_catalog;
    const Offer o = formOffer();
    std::array<QString, BillingModeCount> asOf;
    for (BillingMode m : AllBillingModes) {
        const std::size_t i = indexOf(m);
        // A date the form did not change is no new date: recordPriceChange dates a changed price today.
        asOf[i] = (m_offerIndex < 0 || o.priceAsOf[i] != m_original.priceAsOf[i]) ? o.priceAsOf[i] : QString();
    }
    applyOfferEdit(c, m_offerIndex, o, asOf, m_today.toString(Qt::ISODate));
    return c;
}

} // namespace gpuscout
