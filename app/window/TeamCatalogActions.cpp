#include "window/TeamCatalogActions.h"

#include "catalog/CatalogDatabase.h"
#include "catalogeditor/CatalogEditor.h"
#include "controller/CatalogStore.h"
#include "keys/TeamCatalogPasswords.h"
#include "catalog/TeamCatalogUrl.h"
#include "window/AppSettings.h"
#include "window/TeamCatalogDialog.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace gpuscout {

TeamCatalogActions::TeamCatalogActions(CatalogStore *store, AppSettings *settings, QMainWindow *window)
    : QObject(window)
    , m_store(store)
    , m_settings(settings)
    , m_window(window)
    , m_countdown(new QTimer(this))
{
    m_countdown->setInterval(1000);
    connect(m_countdown, &QTimer::timeout, this, &TeamCatalogActions::refresh);
    connect(m_store, &CatalogStore::connectionChanged, this, &TeamCatalogActions::refresh);
    connect(m_store, &CatalogStore::catalogChangedElsewhere, this, &TeamCatalogActions::refresh);
}

void TeamCatalogActions::addActions(QMenu *catalogMenu)
{
    catalogMenu->addSeparator();
    QAction *team = catalogMenu->addAction(tr("Connect to &Team Catalog…"), this, &TeamCatalogActions::connectToTeamCatalog);
    team->setObjectName(QStringLiteral("connectTeamCatalogAction"));
    team->setStatusTip(tr("Use a catalog your team shares on a PostgreSQL server"));
    m_useLocal = catalogMenu->addAction(tr("Use &Local Catalog"), this, &TeamCatalogActions::useLocalCatalog);
    m_useLocal->setObjectName(QStringLiteral("useLocalCatalogAction"));
    m_useLocal->setStatusTip(tr("Go back to the catalog file on this computer"));
    refresh();
}

QLabel *TeamCatalogActions::createStatusLabel()
{
    m_label = new QLabel(m_window);
    m_label->setObjectName(QStringLiteral("catalogInUse"));
    refresh();
    return m_label;
}

void TeamCatalogActions::follow(CatalogEditor *editor)
{
    m_editor = editor;
    refresh();
}

void TeamCatalogActions::refresh()
{
    const QString reason = m_store->readOnlyReason();
    if (m_label) {
        m_label->setText(m_store->catalogLabel());
        m_label->setToolTip(reason.isEmpty() ? m_store->path() : m_store->path() + u'\n' + reason);
    }
    if (m_useLocal)
        m_useLocal->setEnabled(m_store->isTeamCatalog());
    if (m_editor)
        m_editor->setReadOnly(reason);
    if (QAction *import = m_window->findChild<QAction *>(QStringLiteral("importCatalogAction"))) {
        import->setEnabled(reason.isEmpty());
        import->setStatusTip(reason);
    }
    const bool counting = m_store->connection() == CatalogStore::Connection::Reconnecting;
    if (counting && !m_countdown->isActive())
        m_countdown->start();
    else if (!counting)
        m_countdown->stop();
}

void TeamCatalogActions::connectToTeamCatalog()
{
    TeamCatalogDialog dialog(m_store->isTeamCatalog() ? m_store->path() : m_settings->teamCatalogUrl(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!switchTo(dialog.url()))
        return;
    if (!dialog.password().isEmpty()) {
        TeamCatalogUrl url;
        QString error;
        if (TeamCatalogUrl::parse(dialog.url(), &url, &error)
            && TeamCatalogPasswords::write(url, dialog.password(), &error) != TeamCatalogPasswords::Status::Ok)
            QMessageBox::information(m_window, tr("Password not kept"),
                                     tr("Connected, but the password could not be kept for next time: %1").arg(error));
    }
}

bool TeamCatalogActions::switchTo(const QString &path, bool quiet)
{
    QString error;
    if (!m_store->switchTo(path, &error)) {
        if (!quiet)
            QMessageBox::warning(m_window, tr("Catalog not changed"), error);
        return false;
    }
    m_settings->setTeamCatalogUrl(TeamCatalogUrl::looksLikeUrl(path) ? path : QString());
    m_window->statusBar()->showMessage(tr("Now using %1").arg(m_store->catalogLabel()), 6000);
    refresh();
    return true;
}

void TeamCatalogActions::useLocalCatalog()
{
    switchTo(CatalogDatabase::defaultPath());
}

} // namespace gpuscout
