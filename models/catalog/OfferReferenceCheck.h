#pragma once

#include <QSet>
#include <QString>

#include <vector>

class QSqlDatabase;

namespace gpuscout {

// What SQLite's foreign keys check, for a write that turns them off (an import, which
// removes nothing): SQLite looked up every new row's parents, 0.13 s of a 1.5 s import of
// 100,000 offers. Every reference but one is written as a sub-select by key into a NOT NULL
// column, which refuses a parent that is missing; the one written as a bare id, the offer
// of a price or history entry, is checked here: an offer this write added, or else one the
// file holds, looked up once at the end. A removal would need SQLite's cascades: the
// writer refuses it.
class OfferReferenceCheck
{
public:
    void offerAdded(qint64 id);
    void offerNamed(qint64 id); // by a price or history entry
    // False with the reason when an offer named is neither added nor in the file.
    bool verify(const QSqlDatabase &db, QString *error);

private:
    std::vector<qint64> m_added; // ascending, as a diff adds them, until one is not
    bool m_ascending = true;
    QSet<qint64> m_named;        // not found among the offers added so far
};

} // namespace gpuscout
