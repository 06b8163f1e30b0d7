#pragma once

#include "domain/CurrencyRates.h"
#include "catalogeditor/EditDialog.h"

class QLabel;
class QLineEdit;

namespace gpuscout {

// One row of the exchange-rate table: currency, units per US dollar, as-of date, source.
// USD stays at 1. Object names: rateCurrencyEdit, ratePerUsdEdit, rateAsOfEdit,
// rateSourceEdit; messages rateCurrencyMessage, ratePerUsdMessage, rateAsOfMessage.
class RateDialog final : public EditDialog
{
    Q_OBJECT

public:
    // currency empty: a new rate.
    RateDialog(const CurrencyRates &rates, const QString &currency, const QString &today, QWidget *parent = nullptr);

    ExchangeRate rate() const;

private:
    void validate();

    const CurrencyRates &m_rates;
    bool m_new;
    QLineEdit *m_currency;
    QLineEdit *m_perUsd;
    QLineEdit *m_asOf;
    QLineEdit *m_source;
    QLabel *m_currencyMessage;
    QLabel *m_perUsdMessage;
    QLabel *m_asOfMessage;
};

} // namespace gpuscout
