#include "catalogeditor/CatalogEditor.h"

#include "itemmodels/CatalogOffersModel.h"
#include "catalogeditor/GpusPage.h"
#include "catalogeditor/MeasurementsPage.h"
#include "catalogeditor/OffersPage.h"
#include "catalogeditor/ProvidersPage.h"
#include "catalogeditor/PriceBookPage.h"
#include "catalogeditor/RatesPage.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuscout {

CatalogEditor::CatalogEditor(QUndoStack *undoStack, Committer committer, QWidget *parent)
    : QDialog(parent)
    , m_undo(undoStack)
    , m_committer(std::move(committer))
    , m_tabs(new QTabWidget(this))
    , m_offers(new OffersPage(this, this))
    , m_measurements(new MeasurementsPage(this, this))
    , m_status(new QLabel(this))
    , m_readOnly(new QLabel(this))
{
    setObjectName(QStringLiteral("catalogEditor"));
    setModal(false);
    setSizeGripEnabled(true);

    m_tabs->setObjectName(QStringLiteral("catalogEditorTabs"));
    m_tabs->addTab(m_offers, QString());
    m_tables << new GpusPage(this, this) << new ProvidersPage(this, this) << new RatesPage(this, this);
    for (CatalogTablePage *page : std::as_const(m_tables))
        m_tabs->addTab(page, QString());
    m_tabs->addTab(m_measurements, QString());
    auto *priceBook = new PriceBookPage(this, this);
    m_tables << priceBook;
    m_tabs->addTab(priceBook, QString());
    connect(m_offers, &OffersPage::quotesRequested, this, &CatalogEditor::quotesRequested);
    connect(m_offers, &OffersPage::staleAfterDaysEdited, this, [this](int days) {
        m_staleAfterDays = days;
        Q_EMIT staleAfterDaysEdited(days);
    });

    auto *undoButton = new QToolButton(this);
    undoButton->setObjectName(QStringLiteral("editorUndoButton"));
    undoButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *redoButton = new QToolButton(this);
    redoButton->setObjectName(QStringLiteral("editorRedoButton"));
    redoButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_undoButton = undoButton;
    m_redoButton = redoButton;

    m_status->setObjectName(QStringLiteral("editorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    close->button(QDialogButtonBox::Close)->setAutoDefault(false);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(undoButton);
    bottom->addWidget(redoButton);
    bottom->addSpacing(8);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(close);
    m_readOnly->setObjectName(QStringLiteral("readOnlyBanner"));
    m_readOnly->setWordWrap(true);
    m_readOnly->setTextFormat(Qt::PlainText);
    m_readOnly->setStyleSheet(QStringLiteral("background: #fff4ce; padding: 6px;"));
    m_readOnly->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_readOnly);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(bottom);
    resize(1240, 720);
    retranslate();
}

void CatalogEditor::retranslate()
{
    setWindowTitle(tr("Edit Catalog — GpuScout"));
    m_tabs->setTabText(OffersTab, tr("&Offers"));
    m_tabs->setTabText(GpusTab, tr("&GPUs"));
    m_tabs->setTabText(ProvidersTab, tr("&Providers"));
    m_tabs->setTabText(CurrenciesTab, tr("&Currencies"));
    m_tabs->setTabToolTip(CurrenciesTab, tr("The exchange-rate table the display currency converts with"));
    m_tabs->setTabText(MeasurementsTab, tr("&Measurements"));
    m_tabs->setTabToolTip(MeasurementsTab, tr("Your trial runs and the bundled benchmarks the performance model is "
                                              "calibrated on"));
    m_tabs->setTabText(PriceBookTab, tr("Price &Book"));
    m_tabs->setTabToolTip(PriceBookTab, tr("Your negotiated discounts, contract prices and commitments"));

    // Undo and redo act on the window's catalog history: the same steps as Edit → Undo there.
    // QUndoStack keeps the prefix it was given, so a new language needs new actions.
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("editorUndoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("editorRedoAction"));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    addAction(m_undoAction);
    addAction(m_redoAction);
    m_undoButton->setDefaultAction(m_undoAction);
    m_redoButton->setDefaultAction(m_redoAction);
    m_undoButton->setToolTip(tr("Undo the last catalog change (Ctrl+Z): the file and the ranking go back with it"));
    m_redoButton->setToolTip(tr("Redo (Ctrl+Shift+Z)"));
}

void CatalogEditor::changeEvent(QEvent *event)
{
    // The pages and the Close button follow the switch by themselves (each handles the event).
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

CatalogEditor::~CatalogEditor() = default;

void CatalogEditor::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    if (!m_catalog)
        return;
    m_offers->setCatalog(*m_catalog);
    for (CatalogTablePage *page : std::as_const(m_tables))
        page->setCatalog(*m_catalog);
    m_measurements->setCatalog(*m_catalog);
}

void CatalogEditor::setStaleAfterDays(int days)
{
    m_staleAfterDays = days;
    m_offers->setStaleAfterDays(days);
}

void CatalogEditor::setToday(const QDate &today)
{
    m_today = today;
    m_offers->model()->setToday(today);
}

void CatalogEditor::showPage(Page page)
{
    m_tabs->setCurrentIndex(page);
}

void CatalogEditor::setReadOnly(const QString &reason)
{
    m_readOnlyReason = reason;
    m_readOnly->setText(reason);
    m_readOnly->setVisible(!reason.isEmpty());
    m_offers->setEditable(reason.isEmpty());
    for (CatalogTablePage *page : std::as_const(m_tables))
        page->setEditable(reason.isEmpty());
    m_measurements->setEditable(reason.isEmpty());
}

bool CatalogEditor::commit(const Catalog &catalog, const QString &description, QString *error)
{
    if (!m_readOnlyReason.isEmpty()) {
        *error = m_readOnlyReason;
        return false;
    }
    if (!m_committer(catalog, description, error))
        return false;
    return true;
}

void CatalogEditor::showStatus(const QString &text, bool error)
{
    m_status->setStyleSheet(error ? QStringLiteral("color: #c02424;") : QString());
    m_status->setText(text);
}

QString CatalogEditor::statusText() const
{
    return m_status->text();
}

} // namespace gpuscout
