#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace gpuscout {

// Catalog -> Connect to Team Catalog…: host, port, database, user, TLS mode and an
// optional password. Test Connection connects, checks the schema and says which role the
// login has and how many offers the catalog holds; Connect is offered only after a
// successful test of exactly these settings. A password typed here goes to the desktop
// keyring (and is used for this run even without one), never to the settings file.
// Object names: teamHostEdit, teamPortSpin, teamDatabaseEdit, teamUserEdit, teamSslCombo,
// teamPasswordEdit, testConnectionButton, connectionResult, connectButton.
class TeamCatalogDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit TeamCatalogDialog(const QString &currentUrl, QWidget *parent = nullptr);

    // The URL of the settings in the form (never with a password).
    QString url() const;
    QString password() const;
    // Runs the test; true when the catalog can be used (tests call it directly).
    bool testConnection();

private:
    void settingsEdited();

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_ssl;
    QLineEdit *m_password;
    QPushButton *m_test;
    QLabel *m_result;
    QPushButton *m_connect;
    QString m_testedUrl; // the settings the last successful test used
};

} // namespace gpuscout
