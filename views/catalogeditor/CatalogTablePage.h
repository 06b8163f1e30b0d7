#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuscout {

class CatalogEditor;
struct Catalog;

// A tab of the catalog editor for a short list (GPU specs, providers, rates): a read-only
// table, Add / Edit / Delete, and a line saying what the list is for. Subclasses fill the
// table and open their form.
class CatalogTablePage : public QWidget
{
    Q_OBJECT

public:
    CatalogTablePage(CatalogEditor *editor, const QString &name, QWidget *parent = nullptr);

    virtual void setCatalog(const Catalog &catalog) = 0;
    QTableWidget *table() const { return m_table; }
    // Read-only: the rows are shown, Add, Edit and Delete are off.
    void setEditable(bool editable);

protected:
    // Every text of the page in the current language: the hint, the headers and any button
    // text of its own. Called by the subclass's constructor and on each language switch,
    // after which the rows are filled again (their kinds, dates and numbers are worded too).
    virtual void retranslate() = 0;
    void changeEvent(QEvent *event) override;
    void setHint(const QString &hint);
    virtual void add() = 0;
    virtual void edit(int row) = 0;
    virtual void remove(int row) = 0;
    CatalogEditor *editor() const { return m_editor; }
    void setHeaders(const QStringList &headers, const QStringList &tooltips);
    void setRow(int row, const QStringList &cells, const QList<int> &rightAligned = {});
    void finishFill(); // column widths, selection, buttons
    void selectRow(int row);
    void setRemoveText(const QString &text);
    void setStretchColumn(int column); // takes the spare width (a text column)

private:
    void updateButtons();
    int currentRow() const;

    void retranslateButtons();

    CatalogEditor *m_editor;
    QTableWidget *m_table;
    QLabel *m_hint;
    QPushButton *m_add;
    bool m_editable = true;
    QPushButton *m_edit;
    QPushButton *m_remove;
    bool m_sized = false;
    int m_stretchColumn = -1;
};

} // namespace gpuscout
