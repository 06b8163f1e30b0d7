#pragma once

#include "import/ImportPlan.h"

#include <QDialog>

#include <array>

class QAbstractButton;
class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuscout {

// Shows what an import would do before anything is written: one line per row of the
// file with its status (added, updated, unchanged, rejected; added and updated rows with
// warnings stand out), what changes, and for a rejected row the line, column and reason.
// Filter buttons show one status at a time. "Import N rows" accepts (the rejected rows
// are left out), Cancel writes nothing. When rows name providers the catalog lacks, a
// check box offers to add them; ticking it asks for a new plan (addProvidersToggled).
class ImportPreviewDialog final : public QDialog
{
    Q_OBJECT

public:
    // The filters; Warning is the added and updated rows that carry warnings.
    enum Filter { All, Added, Updated, Unchanged, Rejected, Warning, FilterCount };

    explicit ImportPreviewDialog(QWidget *parent = nullptr);

    void setPlan(const ImportPlan &plan);
    const ImportPlan &plan() const { return m_plan; }
    void setFilter(Filter filter);
    int visibleRowCount() const;

Q_SIGNALS:
    void addProvidersToggled(bool add);

private:
    void fill();
    void applyFilter();

    ImportPlan m_plan;
    Filter m_filter = All;
    bool m_addProviders = false;
    QLabel *m_summary;
    std::array<QPushButton *, FilterCount> m_filters{};
    QTableWidget *m_table;
    QCheckBox *m_addProvidersBox;
    QPushButton *m_import;
};

} // namespace gpuscout
