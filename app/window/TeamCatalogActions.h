#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QTimer;

namespace gpuscout {

class AppSettings;
class CatalogEditor;
class CatalogStore;

// The window's side of a team catalog: Catalog -> Connect to Team Catalog… and Use Local
// Catalog, the status bar's "which catalog" label (with the connection's state and the
// seconds to the next attempt while it is lost), and the read-only state of the catalog
// editor and the import action for a viewer or while the server cannot be reached.
class TeamCatalogActions final : public QObject
{
    Q_OBJECT

public:
    TeamCatalogActions(CatalogStore *store, AppSettings *settings, QMainWindow *window);

    // Called whenever the window builds its menus and status bar (also on a language switch).
    void addActions(QMenu *catalogMenu);
    QLabel *createStatusLabel();
    // The editor follows the store's read-only state from now on.
    void follow(CatalogEditor *editor);

    void connectToTeamCatalog();
    // Switches to `url` (tests, and the dialog's Connect); false with a message box when it fails.
    bool switchTo(const QString &path, bool quiet = false);
    void useLocalCatalog();

private:
    void refresh();

    CatalogStore *m_store;
    AppSettings *m_settings;
    QMainWindow *m_window;
    QPointer<QLabel> m_label;
    QPointer<QAction> m_useLocal;
    QPointer<CatalogEditor> m_editor;
    QTimer *m_countdown;
};

} // namespace gpuscout
