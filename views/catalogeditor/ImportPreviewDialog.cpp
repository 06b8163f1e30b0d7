#include "catalogeditor/ImportPreviewDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuscout {

namespace {

enum Column { StatusColumn, LineColumn, ProviderColumn, InstanceColumn, RegionColumn, GpuColumn, DetailColumn, ColumnCount };

ImportPreviewDialog::Filter filterOf(const ImportRow &row)
{
    switch (row.status) {
    case ImportRow::Status::Added: return row.warnings.isEmpty() ? ImportPreviewDialog::Added : ImportPreviewDialog::Warning;
    case ImportRow::Status::Updated: return row.warnings.isEmpty() ? ImportPreviewDialog::Updated : ImportPreviewDialog::Warning;
    case ImportRow::Status::Unchanged: return ImportPreviewDialog::Unchanged;
    case ImportRow::Status::Rejected: return ImportPreviewDialog::Rejected;
    }
    return ImportPreviewDialog::All;
}

// Strong colour for the mark and the text, a pale one for the row: readable on a light
// theme and still distinct for the common colour blindnesses (blue/orange/red/grey differ
// in lightness, and each status has its own symbol).
struct Look {
    QColor strong;
    QColor pale;
    QChar symbol;
};

Look lookOf(ImportPreviewDialog::Filter f)
{
    switch (f) {
    case ImportPreviewDialog::Added: return {QColor(0x1b, 0x7f, 0x3b), QColor(0xe3, 0xf4, 0xe8), u'+'};
    case ImportPreviewDialog::Updated: return {QColor(0x1f, 0x5f, 0xbf), QColor(0xe4, 0xee, 0xfb), u'~'};
    case ImportPreviewDialog::Unchanged: return {QColor(0x6b, 0x6b, 0x6b), QColor(0xf4, 0xf4, 0xf4), u'='};
    case ImportPreviewDialog::Rejected: return {QColor(0xb3, 0x1b, 0x1b), QColor(0xfb, 0xe3, 0xe3), u'\u2715'};
    case ImportPreviewDialog::Warning: return {QColor(0xa8, 0x5c, 0x00), QColor(0xfd, 0xf0, 0xd8), u'!'};
    case ImportPreviewDialog::All:
    case ImportPreviewDialog::FilterCount: break;
    }
    return {QColor(Qt::black), QColor(Qt::white), u' '};
}

QIcon statusIcon(const Look &look)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(look.strong);
    p.drawEllipse(QRectF(1, 1, 30, 30));
    QFont font = p.font();
    font.setPixelSize(22);
    font.setBold(true);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, -1, 32, 32), Qt::AlignCenter, QString(look.symbol));
    return QIcon(pixmap);
}

QString lines(const ImportRow &row)
{
    QStringList all{QString::number(row.line)};
    for (int l : row.mergedLines)
        all << QString::number(l);
    return all.join(QStringLiteral(", "));
}

} // namespace

ImportPreviewDialog::ImportPreviewDialog(QWidget *parent)
    : QDialog(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_addProvidersBox(new QCheckBox(this))
    , m_import(new QPushButton(this))
{
    setObjectName(QStringLiteral("importPreviewDialog"));
    setWindowTitle(tr("Import Catalog Data"));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);

    auto *filters = new QHBoxLayout;
    auto *group = new QButtonGroup(this);
    for (int f = All; f < FilterCount; ++f) {
        auto *b = new QPushButton(this);
        b->setCheckable(true);
        b->setObjectName(QStringLiteral("importFilter%1").arg(f));
        if (f != All)
            b->setIcon(statusIcon(lookOf(Filter(f))));
        group->addButton(b, f);
        filters->addWidget(b);
        m_filters[static_cast<std::size_t>(f)] = b;
    }
    filters->addStretch();
    m_filters[All]->setChecked(true);
    connect(group, &QButtonGroup::idClicked, this, [this](int id) { setFilter(Filter(id)); });

    m_table->setObjectName(QStringLiteral("importRows"));
    m_table->setTabKeyNavigation(false); // Tab moves on to the next control
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Status"), tr("Line"), tr("Provider"), tr("Instance type"), tr("Region"),
                                        tr("GPU"), tr("Changes and messages")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->setIconSize(QSize(16, 16));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_addProvidersBox->setObjectName(QStringLiteral("addProviders"));
    connect(m_addProvidersBox, &QCheckBox::toggled, this, [this](bool on) {
        m_addProviders = on;
        Q_EMIT addProvidersToggled(on);
    });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import->setObjectName(QStringLiteral("importButton"));
    m_import->setDefault(true);
    buttons->addButton(m_import, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *note = new QLabel(tr("Rejected rows are left out. An import only adds and updates offers: nothing the file "
                               "does not mention is removed, and an empty cell never erases a known figure."), this);
    note->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_addProvidersBox);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(1100, 560);
}

void ImportPreviewDialog::setPlan(const ImportPlan &plan)
{
    m_plan = plan;
    fill();
}

