#include "catalogeditor/ProviderDialog.h"

#include "domain/Catalog.h"
#include "catalogeditor/FormFields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>

namespace gpuscout {

ProviderDialog::ProviderDialog(const Catalog &catalog, int providerIndex, QWidget *parent)
    : EditDialog(parent)
    , m_catalog(catalog)
    , m_index(providerIndex)
    , m_original(providerIndex >= 0 ? catalog.providers[providerIndex] : Provider{})
    , m_key(new QLineEdit(m_original.key, this))
    , m_name(new QLineEdit(m_original.name, this))
    , m_nameZh(new QLineEdit(m_original.nameZh, this))
    , m_kind(new QComboBox(this))
    , m_currency(new QLineEdit(m_original.homeCurrency.isEmpty() ? QStringLiteral("USD") : m_original.homeCurrency,
                               this))
    , m_sla(optionalNumberEdit(QStringLiteral("providerSlaEdit"), this))
    , m_notes(new QLineEdit(m_original.notes, this))
{
    setObjectName(QStringLiteral("providerDialog"));
    setWindowTitle(providerIndex < 0 ? tr("New Provider") : tr("Edit Provider %1").arg(m_original.name));
    auto *form = new QFormLayout;
    body()->addLayout(form);
    auto row = [&](const QString &key, const QString &label, QWidget *field, const QString &objectName,
                   const QString &tip) {
        field->setObjectName(objectName);
        field->setToolTip(tip);
        QLabel *message = fieldMessageLabel(objectName.left(objectName.size() - 4) + QStringLiteral("Message"), this);
        m_messages.insert(key, message);
        form->addRow(label, withMessage(field, message, this));
    };
    m_key->setReadOnly(providerIndex >= 0);
    row(QStringLiteral("key"), tr("&Key:"), m_key, QStringLiteral("providerKeyEdit"),
        providerIndex >= 0 ? tr("Offers and saved scenarios refer to the provider by its key, so it stays as it is")
                           : tr("Lower-case letters, digits and dashes, e.g. volcengine"));
    row(QStringLiteral("name"), tr("&Name:"), m_name, QStringLiteral("providerNameEdit"), tr("As shown in English"));
    row(QStringLiteral("nameZh"), tr("&Chinese name:"), m_nameZh, QStringLiteral("providerNameZhEdit"),
        tr("As shown in the Chinese interface (中文名); the English name when empty"));
    m_kind->addItem(tr("hyperscaler"), QStringLiteral("hyperscaler"));
    m_kind->addItem(tr("GPU cloud"), QStringLiteral("gpu-cloud"));
    m_kind->addItem(tr("marketplace"), QStringLiteral("marketplace"));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(m_original.kind)));
    row(QStringLiteral("kind"), tr("K&ind:"), m_kind, QStringLiteral("providerKindCombo"),
        tr("A marketplace rents other people's machines: its stability comes from measured host reliability"));
    row(QStringLiteral("currency"), tr("&Home currency:"), m_currency, QStringLiteral("providerCurrencyEdit"),
        tr("The currency its prices are usually in (three letters)"));
    m_sla->setText(numberFieldText(m_original.slaPercent));
    m_sla->setPlaceholderText(tr("no published SLA"));
    row(QStringLiteral("sla"), tr("&SLA %:"), m_sla, QStringLiteral("providerSlaEdit"),
        tr("Single-instance availability SLA, e.g. 99.5; empty when the provider publishes none "
           "(stability then uses the editable no-SLA default)"));
    row(QStringLiteral("notes"), tr("N&otes:"), m_notes, QStringLiteral("providerNotesEdit"), QString());
    for (QLineEdit *e : findChildren<QLineEdit *>())
        connect(e, &QLineEdit::textChanged, this, &ProviderDialog::validate);
    validate();
    resize(460, sizeHint().height());
}

Provider ProviderDialog::provider() const
{
    Provider p = m_original;
    p.key = m_key->text().trimmed();
    p.name = m_name->text().trimmed();
    p.nameZh = m_nameZh->text().trimmed();
    p.kind = m_kind->currentData().toString();
    p.marketplace = p.kind == QLatin1String("marketplace");
    p.homeCurrency = m_currency->text().trimmed().toUpper();
    double sla = Unknown;
    parseOptionalNumber(m_sla->text(), &sla);
    p.slaPercent = sla;
    p.notes = m_notes->text().trimmed();
    return p;
}

void ProviderDialog::validate()
{
    for (QLabel *l : std::as_const(m_messages))
        showFieldMessage(l, FieldMessage::None, {});
    bool valid = true;
    auto error = [&](const QString &key, const QString &text) {
        showFieldMessage(m_messages.value(key), FieldMessage::Error, text);
        valid = false;
    };
    const Provider p = provider();
    static const QRegularExpression keyPattern(QStringLiteral("^[a-z0-9][a-z0-9_-]*$"));
    if (m_index < 0) {
        if (!keyPattern.match(p.key).hasMatch())
            error(QStringLiteral("key"), tr("Expected lower-case letters, digits, '-' or '_', e.g. volcengine."));
        else if (m_catalog.providerIndex(p.key) >= 0)
            error(QStringLiteral("key"), tr("'%1' is already a provider.").arg(p.key));
    }
    if (p.name.isEmpty())
        error(QStringLiteral("name"), tr("The name is empty."));
    if (!isCurrencyCode(p.homeCurrency))
        error(QStringLiteral("currency"), tr("'%1' is not a currency code; expected three letters such as USD or CNY.")
                                              .arg(p.homeCurrency));
    double sla = Unknown;
    if (!parseOptionalNumber(m_sla->text(), &sla))
        error(QStringLiteral("sla"), tr("'%1' is not a number; leave it empty for no SLA.").arg(m_sla->text()));
    else if (isKnown(sla) && !(sla > 0 && sla <= 100))
        error(QStringLiteral("sla"), tr("An SLA is a percentage above 0 and at most 100, e.g. 99.5."));
    else if (isKnown(sla) && sla < 90)
        showFieldMessage(m_messages.value(QStringLiteral("sla")), FieldMessage::Warning,
                         tr("Below 90 %: SLAs are usually 99 % or more; check the figure."));
    setValid(valid);
}

} // namespace gpuscout
