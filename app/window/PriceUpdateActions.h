#pragma once

#include "feeds/FeedHttpClient.h"
#include "feeds/FeedSource.h"
#include "import/ImportRecord.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <memory>

class QMenu;
class QNetworkAccessManager;
class QWidget;

namespace gpuscout {

class AccessKeysDialog;
class CatalogStore;
class FeedUpdate;
class ImportPreviewDialog;
class UpdatePricesDialog;

// Catalog → Update Prices…: runs the chosen price lists (models/feeds) while the dialog
// shows their progress, then opens the same import preview as File → Import; only its
// Import button writes, through the CatalogStore (one transaction, price history, undo).
// Cancel at any point writes nothing. Downloads run on the window's event loop and every
// file is parsed on a worker thread, so the window stays responsive.
//
// On start, when the setting is on and AWS, Azure or Google prices are older than the
// chosen number of days, it offers the update (a question, never a silent update).
class PriceUpdateActions final : public QObject
{
    Q_OBJECT

public:
    PriceUpdateActions(CatalogStore *store, QWidget *window);
    ~PriceUpdateActions() override;

    void addTo(QMenu *catalogMenu);
    UpdatePricesDialog *openDialog();
    // Update Prices → Access Keys…: the Chinese clouds' keys in the desktop keyring.
    AccessKeysDialog *openAccessKeys();
    // Asks whether to update when prices are stale; returns whether it asked.
    bool checkOnStart();

    // Tests point every source at a local server and shorten the waits.
    void setBaseUrlForTests(const QUrl &base) { m_testBase = base; }
    void setNetworkSettings(const FeedNetworkSettings &settings) { m_network = settings; }
    void setCacheFolder(const QString &folder) { m_cacheFolder = folder; }
    ImportPreviewDialog *preview() const;
    UpdatePricesDialog *dialog() const;

Q_SIGNALS:
    void updateFinished(bool ok);
    void applied(int rows);

private:
    void start();
    void finished();
    void apply(ImportPreviewDialog *dialog);
    QString keyState(FeedSource vendor) const;
    QString accessKeysSummary() const;

    CatalogStore *m_store;
    QWidget *m_window;
    QNetworkAccessManager *m_manager;
    QPointer<UpdatePricesDialog> m_dialog;
    QPointer<ImportPreviewDialog> m_preview;
    QPointer<AccessKeysDialog> m_keys;
    std::unique_ptr<FeedUpdate> m_update;
    QUrl m_testBase;
    FeedNetworkSettings m_network;
    QString m_cacheFolder;
};

} // namespace gpuscout
