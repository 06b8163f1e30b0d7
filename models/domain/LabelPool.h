#pragma once

#include "domain/InternTable.h"
#include "domain/Label.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace gpuscout {

// One label for each distinct text, for readers that make many records: 100,000 offers
// then hold a few hundred nodes between them instead of one per field of each offer.
// An empty text is the null label, as the readers' pooled empty strings are null.
class LabelPool
{
public:
    Label label(QStringView text) { return m_pool.intern(text); }

    // The same for field `slot` of record after record: its last value is checked first,
    // since a field repeats its value from record to record far more often than not (and
    // pooled strings that are equal share their data, so most checks compare two pointers).
    Label label(int slot, const QString &text)
    {
        if (slot >= m_last.size())
            m_last.resize(slot + 1);
        Label &last = m_last[slot];
        const QString &was = last.text();
        if (was.size() != text.size() || (was.constData() != text.constData() && was != text))
            last = label(QStringView(text));
        return last;
    }

private:
    InternTable<Label> m_pool;
    QList<Label> m_last; // by slot
};

} // namespace gpuscout
