#pragma once

#include "catalogeditor/EditDialog.h"
#include "domain/PriceTerm.h"

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gpuscout {

struct Catalog;

// One term of the price book: the offers it matches (provider; regions, GPUs and instance
// types, comma-separated, empty for all; billing mode), what it gives (a discount in
// percent, or a fixed price per hour or month in a currency; a commitment sets the
// reserved-1y price), the days it applies and the contract it comes from. Checked as
// `price-book add` checks a term (catalog/PriceBookChecks.h) while typing. Object names:
// termProviderCombo, termRegionsEdit, termGpusEdit, termInstancesEdit, termBillingCombo,
// termKindCombo, termDiscountEdit, termPriceEdit, termCurrencyEdit, termPerCombo,
// termValidFromEdit, termValidUntilEdit, termRefEdit, termNotesEdit; termProblems.
class PriceTermDialog final : public EditDialog
{
    Q_OBJECT

public:
    // term.id 0: a new term (numbered after the book's last).
    PriceTermDialog(std::shared_ptr<const Catalog> catalog, const PriceTerm &term, QWidget *parent = nullptr);

    // The term as typed, checked and with canonical provider and GPU names.
    PriceTerm term() const { return m_checked; }

private:
    PriceTerm typed() const;
    void validate();

    std::shared_ptr<const Catalog> m_catalog;
    qint64 m_id;
    PriceTerm m_checked;
    QComboBox *m_provider;
    QLineEdit *m_regions;
    QLineEdit *m_gpus;
    QLineEdit *m_instances;
    QComboBox *m_billing;
    QComboBox *m_kind;
    QLineEdit *m_discount;
    QLineEdit *m_price;
    QLineEdit *m_currency;
    QComboBox *m_per;
    QLineEdit *m_validFrom;
    QLineEdit *m_validUntil;
    QLineEdit *m_ref;
    QLineEdit *m_notes;
    QLabel *m_problems;
};

} // namespace gpuscout
