#pragma once

#include <QHash>
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
    QString intern(QStringView text)
    {
        if (text.isEmpty())
            return QString();
        const auto it = m_pool.constFind(text);
        if (it != m_pool.cend())
            return *it;
        const QString copy = text.toString();
        m_pool.insert(QStringView(copy), copy); // the key views the pooled copy's own text
        return copy;
    }

private:
    QHash<QStringView, QString> m_pool;
};

} // namespace gpuscout
