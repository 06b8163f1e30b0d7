#include "report/ReportOptionsDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace gpuscout {

ReportOptionsDialog::ReportOptionsDialog(QWidget *parent)
    : QDialog(parent)
    , m_organisation(new QLineEdit(this))
    , m_author(new QLineEdit(this))
    , m_topN(new QSpinBox(this))
    , m_priceHistory(new QCheckBox(tr("Add &prices over time"), this))
{
    setObjectName(QStringLiteral("reportOptionsDialog"));
    setWindowTitle(tr("Export Report"));
    m_organisation->setObjectName(QStringLiteral("reportOrganisation"));
    m_author->setObjectName(QStringLiteral("reportAuthor"));
    m_topN->setObjectName(QStringLiteral("reportTopN"));
    m_topN->setRange(1, 500);
    m_topN->setToolTip(tr("How many offers the report's ranking table lists"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Organisation:"), m_organisation);
    form->addRow(tr("Author:"), m_author);
    form->addRow(tr("Offers in the ranking:"), m_topN);
    m_priceHistory->setObjectName(QStringLiteral("reportPriceHistory"));
    m_priceHistory->setToolTip(tr("End the report with the compared offers' GPUs, each provider's price per GPU-hour "
                                  "through the price history to today"));
    form->addRow(m_priceHistory);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose File…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setValues(QString(), QString(), 10);
}

void ReportOptionsDialog::setValues(const QString &organisation, const QString &author, int topN)
{
    m_organisation->setText(organisation);
    m_author->setText(author);
    m_topN->setValue(topN);
}

QString ReportOptionsDialog::organisation() const
{
    return m_organisation->text().trimmed();
}

QString ReportOptionsDialog::author() const
{
    return m_author->text().trimmed();
}

int ReportOptionsDialog::topN() const
{
    return m_topN->value();
}

void ReportOptionsDialog::setPriceHistory(bool on)
{
    m_priceHistory->setChecked(on);
}

bool ReportOptionsDialog::priceHistory() const
{
    return m_priceHistory->isChecked();
}

} // namespace gpuscout
