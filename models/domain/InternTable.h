#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

namespace gpuscout {

// The text of a stored QString; a Label's is beside Label (found by argument lookup).
inline const QString &textOf(const QString &s) noexcept
{
    return s;
}

// One stored value for each distinct text, for the pools of StringPool (QString) and
// LabelPool (Label): `Value` is built from a QString and `textOf(value)` gives its text. The
// keys view the stored values' own text, so a lookup copies nothing. An empty text is the
// default value (a null QString, a null Label).
template<typename Value>
class InternTable
{
public:
    Value intern(QStringView text)
    {
        if (text.isEmpty())
            return Value();
        const auto it = m_table.constFind(text);
        if (it != m_table.cend())
            return *it;
        const Value made(text.toString());
        m_table.insert(QStringView(textOf(made)), made);
        return made;
    }

private:
    QHash<QStringView, Value> m_table;
};

} // namespace gpuscout
