#include "catalogeditor/UpdatePricesDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuscout {

UpdatePricesDialog::UpdatePricesDialog(const QList<SourceChoice> &sources, QWidget *parent)
    : QDialog(parent)
    , m_regions(new QLineEdit(this))
    , m_gcpKey(new QLineEdit(this))
    , m_rememberKey(new QCheckBox(tr("Remember in the desktop keyring"), this))
    , m_keyState(new QLabel(this))
    , m_accessKeysState(new QLabel(this))
    , m_mirror(new QLineEdit(this))
    , m_checkOnStart(new QCheckBox(tr("On start, offer to update prices older than"), this))
    , m_checkDays(new QSpinBox(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("updatePricesDialog"));
    setWindowTitle(tr("Update Prices"));
    auto *layout = new QVBoxLayout(this);

    auto *sourceBox = new QGroupBox(tr("Price lists"), this);
    auto *grid = new QGridLayout(sourceBox);
    int line = 0;
    for (const SourceChoice &s : sources) {
        Row row;
        row.check = new QCheckBox(s.label, sourceBox);
        row.check->setObjectName(QStringLiteral("updateSource_") + s.key);
        row.check->setChecked(s.checked);
        row.check->setToolTip(s.hint);
        row.bar = new QProgressBar(sourceBox);
        row.bar->setObjectName(QStringLiteral("updateProgress_") + s.key);
        row.bar->setRange(0, 1);
        row.bar->setValue(0);
        row.bar->setTextVisible(false);
        row.status = new QLabel(sourceBox);
        row.status->setObjectName(QStringLiteral("updateStatus_") + s.key);
        row.status->setMinimumWidth(260);
        row.status->setWordWrap(true); // a failure's reason is a sentence: it wraps, never runs off the edge
        // An unticked source is not updated: its last status goes with it.
        connect(row.check, &QCheckBox::toggled, this, [bar = row.bar, status = row.status](bool on) {
            if (on)
                return;
            status->clear();
            status->setToolTip(QString());
            bar->setRange(0, 1);
            bar->setValue(0);
        });
        grid->addWidget(row.check, line, 0);
        grid->addWidget(row.bar, line, 1);
        grid->addWidget(row.status, line, 2);
        m_order << s.key;
        m_rows.insert(s.key, row);
        ++line;
    }
    grid->setColumnStretch(1, 1);
    layout->addWidget(sourceBox);

    auto *form = new QFormLayout;
    m_regions->setObjectName(QStringLiteral("updateRegions"));
    m_regions->setPlaceholderText(tr("all regions (AWS: the regions the catalog has)"));
    m_regions->setToolTip(tr("Region codes separated by commas, such as us-east-1, eastus, us-central1. AWS downloads one "
                             "offer file of several hundred megabytes per region."));
    form->addRow(tr("&Regions:"), m_regions);
    auto *keyRow = new QHBoxLayout;
    m_gcpKey->setObjectName(QStringLiteral("updateGcpKey"));
    m_gcpKey->setEchoMode(QLineEdit::Password);
    m_gcpKey->setPlaceholderText(tr("Cloud Billing API key"));
    m_rememberKey->setObjectName(QStringLiteral("updateRememberKey"));
    m_rememberKey->setChecked(true);
    m_keyState->setObjectName(QStringLiteral("updateKeyState"));
    keyRow->addWidget(m_gcpKey, 1);
    keyRow->addWidget(m_rememberKey);
    // A layout has no buddy of its own: the label points at the key field, so its mnemonic works.
    auto *keyLabel = new QLabel(tr("Google Cloud ke&y:"), this);
    keyLabel->setBuddy(m_gcpKey);
    form->addRow(keyLabel, keyRow);
    form->addRow(QString(), m_keyState);
    auto *accessRow = new QHBoxLayout;
    auto *accessKeys = new QPushButton(tr("Access &Keys…"), this);
    accessKeys->setObjectName(QStringLiteral("updateAccessKeys"));
    accessKeys->setToolTip(tr("The access keys the Alibaba, Tencent, Huawei and Baidu price APIs are asked with"));
    m_accessKeysState->setObjectName(QStringLiteral("updateAccessKeysState"));
    m_accessKeysState->setWordWrap(true);
    accessRow->addWidget(accessKeys);
    accessRow->addWidget(m_accessKeysState, 1);
    connect(accessKeys, &QPushButton::clicked, this, &UpdatePricesDialog::accessKeysRequested);
    form->addRow(tr("Chinese clouds:"), accessRow);
    m_mirror->setObjectName(QStringLiteral("updateMirror"));
    m_mirror->setPlaceholderText(tr("the vendors' own servers"));
    m_mirror->setToolTip(tr("Another server that serves the same paths (a company mirror): scheme, host and port, such as "
                            "https://mirror.example:8443. HTTPS only."));
    form->addRow(tr("&Mirror:"), m_mirror);
    auto *checkRow = new QHBoxLayout;
    m_checkOnStart->setObjectName(QStringLiteral("updateCheckOnStart"));
    m_checkDays->setObjectName(QStringLiteral("updateCheckDays"));
    m_checkDays->setRange(1, 3650);
    m_checkDays->setValue(30);
    m_checkDays->setSuffix(tr(" days"));
    checkRow->addWidget(m_checkOnStart);
    checkRow->addWidget(m_checkDays);
    checkRow->addStretch();
    form->addRow(QString(), checkRow);
    connect(m_checkOnStart, &QCheckBox::toggled, m_checkDays, &QWidget::setEnabled);
    m_checkDays->setEnabled(false);
    layout->addLayout(form);

    m_message->setObjectName(QStringLiteral("updateMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("&Update"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("updateStartButton"));
    m_start->setToolTip(tr("Read the price lists; you see every change before anything is written"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(QStringLiteral("updateCancelButton"));
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (selectedSources().isEmpty()) {
            showMessage(tr("Choose at least one price list."));
            return;
        }
        Q_EMIT startRequested();
    });
    connect(m_cancel, &QPushButton::clicked, this, &UpdatePricesDialog::reject);
    layout->addWidget(buttons);
    m_start->setDefault(true);
}

QStringList UpdatePricesDialog::selectedSources() const
{
    QStringList out;
    for (const QString &key : m_order) {
        if (m_rows.value(key).check->isChecked())
            out << key;
    }
    return out;
}

QStringList UpdatePricesDialog::regions() const
{
    QStringList out;
    for (const QString &r : m_regions->text().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
        out << r;
    return out;
}

QString UpdatePricesDialog::regionsText() const
{
    return m_regions->text().trimmed();
}

void UpdatePricesDialog::setRegionsText(const QString &text)
{
    m_regions->setText(text);
}

QString UpdatePricesDialog::gcpKey() const
{
    return m_gcpKey->text().trimmed();
}

bool UpdatePricesDialog::rememberGcpKey() const
{
    return m_rememberKey->isChecked();
}

void UpdatePricesDialog::setAccessKeysState(const QString &text)
{
    m_accessKeysState->setText(text);
}

void UpdatePricesDialog::setGcpKeyStored(bool stored)
{
    m_keyState->setText(stored ? tr("A key is stored in the desktop keyring; type one only to replace it.")
                               : tr("No key is stored. Google's price list needs one (Google Cloud console, APIs & "
                                    "Services, Credentials)."));
}

QString UpdatePricesDialog::mirror() const
{
    return m_mirror->text().trimmed();
}

void UpdatePricesDialog::setMirror(const QString &mirror)
{
    m_mirror->setText(mirror);
}

int UpdatePricesDialog::checkAfterDays() const
{
    return m_checkOnStart->isChecked() ? m_checkDays->value() : 0;
}

void UpdatePricesDialog::setCheckAfterDays(int days)
{
    m_checkOnStart->setChecked(days > 0);
    if (days > 0)
        m_checkDays->setValue(days);
}

void UpdatePricesDialog::setRunning(bool running)
{
    m_running = running;
    m_start->setEnabled(!running);
    m_regions->setEnabled(!running);
    m_gcpKey->setEnabled(!running);
    m_mirror->setEnabled(!running);
    for (const Row &row : std::as_const(m_rows)) {
        row.check->setEnabled(!running);
        if (running && row.check->isChecked()) {
            row.bar->setRange(0, 0); // busy until the first byte count
            row.status->setText(tr("waiting"));
        }
    }
    if (running)
        m_message->clear();
}

void UpdatePricesDialog::showProgress(const QString &source, const QString &step, qint64 bytes, qint64 totalBytes, int records)
{
    const auto it = m_rows.constFind(source);
    if (it == m_rows.cend())
        return;
    const QLocale locale;
    // The bar counts kilobytes: files of several hundred megabytes do not fit an int in bytes.
    if (totalBytes > 0) {
        it->bar->setRange(0, static_cast<int>(totalBytes / 1024 + 1));
        it->bar->setValue(static_cast<int>(std::min(bytes, totalBytes) / 1024));
    } else {
        it->bar->setRange(0, 0);
    }
    QString text = step;
    if (bytes > 0)
        text += QStringLiteral(" · ") + (totalBytes > 0 ? tr("%1 of %2").arg(locale.formattedDataSize(bytes), locale.formattedDataSize(totalBytes))
                                                        : locale.formattedDataSize(bytes));
    if (records > 0)
        text += QStringLiteral(" · ") + tr("%n record(s)", nullptr, records);
    it->status->setText(text);
}

void UpdatePricesDialog::showSourceResult(const QString &source, bool ok, const QString &message)
{
    const auto it = m_rows.constFind(source);
    if (it == m_rows.cend())
        return;
    it->bar->setRange(0, 1);
    it->bar->setValue(ok ? 1 : 0);
    it->status->setText(ok ? tr("read") : message);
    it->status->setToolTip(message);
}

void UpdatePricesDialog::showMessage(const QString &text)
{
    m_message->setText(text);
}

void UpdatePricesDialog::reject()
{
    if (m_running) {
        Q_EMIT cancelRequested();
        return;
    }
    QDialog::reject();
}

} // namespace gpuscout
