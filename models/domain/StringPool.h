#pragma once

#include "domain/InternTable.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace gpuscout {

// One shared copy of each distinct text: the columns that repeat from row to row (family,
// region, currency, dates, flags) then cost a few hundred strings for 100,000 offers
// instead of a million. Lookups take a view, so a value already in the pool is never
// copied. Only for values that do repeat: a unique one costs a pool entry besides.
class StringPool
{
public:
    QString intern(QStringView text) { return m_pool.intern(text); }

    // The same for a value of table column `column`, checking the column's last value
    // first: a column repeats its value from row to row far more often than not, and one
    // comparison is much cheaper than a hash lookup.
    QString intern(int column, QStringView text)
    {
        if (column < 0)
            return QString();
        if (column >= m_last.size())
            m_last.resize(column + 1);
        QString &last = m_last[column];
        if (last.size() != text.size() || QStringView(last) != text)
            last = intern(text);
        return last;
    }

private:
    InternTable<QString> m_pool;
    QList<QString> m_last; // by column
};

} // namespace gpuscout