void ImportPreviewDialog::fill()
{
    const int counts[FilterCount] = {
        static_cast<int>(m_plan.rows.size()),
        m_plan.count(ImportRow::Status::Added),
        m_plan.count(ImportRow::Status::Updated),
        m_plan.count(ImportRow::Status::Unchanged),
        m_plan.count(ImportRow::Status::Rejected),
        m_plan.warningCount(),
    };
    const QString names[FilterCount] = {tr("All"), tr("Added"), tr("Updated"), tr("Unchanged"), tr("Rejected"), tr("Warnings")};
    for (int f = All; f < FilterCount; ++f)
        m_filters[static_cast<std::size_t>(f)]->setText(QStringLiteral("%1 (%2)").arg(names[f]).arg(counts[f]));

    QString summary = tr("%1 (%2, %3): %n row(s) read.", nullptr, static_cast<int>(m_plan.rows.size()))
                          .arg(QFileInfo(m_plan.fileName).fileName(), importFormatKey(m_plan.format), m_plan.encoding);
    if (!m_plan.ok())
        summary = m_plan.fatalError;
    for (const ImportIssue &w : m_plan.fileWarnings)
        summary += u' ' + w.message;
    m_summary->setText(summary);

    const QString statusNames[] = {tr("Added"), tr("Updated"), tr("Unchanged"), tr("Rejected")};
    m_table->setSortingEnabled(false);
    m_table->setRowCount(static_cast<int>(m_plan.rows.size()));
    for (int r = 0; r < m_plan.rows.size(); ++r) {
        const ImportRow &row = m_plan.rows[r];
        const Filter f = filterOf(row);
        const Look look = lookOf(f);
        QString status = statusNames[static_cast<int>(row.status)];
        if (f == Warning)
            status = tr("%1, warning").arg(status);
        QStringList detail;
        if (row.status == ImportRow::Status::Rejected) {
            detail << (row.column.isEmpty() ? tr("line %1: %2").arg(row.line).arg(row.message)
                                            : tr("line %1, column %2: %3").arg(row.line).arg(row.column, row.message));
        } else {
            // Warnings first: they are what the row's colour is about.
            for (QString w : row.warnings) {
                // The messages are sentences; joined with "; " their full stops would double up.
                if (w.endsWith(u'.') || w.endsWith(u'。'))
                    w.chop(1);
                detail << tr("warning: %1").arg(w);
            }
            for (const FieldChange &c : row.changes)
                detail << QStringLiteral("%1 %2 \u2192 %3").arg(c.field, c.before, c.after);
            if (row.status == ImportRow::Status::Added) {
                QStringList prices;
                for (BillingMode m : AllBillingModes) {
                    if (isKnown(row.offer.priceFor(m)))
                        prices << QStringLiteral("%1 %2").arg(billingModeKey(m), QString::number(row.offer.priceFor(m), 'g', 8));
                }
                detail << tr("new offer, %1 %2").arg(row.offer.currency, prices.join(QStringLiteral(", ")));
                if (row.addsProvider)
                    detail << tr("new provider %1").arg(row.provider);
            }
        }
        const QString cells[ColumnCount] = {status, lines(row), row.provider, row.instanceType, row.region,
                                            row.gpu, detail.join(QStringLiteral("  \u00b7  "))};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setBackground(look.pale);
            item->setForeground(c == StatusColumn || f == Rejected || f == Warning ? look.strong : QColor(0x20, 0x20, 0x20));
            if (c == DetailColumn)
                item->setToolTip(detail.join(u'\n'));
            item->setData(Qt::UserRole, int(f));
            m_table->setItem(r, c, item);
        }
        QTableWidgetItem *statusItem = m_table->item(r, StatusColumn);
        statusItem->setIcon(statusIcon(look));
        QFont bold = statusItem->font();
        bold.setBold(true);
        statusItem->setFont(bold);
    }
    m_table->resizeColumnsToContents();
    for (int c = 0; c < DetailColumn; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 260));

    const int newProviders = static_cast<int>(m_addProviders ? m_plan.newProviders.size() : m_plan.unknownProviders.size());
    m_addProvidersBox->setVisible(newProviders > 0 || m_addProviders);
    QStringList providerNames = m_plan.unknownProviders;
    if (m_addProviders) {
        providerNames.clear();
        for (const Provider &p : m_plan.newProviders)
            providerNames << p.name;
    }
    m_addProvidersBox->setText(tr("Add the %n new provider(s) the file names: %1", nullptr, newProviders)
                                   .arg(providerNames.join(QStringLiteral(", "))));
    {
        const QSignalBlocker block(m_addProvidersBox);
        m_addProvidersBox->setChecked(m_addProviders);
    }
    const int n = m_plan.applyCount();
    // A price feed that changed nothing still confirms the prices it repeated.
    const int confirmed = m_plan.format == ImportFormat::PriceFeed ? m_plan.count(ImportRow::Status::Unchanged) : 0;
    m_import->setText(n == 0 && confirmed > 0 ? tr("Record %n Confirmed Price Row(s)", nullptr, confirmed)
                                              : tr("Import %n row(s)", nullptr, n));
    m_import->setEnabled(n > 0 || confirmed > 0);
    applyFilter();
}

void ImportPreviewDialog::setFilter(Filter filter)
{
    m_filter = filter;
    m_filters[static_cast<std::size_t>(filter)]->setChecked(true);
    applyFilter();
}

void ImportPreviewDialog::applyFilter()
{
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const Filter f = Filter(m_table->item(r, StatusColumn)->data(Qt::UserRole).toInt());
        m_table->setRowHidden(r, m_filter != All && f != m_filter);
    }
}

int ImportPreviewDialog::visibleRowCount() const
{
    int n = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        n += m_table->isRowHidden(r) ? 0 : 1;
    return n;
}

} // namespace gpuscout
