#include "catalogeditor/EditDialog.h"

#include "catalogeditor/FormFields.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuscout {

EditDialog::EditDialog(QWidget *parent)
    : QDialog(parent)
    , m_body(new QVBoxLayout)
    , m_banner(fieldMessageLabel(QStringLiteral("saveErrorBanner"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EditDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EditDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_body, 1);
    layout->addWidget(m_banner);
    layout->addWidget(m_buttons);
}

bool EditDialog::isValid() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void EditDialog::setValid(bool valid)
{
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(valid);
    ok->setToolTip(valid ? QString() : tr("Fix the fields marked in red first"));
}

void EditDialog::accept()
{
    if (!isValid())
        return;
    QString error;
    if (m_acceptor && !m_acceptor(&error)) {
        showFieldMessage(m_banner, FieldMessage::Error, tr("Not saved: %1").arg(error));
        return;
    }
    showFieldMessage(m_banner, FieldMessage::None, {});
    QDialog::accept();
}

} // namespace gpuscout
