#include "catalogeditor/AccessKeysDialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuscout {

AccessKeysDialog::AccessKeysDialog(const QList<Vendor> &vendors, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("accessKeysDialog"));
    setWindowTitle(tr("Access Keys for Price APIs"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The Chinese clouds state their prices only to an account that asks with its own key. "
                                "A read-only key with the price permissions is enough (see the README). Keys are kept "
                                "in the desktop keyring; the vendors' environment variables take precedence."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Key ID"), this), 0, 1);
    grid->addWidget(new QLabel(tr("Secret"), this), 0, 2);
    int line = 1;
    for (const Vendor &v : vendors) {
        Row row;
        auto *label = new QLabel(v.label, this);
        label->setToolTip(v.hint);
        row.id = new QLineEdit(this);
        row.id->setObjectName(QStringLiteral("keyId_") + v.key);
        row.id->setPlaceholderText(tr("access key id"));
        row.secret = new QLineEdit(this);
        row.secret->setObjectName(QStringLiteral("keySecret_") + v.key);
        row.secret->setEchoMode(QLineEdit::Password);
        row.secret->setPlaceholderText(tr("secret"));
        row.save = new QPushButton(tr("Save"), this);
        row.save->setObjectName(QStringLiteral("keySave_") + v.key);
        row.save->setToolTip(tr("Store this key in the desktop keyring"));
        row.remove = new QPushButton(tr("Remove"), this);
        row.remove->setObjectName(QStringLiteral("keyRemove_") + v.key);
        row.remove->setToolTip(tr("Delete the stored key from the desktop keyring"));
        row.state = new QLabel(this);
        row.state->setObjectName(QStringLiteral("keyState_") + v.key);
        grid->addWidget(label, line, 0);
        grid->addWidget(row.id, line, 1);
        grid->addWidget(row.secret, line, 2);
        grid->addWidget(row.save, line, 3);
        grid->addWidget(row.remove, line, 4);
        grid->addWidget(row.state, line + 1, 1, 1, 4);
        const QString key = v.key;
        const Row r = row;
        connect(row.save, &QPushButton::clicked, this, [this, key, r] {
            Q_EMIT saveRequested(key, r.id->text().trimmed(), r.secret->text().trimmed());
            r.secret->clear();
        });
        connect(row.remove, &QPushButton::clicked, this, [this, key] { Q_EMIT removeRequested(key); });
        m_rows.insert(v.key, row);
        line += 2;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    layout->addLayout(grid);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void AccessKeysDialog::setState(const QString &vendor, const QString &text)
{
    if (m_rows.contains(vendor))
        m_rows[vendor].state->setText(text);
}

QString AccessKeysDialog::state(const QString &vendor) const
{
    return m_rows.contains(vendor) ? m_rows[vendor].state->text() : QString();
}

QLineEdit *AccessKeysDialog::idField(const QString &vendor) const { return m_rows.value(vendor).id; }
QLineEdit *AccessKeysDialog::secretField(const QString &vendor) const { return m_rows.value(vendor).secret; }
QPushButton *AccessKeysDialog::saveButton(const QString &vendor) const { return m_rows.value(vendor).save; }
QPushButton *AccessKeysDialog::removeButton(const QString &vendor) const { return m_rows.value(vendor).remove; }

} // namespace gpuscout
