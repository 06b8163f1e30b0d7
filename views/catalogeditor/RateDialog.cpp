#include "catalogeditor/RateDialog.h"

#include "catalogeditor/FormFields.h"
#include "catalog/OfferChecks.h"
#include "domain/Format.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace gpuscout {

RateDialog::RateDialog(const CurrencyRates &rates, const QString &currency, const QString &today, QWidget *parent)
    : EditDialog(parent)
    , m_rates(rates)
    , m_new(currency.isEmpty())
    , m_currency(new QLineEdit(currency, this))
    , m_perUsd(optionalNumberEdit(QStringLiteral("ratePerUsdEdit"), this))
    , m_asOf(new QLineEdit(this))
    , m_source(new QLineEdit(this))
    , m_currencyMessage(fieldMessageLabel(QStringLiteral("rateCurrencyMessage"), this))
    , m_perUsdMessage(fieldMessageLabel(QStringLiteral("ratePerUsdMessage"), this))
    , m_asOfMessage(fieldMessageLabel(QStringLiteral("rateAsOfMessage"), this))
{
    setObjectName(QStringLiteral("rateDialog"));
    setWindowTitle(m_new ? tr("New Exchange Rate") : tr("Edit the %1 Rate").arg(currency));
    const ExchangeRate *existing = rates.find(currency);
    m_currency->setObjectName(QStringLiteral("rateCurrencyEdit"));
    m_currency->setReadOnly(!m_new);
    m_currency->setPlaceholderText(tr("e.g. EUR"));
    m_perUsd->setPlaceholderText(QString());
    m_perUsd->setToolTip(tr("How many units of the currency one US dollar buys, e.g. 7.2 for CNY"));
    m_asOf->setObjectName(QStringLiteral("rateAsOfEdit"));
    m_asOf->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_asOf->setToolTip(tr("The day the rate was taken; reports state it"));
    m_source->setObjectName(QStringLiteral("rateSourceEdit"));
    m_source->setToolTip(tr("Where the rate comes from, e.g. a central bank's reference rate"));
    m_asOf->setText(existing ? existing->asOf : today);
    if (existing) {
        m_perUsd->setText(numberFieldText(existing->perUsd));
        m_source->setText(rateSourceText(existing->source));
    }
    const bool usd = currency.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0;
    m_perUsd->setReadOnly(usd);
    if (usd)
        m_perUsd->setToolTip(tr("US dollars are the base of the table: always 1"));

    auto *form = new QFormLayout;
    body()->addLayout(form);
    form->addRow(tr("&Currency:"), withMessage(m_currency, m_currencyMessage, this));
    form->addRow(tr("&Units per US dollar:"), withMessage(m_perUsd, m_perUsdMessage, this));
    form->addRow(tr("&As of:"), withMessage(m_asOf, m_asOfMessage, this));
    form->addRow(tr("&Source:"), m_source);
    for (QLineEdit *e : {m_currency, m_perUsd, m_asOf, m_source})
        connect(e, &QLineEdit::textChanged, this, &RateDialog::validate);
    validate();
    resize(420, sizeHint().height());
}

ExchangeRate RateDialog::rate() const
{
    ExchangeRate r;
    r.currency = m_currency->text().trimmed().toUpper();
    parseOptionalNumber(m_perUsd->text(), &r.perUsd);
    r.asOf = m_asOf->text().trimmed();
    r.source = m_source->text().trimmed();
    if (r.source == rateSourceText(QString::fromLatin1(DefaultRateSource)))
        r.source = QString::fromLatin1(DefaultRateSource); // unchanged: keep the code, not this language's words
    return r;
}

void RateDialog::validate()
{
    for (QLabel *l : {m_currencyMessage, m_perUsdMessage, m_asOfMessage})
        showFieldMessage(l, FieldMessage::None, {});
    bool valid = true;
    const ExchangeRate r = rate();
    if (!isCurrencyCode(r.currency)) {
        showFieldMessage(m_currencyMessage, FieldMessage::Error,
                         tr("Expected a three-letter currency code such as EUR or JPY."));
        valid = false;
    } else if (m_new && m_rates.find(r.currency)) {
        showFieldMessage(m_currencyMessage, FieldMessage::Error, tr("%1 is already in the table.").arg(r.currency));
        valid = false;
    }
    double perUsd = Unknown;
    CurrencyRates probe = m_rates;
    if (!parseOptionalNumber(m_perUsd->text(), &perUsd) || !isCurrencyCode(r.currency) || !probe.set(r)) {
        if (isCurrencyCode(r.currency)) {
            showFieldMessage(m_perUsdMessage, FieldMessage::Error,
                             tr("Expected a number above 0: how many %1 one US dollar buys.").arg(r.currency));
        }
        valid = false;
    }
    if (!r.asOf.isEmpty() && !isIsoDate(r.asOf)) {
        showFieldMessage(m_asOfMessage, FieldMessage::Error, tr("'%1' is not a date; expected YYYY-MM-DD.").arg(r.asOf));
        valid = false;
    }
    setValid(valid);
}

} // namespace gpuscout
