#pragma once

#include <QList>
#include <QString>

namespace gpuscout {

struct Catalog;
struct Offer;

// A field of an offer that a person changed in a form while someone else changed it too,
// to another value (a team catalog reloads under an open form): the form keeps the
// person's value, and saving it again is a decision made knowing the other one.
struct FieldConflict {
    QString field;  // "on-demand price", "GPU count", ...
    QString theirs; // the value now in the catalog
    QString mine;   // the form's value
    QString by;     // who changed a price, from the team catalog's audit trail, or empty
};

// `base` is the offer as the form opened on it, `mine` the form's, `theirs` the offer in
// `now` (the catalog as reloaded).
QList<FieldConflict> offerEditConflicts(const Catalog &now, const Offer &base, const Offer &mine, const Offer &theirs);
// "on-demand price: alice made it 3.1 (yours: 3)" lines for a message.
QString describeConflicts(const QList<FieldConflict> &conflicts);

} // namespace gpuscout
