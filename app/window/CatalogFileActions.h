#pragma once

#include "import/ImportRecord.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QMenu;
class QWidget;

namespace gpuscout {

class CatalogStore;
struct QuoteSheet;
class ImportPreviewDialog;
class RankingController;

// File → Import catalog data… and File → Export: reads a file into an import plan, shows
// the preview and, on Import, hands the new catalog to the CatalogStore (one transaction;
// the ranking follows); writes the catalog, the current ranking or a template through
// writeFileAtomically(), so a failed export never leaves half a file or replaces the old.
class CatalogFileActions final : public QObject
{
    Q_OBJECT

public:
    enum class Export { CatalogCsv, CatalogJson, RankingCsv, RankingJson, TemplateCsv, TemplateQuote };

    CatalogFileActions(CatalogStore *store, RankingController *controller, QWidget *window);

    void addTo(QMenu *fileMenu);

    // Reads `path` and opens the preview (non-modal; returned for tests). Null, with the
    // reason shown, when the file cannot be read. An empty provider is asked for when a
    // SkyPilot file needs one; Auto asks for the format when the header does not tell.
    ImportPreviewDialog *previewImport(const QString &path, ImportFormat format = ImportFormat::Auto,
                                       const QString &provider = QString());
    bool exportTo(const QString &path, Export what, QString *error);

    // File → Request Quotes…: asks where to save and writes one quote sheet per vendor of the
    // offers (catalog indices): an .xlsx workbook, or one .csv per vendor.
    void requestQuotes(const QList<int> &offers);
    // The same without a dialog (tests): the files written, or empty with the reason.
    // The files written (empty with *error); *sheets, when given, what they hold.
    QStringList writeQuoteRequestTo(const QString &path, const QList<int> &offers, QString *error,
                                    QList<QuoteSheet> *sheets = nullptr);

Q_SIGNALS:
    void imported(int rows);

private:
    void importDialog();
    void exportDialog(Export what);
    void replan(ImportPreviewDialog *dialog, bool addProviders);
    void apply(ImportPreviewDialog *dialog);

    CatalogStore *m_store;
    RankingController *m_controller;
    QWidget *m_window;
    ImportDocument m_document; // of the open preview
    QString m_provider;
};

} // namespace gpuscout
