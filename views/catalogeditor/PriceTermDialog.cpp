#include "catalogeditor/PriceTermDialog.h"

#include "catalog/PriceBookChecks.h"
#include "catalogeditor/FormFields.h"
#include "domain/Catalog.h"
#include "domain/PriceBook.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>

namespace gpuscout {

namespace {

QStringList listOf(const QLineEdit *edit)
{
    QStringList out;
    for (const QString &part : edit->text().split(u',', Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            out << part.trimmed();
    }
    return out;
}

QLineEdit *lineEdit(const char *objectName, const QString &text, QWidget *parent)
{
    auto *e = new QLineEdit(text, parent);
    e->setObjectName(QLatin1String(objectName));
    return e;
}

} // namespace

PriceTermDialog::PriceTermDialog(std::shared_ptr<const Catalog> catalog, const PriceTerm &term, QWidget *parent)
    : EditDialog(parent)
    , m_catalog(std::move(catalog))
    , m_id(term.id)
    , m_provider(new QComboBox(this))
    , m_regions(lineEdit("termRegionsEdit", term.regions.join(QStringLiteral(", ")), this))
    , m_gpus(lineEdit("termGpusEdit", term.gpus.join(QStringLiteral(", ")), this))
    , m_instances(lineEdit("termInstancesEdit", term.instanceTypes.join(QStringLiteral(", ")), this))
    , m_billing(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_discount(optionalNumberEdit(QStringLiteral("termDiscountEdit"), this))
    , m_price(optionalNumberEdit(QStringLiteral("termPriceEdit"), this))
    , m_currency(lineEdit("termCurrencyEdit", term.currency, this))
    , m_per(new QComboBox(this))
    , m_validFrom(lineEdit("termValidFromEdit", term.validFrom, this))
    , m_validUntil(lineEdit("termValidUntilEdit", term.validUntil, this))
    , m_ref(lineEdit("termRefEdit", term.ref, this))
    , m_notes(lineEdit("termNotesEdit", term.notes, this))
    , m_problems(fieldMessageLabel(QStringLiteral("termProblems"), this))
{
    setObjectName(QStringLiteral("priceTermDialog"));
    setWindowTitle(m_id == 0 ? tr("New Price Book Term") : tr("Edit Price Book Term %1").arg(m_id));
    m_provider->setObjectName(QStringLiteral("termProviderCombo"));
    for (const Provider &p : m_catalog->providers)
        m_provider->addItem(p.name + QStringLiteral(" (") + p.key + u')', p.key);
    const int provider = m_catalog->providerIndex(term.provider);
    m_provider->setCurrentIndex(std::max(0, provider));
    m_billing->setObjectName(QStringLiteral("termBillingCombo"));
    m_billing->addItem(tr("Every billing mode"), QString());
    for (BillingMode m : AllBillingModes)
        m_billing->addItem(billingModeKey(m), billingModeKey(m));
    m_billing->setCurrentIndex(term.billing ? m_billing->findData(billingModeKey(*term.billing)) : 0);
    m_kind->setObjectName(QStringLiteral("termKindCombo"));
    m_kind->addItem(tr("Discount off the list price"), priceTermKindKey(PriceTermKind::Discount));
    m_kind->addItem(tr("Fixed contract price"), priceTermKindKey(PriceTermKind::Fixed));
    m_kind->addItem(tr("Commitment (sets the 1-year reserved price)"), priceTermKindKey(PriceTermKind::Commitment));
    m_kind->setCurrentIndex(m_kind->findData(priceTermKindKey(term.kind)));
    m_discount->setText(numberFieldText(term.discountPercent));
    m_discount->setToolTip(tr("Percent off the list price, from 0 to under 100 (for a commitment: off the on-demand list price)"));
    m_price->setText(numberFieldText(term.price));
    m_price->setToolTip(tr("A fixed price instead of a discount: leave the discount empty"));
    m_currency->setPlaceholderText(tr("the provider's currency"));
    m_per->setObjectName(QStringLiteral("termPerCombo"));
    m_per->addItem(tr("per hour"), QStringLiteral("hour"));
    m_per->addItem(tr("per month"), QStringLiteral("month"));
    m_per->setCurrentIndex(term.perMonth ? 1 : 0);
    for (QLineEdit *e : {m_regions, m_gpus, m_instances})
        e->setPlaceholderText(tr("all (or a comma-separated list)"));
    m_validFrom->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_validUntil->setPlaceholderText(tr("open-ended (or YYYY-MM-DD, the last day)"));
    m_ref->setPlaceholderText(tr("the contract's name or number"));

    auto *form = new QFormLayout;
    body()->addLayout(form);
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("&Regions:"), m_regions);
    form->addRow(tr("&GPU models:"), m_gpus);
    form->addRow(tr("&Instance types:"), m_instances);
    form->addRow(tr("&Billing:"), m_billing);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Discount (%):"), m_discount);
    form->addRow(tr("Pri&ce:"), m_price);
    form->addRow(tr("Curre&ncy:"), m_currency);
    form->addRow(tr("Price i&s:"), m_per);
    form->addRow(tr("Valid &from:"), m_validFrom);
    form->addRow(tr("Valid &until:"), m_validUntil);
    form->addRow(tr("R&eference:"), m_ref);
    form->addRow(tr("No&tes:"), m_notes);
    body()->addWidget(m_problems);
    for (QLineEdit *e : {m_regions, m_gpus, m_instances, m_discount, m_price, m_currency, m_validFrom, m_validUntil, m_ref, m_notes})
        connect(e, &QLineEdit::textChanged, this, &PriceTermDialog::validate);
    for (QComboBox *c : {m_provider, m_billing, m_kind, m_per})
        connect(c, &QComboBox::currentIndexChanged, this, &PriceTermDialog::validate);
    validate();
    resize(520, sizeHint().height());
}

PriceTerm PriceTermDialog::typed() const
{
    PriceTerm t;
    t.id = m_id != 0 ? m_id : nextPriceTermId(m_catalog->priceBook);
    t.provider = m_provider->currentData().toString();
    t.regions = listOf(m_regions);
    t.gpus = listOf(m_gpus);
    t.instanceTypes = listOf(m_instances);
    BillingMode m;
    if (billingModeFromKey(m_billing->currentData().toString(), &m))
        t.billing = m;
    priceTermKindFromKey(m_kind->currentData().toString(), &t.kind);
    parseOptionalNumber(m_discount->text(), &t.discountPercent);
    parseOptionalNumber(m_price->text(), &t.price);
    t.currency = m_currency->text().trimmed().toUpper();
    t.perMonth = m_per->currentData().toString() == QLatin1String("month");
    t.validFrom = m_validFrom->text().trimmed();
    t.validUntil = m_validUntil->text().trimmed();
    t.ref = m_ref->text().trimmed();
    t.notes = m_notes->text().trimmed();
    return t;
}

void PriceTermDialog::validate()
{
    PriceTerm t = typed();
    double ignored = Unknown;
    QStringList problems;
    if (!parseOptionalNumber(m_discount->text(), &ignored))
        problems << tr("Discount: '%1' is not a number.").arg(m_discount->text());
    if (!parseOptionalNumber(m_price->text(), &ignored))
        problems << tr("Price: '%1' is not a number.").arg(m_price->text());
    if (problems.isEmpty()) {
        // Each problem under the name of its field, as the form labels it.
        const QHash<QString, QString> fields{{QStringLiteral("provider"), tr("Provider")},
                                             {QStringLiteral("gpu"), tr("GPU models")},
                                             {QStringLiteral("discount"), tr("Discount")},
                                             {QStringLiteral("price"), tr("Price")},
                                             {QStringLiteral("currency"), tr("Currency")},
                                             {QStringLiteral("billing"), tr("Billing")},
                                             {QStringLiteral("valid_from"), tr("Valid from")},
                                             {QStringLiteral("valid_until"), tr("Valid until")},
                                             {QStringLiteral("ref"), tr("Reference")}};
        for (const PriceTermProblem &p : checkPriceTerm(*m_catalog, &t))
            problems << tr("%1: %2").arg(fields.value(p.column, p.column), p.message);
    }
    m_checked = t;
    showFieldMessage(m_problems, problems.isEmpty() ? FieldMessage::None : FieldMessage::Error, problems.join(u'\n'));
    setValid(problems.isEmpty());
}

} // namespace gpuscout
