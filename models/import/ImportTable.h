#pragma once

#include "catalog/CsvReader.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace gpuscout {

struct ImportDocument;

// A CSV file being imported: the table, read with the separator its header uses, and
// its columns found by any of several names. Names match case-insensitively and without
// a unit in brackets, with spaces and hyphens as underscores: "Price (USD/h)" is "price",
// "价格（元/小时）" is "价格", "Instance Type" is "instance_type".
class ImportTable
{
public:
    // Parses the text; false with doc->fatalError set when it is not a table at all.
    bool parse(const QString &text, ImportDocument *doc);

    const QStringList &header() const { return m_table.header(); }
    int rowCount() const { return m_table.rowCount(); }
    int lineOf(int row) const { return m_table.lineOf(row); }

    // The first of the names the header has, as an index, or -1.
    int column(const QStringList &names) const;
    // The column's name as the file writes it, for messages; empty for a column not there.
    // A reference: the record reader names a column for every cell on two threads, and
    // copies would make both write the same reference counts.
    const QString &columnName(int column) const;
    // The trimmed cell, empty for column -1; the view is valid while the table lives.
    QString cell(int row, int column) const { return cellView(row, column).toString(); }
    QStringView cellView(int row, int column) const;
    // A row narrower than the header, or wider with anything but empty cells at its end,
    // is rejected here (an issue on doc->rejected) and gives false.
    bool checkWidth(int row, ImportDocument *doc) const;

    // Sets doc->fatalError to a problem with the header, placed on line 1.
    void failHeader(ImportDocument *doc, const QString &what) const;

    static QString normalisedName(const QString &name);

private:
    CsvTable m_table;
    QHash<QString, int> m_columns;
    QStringList m_names; // the header, trimmed
};

} // namespace gpuscout
