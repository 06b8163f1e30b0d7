#include "import/ImportTable.h"

#include "import/ImportRecord.h"
#include "import/ImportText.h"

#include <QCoreApplication>

namespace gpuscout {

namespace {

// Spreadsheets outside the English-speaking world often save with ';' (decimal comma
// locales) or tabs ("Unicode text"); the header line says which.
QChar separatorOf(const QString &text)
{
    int commas = 0;
    int semicolons = 0;
    int tabs = 0;
    bool quoted = false;
    for (QChar ch : text) {
        if (ch == u'"')
            quoted = !quoted;
        else if (!quoted && ch == u'\n')
            break;
        else if (!quoted && ch == u',')
            ++commas;
        else if (!quoted && ch == u';')
            ++semicolons;
        else if (!quoted && ch == u'\t')
            ++tabs;
    }
    if (tabs > commas && tabs >= semicolons)
        return u'\t';
    if (semicolons > commas)
        return u';';
    return u',';
}

} // namespace

QString ImportTable::normalisedName(const QString &name)
{
    QString n = name.trimmed().toLower();
    for (const QChar open : {QChar(u'('), QChar(u'（'), QChar(u'[')}) {
        const qsizetype at = n.indexOf(open);
        if (at > 0)
            n.truncate(at);
    }
    n = n.trimmed();
    n.replace(u' ', u'_');
    n.replace(u'-', u'_');
    return n;
}

bool ImportTable::parse(const QString &text, ImportDocument *doc)
{
    CsvOptions options;
    options.separator = separatorOf(text);
    options.keepRaggedRows = true;
    m_table = CsvTable::parse(text, doc->fileName, options);
    if (!m_table.ok()) {
        doc->fatalError = m_table.error();
        return false;
    }
    m_columns.clear();
    const QStringList &h = m_table.header();
    m_names.clear();
    for (const QString &name : h)
        m_names << name.trimmed();
    // The first of two equally named columns wins, as a person reading the sheet would take it.
    for (int c = 0; c < h.size(); ++c) {
        const QString name = normalisedName(h[c]);
        if (!name.isEmpty() && !m_columns.contains(name))
            m_columns.insert(name, c);
    }
    return true;
}

int ImportTable::column(const QStringList &names) const
{
    for (const QString &name : names) {
        const auto it = m_columns.constFind(normalisedName(name));
        if (it != m_columns.cend())
            return *it;
    }
    return -1;
}

const QString &ImportTable::columnName(int column) const
{
    static const QString none;
    return column >= 0 && column < m_names.size() ? m_names[column] : none;
}

QStringView ImportTable::cellView(int row, int column) const
{
    return m_table.fieldView(row, column).trimmed();
}

void ImportTable::failHeader(ImportDocument *doc, const QString &what) const
{
    doc->fatalError = importErrorAt(*doc, QStringLiteral("1"), what);
}

bool ImportTable::checkWidth(int row, ImportDocument *doc) const
{
    const int width = m_table.fieldCount(row);
    const int expected = static_cast<int>(header().size());
    bool ok = width == expected;
    if (width > expected) {
        ok = true;
        for (int c = expected; c < width && ok; ++c)
            ok = m_table.fieldView(row, c).trimmed().isEmpty();
    }
    if (!ok) {
        doc->rejected << ImportIssue{lineOf(row), QString(),
                                     QCoreApplication::translate("gpuscout::ImportTable", "%1 fields, expected %2 as in the header; check for a missing or extra separator, or an unquoted comma")
                                         .arg(width).arg(expected)};
    }
    return ok;
}

} // namespace gpuscout
