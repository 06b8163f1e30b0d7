#include "window/CatalogFileActions.h"

#include "catalogeditor/QuoteScopeDialog.h"

#include "catalog/CatalogExport.h"
#include "controller/CatalogStore.h"
#include "io/SafeFileWriter.h"
#include "import/ImportPlan.h"
#include "catalogeditor/ImportPreviewDialog.h"
#include "import/ImportReader.h"
#include "import/QuoteRequest.h"
#include "cli/RankOutput.h"
#include "controller/RankingController.h"
#include "window/AppSettings.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace gpuscout {

CatalogFileActions::CatalogFileActions(CatalogStore *store, RankingController *controller, QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_controller(controller)
    , m_window(window)
{
}

void CatalogFileActions::addTo(QMenu *file)
{
    QAction *import = file->addAction(tr("&Import Catalog Data…"), this, &CatalogFileActions::importDialog);
    import->setObjectName(QStringLiteral("importCatalogAction"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setStatusTip(tr("Add and update offers from a GpuScout CSV or JSON file, a SkyPilot vms.csv or a vendor quote sheet (CSV or .xlsx)"));
    QMenu *exports = file->addMenu(tr("E&xport Data"));
    exports->setObjectName(QStringLiteral("exportDataMenu"));
    const std::pair<Export, QString> items[] = {
        {Export::CatalogCsv, tr("Catalog as &CSV…")},
        {Export::CatalogJson, tr("Catalog as &JSON…")},
        {Export::RankingCsv, tr("Current &Ranking as CSV…")},
        {Export::RankingJson, tr("Current Ranking as J&SON…")},
        {Export::TemplateCsv, tr("Import &Template (GpuScout CSV)…")},
        {Export::TemplateQuote, tr("&Quote Sheet Template…")},
    };
    for (const auto &[what, text] : items) {
        if (what == Export::RankingCsv || what == Export::TemplateCsv)
            exports->addSeparator();
        exports->addAction(text, this, [this, w = what] { exportDialog(w); });
    }
}

void CatalogFileActions::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import Catalog Data"), QString(),
        tr("Catalog data (*.csv *.json *.txt *.xlsx);;CSV files (*.csv *.txt);;JSON files (*.json);;Excel workbooks (*.xlsx);;All files (*)"));
    if (!path.isEmpty())
        previewImport(path);
}

ImportPreviewDialog *CatalogFileActions::previewImport(const QString &path, ImportFormat format, const QString &provider)
{
    ImportOptions options;
    options.provider = provider;
    ImportDocument doc = readImportPath(path, format, options);
    if (!doc.ok() && format == ImportFormat::Auto && doc.records.isEmpty() && doc.rejected.isEmpty()
        && QFile::exists(path) && doc.fatalError.contains(QLatin1String(":1:"))) {
        // The header did not tell the format: ask, then read again.
        const QStringList labels{tr("GpuScout CSV"), tr("GpuScout JSON"), tr("SkyPilot vms.csv"), tr("Vendor quote sheet")};
        bool ok = false;
        const QString choice = QInputDialog::getItem(m_window, tr("Import Catalog Data"),
                                                     tr("%1\n\nWhich format is the file?").arg(doc.fatalError), labels, 0, false, &ok);
        if (!ok)
            return nullptr;
        const ImportFormat formats[] = {ImportFormat::GpuScoutCsv, ImportFormat::GpuScoutJson, ImportFormat::SkyPilot, ImportFormat::VendorQuote};
        doc = readImportPath(path, formats[labels.indexOf(choice)], options);
    }
    if (!doc.ok()) {
        QMessageBox::warning(m_window, tr("Import Catalog Data"), doc.fatalError);
        return nullptr;
    }
    const std::shared_ptr<const Catalog> catalog = m_store->catalog();
    QString chosenProvider = provider;
    if (doc.format == ImportFormat::SkyPilot && chosenProvider.isEmpty()) {
        bool ok = false;
        chosenProvider = QInputDialog::getItem(m_window, tr("Import Catalog Data"),
                                               tr("SkyPilot files do not name their cloud. Which provider is %1 from?")
                                                   .arg(QFileInfo(path).fileName()),
                                               catalog->providerKeys(), 0, true, &ok);
        if (!ok || chosenProvider.trimmed().isEmpty())
            return nullptr;
    }
    m_document = doc;
    m_provider = chosenProvider.trimmed();
    auto *dialog = new ImportPreviewDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    replan(dialog, false);
    connect(dialog, &ImportPreviewDialog::addProvidersToggled, this, [this, dialog](bool add) { replan(dialog, add); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] { apply(dialog); });
    dialog->open();
    return dialog;
}

void CatalogFileActions::replan(ImportPreviewDialog *dialog, bool addProviders)
{
    ImportSettings settings = importSettingsFor(m_document.fileName, QDate::currentDate().toString(Qt::ISODate));
    settings.defaultProvider = m_provider;
    settings.addUnknownProviders = addProviders;
    dialog->setPlan(planImport(*m_store->catalog(), m_document, settings));
}

void CatalogFileActions::apply(ImportPreviewDialog *dialog)
{
    const ImportPlan &plan = dialog->plan();
    QString error;
    // The plan was made against the catalog the store still holds: the dialog is modal.
    if (!m_store->replace(applyPlan(*m_store->catalog(), plan), &error)) {
        QMessageBox::warning(m_window, tr("Import Catalog Data"), tr("Nothing was imported: %1").arg(error));
        return;
    }
    Q_EMIT imported(plan.applyCount());
}

void CatalogFileActions::requestQuotes(const QList<int> &candidates)
{
    if (candidates.isEmpty()) {
        QMessageBox::information(m_window, tr("Request Quotes"),
                                 tr("Select the offers to ask about in the ranking or in the catalog editor "
                                    "(Needs a quote lists the offers without a price)."));
        return;
    }
    // First which GPUs and regions to ask about: every unpriced offer can be hundreds of lines.
    QuoteScopeDialog scope(*m_store->catalog(), candidates, m_window);
    if (scope.exec() != QDialog::Accepted)
        return;
    const QList<int> offers = scope.chosenOffers();
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Request Quotes"), QStringLiteral("gpuscout-rfq-%1.xlsx").arg(QDate::currentDate().toString(Qt::ISODate)),
        tr("Excel workbook, one sheet per vendor (*.xlsx);;CSV, one file per vendor (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    QList<QuoteSheet> sheets;
    const QStringList written = writeQuoteRequestTo(path, offers, &error, &sheets);
    if (written.isEmpty()) {
        QMessageBox::warning(m_window, tr("Request Quotes"), error);
        return;
    }
    qsizetype lines = 0;
    QStringList vendors;
    for (const QuoteSheet &sheet : sheets) {
        lines += sheet.rows.size();
        vendors << sheet.title;
    }
    QMessageBox::information(m_window, tr("Request Quotes"),
                             tr("Wrote %1: %2 for %3 (%4).\n\nSend each vendor its sheet; import the filled-in sheet with "
                                "File → Import Catalog Data… to preview and apply the prices.")
                                 .arg(written.join(QStringLiteral(", ")),
                                      tr("%n line(s) to price", nullptr, static_cast<int>(lines)),
                                      tr("%n vendor(s)", nullptr, static_cast<int>(sheets.size())),
                                      vendors.join(QStringLiteral(", "))));
}

QStringList CatalogFileActions::writeQuoteRequestTo(const QString &path, const QList<int> &offers, QString *error,
                                                   QList<QuoteSheet> *sheetsOut)
{
    QuoteRequestOptions options;
    options.organisation = AppSettings().reportOrganisation(); // the buyer the reports name
    options.date = QDate::currentDate().toString(Qt::ISODate);
    const QList<QuoteSheet> sheets = buildQuoteRequest(*m_store->catalog(), offers, options);
    QStringList written;
    if (!writeQuoteRequest(path, sheets, &written, error))
        return {};
    if (sheetsOut)
        *sheetsOut = sheets;
    return written;
}

void CatalogFileActions::exportDialog(Export what)
{
    const bool json = what == Export::CatalogJson || what == Export::RankingJson;
    const QString name = what == Export::TemplateCsv    ? QStringLiteral("gpuscout-import-template.csv")
                         : what == Export::TemplateQuote ? QStringLiteral("gpuscout-quote-template.csv")
                         : what == Export::RankingCsv || what == Export::RankingJson ? QStringLiteral("gpuscout-ranking")
                                                                                     : QStringLiteral("gpuscout-catalog");
    const QString suggested = name.contains(u'.') ? name : name + (json ? QStringLiteral(".json") : QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Data"), suggested,
                                                      json ? tr("JSON files (*.json)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, what, &error))
        QMessageBox::warning(m_window, tr("Export Data"), error);
}

bool CatalogFileActions::exportTo(const QString &path, Export what, QString *error)
{
    // The JSON holds the price history, which the window reads only when it is shown.
    const std::shared_ptr<const Catalog> catalog = what == Export::CatalogJson ? m_store->catalogWithHistory(error) : m_store->catalog();
    if (!catalog)
        return false;
    QByteArray bytes;
    switch (what) {
    case Export::CatalogCsv: bytes = catalogOffersCsv(*catalog); break;
    case Export::CatalogJson: bytes = catalogJson(*catalog); break;
    case Export::RankingCsv:
    case Export::RankingJson: {
        // What the table shows: its rows (search, filters, hidden offers), order and period.
        RankPrintOptions print;
        listingOf(*m_controller->model(), &print);
        bytes = formatRanking(m_controller->result(), m_controller->scenario(),
                              what == Export::RankingCsv ? RankFormat::Csv : RankFormat::Json, print);
        break;
    }
    case Export::TemplateCsv: bytes = importTemplateCsv(ImportFormat::GpuScoutCsv); break;
    case Export::TemplateQuote: bytes = importTemplateCsv(ImportFormat::VendorQuote); break;
    }
    return writeFileAtomically(path, bytes, error);
}

} // namespace gpuscout
