#include "window/TeamCatalogDialog.h"

#include "catalog/CatalogSchema.h"
#include "keys/TeamCatalogPasswords.h"
#include "catalog/TeamCatalogSchema.h"
#include "catalog/TeamCatalogServer.h"
#include "catalog/TeamCatalogUrl.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSqlQuery>
#include <QVBoxLayout>

namespace gpuscout {

TeamCatalogDialog::TeamCatalogDialog(const QString &currentUrl, QWidget *parent)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_ssl(new QComboBox(this))
    , m_password(new QLineEdit(this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_result(new QLabel(this))
    , m_connect(nullptr)
{
    setObjectName(QStringLiteral("teamCatalogDialog"));
    setWindowTitle(tr("Connect to Team Catalog — GpuScout"));
    m_host->setObjectName(QStringLiteral("teamHostEdit"));
    m_host->setPlaceholderText(tr("db.example.com (empty: PGHOST or this computer)"));
    m_port->setObjectName(QStringLiteral("teamPortSpin"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default (5432)"));
    m_database->setObjectName(QStringLiteral("teamDatabaseEdit"));
    m_database->setPlaceholderText(tr("the catalog's database, e.g. gpuscout"));
    m_user->setObjectName(QStringLiteral("teamUserEdit"));
    m_user->setPlaceholderText(tr("your database login (empty: PGUSER or your user name)"));
    m_ssl->setObjectName(QStringLiteral("teamSslCombo"));
    m_ssl->addItem(tr("prefer TLS (libpq's default)"), QString());
    m_ssl->addItem(tr("require TLS"), QStringLiteral("require"));
    m_ssl->addItem(tr("require TLS and check the certificate's CA"), QStringLiteral("verify-ca"));
    m_ssl->addItem(tr("require TLS and check CA and host name"), QStringLiteral("verify-full"));
    m_ssl->addItem(tr("no TLS"), QStringLiteral("disable"));
    m_password->setObjectName(QStringLiteral("teamPasswordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: the keyring's, ~/.pgpass or PGPASSWORD"));
    m_password->setToolTip(tr("Kept in the desktop keyring, never in a settings file"));
    m_test->setObjectName(QStringLiteral("testConnectionButton"));
    m_result->setObjectName(QStringLiteral("connectionResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);

    TeamCatalogUrl url;
    QString error;
    if (TeamCatalogUrl::parse(currentUrl, &url, &error)) {
        m_host->setText(url.host);
        m_port->setValue(url.port);
        m_database->setText(url.database);
        m_user->setText(url.user);
        m_ssl->setCurrentIndex(std::max(0, m_ssl->findData(url.sslMode)));
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("P&ort:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("T&LS:"), m_ssl);
    form->addRow(tr("&Password:"), m_password);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connect = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_connect->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_test, &QPushButton::clicked, this, &TeamCatalogDialog::testConnection);
    for (QLineEdit *edit : {m_host, m_database, m_user, m_password})
        connect(edit, &QLineEdit::textEdited, this, &TeamCatalogDialog::settingsEdited);
    connect(m_port, &QSpinBox::valueChanged, this, &TeamCatalogDialog::settingsEdited);
    connect(m_ssl, &QComboBox::currentIndexChanged, this, &TeamCatalogDialog::settingsEdited);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("A team catalog is a GpuScout catalog on a PostgreSQL server that your "
                                    "administrator set up (gpuscout catalog init-server)."),
                                 this));
    layout->addLayout(form);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
}

QString TeamCatalogDialog::url() const
{
    TeamCatalogUrl url;
    url.host = m_host->text().trimmed();
    url.port = m_port->value();
    url.database = m_database->text().trimmed();
    url.user = m_user->text().trimmed();
    url.sslMode = m_ssl->currentData().toString();
    return url.toString();
}

QString TeamCatalogDialog::password() const
{
    return m_password->text();
}

void TeamCatalogDialog::settingsEdited()
{
    m_connect->setEnabled(!m_testedUrl.isEmpty() && m_testedUrl == url());
}

bool TeamCatalogDialog::testConnection()
{
    m_testedUrl.clear();
    m_connect->setEnabled(false);
    TeamCatalogUrl parsed;
    QString error;
    if (m_database->text().trimmed().isEmpty()) {
        m_result->setText(tr("Enter the database name."));
        return false;
    }
    if (!TeamCatalogUrl::parse(url(), &parsed, &error)) {
        m_result->setText(error);
        return false;
    }
    // The typed password is used for this run (and kept in the keyring once connected).
    if (!password().isEmpty())
        TeamCatalogPasswords::remember(parsed, password());
    TeamCatalogServer server(parsed);
    if (!server.connectToServer(&error)) {
        m_result->setText(error);
        return false;
    }
    QSqlDatabase db = server.database();
    int version = 0;
    const TeamCatalogSchema::State state = TeamCatalogSchema::inspect(db, &version, &error);
    if (state != TeamCatalogSchema::State::Current) {
        m_result->setText(state == TeamCatalogSchema::State::Missing
                              ? tr("Connected, but %1 holds no GpuScout catalog: an administrator sets it up with "
                                   "gpuscout catalog init-server.").arg(parsed.displayName())
                              : tr("Connected, but the catalog on %1 cannot be used by this GpuScout (catalog version "
                                   "%2, this one needs %3). %4").arg(parsed.displayName()).arg(version)
                                    .arg(CatalogSchema::CurrentVersion).arg(error));
        return false;
    }
    QSqlQuery q(db);
    const int offers = q.exec(QStringLiteral("SELECT count(*) FROM offers")) && q.next() ? q.value(0).toInt() : 0;
    m_result->setText(tr("Connected as %1 (%2): catalog version %3, %n offer(s).", nullptr, offers)
                          .arg(server.sessionUser(), TeamCatalogServer::roleName(server.role()))
                          .arg(version));
    m_testedUrl = url();
    m_connect->setEnabled(true);
    return true;
}

} // namespace gpuscout
